import { Type } from '@sinclair/typebox'
import { calls, Id, NoBody, OptText, paging, returns, type CallBody } from './contract'
import type { EmptyResult, Paged, Yuan } from './envelope'
import { PayTypeField, type PaymentOrder, type PayType } from './member'

// Takeaway-platform discount coupons (CPS) and gold recharge.

/** A coupon offer as the operator configures it (discountConfigList). */
export interface DiscountConfig {
  id: number
  coupon_type: number
  title: string
  image?: string
  description?: string
  /** Coupon value and minimum spend on the platform. */
  amount?: Yuan
  threshold?: Yuan
  /** Gold it costs, 0 when free. */
  gold_price: number
  /** Times the user can still receive it today. */
  remaining_today?: number
}

export type DiscountConfigListResult = DiscountConfig[]

/** A takeaway-platform coupon link from the CPS provider. */
export interface DiscountMtUrl {
  discount_url: string
  coupon_type: number
  title: string
}

/** A coupon the user received (receiveDiscount). */
export interface DiscountRecord {
  discount_redeem_id: number
  discount_url: string
  coupon_type: number
  title: string
  discount_config: DiscountConfig | null
  gold_spent?: number
  gold_balance?: number
  create_time?: string
}

export interface DiscountFailResult {
  gold_returned: number
  gold_balance: number
}

export type DiscountLogValue = string | number | boolean | null

export interface DiscountRelaxResult {
  url: string
}

/** A gold pack bought with money (discount/recharge). */
export interface GoldRechargePack {
  /** Sent as gold_type. */
  id: number
  title: string
  gold: number
  bonus_gold: number
  price: Yuan
}

export type GoldRechargeListResult = GoldRechargePack[]

/** A gold pack order (discount/goldRechargeOrders, 充值记录), with the pack as bought. */
export interface GoldPackOrder {
  id: number
  order_no: string
  pack_id: number
  title: string
  gold: number
  bonus_gold: number
  amount: Yuan
  pay_type: PayType
  /** A pending order past expire_time reads expired. */
  status: 'pending' | 'paid' | 'expired' | 'closed'
  create_time: string
  /** Until when a pending order can be paid. */
  expire_time: string
  pay_time: string | null
}

export type GoldRechargeOrdersResult = Paged<GoldPackOrder>

/** An order number as the recharge answered it (GD + 16 digits); letters and digits, at most 32. */
const OrderNo = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$' })

/** A coupon offer's type (DiscountConfig.coupon_type). */
const CouponType = Id
/** A coupon link: http(s), no spaces, at most 2000 characters. */
const Link = Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://\\S+$' })
/** What happened on a coupon page, e.g. { action: 'open', discount_redeem_id: 3 }: 1-20 fields of
 * short names, each a string (at most 500 characters), number, boolean or null. */
const LogData = Type.Unsafe<Record<string, DiscountLogValue>>({
  type: 'object', minProperties: 1, maxProperties: 20,
  propertyNames: { maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$' },
  additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: 500 },
})

export const discount = calls({
  recharge: {
    path: '/api/discount/recharge',
    doc: 'creates a pending payment order for a gold pack (gold_type: GoldRechargePack.id).',
    auth: 'required',
    body: Type.Object({ pay_type: PayTypeField, gold_type: Id }),
    result: returns<PaymentOrder>(),
  },
  getMtUrl: {
    path: '/api/discount/getMtUrl',
    doc: "the user's takeaway-platform coupon link of an offer from the CPS provider (the first offer without coupon_type).",
    auth: 'required',
    body: Type.Object({ coupon_type: Type.Optional(CouponType) }),
    result: returns<DiscountMtUrl>(),
  },
  saveMtUrl: {
    path: '/api/discount/saveMtUrl',
    doc: 'remembers the coupon link the user opened.',
    auth: 'required',
    body: Type.Object({ discount_url: Link }),
    result: returns<EmptyResult>(),
  },
  receiveDiscount: {
    path: '/api/discount/receiveDiscount',
    doc: 'receives a coupon, charging its gold price, within the daily limit.',
    auth: 'required',
    body: Type.Object({ discount_url: Link, coupon_type: CouponType, title: Type.Optional(OptText(100)) }),
    result: returns<DiscountRecord>(),
  },
  failDiscount: {
    path: '/api/discount/failDiscount',
    doc: 'reports a received coupon that could not be claimed on the platform; its gold comes back once.',
    auth: 'required',
    body: Type.Object({ discount_redeem_id: Id }),
    result: returns<DiscountFailResult>(),
  },
  recodeLog: {
    path: '/api/discount/recodeLog',
    doc: 'logs what happened on the coupon page (login optional).',
    auth: 'optional',
    body: Type.Object({ data: LogData }),
    result: returns<EmptyResult>(),
  },
  discountConfigList: {
    path: '/api/discount/discountConfigList',
    doc: 'the coupon offers; remaining_today for a logged-in user.',
    auth: 'optional',
    body: NoBody,
    result: returns<DiscountConfigListResult>(),
  },
  relax: {
    path: '/api/discount/relax',
    doc: 'converts a platform link into one that opens from the app (deep link or short link).',
    auth: 'required',
    body: Type.Object({ url: Link }),
    result: returns<DiscountRelaxResult>(),
  },
  goldRechargeList: {
    path: '/api/discount/goldRechargeList',
    doc: 'the gold packs for sale.',
    auth: 'optional',
    body: NoBody,
    result: returns<GoldRechargeListResult>(),
  },
  goldRechargeOrders: {
    path: '/api/discount/goldRechargeOrders',
    doc: "the user's gold pack orders, newest first; order_no picks one (the result after paying).",
    auth: 'required',
    body: Type.Object({ ...paging(50), order_no: Type.Optional(OrderNo) }),
    result: returns<GoldRechargeOrdersResult>(),
  },
})

export type DiscountRechargeRequest = CallBody<typeof discount.recharge>
export type DiscountGetMtUrlRequest = CallBody<typeof discount.getMtUrl>
export type DiscountSaveMtUrlRequest = CallBody<typeof discount.saveMtUrl>
export type DiscountReceiveRequest = CallBody<typeof discount.receiveDiscount>
export type DiscountFailRequest = CallBody<typeof discount.failDiscount>
export type DiscountRecodeLogRequest = CallBody<typeof discount.recodeLog>
export type DiscountRelaxRequest = CallBody<typeof discount.relax>
export type DiscountGoldRechargeOrdersRequest = CallBody<typeof discount.goldRechargeOrders>
