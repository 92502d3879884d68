import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { CardRedUserMyCardRedResult } from '@api-types/cardRedUser'
import type { GoldRechargeListResult, GoldRechargeOrdersResult } from '@api-types/discount'
import type { GoldRedeemListsResult, GoldRedeemRecordsResult, GoldRedeemRedeemResult } from '@api-types/goldRedeem'
import type { PaymentOrder } from '@api-types/member'
import type { SignInListsResult } from '@api-types/signIn'
import type { WalletIncomeResult } from '@api-types/wallet'
import { buildApp } from '../src/app'
import {
  goldItems, goldLedger, goldPackOrders, goldPacks, goldRedemptions, membershipGrants, payments, redCards, userMemberships, walletLedger,
} from '../src/db/schema'
import { langOf } from '../src/i18n'
import { formatTime, parseShanghaiTime } from '../src/lib'
import { goldBook } from '../src/modules/gold/ledger'
import { SERVER_MODULES } from '../src/modules'
import { expirySweepJob } from '../src/modules/registry'
import { parseArgs, render } from '../src/ops/cli'
import type { OpsAnswer } from '../src/ops/commands'
import { createOpsToken } from '../src/ops/endpoint'
import { SandboxPaymentProvider } from '../src/providers/payment'
import { appOnClock, call, checkedUsers, ON_POSTGRES, paymentNoOf, plusDays, type User } from './helpers'

// Gold redemption and gold packs end to end over HTTP on a real database (docs/rules.md "Sign-in
// and gold coins", "Payments"): the seeded items and packs, each item type granted (membership
// days, a coupon card in 红包卡券, wallet cash), every refusal writing nothing, stock and per-user
// limits under parallel redemptions, gold packs paid by the wallet and through the sandbox
// provider's signed notifications (ten at once, late money to the wallet, forgeries), their expiry,
// and the operators' gold commands. After every test each user's wallet and gold ledgers sum to
// their balances.

const SECRET = 'gold-sandbox-secret'
const sandbox = new SandboxPaymentProvider(SECRET)
const { env, clock, db, at, later, giveGold, topUp, balance, expiry, post, notify, paymentRow } = appOnClock('2026-03-10 10:30:00', { PAYMENT_SANDBOX_SECRET: SECRET })
/** Every user a test made is checked after it: wallet and gold ledgers sum to the balances. */
const user = checkedUsers(env)

const gold = (userId: number) => goldBook.balance(db(), userId)
const itemRow = async (id: number) => (await db().select().from(goldItems).where(eq(goldItems.id, id)))[0]
const redemptionsOf = (userId: number) => db().select().from(goldRedemptions).where(eq(goldRedemptions.userId, userId)).orderBy(asc(goldRedemptions.id))
const goldRowsOf = (userId: number) => db().select().from(goldLedger).where(eq(goldLedger.userId, userId)).orderBy(asc(goldLedger.id))
const walletRowsOf = (userId: number) => db().select().from(walletLedger).where(eq(walletLedger.userId, userId)).orderBy(asc(walletLedger.id))
const cardsOf = (userId: number) => db().select().from(redCards).where(eq(redCards.userId, userId))
const grantsOf = (userId: number) => db().select().from(membershipGrants).where(eq(membershipGrants.userId, userId))
const packOrdersOf = (userId: number) => db().select().from(goldPackOrders).where(eq(goldPackOrders.userId, userId)).orderBy(asc(goldPackOrders.id))

const lists = (u: User, type: unknown) => post<GoldRedeemListsResult>(u, '/api/goldRedeem/lists', { type })
const redeem = (u: User, id: unknown) => post<GoldRedeemRedeemResult>(u, '/api/goldRedeem/redeem', { id })
const recharge = (u: User, payType: unknown, goldType: unknown, headers: Record<string, string> = {}) =>
  post<PaymentOrder>(u, '/api/discount/recharge', { pay_type: payType, gold_type: goldType }, headers)
const records = (u: User, body: Record<string, unknown> = {}) => post<GoldRedeemRecordsResult>(u, '/api/goldRedeem/records', body)
const packOrders = (u: User, body: Record<string, unknown> = {}) => post<GoldRechargeOrdersResult>(u, '/api/discount/goldRechargeOrders', body)
const messageOf = (r: { json(): unknown }) => (r.json() as { message: string }).message

/** The seeded item of that title. */
async function seeded(title: string) {
  const [row] = await db().select().from(goldItems).where(eq(goldItems.title, title))
  assert.ok(row, title)
  return row
}
let itemSeq = 0
/** A fresh wallet-cash item (type 3), so tests do not share stock. */
async function cashItem(values: Partial<typeof goldItems.$inferInsert> = {}) {
  const [row] = await db().insert(goldItems).values({
    type: 3, title: `测试现金${++itemSeq}`, goldPrice: 100, stock: 100, limitPerUser: 5, amountFen: 50, sort: 100 + itemSeq, ...values,
  }).returning()
  return row
}
/** The seeded pack of that title. */
async function pack(title: string) {
  const [row] = await db().select().from(goldPacks).where(eq(goldPacks.title, title))
  assert.ok(row, title)
  return row
}

describe(`gold items${ON_POSTGRES}`, () => {
  test('lists: the enabled items of a type in order, with what the user redeemed; login needed', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const members = await lists(u, 1)
    assert.equal(members.body.status, 1, members.body.msg)
    assert.deepEqual(members.body.result.map((i) => [i.type, i.title, i.gold_price, i.days, i.amount, i.redeemed]), [
      [1, '3天会员', 800, 3, undefined, 0], [1, '7天会员', 1500, 7, undefined, 0],
    ])
    const coupons = (await lists(u, 2)).body.result
    assert.deepEqual(coupons.map((i) => [i.title, i.gold_price, i.amount, i.threshold, i.valid_days, i.limit_per_user]), [
      ['无门槛5元红包', 500, '5.00', '0.00', 3, 3], ['满60减30红包', 200, '30.00', '60.00', 7, 2],
    ])
    const cash = (await lists(u, 3)).body.result
    assert.deepEqual(cash.slice(0, 2).map((i) => [i.title, i.gold_price, i.amount, i.stock, i.limit_per_user]), [
      ['1元现金', 1000, '1.00', 1000, 3], ['5元现金', 4800, '5.00', 100, 1],
    ])
    assert.ok([...members.body.result, ...coupons, ...cash].every((i) => typeof i.image === 'string' && typeof i.description === 'string'))

    const hidden = await cashItem({ enabled: false })
    assert.ok(!(await lists(u, 3)).body.result.some((i) => i.id === hidden.id), 'a disabled item is not shown')
    const unauth = await call(env.app, '/api/goldRedeem/lists', { type: 1 })
    assert.deepEqual([unauth.statusCode, unauth.body.status], [401, -1])
    const unauthRedeem = await call(env.app, '/api/goldRedeem/redeem', { id: hidden.id })
    assert.deepEqual([unauthRedeem.statusCode, unauthRedeem.body.status], [401, -1])
  })

  test('type 1: membership days added to the running membership; the gold row is a redeem caused by the redemption', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const item = await seeded('7天会员')
    const stockBefore = (await itemRow(item.id)).stock
    const far = parseShanghaiTime('2026-05-01 00:00:00')
    await db().insert(userMemberships).values({ userId: u.id, expireAt: far })
    await giveGold(u.id, 2000)
    const r = await redeem(u, item.id)
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.msg, '兑换成功')
    assert.deepEqual(r.body.result, { type: 1, gold_spent: 1500, gold_balance: 500, expire_time: plusDays(far, 7) })
    assert.equal(formatTime(await expiry(u.id)), plusDays(far, 7))
    const [grant] = await grantsOf(u.id)
    assert.deepEqual([grant.source, grant.refId, grant.days], ['gold', null, 7])
    const [redemption] = await redemptionsOf(u.id)
    assert.deepEqual([redemption.itemId, redemption.type, redemption.goldSpent, redemption.days], [item.id, 1, 1500, 7])
    const spent = (await goldRowsOf(u.id)).filter((g) => g.kind === 'redeem')
    assert.deepEqual(spent.map((g) => [g.amount, g.refType, g.refId]), [[-1500, 'gold_redemption', redemption.id]])
    assert.equal((await itemRow(item.id)).stock, stockBefore - 1)
    assert.equal((await lists(u, 1)).body.result.find((i) => i.id === item.id)!.redeemed, 1)
    const history = await post<SignInListsResult>(u, '/api/signIn/lists')
    assert.deepEqual([history.body.result.list[0].title, history.body.result.list[0].gold], ['金币兑换', -1500])

    // a user who was never a member: the days count from now
    const fresh = await user()
    await giveGold(fresh.id, 800)
    const short = await redeem(fresh, (await seeded('3天会员')).id)
    assert.equal(short.body.status, 1, short.body.msg)
    assert.equal(formatTime(await expiry(fresh.id)), plusDays(clock.now(), 3))
  })

  test('type 2: a coupon card in 红包卡券 that opens the offer\'s platform link', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const item = await seeded('无门槛5元红包')
    await giveGold(u.id, 600)
    const r = await redeem(u, item.id)
    assert.equal(r.body.status, 1, r.body.msg)
    const { discount_url: url, ...rest } = r.body.result
    assert.deepEqual(rest, { type: 2, gold_spent: 500, gold_balance: 100 })
    assert.match(url!, /^http:\/\/[^/]+\/dev\/cps\/meituan\?coupon_type=1&sid=u\d+$/)
    assert.ok(url!.endsWith(`sid=u${u.id}`), 'the link carries the user')
    const cards = await post<CardRedUserMyCardRedResult>(u, '/api/cardRedUser/myCardRed', { status: 0 })
    assert.equal(cards.body.status, 1, cards.body.msg)
    assert.deepEqual(cards.body.result.list.map((c) => [c.type, c.title, c.amount, c.threshold, c.status, c.start_time, c.expire_time, c.discount_url]), [
      ['coupon', '无门槛5元红包', '5.00', '0.00', 0, formatTime(clock.now()), plusDays(clock.now(), 3), url],
    ])
    const [redemption] = await redemptionsOf(u.id)
    const [card] = await cardsOf(u.id)
    assert.deepEqual([card.source, card.sourceId], ['gold_redemption', redemption.id])
    assert.deepEqual((await goldRowsOf(u.id)).filter((g) => g.kind === 'redeem').map((g) => [g.amount, g.refId]), [[-500, redemption.id]])
  })

  test('type 3: the wallet credited (gold_redeem, an earning) caused by the redemption', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const item = await seeded('1元现金')
    await topUp(u.id, 250)
    await giveGold(u.id, 2500)
    const r = await redeem(u, item.id)
    assert.equal(r.body.status, 1, r.body.msg)
    assert.deepEqual(r.body.result, { type: 3, gold_spent: 1000, gold_balance: 1500, amount: '1.00', balance: '3.50' })
    const [redemption] = await redemptionsOf(u.id)
    const credited = (await walletRowsOf(u.id)).filter((w) => w.kind === 'gold_redeem')
    assert.deepEqual(credited.map((w) => [w.amountFen, w.refType, w.refId]), [[100, 'gold_redemption', redemption.id]])
    const income = await post<WalletIncomeResult>(u, '/api/Wallet/income', { kind: 'gold_redeem' })
    assert.equal(income.body.status, 1, income.body.msg)
    assert.deepEqual(income.body.result.list.map((w) => [w.kind, w.title, w.amount]), [['gold_redeem', '金币兑换', '1.00']])
    assert.equal(income.body.result.total_income, '1.00')
    assert.equal(await balance(u.id), 350)
  })

  test('refusals write nothing: 金币不足, 已兑完, 已达兑换上限, an unknown or disabled item', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    await giveGold(u.id, 499)
    const unchanged = async (itemId: number, stock: number, goldLeft: number) => {
      assert.equal((await itemRow(itemId)).stock, stock, 'stock unchanged')
      assert.equal(await gold(u.id), goldLeft, 'gold unchanged')
      assert.deepEqual([await expiry(u.id), (await cardsOf(u.id)).length, await balance(u.id)], [null, 0, 0], 'nothing granted')
    }
    for (const title of ['1元现金', '7天会员', '无门槛5元红包']) {
      const item = await seeded(title)
      const r = await redeem(u, item.id)
      assert.deepEqual([r.body.status, r.body.msg, r.body.result], [0, '金币不足', null], title)
      await unchanged(item.id, item.stock, 499)
    }
    assert.equal((await redemptionsOf(u.id)).length, 0)
    assert.equal((await grantsOf(u.id)).length, 0)

    const soldOut = await cashItem({ stock: 0 })
    assert.deepEqual([(await redeem(u, soldOut.id)).body.msg], ['已兑完'])
    await unchanged(soldOut.id, 0, 499)

    const once = await cashItem({ limitPerUser: 1, goldPrice: 300, amountFen: 10 })
    const first = await redeem(u, once.id)
    assert.equal(first.body.status, 1, first.body.msg)
    const second = await redeem(u, once.id)
    assert.deepEqual([second.body.status, second.body.msg], [0, '已达兑换上限'])
    assert.deepEqual([(await itemRow(once.id)).stock, await gold(u.id), await balance(u.id)], [99, 199, 10])

    const off = await cashItem({ enabled: false })
    for (const id of [off.id, 999999]) {
      const r = await redeem(u, id)
      assert.deepEqual([r.body.status, r.body.msg], [0, '该兑换商品不存在或已下架'], String(id))
    }
    assert.equal((await itemRow(off.id)).stock, 100)
    assert.equal((await redemptionsOf(u.id)).length, 1)
  })

  test('bad input is refused before anything is read', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    await giveGold(u.id, 5000)
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/goldRedeem/lists', {}, '请填写类型'],
      ['/api/goldRedeem/lists', { type: 4 }, '类型不正确'],
      ['/api/goldRedeem/lists', { type: '1' }, '类型格式不正确'],
      ['/api/goldRedeem/redeem', {}, '请填写ID'],
      ['/api/goldRedeem/redeem', { id: 'x' }, 'ID格式不正确'],
      ['/api/goldRedeem/redeem', { id: 0 }, 'ID不能小于1'],
      ['/api/goldRedeem/redeem', { id: 1.5 }, 'ID格式不正确'],
      ['/api/goldRedeem/redeem', { id: 2147483648 }, 'ID不能大于2147483647'],
    ]
    for (const [url, body, msg] of cases) {
      const r = await post(u, url, body)
      assert.deepEqual([r.statusCode, r.body.status, r.body.msg, r.body.result], [200, 0, msg, null], `${url} ${JSON.stringify(body)}`)
    }
    assert.equal((await redemptionsOf(u.id)).length, 0)
    assert.equal(await gold(u.id), 5000)
  })
})

describe(`redemptions at once${ON_POSTGRES}`, () => {
  test('50 users at once on an item with stock 3: exactly 3 redeem it', async () => {
    at('2026-03-10 10:30:00')
    const item = await cashItem({ stock: 3, limitPerUser: 1, goldPrice: 200, amountFen: 30 })
    const users = await Promise.all(Array.from({ length: 50 }, () => user()))
    for (const u of users) await giveGold(u.id, 200)
    const results = await Promise.all(users.map((u) => redeem(u, item.id)))
    assert.equal(results.filter((r) => r.body.status === 1).length, 3)
    for (const r of results.filter((x) => x.body.status !== 1)) assert.equal(r.body.msg, '已兑完')
    assert.equal((await itemRow(item.id)).stock, 0)
    const rows = await db().select().from(goldRedemptions).where(eq(goldRedemptions.itemId, item.id))
    assert.equal(rows.length, 3)
    const winners = new Set(rows.map((r) => r.userId))
    for (const u of users) {
      assert.deepEqual([await gold(u.id), await balance(u.id)], winners.has(u.id) ? [0, 30] : [200, 0], `user ${u.id}`)
    }
  })

  test('one user at a limit of 1, 20 requests at once: one redemption, gold taken once', async () => {
    at('2026-03-10 10:30:00')
    const item = await cashItem({ stock: 100, limitPerUser: 1, goldPrice: 150, amountFen: 20 })
    const u = await user()
    await giveGold(u.id, 3000)
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(u, item.id)))
    assert.equal(results.filter((r) => r.body.status === 1).length, 1)
    for (const r of results.filter((x) => x.body.status !== 1)) assert.equal(r.body.msg, '已达兑换上限')
    assert.deepEqual([await gold(u.id), await balance(u.id), (await itemRow(item.id)).stock, (await redemptionsOf(u.id)).length], [2850, 20, 99, 1])
  })

  test('a user whose gold buys two of 20 parallel redemptions gets two, never below zero', async () => {
    at('2026-03-10 10:30:00')
    const item = await cashItem({ stock: 100, limitPerUser: 50, goldPrice: 100, amountFen: 5 })
    const u = await user()
    await giveGold(u.id, 250)
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(u, item.id)))
    assert.equal(results.filter((r) => r.body.status === 1).length, 2)
    for (const r of results.filter((x) => x.body.status !== 1)) assert.equal(r.body.msg, '金币不足')
    assert.deepEqual([await gold(u.id), await balance(u.id), (await itemRow(item.id)).stock], [50, 10, 98])
  })
})

describe(`gold packs${ON_POSTGRES}`, () => {
  test('goldRechargeList: the enabled packs in order, without login', async () => {
    const r = await call<GoldRechargeListResult>(env.app, '/api/discount/goldRechargeList')
    assert.equal(r.body.status, 1, r.body.msg)
    assert.deepEqual(r.body.result.map((p) => [p.title, p.gold, p.bonus_gold, p.price]), [
      ['100金币', 100, 0, '1.00'], ['600金币', 600, 60, '6.00'], ['1200金币', 1200, 180, '12.00'], ['3000金币', 3000, 600, '30.00'],
      ['6800金币', 6800, 1700, '68.00'],
    ])
    assert.ok(r.body.result.every((p) => Number.isInteger(p.id)))
  })

  test('a pending pack order taken up again is charged and credited at the pack\'s price and gold of now', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const p = await pack('600金币')
    try {
      const first = (await recharge(u, 1, p.id)).body.result
      assert.equal(first.amount, '6.00')
      await db().update(goldPacks).set({ priceFen: 500, gold: 650, bonusGold: 100 }).where(eq(goldPacks.id, p.id))
      await topUp(u.id, 1000)
      const r = await recharge(u, 3, p.id)
      assert.deepEqual([r.body.status, r.body.result.order_no, r.body.result.amount], [1, first.order_no, '5.00'])
      assert.equal(await balance(u.id), 500, 'charged the price of now')
      assert.equal(await gold(u.id), 750, 'credited the gold and bonus of now')
      assert.deepEqual((await packOrdersOf(u.id)).map((o) => [o.amountFen, o.gold, o.bonusGold, o.status]), [[500, 650, 100, 'paid']])
    } finally {
      await db().update(goldPacks).set({ priceFen: p.priceFen, gold: p.gold, bonusGold: p.bonusGold }).where(eq(goldPacks.id, p.id))
    }
  })

  test('the wallet pays at once: gold and bonus credited in the same step; 钱包余额不足 writes nothing', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const p = await pack('600金币')
    await topUp(u.id, 1000)
    const r = await recharge(u, 3, p.id)
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.msg, '充值成功')
    assert.match(r.body.result.order_no, /^GD20260310\d{8}$/)
    assert.deepEqual([r.body.result.paid, r.body.result.amount, r.body.result.pay_type, r.body.result.pay_url], [true, '6.00', 3, null])
    assert.equal(await gold(u.id), 660)
    assert.equal(await balance(u.id), 400)
    const [order] = await packOrdersOf(u.id)
    assert.deepEqual([order.status, order.orderNo, order.gold, order.bonusGold, order.amountFen, order.payType], ['paid', r.body.result.order_no, 600, 60, 600, 3])
    assert.deepEqual((await walletRowsOf(u.id)).filter((w) => w.kind === 'gold_pack_payment').map((w) => [w.amountFen, w.refType, w.refId]), [[-600, 'gold_pack_order', order.id]])
    assert.deepEqual((await goldRowsOf(u.id)).map((g) => [g.kind, g.amount, g.refType, g.refId]), [['recharge', 660, 'gold_pack_order', order.id]])
    const income = await post<WalletIncomeResult>(u, '/api/Wallet/income', { kind: 'payment' })
    assert.deepEqual(income.body.result.list.map((w) => [w.title, w.amount]), [['购买金币', '-6.00']])
    assert.equal((await post<SignInListsResult>(u, '/api/signIn/lists')).body.result.list[0].title, '金币充值')

    const short = await recharge(u, 3, (await pack('1200金币')).id)
    assert.deepEqual([short.body.status, short.body.msg, short.body.result], [0, '钱包余额不足', null])
    assert.equal((await packOrdersOf(u.id)).length, 1, 'no order')
    assert.deepEqual([await gold(u.id), await balance(u.id)], [660, 400])
  })

  test('sandbox provider end to end: the return page, ten notifications at once credit once', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const p = await pack('3000金币')
    const r = await recharge(u, 1, p.id, { origin: 'http://app.test:10086' })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.msg, '下单成功，请在15分钟内完成支付')
    const order = r.body.result
    assert.deepEqual([order.paid, order.amount, order.pay_type, order.expire_time], [false, '30.00', 1, '2026-03-10 10:45:00'])
    assert.match(order.order_no, /^GD20260310\d{8}$/)
    assert.equal(new URL(order.pay_url!).searchParams.get('return'), `http://app.test:10086/#/pages_gold/index_gold?order_no=${order.order_no}`)
    const paymentNo = paymentNoOf(order)
    const stored = await paymentRow(paymentNo)
    assert.deepEqual([stored.purpose, stored.status, stored.amountFen], ['gold_pack', 'pending', 3000])
    assert.equal(await gold(u.id), 0, 'nothing before the notification')
    const url = new URL(order.pay_url!)
    const sandboxPage = await env.app.inject({ method: 'GET', url: url.pathname + url.search })
    assert.equal(sandboxPage.statusCode, 200)
    assert.match(sandboxPage.body, /饭贝金币/, 'the sandbox page shows what is paid for')
    assert.match(sandboxPage.body, /30\.00/)

    later(60_000)
    const results = await Promise.all(Array.from({ length: 10 }, () => notify(sandbox.notification(paymentNo, 3000))))
    assert.ok(results.every((x) => x.statusCode === 200))
    const messages = results.map(messageOf)
    assert.deepEqual([messages.filter((m) => m === 'paid').length, messages.filter((m) => m === 'duplicate').length], [1, 9])
    assert.equal(await gold(u.id), 3600)
    assert.deepEqual((await goldRowsOf(u.id)).map((g) => g.kind), ['recharge'])
    const [row] = await packOrdersOf(u.id)
    assert.deepEqual([row.status, row.paidAt?.getTime(), row.payType], ['paid', clock.now().getTime(), 1])
    assert.equal((await paymentRow(paymentNo)).status, 'paid')
    assert.equal(await balance(u.id), 0, 'nothing went to the wallet')
  })

  test('a double tap reuses the pending order and closes its earlier payment, whose late money goes to the wallet', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const p = await pack('600金币')
    const [a, b] = [(await recharge(u, 1, p.id)).body.result, (await recharge(u, 2, p.id)).body.result]
    assert.equal(a.order_no, b.order_no, 'one order')
    assert.equal((await paymentRow(paymentNoOf(a))).status, 'closed', 'one live payment per order')
    const parallel = await Promise.all(Array.from({ length: 5 }, () => recharge(u, 1, p.id)))
    assert.ok(parallel.every((r) => r.body.status === 1 && r.body.result.order_no === a.order_no))
    assert.equal((await packOrdersOf(u.id)).length, 1, 'parallel taps make no second order')
    const live = await db().select().from(payments).where(and(eq(payments.userId, u.id), eq(payments.status, 'pending')))
    assert.equal(live.length, 1)

    const late = await notify(sandbox.notification(paymentNoOf(a), 600))
    assert.deepEqual([late.statusCode, messageOf(late)], [200, 'refunded'])
    assert.deepEqual([await balance(u.id), await gold(u.id)], [600, 0], 'the closed payment\'s money is in the wallet and bought nothing')
    assert.deepEqual((await walletRowsOf(u.id)).map((w) => w.kind), ['payment_refund'])
    assert.equal(messageOf(await notify(sandbox.notification(live[0].paymentNo, 600))), 'paid')
    assert.equal(await gold(u.id), 660)

    // another pack is another order; the wallet then pays a pending order of that pack
    const other = (await recharge(u, 1, (await pack('100金币')).id)).body.result
    assert.notEqual(other.order_no, a.order_no)
    const byWallet = await recharge(u, 3, (await pack('100金币')).id)
    assert.deepEqual([byWallet.body.status, byWallet.body.result.order_no, byWallet.body.result.paid], [1, other.order_no, true])
    assert.equal((await paymentRow(paymentNoOf(other))).status, 'closed')
    assert.deepEqual([await balance(u.id), await gold(u.id)], [500, 760])
  })

  test('unpaid after 15 minutes: the minute sweep expires it, a late notification refunds to the wallet once', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const p = await pack('1200金币')
    const order = (await recharge(u, 2, p.id)).body.result
    const paymentNo = paymentNoOf(order)
    later(15 * 60_000)
    const logged: unknown[] = []
    const log = { info: (obj: object, msg: string) => { logged.push([msg, obj]) }, error: (_: object, msg: string) => { logged.push(`error: ${msg}`) } }
    await db().transaction((tx) => expirySweepJob(SERVER_MODULES).run({ db: tx, now: clock.now(), log }))
    assert.deepEqual(logged, [['swept lapsed rows', { lapse: 'gold_pack_orders', count: 1 }]])
    const [row] = await packOrdersOf(u.id)
    assert.deepEqual([row.status, row.closedAt?.getTime()], ['expired', clock.now().getTime()])
    assert.equal((await paymentRow(paymentNo)).status, 'closed')
    const late = await notify(sandbox.notification(paymentNo, 1200))
    assert.deepEqual([late.statusCode, messageOf(late)], [200, 'refunded'])
    assert.deepEqual([await balance(u.id), await gold(u.id)], [1200, 0])
    assert.equal(messageOf(await notify(sandbox.notification(paymentNo, 1200))), 'duplicate')
    assert.equal(await balance(u.id), 1200, 'refunded once')
    const next = (await recharge(u, 2, p.id)).body.result
    assert.notEqual(next.order_no, order.order_no, 'a new order after expiry')
  })

  test('expired on read: a notification past the expiry refunds even before the sweep', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const order = (await recharge(u, 1, (await pack('100金币')).id)).body.result
    later(15 * 60_000 + 1000)
    const late = await notify(sandbox.notification(paymentNoOf(order), 100))
    assert.equal(messageOf(late), 'refunded')
    assert.deepEqual((await packOrdersOf(u.id)).map((o) => o.status), ['expired'])
    assert.deepEqual([await balance(u.id), await gold(u.id)], [100, 0])
  })

  test('a wrong amount, a bad signature, an unknown payment are refused and credit nothing', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const order = (await recharge(u, 1, (await pack('600金币')).id)).body.result
    const paymentNo = paymentNoOf(order)
    const good = sandbox.notification(paymentNo, 600)
    assert.equal((await notify(sandbox.notification(paymentNo, 60))).statusCode, 400)
    assert.equal((await notify({ ...good, sign: '0'.repeat(64) })).statusCode, 400)
    assert.equal((await notify(new SandboxPaymentProvider('not-the-secret').notification(paymentNo, 600))).statusCode, 400)
    assert.equal((await notify(sandbox.notification('PAY202603100000000000', 600))).statusCode, 400)
    assert.equal((await paymentRow(paymentNo)).status, 'pending')
    assert.deepEqual((await packOrdersOf(u.id)).map((o) => o.status), ['pending'])
    assert.deepEqual([await gold(u.id), await balance(u.id)], [0, 0])
  })

  test('bad input and unknown or disabled packs are refused with nothing written', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    await topUp(u.id, 10_000)
    const [off] = await db().insert(goldPacks).values({ title: '下架套餐', gold: 10, priceFen: 10, enabled: false, sort: 99 }).returning()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pay_type: 3 }, '请填写金币套餐'],
      [{ gold_type: 1 }, '请填写支付方式'],
      [{ pay_type: 4, gold_type: 1 }, '支付方式不正确'],
      [{ pay_type: '3', gold_type: 1 }, '支付方式格式不正确'],
      [{ pay_type: 3, gold_type: 'x' }, '金币套餐格式不正确'],
      [{ pay_type: 3, gold_type: 0 }, '金币套餐不能小于1'],
      [{ pay_type: 3, gold_type: 999999 }, '该金币套餐不存在或已下架'],
      [{ pay_type: 3, gold_type: off.id }, '该金币套餐不存在或已下架'],
      [{ pay_type: 1, gold_type: off.id }, '该金币套餐不存在或已下架'],
    ]
    for (const [body, msg] of cases) {
      const r = await post(u, '/api/discount/recharge', body)
      assert.deepEqual([r.statusCode, r.body.status, r.body.msg, r.body.result], [200, 0, msg, null], JSON.stringify(body))
    }
    assert.ok(!(await call<GoldRechargeListResult>(env.app, '/api/discount/goldRechargeList')).body.result.some((p) => p.id === off.id))
    assert.deepEqual([(await packOrdersOf(u.id)).length, await balance(u.id), await gold(u.id)], [0, 10_000, 0])
    const unauth = await call(env.app, '/api/discount/recharge', { pay_type: 3, gold_type: 1 })
    assert.deepEqual([unauth.statusCode, unauth.body.status], [401, -1])
  })
})

describe(`the user's lists: redemptions and gold pack orders${ON_POSTGRES}`, () => {
  test('goldRedeem/records: newest first, as redeemed, paged with a total; only the user\'s own; login needed', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const other = await user()
    assert.deepEqual((await records(u)).body.result, { list: [], total: 0, page: 1, limit: 10 })
    await giveGold(u.id, 5000)
    await giveGold(other.id, 1000)
    const cash = await cashItem({ goldPrice: 200, amountFen: 150 })
    const steps: Array<[string, number]> = [['3天会员', 0], ['无门槛5元红包', 0], [cash.title, cash.id]]
    for (const [title, id] of steps) {
      later(60_000)
      const r = await redeem(u, id || (await seeded(title)).id)
      assert.equal(r.body.status, 1, `${title}: ${r.body.msg}`)
    }
    assert.equal((await redeem(other, cash.id)).body.status, 1)
    // the item changes afterwards: the record keeps what was redeemed
    await db().update(goldItems).set({ title: '改名了', goldPrice: 999, amountFen: 1 }).where(eq(goldItems.id, cash.id))

    const all = await records(u)
    assert.equal(all.body.status, 1, all.body.msg)
    assert.deepEqual([all.body.result.total, all.body.result.page, all.body.result.limit], [3, 1, 10])
    assert.deepEqual(all.body.result.list.map((r) => [r.type, r.title, r.gold_spent, r.days, r.amount, r.create_time]), [
      [3, cash.title, 200, undefined, '1.50', '2026-03-10 10:33:00'],
      [2, '无门槛5元红包', 500, undefined, '5.00', '2026-03-10 10:32:00'],
      [1, '3天会员', 800, 3, undefined, '2026-03-10 10:31:00'],
    ])
    assert.deepEqual(all.body.result.list.map((r) => r.item_id), [cash.id, (await seeded('无门槛5元红包')).id, (await seeded('3天会员')).id])
    const ids = (await redemptionsOf(u.id)).map((r) => r.id).reverse()
    assert.deepEqual(all.body.result.list.map((r) => r.id), ids)

    const first = await records(u, { page: 1, limit: 2 })
    const second = await records(u, { page: 2, limit: 2 })
    assert.deepEqual(first.body.result.list.map((r) => r.id), ids.slice(0, 2))
    assert.deepEqual([second.body.result.list.map((r) => r.id), second.body.result.total, second.body.result.page], [ids.slice(2), 3, 2])
    assert.deepEqual((await records(u, { page: 3, limit: 2 })).body.result.list, [])
    assert.deepEqual((await records(other)).body.result.list.map((r) => [r.title, r.gold_spent]), [[cash.title, 200]])

    const unauth = await call(env.app, '/api/goldRedeem/records', {})
    assert.deepEqual([unauth.statusCode, unauth.body.status], [401, -1])
  })

  test('discount/goldRechargeOrders: newest first with their state; pending past 15 minutes reads (and is stored) expired; paid by notification', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const other = await user()
    assert.deepEqual((await packOrders(u)).body.result, { list: [], total: 0, page: 1, limit: 10 })
    await topUp(u.id, 600)
    const wallet = (await recharge(u, 3, (await pack('600金币')).id)).body.result
    later(60_000)
    const waiting = (await recharge(u, 2, (await pack('100金币')).id)).body.result
    later(60_000)
    const lapsing = (await recharge(u, 1, (await pack('1200金币')).id)).body.result
    const theirs = (await recharge(other, 1, (await pack('100金币')).id)).body.result

    const listed = await packOrders(u)
    assert.equal(listed.body.status, 1, listed.body.msg)
    assert.equal(listed.body.result.total, 3)
    assert.deepEqual(listed.body.result.list.map((o) => [o.order_no, o.title, o.gold, o.bonus_gold, o.amount, o.pay_type, o.status, o.create_time, o.expire_time, o.pay_time]), [
      [lapsing.order_no, '1200金币', 1200, 180, '12.00', 1, 'pending', '2026-03-10 10:32:00', '2026-03-10 10:47:00', null],
      [waiting.order_no, '100金币', 100, 0, '1.00', 2, 'pending', '2026-03-10 10:31:00', '2026-03-10 10:46:00', null],
      [wallet.order_no, '600金币', 600, 60, '6.00', 3, 'paid', '2026-03-10 10:30:00', '2026-03-10 10:45:00', '2026-03-10 10:30:00'],
    ])
    assert.deepEqual(listed.body.result.list.map((o) => o.pack_id), [(await pack('1200金币')).id, (await pack('100金币')).id, (await pack('600金币')).id])

    // the provider pays one; the other runs out of time
    later(5 * 60_000)
    assert.equal(messageOf(await notify(sandbox.notification(paymentNoOf(waiting), 100))), 'paid')
    later(10 * 60_000)
    const after = (await packOrders(u)).body.result.list
    assert.deepEqual(after.map((o) => [o.order_no, o.status, o.pay_time]), [
      [lapsing.order_no, 'expired', null],
      [waiting.order_no, 'paid', '2026-03-10 10:37:00'],
      [wallet.order_no, 'paid', '2026-03-10 10:30:00'],
    ])
    assert.deepEqual((await packOrdersOf(u.id)).map((o) => o.status), ['paid', 'paid', 'expired'], 'stored expired by the read')
    assert.equal((await paymentRow(paymentNoOf(lapsing))).status, 'closed')

    // one order by its number (the result page after paying); another user's number finds nothing
    const one = await packOrders(u, { order_no: waiting.order_no })
    assert.deepEqual([one.body.result.total, one.body.result.list.map((o) => [o.order_no, o.status, o.gold + o.bonus_gold])], [1, [[waiting.order_no, 'paid', 100]]])
    assert.deepEqual((await packOrders(u, { order_no: theirs.order_no })).body.result, { list: [], total: 0, page: 1, limit: 10 })
    assert.deepEqual((await packOrders(u, { order_no: 'GD2026031000000000' })).body.result.list, [])
    assert.deepEqual((await packOrders(u, { page: 2, limit: 2 })).body.result.list.map((o) => o.order_no), [wallet.order_no])
    assert.deepEqual((await packOrders(other)).body.result.list.map((o) => o.order_no), [theirs.order_no])

    const unauth = await call(env.app, '/api/discount/goldRechargeOrders', {})
    assert.deepEqual([unauth.statusCode, unauth.body.status], [401, -1])
  })

  test('bad paging or order numbers are refused with a clear message, never a 500', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/goldRedeem/records', { page: 0 }, '页码不能小于1'],
      ['/api/goldRedeem/records', { page: 'x' }, '页码格式不正确'],
      ['/api/goldRedeem/records', { page: 1.5 }, '页码格式不正确'],
      ['/api/goldRedeem/records', { limit: 51 }, '每页条数不能大于50'],
      ['/api/goldRedeem/records', { limit: 0 }, '每页条数不能小于1'],
      ['/api/discount/goldRechargeOrders', { page: 100001 }, '页码不能大于100000'],
      ['/api/discount/goldRechargeOrders', { limit: '10' }, '每页条数格式不正确'],
      ['/api/discount/goldRechargeOrders', { order_no: '' }, '订单号不能为空'],
      ['/api/discount/goldRechargeOrders', { order_no: 'GD 2026' }, '订单号不正确'],
      ['/api/discount/goldRechargeOrders', { order_no: "GD' or 1=1" }, '订单号不正确'],
      ['/api/discount/goldRechargeOrders', { order_no: 2026031000000000 }, '订单号格式不正确'],
      ['/api/discount/goldRechargeOrders', { order_no: 'G'.repeat(33) }, '订单号不能超过32个字符'],
    ]
    for (const [url, body, msg] of cases) {
      const r = await post(u, url, body)
      assert.deepEqual([r.statusCode, r.body.status, r.body.msg, r.body.result], [200, 0, msg, null], `${url} ${JSON.stringify(body)}`)
    }
    const english = await post(u, '/api/discount/goldRechargeOrders', { order_no: '' }, { 'accept-language': 'en' })
    assert.equal(english.body.msg, 'Order number must not be empty')
  })
})

describe(`operators: gold items and corrections${ON_POSTGRES}`, () => {
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
  type ItemsAnswer = { items: Array<{ id: number; title: string; stock: number; sold: number; enabled: boolean; limit_per_user: number }> }

  test('gold-items shows stock and sold; gold-item-stock sets the stock left; disable / enable take an item off and on sale', async () => {
    at('2026-03-10 10:30:00')
    const item = await cashItem({ stock: 2, limitPerUser: 3, goldPrice: 100, amountFen: 10 })
    const u = await user()
    await giveGold(u.id, 1000)
    assert.equal((await redeem(u, item.id)).body.status, 1)
    let listed = await opsCall<ItemsAnswer>('gold-items', {})
    assert.equal(listed.body.status, 1, listed.body.msg)
    const mine = () => listed.body.result.items.find((i) => i.id === item.id)!
    assert.deepEqual([mine().stock, mine().sold, mine().enabled], [1, 1, true])
    assert.ok(listed.body.result.items.some((i) => i.title === '7天会员'), 'every item, the seeded ones too')

    const set = await opsCall<{ result: { outcome: string; stock: number; sold: number } }>('gold-item-stock', { id: item.id, stock: 0 })
    assert.deepEqual(set.body.result.result, { id: item.id, outcome: 'stock_set', title: item.title, stock: 0, sold: 1 })
    assert.equal((await redeem(u, item.id)).body.msg, '已兑完')
    assert.equal((await opsCall('gold-item-stock', { id: item.id, stock: 5 })).body.status, 1)
    assert.equal((await redeem(u, item.id)).body.status, 1)
    for (const body of [{ id: item.id, stock: -1 }, { id: item.id, stock: 1.5 }, { id: item.id, stock: '3' }, { id: item.id }, { stock: 3 }]) {
      assert.equal((await opsCall('gold-item-stock', body)).body.status, 0, JSON.stringify(body))
    }
    assert.equal((await itemRow(item.id)).stock, 4, 'refused commands changed nothing')
    const missing = await opsCall<{ result: { outcome: string } }>('gold-item-stock', { id: 999999, stock: 1 })
    assert.equal(missing.body.result.result.outcome, 'not_found')

    const off = await opsCall<{ result: { outcome: string } }>('gold-item-disable', { id: item.id })
    assert.equal(off.body.result.result.outcome, 'disabled')
    assert.equal((await redeem(u, item.id)).body.msg, '该兑换商品不存在或已下架')
    assert.ok(!(await lists(u, 3)).body.result.some((i) => i.id === item.id))
    listed = await opsCall<ItemsAnswer>('gold-items', {})
    assert.equal(mine().enabled, false, 'still listed for operators')
    assert.equal((await opsCall<{ result: { outcome: string } }>('gold-item-enable', { id: item.id })).body.result.result.outcome, 'enabled')
    assert.equal((await redeem(u, item.id)).body.status, 1)
  })

  test('gold-credit / gold-debit with a reason; a debit above the balance and a blank reason change nothing', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    const credited = await opsCall<{ result: { outcome: string; gold: number; balance: number } }>('gold-credit', { user: String(u.id), gold: 300, reason: '活动补发' })
    assert.deepEqual(credited.body.result.result, { user: String(u.id), outcome: 'credited', gold: 300, balance: 300 })
    const debited = await opsCall<{ result: { outcome: string; balance: number } }>('gold-debit', { user: String(u.id), gold: 100, reason: '误发扣回' })
    assert.deepEqual([debited.body.result.result.outcome, debited.body.result.result.balance], ['debited', 200])
    const tooMuch = await opsCall<{ result: { outcome: string; balance: number } }>('gold-debit', { user: String(u.id), gold: 201, reason: '扣回' })
    assert.deepEqual([tooMuch.body.result.result.outcome, tooMuch.body.result.result.balance], ['insufficient', 200])
    const blank = await opsCall<{ result: { outcome: string } }>('gold-credit', { user: String(u.id), gold: 5, reason: '  ' })
    assert.equal(blank.body.result.result.outcome, 'bad_reason')
    assert.equal((await opsCall('gold-credit', { user: String(u.id), gold: 0, reason: 'x' })).body.status, 0)
    const nobody = await opsCall<{ result: { outcome: string } }>('gold-credit', { user: '999999', gold: 5, reason: '测试' })
    assert.equal(nobody.body.result.result.outcome, 'not_found')
    assert.deepEqual((await goldRowsOf(u.id)).map((g) => [g.kind, g.amount, g.refType, g.note]), [
      ['ops_credit', 300, 'gold_adjustment', '活动补发'], ['ops_debit', -100, 'gold_adjustment', '误发扣回'],
    ])
  })

  test('the CLI reads the gold commands and prints their answers', () => {
    const zh = langOf('zh')
    const parsed = (argv: string[]) => {
      const p = parseArgs(argv, zh)
      assert.ok('request' in p)
      return p.request
    }
    assert.deepEqual(parsed(['gold-items']), { command: 'gold-items' })
    assert.deepEqual(parsed(['gold-item-stock', '7', '--stock', '0']), { command: 'gold-item-stock', id: 7, stock: 0 })
    assert.deepEqual(parsed(['gold-item-disable', '7']), { command: 'gold-item-disable', id: 7 })
    assert.deepEqual(parsed(['gold-credit', '13800000001', '--gold', '500', '--reason', ' 活动补发 ']),
      { command: 'gold-credit', user: '13800000001', gold: 500, reason: '活动补发' })
    const refusals: Array<[string[], string]> = [
      [['gold-item-stock', '7', '--stock', '-1'], '--stock 为 0-10000000 的整数'],
      [['gold-item-stock', '7', '--stock', '1.5'], '--stock 为 0-10000000 的整数'],
      [['gold-item-stock', '7'], '--stock 为 0-10000000 的整数'],
      [['gold-item-stock', '--stock', '3'], '请给出兑换商品ID'],
      [['gold-item-enable', 'x'], 'x 不是兑换商品ID'],
      [['gold-debit', '42', '--gold', '0', '--reason', 'x'], '--gold 为 1-10000000 的整数'],
      [['gold-debit', '42', '--gold', '5'], '请用 --reason 给出原因（1-200个字符）'],
    ]
    for (const [argv, message] of refusals) assert.throws(() => parseArgs(argv, zh), { message }, argv.join(' '))

    const table = render({ command: 'gold-items', items: [{ id: 3, type: 3, title: '1元现金', gold_price: 1000, stock: 998, sold: 2, limit_per_user: 3, enabled: true }] } as OpsAnswer, zh)
    assert.equal(table.ok, true)
    assert.match(table.stdout[0].split('\n')[0], /^ID\s+类型\s+名称\s+金币\s+库存\s+已兑\s+每人限兑\s+上架$/)
    assert.match(table.stdout[0].split('\n')[2], /^3\s+3\s+1元现金\s+1000\s+998\s+2\s+3\s+是$/)
    const stock = render({ command: 'gold-item-stock', result: { id: 3, outcome: 'stock_set', title: '1元现金', stock: 0, sold: 2 } }, zh)
    assert.deepEqual(stock, { ok: true, stdout: ['兑换商品 3（1元现金）库存已设为 0（已兑 2）'], stderr: [] })
    const short = render({ command: 'gold-debit', result: { user: '42', outcome: 'insufficient', gold: 500, balance: 20 } }, zh)
    assert.deepEqual(short, { ok: false, stdout: [], stderr: ['42：金币 20 不足以扣减 500'] })
  })

  test('expire also closes unpaid gold pack orders', async () => {
    at('2026-03-10 10:30:00')
    const u = await user()
    await recharge(u, 1, (await pack('100金币')).id)
    later(20 * 60_000)
    const r = await opsCall<{ swept: { name: string; count: number }[] }>('expire', {})
    assert.equal(r.body.status, 1)
    assert.ok(r.body.result.swept.find((s) => s.name === 'gold_pack_orders')!.count >= 1)
    assert.deepEqual((await packOrdersOf(u.id)).map((o) => o.status), ['expired'])
  })
})
