import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, jsonValue } from '../../db/columns'
import { users } from '../user/tables'

// The discount module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/**
 * Takeaway-platform coupon offers (discountConfigList). `link` is what the CPS provider turns into
 * the user's link: a platform URL or a path on this server for the database provider, the
 * platform's activity id for a union API provider.
 */
export const discountConfigs = pgTable('discount_configs', {
  id: serial('id').primaryKey(),
  couponType: integer('coupon_type').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  amountFen: integer('amount_fen').notNull(),
  thresholdFen: integer('threshold_fen').notNull().default(0),
  goldPrice: integer('gold_price').notNull().default(0),
  /** Receipts per user per day (Asia/Shanghai). */
  dailyLimit: integer('daily_limit').notNull().default(1),
  /** Days the card in red_bag stays usable. */
  validDays: integer('valid_days').notNull().default(1),
  link: text('link').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  check('discount_configs_money_chk', sql`${t.amountFen} > 0 and ${t.thresholdFen} >= 0 and ${t.goldPrice} >= 0`),
  check('discount_configs_limits_chk', sql`${t.dailyLimit} >= 1 and ${t.validDays} >= 1`),
])

/** A coupon a user received (receiveDiscount): received, or failed (the user could not claim it; gold returned). */
export const discountRedeems = pgTable('discount_redeems', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  configId: integer('config_id').notNull().references(() => discountConfigs.id),
  couponType: integer('coupon_type').notNull(),
  title: text('title').notNull(),
  discountUrl: text('discount_url').notNull(),
  goldSpent: integer('gold_spent').notNull(),
  /** Asia/Shanghai calendar day of the receipt, for the daily limit. */
  day: date('day', { mode: 'string' }).notNull(),
  status: text('status').notNull().default('received'),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('discount_redeems_user_day_idx').on(t.userId, t.couponType, t.day),
  check('discount_redeems_status_chk', sql`${t.status} in ('received', 'failed')`),
])

/** Coupon links users opened (saveMtUrl): one row per user and link, counting the opens. */
export const discountUrlOpens = pgTable('discount_url_opens', {
  userId: integer('user_id').notNull().references(() => users.id),
  url: text('url').notNull(),
  opens: integer('opens').notNull().default(1),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.url] })])

/** What happened on the coupon pages (recodeLog), kept 90 days (maintenance.ts). */
export const discountLogs = pgTable('discount_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').references(() => users.id),
  data: jsonValue('data').notNull(),
  createdAt: createdAt(),
}, (t) => [index('discount_logs_created_idx').on(t.createdAt)])
