// The shop feed: the shop cards (a shop with its free-meal deal, read by the deal presenter) in a
// paged list with its states and sort tabs, on home, the search, the category and quality-zone
// lists. The home tab's shop list loads it: keep what this index brings small (no page screens).
export { default as ShopFeed, SortTabs } from './ShopFeed'
export { usePagedShops, type FetchShopPage, type PagedShops } from './usePagedShops'
export { SHOP_PAGE_SIZE } from './paging'
