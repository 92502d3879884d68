// N server processes on one PostgreSQL behind one address (docs/server.md "Several processes"),
// for the tests that check they behave as one: each process as startServer (server.mjs) starts
// it, with its own DATA_DIR and PORT=0, and a small round-robin HTTP proxy in front of them.
import crypto from 'node:crypto'
import http from 'node:http'
import { startServer } from './server.mjs'

/** The server from source, as `npm start`'s server runs it (no npm or tsx process in between). */
export const SOURCE_SERVER = ['node', '--import', 'tsx', 'server/src/main.ts']

/**
 * Starts `count` server processes on the PostgreSQL `databaseUrl` names and a proxy passing each
 * request to the next live process in turn. The first process starts alone (it migrates and seeds
 * an empty database), then the others together. Every process takes the same operator token
 * (OPS_TOKEN, `opsToken`), so an operator call works through the proxy, whichever process answers.
 */
export async function startCluster({ databaseUrl, count = 2, env = {}, command = SOURCE_SERVER }) {
  if (!databaseUrl) throw new Error('startCluster needs a PostgreSQL databaseUrl: the processes share it')
  const opsToken = crypto.randomBytes(32).toString('hex')
  const processEnv = { OPS_TOKEN: opsToken, ...env, DATABASE_URL: databaseUrl }
  const servers = []
  const stopAll = () => servers.forEach((s) => s.stop())
  try {
    servers.push(await startServer(processEnv, { command }))
    servers.push(...await Promise.all(Array.from({ length: count - 1 }, () => startServer(processEnv, { command }))))
  } catch (err) {
    stopAll()
    throw err
  }
  // a process killed through kill() takes no more requests
  const live = servers.map(() => true)
  let next = 0
  const pick = () => {
    for (let tries = 0; tries < servers.length; tries++) {
      const i = next++ % servers.length
      if (live[i]) return i
    }
    return -1
  }

  const proxy = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => forward(req, res, Buffer.concat(chunks), servers.length))
  })
  // The body is read whole first, so a request that could not reach a process (refused: it died
  // since) goes to the next one; once a process took it, its failure is the answer (502).
  function forward(req, res, body, triesLeft) {
    const i = pick()
    if (i < 0 || triesLeft === 0) {
      res.writeHead(502).end('no server process answers')
      return
    }
    const target = new URL(req.url, servers[i].base)
    const upstream = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', (err) => {
      if (err.code === 'ECONNREFUSED') forward(req, res, body, triesLeft - 1)
      else if (!res.headersSent) res.writeHead(502).end(`server process ${i}: ${err.message}`)
      else res.destroy()
    })
    upstream.end(body)
  }
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve))

  return {
    /** The proxy's base URL (ends with /), where requests go to the processes in turn. */
    base: `http://127.0.0.1:${proxy.address().port}/`,
    /** Each process's own base URL, to call one process directly. */
    urls: servers.map((s) => s.base),
    /** The operator token every process accepts (the x-ops-token header). */
    opsToken,
    /** Everything process `i` printed so far. */
    output: (i) => servers[i].output(),
    /** Sends `signal` to process `i` (the proxy stops sending it requests); resolves once it exited. */
    kill: (i, signal = 'SIGTERM') => {
      live[i] = false
      return servers[i].kill(signal)
    },
    /** Stops every process and the proxy. */
    stop: async () => {
      stopAll()
      proxy.closeAllConnections()
      await new Promise((resolve) => proxy.close(resolve))
    },
  }
}
