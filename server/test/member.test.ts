import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { after, before, describe, test } from 'node:test'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type {
  MemberFreeResult, MemberGetAwardResult, MemberGiveResult, MemberInfo, MemberListsResult, MemberNewInfo, MemberRechargeInfo, PaymentOrder,
} from '@api-types/member'
import type { SignInListsResult, SignInRedeemMemberResult } from '@api-types/signIn'
import { buildApp } from '../src/app'
import {
  freeMealDeals, freeMealOrders, goldLedger, memberOrders, memberTaskClaims, memberTasks, memberTypes, membershipGrants, payments, signIns,
  userMemberships, users, walletLedger,
} from '../src/db/schema'
import { formatTime, parseShanghaiTime } from '../src/lib'
import { goldBook } from '../src/modules/gold/ledger'
import { membership } from '../src/modules/member/membership'
import { expireMemberOrders } from '../src/modules/member/orders'
import { credit } from '../src/modules/wallet/ledger'
import { createOpsToken, writeOpsPort } from '../src/ops/endpoint'
import { SandboxPaymentProvider } from '../src/providers/payment'
import {
  appOnClock, call, checkedUsers, createUser, ON_POSTGRES as on, paymentNoOf, plusDays as plus, setup, type User,
} from './helpers'

// Membership end to end over HTTP on a real database (docs/rules.md "Membership"): the seeded
// types and tasks, buying with the wallet and through the sandbox provider's signed notifications
// (duplicates, ten at once, late money to the wallet, forgeries), expiry extended and never
// shortened, the one trial and the one award per task under parallel calls, membership for gold,
// bad input, and the operators' grant / revoke / list through the ops endpoint. After every test
// each user's wallet and gold ledgers sum to their balances.

const SECRET = 'member-sandbox-secret'
const DAY = 86_400_000
const sandbox = new SandboxPaymentProvider(SECRET)
let types: { month: number; quarter: number; year: number }
let tasks: { invite: number; streak: number }
const { env, clock, db, at, later, giveGold, topUp, balance, expiry, post, notify, paymentRow } = appOnClock('2026-03-10 10:30:00', { PAYMENT_SANDBOX_SECRET: SECRET }, async () => {
  const rows = await db().select().from(memberTypes).orderBy(asc(memberTypes.sort))
  types = { month: rows[0].id, quarter: rows[1].id, year: rows[2].id }
  const t = await db().select().from(memberTasks).orderBy(asc(memberTasks.sort))
  tasks = { invite: t[0].id, streak: t[1].id }
})
/** Every user a test made is checked after it: wallet and gold ledgers sum to the balances. */
const user = checkedUsers(env)

const grantsOf = (userId: number) => db().select().from(membershipGrants).where(eq(membershipGrants.userId, userId)).orderBy(asc(membershipGrants.id))
const ordersOf = (userId: number) => db().select().from(memberOrders).where(eq(memberOrders.userId, userId)).orderBy(asc(memberOrders.id))

const recharge = (u: User, payType: unknown, memberTypeId: unknown, headers: Record<string, string> = {}) =>
  post<PaymentOrder>(u, '/api/member/recharge', { pay_type: payType, member_type_id: memberTypeId }, headers)
const info = async (u: User) => {
  const r = await post<MemberInfo>(u, '/api/member/info')
  assert.equal(r.body.status, 1, r.body.msg)
  return r.body.result
}
const lists = (u: User, body: Record<string, unknown> = {}) => post<MemberListsResult>(u, '/api/member/lists', body)
const messageOf = (r: { json(): unknown }) => (r.json() as { message: string }).message

describe(`member pages${on}`, () => {
  test('rechargeInfo: the seeded types in order, the pay types with names, the balance and the state', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    await topUp(u.id, 1234)
    const r = await post<MemberRechargeInfo>(u, '/api/member/rechargeInfo')
    assert.equal(r.body.status, 1, r.body.msg)
    const result = r.body.result
    assert.deepEqual(result.member_types.map((t) => [t.name, t.price, t.days]), [['月卡', '9.90', 30], ['季卡', '25.90', 90], ['年卡', '88.00', 365]])
    assert.equal(result.member_types[2].tag, '最划算')
    assert.equal(result.member_types[0].tag, undefined, 'no badge: no tag field')
    assert.equal(result.member_types[0].original_price, '15.00')
    assert.deepEqual(result.member_types.map((t) => t.gold_price), [3000, null, null])
    assert.ok(result.member_types.every((t) => typeof t.description === 'string' && t.description.length > 0))
    assert.deepEqual(result.pay_types, [
      { pay_type: 1, name: '微信支付', enabled: true }, { pay_type: 2, name: '支付宝', enabled: true }, { pay_type: 3, name: '余额支付', enabled: true },
    ])
    assert.equal(result.balance, '12.34')
    assert.deepEqual([result.is_member, result.expire_time], [false, null])
    const en = await call<MemberRechargeInfo>(env.app, '/api/member/rechargeInfo', {}, { token: u.token, lang: 'en' })
    assert.equal(en.body.result.pay_types[0].name, 'WeChat Pay')
  })

  test('a disabled type is neither offered nor sold', async () => {
    at('2026-03-10 10:30:00')
    const [hidden] = await db().insert(memberTypes).values({ name: '周卡', priceFen: 300, days: 7, goldPrice: 100, enabled: false, sort: 9 }).returning()
    const u = await user()
    await topUp(u.id, 1000)
    await giveGold(u.id, 500)
    const r = await post<MemberRechargeInfo>(u, '/api/member/rechargeInfo')
    assert.ok(!r.body.result.member_types.some((t) => t.id === hidden.id))
    const bought = await recharge(u, 3, hidden.id)
    assert.deepEqual([bought.body.status, bought.body.msg], [0, '该会员类型不存在或已下架'])
    const gold = await post(u, '/api/signIn/redeemMember', { member_type: hidden.id })
    assert.deepEqual([gold.body.status, gold.body.msg], [0, '该会员类型不存在或已下架'])
    assert.equal(await balance(u.id), 1000)
    assert.equal(await expiry(u.id), null)
  })

  test('info and newInfo of a new user: no membership, the benefits, the trial available, the tasks not started', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const i = await info(u)
    assert.deepEqual(
      [i.is_member, i.expire_time, i.member_type_id, i.member_type_name, i.saved_amount, i.trial_available],
      [false, null, null, null, '0.00', true],
    )
    assert.deepEqual(i.benefits.map((b) => b.title), ['免单返利更高', '签到金币翻倍', '会员专享霸王餐'])
    assert.ok(i.benefits.every((b) => b.description.length > 0))
    const n = await post<MemberNewInfo>(u, '/api/member/newInfo')
    assert.equal(n.body.status, 1, n.body.msg)
    assert.deepEqual({ ...n.body.result, member_types: undefined, tasks: undefined }, { ...i, member_types: undefined, tasks: undefined })
    assert.deepEqual(n.body.result.member_types.map((t) => t.name), ['月卡', '季卡', '年卡'])
    assert.deepEqual(n.body.result.tasks.map((t) => [t.title, t.progress, t.target, t.award_days, t.status, t.path]), [
      ['邀请3位好友注册', 0, 3, 7, 0, '/pages/share/share'],
      ['连续签到7天', 0, 7, 3, 0, '/pages/signin/signin'],
    ])
  })

  test('saved_amount: the member rebate above the deal rebate over approved free meals', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const [deal] = await db().select().from(freeMealDeals).where(gt(freeMealDeals.memberRebateFen, freeMealDeals.rebateFen)).limit(1)
    const extra = deal.memberRebateFen - deal.rebateFen
    const order = (n: number, status: string, rebateFen: number) => ({
      orderNo: `FM20260310${String(u.id).padStart(4, '0')}${n}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`,
      userId: u.id, shopId: deal.shopId, dealId: deal.id, day: `2026-03-0${n}`, window: 'am', status,
      orderPriceFen: deal.orderPriceFen, rebateFen, minOrderFen: deal.minOrderFen, expiresAt: clock.now(),
    })
    await db().insert(freeMealOrders).values([
      order(1, 'approved', deal.memberRebateFen), order(2, 'approved', deal.memberRebateFen), order(3, 'approved', deal.rebateFen),
      order(4, 'rejected', deal.memberRebateFen),
    ])
    const i = await info(u)
    assert.equal(i.saved_amount, (2 * extra / 100).toFixed(2))
  })
})

describe(`buying with the wallet${on}`, () => {
  test('pays and grants at once; a second purchase adds to the first; the orders are listed newest first', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    await topUp(u.id, 5000)
    const first = await recharge(u, 3, types.month)
    assert.equal(first.body.status, 1, first.body.msg)
    assert.equal(first.body.msg, '开通成功')
    assert.equal(first.body.result.paid, true)
    assert.equal(first.body.result.amount, '9.90')
    assert.equal(first.body.result.pay_type, 3)
    assert.match(first.body.result.order_no, /^MB20260310\d{8}$/)
    const start = clock.now()
    assert.equal(formatTime(await expiry(u.id)), plus(start, 30))
    assert.equal(await balance(u.id), 5000 - 990)

    later(DAY)
    const second = await recharge(u, 3, types.quarter)
    assert.equal(second.body.status, 1, second.body.msg)
    assert.equal(formatTime(await expiry(u.id)), plus(start, 30 + 90), 'added to the running membership, not to now')
    assert.equal(await balance(u.id), 5000 - 990 - 2590)
    const i = await info(u)
    assert.deepEqual([i.is_member, i.expire_time, i.member_type_id, i.member_type_name, i.trial_available], [true, plus(start, 120), types.quarter, '季卡', false])

    const grants = await grantsOf(u.id)
    assert.deepEqual(grants.map((g) => [g.source, g.days, formatTime(g.expireBefore), formatTime(g.expireAfter)]), [
      ['purchase', 30, null, plus(start, 30)],
      ['purchase', 90, plus(start, 30), plus(start, 120)],
    ])
    const listed = await lists(u)
    assert.equal(listed.body.status, 1, listed.body.msg)
    assert.deepEqual([listed.body.result.total, listed.body.result.page, listed.body.result.limit], [2, 1, 10])
    assert.deepEqual(listed.body.result.list.map((o) => [o.member_type_name, o.amount, o.days, o.pay_type, o.status]), [
      ['季卡', '25.90', 90, 3, 'paid'], ['月卡', '9.90', 30, 3, 'paid'],
    ])
    assert.equal(listed.body.result.list[1].order_no, first.body.result.order_no)
    assert.equal(listed.body.result.list[0].pay_time, formatTime(clock.now()))
    const page2 = await lists(u, { page: 2, limit: 1 })
    assert.deepEqual(page2.body.result.list.map((o) => o.member_type_name), ['月卡'])
    assert.equal((await db().select().from(walletLedger).where(and(eq(walletLedger.userId, u.id), eq(walletLedger.kind, 'member_payment')))).length, 2)
  })

  test('never shortens: a long membership grows by the days bought; a lapsed one starts again from now', async () => {
    at('2026-03-10 10:30:00')
    const [long, lapsed] = [await user(), await user()]
    const far = parseShanghaiTime('2027-06-01 00:00:00')
    await db().insert(userMemberships).values([{ userId: long.id, expireAt: far }, { userId: lapsed.id, expireAt: parseShanghaiTime('2026-01-01 00:00:00') }])
    await topUp(long.id, 990)
    await topUp(lapsed.id, 990)
    assert.equal((await recharge(long, 3, types.month)).body.status, 1)
    assert.equal(formatTime(await expiry(long.id)), plus(far, 30))
    assert.equal((await recharge(lapsed, 3, types.month)).body.status, 1)
    assert.equal(formatTime(await expiry(lapsed.id)), plus(clock.now(), 30))
    assert.equal((await grantsOf(lapsed.id))[0].expireBefore?.getTime(), parseShanghaiTime('2026-01-01 00:00:00').getTime())
  })

  test('钱包余额不足 writes nothing: no order, no ledger row, no membership', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    await topUp(u.id, 989)
    const r = await recharge(u, 3, types.month)
    assert.deepEqual([r.body.status, r.body.msg, r.body.result], [0, '钱包余额不足', null])
    assert.equal((await ordersOf(u.id)).length, 0)
    assert.equal(await balance(u.id), 989)
    assert.equal(await expiry(u.id), null)
    assert.equal((await grantsOf(u.id)).length, 0)
  })

  test('parallel wallet purchases with money for one: one is paid, the others are refused, the ledger sums', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    await topUp(u.id, 990)
    const results = await Promise.all(Array.from({ length: 8 }, () => recharge(u, 3, types.month)))
    assert.equal(results.filter((r) => r.body.status === 1).length, 1)
    for (const r of results.filter((x) => x.body.status !== 1)) assert.equal(r.body.msg, '钱包余额不足')
    assert.equal(await balance(u.id), 0)
    assert.deepEqual((await ordersOf(u.id)).map((o) => o.status), ['paid'])
    assert.equal((await grantsOf(u.id)).length, 1)
  })
})

describe(`buying through the sandbox provider${on}`, () => {
  test('end to end: recharge → pay page → signed notification → paid and granted once', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const r = await recharge(u, 1, types.year, { origin: 'http://app.test:10086' })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.msg, '下单成功，请在15分钟内完成支付')
    const p = r.body.result
    assert.deepEqual([p.paid, p.amount, p.pay_type, p.expire_time, p.pay_params], [false, '88.00', 1, '2026-03-10 10:45:00', null])
    assert.match(p.order_no, /^MB20260310\d{8}$/)
    const url = new URL(p.pay_url!)
    const paymentNo = paymentNoOf(p)
    assert.match(paymentNo, /^PAY20260310\d{10}$/)
    assert.equal(url.searchParams.get('return'), `http://app.test:10086/#/pagesme/vip/vip?order_no=${p.order_no}`, 'back to 开通会员, which shows the order\'s result')
    const stored = await paymentRow(paymentNo)
    assert.deepEqual([stored.purpose, stored.status, stored.amountFen, stored.provider], ['member', 'pending', 8800, 'sandbox'])
    assert.deepEqual((await lists(u)).body.result.list.map((o) => [o.order_no, o.status, o.pay_type]), [[p.order_no, 'pending', 1]])

    const page = await env.app.inject({ method: 'GET', url: url.pathname + url.search })
    assert.equal(page.statusCode, 200)
    for (const text of ['饭贝会员', '年卡', '88.00', '确认支付']) assert.ok(page.body.includes(text), text)

    later(60_000)
    const ok = await notify(sandbox.notification(paymentNo, 8800))
    assert.deepEqual([ok.statusCode, ok.json()], [200, { code: 'SUCCESS', message: 'paid' }])
    assert.equal(formatTime(await expiry(u.id)), plus(clock.now(), 365))
    assert.equal((await paymentRow(paymentNo)).status, 'paid')
    const [order] = (await lists(u)).body.result.list
    assert.deepEqual([order.status, order.pay_time], ['paid', formatTime(clock.now())])
    const dup = await notify(sandbox.notification(paymentNo, 8800))
    assert.deepEqual([dup.statusCode, dup.json()], [200, { code: 'SUCCESS', message: 'duplicate' }])
    assert.equal((await grantsOf(u.id)).length, 1)
    assert.equal(await balance(u.id), 0, 'nothing went to the wallet')
    assert.equal((await info(u)).member_type_name, '年卡')
  })

  test('the sandbox page confirms a membership payment and goes back to the app', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const p = (await recharge(u, 2, types.month)).body.result
    const url = new URL(p.pay_url!)
    const back = url.searchParams.get('return')!
    const confirm = await env.app.inject({
      method: 'POST', url: `${url.pathname}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ return: back }).toString(),
    })
    assert.deepEqual([confirm.statusCode, confirm.headers.location], [303, back])
    assert.equal((await info(u)).is_member, true)
  })

  test('ten identical notifications at once grant once and extend once', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    await db().insert(userMemberships).values({ userId: u.id, expireAt: parseShanghaiTime('2026-04-01 00:00:00') })
    const p = (await recharge(u, 1, types.month)).body.result
    const good = sandbox.notification(paymentNoOf(p), 990)
    const results = await Promise.all(Array.from({ length: 10 }, () => notify(good)))
    assert.ok(results.every((r) => r.statusCode === 200))
    const messages = results.map((r) => (r.json() as { message: string }).message)
    assert.deepEqual([messages.filter((m) => m === 'paid').length, messages.filter((m) => m === 'duplicate').length], [1, 9])
    assert.equal(formatTime(await expiry(u.id)), '2026-05-01 00:00:00')
    assert.deepEqual((await grantsOf(u.id)).map((g) => g.source), ['purchase'])
    assert.equal(await balance(u.id), 0)
  })

  test('a double tap reuses the pending order and closes its earlier payment, whose late money goes to the wallet', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const [a, b] = [(await recharge(u, 1, types.month)).body.result, (await recharge(u, 2, types.month)).body.result]
    assert.equal(a.order_no, b.order_no, 'one order')
    assert.notEqual(paymentNoOf(a), paymentNoOf(b))
    assert.equal((await paymentRow(paymentNoOf(a))).status, 'closed', 'one live payment per order')
    assert.equal((await ordersOf(u.id)).length, 1)
    const parallel = await Promise.all(Array.from({ length: 5 }, () => recharge(u, 1, types.month)))
    assert.ok(parallel.every((r) => r.body.status === 1 && r.body.result.order_no === a.order_no))
    assert.equal((await ordersOf(u.id)).length, 1, 'parallel taps make no second order')
    const live = await db().select().from(payments).where(and(eq(payments.userId, u.id), eq(payments.status, 'pending')))
    assert.equal(live.length, 1)

    const late = await notify(sandbox.notification(paymentNoOf(a), 990))
    assert.deepEqual([late.statusCode, (late.json() as { message: string }).message], [200, 'refunded'])
    assert.equal(await balance(u.id), 990, 'the closed payment’s money is in the wallet')
    assert.equal(await expiry(u.id), null, 'and bought nothing')
    const paid = await notify(sandbox.notification(live[0].paymentNo, 990))
    assert.equal((paid.json() as { message: string }).message, 'paid')
    assert.deepEqual((await ordersOf(u.id)).map((o) => o.status), ['paid'])
    assert.equal((await grantsOf(u.id)).length, 1)

    // another type is another order; the wallet then pays a pending order of the same type
    const q = (await recharge(u, 1, types.quarter)).body.result
    assert.notEqual(q.order_no, a.order_no)
    await topUp(u.id, 2590)
    const byWallet = await recharge(u, 3, types.quarter)
    assert.deepEqual([byWallet.body.status, byWallet.body.result.order_no, byWallet.body.result.paid], [1, q.order_no, true])
    assert.equal((await paymentRow(paymentNoOf(q))).status, 'closed')
    assert.equal(await balance(u.id), 990)
  })

  test('a pending order taken up again charges and grants what the type says now, both ways; the old price\'s payment refunds', async () => {
    at('2026-03-10 10:30:00')
    const setType = (priceFen: number, days: number) => db().update(memberTypes).set({ priceFen, days }).where(eq(memberTypes.id, types.month))
    const [seeded] = await db().select().from(memberTypes).where(eq(memberTypes.id, types.month))
    try {
      for (const [priceFen, days] of [[1290, 31], [590, 29]]) {
        const u = await user()
        const first = (await recharge(u, 1, types.month)).body.result
        assert.equal(first.amount, '9.90')
        later(5 * 60_000)
        await setType(priceFen, days)
        const retap = (await recharge(u, 2, types.month)).body.result
        assert.deepEqual([retap.order_no, retap.amount], [first.order_no, (priceFen / 100).toFixed(2)], 'the same order at the price of now')
        assert.equal((await paymentRow(paymentNoOf(retap))).amountFen, priceFen)
        const late = await notify(sandbox.notification(paymentNoOf(first), 990))
        assert.equal(messageOf(late), 'refunded', 'the old price was not bought')
        await topUp(u.id, 2000)
        const byWallet = await recharge(u, 3, types.month)
        assert.deepEqual([byWallet.body.status, byWallet.body.result.amount, byWallet.body.result.paid], [1, (priceFen / 100).toFixed(2), true])
        assert.equal(await balance(u.id), 990 + 2000 - priceFen, 'charged the price of now')
        assert.equal((await expiry(u.id))?.getTime(), clock.now().getTime() + days * DAY, 'granted the days of now')
        const [order] = await ordersOf(u.id)
        assert.deepEqual([order.amountFen, order.days, order.status], [priceFen, days, 'paid'])
        await setType(seeded.priceFen, seeded.days)
      }
    } finally {
      await setType(seeded.priceFen, seeded.days)
    }
  })

  test('taking up a pending order keeps no old price however often it is tapped: each tap is priced anew', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const [seeded] = await db().select().from(memberTypes).where(eq(memberTypes.id, types.month))
    try {
      const first = (await recharge(u, 1, types.month)).body.result
      for (let i = 0; i < 3; i++) {
        later(10 * 60_000)
        assert.equal((await recharge(u, 1, types.month)).body.result.order_no, first.order_no)
      }
      await db().update(memberTypes).set({ priceFen: 1500 }).where(eq(memberTypes.id, types.month))
      const after = (await recharge(u, 1, types.month)).body.result
      assert.deepEqual([after.order_no, after.amount], [first.order_no, '15.00'])
    } finally {
      await db().update(memberTypes).set({ priceFen: seeded.priceFen }).where(eq(memberTypes.id, types.month))
    }
  })

  test('unpaid after 15 minutes: expired, the sandbox refuses it, a late notification refunds to the wallet', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const p = (await recharge(u, 2, types.quarter)).body.result
    const paymentNo = paymentNoOf(p)
    later(15 * 60_000)
    assert.equal((await lists(u)).body.result.list[0].status, 'expired')
    assert.equal((await paymentRow(paymentNo)).status, 'closed', 'expired on read, its payment closed')
    const confirm = await env.app.inject({ method: 'POST', url: `/dev/pay/${paymentNo}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
    assert.equal(confirm.statusCode, 409)
    const late = await notify(sandbox.notification(paymentNo, 2590))
    assert.deepEqual([late.statusCode, (late.json() as { message: string }).message], [200, 'refunded'])
    assert.equal(await balance(u.id), 2590)
    assert.equal(await expiry(u.id), null)
    const again = await notify(sandbox.notification(paymentNo, 2590))
    assert.equal((again.json() as { message: string }).message, 'duplicate')
    assert.equal(await balance(u.id), 2590, 'refunded once')
    // a new recharge of the type after expiry is a new order
    const next = (await recharge(u, 2, types.quarter)).body.result
    assert.notEqual(next.order_no, p.order_no)
  })

  test('the expiry sweep expires unpaid orders; a notification racing past expiry refunds', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const p = (await recharge(u, 1, types.month)).body.result
    later(16 * 60_000)
    assert.ok(await expireMemberOrders(db(), clock.now()) >= 1)
    const [row] = await ordersOf(u.id)
    assert.deepEqual([row.status, row.closedAt?.getTime()], ['expired', clock.now().getTime()])
    const late = await notify(sandbox.notification(paymentNoOf(p), 990))
    assert.equal((late.json() as { message: string }).message, 'refunded')
    assert.equal(await balance(u.id), 990)
  })

  test('a wrong amount, a bad signature, an unknown payment are refused and grant nothing', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const p = (await recharge(u, 1, types.month)).body.result
    const paymentNo = paymentNoOf(p)
    const good = sandbox.notification(paymentNo, 990)
    assert.equal((await notify(sandbox.notification(paymentNo, 99))).statusCode, 400)
    assert.equal((await notify({ ...good, sign: '0'.repeat(64) })).statusCode, 400)
    assert.equal((await notify(new SandboxPaymentProvider('not-the-secret').notification(paymentNo, 990))).statusCode, 400)
    assert.equal((await notify(sandbox.notification('PAY202603100000000000', 990))).statusCode, 400)
    assert.equal((await paymentRow(paymentNo)).status, 'pending')
    assert.equal((await ordersOf(u.id))[0].status, 'pending')
    assert.equal(await expiry(u.id), null)
    assert.equal((await grantsOf(u.id)).length, 0)
    assert.equal(await balance(u.id), 0)
  })
})

describe(`trial, tasks and gold${on}`, () => {
  test('the trial: 20 parallel claims give one 3-day trial; then refused; not for members or past buyers', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const results = await Promise.all(Array.from({ length: 20 }, () => post<MemberGiveResult>(u, '/api/member/giveMember')))
    const granted = results.filter((r) => r.body.status === 1)
    assert.equal(granted.length, 1)
    assert.equal(granted[0].body.msg, '体验会员领取成功')
    assert.deepEqual(granted[0].body.result, { is_member: true, expire_time: plus(clock.now(), 3), days: 3 })
    for (const r of results.filter((x) => x.body.status !== 1)) assert.deepEqual([r.body.status, r.body.msg], [0, '您已领取过体验会员'])
    assert.deepEqual((await grantsOf(u.id)).map((g) => [g.source, g.days]), [['trial', 3]])
    assert.equal((await info(u)).trial_available, false)
    later(10 * DAY)
    const again = await post(u, '/api/member/giveMember')
    assert.deepEqual([again.body.status, again.body.msg], [0, '您已领取过体验会员'])

    const buyer = await user()
    await topUp(buyer.id, 990)
    await recharge(buyer, 3, types.month)
    const asMember = await post(buyer, '/api/member/giveMember')
    assert.deepEqual([asMember.body.status, asMember.body.msg], [0, '您已是会员或开通过会员，无法领取体验会员'])
    // the month lapses
    await db().update(userMemberships).set({ expireAt: new Date(clock.now().getTime() - 1000) }).where(eq(userMemberships.userId, buyer.id))
    assert.deepEqual([(await info(buyer)).is_member, (await info(buyer)).trial_available], [false, false], 'a lapsed buyer has had membership')
    assert.equal((await post(buyer, '/api/member/giveMember')).body.status, 0)
    assert.equal((await grantsOf(buyer.id)).length, 1)
  })

  test('invite task: progress from invited friends; refused before done; 20 parallel claims give one award', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const early = await post(u, '/api/member/getAward', { task_id: tasks.invite })
    assert.deepEqual([early.body.status, early.body.msg], [0, '任务尚未完成，暂不能领取'])
    for (let i = 0; i < 2; i++) await db().update(users).set({ parentId: u.id }).where(eq(users.id, (await user()).id))
    let free = await post<MemberFreeResult>(u, '/api/member/free')
    assert.equal(free.body.status, 1, free.body.msg)
    assert.deepEqual(free.body.result.tasks.map((t) => [t.id, t.progress, t.status]), [[tasks.invite, 2, 0], [tasks.streak, 0, 0]])
    assert.equal((await post(u, '/api/member/getAward', { task_id: tasks.invite })).body.msg, '任务尚未完成，暂不能领取')
    for (let i = 0; i < 2; i++) await db().update(users).set({ parentId: u.id }).where(eq(users.id, (await user()).id))
    free = await post<MemberFreeResult>(u, '/api/member/free')
    assert.deepEqual(free.body.result.tasks.map((t) => [t.progress, t.status]), [[3, 1], [0, 0]], 'progress is capped at the target')

    const claims = await Promise.all(Array.from({ length: 20 }, () => post<MemberGetAwardResult>(u, '/api/member/getAward', { task_id: tasks.invite })))
    const ok = claims.filter((r) => r.body.status === 1)
    assert.equal(ok.length, 1)
    assert.equal(ok[0].body.msg, '领取成功')
    assert.deepEqual(ok[0].body.result, { is_member: true, expire_time: plus(clock.now(), 7), award_days: 7 })
    for (const r of claims.filter((x) => x.body.status !== 1)) assert.equal(r.body.msg, '该任务奖励已领取')
    assert.equal((await db().select().from(memberTaskClaims).where(eq(memberTaskClaims.userId, u.id))).length, 1)
    assert.deepEqual((await grantsOf(u.id)).map((g) => [g.source, g.days]), [['task', 7]])
    free = await post<MemberFreeResult>(u, '/api/member/free')
    assert.equal(free.body.result.tasks[0].status, 2)
  })

  test('sign-in task: the run of days ending yesterday or today; an unknown task is refused', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const days = ['2026-03-01', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']
    await db().insert(signIns).values(days.map((day, i) => ({ userId: u.id, day, streak: i + 1, gold: 0 })))
    let free = (await post<MemberFreeResult>(u, '/api/member/free')).body.result
    assert.deepEqual([free.tasks[1].progress, free.tasks[1].status], [0, 0], 'yesterday not signed: the run is over')
    await db().insert(signIns).values({ userId: u.id, day: '2026-03-09', streak: 7, gold: 0 })
    free = (await post<MemberFreeResult>(u, '/api/member/free')).body.result
    assert.deepEqual([free.tasks[1].progress, free.tasks[1].status], [7, 1], 'seven days ending yesterday')
    const r = await post<MemberGetAwardResult>(u, '/api/member/getAward', { task_id: tasks.streak })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.result.award_days, 3)
    assert.equal(formatTime(await expiry(u.id)), plus(clock.now(), 3))
    const unknown = await post(u, '/api/member/getAward', { task_id: 999999 })
    assert.deepEqual([unknown.body.status, unknown.body.msg], [0, '任务不存在'])
  })

  test('redeemMember: enough gold buys the type and grants it in one go; too little or no gold price writes nothing', async () => {
    at('2026-03-10 10:30:00')
    const rich = await user()
    await giveGold(rich.id, 3500)
    const r = await post<SignInRedeemMemberResult>(rich, '/api/signIn/redeemMember', { member_type: types.month })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.msg, '兑换成功')
    assert.deepEqual(r.body.result, { gold_spent: 3000, gold_balance: 500, expire_time: plus(clock.now(), 30) })
    const [grant] = await grantsOf(rich.id)
    assert.deepEqual([grant.source, grant.refId, grant.days], ['gold', types.month, 30])
    const [row] = await db().select().from(goldLedger).where(and(eq(goldLedger.userId, rich.id), eq(goldLedger.kind, 'redeem')))
    assert.deepEqual([row.amount, row.refType, row.refId], [-3000, 'membership_grant', grant.id])
    const goldList = await post<SignInListsResult>(rich, '/api/signIn/lists')
    assert.equal(goldList.body.result.list[0].title, '金币兑换')
    assert.deepEqual([(await info(rich)).member_type_name, (await info(rich)).trial_available], ['月卡', false])

    const poor = await user()
    await giveGold(poor.id, 2999)
    const short = await post(poor, '/api/signIn/redeemMember', { member_type: types.month })
    assert.deepEqual([short.body.status, short.body.msg], [0, '金币不足'])
    assert.equal(await goldBook.balance(db(), poor.id), 2999)
    assert.equal(await expiry(poor.id), null)
    assert.equal((await grantsOf(poor.id)).length, 0)
    const noPrice = await post(poor, '/api/signIn/redeemMember', { member_type: types.year })
    assert.deepEqual([noPrice.body.status, noPrice.body.msg], [0, '该会员类型不支持金币兑换'])
    const unknown = await post(poor, '/api/signIn/redeemMember', { member_type: 999999 })
    assert.deepEqual([unknown.body.status, unknown.body.msg], [0, '该会员类型不存在或已下架'])
  })
})

describe(`bad input${on}`, () => {
  test('answered status 0 with a clear message, never a 500; the calls need login', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/member/recharge', {}, '请填写支付方式'],
      ['/api/member/recharge', { pay_type: 3 }, '请填写会员类型'],
      ['/api/member/recharge', { pay_type: 4, member_type_id: types.month }, '支付方式不正确'],
      ['/api/member/recharge', { pay_type: 0, member_type_id: types.month }, '支付方式不正确'],
      ['/api/member/recharge', { pay_type: '3', member_type_id: types.month }, '支付方式格式不正确'],
      ['/api/member/recharge', { pay_type: 3, member_type_id: 'abc' }, '会员类型格式不正确'],
      ['/api/member/recharge', { pay_type: 3, member_type_id: -1 }, '会员类型不能小于1'],
      ['/api/member/recharge', { pay_type: 3, member_type_id: 1.5 }, '会员类型格式不正确'],
      ['/api/member/recharge', { pay_type: 3, member_type_id: 2147483648 }, '会员类型不能大于2147483647'],
      ['/api/member/recharge', { pay_type: 3, member_type_id: 999999 }, '该会员类型不存在或已下架'],
      ['/api/member/getAward', {}, '请填写任务'],
      ['/api/member/getAward', { task_id: 0 }, '任务不能小于1'],
      ['/api/member/getAward', { task_id: 'x' }, '任务格式不正确'],
      ['/api/member/lists', { page: 0 }, '页码不能小于1'],
      ['/api/member/lists', { limit: 51 }, '每页条数不能大于50'],
      ['/api/signIn/redeemMember', {}, '请填写会员类型'],
      ['/api/signIn/redeemMember', { member_type: -3 }, '会员类型不能小于1'],
    ]
    for (const [url, body, msg] of cases) {
      const r = await post(u, url, body)
      assert.deepEqual([r.statusCode, r.body.status, r.body.msg, r.body.result], [200, 0, msg, null], `${url} ${JSON.stringify(body)}`)
    }
    assert.equal((await ordersOf(u.id)).length, 0)
    for (const url of ['/api/member/info', '/api/member/recharge', '/api/member/giveMember', '/api/signIn/redeemMember']) {
      const r = await call(env.app, url, { pay_type: 3, member_type_id: types.month, member_type: types.month })
      assert.deepEqual([r.statusCode, r.body.status], [401, -1], url)
    }
  })
})

describe(`operators: memberships, grant, revoke${on}`, () => {
  const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  let ops: FastifyInstance
  let token: string
  before(async () => {
    token = createOpsToken(env.dataDir)
    ops = await buildApp({ db: db(), config: env.config, logger: false, clock, opsToken: token })
    await ops.ready()
  })
  after(async () => { await ops.close() })
  const opsCall = async <T>(command: string, body: unknown) => {
    const r = await ops.inject({
      method: 'POST', url: `/ops/${command}`, remoteAddress: '127.0.0.1', payload: body as object,
      headers: { 'x-ops-token': token, 'content-type': 'application/json' },
    })
    return { statusCode: r.statusCode, body: r.json() as { status: number; msg: string; result: T } }
  }

  test('grant extends with a reason; revoke ends it now; memberships lists the last change; a reason is required', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const [{ tel }] = await db().select({ tel: users.tel }).from(users).where(eq(users.id, u.id))
    const granted = await opsCall<{ result: { outcome: string; expire_after: string } }>('grant', { user: tel, days: 10, reason: '客服补偿' })
    assert.equal(granted.body.status, 1, granted.body.msg)
    assert.deepEqual([granted.body.result.result.outcome, granted.body.result.result.expire_after], ['granted', plus(clock.now(), 10)])
    const again = await opsCall<{ result: { outcome: string; expire_after: string } }>('grant', { user: String(u.id), days: 5, reason: '活动奖励' })
    assert.equal(again.body.result.result.expire_after, plus(clock.now(), 15))
    assert.equal((await info(u)).is_member, true)

    const listed = await opsCall<{ memberships: Array<{ user_id: number; tel: string; expire_time: string; active: boolean; last_source: string; last_reason: string }> }>(
      'memberships', { status: 'active', limit: 500 })
    const mine = listed.body.result.memberships.find((m) => m.user_id === u.id)!
    assert.deepEqual([mine.expire_time, mine.active, mine.last_source, mine.last_reason], [plus(clock.now(), 15), true, 'ops', '活动奖励'])
    assert.ok(!mine.tel.includes(tel!.slice(3, 7)), 'the phone is masked')

    for (const body of [{ user: String(u.id), reason: '' }, { user: String(u.id), reason: '   ' }, { user: String(u.id) }]) {
      assert.equal((await opsCall('revoke', body)).body.status, 0, JSON.stringify(body))
    }
    assert.equal((await opsCall('grant', { user: String(u.id), days: 0, reason: 'x' })).body.status, 0)
    assert.equal((await info(u)).is_member, true, 'refused commands changed nothing')

    later(60_000)
    const revoked = await opsCall<{ result: { outcome: string; days: number } }>('revoke', { user: String(u.id), reason: '违规获取会员' })
    assert.deepEqual([revoked.body.result.result.outcome, revoked.body.result.result.days], ['revoked', -15])
    assert.equal((await info(u)).is_member, false)
    assert.equal((await expiry(u.id))?.getTime(), clock.now().getTime())
    const notMember = await opsCall<{ result: { outcome: string } }>('revoke', { user: String(u.id), reason: '再次取消' })
    assert.equal(notMember.body.result.result.outcome, 'not_member')
    const nobody = await opsCall<{ result: { outcome: string } }>('grant', { user: '999999', days: 1, reason: '测试' })
    assert.equal(nobody.body.result.result.outcome, 'not_found')
    assert.deepEqual((await grantsOf(u.id)).map((g) => [g.source, g.days, g.reason]), [
      ['ops', 10, '客服补偿'], ['ops', 5, '活动奖励'], ['ops_revoke', -15, '违规获取会员'],
    ])
    const all = await opsCall<{ memberships: Array<{ user_id: number; active: boolean; last_source: string }> }>('memberships', { status: 'all', limit: 500 })
    assert.deepEqual(all.body.result.memberships.filter((m) => m.user_id === u.id).map((m) => [m.active, m.last_source]), [[false, 'ops_revoke']])
  })

  test('expire closes unpaid membership orders with the reservations', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    await recharge(u, 1, types.month)
    later(20 * 60_000)
    const r = await opsCall<{ swept: { name: string; count: number }[] }>('expire', {})
    assert.equal(r.body.status, 1)
    assert.ok(r.body.result.swept.find((s) => s.name === 'member_orders')!.count >= 1)
    assert.equal((await ordersOf(u.id))[0].status, 'expired')
  })

  // The CLI itself: through this server holding the embedded database, or straight to PostgreSQL.
  test('npm run ops -- grant / memberships / revoke (through the running server, or on PostgreSQL directly)', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    if (!env.databaseUrl) {
      await ops.listen({ port: 0, host: '127.0.0.1' })
      writeOpsPort(env.dataDir, (ops.server.address() as { port: number }).port)
    }
    const cli = (args: string[]) => new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: env.dataDir, LANG: 'zh_CN.UTF-8', LOG_LEVEL: 'silent' }
      if (env.databaseUrl) childEnv.DATABASE_URL = env.databaseUrl
      else delete childEnv.DATABASE_URL
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops.ts', ...args], { cwd: SERVER_DIR, env: childEnv })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d: Buffer) => { stdout += d })
      child.stderr.on('data', (d: Buffer) => { stderr += d })
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, stdout, stderr }))
    })
    const granted = await cli(['grant', String(u.id), '--days', '7', '--reason', '客服补偿'])
    assert.equal(granted.code, 0, granted.stderr)
    // through the server the grant is on its clock (this test's); straight to PostgreSQL, on the CLI's own
    if (env.databaseUrl) assert.match(granted.stdout.trim(), new RegExp(`^${u.id} 会员增加 7 天，到期时间 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`))
    else assert.equal(granted.stdout.trim(), `${u.id} 会员增加 7 天，到期时间 ${plus(clock.now(), 7)}`)
    const listed = await cli(['memberships'])
    assert.equal(listed.code, 0, listed.stderr)
    assert.match(listed.stdout.split('\n')[0], /^用户ID\s+手机号\s+昵称\s+到期时间\s+有效\s+最近变更\s+原因\s+变更时间$/)
    assert.ok(listed.stdout.split('\n').some((l) => l.startsWith(`${u.id} `) && l.includes('客服补偿') && l.includes('ops')), listed.stdout)
    const noReason = await cli(['revoke', String(u.id)])
    assert.deepEqual([noReason.code, noReason.stderr.trim()], [1, '请用 --reason 给出原因（1-200个字符）'])
    const revoked = await cli(['revoke', String(u.id), '--reason', '测试取消'])
    assert.equal(revoked.code, 0, revoked.stderr)
    // the revoke ended it at the clock of whoever wrote it: this server's, or the CLI's own now
    if (env.databaseUrl) assert.equal((await membership(db(), u.id, new Date())).member, false)
    else assert.equal((await info(u)).is_member, false)
  })
})

describe(`PAYMENT_PROVIDER=none${on}`, () => {
  test('WeChat Pay and Alipay are shown disabled and refused before anything is written; the wallet pays', async () => {
    const walletOnly = await setup({ PAYMENT_PROVIDER: 'none' }, { seed: false, clock })
    try {
      const wdb = walletOnly.database.db
      const [type] = await wdb.insert(memberTypes).values({ name: '月卡', priceFen: 990, days: 30 }).returning()
      const u = await createUser(walletOnly)
      const shown = await call<MemberRechargeInfo>(walletOnly.app, '/api/member/rechargeInfo', {}, { token: u.token })
      assert.deepEqual(shown.body.result.pay_types.map((p) => [p.pay_type, p.enabled]), [[1, false], [2, false], [3, true]])
      const refused = await call(walletOnly.app, '/api/member/recharge', { pay_type: 1, member_type_id: type.id }, { token: u.token })
      assert.deepEqual([refused.body.status, refused.body.msg], [0, '暂不支持该支付方式，请使用钱包余额支付'])
      assert.equal((await wdb.select().from(memberOrders)).length, 0)
      await wdb.transaction((tx) => credit(tx, { userId: u.id, kind: 'ops_credit', amountFen: 990, refType: 'test', refId: 1, at: clock.now() }))
      const paid = await call<PaymentOrder>(walletOnly.app, '/api/member/recharge', { pay_type: 3, member_type_id: type.id }, { token: u.token })
      assert.equal(paid.body.result.paid, true)
    } finally {
      await walletOnly.close()
    }
  })
})
