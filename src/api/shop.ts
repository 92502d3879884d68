import type { ApiResponse } from '@api-types/envelope'
import type {
  ShopCategoriesResult, ShopDetailRequest, ShopDetailResult, ShopGoodShopRequest, ShopGoodShopResult, ShopListsRequest,
  ShopListsResult, ShopMtListRequest, ShopMtListResult,
} from '@api-types/shop'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  lists: '/api/shop/lists',
  mtList: '/api/shop/mt_list',
  goodShop: '/api/shop/goodShop',
  detail: '/api/shop/detail',
  categories: '/api/shop/categories',
} as const

/** /api/shop/lists: nearby-shop deals, filtered and sorted. */
export function lists(body: ShopListsRequest = {}, options?: RequestOptions): Promise<ApiResponse<ShopListsResult>> {
  return post<ShopListsResult, ShopListsRequest>(PATHS.lists, body, options)
}

/** /api/shop/mt_list: takeaway free-meal ('king meal') deals. */
export function mtList(body: ShopMtListRequest = {}, options?: RequestOptions): Promise<ApiResponse<ShopMtListResult>> {
  return post<ShopMtListResult, ShopMtListRequest>(PATHS.mtList, body, options)
}

/** /api/shop/goodShop: the quality-zone shops. */
export function goodShop(body: ShopGoodShopRequest = {}, options?: RequestOptions): Promise<ApiResponse<ShopGoodShopResult>> {
  return post<ShopGoodShopResult, ShopGoodShopRequest>(PATHS.goodShop, body, options)
}

/** /api/shop/detail (not in the spec): a shop with its images and today's free-meal deal. */
export function detail(body: ShopDetailRequest, options?: RequestOptions): Promise<ApiResponse<ShopDetailResult>> {
  return post<ShopDetailResult, ShopDetailRequest>(PATHS.detail, body, options)
}

/** /api/shop/categories (not in the spec): the shop categories in display order. */
export function categories(options?: RequestOptions): Promise<ApiResponse<ShopCategoriesResult>> {
  return post<ShopCategoriesResult>(PATHS.categories, undefined, options)
}
