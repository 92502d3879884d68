import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import { ManualClock } from '../src/clock'
import { loadConfig } from '../src/config'
import { cashOuts, cities, freeMealDeals, memberTypes, shopCategories, shops, users } from '../src/db/schema'
import { parseShanghaiTime } from '../src/lib'
import { OPS_TOKEN_HEADER } from '../src/ops/endpoint'
import { hashPassword } from '../src/password'
import { credit } from '../src/modules/wallet/ledger'
import { ON_POSTGRES, call, createUser, openTestDatabase, setup, type TestEnv } from './helpers'

// The production surface through the HTTP layer (docs/deploy.md): the probes /healthz and /readyz,
// GET /metrics behind METRICS_TOKEN with request durations by route pattern and the business
// counters, and the request id on the answer and on every log line of the request.

const METRICS_TOKEN = crypto.randomBytes(32).toString('hex')
const OPS_TOKEN = crypto.randomBytes(32).toString('hex')
const clock = new ManualClock(parseShanghaiTime('2026-03-10 10:30:00'))
let env: TestEnv
before(async () => { env = await setup({ METRICS_TOKEN, OPS_TOKEN }, { clock }) })
after(async () => { await env.close() })

const db = () => env.database.db
const get = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = env.app) => app.inject({ method: 'GET', url, headers })
const scrape = async () => {
  const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })
  assert.equal(res.statusCode, 200, res.body)
  return res.body
}
/** A sample's value in the exposition text (0 when the series is absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of text.split('\n')) {
    const m = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line)
    if (!m || m[1] !== name) continue
    const have = m[2].split(',')
    if (want.every((w) => have.includes(w)) && have.length === want.length) return Number(m[3])
  }
  return 0
}
const ops = (url: string, body: unknown) => call<Record<string, unknown>>(env.app, url, body, { headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN } })

describe(`probes${ON_POSTGRES}`, () => {
  test('/healthz and /readyz answer 200 outside /api, uncached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await get(url)
      assert.equal(res.statusCode, 200, url)
      assert.deepEqual(res.json(), { status: 'ok' })
      assert.equal(res.headers['cache-control'], 'no-store')
    }
  })

  test('/readyz is 503 when the database does not answer, /healthz still 200', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-test-'))
    const { database, drop } = await openTestDatabase(dataDir)
    const app = await buildApp({ db: database.db, config: loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5') }), logger: false })
    try {
      assert.equal((await get('/readyz', {}, app)).statusCode, 200)
      await database.close()
      const down = await get('/readyz', {}, app)
      assert.equal(down.statusCode, 503)
      assert.deepEqual(down.json(), { status: 'database unavailable' })
      assert.equal((await get('/healthz', {}, app)).statusCode, 200)
    } finally {
      await app.close()
      await drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe(`GET /metrics${ON_POSTGRES}`, () => {
  test('answers the bearer METRICS_TOKEN only', async () => {
    assert.equal((await get('/metrics')).statusCode, 401)
    assert.equal((await get('/metrics', { authorization: `Bearer ${crypto.randomBytes(32).toString('hex')}` })).statusCode, 401)
    const text = await scrape()
    assert.match(text, /^process_cpu_user_seconds_total \d/m, 'the default process metrics')
    assert.match(text, /^nodejs_eventloop_lag_seconds \d/m)
  })

  test('without METRICS_TOKEN there is no /metrics', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-test-'))
    const app = await buildApp({ db: db(), config: loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5') }), logger: false })
    try {
      assert.equal((await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` }, app)).statusCode, 404)
    } finally {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('request durations by route pattern and status class, never by raw URL; the probes left out', async () => {
    const before = await scrape()
    const route = { method: 'POST', route: '/api/common/userAgreement', status_class: '2xx' }
    assert.equal((await call(env.app, '/api/common/userAgreement', {})).statusCode, 200)
    const counted = (text: string, labels: Record<string, string>) =>
      sample(text, 'http_request_duration_seconds_count', labels) - sample(before, 'http_request_duration_seconds_count', labels)
    assert.equal((await get('/banners/guide.jpg')).statusCode, 200)
    // a missing file and a path of no route both answer from the not-found handler: no pattern of their own
    await get('/uploads/0123456789abcdef0123456789abcdef-unknown.png')
    await get('/no-such-page-7f3a9c')
    await get('/healthz')
    const text = await scrape()
    assert.equal(counted(text, route), 1)
    assert.equal(counted(text, { method: 'GET', route: '/banners/*', status_class: '2xx' }), 1)
    assert.equal(counted(text, { method: 'GET', route: 'unmatched', status_class: '4xx' }), 2)
    assert.ok(!text.includes('7f3a9c') && !text.includes('-unknown') && !text.includes('guide.jpg'), 'no raw URL in a label')
    assert.ok(!/route="\/(healthz|readyz|metrics)"/.test(text), 'the probes and /metrics are not timed')
  })

  test('the business counters: grabs won and refused, proof reviews, an order paid by the wallet, cash-outs', async () => {
    const before = await scrape()
    const delta = (text: string, name: string, labels: Record<string, string>) => sample(text, name, labels) - sample(before, name, labels)

    const [{ id: cityId }] = await db().insert(cities).values({ code: 'metrics-city', name: '指标市', latitude: 26.6, longitude: 106.7 }).returning({ id: cities.id })
    const [{ id: categoryId }] = await db().insert(shopCategories).values({ name: '指标快餐' }).returning({ id: shopCategories.id })
    const [shop] = await db().insert(shops).values({
      name: '指标店', logo: '/shops/logo.png', categoryId, cityId, address: '指标路1号', latitude: 26.6, longitude: 106.7, platform: 'mt', platformUrl: 'https://example.com/shop/metrics',
    }).returning({ id: shops.id })
    await db().insert(freeMealDeals).values({ shopId: shop.id, orderPriceFen: 2500, rebateFen: 2000, memberRebateFen: 2200, minOrderFen: 2000, amQuota: 5, pmQuota: 5 })
    const proof = { platform_order_no: 'MT-20260310-0001', images: ['/uploads/0123456789abcdef0123456789abcdef.png'] }
    const orders: number[] = []
    let refusal = ''
    for (let i = 0; i < 2; i++) {
      const user = await createUser(env)
      const won = await call<{ id: number }>(env.app, '/api/order/grab', { shop_id: shop.id }, { token: user.token })
      assert.equal(won.body.status, 1, won.body.msg)
      const again = await call(env.app, '/api/order/grab', { shop_id: shop.id }, { token: user.token })
      assert.equal(again.body.status, 0)
      refusal = again.body.code!
      const proved = await call(env.app, '/api/order/submitProof', { id: won.body.result.id, ...proof }, { token: user.token })
      assert.equal(proved.body.status, 1, proved.body.msg)
      orders.push(won.body.result.id)
    }
    assert.equal((await ops('/ops/approve', { orders: [String(orders[0])] })).body.status, 1)
    assert.equal((await ops('/ops/reject', { order: String(orders[1]), reason: '截图不符' })).body.status, 1)
    // approving it again changes nothing, and counts nothing
    await ops('/ops/approve', { orders: [String(orders[0])] })

    const buyer = await createUser(env)
    await db().transaction((tx) => credit(tx, { userId: buyer.id, kind: 'ops_credit', amountFen: 100000, refType: 'test', refId: 1, at: clock.now() }))
    const [memberType] = await db().select({ id: memberTypes.id }).from(memberTypes).limit(1)
    const bought = await call(env.app, '/api/member/recharge', { pay_type: 3, member_type_id: memberType.id }, { token: buyer.token })
    assert.equal(bought.body.status, 1, bought.body.msg)

    await db().update(users).set({ cashPasswordHash: await hashPassword('250813'), alipayNumber: '13912345678', realName: '张三' }).where(eq(users.id, buyer.id))
    for (let i = 0; i < 2; i++) {
      const asked = await call(env.app, '/api/wallet/cashOut', { cash_password: '250813', pay_type: 2, amount: '10.00' }, { token: buyer.token })
      assert.equal(asked.body.status, 1, asked.body.msg)
    }
    const [first, second] = await db().select({ id: cashOuts.id }).from(cashOuts).where(eq(cashOuts.userId, buyer.id)).orderBy(cashOuts.id)
    assert.equal((await ops('/ops/cashout-pay', { id: first.id, manual: true })).body.status, 1)
    assert.equal((await ops('/ops/cashout-refuse', { id: second.id, reason: '账号不符' })).body.status, 1)

    const text = await scrape()
    assert.equal(delta(text, 'fanbei_grabs_total', { outcome: 'won', reason: '' }), 2)
    assert.equal(delta(text, 'fanbei_grabs_total', { outcome: 'refused', reason: refusal }), 2)
    assert.equal(delta(text, 'fanbei_proof_reviews_total', { decision: 'approved' }), 1)
    assert.equal(delta(text, 'fanbei_proof_reviews_total', { decision: 'rejected' }), 1)
    assert.equal(delta(text, 'fanbei_payments_settled_total', { purpose: 'member', paid_by: 'wallet' }), 1)
    assert.equal(delta(text, 'fanbei_cash_outs_total', { event: 'requested' }), 2)
    assert.equal(delta(text, 'fanbei_cash_outs_total', { event: 'paid' }), 1)
    assert.equal(delta(text, 'fanbei_cash_outs_total', { event: 'refused' }), 1)
  })
})

describe(`request id${ON_POSTGRES}`, () => {
  /** An app whose JSON log lines are kept, every answer logged (SLOW_REQUEST_MS=0). */
  async function loggedApp(): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[]; dataDir: string }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-test-'))
    const lines: Record<string, unknown>[] = []
    const app = await buildApp({
      db: db(), config: loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5'), SLOW_REQUEST_MS: '0' }),
      logger: { level: 'info', stream: { write: (line: string) => { lines.push(JSON.parse(line) as Record<string, unknown>) } } },
    })
    await app.ready()
    return { app, lines, dataDir }
  }

  test("the caller's X-Request-Id is said back and is on every log line of the request, a module's included", async () => {
    const { app, lines, dataDir } = await loggedApp()
    try {
      const id = 'edge-3f9a.17:req_42'
      // a notification with a bad signature: the pay module logs its refusal with request.log
      const res = await app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: { 'content-type': 'application/json', 'x-request-id': id }, payload: '{}' })
      assert.equal(res.headers['x-request-id'], id)
      const mine = lines.filter((l) => l.reqId === id)
      assert.ok(mine.some((l) => l.msg === 'payment notification refused'), JSON.stringify(lines))
      assert.ok(mine.some((l) => l.msg === 'slow request'))
      assert.deepEqual(lines.filter((l) => 'req' in l || l.msg === 'payment notification refused').filter((l) => l.reqId !== id), [], 'no line of it without the id')
    } finally {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('an unsafe or overlong X-Request-Id is replaced by a fresh id; none given, one is made', async () => {
    const { app, lines, dataDir } = await loggedApp()
    try {
      const seen = new Set<string>()
      for (const given of ['a b', 'x'.repeat(129), 'id"}{', undefined]) {
        const res = await app.inject({ method: 'GET', url: '/healthz', headers: given === undefined ? {} : { 'x-request-id': given } })
        const id = String(res.headers['x-request-id'])
        assert.match(id, /^[0-9a-f-]{36}$/, String(given))
        seen.add(id)
      }
      assert.equal(seen.size, 4, 'a fresh id each time')
      assert.ok(!lines.some((l) => l.reqId === 'a b'))
    } finally {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('refusals and unknown routes carry the id too', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/api/no/such/call', headers: { 'x-request-id': 'trace-1' }, payload: {} })
    assert.equal(res.statusCode, 404)
    assert.equal(res.headers['x-request-id'], 'trace-1')
  })
})
