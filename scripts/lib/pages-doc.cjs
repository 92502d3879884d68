// docs/pages.md: the table of every page and its state, and the summary line under it, which is
// computed from the table (npm run docs:pages writes it; test/docsPages.test.ts checks it).
const STATES = ['done', 'built']

/** The table's rows: { path, state } for each page line. */
function pageRows(markdown) {
  return markdown.split('\n')
    .filter((line) => /^\| \/\S+ \|/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim())
      return { path: cells[1], state: cells[4] }
    })
}

/** The summary line the table implies, e.g. "88 pages: 72 done, 16 built." */
function summaryLine(rows) {
  const count = (state) => rows.filter((row) => row.state === state).length
  return `${rows.length} pages: ${count('done')} done, ${count('built')} built.`
}

const SUMMARY = /^\d+ pages: \d+ done, \d+ built\.$/m

module.exports = { STATES, pageRows, summaryLine, SUMMARY }
