import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, NoBody, NoResult, Nullable, OneOf, OptText, PagedOf, paging, TimeText, YuanText, type CallBody } from './contract'
import { PaymentOrderSchema, PayTypeField } from './member'

// Takeaway-platform discount coupons (CPS) and gold recharge.

/** A coupon offer as the operator configures it (discountConfigList). */
export const DiscountConfigSchema = Type.Object({
  id: Type.Integer(),
  coupon_type: Type.Integer(),
  title: Type.String(),
  image: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  /** Coupon value and minimum spend on the platform. */
  amount: Type.Optional(YuanText),
  threshold: Type.Optional(YuanText),
  /** Gold it costs, 0 when free. */
  gold_price: Type.Integer(),
  /** Times the user can still receive it today. */
  remaining_today: Type.Optional(Type.Integer()),
})
export type DiscountConfig = Static<typeof DiscountConfigSchema>

export const DiscountConfigListResultSchema = Type.Array(DiscountConfigSchema)
export type DiscountConfigListResult = Static<typeof DiscountConfigListResultSchema>

/** A takeaway-platform coupon link from the CPS provider. */
export const DiscountMtUrlSchema = Type.Object({
  discount_url: Type.String(),
  coupon_type: Type.Integer(),
  title: Type.String(),
})
export type DiscountMtUrl = Static<typeof DiscountMtUrlSchema>

/** A coupon the user received (receiveDiscount). */
export const DiscountRecordSchema = Type.Object({
  discount_redeem_id: Type.Integer(),
  discount_url: Type.String(),
  coupon_type: Type.Integer(),
  title: Type.String(),
  discount_config: Nullable(DiscountConfigSchema),
  gold_spent: Type.Optional(Type.Integer()),
  gold_balance: Type.Optional(Type.Integer()),
  create_time: Type.Optional(TimeText),
})
export type DiscountRecord = Static<typeof DiscountRecordSchema>

export const DiscountFailResultSchema = Type.Object({
  gold_returned: Type.Integer(),
  gold_balance: Type.Integer(),
})
export type DiscountFailResult = Static<typeof DiscountFailResultSchema>

export type DiscountLogValue = string | number | boolean | null

export const DiscountRelaxResultSchema = Type.Object({
  url: Type.String(),
})
export type DiscountRelaxResult = Static<typeof DiscountRelaxResultSchema>

/** A gold pack bought with money (discount/recharge). */
export const GoldRechargePackSchema = Type.Object({
  /** Sent as gold_type. */
  id: Type.Integer(),
  title: Type.String(),
  gold: Type.Integer(),
  bonus_gold: Type.Integer(),
  price: YuanText,
})
export type GoldRechargePack = Static<typeof GoldRechargePackSchema>

export const GoldRechargeListResultSchema = Type.Array(GoldRechargePackSchema)
export type GoldRechargeListResult = Static<typeof GoldRechargeListResultSchema>

/** A gold pack order (discount/goldRechargeOrders, 充值记录), with the pack as bought. */
export const GoldPackOrderSchema = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  pack_id: Type.Integer(),
  title: Type.String(),
  gold: Type.Integer(),
  bonus_gold: Type.Integer(),
  amount: YuanText,
  pay_type: PayTypeField,
  /** A pending order past expire_time reads expired. */
  status: OneOf(['pending', 'paid', 'expired', 'closed'] as const),
  create_time: TimeText,
  /** Until when a pending order can be paid. */
  expire_time: TimeText,
  pay_time: Nullable(TimeText),
})
export type GoldPackOrder = Static<typeof GoldPackOrderSchema>

export const GoldRechargeOrdersResultSchema = PagedOf(GoldPackOrderSchema)
export type GoldRechargeOrdersResult = Static<typeof GoldRechargeOrdersResultSchema>

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
    result: PaymentOrderSchema,
  },
  getMtUrl: {
    path: '/api/discount/getMtUrl',
    doc: "the user's takeaway-platform coupon link of an offer from the CPS provider (the first offer without coupon_type).",
    auth: 'required',
    body: Type.Object({ coupon_type: Type.Optional(CouponType) }),
    result: DiscountMtUrlSchema,
  },
  saveMtUrl: {
    path: '/api/discount/saveMtUrl',
    doc: 'remembers the coupon link the user opened.',
    auth: 'required',
    body: Type.Object({ discount_url: Link }),
    result: NoResult,
  },
  receiveDiscount: {
    path: '/api/discount/receiveDiscount',
    doc: 'receives a coupon, charging its gold price, within the daily limit.',
    auth: 'required',
    body: Type.Object({ discount_url: Link, coupon_type: CouponType, title: Type.Optional(OptText(100)) }),
    result: DiscountRecordSchema,
  },
  failDiscount: {
    path: '/api/discount/failDiscount',
    doc: 'reports a received coupon that could not be claimed on the platform; its gold comes back once.',
    auth: 'required',
    body: Type.Object({ discount_redeem_id: Id }),
    result: DiscountFailResultSchema,
  },
  recodeLog: {
    path: '/api/discount/recodeLog',
    doc: 'logs what happened on the coupon page (login optional).',
    auth: 'optional',
    body: Type.Object({ data: LogData }),
    result: NoResult,
  },
  discountConfigList: {
    path: '/api/discount/discountConfigList',
    doc: 'the coupon offers; remaining_today for a logged-in user.',
    auth: 'optional',
    body: NoBody,
    result: DiscountConfigListResultSchema,
  },
  relax: {
    path: '/api/discount/relax',
    doc: 'converts a platform link into one that opens from the app (deep link or short link).',
    auth: 'required',
    body: Type.Object({ url: Link }),
    result: DiscountRelaxResultSchema,
  },
  goldRechargeList: {
    path: '/api/discount/goldRechargeList',
    doc: 'the gold packs for sale.',
    auth: 'optional',
    body: NoBody,
    result: GoldRechargeListResultSchema,
  },
  goldRechargeOrders: {
    path: '/api/discount/goldRechargeOrders',
    doc: "the user's gold pack orders, newest first; order_no picks one (the result after paying).",
    auth: 'required',
    body: Type.Object({ ...paging(50), order_no: Type.Optional(OrderNo) }),
    result: GoldRechargeOrdersResultSchema,
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
