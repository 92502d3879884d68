import assert from 'node:assert/strict'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { ON_POSTGRES, openTestDatabase } from './helpers'

// The compiled server (npm run build:server, docs/deploy.md) as a process on this Node, in
// production mode: it starts without a TypeScript compiler, logs JSON lines only, refuses to start
// on a missing production setting, and on SIGTERM answers the request in flight, refuses new
// connections, answers 503 to what still reaches it, and exits 0.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// a copy of its own (dist-* is git-ignored), so a test run never touches server/dist
const OUT_DIR = path.join(SERVER_DIR, `dist-test-${process.pid}`)

before(() => {
  const built = spawnSync(process.execPath, ['tools/build.mjs', '--outdir', OUT_DIR], { cwd: SERVER_DIR, encoding: 'utf8' })
  assert.equal(built.status, 0, built.stderr)
})
after(() => fs.rmSync(OUT_DIR, { recursive: true, force: true }))

interface Started {
  child: ChildProcess
  /** The JSON lines it wrote to stdout so far. */
  lines: () => Record<string, unknown>[]
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>
  /** The port it listens on, once it says so (rejects if it exits first). */
  listening: () => Promise<number>
}

/** The compiled server with NODE_ENV=production and `env`, as an operator starts it (npm run start:prod). */
function startCompiled(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(OUT_DIR, 'main.js')], {
    // no tsx loader: the compiled server must run on plain Node
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (d) => { stdout += d })
  child.stderr!.on('data', (d) => { stderr += d })
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
  const lines = () => stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>)
  const listening = () => new Promise<number>((resolve, reject) => {
    const look = () => {
      const m = /server: http:\/\/127\.0\.0\.1:(\d+)\//.exec(stdout)
      if (m) resolve(Number(m[1]))
    }
    look()
    child.stdout!.on('data', look)
    void exited.then((e) => reject(new Error(`the server exited (${e.code}) before listening: ${e.stderr}${e.stdout}`)))
  })
  return { child, lines, exited, listening }
}

/** Whether a new TCP connection to the port is accepted. */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => { socket.destroy(); resolve(true) })
    socket.once('error', () => resolve(false))
  })
}

describe(`the compiled server${ON_POSTGRES}`, () => {
  test('NODE_ENV=production without DATABASE_URL refuses to start, naming it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-test-'))
    try {
      const { exited } = startCompiled({ DATA_DIR: dataDir })
      const { code, stderr } = await exited
      assert.equal(code, 1)
      assert.match(stderr, /cannot start: NODE_ENV=production needs DATABASE_URL/)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('SIGTERM: the request in flight is answered, new connections are refused, what still arrives gets 503, exit 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-test-'))
    // the test's database (PostgreSQL when TEST_DATABASE_URL is set): made here, migrated by the server
    const { database, drop, url } = await openTestDatabase(dataDir)
    await database.close()
    try {
      const server = startCompiled({
        DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5'), ALLOW_DEV_PROVIDERS: 'true', ...(url ? { DATABASE_URL: url } : {}),
      })
      const port = await server.listening()
      assert.equal((await fetch(`http://127.0.0.1:${port}/readyz`)).status, 200)

      // a call whose body is still coming: the server's 100 Continue says it has the request
      const body = JSON.stringify({ version: '1.4.0', client: 'h5' })
      const socket = net.connect(port, '127.0.0.1')
      let received = ''
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
      const continued = new Promise<void>((resolve) => {
        socket.on('data', (d) => {
          received += d
          if (received.includes('100 Continue')) resolve()
        })
      })
      socket.write(`POST /api/common/userAgreement HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`)
      await continued

      server.child.kill('SIGTERM')
      // waiting for the listener to close (no time limit of the test's own: the runner's)
      while (await connects(port)) await new Promise((resolve) => setTimeout(resolve, 50))

      // the rest of the body, and one more request on the same connection after it
      socket.write(`${body}GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
      await closed
      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]))
      assert.deepEqual(statuses, [100, 200, 503], received)
      assert.match(received, /"status":1/, 'the call in flight got its answer')

      const { code, stdout } = await server.exited
      assert.equal(code, 0, stdout)
      const lines = server.lines()
      assert.ok(lines.every((l) => typeof l.level === 'number' && typeof l.msg === 'string'), 'JSON log lines only')
      assert.ok(lines.some((l) => l.msg === 'shutting down: finishing the requests in flight' && l.signal === 'SIGTERM'))
      assert.ok(lines.some((l) => l.msg === 'shut down'))
    } finally {
      await drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
