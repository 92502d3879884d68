import { isReExportOnly } from '../config/re-export-barrels'

// The mini-program build marks files that only re-export as free of side effects
// (config/re-export-barrels.ts), so an import through a feature's barrel reaches only what it names.

describe('isReExportOnly', () => {
  it('accepts a barrel of re-exports with comments', () => {
    const code = [
      '// The wallet.',
      "export * from './screens'",
      "export { default as CashOutScreen } from './CashOutScreen'",
      'export {',
      '  dealState, presentDeal,',
      '  type DealButton,',
      "} from './dealPresenter'",
      "export type { UploadItem } from './logic';",
      '/* done */',
    ].join('\n')
    expect(isReExportOnly(code)).toBe(true)
  })

  it('refuses a file with code of its own', () => {
    expect(isReExportOnly("export * from './a'\nexport const B = 1")).toBe(false)
    expect(isReExportOnly("import './polyfill'\nexport * from './a'")).toBe(false)
    expect(isReExportOnly("export { a } from './a'\nregister(a)")).toBe(false)
    expect(isReExportOnly('// only a comment')).toBe(false)
  })
})
