#!/usr/bin/env node
// `npm start`: builds the H5 app if it is not built yet, serves it on PORT (default 3000) and prints
// the URL to open. The API server (server/, a later issue) will take over this script's serving;
// until then calls to /api answer 404 and every screen shows its empty or logged-out state.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { serveStatic } from './lib/static-server.mjs'

const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || '127.0.0.1'
const dist = 'dist/h5'

if (!fs.existsSync(`${dist}/index.html`)) {
  console.log('Building the H5 app (first start only, about a minute)...')
  const res = spawnSync('npm', ['run', 'build:h5'], { stdio: 'inherit' })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

const server = await serveStatic(dist, { port, host })
console.log(`\n  饭贝 is running: http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}/\n`)
console.log('  Open it at a phone size (375x667) in your browser\'s device mode. Ctrl+C stops.')
