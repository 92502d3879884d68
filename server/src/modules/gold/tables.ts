import { sql } from 'drizzle-orm'
import { bigint, bigserial, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { users } from '../user/tables'

// The gold module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/** Gold balances in coins; every change is a gold_ledger row in the same transaction (ledger/book.ts). */
export const goldAccounts = pgTable('gold_accounts', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('gold_accounts_balance_chk', sql`${t.balance} >= 0`)])

/** Append-only gold ledger, like wallet_ledger: one cause (user, kind, ref_type, ref_id) moves gold once. */
export const goldLedger = pgTable('gold_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** e.g. 'sign_in', 'discount_coupon', 'discount_coupon_refund', 'redeem'. */
  kind: text('kind').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  refType: text('ref_type').notNull(),
  refId: integer('ref_id').notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('gold_ledger_user_idx').on(t.userId, t.id),
  uniqueIndex('gold_ledger_cause_uq').on(t.userId, t.kind, t.refType, t.refId),
  check('gold_ledger_balance_chk', sql`${t.balanceAfter} >= 0`),
])

/**
 * What gold buys (goldRedeem/lists): type 1 membership days, 2 a takeaway coupon card in 红包卡券
 * (amount, threshold, valid days; coupon_type names the discount_configs offer whose platform link
 * the card opens), 3 wallet credit. stock is what is left to redeem (the gold_redemptions rows are
 * what was sold); limit_per_user counts a user's redemptions of the item, ever.
 */
export const goldItems = pgTable('gold_items', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull(),
  title: text('title').notNull(),
  image: text('image').notNull().default(''),
  description: text('description').notNull().default(''),
  goldPrice: integer('gold_price').notNull(),
  stock: integer('stock').notNull().default(0),
  limitPerUser: integer('limit_per_user').notNull().default(1),
  days: integer('days'),
  amountFen: integer('amount_fen'),
  thresholdFen: integer('threshold_fen'),
  validDays: integer('valid_days'),
  couponType: integer('coupon_type'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  index('gold_items_type_idx').on(t.type, t.sort),
  check('gold_items_numbers_chk', sql`${t.goldPrice} > 0 and ${t.stock} >= 0 and ${t.limitPerUser} >= 1`),
  // what each type grants must be there (a NULL would let a check pass, hence the explicit tests)
  check('gold_items_grant_chk', sql`(${t.type} = 1 and ${t.days} is not null and ${t.days} between 1 and 3660)
    or (${t.type} = 2 and ${t.amountFen} is not null and ${t.amountFen} > 0 and ${t.thresholdFen} is not null and ${t.thresholdFen} >= 0
      and ${t.validDays} is not null and ${t.validDays} >= 1 and ${t.couponType} is not null)
    or (${t.type} = 3 and ${t.amountFen} is not null and ${t.amountFen} > 0)`),
])

/**
 * One redemption (goldRedeem/redeem), the cause of its gold debit ('redeem', 'gold_redemption', id)
 * and of what it granted: the coupon card (red_cards source 'gold_redemption') or the wallet credit
 * ('gold_redeem'); membership days are a membership_grants row of source 'gold'. The item's type,
 * title, price and grant are kept as redeemed.
 */
export const goldRedemptions = pgTable('gold_redemptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  itemId: integer('item_id').notNull().references(() => goldItems.id),
  type: smallint('type').notNull(),
  title: text('title').notNull(),
  goldSpent: integer('gold_spent').notNull(),
  days: integer('days'),
  amountFen: integer('amount_fen'),
  createdAt: createdAt(),
}, (t) => [
  index('gold_redemptions_item_user_idx').on(t.itemId, t.userId),
  index('gold_redemptions_user_idx').on(t.userId, t.id),
  check('gold_redemptions_gold_chk', sql`${t.goldSpent} > 0`),
])

/** Gold bought with money (discount/goldRechargeList): gold plus bonus_gold for price_fen. Only enabled packs are sold, by sort. */
export const goldPacks = pgTable('gold_packs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  gold: integer('gold').notNull(),
  bonusGold: integer('bonus_gold').notNull().default(0),
  priceFen: integer('price_fen').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [check('gold_packs_numbers_chk', sql`${t.gold} > 0 and ${t.bonusGold} >= 0 and ${t.priceFen} > 0`)])

/**
 * Gold pack orders (discount/recharge), as member_orders: pending (15 minutes to pay; one pending
 * order per user and pack, which a second recharge reuses) -> paid (the gold credited in the same
 * transaction) | expired (unpaid in time) | closed. The pack's title, gold and price are kept as bought.
 */
export const goldPackOrders = pgTable('gold_pack_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  packId: integer('pack_id').notNull().references(() => goldPacks.id),
  title: text('title').notNull(),
  gold: integer('gold').notNull(),
  bonusGold: integer('bonus_gold').notNull(),
  amountFen: integer('amount_fen').notNull(),
  /** 1 WeChat Pay, 2 Alipay, 3 wallet: the latest way it was paid or started. */
  payType: smallint('pay_type').notNull(),
  status: text('status').notNull().default('pending'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('gold_pack_orders_user_idx').on(t.userId, t.id),
  index('gold_pack_orders_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  uniqueIndex('gold_pack_orders_one_pending_uq').on(t.userId, t.packId).where(sql`${t.status} = 'pending'`),
  check('gold_pack_orders_status_chk', sql`${t.status} in ('pending', 'paid', 'expired', 'closed')`),
  check('gold_pack_orders_numbers_chk', sql`${t.amountFen} > 0 and ${t.gold} > 0 and ${t.bonusGold} >= 0`),
  check('gold_pack_orders_pay_type_chk', sql`${t.payType} in (1, 2, 3)`),
])

/** An operator's gold correction (npm run ops -- gold-credit / gold-debit): the cause of its gold ledger row, its reason the note. */
export const goldAdjustments = pgTable('gold_adjustments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
}, (t) => [check('gold_adjustments_amount_chk', sql`${t.amount} <> 0`)])
