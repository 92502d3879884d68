import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { freeMealOrders } from '../../db/schema'
import type { Reactions } from '../reactions'
import { notify } from '../notification/service'
import { credit, debit } from '../wallet/ledger'
import { REJECT_REASON_MAX, type ReviewOutcome } from '@api-types/ops/order'

// Operators' review of uploaded proof (until there is an admin screen, through the ops CLI), and
// the revocation of an approval found wrong later. The modules' reactions (reactions.ts) are told
// of both in the same transaction (commissions are earned and undone there).

async function notReviewable(db: Db, orderId: number): Promise<ReviewOutcome> {
  const [order] = await db.select({ orderNo: freeMealOrders.orderNo, status: freeMealOrders.status })
    .from(freeMealOrders).where(eq(freeMealOrders.id, orderId)).limit(1)
  return order ? { outcome: 'not_in_review', orderNo: order.orderNo, status: order.status } : { outcome: 'not_found' }
}

/** A reason of 1-200 characters (trimmed), or null. */
function reasonOf(reason: string): string | null {
  const text = reason.trim()
  return text.length === 0 || [...text].length > REJECT_REASON_MAX ? null : text
}

/**
 * uploaded → approved and the rebate credited, in one transaction. The conditional update lets
 * one of two parallel approvals through; the ledger's unique cause would stop a second credit anyway.
 */
export async function approve(db: Db, orderId: number, now: Date, reactions: Reactions): Promise<ReviewOutcome> {
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
    await reactions.rebateApproved(tx, { orderId, ...order, at: now })
    return { outcome: 'approved' as const, ...order }
  })
  return done ?? notReviewable(db, orderId)
}

/** uploaded → rejected with a reason (1-200 characters, shown to the user). */
export async function reject(db: Db, orderId: number, reason: string, now: Date): Promise<ReviewOutcome> {
  const text = reasonOf(reason)
  if (text === null) return { outcome: 'bad_reason' }
  const order = await db.transaction(async (tx) => {
    const [row] = await tx.update(freeMealOrders).set({ status: 'rejected', rejectReason: text, reviewedAt: now })
      .where(and(eq(freeMealOrders.id, orderId), eq(freeMealOrders.status, 'uploaded')))
      .returning({ orderNo: freeMealOrders.orderNo, userId: freeMealOrders.userId })
    if (row) {
      await notify(tx, {
        userId: row.userId, kind: 'proofRefused', key: `proofRefused:${orderId}`,
        params: { orderNo: row.orderNo, reason: text }, path: `/pages/order/voucher?id=${orderId}`,
      })
    }
    return row
  })
  return order ? { outcome: 'rejected', ...order, reason: text } : notReviewable(db, orderId)
}

/**
 * approved → rejected with the reason (docs/rules.md "Free-meal orders": an approval revoked), in
 * one transaction holding the order: the rebate is taken back from the user's wallet (ledger kind
 * free_meal_rebate_revoked, cause the order, so once), and the reactions undo what it earned. A
 * balance below the rebate (already cashed out or spent) refuses it with nothing changed.
 */
export async function revokeApproval(db: Db, orderId: number, reason: string, now: Date, reactions: Reactions): Promise<ReviewOutcome> {
  const text = reasonOf(reason)
  if (text === null) return { outcome: 'bad_reason' }
  return db.transaction(async (tx): Promise<ReviewOutcome> => {
    const [order] = await tx.select().from(freeMealOrders).where(eq(freeMealOrders.id, orderId)).for('update')
    if (!order) return { outcome: 'not_found' }
    if (order.status !== 'approved') return { outcome: 'not_approved', orderNo: order.orderNo, status: order.status }
    if (order.rebateFen > 0) {
      const taken = await debit(tx, {
        userId: order.userId, kind: 'free_meal_rebate_revoked', amountFen: order.rebateFen, refType: 'free_meal_order', refId: orderId,
        note: `霸王餐返利撤销 ${order.orderNo}：${text}`, at: now,
      })
      if (taken === 'insufficient') return { outcome: 'balance_short', orderNo: order.orderNo, userId: order.userId, rebateFen: order.rebateFen }
    }
    await tx.update(freeMealOrders).set({ status: 'rejected', rejectReason: text, reviewedAt: now }).where(eq(freeMealOrders.id, orderId))
    await reactions.rebateRevoked(tx, { orderId, orderNo: order.orderNo, userId: order.userId, rebateFen: order.rebateFen, at: now, reason: text })
    return { outcome: 'revoked', orderNo: order.orderNo, userId: order.userId, rebateFen: order.rebateFen, reason: text }
  })
}
