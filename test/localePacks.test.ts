import fs from 'fs'
import path from 'path'
import { fingerprint } from '@/i18n/pageTables'
import { NUT_FUNCTIONS } from '@/i18n/nutui/functions'
import nutFr from '@/i18n/nutui/fr'
import nutEs from '@/i18n/nutui/es'
import nutZhHant from '@nutui/nutui-react-taro/dist/es/locales/zh-TW'

// The locale packs the server serves to the mini-program (server/public/i18n/<locale>.json): every
// page message table of the app, by the fingerprint of its English, in each locale the mini-program
// build strips (config/babel-strip-page-locales.js: all but Simplified Chinese), with the locale's
// shared messages and page titles (src/i18n/locales, src/i18n/titles: the mini-program's
// loaders.weapp.ts read those of zh-Hant, fr and es from the pack; English ships them), and for
// those three NutUI's texts as JSON carries them (src/i18n/nutui/loaders.weapp.ts adds the functions).
// Fails when a table changed and the packs were not regenerated: `npm run locale-packs`.

const ROOT = path.resolve(__dirname, '..')
const OUT = path.join(ROOT, 'server/public/i18n')
const STRIPPED = ['en', 'zh-Hant', 'fr', 'es'] as const
type Table = Record<string, string>
type Tables = { en: Table } & Partial<Record<string, Table>>

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'i18n' && dir.endsWith('src') ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && fs.readFileSync(file, 'utf8').includes("'zh-Hant'") ? [file] : []
  })
}

const isTables = (value: unknown): value is Tables =>
  !!value && typeof value === 'object' && typeof (value as Tables).en === 'object' && typeof (value as Tables)['zh-Hans'] === 'object'

/** The message tables a module exports (at its top level or one level down). */
function tablesOf(mod: Record<string, unknown>): Tables[] {
  return Object.values(mod).flatMap((value) => {
    if (isTables(value)) return [value]
    if (value && typeof value === 'object' && !Array.isArray(value)) return Object.values(value).filter(isTables)
    return []
  })
}

interface Pack {
  messages: Table
  titles: Table
  nutui?: Record<string, unknown>
  pages: Record<string, Table>
}

/** NutUI's texts of the locales the mini-program reads from its pack (what H5 loads as chunks). */
const NUT_PACKS: Record<keyof typeof NUT_FUNCTIONS, object> = { 'zh-Hant': nutZhHant, fr: nutFr, es: nutEs }

function buildPacks(): Record<string, Pack> {
  const packs: Record<string, Pack> = Object.fromEntries(
    STRIPPED.map((l) => [
      l,
      {
        messages: require(path.join(ROOT, 'src/i18n/locales', l)).default.messages as Table,
        titles: require(path.join(ROOT, 'src/i18n/titles', l)).default as Table,
        // JSON leaves the functions out
        ...(l in NUT_PACKS ? { nutui: JSON.parse(JSON.stringify(NUT_PACKS[l as keyof typeof NUT_PACKS])) } : {}),
        pages: {} as Record<string, Table>,
      },
    ]),
  )
  const from: Record<string, string> = {}
  for (const file of sourceFiles(path.join(ROOT, 'src'))) {
    for (const tables of tablesOf(require(file))) {
      const id = fingerprint(tables.en)
      for (const locale of STRIPPED) {
        const table = tables[locale]
        if (!table) continue
        const known = packs[locale].pages[id]
        if (known && JSON.stringify(known) !== JSON.stringify(table)) {
          throw new Error(`${path.relative(ROOT, file)} and ${from[id]} have the same English but different ${locale} texts`)
        }
        packs[locale].pages[id] = table
        from[id] = path.relative(ROOT, file)
      }
    }
  }
  return packs
}

/** Stable text: ids sorted. */
const packText = (pack: Pack) =>
  `${JSON.stringify({
    messages: pack.messages,
    titles: pack.titles,
    ...(pack.nutui ? { nutui: pack.nutui } : {}),
    pages: Object.fromEntries(Object.keys(pack.pages).sort().map((id) => [id, pack.pages[id]])),
  })}\n`

describe('the mini-program locale packs', () => {
  const packs = buildPacks()

  it('hold every page table of the app', () => {
    // the me tab's, the orders tab's and a sub-package page's tables, at least
    expect(Object.keys(packs.fr.pages).length).toBeGreaterThan(20)
  })

  it.each(STRIPPED)('hold the shared messages and every page title in %s', (locale) => {
    expect(packs[locale].messages['common.retry']).toBeTruthy()
    expect(packs[locale].titles['pages/index/index']).toBeTruthy()
    expect(Object.keys(packs[locale].titles).length).toBeGreaterThan(80)
  })

  it.each(Object.keys(NUT_PACKS))("hold NutUI's %s texts, whose functions functions.ts gives as NutUI does", (locale) => {
    const nut = NUT_PACKS[locale as keyof typeof NUT_PACKS] as typeof nutZhHant
    const fns = NUT_FUNCTIONS[locale as keyof typeof NUT_FUNCTIONS]
    expect((packs[locale].nutui as unknown as typeof nutZhHant).calendaritem.today).toBe(nut.calendaritem.today)
    for (const month of [1, 9, 10, 12]) expect(fns.calendaritem.monthTitle(2026, month)).toBe(nut.calendaritem.monthTitle(2026, month))
    for (const n of [1, 2]) {
      expect(fns.comment.additionalReview(n)).toBe(nut.comment.additionalReview(n))
      expect(fns.comment.additionalImages(n)).toBe(nut.comment.additionalImages(n))
    }
  })

  it.each(STRIPPED)('server/public/i18n/%s.json is up to date', (locale) => {
    const file = path.join(OUT, `${locale}.json`)
    if (process.env.UPDATE_LOCALE_PACKS) {
      fs.mkdirSync(OUT, { recursive: true })
      fs.writeFileSync(file, packText(packs[locale]))
    }
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
    if (current !== packText(packs[locale])) throw new Error(`${path.relative(ROOT, file)} is out of date: run npm run locale-packs`)
  })
})
