import type { ApiResponse, EmptyResult } from '@api-types/envelope'
import type {
  WalletCashOutRequest, WalletCashOutResult, WalletIncomeRequest, WalletIncomeResult, WalletSaveAlipayInfoRequest,
} from '@api-types/wallet'
import { post, type RequestOptions } from '@/lib/request'

// Note the spec's case: /api/Wallet/income but /api/wallet/saveAlipayInfo and /api/wallet/cashOut.
export const PATHS = {
  income: '/api/Wallet/income',
  saveAlipayInfo: '/api/wallet/saveAlipayInfo',
  cashOut: '/api/wallet/cashOut',
} as const

/** /api/Wallet/income: balances and the wallet ledger (earnings detail). */
export function income(body: WalletIncomeRequest = {}, options?: RequestOptions): Promise<ApiResponse<WalletIncomeResult>> {
  return post<WalletIncomeResult, WalletIncomeRequest>(PATHS.income, body, options)
}

/** /api/wallet/saveAlipayInfo: binds the payout account. */
export function saveAlipayInfo(body: WalletSaveAlipayInfoRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, WalletSaveAlipayInfoRequest>(PATHS.saveAlipayInfo, body, options)
}

/** /api/wallet/cashOut: withdraws to the bound account (amount moves to frozen until paid). */
export function cashOut(body: WalletCashOutRequest, options?: RequestOptions): Promise<ApiResponse<WalletCashOutResult>> {
  return post<WalletCashOutResult, WalletCashOutRequest>(PATHS.cashOut, body, options)
}
