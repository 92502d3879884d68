import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm'
import {
  FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, FEEDBACK_DAILY_MAX,
  type Feedback, type FeedbackDetail, type FeedbackOrder, type FeedbackOrderKind, type FeedbackStatus, type FeedbackType, type UserFeedbackListsResult,
} from '@api-types/userFeedback'
import { shanghaiDay, shanghaiMidnight } from '../../clock'
import type { Db } from '../../db/driver'
import { lockFor } from '../../db/locks'
import { businessOrders, feedbackReplies, feedbacks, freeMealOrders, shops, vouchers } from '../../db/schema'
import { formatTime, yuan } from '../../lib'
import { refuse, type Outcome } from '../../outcome'
import type { Tx } from '../ledger/book'

// Feedback (docs/rules.md "Feedback"): a user sends feedback about the app or one of their orders,
// reads their own (another user's is answered as missing), and opening one marks its replies read.
// The operators' side (list, reply, close) is ops.ts.

export type FeedbackRow = typeof feedbacks.$inferSelect
type ReplyRow = typeof feedbackReplies.$inferSelect

export interface NewFeedback {
  type: FeedbackType
  content: string
  images: string[]
  contact: string | null
  order: { kind: FeedbackOrderKind; id: number } | null
}

function feedbackView(f: FeedbackRow, last: ReplyRow | null): Feedback {
  return {
    id: f.id, type: f.type as FeedbackType, order_kind: f.orderKind as FeedbackOrderKind | null, order_id: f.orderId,
    content: f.content, images: f.images, contact: f.contact, status: f.status as FeedbackStatus, unread: f.unread,
    reply: last?.content ?? null, reply_time: formatTime(last?.createdAt), create_time: formatTime(f.createdAt)!,
  }
}

/** The user's order of that kind as the detail sums it up, or null when it is not theirs (or not there). */
export async function orderSummary(db: Db | Tx, userId: number, kind: FeedbackOrderKind, id: number): Promise<FeedbackOrder | null> {
  if (kind === 'free_meal') {
    const [o] = await db.select({ o: freeMealOrders, shop: shops.name }).from(freeMealOrders)
      .innerJoin(shops, eq(shops.id, freeMealOrders.shopId))
      .where(and(eq(freeMealOrders.id, id), eq(freeMealOrders.userId, userId)))
    return o ? { kind, id, order_no: o.o.orderNo, title: o.shop, amount: yuan(o.o.rebateFen), status: o.o.status, create_time: formatTime(o.o.createdAt)! } : null
  }
  const [b] = await db.select({ b: businessOrders, title: vouchers.title }).from(businessOrders)
    .innerJoin(vouchers, eq(vouchers.id, businessOrders.voucherId))
    .where(and(eq(businessOrders.id, id), eq(businessOrders.userId, userId)))
  return b ? { kind, id, order_no: b.b.orderNo, title: b.title, amount: yuan(b.b.amountFen), status: b.b.status, create_time: formatTime(b.b.createdAt)! } : null
}

/**
 * userFeedback/submitFeedback (the images already checked to be the user's own uploads): the text
 * 5-500 characters once trimmed, the order the user's own, at most FEEDBACK_DAILY_MAX a Shanghai
 * day (counted under the user's lock, so parallel sends cannot pass it together).
 */
export async function submitFeedback(db: Db, userId: number, f: NewFeedback, now: Date): Promise<Outcome<{ id: number }>> {
  const length = [...f.content].length
  if (length < FEEDBACK_CONTENT_MIN || length > FEEDBACK_CONTENT_MAX) {
    return refuse('feedbackContentLength', { min: String(FEEDBACK_CONTENT_MIN), max: String(FEEDBACK_CONTENT_MAX) })
  }
  return db.transaction(async (tx): Promise<Outcome<{ id: number }>> => {
    await lockFor(tx, 'feedback_submit', userId)
    const [{ today }] = await tx.select({ today: count() }).from(feedbacks)
      .where(and(eq(feedbacks.userId, userId), gte(feedbacks.createdAt, shanghaiMidnight(shanghaiDay(now)))))
    if (Number(today) >= FEEDBACK_DAILY_MAX) return refuse('feedbackTooMany', { max: String(FEEDBACK_DAILY_MAX) })
    if (f.order && !(await orderSummary(tx, userId, f.order.kind, f.order.id))) return refuse('orderNotFound')
    const [row] = await tx.insert(feedbacks).values({
      userId, type: f.type, content: f.content, images: f.images, contact: f.contact,
      orderKind: f.order?.kind ?? null, orderId: f.order?.id ?? null, createdAt: now, updatedAt: now,
    }).returning({ id: feedbacks.id })
    return { value: { id: row.id } }
  })
}

/** The latest reply of each feedback. */
async function lastReplies(db: Db, ids: number[]): Promise<Map<number, ReplyRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectDistinctOn([feedbackReplies.feedbackId]).from(feedbackReplies)
    .where(inArray(feedbackReplies.feedbackId, ids)).orderBy(feedbackReplies.feedbackId, desc(feedbackReplies.id))
  return new Map(rows.map((r) => [r.feedbackId, r]))
}

/** userFeedback/lists: the user's feedback, newest first. */
export async function myFeedback(db: Db, userId: number, page: number, limit: number): Promise<UserFeedbackListsResult> {
  const where = eq(feedbacks.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(feedbacks).where(where).orderBy(desc(feedbacks.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(feedbacks).where(where),
  ])
  const last = await lastReplies(db, rows.map((r) => r.id))
  return { list: rows.map((f) => feedbackView(f, last.get(f.id) ?? null)), total: Number(total), page, limit }
}

/**
 * userFeedback/detail: one of the user's feedbacks (another's is answered as missing), its order's
 * summary and its replies; the replies count as read from now on.
 */
export async function feedbackDetail(db: Db, userId: number, id: number): Promise<Outcome<FeedbackDetail>> {
  const mine = and(eq(feedbacks.id, id), eq(feedbacks.userId, userId))
  // marked read before the thread is read: a reply landing in between stays unread, never the reverse
  await db.update(feedbacks).set({ unread: false }).where(and(mine, eq(feedbacks.unread, true)))
  const [f] = await db.select().from(feedbacks).where(mine)
  if (!f) return refuse('feedbackNotFound')
  const replies = await db.select().from(feedbackReplies).where(eq(feedbackReplies.feedbackId, id)).orderBy(asc(feedbackReplies.id))
  const order = f.orderKind && f.orderId ? await orderSummary(db, userId, f.orderKind as FeedbackOrderKind, f.orderId) : null
  return {
    value: {
      ...feedbackView(f, replies.at(-1) ?? null),
      order,
      replies: replies.map((r) => ({ id: r.id, author: r.author, content: r.content, create_time: formatTime(r.createdAt)! })),
    },
  }
}
