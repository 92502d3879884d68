import type { Yuan } from './envelope'

// Gold redemption items (pages_gold/index_gold, sign-in page).

/** 1 = membership days, 2 = discount coupon, 3 = wallet credit. */
export type GoldRedeemType = 1 | 2 | 3

export interface GoldRedeemListsRequest {
  type: GoldRedeemType
}

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
}

export type GoldRedeemListsResult = GoldRedeemItem[]

export interface GoldRedeemRedeemRequest {
  id: number
}

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
