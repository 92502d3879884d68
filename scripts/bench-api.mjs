#!/usr/bin/env node
// The API's cost, as ratios to a bare fastify server measured in the same run on the same Node
// (docs/performance.md): config/appConfig and shop/lists (the home page's body) at 50
// connections on PostgreSQL; shop/lists again with 20,000 more shops (one connection for its
// latency, 50 for its throughput); and shop/lists on the embedded database (PGlite).
// Usage: npm run bench:api [-- --seconds 5] [--database-url postgresql://root@127.0.0.1:5432/postgres]
// It creates (and drops at the end) the database fanbei_bench on that server.
import { parseArgs } from 'node:util'
import pg from 'pg'
import { DEMO_CENTRE, STAMP, startServer } from './lib/server.mjs'
import { adminQuery, load as loadFor, startBare } from './lib/bench.mjs'

const { values: args } = parseArgs({ options: { seconds: { type: 'string' }, 'database-url': { type: 'string' } } })
const SECONDS = Number(args.seconds || 5)
const ADMIN_URL = args['database-url'] || process.env.BENCH_DATABASE_URL || 'postgresql://root@127.0.0.1:5432/postgres'
const BENCH_DB = 'fanbei_bench'
const benchUrl = (() => { const u = new URL(ADMIN_URL); u.pathname = `/${BENCH_DB}`; return u.toString() })()
const EXTRA_SHOPS = 20000
const load = (url, body, connections, vary) => loadFor(url, body, connections, SECONDS, { vary })

// the home page's first request for its shop list, at the default city's centre
const SHOP_LISTS = { page: 1, limit: 10, ...DEMO_CENTRE, ...STAMP }
// the same at a position of its own (within about 1 km of the centre): shop pages are kept for a
// moment per position (docs/server.md), so this measures reading them from the database every time
let spot = 0
const ownPosition = (body) => ({ ...body, latitude: body.latitude + (++spot % 1000) * 1e-5, longitude: body.longitude + Math.floor(spot / 1000) % 1000 * 1e-5 })

const admin = (sql) => adminQuery(ADMIN_URL, sql)

/** 20,000 more shops with a deal each, spread over mainland China (a few near the centre). */
async function addShops() {
  const client = new pg.Client({ connectionString: benchUrl })
  await client.connect()
  try {
    await client.query('begin')
    await client.query(`
      insert into shops (name, logo, images, category_id, city_id, address, latitude, longitude, platform, platform_url, tags, sales, rating, is_good, sort)
      select s.name || ' ' || g, s.logo, s.images, s.category_id, s.city_id, s.address,
             22 + random() * 20, 100 + random() * 20, s.platform, s.platform_url, s.tags,
             (random() * 3000)::int, 40 + (random() * 10)::int, random() < 0.2, 0
      from generate_series(1, $1::int) g
      cross join lateral (select * from shops where platform is not null order by id limit 1 offset (g % 10)) s`, [EXTRA_SHOPS])
    await client.query(`
      insert into free_meal_deals (shop_id, order_price_fen, rebate_fen, member_rebate_fen, min_order_fen, am_quota, pm_quota)
      select s.id, 3000, 1200 + (s.id % 10) * 100, 1500 + (s.id % 10) * 100, 2000, 10, 10
      from shops s where not exists (select 1 from free_meal_deals d where d.shop_id = s.id)`)
    await client.query('commit')
    await client.query('analyze')
  } finally {
    await client.end()
  }
}

const rows = []
const ratio = (figures, bare) => `${(figures.rps / bare.rps).toFixed(3)}x`
function report(what, figures, bare) {
  rows.push({ what, 'req/s': Math.round(figures.rps), 'p50 ms': figures.p50, 'p99 ms': figures.p99, 'vs bare': bare ? ratio(figures, bare) : '' })
}

const bare = await startBare()
let server
try {
  const bareFigures = await load(`${bare.base}hello`, {}, 50)
  report('bare fastify, 50 connections', bareFigures)

  await admin(`drop database if exists ${BENCH_DB}`)
  await admin(`create database ${BENCH_DB}`)
  server = await startServer({ DATABASE_URL: benchUrl })
  const api = (path) => `${server.base}api/${path}`
  report('config/appConfig, 50 connections (PostgreSQL)', await load(api('config/appConfig'), STAMP, 50), bareFigures)
  const small = await load(api('shop/lists'), SHOP_LISTS, 50)
  report('shop/lists, 50 connections (PostgreSQL)', small, bareFigures)
  report('shop/lists, 1 connection (PostgreSQL)', await load(api('shop/lists'), SHOP_LISTS, 1), bareFigures)
  report('shop/lists, each at its own position, 50 connections', await load(api('shop/lists'), SHOP_LISTS, 50, ownPosition), bareFigures)

  await addShops()
  const oneBig = await load(api('shop/lists'), SHOP_LISTS, 1)
  report(`shop/lists +${EXTRA_SHOPS} shops, 1 connection`, oneBig, bareFigures)
  const big = await load(api('shop/lists'), SHOP_LISTS, 50)
  report(`shop/lists +${EXTRA_SHOPS} shops, 50 connections`, big, bareFigures)
  report(`shop/lists +${EXTRA_SHOPS} shops, each at its own position, 50 connections`, await load(api('shop/lists'), SHOP_LISTS, 50, ownPosition), bareFigures)
  rows.push({ what: 'large catalogue throughput / small', 'req/s': '', 'p50 ms': '', 'p99 ms': '', 'vs bare': `${(big.rps / small.rps).toFixed(2)}x` })
  server.stop()
  server = null

  server = await startServer({})
  report('shop/lists, 50 connections (embedded PGlite)', await load(`${server.base}api/shop/lists`, SHOP_LISTS, 50), bareFigures)
  report('shop/lists, each at its own position, 50 connections (embedded PGlite)', await load(`${server.base}api/shop/lists`, SHOP_LISTS, 50, ownPosition), bareFigures)
} finally {
  server?.stop()
  bare.stop()
  await admin(`drop database if exists ${BENCH_DB}`).catch(() => {})
}
console.table(rows)
