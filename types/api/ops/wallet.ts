import { Type } from '@sinclair/typebox'
import { Exact, Id, Limit, OneOf, OptText, UserRef, opsCalls, returns, type OpsUserResult } from '../contract'

// The operators' wallet calls (docs/contract.md "Operator calls"; docs/server.md "Cash-out and
// payouts"): the cash-out queue, paying and refusing cash-outs, wallet corrections, balances and
// reconciliation. Served by server/src/modules/wallet/ops.ts.

export const CASH_OUT_STATUSES = ['pending', 'paid', 'refused'] as const
export type CashOutStatus = (typeof CASH_OUT_STATUSES)[number]

export interface OpsCashOutRow {
  id: number
  user_id: number
  /** The user's phone, masked. */
  tel: string
  amount_fen: number
  fee_fen: number
  pay_type: number
  account_name: string
  account_number: string
  status: string
  created_time: string
  decided_time: string | null
  reason: string | null
  payout_attempts: number
  payout_error: string | null
}

/** What paying or refusing a cash-out did. */
export type SettleResult = { id: number } & (
  | { outcome: 'paid'; amountFen: number; feeFen: number; account: string; ref: string }
  | { outcome: 'refused'; amountFen: number; reason: string }
  /** The provider refused the transfer for good: refused, the money returned. */
  | { outcome: 'failed'; amountFen: number; reason: string }
  /** The provider's answer is not final: still pending, to be paid again later. */
  | { outcome: 'retry'; error: string }
  | { outcome: 'not_found' }
  | { outcome: 'not_pending'; status: string }
  | { outcome: 'bad_reason' }
  /** The configured provider cannot pay this channel (pay by hand and use manual). */
  | { outcome: 'unsupported'; provider: string }
  /** Refuse: an earlier transfer may still be paid; refusing now could pay twice. */
  | { outcome: 'in_flight'; error: string }
  /** Refuse: the provider shows the earlier transfer paid; recorded as paid instead. */
  | { outcome: 'found_paid'; ref: string }
)

export type OpsWalletResult = OpsUserResult<
  | { outcome: 'credited' | 'debited'; amount: string; balance: string }
  | { outcome: 'insufficient'; amount: string; balance: string }
  | { outcome: 'bad_amount' }
>

export interface OpsBalanceRow {
  user_id: number
  /** The user's phone, masked. */
  tel: string
  nickname: string
  balance_fen: number
  frozen_fen: number
  gold: number
}

/** A user whose figures disagree with their ledgers. */
export interface ReconcileDiff {
  user_id: number
  balance_fen: number
  ledger_fen: number
  frozen_fen: number
  pending_fen: number
  gold: number
  gold_ledger: number
}

const Reason = OptText(1000)
const adjust = Exact({ user: UserRef, amount: Type.String({ maxLength: 20 }), reason: Reason })

export const walletOps = opsCalls({
  cashouts: {
    path: '/ops/cashouts',
    doc: 'lists cash-outs: pending ones oldest first (the queue), another status or all newest first.',
    auth: 'operator',
    body: Exact({ status: OneOf([...CASH_OUT_STATUSES, 'all'] as const), limit: Limit(500) }),
    result: returns<{ command: 'cashouts'; cashouts: OpsCashOutRow[] }>(),
  },
  cashoutPay: {
    path: '/ops/cashout-pay',
    doc: 'pays a pending cash-out through the payout provider; manual records a payment made by hand.',
    auth: 'operator',
    body: Exact({ id: Id, manual: Type.Optional(Type.Boolean()) }),
    result: returns<{ command: 'cashout-pay'; result: SettleResult }>(),
  },
  cashoutRefuse: {
    path: '/ops/cashout-refuse',
    doc: 'refuses a pending cash-out and returns its money to the balance; the reason is shown to the user.',
    auth: 'operator',
    body: Exact({ id: Id, reason: Reason }),
    result: returns<{ command: 'cashout-refuse'; result: SettleResult }>(),
  },
  walletCredit: {
    path: '/ops/wallet-credit',
    doc: "credits a user's wallet (amount in yuan, like 12.50); the reason is the ledger note.",
    auth: 'operator',
    body: adjust,
    result: returns<{ command: 'wallet-credit'; result: OpsWalletResult }>(),
  },
  walletDebit: {
    path: '/ops/wallet-debit',
    doc: "debits a user's wallet, never below zero; the reason is the ledger note.",
    auth: 'operator',
    body: adjust,
    result: returns<{ command: 'wallet-debit'; result: OpsWalletResult }>(),
  },
  balances: {
    path: '/ops/balances',
    doc: 'lists the users holding money, frozen money or gold, most first.',
    auth: 'operator',
    body: Exact({ limit: Limit(500) }),
    result: returns<{ command: 'balances'; users: OpsBalanceRow[] }>(),
  },
  reconcile: {
    path: '/ops/reconcile',
    doc: 'checks every balance against its ledger and frozen money against pending cash-outs; users: how many were checked.',
    auth: 'operator',
    body: Exact({}),
    result: returns<{ command: 'reconcile'; users: number; diffs: ReconcileDiff[] }>(),
  },
})
