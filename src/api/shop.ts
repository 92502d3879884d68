import type { ApiResponse } from '@api-types/envelope'
import type {
  ShopGoodShopRequest, ShopGoodShopResult, ShopListsRequest, ShopListsResult, ShopMtListRequest, ShopMtListResult,
} from '@api-types/shop'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  lists: '/api/shop/lists',
  mtList: '/api/shop/mt_list',
  goodShop: '/api/shop/goodShop',
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
