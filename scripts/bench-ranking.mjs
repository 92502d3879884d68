#!/usr/bin/env node
// The rankings at 100,000 users (docs/performance.md; docs/rules.md "Rankings"): the data tool
// (server/tools/bench-ranking-data.ts) fills a fresh database with the users and their books and
// times the rankings' computation as the scheduler's job runs it; then the server answers
// user/ranking_list (this month's earnings: the first page as a guest; the first page with the
// own place of another user each time, 85-90% of the way down, and again and again of the one
// 90% down; and a page 90% of the way down), each at 1 connection
// (latency) and 50 (throughput), against a bare fastify server answering a constant JSON of the
// first page's size in the same run.
// Usage: npm run bench:ranking [-- --seconds 5] [--users 100000]; on PostgreSQL when
// TEST_DATABASE_URL or DATABASE_URL is set (it creates, and drops at the end, the database
// fanbei_bench_ranking on that server), else on the embedded PGlite.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { adminQuery, load, startBare } from './lib/bench.mjs'
import { STAMP, startServer } from './lib/server.mjs'

const { values: args } = parseArgs({ options: { seconds: { type: 'string' }, users: { type: 'string' } } })
const SECONDS = Number(args.seconds || 5)
const USERS = Number(args.users || 100_000)
const ADMIN_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null
const BENCH_DB = 'fanbei_bench_ranking'
const benchUrl = ADMIN_URL && (() => { const u = new URL(ADMIN_URL); u.pathname = `/${BENCH_DB}`; return u.toString() })()
const SERVER_DIR = new URL('../server/', import.meta.url)
const PAGE = { period: 'month', kind: 'earnings', page: 1, limit: 20, ...STAMP }

/** The data tool's figures (its one JSON line). */
function fillAndTime(dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir, USERS: String(USERS), DATABASE_URL: benchUrl ?? '' }
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/bench-ranking-data.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (d) => { out += d })
  return new Promise((resolve, reject) => child.on('exit', (code) => {
    if (code !== 0) return reject(new Error(`the data tool exited with ${code}`))
    resolve(JSON.parse(out.trim().split('\n').pop()))
  }))
}

const rows = []
function report(what, figures, bare) {
  rows.push({ what, 'req/s': Math.round(figures.rps), 'p50 ms': figures.p50, 'p99 ms': figures.p99, 'vs bare': bare ? `${(figures.rps / bare.rps).toFixed(3)}x` : '' })
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-bench-ranking-'))
let server
let bare
try {
  if (ADMIN_URL) {
    await adminQuery(ADMIN_URL, `drop database if exists ${BENCH_DB}`)
    await adminQuery(ADMIN_URL, `create database ${BENCH_DB}`)
  }
  const data = await fillAndTime(dataDir)
  const where = ADMIN_URL ? 'PostgreSQL' : 'embedded PGlite'
  console.log(`${where}: ${JSON.stringify(data.counts)}; rankings computed: ${data.rankings.join(', ')}`)
  console.log(`filling the books: ${data.fillMs} ms`)
  console.log(`the rankings' computation (every ranking of the current and previous week and month): from nothing ${data.firstMs} ms, nothing changed ${data.steadyMs} ms, 1% of the users changed ${data.changedMs} ms`)

  server = await startServer(ADMIN_URL ? { DATABASE_URL: benchUrl } : { DATA_DIR: dataDir })
  const url = `${server.base}api/user/ranking_list`
  const first = await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(PAGE) })).json()
  const mine = { authorization: `Bearer ${data.tokens[0]}` }
  let turn = 0
  const another = () => ({ authorization: `Bearer ${data.tokens[turn++ % data.tokens.length]}` })
  const own = await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...mine }, body: JSON.stringify(PAGE) })).json()
  const deepPage = { ...PAGE, page: Math.max(1, Math.floor(first.result.total * 0.9 / PAGE.limit)) }
  console.log(`ranked this month: ${first.result.total}; the own place asked for: ${own.result.mine.rank}; the deep page: ${deepPage.page}; a page's answer: ${JSON.stringify(first).length} bytes`)

  bare = await startBare(first)
  for (const connections of [1, 50]) {
    const bareFigures = await load(`${bare.base}hello`, {}, connections, SECONDS)
    report(`bare fastify, the same JSON, ${connections} connection(s)`, bareFigures)
    report(`first page, guest, ${connections} connection(s)`, await load(url, PAGE, connections, SECONDS), bareFigures)
    report(`first page + own place of another user each time (85-90% down), ${connections} connection(s)`, await load(url, PAGE, connections, SECONDS, { varyHeaders: another }), bareFigures)
    report(`first page + own place at rank ${own.result.mine.rank} again (kept until the next computation), ${connections} connection(s)`, await load(url, PAGE, connections, SECONDS, { headers: mine }), bareFigures)
    report(`page ${deepPage.page}, guest, ${connections} connection(s)`, await load(url, deepPage, connections, SECONDS), bareFigures)
  }
} finally {
  server?.stop()
  bare?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (ADMIN_URL) await adminQuery(ADMIN_URL, `drop database if exists ${BENCH_DB} with (force)`).catch(() => {})
}
console.table(rows)
