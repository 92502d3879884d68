import fs from 'node:fs'
import path from 'node:path'

// Colours live in one place: src/styles/_tokens.scss. Every other stylesheet under src/ uses its
// variables (e.g. `color: $text-secondary`, `rgba($brand, 0.3)` is written as a token too), so a
// new hex or rgb()/rgba() literal anywhere else fails here. Generated/vendor CSS is exempt.
const root = path.resolve(__dirname, '..')
const src = path.join(root, 'src')
const TOKENS = path.join(src, 'styles', '_tokens.scss')

function scssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return scssFiles(full)
    return entry.name.endsWith('.scss') ? [full] : []
  })
}

// `#{...}` is Sass interpolation, not a colour
const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{4}|[0-9a-f]{3})\b/gi
// an rgb()/rgba() whose channels are numbers (not `rgba($token, 0.5)`)
const RGB = /\brgba?\(\s*[\d.]+%?\s*[, ]\s*[\d.]+%?\s*[, ]\s*[\d.]+%?/gi

function violations(file: string): string[] {
  const found: string[] = []
  fs.readFileSync(file, 'utf8').split('\n').forEach((raw, i) => {
    const line = raw.replace(/\/\*.*?\*\//g, '').replace(/(^|[^:])\/\/.*$/, '$1')
    for (const m of [...line.matchAll(HEX), ...line.matchAll(RGB)]) {
      found.push(`${path.relative(root, file)}:${i + 1}: ${m[0]}`)
    }
  })
  return found
}

describe('design tokens', () => {
  const files = scssFiles(src).filter((f) => f !== TOKENS)

  it('finds the stylesheets and the tokens file', () => {
    expect(fs.existsSync(TOKENS)).toBe(true)
    expect(files.length).toBeGreaterThan(20)
  })

  it('has no hex or rgb()/rgba() colour literal outside src/styles/_tokens.scss', () => {
    expect(files.flatMap(violations)).toEqual([])
  })

  it('catches a literal', () => {
    const tmp = path.join(require('node:os').tmpdir(), `style-tokens-${process.pid}.scss`)
    fs.writeFileSync(tmp, '.a { color: #FC4D16; background: rgba(0, 0, 0, .5); border-color: rgb(1 2 3); }\n.b { color: #{$x}; background: rgba($brand, 0.5); }\n')
    try {
      expect(violations(tmp)).toHaveLength(3)
    } finally {
      fs.unlinkSync(tmp)
    }
  })
})
