import { Type } from '@sinclair/typebox'
import { calls, Id, paging, returns, type CallBody } from './contract'
import type { Paged, Yuan } from './envelope'

// Gold redemption items (pages_gold/index_gold, sign-in page).

/** 1 = membership days, 2 = discount coupon, 3 = wallet credit. */
export const GOLD_REDEEM_TYPES = [1, 2, 3] as const
export type GoldRedeemType = typeof GOLD_REDEEM_TYPES[number]

export interface GoldRedeemItem {
  id: number
  type: GoldRedeemType
  title: string
  image: string
  description?: string
  gold_price: number
  stock: number
  /** Per-user limit, and what the user has already redeemed. */
  limit_per_user: number
  redeemed: number
  /** Type 1: membership days. */
  days?: number
  /** Type 2 and 3: coupon value or wallet credit. */
  amount?: Yuan
  /** Type 2: the coupon's minimum spend and the days its card stays usable in 红包卡券. */
  threshold?: Yuan
  valid_days?: number
}

export type GoldRedeemListsResult = GoldRedeemItem[]

export interface GoldRedeemRedeemResult {
  type: GoldRedeemType
  gold_spent: number
  gold_balance: number
  /** Type 1: the new membership expiry. */
  expire_time?: string
  /** Type 2: where the coupon is used. */
  discount_url?: string
  /** Type 3: the credited amount and the new wallet balance. */
  amount?: Yuan
  balance?: Yuan
}

/** One of the user's redemptions (goldRedeem/records, 兑换记录): what it cost and granted, as redeemed. */
export interface GoldRedemptionRecord {
  id: number
  item_id: number
  type: GoldRedeemType
  title: string
  gold_spent: number
  /** Type 1: the membership days granted. */
  days?: number
  /** Type 2: the coupon's value; type 3: the cash credited to the wallet. */
  amount?: Yuan
  create_time: string
}

export type GoldRedeemRecordsResult = Paged<GoldRedemptionRecord>

// docs/server.md "Gold redemption and gold packs".
export const goldRedeem = calls({
  lists: {
    path: '/api/goldRedeem/lists',
    doc: 'the items of one type that gold can buy.',
    auth: 'required',
    body: Type.Object({ type: Type.Unsafe<GoldRedeemType>({ type: 'integer', enum: [...GOLD_REDEEM_TYPES] }) }),
    result: returns<GoldRedeemListsResult>(),
  },
  redeem: {
    path: '/api/goldRedeem/redeem',
    doc: 'spends gold on an item and grants it.',
    auth: 'required',
    body: Type.Object({ id: Id }),
    result: returns<GoldRedeemRedeemResult>(),
  },
  records: {
    path: '/api/goldRedeem/records',
    doc: "the user's redemptions, newest first.",
    auth: 'required',
    body: Type.Object({ ...paging(50) }),
    result: returns<GoldRedeemRecordsResult>(),
  },
})

export type GoldRedeemListsRequest = CallBody<typeof goldRedeem.lists>
export type GoldRedeemRedeemRequest = CallBody<typeof goldRedeem.redeem>
export type GoldRedeemRecordsRequest = CallBody<typeof goldRedeem.records>
