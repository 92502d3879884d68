import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { users } from '../user/tables'

// The member module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/**
 * Memberships (VIP): a member is a user whose expire_at is after now (member/membership.ts).
 * Buying membership extends expire_at, never shortens it (the purchase comes with the member feature).
 */
export const userMemberships = pgTable('user_memberships', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * What can be bought (member/rechargeInfo): price in fen for `days` days; gold_price when it can also
 * be bought with gold (signIn/redeemMember), else null. Only enabled types are offered, by sort.
 */
export const memberTypes = pgTable('member_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  priceFen: integer('price_fen').notNull(),
  /** The crossed-out price, or null. */
  originalPriceFen: integer('original_price_fen'),
  days: integer('days').notNull(),
  goldPrice: integer('gold_price'),
  /** A badge such as 最划算; empty for none. */
  tag: text('tag').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  check('member_types_money_chk', sql`${t.priceFen} > 0 and (${t.originalPriceFen} is null or ${t.originalPriceFen} >= ${t.priceFen})`),
  check('member_types_days_chk', sql`${t.days} between 1 and 3660`),
  check('member_types_gold_chk', sql`${t.goldPrice} is null or ${t.goldPrice} > 0`),
])

/**
 * Membership orders (member/recharge): pending (15 minutes to pay; one pending order per user and
 * type, which a second recharge reuses) -> paid (the grant made in the same transaction) | expired
 * (unpaid in time) | closed; a paid order an operator refunds -> refunded (its price back to the
 * wallet, its days taken back: member/refund.ts). The type's name, days and price are kept as bought.
 */
export const memberOrders = pgTable('member_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  memberTypeId: integer('member_type_id').notNull().references(() => memberTypes.id),
  memberTypeName: text('member_type_name').notNull(),
  days: integer('days').notNull(),
  amountFen: integer('amount_fen').notNull(),
  /** 1 WeChat Pay, 2 Alipay, 3 wallet: the latest way it was paid or started. */
  payType: smallint('pay_type').notNull(),
  status: text('status').notNull().default('pending'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('member_orders_user_idx').on(t.userId, t.id),
  index('member_orders_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  uniqueIndex('member_orders_one_pending_uq').on(t.userId, t.memberTypeId).where(sql`${t.status} = 'pending'`),
  check('member_orders_status_chk', sql`${t.status} in ('pending', 'paid', 'expired', 'closed', 'refunded')`),
  check('member_orders_money_chk', sql`${t.amountFen} > 0 and ${t.days} > 0`),
  check('member_orders_pay_type_chk', sql`${t.payType} in (1, 2, 3)`),
])

/**
 * Every change of a user's membership expiry (member/grant.ts), append-only: what caused it
 * (source and its row: the member order, the task claim, the member type bought with gold), the
 * days, the expiry before and after, and why. One trial per user and one grant per paid order or
 * task claim (unique indexes).
 */
export const membershipGrants = pgTable('membership_grants', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** purchase | trial | task | ops | gold | raffle (a raffle draw's prize: ref_id the draw) | ops_revoke | refund (a refunded order's days taken back: ref_id the order) */
  source: text('source').notNull(),
  refId: integer('ref_id'),
  /** Days added; negative for a revoke (the days taken away, rounded up). */
  days: integer('days').notNull(),
  expireBefore: timestamp('expire_before', { withTimezone: true }),
  expireAfter: timestamp('expire_after', { withTimezone: true }).notNull(),
  reason: text('reason').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('membership_grants_user_idx').on(t.userId, t.id),
  uniqueIndex('membership_grants_trial_uq').on(t.userId).where(sql`${t.source} = 'trial'`),
  uniqueIndex('membership_grants_cause_uq').on(t.source, t.refId).where(sql`${t.source} in ('purchase', 'task', 'raffle', 'refund')`),
  check('membership_grants_source_chk', sql`${t.source} in ('purchase', 'trial', 'task', 'ops', 'gold', 'raffle', 'ops_revoke', 'refund')`),
  check('membership_grants_days_chk', sql`(${t.source} in ('ops_revoke', 'refund') and ${t.days} <= 0) or (${t.source} not in ('ops_revoke', 'refund') and ${t.days} > 0)`),
])

/**
 * Free-membership tasks (member/free): kind 'invite' counts the users whose referrer is the user,
 * 'sign_in_streak' the current run of signed days; done at `target`, the award is award_days once.
 */
export const memberTasks = pgTable('member_tasks', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  target: integer('target').notNull(),
  awardDays: integer('award_days').notNull(),
  /** Where the task is done (a page of the app), or null. */
  path: text('path'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
}, (t) => [
  check('member_tasks_kind_chk', sql`${t.kind} in ('invite', 'sign_in_streak')`),
  check('member_tasks_numbers_chk', sql`${t.target} >= 1 and ${t.awardDays} between 1 and 3660`),
])

/** A task's award claimed (member/getAward): once per user and task (unique); the cause of its grant. */
export const memberTaskClaims = pgTable('member_task_claims', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  taskId: integer('task_id').notNull().references(() => memberTasks.id),
  days: integer('days').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('member_task_claims_user_task_uq').on(t.userId, t.taskId)])
