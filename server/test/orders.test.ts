import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, eq, sum } from 'drizzle-orm'
import type { FreeMealOrder, OrderListsResult } from '@api-types/order'
import type { ShopDetail } from '@api-types/shop'
import type { UserInfo } from '@api-types/user'
import { buildApp } from '../src/app'
import { ManualClock } from '../src/clock'
import { loadConfig } from '../src/config'
import { cities, freeMealDeals, freeMealOrders, freeMealSlots, shopCategories, shops, walletLedger, wallets } from '../src/db/schema'
import { parseShanghaiTime } from '../src/lib'
import { startJobs } from '../src/jobs'
import { expireReservations } from '../src/modules/order/expiry'
import { giveBackSlots, SOLD_OUT_HINT_MS } from '../src/modules/order/slots'
import { SERVER_MODULES } from '../src/modules'
import { expirySweepJob } from '../src/modules/registry'
import { approve, reject } from '../src/modules/order/review'
import { storedNameOf, type StorageProvider } from '../src/providers/storage'
import { createPlatformProvider } from '../src/providers/platform'
import { call, createUser, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// Free-meal orders: grab under concurrency, the per-user rule, windows and quota
// releases, expiry, cancel, proof upload, review with the wallet credit, lists and detail.
// Shops and deals are made here (not from the seed); the server's clock is a ManualClock.

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''
const clock = new ManualClock(parseShanghaiTime('2026-03-10 10:30:00'))
let env: TestEnv
let categoryId: number
let cityId: number
before(async () => {
  env = await setup({}, { seed: false, clock })
  ;[{ id: cityId }] = await db().insert(cities).values({ code: 'test-city', name: '测试市', latitude: 26.6, longitude: 106.7 }).returning({ id: cities.id })
  ;[{ id: categoryId }] = await db().insert(shopCategories).values({ name: '快餐' }).returning({ id: shopCategories.id })
})
after(async () => { await env.close() })

const db = () => env.database.db
const at = (shanghai: string) => clock.set(parseShanghaiTime(shanghai))
const MINUTE = 60_000

let shopSeq = 0
/** An open shop with an enabled deal: 25.00 to pay, 20.00 back, windows 10:00-14:00 and 16:00-21:00 unless given. */
async function dealShop(deal: Partial<typeof freeMealDeals.$inferInsert> = {}, shop: Partial<typeof shops.$inferInsert> = {}) {
  shopSeq++
  const [s] = await db().insert(shops).values({
    name: `测试店${shopSeq}`, logo: '/shops/logo.png', categoryId, cityId, address: `测试路${shopSeq}号`,
    latitude: 26.6, longitude: 106.7, platform: 'mt', platformUrl: `https://example.com/shop/${shopSeq}`, ...shop,
  }).returning({ id: shops.id })
  const [d] = await db().insert(freeMealDeals).values({
    shopId: s.id, orderPriceFen: 2500, rebateFen: 2000, memberRebateFen: 2200, minOrderFen: 2000, amQuota: 5, pmQuota: 5, ...deal,
  }).returning({ id: freeMealDeals.id })
  return { shopId: s.id, dealId: d.id }
}

const grab = (token: string, shopId: number) => call<FreeMealOrder>(env.app, '/api/order/grab', { shop_id: shopId }, { token })
const detail = (token: string, id: number) => call<FreeMealOrder>(env.app, '/api/order/detail', { id }, { token })
const cancel = (token: string, id: number) => call<FreeMealOrder>(env.app, '/api/order/cancel', { id }, { token })
const lists = (token: string, body: Record<string, unknown> = {}) => call<OrderListsResult>(env.app, '/api/order/lists', body, { token })
const PROOF = { platform_order_no: 'MT-20260310-0001', images: ['/uploads/0123456789abcdef0123456789abcdef.png'] }
const submitProof = (token: string, id: number, proof: Record<string, unknown> = PROOF) =>
  call<FreeMealOrder>(env.app, '/api/order/submitProof', { id, ...proof }, { token })

async function users(n: number) {
  return Promise.all(Array.from({ length: n }, () => createUser(env)))
}

/** A user with a live reservation of the shop. */
async function reserved(shopId: number) {
  const user = await createUser(env)
  const r = await grab(user.token, shopId)
  assert.equal(r.body.status, 1, r.body.msg)
  return { user, order: r.body.result }
}

describe(`order/grab${on}`, () => {
  test('reserves a slot for 30 minutes with the deal snapshot', async () => {
    at('2026-03-10 10:30:00')
    const { shopId } = await dealShop()
    const user = await createUser(env)
    const r = await grab(user.token, shopId)
    assert.equal(r.statusCode, 200)
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.msg, '抢单成功，请在30分钟内下单并上传凭证')
    const o = r.body.result
    assert.match(o.order_no, /^FM20260310\d{8}$/)
    assert.equal(o.status, 'reserved')
    assert.deepEqual(
      [o.order_price, o.rebate, o.min_order_price, o.create_time, o.expires_at, o.server_time],
      ['25.00', '20.00', '20.00', '2026-03-10 10:30:00', '2026-03-10 11:00:00', '2026-03-10 10:30:00'],
    )
    assert.equal(o.shop.id, shopId)
    assert.equal(o.shop.platform, 'mt')
    assert.deepEqual([o.platform_order_no, o.images, o.proof_time, o.review_time, o.reject_reason], [null, [], null, null, null])
    const [row] = await db().select().from(freeMealOrders).where(eq(freeMealOrders.id, o.id))
    assert.deepEqual([row.window, row.day], ['am', '2026-03-10'])
  })

  test('30 concurrent grabs of a deal with 5 slots left give exactly 5 orders and 25 clear refusals', async () => {
    at('2026-03-10 16:30:00')
    const { shopId, dealId } = await dealShop({ amQuota: 3, pmQuota: 5 })
    for (let i = 0; i < 3; i++) await reserved(shopId)
    const grabbers = await users(30)
    const answers = await Promise.all(grabbers.map((u) => grab(u.token, shopId)))
    assert.deepEqual([...new Set(answers.map((a) => a.statusCode))], [200])
    const won = answers.filter((a) => a.body.status === 1)
    const lost = answers.filter((a) => a.body.status !== 1)
    assert.equal(won.length, 5)
    assert.equal(lost.length, 25)
    for (const a of lost) assert.deepEqual(a.body, { status: 0, code: 'grabSoldOut', msg: '名额已抢完', result: null })
    const held = await db().select().from(freeMealOrders).where(eq(freeMealOrders.dealId, dealId))
    assert.equal(held.length, 8)
    assert.equal(new Set(held.map((o) => o.orderNo)).size, 8)
  })

  test('one user cannot hold two slots of one shop on one day, also with parallel grabs', async () => {
    at('2026-03-10 11:00:00')
    const { shopId } = await dealShop()
    const { user } = await reserved(shopId)
    assert.deepEqual((await grab(user.token, shopId)).body, { status: 0, code: 'grabAlreadyToday', msg: '您今天已抢过这家店的霸王餐', result: null })
    // another shop the same day is fine
    const other = await dealShop()
    assert.equal((await grab(user.token, other.shopId)).body.status, 1)

    const { shopId: parallelShop } = await dealShop()
    const twice = await createUser(env)
    const answers = await Promise.all(Array.from({ length: 5 }, () => grab(twice.token, parallelShop)))
    assert.deepEqual([...new Set(answers.map((a) => a.statusCode))], [200])
    assert.equal(answers.filter((a) => a.body.status === 1).length, 1)
    for (const a of answers.filter((x) => x.body.status !== 1)) assert.equal(a.body.msg, '您今天已抢过这家店的霸王餐')

    // the next day is a new day
    at('2026-03-11 10:05:00')
    assert.equal((await grab(user.token, shopId)).body.status, 1)
  })

  test('outside the windows: when the next window opens, or that today is over', async () => {
    const { shopId } = await dealShop({ amStartTime: '10:00:00', amEndTime: '14:00:00', pmStartTime: '16:00:00', pmEndTime: '21:00:00' })
    const user = await createUser(env)
    const cases: [string, string, string][] = [
      ['2026-03-12 09:59:59', 'grabNotStarted', '霸王餐活动未开始，今天 10:00 开抢'],
      ['2026-03-12 14:00:00', 'grabNotStarted', '霸王餐活动未开始，今天 16:00 开抢'],
      ['2026-03-12 15:30:00', 'grabNotStarted', '霸王餐活动未开始，今天 16:00 开抢'],
      ['2026-03-12 21:00:00', 'grabDayOver', '今日霸王餐活动已结束，明天 10:00 再来'],
      ['2026-03-12 23:59:00', 'grabDayOver', '今日霸王餐活动已结束，明天 10:00 再来'],
    ]
    for (const [time, code, msg] of cases) {
      at(time)
      assert.deepEqual((await grab(user.token, shopId)).body, { status: 0, code, msg, result: null }, time)
    }
    at('2026-03-12 21:00:00')
    const r = await call(env.app, '/api/order/grab', { shop_id: shopId }, { token: user.token, lang: 'en' })
    assert.equal(r.body.msg, "Today's free-meal deal is over: come back tomorrow at 10:00")
    // a deal with an afternoon window only
    const { shopId: pmOnly } = await dealShop({ amStartTime: '00:00:00', amEndTime: '00:00:00', pmStartTime: '17:30:00', pmEndTime: '20:00:00' })
    at('2026-03-12 11:00:00')
    assert.equal((await grab(user.token, pmOnly)).body.msg, '霸王餐活动未开始，今天 17:30 开抢')
    at('2026-03-12 20:30:00')
    assert.equal((await grab(user.token, pmOnly)).body.msg, '今日霸王餐活动已结束，明天 17:30 再来')
  })

  test('the afternoon quota is released when its window opens; morning leftovers stay', async () => {
    at('2026-03-13 10:30:00')
    const { shopId } = await dealShop({ amQuota: 2, pmQuota: 3 })
    const morning = [await reserved(shopId), await reserved(shopId)]
    // proof keeps the morning slots held past their 30 minutes
    for (const m of morning) assert.equal((await submitProof(m.user.token, m.order.id)).body.status, 1)
    const late = await createUser(env)
    assert.deepEqual((await grab(late.token, shopId)).body, { status: 0, code: 'grabSoldOutUntil', msg: '本场名额已抢完，16:00 还有新名额', result: null })
    at('2026-03-13 16:00:00')
    const afternoon = await users(4)
    const answers = []
    for (const u of afternoon) answers.push(await grab(u.token, shopId))
    assert.deepEqual(answers.map((a) => a.body.status), [1, 1, 1, 0])
    assert.equal(answers[3].body.msg, '名额已抢完')
    assert.equal(answers[0].body.result.expires_at, '2026-03-13 16:30:00')
    const [row] = await db().select().from(freeMealOrders).where(eq(freeMealOrders.id, answers[0].body.result.id))
    assert.equal(row.window, 'pm')
  })

  test('after 30 minutes the reservation expires and its slot is free again', async () => {
    at('2026-03-14 10:00:00')
    const { shopId } = await dealShop({ amQuota: 2, pmQuota: 0 })
    const a = await reserved(shopId)
    const c = await reserved(shopId)
    const b = await createUser(env)
    assert.equal((await grab(b.token, shopId)).body.msg, '名额已抢完')
    clock.advance(29 * MINUTE + 59_000)
    assert.equal((await grab(b.token, shopId)).body.msg, '名额已抢完')
    assert.equal((await detail(a.user.token, a.order.id)).body.result.status, 'reserved')
    clock.advance(1000)
    // shown as expired before any sweep ran
    assert.equal((await detail(a.user.token, a.order.id)).body.result.status, 'expired')
    const counts = (await lists(a.user.token)).body.result.counts
    assert.deepEqual([counts.reserved, counts.expired], [0, 1])
    assert.equal((await grab(b.token, shopId)).body.status, 1)
    // the first user may grab again after their own expired
    assert.equal((await grab(a.user.token, shopId)).body.status, 1)
    // proof for the expired one is refused
    assert.deepEqual((await submitProof(c.user.token, c.order.id)).body, { status: 0, code: 'orderExpired', msg: '订单已超时，名额已释放', result: null })
    const rows = await db().select().from(freeMealOrders).where(eq(freeMealOrders.shopId, shopId))
    // a and c expired (stored by the grabs), b and a's second grab hold the two slots
    assert.deepEqual(rows.map((r) => r.status).sort(), ['expired', 'expired', 'reserved', 'reserved'])
  })

  test('the sweep stores expired reservations and leaves live ones', async () => {
    at('2026-03-15 10:00:00')
    const { shopId } = await dealShop()
    const old = await reserved(shopId)
    clock.advance(20 * MINUTE)
    const fresh = await reserved(shopId)
    clock.advance(10 * MINUTE)
    assert.ok(await expireReservations(db(), clock.now()) >= 1)
    const row = async (id: number) => (await db().select().from(freeMealOrders).where(eq(freeMealOrders.id, id)))[0]
    const expired = await row(old.order.id)
    assert.equal(expired.status, 'expired')
    assert.equal(expired.closedAt?.getTime(), clock.now().getTime())
    assert.equal((await row(fresh.order.id)).status, 'reserved')
    assert.equal(await expireReservations(db(), clock.now()), 0)
  })

  test('the expiry sweep job of the scheduler expires by app.clock and logs what it did', async () => {
    at('2026-03-15 12:00:00')
    const { shopId } = await dealShop()
    const old = await reserved(shopId)
    clock.advance(30 * MINUTE)
    const lines: { obj: object; msg: string }[] = []
    const log = { info: (obj: object, msg: string) => lines.push({ obj, msg }), error: (obj: object, msg: string) => lines.push({ obj, msg }) }
    const jobs = startJobs(db(), clock, log, [expirySweepJob(SERVER_MODULES)])
    await jobs.stop() // the run at start is done
    const [row] = await db().select().from(freeMealOrders).where(eq(freeMealOrders.id, old.order.id))
    assert.deepEqual([row.status, row.closedAt?.getTime()], ['expired', clock.now().getTime()])
    assert.deepEqual(lines.map((l) => [l.msg, (l.obj as { lapse: string }).lapse]), [['swept lapsed rows', 'free_meal_reservations']])
  })

  test('refusals: unknown shop, no deal, disabled deal, closed shop, bad input, no login', async () => {
    at('2026-03-16 10:30:00')
    const user = await createUser(env)
    const noDeal = { status: 0, code: 'grabNoDeal', msg: '该店铺暂无霸王餐活动', result: null }
    assert.deepEqual((await grab(user.token, 999999)).body, noDeal)
    const { shopId: disabled } = await dealShop({ enabled: false })
    assert.deepEqual((await grab(user.token, disabled)).body, noDeal)
    const { shopId: closed } = await dealShop({}, { status: 0 })
    assert.deepEqual((await grab(user.token, closed)).body, noDeal)
    const [plain] = await db().insert(shops).values({ name: '无活动店', categoryId, cityId, latitude: 26.6, longitude: 106.7 }).returning({ id: shops.id })
    assert.deepEqual((await grab(user.token, plain.id)).body, noDeal)
    for (const body of [{}, { shop_id: 'x' }, { shop_id: 0 }, { shop_id: 1.5 }]) {
      const r = await call(env.app, '/api/order/grab', body, { token: user.token })
      assert.equal(r.statusCode, 200)
      assert.equal(r.body.status, 0)
      assert.match(r.body.msg, /店铺/)
    }
    for (const path of ['grab', 'lists', 'detail', 'submitProof', 'cancel']) {
      const r = await call(env.app, `/api/order/${path}`, { shop_id: 1, id: 1 })
      assert.equal(r.statusCode, 401, path)
      assert.equal(r.body.status, -1)
    }
  })
})

describe(`order/cancel${on}`, () => {
  test('cancel frees the slot; only a live reservation can be cancelled', async () => {
    at('2026-03-17 10:30:00')
    const { shopId } = await dealShop({ amQuota: 1, pmQuota: 0 })
    const a = await reserved(shopId)
    const b = await createUser(env)
    assert.equal((await grab(b.token, shopId)).body.msg, '名额已抢完')
    const r = await cancel(a.user.token, a.order.id)
    assert.equal(r.body.status, 1)
    assert.equal(r.body.msg, '订单已取消，名额已释放')
    assert.equal(r.body.result.status, 'cancelled')
    assert.deepEqual((await cancel(a.user.token, a.order.id)).body, { status: 0, code: 'orderCancelledAlready', msg: '订单已取消', result: null })
    const bOrder = await grab(b.token, shopId)
    assert.equal(bOrder.body.status, 1)
    // the user who cancelled may grab again when a slot is free (none is now)
    assert.equal((await grab(a.user.token, shopId)).body.msg, '名额已抢完')

    assert.equal((await submitProof(b.token, bOrder.body.result.id)).body.status, 1)
    assert.deepEqual((await cancel(b.token, bOrder.body.result.id)).body, { status: 0, code: 'cancelInReview', msg: '凭证已提交审核，无法取消', result: null })
    const c = await dealShop()
    const expiring = await reserved(c.shopId)
    clock.advance(31 * MINUTE)
    assert.equal((await cancel(expiring.user.token, expiring.order.id)).body.msg, '订单已超时，名额已释放')
    assert.equal((await cancel(b.token, 999999)).body.msg, '订单不存在')
  })
})

describe(`slots at the peak: the counter a grab takes and an expiry or a cancel gives back${on}`, () => {
  /** The deal's slot counter of the day (order/slots.ts), and the orders that hold a slot by their stored status. */
  async function slots(dealId: number, day: string) {
    const [row] = await db().select().from(freeMealSlots).where(and(eq(freeMealSlots.dealId, dealId), eq(freeMealSlots.day, day)))
    const orders = await db().select().from(freeMealOrders).where(and(eq(freeMealOrders.dealId, dealId), eq(freeMealOrders.day, day)))
    return { counter: row?.taken ?? 0, stored: orders.filter((o) => o.status !== 'expired' && o.status !== 'cancelled').length }
  }
  const soldOut = { status: 0, code: 'grabSoldOut', msg: '名额已抢完', result: null }

  test('a crowd tapping several times each never takes more than the quota, one slot per user', async () => {
    at('2026-03-23 10:00:00')
    const { shopId, dealId } = await dealShop({ amQuota: 6, pmQuota: 0 })
    const crowd = await users(20)
    const answers = await Promise.all(crowd.flatMap((u) => [grab(u.token, shopId), grab(u.token, shopId), grab(u.token, shopId)]))
    assert.deepEqual([...new Set(answers.map((a) => a.statusCode))], [200])
    const won = answers.filter((a) => a.body.status === 1)
    assert.equal(won.length, 6)
    assert.equal(new Set(won.map((a) => a.body.result.id)).size, 6)
    const winners = await db().select({ userId: freeMealOrders.userId }).from(freeMealOrders).where(eq(freeMealOrders.dealId, dealId))
    assert.equal(new Set(winners.map((w) => w.userId)).size, 6)
    for (const a of answers.filter((x) => x.body.status !== 1)) {
      assert.ok(['名额已抢完', '您今天已抢过这家店的霸王餐'].includes(a.body.msg), a.body.msg)
    }
    assert.deepEqual(await slots(dealId, '2026-03-23'), { counter: 6, stored: 6 })
    // the shop page shows none left
    const page = await call<ShopDetail>(env.app, '/api/shop/detail', { id: shopId })
    assert.deepEqual([page.body.result.free_meal?.quota_total, page.body.result.free_meal?.quota_left], [6, 0])
    assert.deepEqual((await grab((await createUser(env)).token, shopId)).body, soldOut)
  })

  test('a lapsed reservation gives exactly one slot back, with sweeps and a crowd at the same moment', async () => {
    at('2026-03-24 10:00:00')
    const { shopId, dealId } = await dealShop({ amQuota: 2, pmQuota: 0 })
    const lapsing = await reserved(shopId)
    clock.advance(10 * MINUTE)
    await reserved(shopId)
    assert.deepEqual((await grab((await createUser(env)).token, shopId)).body, soldOut)
    clock.advance(20 * MINUTE) // the first reservation lapses now, the second holds
    const crowd = await users(12)
    const answers = await Promise.all([
      ...crowd.map((u) => grab(u.token, shopId)),
      expireReservations(db(), clock.now()), expireReservations(db(), clock.now()),
      cancel(lapsing.user.token, lapsing.order.id),
    ])
    const grabs = answers.slice(0, crowd.length) as Awaited<ReturnType<typeof grab>>[]
    for (const a of grabs.filter((x) => x.body.status !== 1)) assert.deepEqual(a.body, soldOut)
    assert.equal((answers.at(-1) as Awaited<ReturnType<typeof cancel>>).body.msg, '订单已超时，名额已释放')
    // a grab meeting the sweep that frees the slot at that very moment may be told sold out: the
    // slot is then free for the next grab, here after the moment this process trusts a sold-out
    const first = grabs.filter((a) => a.body.status === 1).length
    assert.ok(first <= 1)
    clock.advance(SOLD_OUT_HINT_MS)
    const again = await Promise.all((await users(6)).map((u) => grab(u.token, shopId)))
    assert.equal(first + again.filter((a) => a.body.status === 1).length, 1)
    assert.deepEqual(await slots(dealId, '2026-03-24'), { counter: 2, stored: 2 })
    assert.equal(await expireReservations(db(), clock.now()), 0)
    assert.deepEqual(await slots(dealId, '2026-03-24'), { counter: 2, stored: 2 })
  })

  test('a cancel gives exactly one slot back, also when sent twice at once; then it is grabbable again', async () => {
    at('2026-03-25 10:30:00')
    const { shopId, dealId } = await dealShop({ amQuota: 1, pmQuota: 0 })
    const a = await reserved(shopId)
    const late = await users(8)
    assert.deepEqual((await grab(late[0].token, shopId)).body, soldOut)
    const cancels = await Promise.all([cancel(a.user.token, a.order.id), cancel(a.user.token, a.order.id)])
    assert.deepEqual(cancels.map((c) => c.body.status).sort(), [0, 1])
    assert.deepEqual(await slots(dealId, '2026-03-25'), { counter: 0, stored: 0 })
    const answers = await Promise.all(late.map((u) => grab(u.token, shopId)))
    assert.equal(answers.filter((x) => x.body.status === 1).length, 1)
    assert.deepEqual(await slots(dealId, '2026-03-25'), { counter: 1, stored: 1 })
  })

  test('a slot given back by another process is grabbable here within the sold-out hint', async () => {
    at('2026-03-26 10:30:00')
    const { shopId, dealId } = await dealShop({ amQuota: 1, pmQuota: 0 })
    const a = await reserved(shopId)
    const b = await createUser(env)
    assert.deepEqual((await grab(b.token, shopId)).body, soldOut) // this process now takes it as sold out for a moment
    // another process's cancel: the order and the counter move in the database, not this process's hint
    await db().transaction(async (tx) => {
      await tx.update(freeMealOrders).set({ status: 'cancelled', closedAt: clock.now() }).where(eq(freeMealOrders.id, a.order.id))
      await giveBackSlots(tx, [a.order.id])
    })
    await new Promise((resolve) => setTimeout(resolve, SOLD_OUT_HINT_MS)) // the clock stands still: the hint still lapses
    assert.equal((await grab(b.token, shopId)).body.status, 1)
    assert.deepEqual(await slots(dealId, '2026-03-26'), { counter: 1, stored: 1 })
  })
})

describe(`order/submitProof${on}`, () => {
  test('validations', async () => {
    at('2026-03-18 10:30:00')
    const { shopId } = await dealShop()
    const { user, order } = await reserved(shopId)
    const image = PROOF.images[0]
    const refusals: [Record<string, unknown>, string][] = [
      [{ platform_order_no: 'abc', images: [image] }, '请输入正确的外卖订单号（4-40位字母、数字或-）'],
      [{ platform_order_no: 'a'.repeat(41), images: [image] }, '请输入正确的外卖订单号（4-40位字母、数字或-）'],
      [{ platform_order_no: '1234 5678', images: [image] }, '请输入正确的外卖订单号（4-40位字母、数字或-）'],
      [{ platform_order_no: '订单12345', images: [image] }, '请输入正确的外卖订单号（4-40位字母、数字或-）'],
      [{ platform_order_no: '12345678', images: [] }, '请上传订单截图（1-9张）'],
      [{ platform_order_no: '12345678', images: Array(10).fill(image) }, '图片最多9项'],
      [{ platform_order_no: '12345678', images: ['https://evil.example.com/x.png'] }, '订单截图无效，请重新上传'],
      [{ platform_order_no: '12345678', images: ['/uploads/../secret.png'] }, '订单截图无效，请重新上传'],
      [{ platform_order_no: '12345678', images: ['/uploads/'] }, '订单截图无效，请重新上传'],
      [{ platform_order_no: '12345678', images: [image, 'file:///etc/passwd'] }, '订单截图无效，请重新上传'],
      [{ platform_order_no: '12345678' }, '请填写图片'],
      [{ images: [image] }, '请填写外卖订单号'],
    ]
    for (const [proof, msg] of refusals) {
      const r = await submitProof(user.token, order.id, proof)
      assert.deepEqual([r.statusCode, r.body.status, r.body.msg], [200, 0, msg], JSON.stringify(proof))
    }
    assert.equal((await detail(user.token, order.id)).body.result.status, 'reserved')
    // another user's order is not there
    const stranger = await createUser(env)
    assert.equal((await submitProof(stranger.token, order.id)).body.msg, '订单不存在')

    clock.advance(5 * MINUTE)
    const nine = Array.from({ length: 9 }, (_, i) => `/uploads/proof${i}.jpg`)
    const ok = await submitProof(user.token, order.id, { platform_order_no: ' MT-2026-0310-77 ', images: nine })
    assert.equal(ok.body.status, 1, ok.body.msg)
    assert.equal(ok.body.msg, '提交成功，请等待审核')
    assert.equal(ok.body.result.status, 'uploaded')
    assert.equal(ok.body.result.platform_order_no, 'MT-2026-0310-77')
    assert.deepEqual(ok.body.result.images, nine)
    assert.equal(ok.body.result.proof_time, '2026-03-18 10:35:00')
    assert.deepEqual((await submitProof(user.token, order.id)).body, { status: 0, code: 'proofInReview', msg: '凭证已提交，请等待审核', result: null })
    // in review, the slot stays held after the 30 minutes
    clock.advance(60 * MINUTE)
    assert.equal((await detail(user.token, order.id)).body.result.status, 'uploaded')
  })

  test('a double submit in parallel moves the order once', async () => {
    at('2026-03-18 11:00:00')
    const { shopId } = await dealShop()
    const { user, order } = await reserved(shopId)
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) =>
      submitProof(user.token, order.id, { platform_order_no: `MT-000${i}`, images: PROOF.images })))
    assert.equal(answers.filter((a) => a.body.status === 1).length, 1)
    for (const a of answers.filter((x) => x.body.status !== 1)) assert.equal(a.body.msg, '凭证已提交，请等待审核')
    const winner = answers.find((a) => a.body.status === 1)!.body.result
    assert.equal((await detail(user.token, order.id)).body.result.platform_order_no, winner.platform_order_no)
  })

  test('images must be what the storage provider answers (relative or absolute public base)', () => {
    const isUploadedImage = (url: string, publicBaseUrl: string) => storedNameOf({ publicBaseUrl } as StorageProvider, url) !== null
    assert.ok(isUploadedImage('/uploads/ab12.png', '/uploads'))
    assert.ok(isUploadedImage('/uploads/ab12.png', '/uploads/'))
    assert.ok(!isUploadedImage('/uploadsx/ab12.png', '/uploads'))
    assert.ok(isUploadedImage('https://cdn.example.com/fanbei/ab12.png', 'https://cdn.example.com/fanbei'))
    assert.ok(!isUploadedImage('https://cdn.example.com.evil.com/ab12.png', 'https://cdn.example.com'))
    assert.ok(!isUploadedImage('/uploads/ab12.png', 'https://cdn.example.com/fanbei'))
    assert.ok(!isUploadedImage('https://cdn.example.com/fanbei/a/b.png', 'https://cdn.example.com/fanbei'))
  })
})

describe(`review and the wallet${on}`, () => {
  async function uploaded(rebateFen = 2000) {
    at('2026-03-19 10:30:00')
    const { shopId } = await dealShop({ rebateFen, memberRebateFen: rebateFen + 200 })
    const { user, order } = await reserved(shopId)
    assert.equal((await submitProof(user.token, order.id)).body.status, 1)
    return { user, order }
  }
  const info = async (token: string) => (await call<UserInfo>(env.app, '/api/user/info', {}, { token })).body.result
  async function ledgerMatchesBalance(userId: number) {
    const [{ total }] = await db().select({ total: sum(walletLedger.amountFen) }).from(walletLedger).where(eq(walletLedger.userId, userId))
    const [wallet] = await db().select().from(wallets).where(eq(wallets.userId, userId))
    assert.equal(Number(total ?? 0), wallet?.balanceFen ?? 0)
  }

  test('approving twice credits once; the wallet and the savings show it', async () => {
    const { user, order } = await uploaded(2000)
    assert.deepEqual([(await info(user.token)).amount, (await info(user.token)).total_saved], ['0.00', '0.00'])
    clock.advance(2 * 3600_000)
    const first = await approve(db(), order.id, clock.now(), env.app.reactions)
    assert.deepEqual(first, { outcome: 'approved', orderNo: order.order_no, userId: user.id, rebateFen: 2000 })
    assert.deepEqual(await approve(db(), order.id, clock.now(), env.app.reactions), { outcome: 'not_in_review', orderNo: order.order_no, status: 'approved' })
    const d = (await detail(user.token, order.id)).body.result
    assert.equal(d.status, 'approved')
    assert.equal(d.review_time, '2026-03-19 12:30:00')
    const me = await info(user.token)
    assert.deepEqual([me.amount, me.frozen_amount, me.total_saved], ['20.00', '0.00', '20.00'])
    const entries = await db().select().from(walletLedger).where(eq(walletLedger.userId, user.id))
    assert.equal(entries.length, 1)
    assert.deepEqual(
      [entries[0].kind, entries[0].amountFen, entries[0].balanceAfterFen, entries[0].refType, entries[0].refId],
      ['free_meal_rebate', 2000, 2000, 'free_meal_order', order.id],
    )
    await ledgerMatchesBalance(user.id)
  })

  test('parallel approvals credit once', async () => {
    const { user, order } = await uploaded(1550)
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => approve(db(), order.id, clock.now(), env.app.reactions)))
    assert.equal(outcomes.filter((o) => o.outcome === 'approved').length, 1)
    assert.equal(outcomes.filter((o) => o.outcome === 'not_in_review').length, 7)
    // a second rebate of the same user adds up
    const second = await uploadedFor(user.token)
    assert.equal((await approve(db(), second, clock.now(), env.app.reactions)).outcome, 'approved')
    assert.equal((await info(user.token)).amount, '35.50')
    assert.equal((await info(user.token)).total_saved, '35.50')
    await ledgerMatchesBalance(user.id)
  })
  async function uploadedFor(token: string): Promise<number> {
    const { shopId } = await dealShop({ rebateFen: 2000 })
    const r = await grab(token, shopId)
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal((await submitProof(token, r.body.result.id)).body.status, 1)
    return r.body.result.id
  }

  test('reject with a reason; only proof in review is reviewed', async () => {
    const { user, order } = await uploaded()
    assert.deepEqual(await reject(db(), order.id, '   ', clock.now()), { outcome: 'bad_reason' })
    assert.deepEqual(await reject(db(), order.id, 'x'.repeat(201), clock.now()), { outcome: 'bad_reason' })
    const r = await reject(db(), order.id, ' 订单号与截图不符 ', clock.now())
    assert.deepEqual(r, { outcome: 'rejected', orderNo: order.order_no, userId: user.id, reason: '订单号与截图不符' })
    const d = (await detail(user.token, order.id)).body.result
    assert.deepEqual([d.status, d.reject_reason], ['rejected', '订单号与截图不符'])
    assert.equal((await approve(db(), order.id, clock.now(), env.app.reactions)).outcome, 'not_in_review')
    assert.equal((await reject(db(), order.id, 'again', clock.now())).outcome, 'not_in_review')
    assert.deepEqual(await approve(db(), 999999, clock.now(), env.app.reactions), { outcome: 'not_found' })
    assert.equal((await info(user.token)).amount, '0.00')
    // a reserved order is not in review
    const { shopId } = await dealShop()
    const live = await reserved(shopId)
    assert.equal((await approve(db(), live.order.id, clock.now(), env.app.reactions)).outcome, 'not_in_review')
    // the rejected order still holds the user's slot of that day: no second free meal there
    assert.equal((await submitProof(user.token, order.id)).body.msg, '订单已审核，无法再修改')
  })
})

describe(`order/lists and detail${on}`, () => {
  test('newest first, filtered by status, with counts; another user sees nothing', async () => {
    at('2026-03-20 10:00:00')
    const user = await createUser(env)
    const ids: number[] = []
    for (let i = 0; i < 4; i++) {
      const { shopId } = await dealShop()
      const r = await grab(user.token, shopId)
      assert.equal(r.body.status, 1, r.body.msg)
      ids.push(r.body.result.id)
      clock.advance(MINUTE)
    }
    assert.equal((await submitProof(user.token, ids[1])).body.status, 1)
    assert.equal((await cancel(user.token, ids[2])).body.status, 1)
    assert.equal((await submitProof(user.token, ids[3])).body.status, 1)
    assert.equal((await approve(db(), ids[3], clock.now(), env.app.reactions)).outcome, 'approved')

    const all = (await lists(user.token, { page: 1, limit: 10 })).body
    assert.equal(all.status, 1)
    assert.deepEqual(all.result.list.map((o) => o.id), [...ids].reverse())
    assert.deepEqual(all.result.list.map((o) => o.status), ['approved', 'cancelled', 'uploaded', 'reserved'])
    assert.equal(all.result.total, 4)
    assert.deepEqual(all.result.counts, { reserved: 1, uploaded: 1, approved: 1, rejected: 0, expired: 0, cancelled: 1 })
    const paged = (await lists(user.token, { page: 2, limit: 3 })).body.result
    assert.deepEqual([paged.list.map((o) => o.id), paged.total, paged.page, paged.limit], [[ids[0]], 4, 2, 3])
    const uploadedOnly = (await lists(user.token, { status: 'uploaded' })).body.result
    assert.deepEqual([uploadedOnly.list.map((o) => o.id), uploadedOnly.total], [[ids[1]], 1])

    // the reservation expires: counted and filtered as expired before any sweep
    clock.advance(30 * MINUTE)
    const later = (await lists(user.token)).body.result
    assert.deepEqual([later.counts.reserved, later.counts.expired], [0, 1])
    assert.deepEqual((await lists(user.token, { status: 'expired' })).body.result.list.map((o) => o.id), [ids[0]])
    assert.deepEqual((await lists(user.token, { status: 'reserved' })).body.result.list, [])

    const stranger = await createUser(env)
    const theirs = (await lists(stranger.token)).body.result
    assert.deepEqual([theirs.list, theirs.total], [[], 0])
    assert.deepEqual((await detail(stranger.token, ids[0])).body, { status: 0, code: 'orderNotFound', msg: '订单不存在', result: null })
    assert.equal((await cancel(stranger.token, ids[0])).body.msg, '订单不存在')
    const mine = (await detail(user.token, ids[3])).body.result
    assert.deepEqual([mine.status, mine.rebate, mine.shop.name.startsWith('测试店')], ['approved', '20.00', true])

    const bad = await lists(user.token, { status: 'paid' })
    assert.deepEqual([bad.statusCode, bad.body.status, bad.body.msg], [200, 0, '订单状态不正确'])
    const [{ n }] = await db().select({ n: sum(freeMealOrders.rebateFen) }).from(freeMealOrders)
      .where(and(eq(freeMealOrders.userId, user.id), eq(freeMealOrders.status, 'approved')))
    assert.equal(Number(n), 2000)
  })
})

describe(`the link to order at the shop: the platform's stand-in in development, the stored link in production${on}`, () => {
  const HOST = 'api.test:3000'
  const asApp = (token: string) => ({ token, headers: { host: HOST } })

  test('development: grab, detail, lists, proof and cancel answer this server\'s stand-in of the shop page, which names the shop', async () => {
    at('2026-03-21 10:30:00')
    const meituan = await dealShop({}, { name: '酸汤鱼测试店', platform: 'mt', platformUrl: 'https://h5.waimai.meituan.com/waimai/mindex/menu?dpShopId=123' })
    const ele = await dealShop({}, { name: '饿了么测试店', platform: 'ele', platformUrl: 'https://h5.ele.me/shop/#id=E123' })
    const noLink = await dealShop({}, { platform: 'mt', platformUrl: '' })
    const user = await createUser(env)
    const standIn = (shopId: number) => `http://${HOST}/dev/cps/shop/${shopId}`

    const grabbed = await call<FreeMealOrder>(env.app, '/api/order/grab', { shop_id: meituan.shopId }, asApp(user.token))
    assert.equal(grabbed.body.result.shop.platform_url, standIn(meituan.shopId))
    const id = grabbed.body.result.id
    assert.equal((await call<FreeMealOrder>(env.app, '/api/order/detail', { id }, asApp(user.token))).body.result.shop.platform_url, standIn(meituan.shopId))
    const eleOrder = await call<FreeMealOrder>(env.app, '/api/order/grab', { shop_id: ele.shopId }, asApp(user.token))
    assert.equal(eleOrder.body.result.shop.platform_url, standIn(ele.shopId))
    const none = await call<FreeMealOrder>(env.app, '/api/order/grab', { shop_id: noLink.shopId }, asApp(user.token))
    assert.equal(none.body.result.shop.platform_url, '', 'a shop without a link has none in development either')
    const listed = (await call<OrderListsResult>(env.app, '/api/order/lists', {}, asApp(user.token))).body.result.list
    assert.deepEqual(listed.map((o) => o.shop.platform_url), [none, eleOrder, grabbed].map((r) => r.body.result.shop.platform_url))
    const proof = await call<FreeMealOrder>(env.app, '/api/order/submitProof', { id, ...PROOF }, asApp(user.token))
    assert.equal(proof.body.result.shop.platform_url, standIn(meituan.shopId))
    const cancelled = await call<FreeMealOrder>(env.app, '/api/order/cancel', { id: eleOrder.body.result.id }, asApp(user.token))
    assert.equal(cancelled.body.result.shop.platform_url, standIn(ele.shopId))

    const page = await env.app.inject({ method: 'GET', url: `/dev/cps/shop/${meituan.shopId}` })
    assert.equal(page.statusCode, 200)
    assert.match(page.headers['content-type'] as string, /text\/html/)
    for (const text of ['开发环境·模拟美团外卖店铺页', '酸汤鱼测试店', '开发环境替身', 'https://h5.waimai.meituan.com/waimai/mindex/menu?dpShopId=123', '返回饭贝']) {
      assert.ok(page.body.includes(text), text)
    }
    const elePage = await env.app.inject({ method: 'GET', url: `/dev/cps/shop/${ele.shopId}` })
    assert.ok(elePage.body.includes('开发环境·模拟饿了么店铺页') && elePage.body.includes('饿了么测试店'))
    for (const url of ['/dev/cps/shop/999999', '/dev/cps/shop/abc']) {
      assert.equal((await env.app.inject({ method: 'GET', url })).statusCode, 404, url)
    }
  })

  test('production: the shop\'s stored platform link, and no stand-in is served', async () => {
    at('2026-03-22 10:30:00')
    const { shopId } = await dealShop({}, { platform: 'mt', platformUrl: 'https://h5.waimai.meituan.com/waimai/mindex/menu?dpShopId=456' })
    const production = await buildApp({
      db: db(), clock, logger: false,
      config: loadConfig({
        DATA_DIR: env.config.dataDir, H5_DIR: env.config.h5Dir, LOG_LEVEL: 'silent', NODE_ENV: 'production',
        SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id', SMS_ACCESS_KEY_SECRET: 's', SMS_SIGN_NAME: 'n', SMS_TEMPLATE_CODE: 'SMS_1',
        CAPTCHA_PROVIDER: 'svg', WECHAT_PROVIDER: 'official', WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's', PAYMENT_PROVIDER: 'none',
      }),
    })
    try {
      const user = await createUser(env)
      const grabbed = await call<FreeMealOrder>(production, '/api/order/grab', { shop_id: shopId }, asApp(user.token))
      assert.equal(grabbed.body.status, 1, grabbed.body.msg)
      assert.equal(grabbed.body.result.shop.platform_url, 'https://h5.waimai.meituan.com/waimai/mindex/menu?dpShopId=456')
      const shown = await call<FreeMealOrder>(production, '/api/order/detail', { id: grabbed.body.result.id }, asApp(user.token))
      assert.equal(shown.body.result.shop.platform_url, 'https://h5.waimai.meituan.com/waimai/mindex/menu?dpShopId=456')
      assert.equal((await production.inject({ method: 'GET', url: `/dev/cps/shop/${shopId}` })).statusCode, 404)
    } finally {
      await production.close()
    }
  })

  test('the stand-in goes with the coupon stand-in: CPS_PROVIDER=database outside production (or ALLOW_DEV_PROVIDERS)', () => {
    const provider = (env2: Record<string, string>) => createPlatformProvider(loadConfig(env2)).name
    assert.equal(provider({}), 'stand-in')
    assert.equal(provider({ NODE_ENV: 'production' }), 'stored')
    assert.equal(provider({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' }), 'stand-in')
    assert.equal(provider({ CPS_PROVIDER: 'meituan', CPS_MEITUAN_APP_KEY: 'k', CPS_MEITUAN_APP_SECRET: 's' }), 'stored')
  })
})
