#!/usr/bin/env node
// Validates a weapp build with WeChat's own tools, offline: miniprogram-ci (compile with es7 and
// minify, package sizes and code-quality recommendations, import analysis) and the wcc/wcsc
// compilers. Usage: node tools/weapp-check/run.mjs dist/weapp
// The tools install into this folder's own node_modules (npm install --prefix tools/weapp-check),
// keeping the app's dependencies clean.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const target = path.resolve(process.argv[2] || 'dist/weapp')
if (!fs.existsSync(path.join(target, 'app.json'))) {
  console.error(`no weapp build at ${target}`)
  process.exit(1)
}
if (!fs.existsSync(path.join(here, 'node_modules', 'miniprogram-ci'))) {
  console.error('WeChat tools missing: run npm install --prefix tools/weapp-check')
  process.exit(1)
}
// miniprogram-ci leaves empty folders behind in its working directory
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-check-'))
const env = { ...process.env, NODE_PATH: path.join(here, 'node_modules'), ES7: '1', MINIFY: '1' }
let failed = false
for (const script of ['ci-check.js', 'wcc-check.js']) {
  const res = spawnSync(process.execPath, [path.join(here, script), target], { cwd: scratch, env, encoding: 'utf8' })
  const lines = `${res.stdout}${res.stderr}`.split('\n').filter((l) => l.startsWith('RESULT'))
  for (const line of lines) console.log(line)
  if (res.status !== 0 || lines.some((l) => / ERR /.test(l))) failed = true
}
fs.rmSync(scratch, { recursive: true, force: true })
console.log(failed ? 'weapp check FAILED' : 'weapp check passed')
process.exit(failed ? 1 : 0)
