import fs from 'node:fs'
import path from 'node:path'

// A disabled button looks the same everywhere (今日已签到, 已签到, 金币不足, 观看广告 while an ad
// plays): one rule in src/app.scss, from the design tokens. Pages that styled their own disabled
// buttons showed NutUI's pink, or painted the label's element too: a box behind the label.
const src = path.resolve(__dirname, '..', 'src')
const APP = path.join(src, 'app.scss')

function scssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return scssFiles(full)
    return entry.name.endsWith('.scss') ? [full] : []
  })
}

describe('disabled buttons', () => {
  it('have one rule, in app.scss, in token colours, that paints the button and not its label', () => {
    const app = fs.readFileSync(APP, 'utf8')
    const rule = /\.nut-button\.nut-button-disabled \{([\s\S]*?)\n\}/.exec(app)
    expect(rule).not.toBeNull()
    const body = rule![1]
    expect(body).toMatch(/background: \$disabled-bg !important;/)
    expect(body).toMatch(/color: \$text-secondary !important;/)
    expect(body).toMatch(/\.nut-button-children \{\s*background: transparent !important;/)
  })

  it('are styled nowhere else: no page colours a disabled button or paints a button label', () => {
    const files = scssFiles(src).filter((file) => file !== APP)
    const disabledRules = files
      .flatMap((file) => fs.readFileSync(file, 'utf8').split('\n').map((line, i) => ({ file, line, i })))
      .filter(({ line }) => /nut-button-disabled|--nutui-button-[a-z]+-disabled/.test(line))
      .map(({ file, line, i }) => `${path.relative(src, file)}:${i + 1}: ${line.trim()}`)
    expect(disabledRules).toEqual([])
    // a label's element with a background of its own is the box behind the label
    const paintedLabels = files.filter((file) => /\.nut-button-children[^{}]*\{[^}]*background/.test(fs.readFileSync(file, 'utf8')))
    expect(paintedLabels.map((file) => path.relative(src, file))).toEqual([])
  })
})
