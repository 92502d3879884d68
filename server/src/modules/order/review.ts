import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { freeMealOrders } from '../../db/schema'
import { credit } from '../wallet/ledger'
import { REJECT_REASON_MAX, type ReviewOutcome } from '@api-types/ops/order'

// Operators' review of uploaded proof (until there is an admin screen, through the ops CLI).

async function notReviewable(db: Db, orderId: number): Promise<ReviewOutcome> {
  const [order] = await db.select({ orderNo: freeMealOrders.orderNo, status: freeMealOrders.status })
    .from(freeMealOrders).where(eq(freeMealOrders.id, orderId)).limit(1)
  return order ? { outcome: 'not_in_review', orderNo: order.orderNo, status: order.status } : { outcome: 'not_found' }
}

/**
 * uploaded → approved and the rebate credited, in one transaction. The conditional update lets
 * one of two parallel approvals through; the ledger's unique cause would stop a second credit anyway.
 */
export async function approve(db: Db, orderId: number, now: Date): Promise<ReviewOutcome> {
  const done = await db.transaction(async (tx) => {
    const [order] = await tx.update(freeMealOrders).set({ status: 'approved', reviewedAt: now })
      .where(and(eq(freeMealOrders.id, orderId), eq(freeMealOrders.status, 'uploaded')))
      .returning({ orderNo: freeMealOrders.orderNo, userId: freeMealOrders.userId, rebateFen: freeMealOrders.rebateFen })
    if (!order) return null
    if (order.rebateFen > 0) {
      await credit(tx, {
        userId: order.userId,
        kind: 'free_meal_rebate',
        amountFen: order.rebateFen,
        refType: 'free_meal_order',
        refId: orderId,
        note: `霸王餐返利 ${order.orderNo}`,
        at: now,
      })
    }
    return { outcome: 'approved' as const, ...order }
  })
  return done ?? notReviewable(db, orderId)
}

/** uploaded → rejected with a reason (1-200 characters, shown to the user). */
export async function reject(db: Db, orderId: number, reason: string, now: Date): Promise<ReviewOutcome> {
  const text = reason.trim()
  if (text.length === 0 || [...text].length > REJECT_REASON_MAX) return { outcome: 'bad_reason' }
  const [order] = await db.update(freeMealOrders).set({ status: 'rejected', rejectReason: text, reviewedAt: now })
    .where(and(eq(freeMealOrders.id, orderId), eq(freeMealOrders.status, 'uploaded')))
    .returning({ orderNo: freeMealOrders.orderNo, userId: freeMealOrders.userId })
  return order ? { outcome: 'rejected', ...order, reason: text } : notReviewable(db, orderId)
}
