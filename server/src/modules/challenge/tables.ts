import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { freeMealOrders } from '../order/tables'
import { users } from '../user/tables'

// The challenge module's tables (docs/rules.md "Challenges"); db/schema.ts gathers every module's.

/** A challenge an operator set up (ops challenge-save): its terms and until when one may join. */
export const challenges = pgTable('challenges', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Approved free meals to reach. */
  goal: integer('goal').notNull(),
  /** Days from joining to reach the goal. */
  durationDays: integer('duration_days').notNull(),
  /** Gold taken on joining; 0 = free. */
  entryGold: integer('entry_gold').notNull().default(0),
  /** 'gold' (coins) or 'cash' (fen). */
  rewardKind: text('reward_kind').notNull(),
  rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
  /** live: open to join until join_until; closed by an operator. */
  status: text('status').notNull().default('live'),
  joinUntil: timestamp('join_until', { withTimezone: true }).notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  index('challenges_live_idx').on(t.status, t.sort),
  check('challenges_terms_chk', sql`${t.goal} > 0 and ${t.durationDays} > 0 and ${t.entryGold} >= 0 and ${t.rewardAmount} > 0`),
  check('challenges_reward_kind_chk', sql`${t.rewardKind} in ('gold', 'cash')`),
  check('challenges_status_chk', sql`${t.status} in ('live', 'closed')`),
])

/**
 * A user's entry in a challenge: round n is their n-th (one may join again once the last one
 * ended). The terms are copied at joining, so an operator's later change does not move a running
 * entry. progress = the rows of challenge_entry_orders (kept with them in one transaction).
 */
export const challengeEntries = pgTable('challenge_entries', {
  id: serial('id').primaryKey(),
  challengeId: integer('challenge_id').notNull().references(() => challenges.id),
  userId: integer('user_id').notNull().references(() => users.id),
  round: integer('round').notNull(),
  /** The client's request id of the join (null: none sent): the same one again is the same entry. */
  requestId: text('request_id'),
  goal: integer('goal').notNull(),
  entryGold: integer('entry_gold').notNull(),
  rewardKind: text('reward_kind').notNull(),
  rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
  progress: integer('progress').notNull().default(0),
  /** active | completed | failed */
  state: text('state').notNull().default('active'),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  deadline: timestamp('deadline', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  rewardGranted: boolean('reward_granted').notNull().default(false),
}, (t) => [
  uniqueIndex('challenge_entries_round_uq').on(t.userId, t.challengeId, t.round),
  // one running entry per user and challenge
  uniqueIndex('challenge_entries_active_uq').on(t.userId, t.challengeId).where(sql`${t.state} = 'active'`),
  uniqueIndex('challenge_entries_request_uq').on(t.userId, t.requestId),
  index('challenge_entries_user_idx').on(t.userId, t.id),
  index('challenge_entries_due_idx').on(t.state, t.deadline),
  check('challenge_entries_state_chk', sql`${t.state} in ('active', 'completed', 'failed')`),
  check('challenge_entries_progress_chk', sql`${t.progress} >= 0 and ${t.progress} <= ${t.goal}`),
])

/** The approved free meals an entry counted: once each, so a revoked one lowers exactly the entries it raised. */
export const challengeEntryOrders = pgTable('challenge_entry_orders', {
  entryId: integer('entry_id').notNull().references(() => challengeEntries.id),
  orderId: integer('order_id').notNull().references(() => freeMealOrders.id),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.entryId, t.orderId] }),
  index('challenge_entry_orders_order_idx').on(t.orderId),
])
