// N server processes on one PostgreSQL behind one address (docs/server.md "Several processes"),
// for the tests that check they behave as one: each process as startServer (server.mjs) starts
// it, with its own DATA_DIR and PORT=0, and a small round-robin HTTP proxy in front of them.
import crypto from 'node:crypto'
import http from 'node:http'
import { startServer } from './server.mjs'

/** The server from source, as `npm start`'s server runs it (no npm or tsx process in between). */
export const SOURCE_SERVER = ['node', '--import', 'tsx', 'server/src/main.ts']

/** Connections the proxy keeps open to each process (startCluster). */
const UPSTREAM_SOCKETS = 64
/** Headers of one hop (RFC 9110 7.6.1): each side of the proxy has its own connection. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'])
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))

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

  // Like a load balancer's upstream keep-alive (nginx's `keepalive`): the proxy holds at most
  // UPSTREAM_SOCKETS connections open to each process and sends the requests over them (more wait in
  // the proxy), instead of a new connection per request that the process must accept and close.
  const agent = new http.Agent({ keepAlive: true, maxSockets: UPSTREAM_SOCKETS })
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
    const upstream = http.request(target, { method: req.method, headers: endToEnd(req.headers), agent }, (answer) => {
      res.writeHead(answer.statusCode, endToEnd(answer.headers))
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
      agent.destroy()
      proxy.closeAllConnections()
      await new Promise((resolve) => proxy.close(resolve))
    },
  }
}
