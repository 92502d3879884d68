import { eq } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { memberOrders } from '../../db/schema'
import { refundToWalletOf } from '../pay/paidOrders'
import type { Reactions } from '../reactions'
import { takeBackMembership } from './grant'
import { memberProduct } from './orders'

// Refunding a membership (docs/rules.md "Membership"; an operator's `npm run ops -- member-refund`):
// a paid member order's price goes back to the user's wallet (ledger kind member_refund, whatever
// paid it) and the days it granted are taken back (grant.ts takeBackMembership: the expiry moves
// back by the order's days, never below now), with the reason in the grant history; the order
// moves paid -> refunded, once under parallel refunds (the kernel's refundToWalletOf, pay/paidOrders.ts),
// and the modules' reactions undo what the payment earned (such as commissions).

/** What a refund did. */
export type MemberRefund =
  | {
    outcome: 'refunded'; orderNo: string; userId: number; amountFen: number; days: number
    expireBefore: Date | null; expireAfter: Date | null; balanceFen: number
  }
  | { outcome: 'not_found' }
  | { outcome: 'not_paid'; status: string }
  | { outcome: 'refunded_already' }

/** Refunds the paid member order numbered `orderNo` (the reason, already checked, is recorded). */
export async function refundMemberOrder(db: Db, orderNo: string, reason: string, now: Date, reactions: Reactions): Promise<MemberRefund> {
  const refund = await refundToWalletOf(db, memberProduct, eq(memberOrders.orderNo, orderNo), now, reactions, {
    reason,
    note: (order) => `会员退款 ${order.memberTypeName}：${reason}`,
    takeBack: (tx, order) => takeBackMembership(tx, { userId: order.userId, orderId: order.id, days: order.days, reason, at: now }),
  })
  if (refund.outcome !== 'refunded') return refund
  const { order, balanceFen, taken } = refund
  return {
    outcome: 'refunded', orderNo: order.orderNo, userId: order.userId, amountFen: order.amountFen, days: taken?.days ?? 0,
    expireBefore: taken?.expireBefore ?? null, expireAfter: taken?.expireAfter ?? null, balanceFen,
  }
}
