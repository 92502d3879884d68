import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, PagedOf, paging, TimeText, YuanText, type CallBody } from './contract'

// Gold redemption items (pages_gold/index_gold, sign-in page).

/** 1 = membership days, 2 = discount coupon, 3 = wallet credit. */
export const GOLD_REDEEM_TYPES = [1, 2, 3] as const
export type GoldRedeemType = typeof GOLD_REDEEM_TYPES[number]

const GoldRedeemTypeSchema = Type.Unsafe<GoldRedeemType>({ type: 'integer', enum: [...GOLD_REDEEM_TYPES] })

export const GoldRedeemItemSchema = Type.Object({
  id: Type.Integer(),
  type: GoldRedeemTypeSchema,
  title: Type.String(),
  image: Type.String(),
  description: Type.Optional(Type.String()),
  gold_price: Type.Integer(),
  stock: Type.Integer(),
  /** Per-user limit, and what the user has already redeemed. */
  limit_per_user: Type.Integer(),
  redeemed: Type.Integer(),
  /** Type 1: membership days. */
  days: Type.Optional(Type.Integer()),
  /** Type 2 and 3: coupon value or wallet credit. */
  amount: Type.Optional(YuanText),
  /** Type 2: the coupon's minimum spend and the days its card stays usable in 红包卡券. */
  threshold: Type.Optional(YuanText),
  valid_days: Type.Optional(Type.Integer()),
})
export type GoldRedeemItem = Static<typeof GoldRedeemItemSchema>

export const GoldRedeemRedeemResultSchema = Type.Object({
  type: GoldRedeemTypeSchema,
  gold_spent: Type.Integer(),
  gold_balance: Type.Integer(),
  /** Type 1: the new membership expiry. */
  expire_time: Type.Optional(TimeText),
  /** Type 2: where the coupon is used. */
  discount_url: Type.Optional(Type.String()),
  /** Type 3: the credited amount and the new wallet balance. */
  amount: Type.Optional(YuanText),
  balance: Type.Optional(YuanText),
})
export type GoldRedeemRedeemResult = Static<typeof GoldRedeemRedeemResultSchema>

/** One of the user's redemptions (goldRedeem/records, 兑换记录): what it cost and granted, as redeemed. */
export const GoldRedemptionRecordSchema = Type.Object({
  id: Type.Integer(),
  item_id: Type.Integer(),
  type: GoldRedeemTypeSchema,
  title: Type.String(),
  gold_spent: Type.Integer(),
  /** Type 1: the membership days granted. */
  days: Type.Optional(Type.Integer()),
  /** Type 2: the coupon's value; type 3: the cash credited to the wallet. */
  amount: Type.Optional(YuanText),
  create_time: TimeText,
})
export type GoldRedemptionRecord = Static<typeof GoldRedemptionRecordSchema>

export const GoldRedeemListsResultSchema = Type.Array(GoldRedeemItemSchema)
export type GoldRedeemListsResult = Static<typeof GoldRedeemListsResultSchema>
export const GoldRedeemRecordsResultSchema = PagedOf(GoldRedemptionRecordSchema)
export type GoldRedeemRecordsResult = Static<typeof GoldRedeemRecordsResultSchema>

// docs/server.md "Gold redemption and gold packs".
export const goldRedeem = calls({
  lists: {
    path: '/api/goldRedeem/lists',
    doc: 'the items of one type that gold can buy.',
    auth: 'required',
    body: Type.Object({ type: GoldRedeemTypeSchema }),
    result: GoldRedeemListsResultSchema,
  },
  redeem: {
    path: '/api/goldRedeem/redeem',
    doc: 'spends gold on an item and grants it.',
    auth: 'required',
    body: Type.Object({ id: Id }),
    result: GoldRedeemRedeemResultSchema,
  },
  records: {
    path: '/api/goldRedeem/records',
    doc: "the user's redemptions, newest first.",
    auth: 'required',
    body: Type.Object({ ...paging(50) }),
    result: GoldRedeemRecordsResultSchema,
  },
})

export type GoldRedeemListsRequest = CallBody<typeof goldRedeem.lists>
export type GoldRedeemRedeemRequest = CallBody<typeof goldRedeem.redeem>
export type GoldRedeemRecordsRequest = CallBody<typeof goldRedeem.records>
