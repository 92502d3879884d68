import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, jsonValue } from '../../db/columns'
import { notices } from '../notice/tables'
import { users } from '../user/tables'

// The notification module's tables (docs/server.md "Notifications"); db/schema.ts gathers every module's.

/**
 * One row per event (unique key), written in the cause's transaction; the delivery job sends it
 * outside (WeChat) after the commit. status: pending (to try, at next_attempt_at), sent (through
 * `channel`), in_app (no outside channel for this user: the in-app message only), failed (gave up).
 */
export const notificationOutbox = pgTable('notification_outbox', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull(),
  params: jsonValue('params').notNull(),
  path: text('path'),
  noticeId: integer('notice_id').references(() => notices.id),
  status: text('status').notNull().default('pending'),
  /** subscribe (mini-program 订阅消息) or template (official-account template message), once sent. */
  channel: text('channel'),
  attempts: integer('attempts').notNull().default(0),
  /** When a failed row is tried again; null: due now (a new row is due at once, whatever the server's clock says). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('notification_outbox_due_idx').on(t.status, t.nextAttemptAt, t.id)])

/**
 * The one-time subscriptions a user accepted in the mini-program (wx.requestSubscribeMessage):
 * each acceptance allows one message of that template; a send consumes one.
 */
export const wechatSubscriptions = pgTable('wechat_subscriptions', {
  userId: integer('user_id').notNull().references(() => users.id),
  templateId: text('template_id').notNull(),
  remaining: integer('remaining').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.templateId] })])
