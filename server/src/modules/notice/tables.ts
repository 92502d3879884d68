import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, jsonValue } from '../../db/columns'
import { users } from '../user/tables'

// The notice module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/** Notices: user_id null = a system notice for everyone, else an account message. */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull().default(1),
  userId: integer('user_id').references(() => users.id),
  title: text('title').notNull(),
  content: text('content').notNull(),
  path: text('path'),
  /** An account message of the notification module: its kind and params, rendered in the reader's language (title/content then only a fallback). */
  kind: text('kind'),
  params: jsonValue('params'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [index('notices_user_idx').on(t.userId, t.createdAt)])

export const noticeReads = pgTable('notice_reads', {
  userId: integer('user_id').notNull().references(() => users.id),
  noticeId: integer('notice_id').notNull().references(() => notices.id),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.noticeId] })])
