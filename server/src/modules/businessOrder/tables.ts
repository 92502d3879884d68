import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { shops } from '../shop/tables'
import { users } from '../user/tables'

// The businessOrder module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/** A discounted voucher a nearby shop sells (pay `price`, spend `face_value` at the shop). */
export const vouchers = pgTable('vouchers', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  title: text('title').notNull(),
  priceFen: integer('price_fen').notNull(),
  faceValueFen: integer('face_value_fen').notNull(),
  /** Total for sale; sold counts paid ones (and pending ones while they hold stock). */
  stock: integer('stock').notNull(),
  sold: integer('sold').notNull().default(0),
  perUserLimit: integer('per_user_limit').notNull().default(5),
  /** Days a bought voucher stays valid. */
  validDays: integer('valid_days').notNull().default(30),
  rules: text('rules').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('vouchers_shop_idx').on(t.shopId),
  check('vouchers_money_chk', sql`${t.priceFen} > 0 and ${t.faceValueFen} >= ${t.priceFen}`),
  check('vouchers_stock_chk', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`),
])

/**
 * Voucher orders (business_order): pending (15 minutes to pay, holding stock) -> paid (one redeem
 * code per voucher bought, in business_order_codes, valid for the voucher's days) | cancelled (by
 * the user or unpaid in time; stock returned).
 */
export const businessOrders = pgTable('business_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  voucherId: integer('voucher_id').notNull().references(() => vouchers.id),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  quantity: integer('quantity').notNull(),
  amountFen: integer('amount_fen').notNull(),
  status: text('status').notNull().default('pending'),
  /** 1 WeChat Pay, 2 Alipay, 3 wallet (types/api/member.ts PayType). */
  payType: smallint('pay_type'),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('business_orders_user_idx').on(t.userId, t.id),
  check('business_orders_status_chk', sql`${t.status} in ('pending', 'paid', 'cancelled')`),
  check('business_orders_quantity_chk', sql`${t.quantity} between 1 and 99 and ${t.amountFen} > 0`),
])

/**
 * The redeem codes of a paid voucher order: one per voucher bought (seq 1..quantity), written in the
 * transaction that marks the order paid. Each code is unique across all orders; (order, seq) is
 * unique, so a unit never gets a second code.
 */
export const businessOrderCodes = pgTable('business_order_codes', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => businessOrders.id),
  seq: smallint('seq').notNull(),
  /** 12 random digits the shop checks. */
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('business_order_codes_order_seq_uq').on(t.orderId, t.seq),
  check('business_order_codes_seq_chk', sql`${t.seq} between 1 and 99`),
])
