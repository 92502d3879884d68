import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, Nullable, OneOf, PagedOf, paging, TimeText, YuanText, type CallBody } from './contract'
import { PAY_TYPES, PaymentOrderSchema, PayTypeField, type PayType } from './member'

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
export const RedeemCodeSchema = Type.Object({
  seq: Type.Integer(),
  code: Type.String(),
})
export type RedeemCode = Static<typeof RedeemCodeSchema>

/** pending: 15 minutes to pay; paid: a redeem code to show at the shop; cancelled: by the user or unpaid in time. */
export const BUSINESS_ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const
export type BusinessOrderStatus = typeof BUSINESS_ORDER_STATUSES[number]

/** Vouchers one order takes at most (the database checks it too: business_orders_quantity_chk). */
export const MAX_ORDER_QUANTITY = 99

export const BusinessOrderSchema = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  status: OneOf(BUSINESS_ORDER_STATUSES),
  /** The voucher bought; `rules` are its terms of use as the shop sets them (lines of text, may be empty). */
  voucher: Type.Object({ id: Type.Integer(), title: Type.String(), price: YuanText, face_value: YuanText, rules: Type.String() }),
  shop: Type.Object({ id: Type.Integer(), name: Type.String(), logo: Type.String(), address: Type.String(), phone: Type.String() }),
  quantity: Type.Integer(),
  amount: YuanText,
  // nullable widens no enum (Ajv), so null is one of the values
  pay_type: Type.Unsafe<PayType | null>({ type: 'integer', enum: [...PAY_TYPES, null], nullable: true }),
  /** Paid orders: the first voucher's code (app versions that show one code read it). */
  redeem_code: Nullable(Type.String()),
  /** Paid orders: one code per voucher bought (`quantity` of them, by seq), each unique; empty otherwise. */
  redeem_codes: Type.Array(RedeemCodeSchema),
  /** Paid orders: until when the codes are valid. */
  valid_until: Nullable(TimeText),
  /** Pending orders: when they expire unpaid. */
  expire_time: TimeText,
  create_time: TimeText,
  pay_time: Nullable(TimeText),
  /** When the answer was made (the server is the clock). */
  server_time: TimeText,
})
export type BusinessOrder = Static<typeof BusinessOrderSchema>

/** create and pay answer the order and its payment: paid at once by the wallet (payment.paid), or
 * a pay_url to open (the development sandbox's page, later the provider's). */
export const BusinessOrderPayResultSchema = Type.Object({
  order: BusinessOrderSchema,
  payment: PaymentOrderSchema,
})
export type BusinessOrderPayResult = Static<typeof BusinessOrderPayResultSchema>

export const BusinessOrderListsResultSchema = PagedOf(BusinessOrderSchema)
export type BusinessOrderListsResult = Static<typeof BusinessOrderListsResultSchema>

export const businessOrder = calls({
  create: {
    path: '/api/business_order/create',
    doc: 'buys `quantity` of a voucher: reserves the stock for 15 minutes and pays (the wallet pays at once) or starts a payment with `pay_type`.',
    auth: 'required',
    body: Type.Object({ voucher_id: Id, quantity: Type.Integer({ minimum: 1, maximum: MAX_ORDER_QUANTITY }), pay_type: PayTypeField }),
    result: BusinessOrderPayResultSchema,
  },
  pay: {
    path: '/api/business_order/pay',
    doc: 'pays a pending order (again, or another way).',
    auth: 'required',
    body: Type.Object({ id: Id, pay_type: PayTypeField }),
    result: BusinessOrderPayResultSchema,
  },
  lists: {
    path: '/api/business_order/lists',
    doc: "the user's voucher orders (the bill list), newest first: one state, or all when absent.",
    auth: 'required',
    body: Type.Object({ status: Type.Optional(OneOf(BUSINESS_ORDER_STATUSES)), ...paging(50) }),
    result: BusinessOrderListsResultSchema,
  },
  detail: {
    path: '/api/business_order/detail',
    doc: "one of the user's voucher orders.",
    auth: 'required',
    body: Type.Object({ id: Id }),
    result: BusinessOrderSchema,
  },
  cancel: {
    path: '/api/business_order/cancel',
    doc: 'cancels a pending order: its stock goes back and its payments are closed.',
    auth: 'required',
    body: Type.Object({ id: Id }),
    result: BusinessOrderSchema,
  },
})

export type BusinessOrderCreateRequest = CallBody<typeof businessOrder.create>
export type BusinessOrderPayRequest = CallBody<typeof businessOrder.pay>
export type BusinessOrderListsRequest = CallBody<typeof businessOrder.lists>
export type BusinessOrderIdRequest = CallBody<typeof businessOrder.detail>
