import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { PaymentOrder } from '@api-types/member'
import type { Bill, BillsResult } from '@api-types/pay'
import type { BusinessOrderListsResult, BusinessOrderPayResult } from '@api-types/businessOrder'
import { ManualClock } from '../src/clock'
import { cities, goldPacks, memberTypes, shopCategories, shops, vouchers } from '../src/db/schema'
import { parseShanghaiTime } from '../src/lib'
import { refundMemberOrder } from '../src/modules/member/refund'
import { credit } from '../src/modules/wallet/ledger'
import { call, createUser, ON_POSTGRES, setup, type TestEnv, type User } from './helpers'

// 我的账单 (pay/bills): every order a user bought with money, whatever product sold it (a voucher
// order, a membership order, a gold pack order), in one list newest first, paged across products,
// never another user's. Every answer is checked against the call's schema (setup's answer check).

const clock = new ManualClock(parseShanghaiTime('2026-03-10 10:00:00'))
let env: TestEnv
let voucherId: number
let memberTypeId: number
let packId: number
before(async () => {
  env = await setup({ PAYMENT_SANDBOX_SECRET: 'test-sandbox-secret' }, { seed: false, clock })
  const db = env.database.db
  const [city] = await db.insert(cities).values({ code: 'bill-city', name: '账单市', latitude: 26.6, longitude: 106.7 }).returning()
  const [category] = await db.insert(shopCategories).values({ name: '火锅' }).returning()
  const [shop] = await db.insert(shops).values({
    name: '黔味酸汤鱼', logo: '/shops/logo.png', categoryId: category.id, cityId: city.id, address: '测试路1号', phone: '0851-1234567', latitude: 26.6, longitude: 106.7,
  }).returning()
  ;[{ id: voucherId }] = await db.insert(vouchers).values({ shopId: shop.id, title: '50元代金券', priceFen: 3990, faceValueFen: 5000, stock: 100 }).returning()
  ;[{ id: memberTypeId }] = await db.insert(memberTypes).values({ name: '月卡', priceFen: 990, days: 30 }).returning()
  ;[{ id: packId }] = await db.insert(goldPacks).values({ title: '1000金币', gold: 1000, bonusGold: 100, priceFen: 1000 }).returning()
})
after(async () => { await env.close() })

const at = (shanghai: string) => clock.set(parseShanghaiTime(shanghai))
async function buyer(): Promise<User> {
  const user = await createUser(env)
  await env.database.db.transaction((tx) => credit(tx, { userId: user.id, kind: 'ops_credit', amountFen: 100_00, refType: 'test', refId: user.id, at: clock.now() }))
  return user
}
async function ok<T>(user: User, path: string, body: Record<string, unknown>): Promise<T> {
  const r = await call<T>(env.app, path, body, { token: user.token })
  assert.equal(r.body.status, 1, `${path}: ${r.body.msg}`)
  return r.body.result
}
const bills = (user: User, body: Record<string, unknown> = {}) => ok<BillsResult>(user, '/api/pay/bills', body)
const brief = (b: Bill) => `${b.kind} ${b.title} ${b.status}`

/** At 10:00 two vouchers paid by the wallet, at 10:01 a month of membership left to pay (WeChat Pay), at 10:02 a gold pack paid by the wallet. */
async function buyAll(user: User) {
  at('2026-03-10 10:00:00')
  const voucher = await ok<BusinessOrderPayResult>(user, '/api/business_order/create', { voucher_id: voucherId, quantity: 2, pay_type: 3 })
  at('2026-03-10 10:01:00')
  const member = await ok<PaymentOrder>(user, '/api/member/recharge', { pay_type: 1, member_type_id: memberTypeId })
  at('2026-03-10 10:02:00')
  const gold = await ok<PaymentOrder>(user, '/api/discount/recharge', { pay_type: 3, gold_type: packId })
  return { voucher, member, gold }
}

describe(`pay/bills${ON_POSTGRES}`, () => {
  test('lists the voucher, membership and gold pack orders together, newest first', async () => {
    const user = await buyer()
    const { voucher, member, gold } = await buyAll(user)
    const page = await bills(user)
    assert.deepEqual({ ...page, list: undefined }, { list: undefined, total: 3, page: 1, limit: 10 })
    assert.deepEqual(page.list, [
      { kind: 'gold_pack', id: `gold_pack:${page.list[0].order_id}`, order_id: page.list[0].order_id, order_no: gold.order_no, title: '1000金币', subtitle: null, quantity: 1, amount: '10.00', status: 'paid', create_time: '2026-03-10 10:02:00', pay_time: '2026-03-10 10:02:00', expire_time: '2026-03-10 10:17:00', server_time: '2026-03-10 10:02:00' },
      { kind: 'member', id: `member:${page.list[1].order_id}`, order_id: page.list[1].order_id, order_no: member.order_no, title: '月卡', subtitle: null, quantity: 1, amount: '9.90', status: 'pending', create_time: '2026-03-10 10:01:00', pay_time: null, expire_time: '2026-03-10 10:16:00', server_time: '2026-03-10 10:02:00' },
      { kind: 'business_order', id: `business_order:${voucher.order.id}`, order_id: voucher.order.id, order_no: voucher.order.order_no, title: '50元代金券', subtitle: '黔味酸汤鱼', quantity: 2, amount: '79.80', status: 'paid', create_time: '2026-03-10 10:00:00', pay_time: '2026-03-10 10:00:00', expire_time: '2026-03-10 10:15:00', server_time: '2026-03-10 10:02:00' },
    ])
    // the voucher bills' own list is as it was
    const vouchersOnly = await ok<BusinessOrderListsResult>(user, '/api/business_order/lists', {})
    assert.deepEqual(vouchersOnly.list.map((o) => o.id), [voucher.order.id])
  })

  test('pages across the products without a gap or a repeat, and filters by status', async () => {
    const user = await buyer()
    await buyAll(user)
    at('2026-03-10 10:03:00')
    await ok<PaymentOrder>(user, '/api/discount/recharge', { pay_type: 1, gold_type: packId })
    const all = (await bills(user)).list.map(brief)
    assert.deepEqual(all, ['gold_pack 1000金币 pending', 'gold_pack 1000金币 paid', 'member 月卡 pending', 'business_order 50元代金券 paid'])
    const paged: string[] = []
    for (const page of [1, 2, 3]) {
      const r = await bills(user, { page, limit: 2 })
      assert.deepEqual([r.total, r.page, r.limit], [4, page, 2])
      paged.push(...r.list.map(brief))
    }
    assert.deepEqual(paged, all)
    const paid = await bills(user, { status: 'paid', page: 2, limit: 2 })
    assert.deepEqual([paid.total, paid.list.map(brief)], [2, []])
    assert.deepEqual((await bills(user, { status: 'paid' })).list.map(brief), ['gold_pack 1000金币 paid', 'business_order 50元代金券 paid'])
    assert.deepEqual((await bills(user, { status: 'pending', limit: 1, page: 2 })).list.map(brief), ['member 月卡 pending'])
  })

  test('an order not paid in time reads closed once its 15 minutes are over; a cancelled voucher order too', async () => {
    const user = await buyer()
    at('2026-03-10 10:00:00')
    const unpaid = await ok<BusinessOrderPayResult>(user, '/api/business_order/create', { voucher_id: voucherId, quantity: 1, pay_type: 1 })
    const cancelled = await ok<BusinessOrderPayResult>(user, '/api/business_order/create', { voucher_id: voucherId, quantity: 1, pay_type: 1 })
    await ok(user, '/api/business_order/cancel', { id: cancelled.order.id })
    await ok<PaymentOrder>(user, '/api/member/recharge', { pay_type: 1, member_type_id: memberTypeId })
    assert.deepEqual((await bills(user)).list.map((b) => [b.kind, b.status]),
      [['member', 'pending'], ['business_order', 'closed'], ['business_order', 'pending']])
    at('2026-03-10 10:15:00')
    const after = await bills(user)
    assert.deepEqual(after.list.map((b) => [b.kind, b.status]), [['member', 'closed'], ['business_order', 'closed'], ['business_order', 'closed']])
    assert.equal(after.list[2].order_id, unpaid.order.id)
    assert.equal((await bills(user, { status: 'pending' })).total, 0)
    assert.equal((await bills(user, { status: 'closed' })).total, 3)
  })

  test('a membership refunded to the wallet reads refunded', async () => {
    const user = await buyer()
    at('2026-03-10 11:00:00')
    const paid = await ok<PaymentOrder>(user, '/api/member/recharge', { pay_type: 3, member_type_id: memberTypeId })
    assert.equal((await refundMemberOrder(env.database.db, paid.order_no, '测试退款', clock.now(), env.app.reactions)).outcome, 'refunded')
    assert.deepEqual((await bills(user)).list.map((b) => [b.order_no, b.status, b.pay_time]), [[paid.order_no, 'refunded', '2026-03-10 11:00:00']])
    assert.equal((await bills(user, { status: 'refunded' })).total, 1)
    assert.equal((await bills(user, { status: 'paid' })).total, 0)
  })

  test("never shows another user's orders; needs login; refuses a status it does not know", async () => {
    const [mine, theirs] = [await buyer(), await buyer()]
    await buyAll(theirs)
    assert.deepEqual(await bills(mine), { list: [], total: 0, page: 1, limit: 10 })
    assert.equal((await bills(theirs)).total, 3)
    const anonymous = await call(env.app, '/api/pay/bills', {})
    assert.equal(anonymous.statusCode, 401)
    const bad = await call(env.app, '/api/pay/bills', { status: 'cancelled' }, { token: mine.token })
    assert.equal(bad.body.status, 0)
  })
})
