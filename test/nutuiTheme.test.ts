import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// The mini-program's copy of NutUI's theme must follow the installed NutUI: regenerate it with
// `node scripts/gen-nutui-theme.mjs` after an upgrade.
const root = path.resolve(__dirname, '..')

describe('src/styles/nutui-theme.css', () => {
  it('is NutUI\'s current default theme without its embedded fonts', () => {
    expect(() => execFileSync(process.execPath, [path.join(root, 'scripts/gen-nutui-theme.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow()
    const copy = fs.readFileSync(path.join(root, 'src/styles/nutui-theme.css'), 'utf8')
    expect(copy).not.toContain('@font-face')
    expect(copy).toContain('--nutui-color-primary')
  })
})
