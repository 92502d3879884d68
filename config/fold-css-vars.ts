import postcss, { type Root, type Rule } from 'postcss'
import type { Compiler } from 'webpack'

// NutUI's styles read every value through a chain of CSS variables with fallbacks
// (`color: var(--nutui-grid-item-text-color, var(--nutui-color-title, #1a1a1a))`), and its theme
// declares ~230 of them on the page. The app sets a handful (app.scss, a few features). In the
// mini-program, whose main package is capped at 1 MB, the chains cost ~35 KB of common.wxss and
// app-origin.wxss; folded at build time the rules say the same thing:
// - `var(--x, fallback)` where no stylesheet declares --x and no script or template names it
//   becomes `fallback`;
// - a variable declared exactly once, on the page's root (`page` / `:root`), to a value without
//   var(), and named by no script or template, is a constant: its uses become that value and its
//   declaration goes.
// Variables the app sets (or sets again) anywhere keep their var() and their declarations.

const ROOT_SELECTOR = /^(:root|page)$/
const NAMED = /--[A-Za-z_][\w-]*/g

interface Declared {
  count: number
  rootValue?: string
}

/** Replaces each var() of `value` through `sub(name, fallback)` (fallback already folded, or null). */
function mapVars(value: string, sub: (name: string, fallback: string | null) => string): string {
  let out = ''
  let i = 0
  while (i < value.length) {
    const start = value.indexOf('var(', i)
    if (start < 0 || (start > 0 && /[\w-]/.test(value[start - 1]))) {
      if (start < 0) {
        out += value.slice(i)
        break
      }
      out += value.slice(i, start + 4)
      i = start + 4
      continue
    }
    out += value.slice(i, start)
    let depth = 0
    let comma = -1
    let end = start + 3
    for (; end < value.length; end++) {
      const c = value[end]
      if (c === '(') depth++
      else if (c === ')' && --depth === 0) break
      else if (c === ',' && depth === 1 && comma < 0) comma = end
    }
    if (end >= value.length) {
      // unbalanced: leave the rest alone
      out += value.slice(start)
      break
    }
    const name = value.slice(start + 4, comma < 0 ? end : comma).trim()
    const fallback = comma < 0 ? null : mapVars(value.slice(comma + 1, end), sub).trim()
    out += sub(name, fallback)
    i = end + 1
  }
  return out
}

/**
 * Folds the variables of a set of stylesheets (name -> CSS); `otherSources` are the scripts and
 * templates, whose mentions of a variable keep it. Returns the stylesheets that changed.
 */
export function foldCssVars(sheets: Record<string, string>, otherSources: string[]): Record<string, string> {
  const mentioned = new Set<string>()
  for (const source of otherSources) for (const m of source.match(NAMED) ?? []) mentioned.add(m)

  const roots: Record<string, Root> = {}
  const declared = new Map<string, Declared>()
  for (const [name, css] of Object.entries(sheets)) {
    if (!css.includes('--')) continue
    const root = (roots[name] = postcss.parse(css))
    root.walkDecls(/^--/, (decl) => {
      const rule = decl.parent
      const onRoot =
        rule?.type === 'rule' && rule.parent?.type === 'root' && (rule as Rule).selectors.every((s) => ROOT_SELECTOR.test(s.trim()))
      const entry = declared.get(decl.prop) ?? { count: 0 }
      entry.count++
      entry.rootValue = onRoot && !decl.important ? decl.value : undefined
      declared.set(decl.prop, entry)
    })
  }

  const constants = new Map<string, string>()
  const fold = (value: string): string =>
    mapVars(value, (name, fallback) => {
      const constant = constants.get(name)
      if (constant !== undefined) return constant
      if (fallback && !declared.has(name) && !mentioned.has(name)) return fallback
      return `var(${name}${fallback === null ? '' : `,${fallback}`})`
    })
  // constants may be defined through other constants: repeat until nothing new folds
  for (let found = true; found; ) {
    found = false
    for (const [name, entry] of declared) {
      if (constants.has(name) || mentioned.has(name) || entry.count !== 1 || entry.rootValue === undefined) continue
      const value = fold(entry.rootValue)
      if (value.includes('var(')) continue
      constants.set(name, value)
      found = true
    }
  }

  const changed: Record<string, string> = {}
  for (const [name, root] of Object.entries(roots)) {
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && constants.has(decl.prop)) decl.remove()
      else if (decl.value.includes('var(')) decl.value = fold(decl.value)
    })
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove()
    })
    const css = root.toString()
    if (css !== sheets[name]) changed[name] = css
  }
  // stylesheets without variables of their own may still use some
  for (const [name, css] of Object.entries(sheets)) {
    if (roots[name] || !css.includes('var(')) continue
    const root = postcss.parse(css)
    root.walkDecls((decl) => {
      if (decl.value.includes('var(')) decl.value = fold(decl.value)
    })
    const folded = root.toString()
    if (folded !== css) changed[name] = folded
  }
  return changed
}

/** Applies foldCssVars to every emitted stylesheet ending with `extension` (all of them at once). */
export class FoldCssVarsPlugin {
  constructor(private readonly extension: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('FoldCssVarsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the other size optimisations (the right-to-left rules are gone by then)
        { name: 'FoldCssVarsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          const sheets: Record<string, string> = {}
          const others: string[] = []
          for (const name of Object.keys(assets)) {
            if (name.endsWith(this.extension)) sheets[name] = String(assets[name].source())
            else if (/\.(js|wxml|wxs|json)$/.test(name)) others.push(String(assets[name].source()))
          }
          for (const [name, css] of Object.entries(foldCssVars(sheets, others))) {
            compilation.updateAsset(name, new sources.RawSource(css))
          }
        },
      )
    })
  }
}
