import type { PageQuery, Paged, Yuan } from './envelope'

// Shop and free-meal deal lists (spec 7 "Shop and home"; product-rules "Free meals and deals").

/** Daily release windows of a free-meal deal, each 'HH:MM:SS'; a window whose start equals its end is absent. */
export interface ActivityTimeWindow {
  am_start_time: string
  am_end_time: string
  pm_start_time: string
  pm_end_time: string
}

export type ShopSort = 'distance' | 'rebate' | 'sales'

/** Filters of the nearby-shop list (home, search, category pages). */
export interface ShopListsRequest extends Partial<PageQuery> {
  keyword?: string
  category_id?: number
  sort?: ShopSort
  latitude?: number
  longitude?: number
}

/** Filters of the takeaway free-meal ('king meal') list. */
export interface ShopMtListRequest extends ShopListsRequest {
  /** 'mt' = Meituan, 'ele' = Ele.me; all platforms when absent. */
  platform?: ShopPlatform
}

/** Filters of the quality-zone list (pzzq_index). */
export interface ShopGoodShopRequest extends Partial<PageQuery> {
  latitude?: number
  longitude?: number
  category_id?: number
}

export type ShopPlatform = 'mt' | 'ele'

/** A shop with its current deal, as the lists show it. */
export interface Shop extends Partial<ActivityTimeWindow> {
  id: number
  name: string
  logo: string
  address?: string
  city?: string
  latitude?: number
  longitude?: number
  /** Metres from the requested position, when one was given. */
  distance?: number | null
  category_id?: number
  category_name?: string
  platform?: ShopPlatform
  tags?: string[]
  /** Monthly sales shown on the card. */
  sales?: number
  /** The deal: what the user pays on the platform ... */
  order_price?: Yuan
  /** ... and what comes back to the wallet once the proof is approved. */
  rebate?: Yuan
  /** The higher rebate for VIP members. */
  member_rebate?: Yuan
  /** Minimum order on the platform for the deal to count. */
  min_order_price?: Yuan
  /** Free-meal slots left today, and today's quota. */
  quota_left?: number
  quota_total?: number
  /** Nearby-shop voucher deals: sale price and face value. */
  price?: Yuan
  original_price?: Yuan
  /** 1 open, 0 closed or sold out. */
  status?: number
}

export type ShopListsResult = Paged<Shop>
export type ShopMtListResult = Paged<Shop>
export type ShopGoodShopResult = Paged<Shop>
