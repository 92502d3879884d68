#!/usr/bin/env node
// Measures what the budgets name: the JS (gzip) the browser downloads to show the home tab of the
// built H5 app, and the weapp main-package and sub-package sizes.
// Usage: node scripts/bench-bundle.mjs [--h5 dist/h5] [--weapp dist/weapp]
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { serveStatic } from './lib/static-server.mjs'
import { launchPhone } from './lib/browser.mjs'

const args = Object.fromEntries(process.argv.slice(2).map((a, i, all) => (a.startsWith('--') ? [a.slice(2), all[i + 1]] : [])).filter((x) => x.length))
const h5Dir = args.h5 || 'dist/h5'
const weappDir = args.weapp || 'dist/weapp'
const H5_BUDGET_KB = 135
const MAIN_BUDGET_KB = 1024
const SUB_BUDGET_KB = 500

async function h5FirstLoad() {
  const server = await serveStatic(h5Dir)
  const { port } = server.address()
  const { context, close } = await launchPhone()
  const page = context.pages()[0] || (await context.newPage())
  const scripts = new Map()
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return
    const body = await res.body().catch(() => null)
    if (body) scripts.set(res.url(), zlib.gzipSync(body, { level: 9 }).length)
  })
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' })
  await page.waitForSelector('.tab-bar', { timeout: 30000 })
  await close()
  server.close()
  const total = [...scripts.values()].reduce((a, b) => a + b, 0)
  return { total, files: [...scripts.entries()].map(([u, s]) => [u.split('/').pop(), s]) }
}

function dirSize(dir) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    total += entry.isDirectory() ? dirSize(p) : fs.statSync(p).size
  }
  return total
}

function weappSizes() {
  const app = JSON.parse(fs.readFileSync(path.join(weappDir, 'app.json'), 'utf8'))
  const roots = (app.subPackages || app.subpackages || []).map((s) => s.root.replace(/\/$/, ''))
  const subs = Object.fromEntries(roots.map((r) => [r, dirSize(path.join(weappDir, r))]))
  const main = dirSize(weappDir) - Object.values(subs).reduce((a, b) => a + b, 0)
  return { main, subs }
}

const kb = (n) => (n / 1024).toFixed(1)
let failed = false
if (fs.existsSync(path.join(h5Dir, 'index.html'))) {
  const { total, files } = await h5FirstLoad()
  for (const [f, s] of files) console.log(`  ${f.padEnd(32)} ${kb(s)} KB`)
  const ok = total <= H5_BUDGET_KB * 1024
  failed ||= !ok
  console.log(`h5 first-load JS (gzip): ${kb(total)} KB  (budget ${H5_BUDGET_KB} KB) ${ok ? 'OK' : 'OVER'}`)
}
if (fs.existsSync(path.join(weappDir, 'app.json'))) {
  const { main, subs } = weappSizes()
  const mainOk = main <= MAIN_BUDGET_KB * 1024
  failed ||= !mainOk
  console.log(`weapp main package: ${kb(main)} KB  (budget ${MAIN_BUDGET_KB} KB) ${mainOk ? 'OK' : 'OVER'}`)
  for (const [root, size] of Object.entries(subs)) {
    const ok = size <= SUB_BUDGET_KB * 1024
    failed ||= !ok
    console.log(`weapp sub-package ${root}: ${kb(size)} KB  (budget ${SUB_BUDGET_KB} KB) ${ok ? 'OK' : 'OVER'}`)
  }
}
process.exit(failed ? 1 : 0)
