// Rewrites the summary line of docs/pages.md from its table (npm run docs:pages).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const { pageRows, summaryLine, SUMMARY } = createRequire(import.meta.url)('./lib/pages-doc.cjs')
const file = new URL('../docs/pages.md', import.meta.url)
const markdown = readFileSync(file, 'utf8')
const line = summaryLine(pageRows(markdown))
writeFileSync(file, SUMMARY.test(markdown) ? markdown.replace(SUMMARY, line) : `${markdown.trimEnd()}\n\n${line}\n`)
console.log(line)
