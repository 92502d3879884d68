import type { PageQuery, Paged, Yuan } from './envelope'
import type { PaymentOrder, PayType } from './member'

// Nearby-shop vouchers (business_order pages; product-rules "Free meals and deals": a voucher
// bought at a discount, paid through the payment flow or the wallet). Not in the spec's call list.

export interface Voucher {
  id: number
  title: string
  /** What the user pays, and what it is worth at the shop. */
  price: Yuan
  face_value: Yuan
  stock_left: number
  sold: number
  per_user_limit: number
  valid_days: number
  rules: string
}

/** pending: 15 minutes to pay; paid: a redeem code to show at the shop; cancelled: by the user or unpaid in time. */
export type BusinessOrderStatus = 'pending' | 'paid' | 'cancelled'

export interface BusinessOrder {
  id: number
  order_no: string
  status: BusinessOrderStatus
  /** The voucher bought; `rules` are its terms of use as the shop sets them (lines of text, may be empty). */
  voucher: { id: number; title: string; price: Yuan; face_value: Yuan; rules: string }
  shop: { id: number; name: string; logo: string; address: string; phone: string }
  quantity: number
  amount: Yuan
  pay_type: PayType | null
  /** Paid orders: the code the shop checks, and until when it is valid. */
  redeem_code: string | null
  valid_until: string | null
  /** Pending orders: when they expire unpaid. */
  expire_time: string
  create_time: string
  pay_time: string | null
  /** When the answer was made (the server is the clock). */
  server_time: string
}

/** /api/business_order/create: buys `quantity` of a voucher and starts paying with `pay_type`. */
export interface BusinessOrderCreateRequest {
  voucher_id: number
  quantity: number
  pay_type: PayType
}

/** /api/business_order/pay: pays a pending order (again, or another way). */
export interface BusinessOrderPayRequest {
  id: number
  pay_type: PayType
}

/** create and pay answer the order and its payment: paid at once by the wallet (payment.paid), or
 * a pay_url to open (the development sandbox's page, later the provider's). */
export interface BusinessOrderPayResult {
  order: BusinessOrder
  payment: PaymentOrder
}

export interface BusinessOrderListsRequest extends Partial<PageQuery> {
  status?: BusinessOrderStatus
}

export type BusinessOrderListsResult = Paged<BusinessOrder>

export interface BusinessOrderIdRequest {
  id: number
}
