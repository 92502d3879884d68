import { Type, type Static } from '@sinclair/typebox'
import { calls, NoResult, OneOf, PagedOf, paging, Text, TimeText, YuanText, type CallBody } from './contract'

// Wallet income, payout account and cash-out (docs/rules.md "Wallet and cash-out").

export const WALLET_RECORD_KINDS = [
  'rebate', 'commission', 'challenge', 'raffle', 'blind_box', 'seeding', 'gold_redeem', 'cash_out', 'cash_out_refund', 'payment', 'refund', 'adjustment',
] as const
export type WalletRecordKind = typeof WALLET_RECORD_KINDS[number]

/** One wallet ledger row. */
export const WalletRecordSchema = Type.Object({
  id: Type.Integer(),
  kind: OneOf(WALLET_RECORD_KINDS),
  title: Type.String(),
  /** Signed, e.g. '20.00' or '-10.00'. */
  amount: YuanText,
  balance_after: YuanText,
  create_time: TimeText,
  /** Cash-out rows: 'pending' | 'paid' | 'refused'; commission rows: 'credited' | 'reversed' (taken back later). */
  status: Type.Optional(Type.String()),
  /** A refused cash-out's reason. */
  reason: Type.Optional(Type.String()),
  /** Commission rows: the team member whose rebate or purchase earned it, masked. */
  member: Type.Optional(Type.String()),
})
export type WalletRecord = Static<typeof WalletRecordSchema>

export const WalletIncomeResultSchema = Type.Object({
  ...PagedOf(WalletRecordSchema).properties,
  amount: YuanText,
  frozen_amount: YuanText,
  total_income: YuanText,
  today_income: YuanText,
  /** 待入账: commissions waiting out their frozen period or held for review (team/commissions lists them). */
  pending_commission: YuanText,
})
export type WalletIncomeResult = Static<typeof WalletIncomeResultSchema>

export const WalletCashOutResultSchema = Type.Object({
  cash_out_id: Type.Integer(),
  amount: YuanText,
  status: Type.Literal('pending'),
  /** Balances after the amount moved to frozen. */
  balance: YuanText,
  frozen_amount: YuanText,
})
export type WalletCashOutResult = Static<typeof WalletCashOutResultSchema>

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
    result: WalletIncomeResultSchema,
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
    result: NoResult,
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
    result: WalletCashOutResultSchema,
  },
})

export type WalletIncomeRequest = CallBody<typeof wallet.income>
export type WalletSaveAlipayInfoRequest = CallBody<typeof wallet.saveAlipayInfo>
export type WalletCashOutRequest = CallBody<typeof wallet.cashOut>
