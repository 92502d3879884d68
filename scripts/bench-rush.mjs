#!/usr/bin/env node
// The free-meal rush (docs/performance.md): N users tap 立即抢购 on a deal with 50 slots in the
// same moment, on PostgreSQL, against our server and, in the same run with the same crowd, a bare
// fastify + pg server doing only the minimal correct grab (a conditional counter update and an
// order row in one transaction). Users and their login tokens are written to the database before
// the clock starts; each tap is a connection of its own, all sent at once.
// Usage: npm run bench:rush [-- --users 600] [--processes 2] [--rounds 1] [--against dir]
//   [--database-url postgresql://root@127.0.0.1:5432/postgres] [--database fanbei_rush]
// With --processes 2 each server runs as two processes on the one database behind a round-robin
// proxy (scripts/lib/cluster.mjs). It creates (and drops at the end) the database fanbei_rush
// (--database). --rounds N: the rush N times in turn on each server (a fresh deal each time).
// --against dir: the server of another checkout (its server/src, node_modules beside it) rushed
// too, in turn with ours, for an A/B of two versions in one run.
import crypto from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { startCluster, SOURCE_SERVER } from './lib/cluster.mjs'
import { adminQuery } from './lib/bench.mjs'
import { STAMP, startServer } from './lib/server.mjs'

const { values: args } = parseArgs({
  options: {
    users: { type: 'string' },
    processes: { type: 'string' },
    rounds: { type: 'string' },
    against: { type: 'string' },
    'database-url': { type: 'string' },
    database: { type: 'string' },
  },
})
const USERS = Number(args.users || 600)
const PROCESSES = Number(args.processes || 1)
const SLOTS = 50
const ADMIN_URL = args['database-url'] || process.env.BENCH_DATABASE_URL || 'postgresql://root@127.0.0.1:5432/postgres'
const ROUNDS = Number(args.rounds || 1)
const RUSH_DB = args.database || 'fanbei_rush'
const rushUrl = (() => { const u = new URL(ADMIN_URL); u.pathname = `/${RUSH_DB}`; return u.toString() })()
if (!(USERS > 0) || ![1, 2].includes(PROCESSES) || !(ROUNDS > 0)) throw new Error('--users and --rounds take a positive number, --processes 1 or 2')
if (!/^[a-z_][a-z0-9_]*$/.test(RUSH_DB)) throw new Error('--database takes a plain database name')

// The bare server: the least a correct grab does (one slot per user by the primary key, the quota
// by the conditional update), with a pool as large as ours (db/driver.ts).
const BARE_SERVER = `
const pg = require('pg')
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const app = require('fastify')()
app.post('/grab', async (request) => {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const slot = await client.query('update rush_bare_slots set taken = taken + 1 where id = 1 and taken < quota returning taken')
    if (slot.rowCount === 0) { await client.query('rollback'); return { status: 0, msg: 'sold out' } }
    const order = await client.query('insert into rush_bare_orders (user_id, created_at) values ($1, now()) returning id', [request.body.user_id])
    await client.query('commit')
    return { status: 1, result: { id: order.rows[0].id } }
  } catch (err) {
    await client.query('rollback')
    if (err.code === '23505') return { status: 0, msg: 'already' }
    throw err
  } finally {
    client.release()
  }
})
app.listen({ port: Number(process.env.PORT), host: process.env.HOST }).then((a) => console.log('server: ' + a + '/'))`

const admin = (sql) => adminQuery(ADMIN_URL, sql)

/** Runs `fn` with a client of the rush database. */
async function withRushDb(fn) {
  const client = new pg.Client({ connectionString: rushUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Our server, or the bare one (`command`), as one process or PROCESSES behind the proxy. */
async function start(command) {
  if (PROCESSES === 1) {
    const server = await startServer({ DATABASE_URL: rushUrl }, { command })
    return { base: server.base, stop: async () => server.stop() }
  }
  return startCluster({ databaseUrl: rushUrl, count: PROCESSES, command })
}

/** A shop with a deal of SLOTS slots whose window is open all day (each rush of our server grabs a fresh one). */
async function prepareDeal(client) {
  const [{ id: shopId }] = (await client.query(`
    insert into shops (name, logo, category_id, city_id, address, latitude, longitude, platform, platform_url)
    select '抢购测试店', logo, category_id, city_id, address, latitude, longitude, platform, platform_url
    from shops where platform is not null order by id limit 1 returning id`)).rows
  await client.query(`
    insert into free_meal_deals (shop_id, order_price_fen, rebate_fen, member_rebate_fen, min_order_fen, am_quota, pm_quota,
      am_start_time, am_end_time, pm_start_time, pm_end_time)
    values ($1, 2500, 2000, 2200, 2000, $2, 0, '00:00:00', '23:59:59', '00:00:00', '00:00:00')`, [shopId, SLOTS])
  return shopId
}

/** USERS users with a login token each. */
async function prepareCrowd(client) {
  const tokens = Array.from({ length: USERS }, () => crypto.randomBytes(32).toString('base64url'))
  const hashes = tokens.map((t) => crypto.createHash('sha256').update(t).digest('hex'))
  const { rows } = await client.query(`
    with made as (insert into users (nickname) select '抢购' || g from generate_series(1, $1::int) g returning id)
    select id from made order by id`, [USERS])
  await client.query(`
    insert into tokens (token_hash, user_id, expires_at)
    select h, u, now() + interval '30 days' from unnest($1::text[], $2::int[]) as t(h, u)`, [hashes, rows.map((r) => r.id)])
  return rows.map((r, i) => ({ userId: r.id, token: tokens[i] }))
}

/** Sends every tap at once, each on a connection of its own; answers each one's time from the common start. */
async function rush(base, requestOf) {
  const start = performance.now()
  const answers = await Promise.all(requestOf.map(({ path, headers, body }) => new Promise((resolve, reject) => {
    const payload = JSON.stringify(body)
    const req = http.request(new URL(path, base), {
      method: 'POST', agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
    }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d) => { text += d })
      res.on('end', () => {
        let status = null
        try { status = JSON.parse(text).status } catch { /* a 5xx page */ }
        resolve({ code: res.statusCode, status, ms: performance.now() - start })
      })
    })
    req.on('error', reject)
    req.end(payload)
  })))
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b)
  const at = (q) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)]
  return {
    winners: answers.filter((a) => a.status === 1).length,
    '5xx': answers.filter((a) => a.code >= 500).length,
    'last ms': Math.round(ms.at(-1)),
    'p50 ms': Math.round(at(0.5)),
    'p99 ms': Math.round(at(0.99)),
  }
}

const rows = []
const servers = []
try {
  await admin(`drop database if exists ${RUSH_DB}`)
  await admin(`create database ${RUSH_DB}`)
  const ours = await start(SOURCE_SERVER) // migrates and seeds the demo content
  servers.push(ours)
  const contenders = [{ name: 'ours', server: ours }]
  if (args.against) {
    const base = await start(['node', '--import', 'tsx', path.resolve(args.against, 'server/src/main.ts')])
    servers.push(base)
    contenders.unshift({ name: `against ${args.against}`, server: base })
  }
  const { deals, crowd } = await withRushDb(async (client) => {
    await client.query('create table rush_bare_slots (id int primary key, taken int not null, quota int not null)')
    await client.query('create table rush_bare_orders (id serial primary key, user_id int not null unique, created_at timestamptz not null)')
    await client.query('insert into rush_bare_slots values (1, 0, $1)', [SLOTS])
    const made = []
    for (let i = 0; i < ROUNDS * contenders.length; i++) made.push(await prepareDeal(client))
    const people = await prepareCrowd(client)
    await client.query('analyze')
    return { deals: made, crowd: people }
  })
  const bare = await start(['node', '-e', BARE_SERVER])
  servers.push(bare)
  const resetBare = () => withRushDb((client) => client.query('begin; delete from rush_bare_orders; update rush_bare_slots set taken = 0; commit'))
  // one request each first: connections and statements warm, as on a server that ran before the rush
  await rush(bare.base, [{ path: 'grab', body: { user_id: -1 } }])
  for (const { server } of contenders) {
    await rush(server.base, [{ path: 'api/order/grab', body: { shop_id: 2 ** 31 - 1, ...STAMP }, headers: { authorization: `Bearer ${crowd[0].token}` } }])
  }

  for (let round = 1; round <= ROUNDS; round++) {
    await resetBare()
    const bareFigures = await rush(bare.base, crowd.map((u) => ({ path: 'grab', body: { user_id: u.userId } })))
    rows.push({ what: `round ${round}: bare fastify + pg, ${USERS} users, ${SLOTS} slots`, ...bareFigures, 'bare last / ours': '' })
    // the versions in turn, each one first every other round
    for (const { name, server } of round % 2 ? contenders : [...contenders].reverse()) {
      const shopId = deals.shift()
      const figures = await rush(server.base, crowd.map((u) => ({
        path: 'api/order/grab', body: { shop_id: shopId, ...STAMP }, headers: { authorization: `Bearer ${u.token}` },
      })))
      const stored = await withRushDb(async (client) => (await client.query(`
        select (select count(*)::int from free_meal_orders o join free_meal_deals d on d.id = o.deal_id where d.shop_id = $1) as orders,
               (select taken from free_meal_slots s join free_meal_deals d on d.id = s.deal_id where d.shop_id = $1) as counter`, [shopId])).rows[0])
      rows.push({
        what: `round ${round}: order/grab (${name}), ${PROCESSES} process${PROCESSES > 1 ? 'es' : ''} (stored: ${stored.orders} orders, counter ${stored.counter})`,
        ...figures,
        'bare last / ours': (bareFigures['last ms'] / figures['last ms']).toFixed(2),
      })
    }
  }
} finally {
  for (const server of servers) await server.stop()
  await admin(`drop database if exists ${RUSH_DB}`).catch(() => {})
}
console.table(rows)
