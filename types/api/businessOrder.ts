import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, OneOf, paging, returns, YuanText, type CallBody } from './contract'
import type { Paged, Yuan } from './envelope'
import { PayTypeField, type PaymentOrder, type PayType } from './member'

// Nearby-shop vouchers (business_order pages; docs/rules.md "Free meals and deals": a voucher
// bought at a discount, paid through the payment flow or the wallet). Not in the spec's call list.

export const VoucherSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** What the user pays, and what it is worth at the shop. */
  price: YuanText,
  face_value: YuanText,
  stock_left: Type.Integer(),
  sold: Type.Integer(),
  per_user_limit: Type.Integer(),
  valid_days: Type.Integer(),
  rules: Type.String(),
})
export type Voucher = Static<typeof VoucherSchema>

/** The code of one voucher of a paid order, which the shop checks: 12 digits. `seq`: 1..quantity. */
export interface RedeemCode {
  seq: number
  code: string
}

/** pending: 15 minutes to pay; paid: a redeem code to show at the shop; cancelled: by the user or unpaid in time. */
export const BUSINESS_ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const
export type BusinessOrderStatus = typeof BUSINESS_ORDER_STATUSES[number]

/** Vouchers one order takes at most (the database checks it too: business_orders_quantity_chk). */
export const MAX_ORDER_QUANTITY = 99

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
  /** Paid orders: the first voucher's code (app versions that show one code read it). */
  redeem_code: string | null
  /** Paid orders: one code per voucher bought (`quantity` of them, by seq), each unique; empty otherwise. */
  redeem_codes: RedeemCode[]
  /** Paid orders: until when the codes are valid. */
  valid_until: string | null
  /** Pending orders: when they expire unpaid. */
  expire_time: string
  create_time: string
  pay_time: string | null
  /** When the answer was made (the server is the clock). */
  server_time: string
}

/** create and pay answer the order and its payment: paid at once by the wallet (payment.paid), or
 * a pay_url to open (the development sandbox's page, later the provider's). */
export interface BusinessOrderPayResult {
  order: BusinessOrder
  payment: PaymentOrder
}

export type BusinessOrderListsResult = Paged<BusinessOrder>

export const businessOrder = calls({
  create: {
    path: '/api/business_order/create',
    doc: 'buys `quantity` of a voucher: reserves the stock for 15 minutes and pays (the wallet pays at once) or starts a payment with `pay_type`.',
    auth: 'required',
    body: Type.Object({ voucher_id: Id, quantity: Type.Integer({ minimum: 1, maximum: MAX_ORDER_QUANTITY }), pay_type: PayTypeField }),
    result: returns<BusinessOrderPayResult>(),
  },
  pay: {
    path: '/api/business_order/pay',
    doc: 'pays a pending order (again, or another way).',
    auth: 'required',
    body: Type.Object({ id: Id, pay_type: PayTypeField }),
    result: returns<BusinessOrderPayResult>(),
  },
  lists: {
    path: '/api/business_order/lists',
    doc: "the user's voucher orders (the bill list), newest first: one state, or all when absent.",
    auth: 'required',
    body: Type.Object({ status: Type.Optional(OneOf(BUSINESS_ORDER_STATUSES)), ...paging(50) }),
    result: returns<BusinessOrderListsResult>(),
  },
  detail: {
    path: '/api/business_order/detail',
    doc: "one of the user's voucher orders.",
    auth: 'required',
    body: Type.Object({ id: Id }),
    result: returns<BusinessOrder>(),
  },
  cancel: {
    path: '/api/business_order/cancel',
    doc: 'cancels a pending order: its stock goes back and its payments are closed.',
    auth: 'required',
    body: Type.Object({ id: Id }),
    result: returns<BusinessOrder>(),
  },
})

export type BusinessOrderCreateRequest = CallBody<typeof businessOrder.create>
export type BusinessOrderPayRequest = CallBody<typeof businessOrder.pay>
export type BusinessOrderListsRequest = CallBody<typeof businessOrder.lists>
export type BusinessOrderIdRequest = CallBody<typeof businessOrder.detail>
