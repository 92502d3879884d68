import type { PageQuery, Paged, Yuan } from './envelope'

// Wallet income, payout account and cash-out (product-rules "Wallet and cash-out").

export type WalletRecordKind =
  | 'rebate'
  | 'commission'
  | 'challenge'
  | 'raffle'
  | 'gold_redeem'
  | 'cash_out'
  | 'cash_out_refund'
  | 'payment'
  | 'refund'

export interface WalletIncomeRequest extends Partial<PageQuery> {
  /** Only this kind of row; all when absent. */
  kind?: WalletRecordKind
  /** Only this month, 'YYYY-MM'. */
  month?: string
}

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
}

export type WalletIncomeResult = Paged<WalletRecord> & {
  amount: Yuan
  frozen_amount: Yuan
  total_income: Yuan
  today_income: Yuan
}

export interface WalletSaveAlipayInfoRequest {
  real_name: string
  alipay_number: string
}

export interface WalletCashOutRequest {
  /** The 6-digit payment password. */
  cash_password: string
  amount: Yuan
  /** Payout channel from common/cashoutType: 1 = WeChat, 2 = Alipay. */
  pay_type: number
}

export interface WalletCashOutResult {
  cash_out_id: number
  amount: Yuan
  status: 'pending'
  /** Balances after the amount moved to frozen. */
  balance: Yuan
  frozen_amount: Yuan
}
