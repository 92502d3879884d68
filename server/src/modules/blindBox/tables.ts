import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, jsonValue } from '../../db/columns'
import { users } from '../user/tables'

// The blindBox module's tables (docs/rules.md "Blind boxes"); db/schema.ts gathers every module's.

/**
 * The settings new boxes start with: one row (id 1), changed by the operators' blind-box-settings.
 * contents: [{kind: 'gold' | 'cash', amount (coins | fen), weight}], the published odds being
 * weight / sum of weights.
 */
export const blindBoxSettings = pgTable('blind_box_settings', {
  id: smallint('id').primaryKey(),
  helpersNeeded: integer('helpers_needed').notNull(),
  dailyHelpCap: integer('daily_help_cap').notNull(),
  newUserDouble: boolean('new_user_double').notNull(),
  lifetimeHours: integer('lifetime_hours').notNull(),
  contents: jsonValue('contents').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  check('blind_box_settings_one_chk', sql`${t.id} = 1`),
  check('blind_box_settings_values_chk', sql`${t.helpersNeeded} >= 1 and ${t.dailyHelpCap} >= 1 and ${t.lifetimeHours} >= 1`),
])

/**
 * A user's box: it keeps the settings it started with (needed points, the new-user rule, the
 * contents and weights), so an operator's change never alters a box under way. At most one open
 * box per user (the partial unique index). progress never exceeds helpers_needed; the prize is
 * set once, with the status, when it opens (its ledger cause is ('blind_box', id)).
 */
export const blindBoxes = pgTable('blind_boxes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** The share code of its help link. */
  code: text('code').notNull(),
  /** open | opened | expired */
  status: text('status').notNull(),
  helpersNeeded: integer('helpers_needed').notNull(),
  newUserDouble: boolean('new_user_double').notNull(),
  contents: jsonValue('contents').notNull(),
  progress: integer('progress').notNull().default(0),
  prizeKind: text('prize_kind'),
  /** Coins or fen. */
  prizeAmount: integer('prize_amount'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('blind_boxes_code_uq').on(t.code),
  uniqueIndex('blind_boxes_one_open_uq').on(t.userId).where(sql`${t.status} = 'open'`),
  index('blind_boxes_user_idx').on(t.userId, t.id),
  index('blind_boxes_lapse_idx').on(t.status, t.expiresAt),
  check('blind_boxes_status_chk', sql`${t.status} in ('open', 'opened', 'expired')`),
  check('blind_boxes_progress_chk', sql`${t.progress} >= 0 and ${t.progress} <= ${t.helpersNeeded}`),
  check('blind_boxes_prize_chk', sql`(${t.status} = 'opened') = (${t.prizeKind} is not null and ${t.prizeAmount} > 0)`),
])

/** One friend's help of one box (unique: a friend helps a box once); points 1, or 2 for a new user's on a box that doubles it. */
export const blindBoxHelps = pgTable('blind_box_helps', {
  id: serial('id').primaryKey(),
  boxId: integer('box_id').notNull().references(() => blindBoxes.id),
  helperId: integer('helper_id').notNull().references(() => users.id),
  points: smallint('points').notNull(),
  /** The helper's Asia/Shanghai day, counted in blind_box_help_days. */
  day: date('day', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('blind_box_helps_box_helper_uq').on(t.boxId, t.helperId),
  index('blind_box_helps_helper_idx').on(t.helperId, t.id),
  check('blind_box_helps_points_chk', sql`${t.points} in (1, 2)`),
])

/** How many boxes a person helped on a day: the daily cap is a conditional update of this row. */
export const blindBoxHelpDays = pgTable('blind_box_help_days', {
  helperId: integer('helper_id').notNull().references(() => users.id),
  day: date('day', { mode: 'string' }).notNull(),
  count: integer('count').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.helperId, t.day] }),
  check('blind_box_help_days_count_chk', sql`${t.count} >= 0`),
])
