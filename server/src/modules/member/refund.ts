import { eq } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { memberOrders } from '../../db/schema'
import { credit, walletBook } from '../wallet/ledger'
import { takeBackMembership } from './grant'

// Refunding a membership (docs/rules.md "Membership"; an operator's `npm run ops -- member-refund`):
// a paid member order's price goes back to the user's wallet (ledger kind member_refund, whatever
// paid it) and the days it granted are taken back (grant.ts takeBackMembership: the expiry moves
// back by the order's days, never below now), with the reason in the grant history; the order
// moves paid -> refunded. One transaction holding the order row first (then the wallet, then the
// membership row, the order member/orders.ts locks in), so parallel refunds of one order refund once.

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
export async function refundMemberOrder(db: Db, orderNo: string, reason: string, now: Date): Promise<MemberRefund> {
  return db.transaction(async (tx): Promise<MemberRefund> => {
    const [order] = await tx.select().from(memberOrders).where(eq(memberOrders.orderNo, orderNo)).for('update')
    if (!order) return { outcome: 'not_found' }
    if (order.status === 'refunded') return { outcome: 'refunded_already' }
    // a pending order past its expiry is shown as expired (member/orders.ts statusAt)
    if (order.status !== 'paid') return { outcome: 'not_paid', status: order.status === 'pending' && order.expiresAt <= now ? 'expired' : order.status }
    await tx.update(memberOrders).set({ status: 'refunded', refundedAt: now }).where(eq(memberOrders.id, order.id))
    const booked = await credit(tx, {
      userId: order.userId, kind: 'member_refund', amountFen: order.amountFen, refType: 'member_order', refId: order.id,
      note: `会员退款 ${order.memberTypeName}：${reason}`, at: now,
    })
    if (booked !== 'done') throw new Error(`member order ${order.id} was refunded to the wallet already while paid`)
    const taken = await takeBackMembership(tx, { userId: order.userId, orderId: order.id, days: order.days, reason, at: now })
    return {
      outcome: 'refunded', orderNo: order.orderNo, userId: order.userId, amountFen: order.amountFen, days: taken?.days ?? 0,
      expireBefore: taken?.expireBefore ?? null, expireAfter: taken?.expireAfter ?? null, balanceFen: await walletBook.balance(tx, order.userId),
    }
  })
}
