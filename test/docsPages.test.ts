import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ALL_PAGES } from '@/routes'

const { STATES, pageRows, summaryLine, SUMMARY } = require('../scripts/lib/pages-doc.cjs')

const root = path.resolve(__dirname, '..')
const markdown = readFileSync(path.join(root, 'docs/pages.md'), 'utf8')
const rows: { path: string; state: string }[] = pageRows(markdown)

describe('docs/pages.md', () => {
  it('lists every route once, in a known state', () => {
    expect(rows.map((row) => row.path.slice(1)).sort()).toEqual([...ALL_PAGES].sort())
    for (const row of rows) expect(STATES).toContain(row.state)
  })

  it('has the summary line its table implies (npm run docs:pages writes it)', () => {
    expect(markdown.match(SUMMARY)?.[0]).toBe(summaryLine(rows))
  })
})
