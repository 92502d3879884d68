import { sql } from 'drizzle-orm'
import { boolean, check, date, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { users } from '../user/tables'

// The signIn module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/**
 * Daily sign-ins: one row per user and Asia/Shanghai day (the unique index is the guarantee),
 * made_up for a make-up sign-in of a missed day. streak is the day's position in its 7-day cycle
 * when it was signed and gold what it paid (its ledger rows have the cause ('sign_in', id)).
 */
export const signIns = pgTable('sign_ins', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  day: date('day', { mode: 'string' }).notNull(),
  madeUp: boolean('made_up').notNull().default(false),
  streak: smallint('streak').notNull(),
  gold: integer('gold').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('sign_ins_user_day_uq').on(t.userId, t.day),
  check('sign_ins_streak_chk', sql`${t.streak} >= 1`),
  check('sign_ins_gold_chk', sql`${t.gold} >= 0`),
])

/**
 * Gold tasks (addGoldCoin {type}, signIn/tasks): gold per claim, at most daily_cap claims per user
 * and period: each Shanghai day ('day') or ever ('once'). kind: what the task is and what proves
 * it: 'ad' is declared by the app; 'free_meal' (a free-meal order approved that day) and 'voucher'
 * (a paid voucher order) need the server's proof, one proof per claim. 'share' is retired: sharing
 * earns no gold (docs/rules.md "Sign-in and gold coins", WeChat's rules), so a share task stays
 * disabled (the check) and remains only for its past claims.
 */
export const goldTasks = pgTable('gold_tasks', {
  type: integer('type').primaryKey(),
  kind: text('kind').notNull().default('ad'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  gold: integer('gold').notNull(),
  dailyCap: integer('daily_cap').notNull(),
  period: text('period').notNull().default('day'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
}, (t) => [
  check('gold_tasks_gold_chk', sql`${t.gold} > 0`),
  check('gold_tasks_daily_cap_chk', sql`${t.dailyCap} >= 1`),
  check('gold_tasks_kind_chk', sql`${t.kind} in ('ad', 'share', 'free_meal', 'voucher')`),
  check('gold_tasks_period_chk', sql`${t.period} in ('day', 'once')`),
  check('gold_tasks_share_disabled_chk', sql`${t.kind} <> 'share' or not ${t.enabled}`),
])

/**
 * One claimed task reward: seq 1..daily_cap of the user, type and Shanghai day, unique, so the cap
 * holds under parallel claims; the claim is the cause of its gold ('task', 'gold_task_claim', id).
 * A claim of a 'once' task (period copied from the task) is also unique per user, type and seq over
 * all days; a proof task's claim names its proof (proof_id: the free-meal or voucher order), which
 * proves one claim only.
 */
export const goldTaskClaims = pgTable('gold_task_claims', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  type: integer('type').notNull().references(() => goldTasks.type),
  day: date('day', { mode: 'string' }).notNull(),
  seq: smallint('seq').notNull(),
  gold: integer('gold').notNull(),
  period: text('period').notNull().default('day'),
  proofId: integer('proof_id'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('gold_task_claims_seq_uq').on(t.userId, t.type, t.day, t.seq),
  uniqueIndex('gold_task_claims_once_uq').on(t.userId, t.type, t.seq).where(sql`${t.period} = 'once'`),
  uniqueIndex('gold_task_claims_proof_uq').on(t.type, t.proofId),
  check('gold_task_claims_seq_chk', sql`${t.seq} >= 1`),
  check('gold_task_claims_gold_chk', sql`${t.gold} > 0`),
])
