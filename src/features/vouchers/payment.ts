import type { Voucher } from '@api-types/businessOrder'
import type { PayType } from '@api-types/member'
import { backOrRedirectTo } from '@/lib/navigation'
import { fenToYuan, yuanToFen } from '@/utils/money'
import { pageUrl } from '@/routes'

// Buying and paying for nearby-shop vouchers (business_order), shared by the shop detail's
// voucher section and the bill pages: the pay ways and the limits. Paying a provider payment
// (WeChat Pay's sheet, the provider's page) is @/lib/payment's.

export const WALLET: PayType = 3

export type PayTypeLabel = 'pay.wallet' | 'pay.wechat' | 'pay.alipay'

/** The ways to pay, wallet first (it pays at once). */
export const PAY_TYPES: { payType: PayType; label: PayTypeLabel }[] = [
  { payType: 3, label: 'pay.wallet' },
  { payType: 1, label: 'pay.wechat' },
  { payType: 2, label: 'pay.alipay' },
]

export function payTypeLabel(payType: PayType | null | undefined): PayTypeLabel | null {
  return PAY_TYPES.find((p) => p.payType === payType)?.label ?? null
}

/** The server's cap on one order's quantity (business_orders_quantity_chk). */
const ORDER_QUANTITY_MAX = 99

/** How many of a voucher one order may take: the per-user limit, the stock left; 0 when sold out. */
export function maxQuantity(voucher: Pick<Voucher, 'per_user_limit' | 'stock_left'>): number {
  return Math.max(0, Math.min(voucher.per_user_limit, voucher.stock_left, ORDER_QUANTITY_MAX))
}

/** The quantity kept within 1..max (max 0: nothing can be bought, 0). */
export function clampQuantity(quantity: number, max: number): number {
  if (max <= 0) return 0
  return Math.min(max, Math.max(1, Math.floor(Number(quantity) || 1)))
}

/** price × quantity in yuan, computed in fen. */
export function orderTotal(price: string, quantity: number): string {
  return fenToYuan(yuanToFen(price) * quantity)
}

/** Whether a wallet balance covers an amount (unreadable amounts do not). */
export function balanceCovers(balance: string | null | undefined, amount: string): boolean {
  try {
    return yuanToFen(balance ?? '') >= yuanToFen(amount)
  } catch {
    return false
  }
}

/** To a bill's detail: back when it is the page below (it reloads on show), else in place of this page. */
export function backToOrderDetail(id: number): Promise<unknown> {
  return backOrRedirectTo(pageUrl('billDetail', { id }))
}
