import type { Yuan } from './envelope'
import type { PayType } from './member'

// Takeaway-platform discount coupons (CPS) and gold recharge (spec 7 "Gold and discount").

export interface DiscountRechargeRequest {
  pay_type: PayType
  /** The gold pack (GoldRechargePack.id) to buy. */
  gold_type: number
}

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

export interface DiscountGetMtUrlRequest {
  /** The offer wanted; the default offer when absent. */
  coupon_type?: number
}

/** A takeaway-platform coupon link from the CPS provider. */
export interface DiscountMtUrl {
  discount_url: string
  coupon_type: number
  title: string
}

export interface DiscountSaveMtUrlRequest {
  discount_url: string
}

export interface DiscountReceiveRequest {
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

export interface DiscountFailRequest {
  /** The receipt whose coupon could not be claimed on the platform: its gold is returned. */
  discount_redeem_id: number
}

export interface DiscountFailResult {
  gold_returned: number
  gold_balance: number
}

export type DiscountLogValue = string | number | boolean | null

export interface DiscountRecodeLogRequest {
  /** What happened on the coupon page, e.g. { action: 'open', discount_redeem_id: 3 }. */
  data: Record<string, DiscountLogValue>
}

export interface DiscountRelaxRequest {
  /** A platform link to convert into one that opens (deep link or short link). */
  url: string
}

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
