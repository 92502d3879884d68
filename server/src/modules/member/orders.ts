import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { MemberListsResult, MemberOrder, PaymentOrder, PayType } from '@api-types/member'
import { shanghaiDay } from '../../clock'
import type { Db } from '../../db/driver'
import { memberOrders, memberTypes } from '../../db/schema'
import { formatTime, newOrderNo, yuan } from '../../lib'
import { refuse, Refused, type Outcome } from '../../outcome'
import {
  checkout, closePendingPayments, expirePendingOrders, lockPayment, markPaymentPaid, openPayment, PAYMENT_WINDOW_MS, refundToWallet, withFreshNumbers,
  startPayment, type NotificationOutcome, type NotifiedPayment, type OpenedPayment, type PayContext,
} from '../pay/checkout'
import type { Tx } from '../ledger/book'
import { debit } from '../wallet/ledger'
import { grantMembership } from './grant'

// Membership orders (docs/rules.md "Membership", "Payments"): member/recharge buys a member type
// with the wallet (debit, order paid and membership granted in one transaction) or through a
// provider (a payments row of purpose 'member', started as every provider payment is:
// pay/checkout.ts), confirmed by the provider's signed notification (applyMemberNotification,
// dispatched by pay/notify.ts). Unpaid orders expire after 15 minutes. One pending order per user
// and type: a second recharge of the type while it is pending reuses it (a double tap makes no
// second order), closing its earlier payment, so there is one live payment per order. Lock order:
// the user's recharge lock, the order, its payments, the wallet, the membership row.

export const MEMBER_PURPOSE = 'member' as const

type OrderRow = typeof memberOrders.$inferSelect

/** The constraints a colliding random order number violates (withFreshNumbers runs it again). */
const FRESH_NUMBERS = ['member_orders_order_no_unique']

/**
 * Marks unpaid orders past their 15 minutes expired (and closes their payments); `scope` narrows
 * which (a user's on read). Orders another transaction holds are skipped and left to the next run.
 * Every answer already shows a pending order past its expiry as expired. Answers how many.
 */
export async function expireMemberOrders(db: Db, now: Date, scope?: SQL): Promise<number> {
  return db.transaction((tx) => expirePendingOrders(tx, memberOrders, MEMBER_PURPOSE, now, scope))
}

/** What the recharge transaction decided; a provider payment is started after it commits. */
type Settled = { order: OrderRow; payment: OpenedPayment | null }

const lockRecharge = (tx: Tx, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`member_recharge:${userId}`}, 0))`)

/**
 * member/recharge {pay_type, member_type_id}: the user's pending order of the type (reused, its
 * expiry 15 minutes from now again) or a new one at the type's price, then: the wallet (3) pays it
 * at once and grants the days, all in one transaction (钱包余额不足 writes nothing); WeChat Pay /
 * Alipay (1, 2) get a new payment that the provider is asked to start after the commit. The
 * user's recharges run one at a time (an advisory lock), so a double tap cannot make two orders.
 */
export async function recharge(
  db: Db, userId: number, req: { payType: PayType; memberTypeId: number }, ctx: PayContext, now: Date,
): Promise<Outcome<PaymentOrder>> {
  const chosen = await checkout(db, userId, req.payType, ctx)
  if ('refusal' in chosen) return chosen
  const provider = chosen.value?.provider.name ?? ''
  let settled: Settled
  try {
    settled = await withFreshNumbers(FRESH_NUMBERS, () => db.transaction(async (tx): Promise<Settled> => {
      await lockRecharge(tx, userId)
      await expirePendingOrders(tx, memberOrders, MEMBER_PURPOSE, now, eq(memberOrders.userId, userId))
      const [type] = await tx.select().from(memberTypes).where(and(eq(memberTypes.id, req.memberTypeId), eq(memberTypes.enabled, true)))
      if (!type) throw new Refused(refuse('memberTypeUnavailable'))
      const expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS)
      const [pending] = await tx.select().from(memberOrders)
        .where(and(eq(memberOrders.userId, userId), eq(memberOrders.memberTypeId, type.id), eq(memberOrders.status, 'pending'))).for('update')
      const [order] = pending
        ? await tx.update(memberOrders).set({ payType: req.payType, expiresAt }).where(eq(memberOrders.id, pending.id)).returning()
        : await tx.insert(memberOrders).values({
          orderNo: newOrderNo('MB', shanghaiDay(now)), userId, memberTypeId: type.id, memberTypeName: type.name, days: type.days,
          amountFen: type.priceFen, payType: req.payType, status: 'pending', expiresAt, createdAt: now,
        }).returning()
      if (req.payType !== 3) {
        const payment = await openPayment(tx, {
          userId, purpose: MEMBER_PURPOSE, refId: order.id, orderNo: order.orderNo, amountFen: order.amountFen, payType: req.payType, provider,
          expiresAt: order.expiresAt, subject: `饭贝会员 ${order.memberTypeName}`, now,
        })
        return { order, payment }
      }
      const booked = await debit(tx, {
        userId, kind: 'member_payment', amountFen: order.amountFen, refType: 'member_order', refId: order.id,
        note: `会员 ${order.memberTypeName}`, at: now,
      })
      if (booked === 'insufficient') throw new Refused(refuse('walletInsufficient'))
      if (booked === 'duplicate') throw new Error(`member order ${order.id} was debited already while pending`)
      await closePendingPayments(tx, MEMBER_PURPOSE, [order.id])
      return { order: await markPaid(tx, order, 3, now), payment: null }
    }))
  } catch (err) {
    if (err instanceof Refused) return err.refusal
    throw err
  }
  const { order, payment } = settled
  if (!payment) {
    return { value: { order_no: order.orderNo, amount: yuan(order.amountFen), pay_type: 3, expire_time: formatTime(order.expiresAt)!, paid: true, pay_url: null, pay_params: null } }
  }
  const start = await startPayment(db, chosen.value!, payment, ctx)
  if ('refusal' in start) return start
  return {
    value: {
      order_no: order.orderNo, amount: yuan(order.amountFen), pay_type: req.payType, expire_time: formatTime(order.expiresAt)!,
      paid: false, pay_url: start.value.payUrl, pay_params: start.value.payParams,
    },
  }
}

/** Moves the locked pending order to paid and grants its days (source 'purchase', once per order). */
async function markPaid(tx: Tx, order: OrderRow, payType: PayType, now: Date): Promise<OrderRow> {
  const [paid] = await tx.update(memberOrders).set({ status: 'paid', payType, paidAt: now })
    .where(and(eq(memberOrders.id, order.id), eq(memberOrders.status, 'pending'))).returning()
  await grantMembership(tx, { userId: order.userId, source: 'purchase', refId: order.id, days: order.days, reason: order.memberTypeName, at: now })
  return paid
}

/**
 * Applies a verified notification of a membership payment (the caller checked payment and amount),
 * in one transaction holding the order, then the payment: a pending payment of a pending,
 * unexpired order → both paid and the days granted, so ten identical notifications at once grant
 * once. Money for a closed payment, or an order past its expiry or no longer pending, goes to the
 * user's wallet (pay/checkout.ts refundToWallet).
 */
export async function applyMemberNotification(db: Db, payment: NotifiedPayment, tradeNo: string, now: Date): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(memberOrders).where(eq(memberOrders.id, payment.refId)).for('update')
    if (order) await expirePendingOrders(tx, memberOrders, MEMBER_PURPOSE, now, eq(memberOrders.id, order.id))
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
const statusAt = (o: OrderRow, now: Date): MemberOrder['status'] =>
  o.status === 'pending' && o.expiresAt <= now ? 'expired' : o.status as MemberOrder['status']

/** member/lists {page, limit}: the user's membership orders, newest first. */
export async function listMemberOrders(db: Db, userId: number, page: number, limit: number, now: Date): Promise<MemberListsResult> {
  await expireMemberOrders(db, now, eq(memberOrders.userId, userId))
  const mine = eq(memberOrders.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(memberOrders).where(mine).orderBy(desc(memberOrders.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(memberOrders).where(mine),
  ])
  const list = rows.map((o): MemberOrder => ({
    id: o.id,
    order_no: o.orderNo,
    member_type_id: o.memberTypeId,
    member_type_name: o.memberTypeName,
    amount: yuan(o.amountFen),
    days: o.days,
    pay_type: o.payType as PayType,
    status: statusAt(o, now),
    create_time: formatTime(o.createdAt)!,
    pay_time: formatTime(o.paidAt),
    refund_time: formatTime(o.refundedAt),
  }))
  return { list, total: Number(total), page, limit }
}
