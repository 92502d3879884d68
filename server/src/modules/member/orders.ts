import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { MemberListsResult, MemberOrder, PaymentOrder, PayType } from '@api-types/member'
import { shanghaiDay } from '../../clock'
import type { Db } from '../../db/driver'
import { lockFor } from '../../db/locks'
import { memberOrders, memberTypes } from '../../db/schema'
import { formatTime, newOrderNo, yuan } from '../../lib'
import { refuse, Refused, type Outcome } from '../../outcome'
import type { PayContext } from '../pay/checkout'
import { closeLapsed, purchase, statusAt, sweepLapsed, takeUpPending, type PaidProduct } from '../pay/paidOrders'
import { grantMembership } from './grant'

// Membership orders (docs/rules.md "Membership", "Payments"): a member type bought with money, a
// product of the paid-order kernel (pay/paidOrders.ts): paid by the wallet at once or through a
// provider, settled once on its notification, expired after 15 minutes. One pending order per user
// and type: a second recharge of the type takes it up at the type's price and days of that moment
// (a double tap makes no second order). Lock order: the user's recharge lock, the order, its
// payments, the wallet, the membership row.

type OrderRow = typeof memberOrders.$inferSelect

export const memberProduct: PaidProduct<OrderRow> = {
  purpose: 'member',
  orders: memberOrders,
  refType: 'member_order',
  walletKind: 'member_payment',
  refundKind: 'member_refund',
  expiredMessage: 'opsMemberOrdersExpired',
  freshNumbers: ['member_orders_order_no_unique'],
  bill: { title: memberOrders.memberTypeName },
  describe: async (_tx, o) => ({ subject: `饭贝会员 ${o.memberTypeName}`, note: `会员 ${o.memberTypeName}` }),
  // source 'purchase', once per order
  grant: async (tx, o, now) => {
    await grantMembership(tx, { userId: o.userId, source: 'purchase', refId: o.id, days: o.days, reason: o.memberTypeName, at: now })
  },
}

/** Marks unpaid orders past their 15 minutes expired (and closes their payments); `scope` narrows which. Answers how many. */
export const expireMemberOrders = (db: Db, now: Date, scope?: SQL): Promise<number> => sweepLapsed(db, memberProduct, now, scope)

/**
 * member/recharge {pay_type, member_type_id}: the user's pending order of the type, taken up at the
 * type's price and days now, or a new one; the wallet (3) pays it and grants the days in one
 * transaction (钱包余额不足 writes nothing), WeChat Pay / Alipay (1, 2) start a payment after the
 * commit. The user's recharges run one at a time (an advisory lock).
 */
export async function recharge(
  db: Db, userId: number, req: { payType: PayType; memberTypeId: number }, ctx: PayContext, now: Date,
): Promise<Outcome<PaymentOrder>> {
  const bought = await purchase(db, memberProduct, userId, req.payType, ctx, now, async (tx) => {
    await lockFor(tx, 'member_recharge', userId)
    await closeLapsed(tx, memberProduct, now, eq(memberOrders.userId, userId))
    const [type] = await tx.select().from(memberTypes).where(and(eq(memberTypes.id, req.memberTypeId), eq(memberTypes.enabled, true)))
    if (!type) throw new Refused(refuse('memberTypeUnavailable'))
    return takeUpPending(tx, memberProduct, and(eq(memberOrders.userId, userId), eq(memberOrders.memberTypeId, type.id))!,
      { amountFen: type.priceFen, days: type.days, memberTypeName: type.name, payType: req.payType },
      () => ({ orderNo: newOrderNo('MB', shanghaiDay(now)), userId, memberTypeId: type.id }), now)
  })
  return 'refusal' in bought ? bought : { value: bought.value.payment }
}

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
    status: statusAt<MemberOrder['status']>(o, now),
    create_time: formatTime(o.createdAt)!,
    pay_time: formatTime(o.paidAt),
    refund_time: formatTime(o.refundedAt),
  }))
  return { list, total: Number(total), page, limit }
}
