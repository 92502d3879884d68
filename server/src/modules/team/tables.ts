import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { users } from '../user/tables'

// The team module's tables (docs/rules.md "Team and referral"); db/schema.ts gathers every module's.
// users.parent_id stays the chain every binding walks; a referral row records how it came to be.

/** One row per bound invitee: where the binding came from, for finding abuse later. */
export const referrals = pgTable('referrals', {
  inviteeId: integer('invitee_id').primaryKey().references(() => users.id),
  inviterId: integer('inviter_id').notNull().references(() => users.id),
  /** The share source code the link or code carried (bindPid's source). */
  source: smallint('source').notNull(),
  /** How the invitee came: a key of INVITE_SOURCES (types/api/team.ts: link, mini_program, poster) or 'other'. */
  via: text('via').notNull().default('link'),
  /** The invitee's client address when bound, and their device id (bindUserWithCID) when known. */
  clientIp: text('client_ip'),
  deviceId: text('device_id'),
  boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
  /** When the invitee's first free meal was approved: from then on a valid invitation. */
  validAt: timestamp('valid_at', { withTimezone: true }),
}, (t) => [
  index('referrals_inviter_idx').on(t.inviterId, t.boundAt),
  index('referrals_valid_idx').on(t.validAt),
  // the review queue's address signal (order/reviewQueue.ts): the accounts bound from one address
  index('referrals_client_ip_idx').on(t.clientIp).where(sql`${t.clientIp} is not null`),
])

/**
 * Commissions: a share of a team member's approved rebate or paid membership, for their inviter
 * (level 1) and the inviter's inviter (level 2); one per (cause, beneficiary, level). pending until
 * release_at, then credited to the wallet by the scheduler; held for an operator (hold_reason);
 * reversed when the cause is undone (taken_back_fen came out of the wallet, owed_fen could not yet
 * and is taken from the beneficiary's next commissions); refused by an operator or the abuse rules.
 */
export const commissions = pgTable('commissions', {
  id: serial('id').primaryKey(),
  beneficiaryId: integer('beneficiary_id').notNull().references(() => users.id),
  memberId: integer('member_id').notNull().references(() => users.id),
  level: smallint('level').notNull(),
  /** 'free_meal_order' or 'member_order', with the row id. */
  causeType: text('cause_type').notNull(),
  causeId: integer('cause_id').notNull(),
  baseFen: bigint('base_fen', { mode: 'number' }).notNull(),
  /** The rate in basis points when it was earned (1000 = 10%). */
  rateBp: integer('rate_bp').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** pending | held | credited | reversed | refused */
  status: text('status').notNull(),
  holdReason: text('hold_reason'),
  releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
  creditedAt: timestamp('credited_at', { withTimezone: true }),
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
  reversalReason: text('reversal_reason'),
  takenBackFen: bigint('taken_back_fen', { mode: 'number' }).notNull().default(0),
  owedFen: bigint('owed_fen', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('commissions_cause_uq').on(t.causeType, t.causeId, t.beneficiaryId, t.level),
  index('commissions_due_idx').on(t.status, t.releaseAt),
  index('commissions_beneficiary_idx').on(t.beneficiaryId, t.id),
  index('commissions_member_idx').on(t.memberId),
  check('commissions_level_chk', sql`${t.level} in (1, 2)`),
  check('commissions_status_chk', sql`${t.status} in ('pending', 'held', 'credited', 'reversed', 'refused')`),
  check('commissions_amount_chk', sql`${t.amountFen} > 0 and ${t.baseFen} > 0`),
  check('commissions_owed_chk', sql`${t.owedFen} >= 0 and ${t.takenBackFen} >= 0 and ${t.owedFen} + ${t.takenBackFen} <= ${t.amountFen}`),
])
