// The round-robin proxy of startCluster (cluster.mjs), a process of its own: `node proxy.mjs
// '["http://127.0.0.1:port/", ...]'` listens on a free port of 127.0.0.1, tells its parent the port
// ({ port }), and on { retire: i } sends process i no more requests (answered { retired: i }).
import http from 'node:http'

/** Connections the proxy keeps open to each process. */
const UPSTREAM_SOCKETS = 64
/** Headers of one hop (RFC 9110 7.6.1): each side of the proxy has its own connection. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'])
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))

const bases = JSON.parse(process.argv[2])
// a process killed through kill() takes no more requests
const live = bases.map(() => true)
let next = 0
const pick = () => {
  for (let tries = 0; tries < bases.length; tries++) {
    const i = next++ % bases.length
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
  req.on('end', () => forward(req, res, Buffer.concat(chunks), bases.length))
})
// The body is read whole first, so a request that could not reach a process (refused: it died
// since) goes to the next one; once a process took it, its failure is the answer (502).
function forward(req, res, body, triesLeft) {
  const i = pick()
  if (i < 0 || triesLeft === 0) {
    res.writeHead(502).end('no server process answers')
    return
  }
  const target = new URL(req.url, bases[i])
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

process.on('message', (m) => {
  if (typeof m?.retire === 'number') {
    live[m.retire] = false
    process.send({ retired: m.retire })
  }
})
// the parent gone (its IPC channel closed): nothing is left to serve
process.on('disconnect', () => process.exit(0))
proxy.listen(0, '127.0.0.1', () => process.send({ port: proxy.address().port }))
