import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { users } from '../user/tables'

// The raffle module's tables (docs/rules.md "Raffles"); db/schema.ts gathers every module's.

/** An activity: its draw page's style, the gold per draw, the allowances per user, its window. closed_at: closed by an operator (ended from then). */
export const raffleActivities = pgTable('raffle_activities', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** wheel | grid | flip | egg | scratch | capsule (RAFFLE_STYLES) */
  style: text('style').notNull(),
  cover: text('cover').notNull().default(''),
  costGold: integer('cost_gold').notNull(),
  dailyLimit: integer('daily_limit').notNull(),
  totalLimit: integer('total_limit').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  rules: text('rules').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('raffle_activities_window_idx').on(t.endAt),
  check('raffle_activities_style_chk', sql`${t.style} in ('wheel', 'grid', 'flip', 'egg', 'scratch', 'capsule')`),
  check('raffle_activities_numbers_chk', sql`${t.costGold} >= 0 and ${t.dailyLimit} >= 1 and ${t.totalLimit} >= 1 and ${t.endAt} > ${t.startAt}`),
])

/**
 * A prize of an activity, drawn with chance weight / (sum of the enabled prizes' weights). stock
 * null: unlimited (the consolation prize, kind 'none', exactly one per activity); stock_left is
 * taken one at a time by a conditional update (stock_left > 0). value: gold, fen, fen, days, or 0.
 * A coupon also names its threshold, valid days and the 外卖红包 offer whose link the card opens.
 */
export const rafflePrizes = pgTable('raffle_prizes', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id').notNull().references(() => raffleActivities.id),
  position: integer('position').notNull().default(0),
  name: text('name').notNull(),
  /** gold | cash | coupon | membership_days | goods | none (PRIZE_KINDS) */
  kind: text('kind').notNull(),
  value: integer('value').notNull().default(0),
  image: text('image').notNull().default(''),
  weight: integer('weight').notNull(),
  stock: integer('stock'),
  stockLeft: integer('stock_left'),
  thresholdFen: integer('threshold_fen'),
  validDays: integer('valid_days'),
  couponType: integer('coupon_type'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  index('raffle_prizes_activity_idx').on(t.activityId, t.position),
  uniqueIndex('raffle_prizes_consolation_uq').on(t.activityId).where(sql`${t.kind} = 'none'`),
  check('raffle_prizes_kind_chk', sql`${t.kind} in ('gold', 'cash', 'coupon', 'membership_days', 'goods', 'none')`),
  check('raffle_prizes_weight_chk', sql`${t.weight} >= 0`),
  check('raffle_prizes_stock_chk', sql`(${t.stock} is null and ${t.stockLeft} is null)
    or (${t.stock} is not null and ${t.stockLeft} is not null and ${t.stockLeft} >= 0 and ${t.stockLeft} <= ${t.stock})`),
  check('raffle_prizes_value_chk', sql`(${t.kind} in ('goods', 'none') and ${t.value} = 0)
    or (${t.kind} in ('gold', 'cash', 'membership_days') and ${t.value} > 0)
    or (${t.kind} = 'coupon' and ${t.value} > 0 and ${t.thresholdFen} is not null and ${t.thresholdFen} >= 0
      and ${t.validDays} is not null and ${t.validDays} >= 1 and ${t.couponType} is not null)`),
  check('raffle_prizes_consolation_chk', sql`${t.kind} <> 'none' or (${t.stock} is null and ${t.enabled})`),
])

/**
 * One draw: (user, request_id) is unique, so the same request id again is this draw. prize_id is
 * the prize given (the consolation prize when the picked one had no stock left: picked_prize_id
 * keeps what the weights picked). Written first with prize_id null in the draw's transaction.
 */
export const raffleDraws = pgTable('raffle_draws', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  activityId: integer('activity_id').notNull().references(() => raffleActivities.id),
  requestId: text('request_id').notNull(),
  prizeId: integer('prize_id').references(() => rafflePrizes.id),
  pickedPrizeId: integer('picked_prize_id').references(() => rafflePrizes.id),
  costGold: integer('cost_gold').notNull(),
  /** The Shanghai day it counted on ('YYYY-MM-DD'). */
  day: text('day').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('raffle_draws_request_uq').on(t.userId, t.requestId),
  index('raffle_draws_activity_user_idx').on(t.activityId, t.userId),
])

/**
 * The user's draws of an activity: one row per Shanghai day (period 'YYYY-MM-DD') and one for the
 * whole activity (period 'all'), raised by a conditional upsert (count below the allowance).
 */
export const raffleDrawCounters = pgTable('raffle_draw_counters', {
  userId: integer('user_id').notNull().references(() => users.id),
  activityId: integer('activity_id').notNull().references(() => raffleActivities.id),
  period: text('period').notNull(),
  count: integer('count').notNull(),
}, (t) => [
  primaryKey({ name: 'raffle_draw_counters_pk', columns: [t.userId, t.activityId, t.period] }),
  check('raffle_draw_counters_count_chk', sql`${t.count} >= 0`),
])

/**
 * A won prize (not the consolation), one per draw, as it was won: granted at once, or goods
 * to_claim -> claimed (the winner's address) -> shipped (an operator's carrier and tracking number).
 */
export const raffleWins = pgTable('raffle_wins', {
  id: serial('id').primaryKey(),
  drawId: integer('draw_id').notNull().references(() => raffleDraws.id),
  userId: integer('user_id').notNull().references(() => users.id),
  activityId: integer('activity_id').notNull().references(() => raffleActivities.id),
  prizeId: integer('prize_id').notNull().references(() => rafflePrizes.id),
  activityTitle: text('activity_title').notNull(),
  prizeName: text('prize_name').notNull(),
  kind: text('kind').notNull(),
  value: integer('value').notNull(),
  image: text('image').notNull().default(''),
  state: text('state').notNull(),
  shipName: text('ship_name'),
  shipTel: text('ship_tel'),
  shipAddress: text('ship_address'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  carrier: text('carrier'),
  trackingNo: text('tracking_no'),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('raffle_wins_draw_uq').on(t.drawId),
  index('raffle_wins_user_idx').on(t.userId, t.id),
  index('raffle_wins_state_idx').on(t.state, t.id).where(sql`${t.kind} = 'goods'`),
  check('raffle_wins_state_chk', sql`${t.state} in ('granted', 'to_claim', 'claimed', 'shipped')`),
  check('raffle_wins_goods_chk', sql`(${t.kind} = 'goods' and ${t.state} <> 'granted') or (${t.kind} not in ('goods', 'none') and ${t.state} = 'granted')`),
  check('raffle_wins_claim_chk', sql`${t.state} not in ('claimed', 'shipped') or (${t.shipName} is not null and ${t.shipTel} is not null and ${t.shipAddress} is not null and ${t.claimedAt} is not null)`),
  check('raffle_wins_ship_chk', sql`${t.state} <> 'shipped' or (${t.carrier} is not null and ${t.trackingNo} is not null and ${t.shippedAt} is not null)`),
])
