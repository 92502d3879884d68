// Starts the API server as `npm start -w server` would, for the browser tests and the benchmarks:
// a free port, a fresh data directory (the embedded database, seeded with the demo content) or
// the database `env` names, and the development providers unless `env` says otherwise.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { waitFor } from './wait.mjs'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * `npm start -w server` (or `command`, run from the repository root) on a free port and a
 * temporary DATA_DIR (the embedded database), with the development providers unless `env` says
 * otherwise. Resolves once it listens.
 */
export async function startServer(env = {}, { command = ['npm', 'run', '--silent', 'start', '-w', 'server'] } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-e2e-'))
  // PORT=0: the system picks a free port (tests may run side by side); the server prints it
  // a process group of its own: npm starts tsx, which starts node; stopping must reach all of them
  const child = spawn(command[0], command.slice(1), {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const killGroup = (signal = 'SIGTERM') => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  // a test that throws or exits early still takes its server down
  process.once('exit', () => killGroup())
  let output = ''
  child.stdout.on('data', (d) => { output += d })
  child.stderr.on('data', (d) => { output += d })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const server = {
    base: '',
    dataDir,
    /** Everything the server printed so far (the dev providers print codes here). */
    output: () => output,
    /** waitFor that shows the end of the server's output on a timeout. */
    waitFor: (fn, what, timeout) => waitFor(fn, what, timeout, () => `\n--- server output ---\n${output.slice(-2000)}`),
    /** Sends `signal` to the server's process group; resolves once the server has exited. */
    kill: (signal) => {
      killGroup(signal)
      return exited
    },
    stop: () => {
      killGroup()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
  // a server that exits before it listens fails the start at once, with its output
  server.base = await server.waitFor(() => {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before it listened\n--- server output ---\n${output.slice(-2000)}`)
    return /server: (http:\/\/\S+\/)/.exec(output)?.[1]
  }, 'the server to listen', 60000)
  return server
}

/** The body stamp of every call, and the default city's centre (Guiyang), where home's list starts. */
export const STAMP = { version: '1.4.0', client: 'H5' }
export const DEMO_CENTRE = { latitude: 26.647, longitude: 106.63 }

/** The id of the shop nearest the demo centre (a shop detail to measure). */
export async function firstShopId(base) {
  const res = await fetch(`${base}api/shop/lists`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1, ...DEMO_CENTRE, ...STAMP }),
  })
  return (await res.json()).result.list[0].id
}

/** The id of a seeded demo user whose invitation opens (share_register's parent_id). */
export async function firstInviterId(base) {
  for (let id = 1; id <= 100; id++) {
    const res = await fetch(`${base}api/team/invitation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ parent_id: id, ...STAMP }),
    })
    if ((await res.json()).status === 1) return id
  }
  throw new Error('no seeded user to invite from')
}

/** The live demo raffles by their draw style (wheel: kevy-luckydraw's ?id=, grid: other_one's ...). */
export async function raffleIdsByStyle(base) {
  const res = await fetch(`${base}api/raffle/activities`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 50, ...STAMP }),
  })
  const live = (await res.json()).result.list.filter((a) => a.state === 'live')
  return Object.fromEntries(live.map((a) => [a.style, a.id]))
}

/** The demo ids a measured page's hash names: {shop}, {inviter} and the raffles' styles ({wheel}, {grid} ...). */
export async function demoIds(base) {
  return { shop: await firstShopId(base), inviter: await firstInviterId(base), ...(await raffleIdsByStyle(base)) }
}

/** A page's hash with the demo ids put in (an id the demo lacks fails the run). */
export const withDemoIds = (hash, ids) =>
  hash.replace(/\{(\w+)\}/g, (_, name) => {
    if (ids[name] === undefined) throw new Error(`no demo id for {${name}}`)
    return String(ids[name])
  })
