import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { freeMealDeals, shops } from '../shop/tables'
import { users } from '../user/tables'

// The order module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/**
 * Free-meal orders (a grabbed slot): reserved (30 minutes to upload proof) -> uploaded (proof in
 * review) -> approved (rebate credited) | rejected; or expired / cancelled, which free the slot.
 * One order per user, shop and day unless it expired or was cancelled.
 */
export const freeMealOrders = pgTable('free_meal_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  dealId: integer('deal_id').notNull().references(() => freeMealDeals.id),
  /** The Asia/Shanghai day the slot belongs to. */
  day: date('day').notNull(),
  /** 'am' | 'pm': the window it was grabbed in. */
  window: text('window').notNull(),
  status: text('status').notNull().default('reserved'),
  orderPriceFen: integer('order_price_fen').notNull(),
  rebateFen: integer('rebate_fen').notNull(),
  minOrderFen: integer('min_order_fen').notNull(),
  platformOrderNo: text('platform_order_no'),
  proofImages: jsonb('proof_images').$type<string[]>().notNull().default([]),
  rejectReason: text('reject_reason'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  proofAt: timestamp('proof_at', { withTimezone: true }),
  /** The client address the proof was submitted from (the review queue's address signal). */
  proofIp: text('proof_ip'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('free_meal_orders_user_idx').on(t.userId, t.id),
  index('free_meal_orders_deal_day_idx').on(t.dealId, t.day, t.status),
  // the review queue's signals (order/reviewQueue.ts): one platform order number or client address in other orders
  index('free_meal_orders_platform_no_idx').on(t.platformOrderNo).where(sql`${t.platformOrderNo} is not null`),
  index('free_meal_orders_proof_ip_idx').on(t.proofIp).where(sql`${t.proofIp} is not null`),
  // the rankings' savings of a period (modules/ranking/refresh.ts): approved meals by approval time
  index('free_meal_orders_reviewed_idx').on(t.reviewedAt).where(sql`${t.status} = 'approved'`),
  uniqueIndex('free_meal_orders_one_per_day_uq').on(t.userId, t.shopId, t.day)
    .where(sql`${t.status} not in ('expired', 'cancelled')`),
  check('free_meal_orders_status_chk', sql`${t.status} in ('reserved', 'uploaded', 'approved', 'rejected', 'expired', 'cancelled')`),
  check('free_meal_orders_window_chk', sql`${t.window} in ('am', 'pm')`),
])

/**
 * The slots a deal's orders hold on a day, counted as they move (order/slots.ts): orders whose
 * stored status is not expired or cancelled, so a reservation past expiry counts until it is
 * stored as expired. A grab takes one with a conditional update; an expiry or a cancel gives it
 * back in its own transaction (docs/server.md "Orders").
 */
export const freeMealSlots = pgTable('free_meal_slots', {
  dealId: integer('deal_id').notNull().references(() => freeMealDeals.id),
  /** The Asia/Shanghai day, as free_meal_orders.day. */
  day: date('day').notNull(),
  taken: integer('taken').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.dealId, t.day] }),
])

/**
 * The perceptual hash of each proof screenshot (order/proofHash.ts): a 64-bit dHash, stored when
 * the proof is submitted (or by the backfill at start), null when the image could not be read or
 * decoded. The hash is cut into PROOF_HASH_BANDS bands, each indexed: two hashes within the review
 * queue's threshold share at least one band whole (pigeonhole), so a lookup reads only the rows of
 * its bands' buckets (docs/server.md "Proof review").
 */
export const proofHashes = pgTable('proof_hashes', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => freeMealOrders.id),
  url: text('url').notNull(),
  hash: bigint('hash', { mode: 'bigint' }),
  band0: integer('band0'),
  band1: integer('band1'),
  band2: integer('band2'),
  band3: integer('band3'),
  band4: integer('band4'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('proof_hashes_order_url_uq').on(t.orderId, t.url),
  index('proof_hashes_band0_idx').on(t.band0),
  index('proof_hashes_band1_idx').on(t.band1),
  index('proof_hashes_band2_idx').on(t.band2),
  index('proof_hashes_band3_idx').on(t.band3),
  index('proof_hashes_band4_idx').on(t.band4),
])
