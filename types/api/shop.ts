import type { Voucher } from './businessOrder'
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

/** Filters of the quality-zone list (pzzq_index, search_gf). */
export interface ShopGoodShopRequest extends Partial<PageQuery> {
  keyword?: string
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
  /** Rating out of 5, one decimal, e.g. 4.8. */
  rating?: number
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
  /** Slots the next window today releases (shown before it opens), 0 when no window opens later today. */
  quota_next?: number
  /** Nearby-shop voucher deals: sale price and face value. */
  price?: Yuan
  original_price?: Yuan
  /** 1 open, 0 closed or sold out. */
  status?: number
}

/** A page of shops, with the server's time of the answer (countdowns of the deals run from it). */
export type ShopPage = Paged<Shop> & {
  /** 'YYYY-MM-DD HH:mm:ss' Asia/Shanghai. */
  server_time?: string
}

export type ShopListsResult = ShopPage
export type ShopMtListResult = ShopPage
export type ShopGoodShopResult = ShopPage

// ---- Not in the spec's call list (its shop group names only lists, mt_list and goodShop): the
// detail and category calls the shop pages need. ----

export interface ShopCategory {
  id: number
  name: string
  /** Icon image URL. */
  icon: string
}

/** /api/shop/categories: the enabled categories, in display order. */
export type ShopCategoriesResult = ShopCategory[]

export interface ShopDetailRequest {
  id: number
  latitude?: number
  longitude?: number
}

/** A shop's free-meal deal as of now (the server is the clock). */
export interface FreeMealDeal extends ActivityTimeWindow {
  id: number
  order_price: Yuan
  rebate: Yuan
  member_rebate: Yuan
  min_order_price: Yuan
  /** Today's slots: released so far (morning quota once the morning window opens, plus the
   * afternoon quota once that opens), and how many of them are still free. */
  quota_total: number
  quota_left: number
  /** Slots the next window today releases (shown before it opens), 0 when no window opens later today. */
  quota_next: number
  rules: string
  /** 'YYYY-MM-DD HH:mm:ss' Asia/Shanghai when the answer was made: countdowns run from it. */
  server_time: string
  /** The user's order of this shop today that is still going (reserved, uploaded, approved or
   * rejected), or null (also when logged out). */
  my_order: { id: number; status: string } | null
}

export interface ShopDetail extends Shop {
  images: string[]
  description: string
  phone: string
  business_hours: string
  rating: number
  /** The shop's page on the takeaway platform. */
  platform_url: string
  free_meal: FreeMealDeal | null
  /** Vouchers on sale (nearby-shop deals), cheapest first. */
  vouchers: Voucher[]
}

export type ShopDetailResult = ShopDetail
