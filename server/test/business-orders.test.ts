import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { eq, sum } from 'drizzle-orm'
import type { BusinessOrder, BusinessOrderListsResult, BusinessOrderPayResult } from '@api-types/businessOrder'
import type { ShopDetail } from '@api-types/shop'
import { ManualClock } from '../src/clock'
import { loadConfig } from '../src/config'
import { businessOrderCodes, businessOrders, cities, payments, shopCategories, shops, vouchers, walletLedger, wallets } from '../src/db/schema'
import { parseShanghaiTime } from '../src/lib'
import { expireOrders, redeemCodeSource } from '../src/modules/businessOrder/service'
import { SandboxPaymentProvider } from '../src/providers/payment'
import { credit } from '../src/modules/wallet/ledger'
import { call, createUser, paymentNoOf, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// Nearby-shop voucher orders and payments: wallet payment exactly once,
// stock and per-user limit under parallel creates, the sandbox pay page and signed notifications
// end to end over HTTP, duplicates, forgeries, amount mismatch, expiry by the server's clock,
// cancel, lists/detail/ownership and bad input. Shops and vouchers are made here.

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''
const SECRET = 'test-sandbox-secret'
const clock = new ManualClock(parseShanghaiTime('2026-03-10 10:30:00'))
const MINUTE = 60_000
let env: TestEnv
let categoryId: number
let cityId: number
before(async () => {
  env = await setup({ PAYMENT_SANDBOX_SECRET: SECRET }, { seed: false, clock })
  ;[{ id: cityId }] = await db().insert(cities).values({ code: 'test-city', name: '测试市', latitude: 26.6, longitude: 106.7 }).returning({ id: cities.id })
  ;[{ id: categoryId }] = await db().insert(shopCategories).values({ name: '火锅' }).returning({ id: shopCategories.id })
})
after(async () => { await env.close() })

const db = () => env.database.db
const sandbox = new SandboxPaymentProvider(SECRET)

let shopSeq = 0
/** An open shop with one voucher: 39.90 for 50.00 unless given. */
async function voucherShop(voucher: Partial<typeof vouchers.$inferInsert> = {}, shop: Partial<typeof shops.$inferInsert> = {}) {
  shopSeq++
  const [s] = await db().insert(shops).values({
    name: `代金券店${shopSeq}`, logo: '/shops/logo.png', categoryId, cityId, address: `测试路${shopSeq}号`, phone: '0851-1234567',
    latitude: 26.6, longitude: 106.7, ...shop,
  }).returning({ id: shops.id })
  const [v] = await db().insert(vouchers).values({
    shopId: s.id, title: '50元代金券', priceFen: 3990, faceValueFen: 5000, stock: 100, perUserLimit: 5, validDays: 30, ...voucher,
  }).returning({ id: vouchers.id })
  return { shopId: s.id, voucherId: v.id }
}

async function topUp(userId: number, fen: number) {
  await db().transaction((tx) => credit(tx, { userId, kind: 'ops_credit', amountFen: fen, refType: 'test', refId: Math.floor(Math.random() * 1e9), at: clock.now() }))
}
const balance = async (userId: number) =>
  (await db().select({ b: wallets.balanceFen }).from(wallets).where(eq(wallets.userId, userId)))[0]?.b ?? 0
const soldOf = async (voucherId: number) => (await db().select({ sold: vouchers.sold }).from(vouchers).where(eq(vouchers.id, voucherId)))[0].sold

const create = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<BusinessOrderPayResult>(env.app, '/api/business_order/create', body, { token, headers })
const pay = (token: string, id: number, payType: number) => call<BusinessOrderPayResult>(env.app, '/api/business_order/pay', { id, pay_type: payType }, { token })
const detail = (token: string, id: number) => call<BusinessOrder>(env.app, '/api/business_order/detail', { id }, { token })
const cancel = (token: string, id: number) => call<BusinessOrder>(env.app, '/api/business_order/cancel', { id }, { token })
const lists = (token: string, body: Record<string, unknown> = {}) => call<BusinessOrderListsResult>(env.app, '/api/business_order/lists', body, { token })
const notify = (payload: unknown) => env.app.inject({
  method: 'POST', url: '/api/pay/notify/sandbox', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload),
})
const paymentOf = async (paymentNo: string) => (await db().select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0]
const storedCodes = async (orderId: number) =>
  (await db().select().from(businessOrderCodes).where(eq(businessOrderCodes.orderId, orderId))).map((c) => [c.seq, c.code]).sort((a, b) => Number(a[0]) - Number(b[0]))
const voucherDebits = async (userId: number) =>
  (await db().select().from(walletLedger).where(eq(walletLedger.userId, userId))).filter((r) => r.kind === 'voucher_payment')

/** A paid order carries one distinct 12-digit code per voucher, by seq, the same as stored; redeem_code is the first. */
async function assertCodes(order: BusinessOrder, quantity: number) {
  assert.equal(order.redeem_codes.length, quantity)
  assert.deepEqual(order.redeem_codes.map((c) => c.seq), Array.from({ length: quantity }, (_, i) => i + 1))
  for (const c of order.redeem_codes) assert.match(c.code, /^\d{12}$/)
  assert.equal(new Set(order.redeem_codes.map((c) => c.code)).size, quantity, 'each code is different')
  assert.equal(order.redeem_code, order.redeem_codes[0].code)
  assert.deepEqual(await storedCodes(order.id), order.redeem_codes.map((c) => [c.seq, c.code]))
}

describe(`voucher orders paid with the wallet${on}`, () => {
  test('pays at once: the order is paid with a 12-digit code valid for the voucher days, the wallet debited once', async () => {
    const { voucherId } = await voucherShop()
    const user = await createUser(env)
    await topUp(user.id, 10_000)
    const res = await create(user.token, { voucher_id: voucherId, quantity: 2, pay_type: 3 })
    assert.equal(res.body.status, 1, res.body.msg)
    assert.equal(res.body.msg, '支付成功')
    const { order, payment } = res.body.result!
    assert.equal(order.status, 'paid')
    assert.equal(order.amount, '79.80')
    assert.match(order.order_no, /^BO20260310\d{8}$/)
    assert.match(order.redeem_code!, /^\d{12}$/)
    assert.equal(order.pay_time, '2026-03-10 10:30:00')
    assert.equal(order.valid_until, '2026-04-09 10:30:00')
    assert.equal(payment.paid, true)
    assert.equal(await balance(user.id), 10_000 - 7980)
    const debits = await db().select().from(walletLedger).where(eq(walletLedger.kind, 'voucher_payment'))
    assert.equal(debits.filter((d) => d.userId === user.id).length, 1)
    assert.equal(await soldOf(voucherId), 2)
  })

  test('buying 3 issues 3 redeem codes, each unique, in the answer, the detail and the list; money and stock move once', async () => {
    const { voucherId } = await voucherShop()
    const user = await createUser(env)
    await topUp(user.id, 20_000)
    const res = await create(user.token, { voucher_id: voucherId, quantity: 3, pay_type: 3 })
    assert.equal(res.body.status, 1, res.body.msg)
    const { order } = res.body.result!
    await assertCodes(order, 3)
    assert.deepEqual((await detail(user.token, order.id)).body.result!.redeem_codes, order.redeem_codes)
    const listed = (await lists(user.token)).body.result!.list.find((o) => o.id === order.id)!
    assert.deepEqual(listed.redeem_codes, order.redeem_codes)
    assert.equal(order.amount, '119.70')
    assert.equal(await balance(user.id), 20_000 - 3 * 3990, 'paid once, for the three')
    assert.deepEqual((await voucherDebits(user.id)).map((d) => d.amountFen), [-3 * 3990])
    assert.equal(await soldOf(voucherId), 3)

    // one voucher: one code, as before
    const single = (await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 3 })).body.result!.order
    await assertCodes(single, 1)
    assert.ok(!order.redeem_codes.some((c) => c.code === single.redeem_code), 'codes are unique across orders')
  })

  test('a code another order already has is drawn again: the order is paid once with fresh codes', async () => {
    const { voucherId } = await voucherShop()
    const [first, second] = [await createUser(env), await createUser(env)]
    await topUp(first.id, 10_000)
    await topUp(second.id, 10_000)
    const taken = (await create(first.token, { voucher_id: voucherId, quantity: 1, pay_type: 3 })).body.result!.order.redeem_code!
    const real = redeemCodeSource.next
    let draws = 0
    // the first draw of the next purchase repeats the taken code
    redeemCodeSource.next = () => (draws++ === 0 ? taken : real())
    try {
      const res = await create(second.token, { voucher_id: voucherId, quantity: 2, pay_type: 3 })
      assert.equal(res.body.status, 1, res.body.msg)
      const { order } = res.body.result!
      await assertCodes(order, 2)
      assert.ok(!order.redeem_codes.some((c) => c.code === taken))
      assert.ok(draws > 2, 'the codes were drawn again')
    } finally {
      redeemCodeSource.next = real
    }
    assert.equal(await balance(second.id), 10_000 - 2 * 3990, 'debited once')
    assert.equal((await voucherDebits(second.id)).length, 1)
    assert.equal((await db().select().from(businessOrders).where(eq(businessOrders.userId, second.id))).length, 1, 'one order')
    assert.equal(await soldOf(voucherId), 3)
  })

  test('parallel creates with a balance for one: one is paid, the others refused with 钱包余额不足 and leave nothing', async () => {
    const { voucherId } = await voucherShop({ perUserLimit: 99 })
    const user = await createUser(env)
    await topUp(user.id, 5000)
    const results = await Promise.all(Array.from({ length: 8 }, () => create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 3 })))
    const paid = results.filter((r) => r.body.status === 1)
    assert.equal(paid.length, 1)
    for (const r of results.filter((x) => x.body.status !== 1)) assert.equal(r.body.msg, '钱包余额不足')
    assert.equal(await balance(user.id), 5000 - 3990)
    const [ledger] = await db().select({ total: sum(walletLedger.amountFen) }).from(walletLedger).where(eq(walletLedger.userId, user.id))
    assert.equal(Number(ledger.total), 5000 - 3990, 'the ledger sums to the balance')
    const orders = await db().select().from(businessOrders).where(eq(businessOrders.userId, user.id))
    assert.equal(orders.length, 1, 'refused creates write no order')
    assert.equal(await soldOf(voucherId), 1, 'refused creates hold no stock')
  })

  test('paying a pending order with the wallet, and without enough balance', async () => {
    const { voucherId } = await voucherShop()
    const user = await createUser(env)
    const started = await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 1 })
    const id = started.body.result!.order.id
    const poor = await pay(user.token, id, 3)
    assert.deepEqual([poor.body.status, poor.body.msg], [0, '钱包余额不足'])
    assert.equal((await detail(user.token, id)).body.result!.status, 'pending')
    await topUp(user.id, 3990)
    const paid = await pay(user.token, id, 3)
    assert.equal(paid.body.result!.order.status, 'paid')
    assert.equal(await balance(user.id), 0)
    assert.equal((await paymentOf(paymentNoOf(started.body.result!.payment))).status, 'closed', 'the provider payment no longer counts')
    const again = await pay(user.token, id, 3)
    assert.deepEqual([again.body.status, again.body.msg], [0, '订单已支付'])
  })
})

describe(`stock and limits${on}`, () => {
  test('20 parallel creates for 5 left: exactly 5 orders, the rest told 库存不足', async () => {
    const { voucherId } = await voucherShop({ stock: 10, sold: 5 })
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(env)))
    const results = await Promise.all(buyers.map((u) => create(u.token, { voucher_id: voucherId, quantity: 1, pay_type: 2 })))
    assert.equal(results.filter((r) => r.body.status === 1).length, 5)
    for (const r of results.filter((x) => x.body.status !== 1)) assert.equal(r.body.msg, '库存不足')
    assert.equal(await soldOf(voucherId), 10)
  })

  test('the per-user limit counts paid and pending orders, not cancelled ones', async () => {
    const { voucherId } = await voucherShop({ perUserLimit: 3 })
    const user = await createUser(env)
    await topUp(user.id, 100_000)
    assert.equal((await create(user.token, { voucher_id: voucherId, quantity: 2, pay_type: 3 })).body.status, 1)
    const pending = await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 1 })
    assert.equal(pending.body.status, 1)
    const over = await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 3 })
    assert.deepEqual([over.body.status, over.body.msg], [0, '每人限购3张，您还可购买0张'])
    await cancel(user.token, pending.body.result!.order.id)
    assert.equal((await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 3 })).body.status, 1)
    const tooMany = await create(user.token, { voucher_id: voucherId, quantity: 4, pay_type: 3 })
    assert.equal(tooMany.body.msg, '每人限购3张，您还可购买0张')
  })

  test('a disabled voucher or a closed shop cannot be bought', async () => {
    const user = await createUser(env)
    const disabled = await voucherShop({ enabled: false })
    const closed = await voucherShop({}, { status: 0 })
    for (const voucherId of [disabled.voucherId, closed.voucherId, 999_999]) {
      const res = await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 1 })
      assert.deepEqual([res.body.status, res.body.msg], [0, '该代金券已下架或店铺已停业'])
    }
  })
})

describe(`the sandbox provider and notifications${on}`, () => {
  test('end to end over HTTP: create → pay page → 确认支付 → notification → paid with a code → back to the app', async () => {
    const { voucherId, shopId } = await voucherShop({ title: '双人套餐券', priceFen: 6800, faceValueFen: 9800, rules: '周一至周日可用\n仅限堂食' })
    const user = await createUser(env)
    const res = await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 1 }, { origin: 'http://app.test:10086' })
    assert.equal(res.body.status, 1, res.body.msg)
    assert.equal(res.body.msg, '下单成功，请在15分钟内完成支付')
    const { order, payment } = res.body.result!
    assert.equal(order.status, 'pending')
    assert.equal(order.expire_time, '2026-03-10 10:45:00')
    assert.equal(payment.paid, false)
    assert.equal(payment.amount, '68.00')
    const payUrl = new URL(payment.pay_url!)
    assert.equal(payment.order_no, order.order_no, 'the answer names the order')
    assert.equal(payUrl.pathname, `/dev/pay/${paymentNoOf(payment)}`)
    assert.match(paymentNoOf(payment), /^PAY20260310\d{10}$/)
    const back = `http://app.test:10086/#/pages/business_order/order_detail?id=${order.id}`
    assert.equal(payUrl.searchParams.get('return'), back)

    const pageRes = await env.app.inject({ method: 'GET', url: payUrl.pathname + payUrl.search })
    assert.equal(pageRes.statusCode, 200)
    assert.match(pageRes.headers['content-type'] as string, /text\/html/)
    for (const text of ['开发环境·模拟支付', `代金券店${shopSeq}`, '双人套餐券', '68.00', '确认支付', '取消支付']) assert.ok(pageRes.body.includes(text), text)

    const confirm = await env.app.inject({
      method: 'POST', url: `${payUrl.pathname}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ return: back }).toString(),
    })
    assert.equal(confirm.statusCode, 303)
    assert.equal(confirm.headers.location, back)
    const paid = (await detail(user.token, order.id)).body.result!
    assert.equal(paid.status, 'paid')
    assert.equal(paid.pay_type, 1)
    assert.equal(paid.voucher.rules, '周一至周日可用\n仅限堂食', 'the bill carries the terms of use')
    assert.match(paid.redeem_code!, /^\d{12}$/)
    assert.equal((await paymentOf(paymentNoOf(payment))).status, 'paid')
    const shop = await call<ShopDetail>(env.app, '/api/shop/detail', { id: shopId })
    assert.equal(shop.body.result!.vouchers[0].stock_left, 99)
    // the page of a paid payment says so and offers no pay button
    const again = await env.app.inject({ method: 'GET', url: payUrl.pathname })
    assert.ok(again.body.includes('该订单已支付') && !again.body.includes('确认支付'))
  })

  test('取消支付 returns to the app and leaves the order pending', async () => {
    const { voucherId } = await voucherShop()
    const user = await createUser(env)
    const { order, payment } = (await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 2 })).body.result!
    const back = new URL(payment.pay_url!).searchParams.get('return')!
    const res = await env.app.inject({
      method: 'POST', url: `/dev/pay/${paymentNoOf(payment)}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ return: back }).toString(),
    })
    assert.deepEqual([res.statusCode, res.headers.location], [303, back])
    assert.equal((await detail(user.token, order.id)).body.result!.status, 'pending')
  })

  test('a duplicate notification changes nothing; forged, unknown and mismatched ones get HTTP 400 and change nothing', async () => {
    const { voucherId } = await voucherShop()
    const user = await createUser(env)
    const { order, payment } = (await create(user.token, { voucher_id: voucherId, quantity: 2, pay_type: 1 })).body.result!
    const good = sandbox.notification(paymentNoOf(payment), 7980)

    const forged = await notify({ ...good, sign: 'f'.repeat(64) })
    assert.equal(forged.statusCode, 400)
    const wrongKey = new SandboxPaymentProvider('another-key').notification(paymentNoOf(payment), 7980)
    assert.equal((await notify(wrongKey)).statusCode, 400)
    const mismatched = sandbox.notification(paymentNoOf(payment), 1)
    assert.equal((await notify(mismatched)).statusCode, 400, 'a signed notification of another amount is refused')
    assert.equal((await notify(sandbox.notification('PAY-NO-SUCH', 7980))).statusCode, 400)
    assert.equal((await notify({ payment_no: paymentNoOf(payment) })).statusCode, 400)
    const badJson = await env.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: { 'content-type': 'application/json' }, payload: '{' })
    assert.equal(badJson.statusCode, 400)
    const otherProvider = await env.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(good) })
    assert.equal(otherProvider.statusCode, 400)
    assert.equal((await detail(user.token, order.id)).body.result!.status, 'pending', 'none of them changed anything')

    assert.equal((await notify(good)).statusCode, 200)
    const first = (await detail(user.token, order.id)).body.result!
    assert.equal(first.status, 'paid')
    await assertCodes(first, 2)
    const dup = await notify(good)
    assert.equal(dup.statusCode, 200)
    const second = (await detail(user.token, order.id)).body.result!
    assert.deepEqual([second.redeem_codes, second.pay_time], [first.redeem_codes, first.pay_time], 'a duplicate changes nothing')
    await assertCodes(second, 2)
    assert.equal((await paymentOf(paymentNoOf(payment))).providerTradeNo, good.trade_no)
  })

  test('parallel deliveries of one notification pay a 4-voucher order once with 4 codes; pending and cancelled orders have none', async () => {
    const { voucherId } = await voucherShop()
    const user = await createUser(env)
    const { order, payment } = (await create(user.token, { voucher_id: voucherId, quantity: 4, pay_type: 2 })).body.result!
    assert.deepEqual([order.redeem_code, order.redeem_codes], [null, []], 'no code before it is paid')
    const good = sandbox.notification(paymentNoOf(payment), 4 * 3990)
    const results = await Promise.all(Array.from({ length: 6 }, () => notify(good)))
    assert.ok(results.every((r) => r.statusCode === 200))
    assert.deepEqual(results.map((r) => (r.json() as { message: string }).message).sort(), ['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid'])
    const paid = (await detail(user.token, order.id)).body.result!
    assert.equal(paid.status, 'paid')
    await assertCodes(paid, 4)
    assert.equal((await paymentOf(paymentNoOf(payment))).status, 'paid')
    assert.equal(await soldOf(voucherId), 4)
    assert.equal(await balance(user.id), 0, 'nothing refunded: the money bought the four')

    const dropped = (await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 1 })).body.result!.order
    const cancelled = (await cancel(user.token, dropped.id)).body.result!
    assert.deepEqual([cancelled.redeem_code, cancelled.redeem_codes], [null, []])
    assert.deepEqual(await storedCodes(dropped.id), [])
  })

  test('paying again closes the earlier payment: its late money goes to the wallet once, the new one pays', async () => {
    const { voucherId } = await voucherShop()
    const user = await createUser(env)
    const first = (await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 1 })).body.result!
    const second = (await pay(user.token, first.order.id, 2)).body.result!
    assert.notEqual(paymentNoOf(second.payment), paymentNoOf(first.payment))
    assert.equal((await paymentOf(paymentNoOf(first.payment))).status, 'closed')
    // the provider delivers the late notification several times at once
    const late = await Promise.all(Array.from({ length: 8 }, () => notify(sandbox.notification(paymentNoOf(first.payment), 3990))))
    assert.ok(late.every((r) => r.statusCode === 200), 'the provider is told OK so it stops retrying')
    assert.deepEqual(late.map((r) => (r.json() as { message: string }).message).sort(), ['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'refunded'])
    assert.equal((await detail(user.token, first.order.id)).body.result!.status, 'pending', 'it bought nothing')
    assert.equal((await paymentOf(paymentNoOf(first.payment))).status, 'refunded')
    assert.equal(await balance(user.id), 3990, 'the money is in the wallet, once')
    const refunds = await db().select().from(walletLedger).where(eq(walletLedger.userId, user.id))
    assert.deepEqual(refunds.map((r) => [r.kind, r.amountFen]), [['payment_refund', 3990]])
    assert.equal((await notify(sandbox.notification(paymentNoOf(second.payment), 3990))).statusCode, 200)
    const paid = (await detail(user.token, first.order.id)).body.result!
    assert.deepEqual([paid.status, paid.pay_type], ['paid', 2])
  })
})

describe(`expiry, cancel, lists and detail${on}`, () => {
  test('unpaid after 15 minutes: cancelled with stock returned; the sandbox refuses it; a late notification is refunded to the wallet', async () => {
    clock.set(parseShanghaiTime('2026-03-11 09:00:00'))
    const { voucherId } = await voucherShop()
    const user = await createUser(env)
    const { order, payment } = (await create(user.token, { voucher_id: voucherId, quantity: 3, pay_type: 1 })).body.result!
    assert.equal(await soldOf(voucherId), 3)
    clock.advance(15 * MINUTE - 1000)
    assert.equal((await detail(user.token, order.id)).body.result!.status, 'pending')
    clock.advance(1000)
    const expired = (await detail(user.token, order.id)).body.result!
    assert.equal(expired.status, 'cancelled')
    assert.equal(await soldOf(voucherId), 0)
    assert.equal((await paymentOf(paymentNoOf(payment))).status, 'closed')
    // the sandbox takes no money for a closed payment
    const page = await env.app.inject({
      method: 'POST', url: `/dev/pay/${paymentNoOf(payment)}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '',
    })
    assert.equal(page.statusCode, 409)
    assert.ok(page.body.includes('支付单已关闭或已超时，未扣款'))
    assert.equal((await paymentOf(paymentNoOf(payment))).status, 'closed')
    // a real provider's notification that raced the expiry: the money goes to the wallet
    const late = await notify(sandbox.notification(paymentNoOf(payment), 3 * 3990))
    assert.equal(late.statusCode, 200)
    assert.equal((await detail(user.token, order.id)).body.result!.status, 'cancelled')
    assert.equal((await paymentOf(paymentNoOf(payment))).status, 'refunded')
    assert.equal(await balance(user.id), 3 * 3990)
    const payLate = await pay(user.token, order.id, 1)
    assert.deepEqual([payLate.body.status, payLate.body.msg], [0, '订单已取消或已超时，请重新下单'])
  })

  test('the sweep cancels expired orders; a notification racing past expiry buys nothing and is refunded to the wallet', async () => {
    clock.set(parseShanghaiTime('2026-03-12 09:00:00'))
    const { voucherId } = await voucherShop()
    const user = await createUser(env)
    const a = (await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 1 })).body.result!
    const b = (await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 2 })).body.result!
    clock.advance(16 * MINUTE)
    // b's notification arrives before any sweep or read: expired, so nothing is bought and the money goes to the wallet
    assert.equal((await notify(sandbox.notification(paymentNoOf(b.payment), 3990))).statusCode, 200)
    assert.equal((await paymentOf(paymentNoOf(b.payment))).status, 'refunded')
    assert.equal(await balance(user.id), 3990)
    assert.ok(await expireOrders(db(), clock.now()) >= 1)
    const rows = await db().select({ id: businessOrders.id, status: businessOrders.status }).from(businessOrders).where(eq(businessOrders.voucherId, voucherId))
    assert.deepEqual(rows.map((r) => r.status), ['cancelled', 'cancelled'])
    assert.equal(await soldOf(voucherId), 0)
    assert.equal((await paymentOf(paymentNoOf(a.payment))).status, 'closed')
  })

  test('cancel: a pending order only; stock returned; then it cannot be paid', async () => {
    const { voucherId } = await voucherShop()
    const user = await createUser(env)
    await topUp(user.id, 10_000)
    const { order, payment } = (await create(user.token, { voucher_id: voucherId, quantity: 2, pay_type: 1 })).body.result!
    const res = await cancel(user.token, order.id)
    assert.deepEqual([res.body.status, res.body.msg, res.body.result!.status], [1, '订单已取消', 'cancelled'])
    assert.equal(await soldOf(voucherId), 0)
    assert.equal((await paymentOf(paymentNoOf(payment))).status, 'closed')
    assert.equal((await cancel(user.token, order.id)).body.msg, '订单已取消或已超时，请重新下单')
    assert.equal((await pay(user.token, order.id, 3)).body.msg, '订单已取消或已超时，请重新下单')
    assert.equal(await balance(user.id), 10_000)
    const paid = (await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 3 })).body.result!
    assert.equal((await cancel(user.token, paid.order.id)).body.msg, '订单已支付')
  })

  test('lists newest first with a status filter; detail and cancel of another user’s order are not found', async () => {
    const { voucherId } = await voucherShop()
    const [user, other] = [await createUser(env), await createUser(env)]
    await topUp(user.id, 10_000)
    const paid = (await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 3 })).body.result!.order
    const pending = (await create(user.token, { voucher_id: voucherId, quantity: 1, pay_type: 1 })).body.result!.order
    const all = (await lists(user.token)).body.result!
    assert.deepEqual(all.list.map((o) => o.id), [pending.id, paid.id])
    assert.equal(all.total, 2)
    assert.equal(all.list[1].shop.phone, '0851-1234567')
    assert.deepEqual((await lists(user.token, { status: 'paid' })).body.result!.list.map((o) => o.id), [paid.id])
    assert.equal((await lists(other.token)).body.result!.total, 0)
    for (const res of [await detail(other.token, paid.id), await cancel(other.token, pending.id), await pay(other.token, pending.id, 1)]) {
      assert.deepEqual([res.body.status, res.body.msg], [0, '订单不存在'])
    }
  })

  test('bad input gets a clear message; the calls need login', async () => {
    const { voucherId } = await voucherShop()
    const user = await createUser(env)
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 1, pay_type: 1 }, '请填写代金券'],
      [{ voucher_id: voucherId, quantity: 0, pay_type: 1 }, '购买数量不能小于1'],
      [{ voucher_id: voucherId, quantity: 100, pay_type: 1 }, '购买数量不能大于99'],
      [{ voucher_id: voucherId, quantity: 1, pay_type: 4 }, '支付方式不正确'],
      [{ voucher_id: voucherId, quantity: '1', pay_type: 1 }, ''],
    ]
    for (const [body, msg] of cases) {
      const res = await create(user.token, body)
      assert.equal(res.body.status, 0, JSON.stringify(body))
      if (msg) assert.equal(res.body.msg, msg)
      else assert.ok(res.body.msg.includes('购买数量'), res.body.msg)
    }
    const anon = await call(env.app, '/api/business_order/create', { voucher_id: voucherId, quantity: 1, pay_type: 1 })
    assert.equal(anon.statusCode, 401)
  })

  test('ShopDetail lists the shop’s enabled vouchers cheapest first with stock left', async () => {
    const { shopId } = await voucherShop({ title: '100元代金券', priceFen: 7900, faceValueFen: 10000, stock: 50, sold: 20 })
    await db().insert(vouchers).values([
      { shopId, title: '20元代金券', priceFen: 1590, faceValueFen: 2000, stock: 300, sold: 0 },
      { shopId, title: '下架券', priceFen: 100, faceValueFen: 200, stock: 10, enabled: false },
    ])
    const res = await call<ShopDetail>(env.app, '/api/shop/detail', { id: shopId })
    const list = res.body.result!.vouchers
    assert.deepEqual(list.map((v) => [v.title, v.price, v.face_value, v.stock_left, v.sold]), [
      ['20元代金券', '15.90', '20.00', 300, 0],
      ['100元代金券', '79.00', '100.00', 30, 20],
    ])
  })
})

describe('payment provider config', () => {
  test('sandbox is the default; WeChat Pay and Alipay without their settings stop the start, naming what is missing', () => {
    assert.equal(loadConfig({}).providers.payment.provider, 'sandbox')
    assert.notEqual(loadConfig({}).providers.payment.sandboxSecret, loadConfig({}).providers.payment.sandboxSecret, 'a random key per start')
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER: 'wechat' }), /PAYMENT_PROVIDER "wechat" needs its settings: set WECHATPAY_MCH_ID/)
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER: 'alipay' }), /PAYMENT_PROVIDER "alipay" needs its settings: set ALIPAY_APP_ID/)
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' }), /unknown/)
  })
})

describe(`PAYMENT_PROVIDER=none: only the wallet pays${on}`, () => {
  test('the wallet still pays; WeChat Pay / Alipay are refused with a clear message and leave nothing; no notify route', async () => {
    const walletOnly = await setup({ PAYMENT_PROVIDER: 'none' }, { seed: false, clock })
    try {
      const wdb = walletOnly.database.db
      const [{ id: city }] = await wdb.insert(cities).values({ code: 'w-city', name: '钱包市', latitude: 26.6, longitude: 106.7 }).returning({ id: cities.id })
      const [{ id: category }] = await wdb.insert(shopCategories).values({ name: '快餐' }).returning({ id: shopCategories.id })
      const [s] = await wdb.insert(shops).values({ name: '钱包店', categoryId: category, cityId: city, latitude: 26.6, longitude: 106.7 }).returning({ id: shops.id })
      const [v] = await wdb.insert(vouchers).values({ shopId: s.id, title: '20元代金券', priceFen: 1500, faceValueFen: 2000, stock: 10 }).returning({ id: vouchers.id })
      const user = await createUser(walletOnly)
      await wdb.transaction((tx) => credit(tx, { userId: user.id, kind: 'ops_credit', amountFen: 5000, refType: 'test', refId: user.id, note: '', at: clock.now() }))
      const byAlipay = await call(walletOnly.app, '/api/business_order/create', { voucher_id: v.id, quantity: 1, pay_type: 2 }, { token: user.token })
      assert.deepEqual([byAlipay.body.status, byAlipay.body.msg], [0, '暂不支持该支付方式，请使用钱包余额支付'])
      assert.equal((await wdb.select().from(businessOrders)).length, 0, 'no order written')
      const byWallet = await call<BusinessOrderPayResult>(walletOnly.app, '/api/business_order/create', { voucher_id: v.id, quantity: 1, pay_type: 3 }, { token: user.token })
      assert.equal(byWallet.body.status, 1, byWallet.body.msg)
      assert.equal(byWallet.body.result.order.status, 'paid')
      const forged = await walletOnly.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: { payment_no: 'PAY1', trade_no: 't', amount_fen: 1500, sign: 'x' } })
      assert.equal(forged.statusCode, 400)
      assert.equal((await walletOnly.app.inject({ method: 'GET', url: '/dev/pay/PAY1' })).statusCode, 404, 'no sandbox page')
    } finally {
      await walletOnly.close()
    }
  })
})
