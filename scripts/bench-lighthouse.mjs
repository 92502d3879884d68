#!/usr/bin/env node
// Lighthouse (mobile preset, simulated throttling) on the pages people land on, as users get
// them: the H5 build served by our own server with its seeded demo data. Prints the median of
// each page's runs: score, LCP, TBT, CLS and bytes transferred (docs/performance.md). The member
// centre is measured logged in (a user registered by SMS code), with nothing cached.
// Usage: npm run bench:lighthouse [-- --runs 3] [--floor 90] [--pages home,sign-in] [--details] [--h5 dir]
//   --floor N: exit 1 when a page's median score is under N (CI uses 90; the goal is 95).
//   --pages: only the pages named (comma-separated, as in the table).
//   --details: after each run, its long tasks and the main thread's time per script and per kind
//     of work (the long-tasks, bootup-time and mainthread-work-breakdown audits).
//   --h5 dir: serve that H5 build instead of dist/h5 (to measure two builds side by side).
import path from 'node:path'
import { parseArgs } from 'node:util'
import fs from 'node:fs'
import { loggedInProfile, runLighthouse } from './lib/lighthouse.mjs'
import { demoIds, startServer, withDemoIds } from './lib/server.mjs'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    floor: { type: 'string' },
    pages: { type: 'string' },
    details: { type: 'boolean' },
    h5: { type: 'string' },
  },
})
const RUNS = Number(args.runs || 3)
const FLOOR = args.floor ? Number(args.floor) : null
const GOALS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.05 }

const PAGES = [
  { name: 'home', hash: '/pages/index/index' },
  { name: 'shop detail', hash: '/pages/shopdetail/shopdetail?id={shop}' },
  { name: 'sign-in', hash: '/pages/signin/signin' },
  { name: 'free-meal list', hash: '/pages/kingeat/kingeat' },
  { name: 'invitation (share_register)', hash: '/pages/share/share_register?parent_id={inviter}&source=2' },
  { name: 'lucky wheel (kevy-luckydraw)', hash: '/pages_raffle/kevy-luckydraw?id={wheel}' },
  { name: 'member centre', hash: '/pages/member/member', loggedIn: true },
].filter((page) => !args.pages || args.pages.split(',').includes(page.name))

/** One Lighthouse run with nothing cached, like a first visit: in a fresh browser profile, or in `profileDir`'s (a session). */
async function audit(url, profileDir) {
  const { audits, categories } = await runLighthouse(url, { categories: ['performance'], profileDir, coldCache: true })
  if (args.details) printDetails(audits)
  return {
    score: Math.round(categories.performance.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    kb: audits['total-byte-weight'].numericValue / 1024,
  }
}

/** The run's long tasks (start and duration, ms), and the main thread's time per script and per kind of work. */
function printDetails(audits) {
  const ms = (n) => Math.round(n)
  console.log(`FCP ${ms(audits['first-contentful-paint'].numericValue)} ms, LCP ${ms(audits['largest-contentful-paint'].numericValue)} ms, TBT ${ms(audits['total-blocking-time'].numericValue)} ms`)
  const tasks = audits['long-tasks'].details?.items ?? []
  console.log(`long tasks: ${tasks.map((t) => `${ms(t.startTime)}+${ms(t.duration)} ${path.basename(String(t.url))}`).join(', ')}`)
  const scripts = audits['bootup-time'].details?.items ?? []
  console.log(`script time: ${scripts.map((s) => `${path.basename(String(s.url)) || s.url} ${ms(s.total)} (eval ${ms(s.scripting)}, parse ${ms(s.scriptParseCompile)})`).join(', ')}`)
  const kinds = audits['mainthread-work-breakdown'].details?.items ?? []
  console.log(`main thread: ${kinds.map((k) => `${k.groupLabel} ${ms(k.duration)}`).join(', ')}`)
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, twice at most. */
async function auditRetrying(url, profileDir) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, profileDir)
    } catch (err) {
      if (attempt === 3) throw err
      console.error(`retrying after: ${err.message}`)
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const server = await startServer(args.h5 ? { H5_DIR: path.resolve(args.h5) } : {})
const rows = []
let failed = false
let profileDir
try {
  const ids = await demoIds(server.base)
  if (PAGES.some((page) => page.loggedIn)) profileDir = await loggedInProfile(server)
  for (const page of PAGES) {
    const url = `${server.base}#${withDemoIds(page.hash, ids)}`
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await auditRetrying(url, page.loggedIn ? profileDir : undefined))
    const m = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]))
    const meets = m.score >= GOALS.score && m.lcpMs <= GOALS.lcpMs && m.tbtMs <= GOALS.tbtMs && m.cls <= GOALS.cls
    if (FLOOR !== null && m.score < FLOOR) failed = true
    rows.push({
      page: page.name,
      score: m.score,
      'scores (runs)': runs.map((r) => r.score).join(' '),
      'LCP s': (m.lcpMs / 1000).toFixed(2),
      'TBT ms': Math.round(m.tbtMs),
      CLS: m.cls.toFixed(3),
      'transfer KB': Math.round(m.kb),
      goals: meets ? 'met' : 'not met',
    })
  }
} finally {
  server.stop()
  if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true })
}
console.table(rows)
console.log(`goals: score >= ${GOALS.score}, LCP <= ${GOALS.lcpMs / 1000} s, TBT <= ${GOALS.tbtMs} ms, CLS <= ${GOALS.cls}; median of ${RUNS} run(s)${FLOOR !== null ? `; floor ${FLOOR}` : ''}`)
if (failed) {
  console.error(`a page scored under the floor of ${FLOOR}`)
  process.exit(1)
}
