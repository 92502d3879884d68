// N server processes on one PostgreSQL behind one address (docs/server.md "Several processes"),
// for the tests that check they behave as one: each process as startServer (server.mjs) starts
// it, with its own DATA_DIR and PORT=0, and a small round-robin HTTP proxy in front of them.
import { fork } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from './server.mjs'

/** The server from source, as `npm start`'s server runs it (no npm or tsx process in between). */
export const SOURCE_SERVER = ['node', '--import', 'tsx', 'server/src/main.ts']

/**
 * Starts `count` server processes together on the PostgreSQL `databaseUrl` names (an empty
 * database is migrated and seeded by one of them) and a proxy passing each request to the next
 * live process in turn. Every process takes the same operator token
 * (OPS_TOKEN, `opsToken`), so an operator call works through the proxy, whichever process answers.
 */
export async function startCluster({ databaseUrl, count = 2, env = {}, command = SOURCE_SERVER }) {
  if (!databaseUrl) throw new Error('startCluster needs a PostgreSQL databaseUrl: the processes share it')
  const opsToken = crypto.randomBytes(32).toString('hex')
  const processEnv = { OPS_TOKEN: opsToken, ...env, DATABASE_URL: databaseUrl }
  const servers = []
  const stopAll = () => servers.forEach((s) => s.stop())
  try {
    const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(processEnv, { command })))
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value)
    const failed = started.find((s) => s.status === 'rejected')
    if (failed) throw failed.reason
  } catch (err) {
    stopAll()
    throw err
  }
  // The proxy runs in a process of its own (proxy.mjs): the benchmark or test that sends the
  // requests does not share its event loop.
  let proxy
  try {
    proxy = await startProxy(servers.map((s) => s.base))
  } catch (err) {
    stopAll()
    throw err
  }

  return {
    /** The proxy's base URL (ends with /), where requests go to the processes in turn. */
    base: `http://127.0.0.1:${proxy.port}/`,
    /** Each process's own base URL, to call one process directly. */
    urls: servers.map((s) => s.base),
    /** The operator token every process accepts (the x-ops-token header). */
    opsToken,
    /** Everything process `i` printed so far. */
    output: (i) => servers[i].output(),
    /** Sends `signal` to process `i` (the proxy stops sending it requests); resolves once it exited. */
    kill: async (i, signal = 'SIGTERM') => {
      await proxy.retire(i)
      return servers[i].kill(signal)
    },
    /** Stops every process and the proxy. */
    stop: async () => {
      stopAll()
      await proxy.stop()
    },
  }
}

const PROXY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'proxy.mjs')

/** The proxy process (proxy.mjs) in front of `bases`: its port, `retire(i)` (no more requests to process i), `stop()`. */
async function startProxy(bases) {
  const child = fork(PROXY, [JSON.stringify(bases)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  // a test that throws or exits early still takes it down
  const killChild = () => child.kill()
  process.once('exit', killChild)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port))
    child.once('exit', (code) => reject(new Error(`the proxy exited (${code}) before it listened`)))
  })
  return {
    port,
    retire: (i) => new Promise((resolve) => {
      const acked = (m) => {
        if (m.retired !== i) return
        child.off('message', acked)
        resolve()
      }
      child.on('message', acked)
      child.send({ retire: i })
    }),
    stop: async () => {
      process.off('exit', killChild)
      child.kill()
      await exited
    },
  }
}
