import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, NoBody, Nullable, OneOf, OptText, paging, TimeText, YuanText, type CallBody } from './contract'
import { VoucherSchema } from './businessOrder'

// Shop lists and free-meal deals: the nearby-shop, free-meal and quality-zone lists of the spec,
// and this project's own shop detail and category calls. All public; a logged-in caller also sees
// their own free-meal order of the shop today in the detail.

/** Daily release windows of a free-meal deal, each 'HH:MM:SS'; a window whose start equals its end is absent. */
const ACTIVITY_TIME_WINDOW = {
  am_start_time: Type.String(),
  am_end_time: Type.String(),
  pm_start_time: Type.String(),
  pm_end_time: Type.String(),
}
export const ActivityTimeWindowSchema = Type.Object(ACTIVITY_TIME_WINDOW)
export type ActivityTimeWindow = Static<typeof ActivityTimeWindowSchema>

/** How a shop list is sorted: nearest first (needs a position), highest rebate, or best sellers. */
export const SHOP_SORTS = ['distance', 'rebate', 'sales'] as const
export type ShopSort = typeof SHOP_SORTS[number]

/** 'mt' = Meituan, 'ele' = Ele.me. */
export const SHOP_PLATFORMS = ['mt', 'ele'] as const
export type ShopPlatform = typeof SHOP_PLATFORMS[number]

/** The quality zone (goodShop, 身边的精选好店) lists only the quality shops within this distance of
 * the position given: about the width of a city's urban area (central Guiyang), never the next city
 * (Zunyi is 120 km from Guiyang). */
export const GOOD_SHOP_RADIUS_M = 20_000

/** The optional position of a request (the caller's, or the place they chose); both or neither. */
export const POSITION = {
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
}

/** A shop with its current deal, as the lists show it. */
const SHOP = {
  ...Type.Partial(ActivityTimeWindowSchema).properties,
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  address: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  latitude: Type.Optional(Type.Number()),
  longitude: Type.Optional(Type.Number()),
  /** Metres from the requested position, when one was given. */
  distance: Type.Optional(Nullable(Type.Number())),
  category_id: Type.Optional(Type.Integer()),
  category_name: Type.Optional(Type.String()),
  platform: Type.Optional(OneOf(SHOP_PLATFORMS)),
  /** With a deal, the first is the deal's own tag (满{min}返{my_rebate}, or 返{my_rebate}); then the shop's. */
  tags: Type.Optional(Type.Array(Type.String())),
  /** Monthly sales shown on the card. */
  sales: Type.Optional(Type.Integer()),
  /** Rating out of 5, one decimal, e.g. 4.8. */
  rating: Type.Optional(Type.Number()),
  /** The deal: what the user pays on the platform ... */
  order_price: Type.Optional(YuanText),
  /** ... and what comes back to the wallet once the proof is approved. */
  rebate: Type.Optional(YuanText),
  /** The higher rebate for VIP members. */
  member_rebate: Type.Optional(YuanText),
  /** What this caller is paid once the proof is approved: member_rebate for a member, rebate
   * otherwise (logged out: rebate). The figure every screen shows as the user's cash back; a grab
   * keeps it on the order. Present with the deal. */
  my_rebate: Type.Optional(YuanText),
  /** Only members may grab the deal (会员专享); present with the deal. */
  member_only: Type.Optional(Type.Boolean()),
  /** Minimum order on the platform for the deal to count. */
  min_order_price: Type.Optional(YuanText),
  /** Free-meal slots left today, and today's quota. */
  quota_left: Type.Optional(Type.Integer()),
  quota_total: Type.Optional(Type.Integer()),
  /** Slots the next window today releases (shown before it opens), 0 when no window opens later today. */
  quota_next: Type.Optional(Type.Integer()),
  /** Nearby-shop voucher deals: sale price and face value. */
  price: Type.Optional(YuanText),
  original_price: Type.Optional(YuanText),
  /** 1 open, 0 closed or sold out. */
  status: Type.Optional(Type.Integer()),
}
export const ShopSchema = Type.Object(SHOP)
export type Shop = Static<typeof ShopSchema>

/**
 * A page of shops, with the server's time of the answer (countdowns of the deals run from it).
 * Not counted: the nearest shops are found without reading the whole catalogue.
 */
export const ShopPageSchema = Type.Object({
  list: Type.Array(ShopSchema),
  page: Type.Integer(),
  limit: Type.Integer(),
  more: Type.Boolean(),
  /** 'YYYY-MM-DD HH:mm:ss' Asia/Shanghai. */
  server_time: Type.Optional(TimeText),
})
export type ShopPage = Static<typeof ShopPageSchema>

export type ShopListsResult = ShopPage
export type ShopMtListResult = ShopPage
export type ShopGoodShopResult = ShopPage

// ---- Not in the spec's call list (its shop group names only lists, mt_list and goodShop): the
// detail and category calls the shop pages need. ----

export const ShopCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Icon image URL. */
  icon: Type.String(),
})
export type ShopCategory = Static<typeof ShopCategorySchema>

/** /api/shop/categories: the enabled categories, in display order. */
export const ShopCategoriesResultSchema = Type.Array(ShopCategorySchema)
export type ShopCategoriesResult = Static<typeof ShopCategoriesResultSchema>

/** A shop's free-meal deal as of now (the server is the clock). */
export const FreeMealDealSchema = Type.Object({
  ...ACTIVITY_TIME_WINDOW,
  id: Type.Integer(),
  order_price: YuanText,
  rebate: YuanText,
  member_rebate: YuanText,
  /** What this caller is paid: member_rebate for a member, rebate otherwise (as Shop.my_rebate). */
  my_rebate: YuanText,
  /** Only members may grab it (会员专享): order/grab refuses anyone else. */
  member_only: Type.Boolean(),
  min_order_price: YuanText,
  /** Today's slots: released so far (morning quota once the morning window opens, plus the
   * afternoon quota once that opens), and how many of them are still free. */
  quota_total: Type.Integer(),
  quota_left: Type.Integer(),
  /** Slots the next window today releases (shown before it opens), 0 when no window opens later today. */
  quota_next: Type.Integer(),
  rules: Type.String(),
  /** 'YYYY-MM-DD HH:mm:ss' Asia/Shanghai when the answer was made: countdowns run from it. */
  server_time: TimeText,
  /** The user's order of this shop today that is still going (reserved, uploaded, approved or
   * rejected), or null (also when logged out). */
  my_order: Nullable(Type.Object({ id: Type.Integer(), status: Type.String() })),
})
export type FreeMealDeal = Static<typeof FreeMealDealSchema>

export const ShopDetailSchema = Type.Object({
  ...SHOP,
  images: Type.Array(Type.String()),
  description: Type.String(),
  phone: Type.String(),
  business_hours: Type.String(),
  rating: Type.Number(),
  /** The shop's page on the takeaway platform. */
  platform_url: Type.String(),
  free_meal: Nullable(FreeMealDealSchema),
  /** Vouchers on sale (nearby-shop deals), cheapest first. */
  vouchers: Type.Array(VoucherSchema),
})
export type ShopDetail = Static<typeof ShopDetailSchema>
export type ShopDetailResult = ShopDetail

/** The filters of the nearby-shop list (home, search, category pages). */
const LIST_FILTERS = {
  ...paging(50),
  ...POSITION,
  keyword: Type.Optional(OptText(50)),
  category_id: Type.Optional(Id),
  /** Nearest first when a position is given, else best sellers. */
  sort: Type.Optional(OneOf(SHOP_SORTS)),
}

export const shop = calls({
  lists: {
    path: '/api/shop/lists',
    doc: 'nearby-shop deals, filtered, sorted and paged.',
    auth: 'optional',
    body: Type.Object(LIST_FILTERS),
    result: ShopPageSchema,
  },
  mtList: {
    path: '/api/shop/mt_list',
    doc: "takeaway free-meal ('king meal') deals: shops with an enabled deal, of one platform when asked.",
    auth: 'optional',
    body: Type.Object({ ...LIST_FILTERS, platform: Type.Optional(OneOf(SHOP_PLATFORMS)) }),
    result: ShopPageSchema,
  },
  goodShop: {
    path: '/api/shop/goodShop',
    doc: `the quality-zone shops: with a position, those within ${GOOD_SHOP_RADIUS_M / 1000} km of it, nearest first; without one, all of them, best sellers first.`,
    auth: 'optional',
    body: Type.Object({ ...paging(50), ...POSITION, keyword: Type.Optional(OptText(50)), category_id: Type.Optional(Id) }),
    result: ShopPageSchema,
  },
  detail: {
    path: '/api/shop/detail',
    doc: "a shop with its images and today's free-meal deal (and the caller's own order of it today).",
    auth: 'optional',
    body: Type.Object({ id: Id, ...POSITION }),
    result: ShopDetailSchema,
  },
  categories: {
    path: '/api/shop/categories',
    doc: 'the enabled shop categories in display order.',
    auth: 'optional',
    body: NoBody,
    result: ShopCategoriesResultSchema,
  },
})

/** Filters of the nearby-shop list (home, search, category pages). */
export type ShopListsRequest = CallBody<typeof shop.lists>
/** Filters of the takeaway free-meal ('king meal') list: all platforms when platform is absent. */
export type ShopMtListRequest = CallBody<typeof shop.mtList>
/** Filters of the quality-zone list (pzzq_index, search_gf). */
export type ShopGoodShopRequest = CallBody<typeof shop.goodShop>
export type ShopDetailRequest = CallBody<typeof shop.detail>
