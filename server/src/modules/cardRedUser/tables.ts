import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { users } from '../user/tables'

// The cardRedUser module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/**
 * The user's red packets and coupons (pagesme/red_bag, myCardRed). status: 0 unused, 1 used; an
 * unused card past expire_at reads as expired (2). source/source_id say what granted it, once.
 */
export const redCards = pgTable('red_cards', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  type: text('type').notNull(),
  title: text('title').notNull(),
  amountFen: integer('amount_fen').notNull(),
  thresholdFen: integer('threshold_fen').notNull().default(0),
  status: smallint('status').notNull().default(0),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
  discountUrl: text('discount_url'),
  source: text('source').notNull(),
  sourceId: integer('source_id').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('red_cards_user_idx').on(t.userId, t.status, t.expireAt),
  uniqueIndex('red_cards_source_uq').on(t.source, t.sourceId),
  check('red_cards_type_chk', sql`${t.type} in ('red_packet', 'coupon')`),
  check('red_cards_status_chk', sql`${t.status} in (0, 1)`),
  check('red_cards_money_chk', sql`${t.amountFen} > 0 and ${t.thresholdFen} >= 0 and ${t.expireAt} > ${t.startAt}`),
])
