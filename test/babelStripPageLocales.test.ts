import { transformSync } from '@babel/core'
import stripPageLocales from '../config/babel-strip-page-locales'

// The mini-program build's babel step (config/babel-strip-page-locales.js): page tables lose the
// three locales the server's pack carries; nothing else changes.

const run = (code: string, filename = '/repo/src/pages/x/messages.ts') =>
  transformSync(code, { filename, babelrc: false, configFile: false, plugins: [stripPageLocales] })!.code!

describe('strip-page-locales', () => {
  it('keeps English and Simplified Chinese of a page table, drops the rest', () => {
    const out = run(`export default defineMessages({ en: { a: 'A' }, 'zh-Hans': { a: '甲' }, 'zh-Hant': { a: '甲' }, fr: { a: 'A fr' }, es: { a: 'A es' } })`)
    expect(out).toContain("en: {")
    expect(out).toContain("'zh-Hans'")
    expect(out).not.toMatch(/zh-Hant|A fr|A es/)
  })

  it('leaves src/i18n, other objects and values that are not tables alone', () => {
    const table = `const t = { en: { a: 'A' }, fr: { a: 'B' } }`
    expect(run(table, '/repo/src/i18n/nutui.ts')).toContain('fr:')
    expect(run(`const names = { en: 'English', fr: 'Français' }`)).toContain('Français')
    expect(run(`const x = { fr: 1, es: 2 }`)).toContain('fr: 1')
  })
})
