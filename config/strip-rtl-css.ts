import postcss from 'postcss'
import type { Compiler } from 'webpack'

// NutUI ships right-to-left variants of its component styles (`.nut-rtl ...`, `[dir=rtl] ...`).
// The app's languages are all left-to-right, so those rules never match; in the mini-program they
// cost ~6.7 KB of the main package, which is capped at 1 MB.

const RTL_SELECTOR = /(^|\s|,)(\.nut-rtl|\[dir=["']?rtl["']?\])(?![\w-])/

/** The CSS without its right-to-left rules (a rule with other selectors keeps those). */
export function stripRtlRules(css: string): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !RTL_SELECTOR.test(selector))
    if (kept.length === 0) rule.remove()
    else if (kept.length !== rule.selectors.length) rule.selectors = kept
  })
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove()
  })
  return root.toString()
}

/** Applies stripRtlRules to every emitted stylesheet whose name ends with one of `extensions`. */
export class StripRtlCssPlugin {
  constructor(private readonly extensions: string[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('StripRtlCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StripRtlCssPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!this.extensions.some((ext) => name.endsWith(ext))) continue
            const css = String(assets[name].source())
            if (!css.includes('rtl')) continue
            compilation.updateAsset(name, new sources.RawSource(stripRtlRules(css)))
          }
        },
      )
    })
  }
}
