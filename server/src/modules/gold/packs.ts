import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { GoldPackOrder, GoldRechargeOrdersResult, GoldRechargePack } from '@api-types/discount'
import type { PaymentOrder, PayType } from '@api-types/member'
import { shanghaiDay } from '../../clock'
import type { Db } from '../../db/driver'
import { goldPackOrders, goldPacks } from '../../db/schema'
import { formatTime, newOrderNo, yuan } from '../../lib'
import { refuse, Refused, type Outcome } from '../../outcome'
import {
  checkout, closePendingPayments, expirePendingOrders, lockPayment, markPaymentPaid, openPayment, PAYMENT_WINDOW_MS, refundToWallet, withFreshNumbers,
  startPayment, type NotificationOutcome, type NotifiedPayment, type OpenedPayment, type PayContext,
} from '../pay/checkout'
import type { Tx } from '../ledger/book'
import { debit } from '../wallet/ledger'
import { goldBook } from './ledger'

// Gold packs bought with money (docs/rules.md "Sign-in and gold coins", "Payments"), the way
// membership is bought (member/orders.ts): discount/recharge pays a pack with the wallet (debit,
// order paid and gold credited in one transaction) or through a provider (a payments row of
// purpose 'gold_pack', pay/checkout.ts), confirmed by the provider's signed notification
// (applyGoldPackNotification, dispatched by pay/notify.ts). Unpaid orders expire after 15 minutes.
// One pending order per user and pack: a second recharge of the pack reuses it and closes its
// earlier payment. Lock order: the user's recharge lock, the order, its payments, the wallet, gold.

export const GOLD_PACK_PURPOSE = 'gold_pack' as const

type OrderRow = typeof goldPackOrders.$inferSelect

/** discount/goldRechargeList: the enabled packs in the operator's order. */
export async function listPacks(db: Db): Promise<GoldRechargePack[]> {
  const rows = await db.select().from(goldPacks).where(eq(goldPacks.enabled, true)).orderBy(asc(goldPacks.sort), asc(goldPacks.id))
  return rows.map((p) => ({ id: p.id, title: p.title, gold: p.gold, bonus_gold: p.bonusGold, price: yuan(p.priceFen) }))
}

/** The constraints a colliding random order number violates (withFreshNumbers runs it again). */
const FRESH_NUMBERS = ['gold_pack_orders_order_no_unique']

/**
 * Marks unpaid gold pack orders past their 15 minutes expired (and closes their payments); `scope`
 * narrows which (a user's). Orders another transaction holds are skipped and left to the next run.
 */
export async function expireGoldPackOrders(db: Db, now: Date, scope?: SQL): Promise<number> {
  return db.transaction((tx) => expirePendingOrders(tx, goldPackOrders, GOLD_PACK_PURPOSE, now, scope))
}

const lockRecharge = (tx: Tx, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`gold_recharge:${userId}`}, 0))`)

/** Moves the locked pending order to paid and credits its gold (kind 'recharge', once per order). */
async function markPaid(tx: Tx, order: OrderRow, payType: PayType, now: Date): Promise<OrderRow> {
  const [paid] = await tx.update(goldPackOrders).set({ status: 'paid', payType, paidAt: now })
    .where(and(eq(goldPackOrders.id, order.id), eq(goldPackOrders.status, 'pending'))).returning()
  const booked = await goldBook.credit(tx, {
    userId: order.userId, kind: 'recharge', amount: order.gold + order.bonusGold, refType: 'gold_pack_order', refId: order.id,
    note: order.title, at: now,
  })
  if (booked !== 'done') throw new Error(`gold pack order ${order.id} was credited already`)
  return paid
}

type Settled = { order: OrderRow; payment: OpenedPayment | null }

/**
 * discount/recharge {pay_type, gold_type}: the user's pending order of the pack (reused, its expiry
 * 15 minutes from now again) or a new one at the pack's price, then: the wallet (3) pays it and the
 * gold is credited, in one transaction (钱包余额不足 writes nothing); WeChat Pay / Alipay (1, 2) get
 * a new payment that the provider is asked to start after the commit. The user's recharges run one
 * at a time (an advisory lock), so a double tap cannot make two orders.
 */
export async function rechargeGold(
  db: Db, userId: number, req: { payType: PayType; packId: number }, ctx: PayContext, now: Date,
): Promise<Outcome<PaymentOrder>> {
  const chosen = await checkout(db, userId, req.payType, ctx)
  if ('refusal' in chosen) return chosen
  const provider = chosen.value?.provider.name ?? ''
  let settled: Settled
  try {
    settled = await withFreshNumbers(FRESH_NUMBERS, () => db.transaction(async (tx): Promise<Settled> => {
      await lockRecharge(tx, userId)
      await expirePendingOrders(tx, goldPackOrders, GOLD_PACK_PURPOSE, now, eq(goldPackOrders.userId, userId))
      const [pack] = await tx.select().from(goldPacks).where(and(eq(goldPacks.id, req.packId), eq(goldPacks.enabled, true)))
      if (!pack) throw new Refused(refuse('goldPackUnavailable'))
      const expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS)
      const [pending] = await tx.select().from(goldPackOrders)
        .where(and(eq(goldPackOrders.userId, userId), eq(goldPackOrders.packId, pack.id), eq(goldPackOrders.status, 'pending'))).for('update')
      const [order] = pending
        ? await tx.update(goldPackOrders).set({ payType: req.payType, expiresAt }).where(eq(goldPackOrders.id, pending.id)).returning()
        : await tx.insert(goldPackOrders).values({
          orderNo: newOrderNo('GD', shanghaiDay(now)), userId, packId: pack.id, title: pack.title, gold: pack.gold, bonusGold: pack.bonusGold,
          amountFen: pack.priceFen, payType: req.payType, status: 'pending', expiresAt, createdAt: now,
        }).returning()
      if (req.payType !== 3) {
        const payment = await openPayment(tx, {
          userId, purpose: GOLD_PACK_PURPOSE, refId: order.id, orderNo: order.orderNo, amountFen: order.amountFen, payType: req.payType, provider,
          expiresAt: order.expiresAt, subject: `饭贝金币 ${order.title}`, now,
        })
        return { order, payment }
      }
      const booked = await debit(tx, {
        userId, kind: 'gold_pack_payment', amountFen: order.amountFen, refType: 'gold_pack_order', refId: order.id,
        note: `金币 ${order.title}`, at: now,
      })
      if (booked === 'insufficient') throw new Refused(refuse('walletInsufficient'))
      if (booked === 'duplicate') throw new Error(`gold pack order ${order.id} was debited already while pending`)
      await closePendingPayments(tx, GOLD_PACK_PURPOSE, [order.id])
      return { order: await markPaid(tx, order, 3, now), payment: null }
    }))
  } catch (err) {
    if (err instanceof Refused) return err.refusal
    throw err
  }
  const { order, payment } = settled
  const base = { order_no: order.orderNo, amount: yuan(order.amountFen), expire_time: formatTime(order.expiresAt)! }
  if (!payment) return { value: { ...base, pay_type: 3, paid: true, pay_url: null, pay_params: null } }
  const start = await startPayment(db, chosen.value!, payment, ctx)
  if ('refusal' in start) return start
  return { value: { ...base, pay_type: req.payType, paid: false, pay_url: start.value.payUrl, pay_params: start.value.payParams } }
}

/**
 * Applies a verified notification of a gold pack payment (the caller checked payment and amount),
 * in one transaction holding the order, then the payment: a pending payment of a pending,
 * unexpired order → both paid and the gold credited, so identical notifications at once credit
 * once. Money for a closed payment, or an order past its expiry or no longer pending, goes to the
 * user's wallet (pay/checkout.ts refundToWallet).
 */
export async function applyGoldPackNotification(db: Db, payment: NotifiedPayment, tradeNo: string, now: Date): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(goldPackOrders).where(eq(goldPackOrders.id, payment.refId)).for('update')
    if (order) await expirePendingOrders(tx, goldPackOrders, GOLD_PACK_PURPOSE, now, eq(goldPackOrders.id, order.id))
    const status = await lockPayment(tx, payment.id)
    if (status === 'paid' || status === 'refunded') return 'duplicate'
    const live = status === 'pending' && order !== undefined && order.status === 'pending' && order.expiresAt > now
    if (!live) return refundToWallet(tx, payment, tradeNo, now)
    await markPaymentPaid(tx, payment.id, tradeNo, now)
    await markPaid(tx, order, payment.payType as PayType, now)
    return 'paid'
  })
}

/** An order's state as of `now`: a pending one past its expiry is expired, whether or not the sweep stored it. */
const statusAt = (o: OrderRow, now: Date): GoldPackOrder['status'] =>
  o.status === 'pending' && o.expiresAt <= now ? 'expired' : o.status as GoldPackOrder['status']

/**
 * discount/goldRechargeOrders {page, limit, order_no?}: the user's gold pack orders newest first,
 * with `total`; `order_no` narrows them to that order (none when it is not the user's), which the
 * page the payer comes back to reads for its result. The user's stale pending orders are stored as
 * expired first (their payments closed), and any the sweep skips still read expired.
 */
export async function listGoldPackOrders(
  db: Db, userId: number, req: { page: number; limit: number; orderNo?: string }, now: Date,
): Promise<GoldRechargeOrdersResult> {
  await expireGoldPackOrders(db, now, eq(goldPackOrders.userId, userId))
  const mine = and(eq(goldPackOrders.userId, userId), req.orderNo === undefined ? undefined : eq(goldPackOrders.orderNo, req.orderNo))
  const { page, limit } = req
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(goldPackOrders).where(mine).orderBy(desc(goldPackOrders.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(goldPackOrders).where(mine),
  ])
  const list = rows.map((o): GoldPackOrder => ({
    id: o.id,
    order_no: o.orderNo,
    pack_id: o.packId,
    title: o.title,
    gold: o.gold,
    bonus_gold: o.bonusGold,
    amount: yuan(o.amountFen),
    pay_type: o.payType as PayType,
    status: statusAt(o, now),
    create_time: formatTime(o.createdAt)!,
    expire_time: formatTime(o.expiresAt)!,
    pay_time: formatTime(o.paidAt),
  }))
  return { list, total: Number(total), page, limit }
}
