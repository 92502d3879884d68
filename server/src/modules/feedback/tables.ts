import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { users } from '../user/tables'

// The feedback module's tables (docs/rules.md "Feedback"); db/schema.ts gathers every module's.

/**
 * A user's feedback: waiting -> replied (an operator answered; again replied on each reply) ->
 * closed (an operator closed it). `unread`: a reply the user has not opened yet (set by a reply,
 * cleared when the user opens the feedback). The order it is about is (order_kind, order_id):
 * a free-meal order or a bill (business order), checked to be the user's own when sent.
 */
export const feedbacks = pgTable('feedbacks', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  type: text('type').notNull(),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  contact: text('contact'),
  /** 'free_meal' | 'bill', with order_id; both null: about no order. */
  orderKind: text('order_kind'),
  orderId: integer('order_id'),
  status: text('status').notNull().default('waiting'),
  unread: boolean('unread').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('feedbacks_user_idx').on(t.userId, t.id),
  index('feedbacks_status_idx').on(t.status, t.id),
  check('feedbacks_status_chk', sql`${t.status} in ('waiting', 'replied', 'closed')`),
  check('feedbacks_type_chk', sql`${t.type} in ('suggestion', 'order', 'rebate', 'account', 'other')`),
  check('feedbacks_order_chk', sql`(${t.orderKind} is null and ${t.orderId} is null) or (${t.orderKind} in ('free_meal', 'bill') and ${t.orderId} is not null)`),
])

/** The operators' replies to a feedback, oldest first. */
export const feedbackReplies = pgTable('feedback_replies', {
  id: serial('id').primaryKey(),
  feedbackId: integer('feedback_id').notNull().references(() => feedbacks.id),
  author: text('author').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('feedback_replies_feedback_idx').on(t.feedbackId, t.id),
])
