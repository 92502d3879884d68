import { Type } from '@sinclair/typebox'
import { calls, OneOf, paging, returns, Text, type CallBody } from './contract'
import type { EmptyResult, Paged, Yuan } from './envelope'

// Wallet income, payout account and cash-out (docs/rules.md "Wallet and cash-out").

export const WALLET_RECORD_KINDS = [
  'rebate', 'commission', 'challenge', 'raffle', 'gold_redeem', 'cash_out', 'cash_out_refund', 'payment', 'refund', 'adjustment',
] as const
export type WalletRecordKind = typeof WALLET_RECORD_KINDS[number]

/** One wallet ledger row. */
export interface WalletRecord {
  id: number
  kind: WalletRecordKind
  title: string
  /** Signed, e.g. '20.00' or '-10.00'. */
  amount: Yuan
  balance_after: Yuan
  create_time: string
  /** Cash-out rows: 'pending' | 'paid' | 'refused'. */
  status?: string
  /** A refused cash-out's reason. */
  reason?: string
}

export type WalletIncomeResult = Paged<WalletRecord> & {
  amount: Yuan
  frozen_amount: Yuan
  total_income: Yuan
  today_income: Yuan
}

export interface WalletCashOutResult {
  cash_out_id: number
  amount: Yuan
  status: 'pending'
  /** Balances after the amount moved to frozen. */
  balance: Yuan
  frozen_amount: Yuan
}

/** Payout channels of a cash-out (common/cashoutType): 1 = WeChat, 2 = Alipay. */
export const CASH_OUT_PAY_TYPES = [1, 2] as const

// Note the spec's case: /api/Wallet/income but /api/wallet/saveAlipayInfo and /api/wallet/cashOut.
export const wallet = calls({
  income: {
    path: '/api/Wallet/income',
    doc: 'balances and the wallet ledger (earnings detail), newest first: one kind or month, or all.',
    auth: 'required',
    body: Type.Object({
      kind: Type.Optional(OneOf(WALLET_RECORD_KINDS)),
      // 'YYYY-MM'
      month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })),
      ...paging(50),
    }),
    result: returns<WalletIncomeResult>(),
  },
  saveAlipayInfo: {
    path: '/api/wallet/saveAlipayInfo',
    doc: 'binds the payout account (the real name and the Alipay account); changing a bound one needs an SMS code (purpose payout_account).',
    auth: 'required',
    body: Type.Object({
      real_name: Text(30),
      alipay_number: Text(100),
      /** The SMS code of handleCode purpose payout_account: needed to change an account already bound. */
      code: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
    }),
    result: returns<EmptyResult>(),
  },
  cashOut: {
    path: '/api/wallet/cashOut',
    doc: 'withdraws to the bound account with the payment password (the amount is frozen until paid).',
    auth: 'required',
    body: Type.Object({
      cash_password: Type.String({ pattern: '^\\d{6}$' }),
      amount: Type.String({ pattern: '^\\d{1,8}(\\.\\d{1,2})?$' }),
      pay_type: Type.Unsafe<typeof CASH_OUT_PAY_TYPES[number]>({ type: 'integer', enum: [...CASH_OUT_PAY_TYPES] }),
    }),
    result: returns<WalletCashOutResult>(),
  },
})

export type WalletIncomeRequest = CallBody<typeof wallet.income>
export type WalletSaveAlipayInfoRequest = CallBody<typeof wallet.saveAlipayInfo>
export type WalletCashOutRequest = CallBody<typeof wallet.cashOut>
