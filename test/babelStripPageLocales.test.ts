import { transformSync } from '@babel/core'
import stripPageLocales from '../config/babel-strip-page-locales'
import { fingerprint } from '@/i18n/pageTables'

// The mini-program build's babel step (config/babel-strip-page-locales.js): page tables keep only
// Simplified Chinese, their English replaced by its fingerprint (the others come from the server's
// pack); nothing else changes.

const run = (code: string, filename = '/repo/src/pages/x/messages.ts') =>
  transformSync(code, { filename, babelrc: false, configFile: false, plugins: [stripPageLocales] })!.code!

describe('strip-page-locales', () => {
  it('keeps Simplified Chinese of a page table and its English fingerprint, drops the rest', () => {
    const out = run(`export default defineMessages({ en: { a: 'A', b: 'B {n}' }, 'zh-Hans': { a: '甲' }, 'zh-Hant': { a: '甲' }, fr: { a: 'A fr' }, es: { a: 'A es' } })`)
    expect(out).toContain(`id: "${fingerprint({ a: 'A', b: 'B {n}' })}"`)
    expect(out).toContain("'zh-Hans'")
    expect(out).not.toMatch(/en:|zh-Hant|A fr|A es|B \{n\}/)
  })

  it('keeps the English of a table whose texts are not all literal, or whose English another table spreads', () => {
    const spread = run(`const t = { en: { ...base.en, a: 'A' }, 'zh-Hans': { a: '甲' }, fr: { a: 'A fr' } }`)
    expect(spread).toContain('en: {')
    expect(spread).not.toContain('A fr')
    // features/freeMeal's tables spread `dealMessages.en`
    expect(run(`export const dealMessages = defineMessages({ en: { a: 'A' }, 'zh-Hans': { a: '甲' } })`)).toContain("en: {")
    expect(run(`const other = defineMessages({ en: { a: 'A' }, 'zh-Hans': { a: '甲' } })`)).not.toContain('en: {')
  })

  it('leaves src/i18n, other objects and values that are not tables alone', () => {
    const table = `const t = { en: { a: 'A' }, fr: { a: 'B' } }`
    expect(run(table, '/repo/src/i18n/nutui.ts')).toContain('fr:')
    expect(run(`const names = { en: 'English', fr: 'Français' }`)).toContain('Français')
    expect(run(`const x = { fr: 1, es: 2 }`)).toContain('fr: 1')
  })
})
