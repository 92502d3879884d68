import { Type, type Static } from '@sinclair/typebox'
import { Exact, Id, Limit, Nullable, OneOf, OpsOutcome, OpsResult, OpsUserResult, OptText, TimeText, UnionWith, UserRef, YuanText, opsCalls } from '../contract'

// The operators' wallet calls (docs/contract.md "Operator calls"; docs/server.md "Cash-out and
// payouts"): the cash-out queue, paying and refusing cash-outs, wallet corrections, balances and
// reconciliation. Served by server/src/modules/wallet/ops.ts.

export const CASH_OUT_STATUSES = ['pending', 'paid', 'refused'] as const
export type CashOutStatus = (typeof CASH_OUT_STATUSES)[number]

export const OpsCashOutRowSchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  /** The user's phone, masked. */
  tel: Type.String(),
  amount_fen: Type.Integer(),
  fee_fen: Type.Integer(),
  pay_type: Type.Integer(),
  account_name: Type.String(),
  account_number: Type.String(),
  status: Type.String(),
  created_time: TimeText,
  decided_time: Nullable(TimeText),
  reason: Nullable(Type.String()),
  payout_attempts: Type.Integer(),
  payout_error: Nullable(Type.String()),
})
export type OpsCashOutRow = Static<typeof OpsCashOutRowSchema>

/** What paying or refusing the cash-out numbered `id` did. */
export const SettleResultSchema = UnionWith({ id: Type.Integer() }, [
  OpsOutcome('paid', { amountFen: Type.Integer(), feeFen: Type.Integer(), account: Type.String(), ref: Type.String() }),
  OpsOutcome('refused', { amountFen: Type.Integer(), reason: Type.String() }),
  /** The provider refused the transfer for good: refused, the money returned. */
  OpsOutcome('failed', { amountFen: Type.Integer(), reason: Type.String() }),
  /** The provider's answer is not final: still pending, to be paid again later. */
  OpsOutcome('retry', { error: Type.String() }),
  OpsOutcome('not_found'),
  OpsOutcome('not_pending', { status: Type.String() }),
  OpsOutcome('bad_reason'),
  /** The configured provider cannot pay this channel (pay by hand and use manual). */
  OpsOutcome('unsupported', { provider: Type.String() }),
  /** Refuse: an earlier transfer may still be paid; refusing now could pay twice. */
  OpsOutcome('in_flight', { error: Type.String() }),
  /** Refuse: the provider shows the earlier transfer paid; recorded as paid instead. */
  OpsOutcome('found_paid', { ref: Type.String() }),
])
export type SettleResult = Static<typeof SettleResultSchema>

/** The yuan moved and the balance after it (insufficient: the balance that was too low). */
const Moved = { amount: YuanText, balance: YuanText }
export const OpsWalletResultSchema = OpsUserResult(
  OpsOutcome('credited', Moved), OpsOutcome('debited', Moved), OpsOutcome('insufficient', Moved), OpsOutcome('bad_amount'),
)
export type OpsWalletResult = Static<typeof OpsWalletResultSchema>

export const OpsBalanceRowSchema = Type.Object({
  user_id: Type.Integer(),
  /** The user's phone, masked. */
  tel: Type.String(),
  nickname: Type.String(),
  balance_fen: Type.Integer(),
  frozen_fen: Type.Integer(),
  gold: Type.Integer(),
})
export type OpsBalanceRow = Static<typeof OpsBalanceRowSchema>

/** A user whose figures disagree with their ledgers. */
export const ReconcileDiffSchema = Type.Object({
  user_id: Type.Integer(),
  balance_fen: Type.Integer(),
  ledger_fen: Type.Integer(),
  frozen_fen: Type.Integer(),
  pending_fen: Type.Integer(),
  gold: Type.Integer(),
  gold_ledger: Type.Integer(),
})
export type ReconcileDiff = Static<typeof ReconcileDiffSchema>

const Reason = OptText(1000)
const adjust = Exact({ user: UserRef, amount: Type.String({ maxLength: 20 }), reason: Reason })

export const walletOps = opsCalls({
  cashouts: {
    path: '/ops/cashouts',
    doc: 'lists cash-outs: pending ones oldest first (the queue), another status or all newest first.',
    auth: 'operator',
    roles: ['finance'],
    reads: true,
    body: Exact({ status: OneOf([...CASH_OUT_STATUSES, 'all'] as const), limit: Limit(500) }),
    result: OpsResult('cashouts', { cashouts: Type.Array(OpsCashOutRowSchema) }),
  },
  cashoutPay: {
    path: '/ops/cashout-pay',
    doc: 'pays a pending cash-out through the payout provider; manual records a payment made by hand.',
    auth: 'operator',
    roles: ['finance'],
    body: Exact({ id: Id, manual: Type.Optional(Type.Boolean()) }),
    result: OpsResult('cashout-pay', { result: SettleResultSchema }),
  },
  cashoutRefuse: {
    path: '/ops/cashout-refuse',
    doc: 'refuses a pending cash-out and returns its money to the balance; the reason is shown to the user.',
    auth: 'operator',
    roles: ['finance'],
    body: Exact({ id: Id, reason: Reason }),
    result: OpsResult('cashout-refuse', { result: SettleResultSchema }),
  },
  walletCredit: {
    path: '/ops/wallet-credit',
    doc: "credits a user's wallet (amount in yuan, like 12.50); the reason is the ledger note.",
    auth: 'operator',
    roles: ['finance'],
    body: adjust,
    result: OpsResult('wallet-credit', { result: OpsWalletResultSchema }),
  },
  walletDebit: {
    path: '/ops/wallet-debit',
    doc: "debits a user's wallet, never below zero; the reason is the ledger note.",
    auth: 'operator',
    roles: ['finance'],
    body: adjust,
    result: OpsResult('wallet-debit', { result: OpsWalletResultSchema }),
  },
  balances: {
    path: '/ops/balances',
    doc: 'lists the users holding money, frozen money or gold, most first.',
    auth: 'operator',
    roles: ['finance'],
    reads: true,
    body: Exact({ limit: Limit(500) }),
    result: OpsResult('balances', { users: Type.Array(OpsBalanceRowSchema) }),
  },
  reconcile: {
    path: '/ops/reconcile',
    doc: 'checks every balance against its ledger and frozen money against pending cash-outs; users: how many were checked.',
    auth: 'operator',
    roles: ['finance'],
    reads: true,
    body: Exact({}),
    result: OpsResult('reconcile', { users: Type.Integer(), diffs: Type.Array(ReconcileDiffSchema) }),
  },
})
