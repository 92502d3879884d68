// What the API benchmarks share (docs/performance.md): autocannon's figures for one POST, and a
// bare fastify server to measure against in the same run on the same Node, and a statement on a
// PostgreSQL server (creating and dropping the benchmarks' databases).
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import pg from 'pg'
import { waitFor } from './wait.mjs'

/**
 * autocannon's figures for one POST: requests a second (mean), p50 and p99 latency in ms. With
 * `vary`, each request's body is vary(body) instead (a new position each time: no answer reused);
 * `headers` are sent besides the JSON content type (a login token), and with `varyHeaders` each
 * request's headers also have varyHeaders()'s (a login token of another user each time).
 */
export async function load(url, body, connections, seconds, { vary, headers = {}, varyHeaders } = {}) {
  const allHeaders = { 'content-type': 'application/json', ...headers }
  // a refusal (status 0) would be measured as a fast answer: check the envelope first
  const check = await (await fetch(url, { method: 'POST', headers: allHeaders, body: JSON.stringify(body) })).json()
  if ('status' in check && check.status !== 1) throw new Error(`${url}: ${check.msg}`)
  const result = await autocannon({
    url,
    method: 'POST',
    headers: allHeaders,
    body: JSON.stringify(body),
    ...(vary || varyHeaders ? {
      requests: [{
        setupRequest: (req) => ({
          ...req,
          ...(vary ? { body: JSON.stringify(vary(body)) } : {}),
          ...(varyHeaders ? { headers: { ...req.headers, ...varyHeaders() } } : {}),
        }),
      }],
    } : {}),
    connections,
    duration: seconds,
  })
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

/** A bare fastify server answering `answer` (a constant JSON object) at POST /hello, in a process of its own like ours. */
export async function startBare(answer = { hello: 'world' }) {
  const code = `
    const answer = JSON.parse(process.env.BARE_ANSWER)
    const app = require('fastify')()
    app.post('/hello', async () => answer)
    app.listen({ port: 0, host: '127.0.0.1' }).then((a) => console.log('bare: ' + a + '/'))`
  const child = spawn(process.execPath, ['-e', code], {
    cwd: new URL('../../server/', import.meta.url),
    env: { ...process.env, BARE_ANSWER: JSON.stringify(answer) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout.on('data', (d) => { out += d })
  const base = await waitFor(() => /bare: (\S+)/.exec(out)?.[1], 'the bare server')
  return { base, stop: () => child.kill() }
}

/** Runs one statement on the PostgreSQL server at `url` (create database, drop database). */
export async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
