import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'
import { users } from '../user/tables'

// The wallet module's tables (docs/server.md "Modules"); db/schema.ts gathers every module's.

/**
 * Cash-outs (docs/rules.md "Wallet and cash-out"): the amount is debited from the wallet and
 * frozen while pending; paid takes it out of frozen, refused returns it. The account is a
 * snapshot of the payout account at the time of the request.
 */
export const cashOuts = pgTable('cash_outs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** pending | paid | refused */
  status: text('status').notNull().default('pending'),
  /** 1 WeChat, 2 Alipay (CASH_OUT_PAY_TYPES). */
  payType: smallint('pay_type').notNull().default(2),
  accountName: text('account_name').notNull().default(''),
  accountNumber: text('account_number').notNull().default(''),
  /** Kept from the amount by the payout (cashout_fee_rate); the user receives amount - fee. */
  feeFen: bigint('fee_fen', { mode: 'number' }).notNull().default(0),
  /** Why it was refused, shown to the user. */
  reason: text('reason'),
  /** The payout provider's transfer id once paid. */
  payoutRef: text('payout_ref'),
  /** Transfers asked of the payout provider, and the last one's error while it stays pending. */
  payoutAttempts: integer('payout_attempts').notNull().default(0),
  payoutError: text('payout_error'),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  index('cash_outs_user_idx').on(t.userId, t.status),
  index('cash_outs_user_created_idx').on(t.userId, t.createdAt),
  index('cash_outs_status_idx').on(t.status, t.id),
  check('cash_outs_amount_positive', sql`${t.amountFen} > 0`),
  check('cash_outs_status', sql`${t.status} in ('pending', 'paid', 'refused')`),
  check('cash_outs_fee_chk', sql`${t.feeFen} >= 0 and ${t.feeFen} < ${t.amountFen}`),
  check('cash_outs_pay_type_chk', sql`${t.payType} in (1, 2)`),
])

/** Wallet balances in fen; every change is a wallet_ledger row in the same transaction. */
export const wallets = pgTable('wallets', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  frozenFen: bigint('frozen_fen', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('wallets_balance_chk', sql`${t.balanceFen} >= 0`),
  check('wallets_frozen_chk', sql`${t.frozenFen} >= 0`),
])

/**
 * Append-only wallet ledger (docs/rules.md "Money and units"): signed amount, balance after, and
 * what caused it. (user, kind, ref_type, ref_id) is unique, so one cause never moves a user's money twice.
 */
export const walletLedger = pgTable('wallet_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** e.g. 'free_meal_rebate', 'voucher_payment', 'cash_out', 'cash_out_refund', 'commission'. */
  kind: text('kind').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
  refType: text('ref_type').notNull(),
  refId: integer('ref_id').notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('wallet_ledger_user_idx').on(t.userId, t.id),
  // the rankings' earnings of a period (modules/ranking/refresh.ts): rows by time, not the whole ledger
  index('wallet_ledger_created_idx').on(t.createdAt),
  uniqueIndex('wallet_ledger_cause_uq').on(t.userId, t.kind, t.refType, t.refId),
  check('wallet_ledger_balance_chk', sql`${t.balanceAfterFen} >= 0`),
])

/** Operators' corrections of a wallet (npm run ops -- wallet-credit / wallet-debit): the cause of their ledger row. */
export const walletAdjustments = pgTable('wallet_adjustments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** Signed fen: positive credited, negative debited. */
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
}, (t) => [check('wallet_adjustments_amount_chk', sql`${t.amountFen} <> 0`)])
