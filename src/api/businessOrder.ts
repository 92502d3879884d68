import type { ApiResponse } from '@api-types/envelope'
import type {
  BusinessOrder, BusinessOrderCreateRequest, BusinessOrderIdRequest, BusinessOrderListsRequest, BusinessOrderListsResult,
  BusinessOrderPayRequest, BusinessOrderPayResult,
} from '@api-types/businessOrder'
import { post, type RequestOptions } from '@/lib/request'

// Nearby-shop voucher orders (not in the spec's call list; types/api/businessOrder.ts is the contract).

export const PATHS = {
  create: '/api/business_order/create',
  pay: '/api/business_order/pay',
  lists: '/api/business_order/lists',
  detail: '/api/business_order/detail',
  cancel: '/api/business_order/cancel',
} as const

/** /api/business_order/create: buys a voucher and starts paying (the wallet pays at once). */
export function create(body: BusinessOrderCreateRequest, options?: RequestOptions): Promise<ApiResponse<BusinessOrderPayResult>> {
  return post<BusinessOrderPayResult, BusinessOrderCreateRequest>(PATHS.create, body, options)
}

/** /api/business_order/pay: pays a pending order. */
export function pay(body: BusinessOrderPayRequest, options?: RequestOptions): Promise<ApiResponse<BusinessOrderPayResult>> {
  return post<BusinessOrderPayResult, BusinessOrderPayRequest>(PATHS.pay, body, options)
}

/** /api/business_order/lists: the user's voucher orders (the bill list), newest first. */
export function lists(body: BusinessOrderListsRequest = {}, options?: RequestOptions): Promise<ApiResponse<BusinessOrderListsResult>> {
  return post<BusinessOrderListsResult, BusinessOrderListsRequest>(PATHS.lists, body, options)
}

/** /api/business_order/detail */
export function detail(body: BusinessOrderIdRequest, options?: RequestOptions): Promise<ApiResponse<BusinessOrder>> {
  return post<BusinessOrder, BusinessOrderIdRequest>(PATHS.detail, body, options)
}

/** /api/business_order/cancel: cancels a pending order (its stock goes back). */
export function cancel(body: BusinessOrderIdRequest, options?: RequestOptions): Promise<ApiResponse<BusinessOrder>> {
  return post<BusinessOrder, BusinessOrderIdRequest>(PATHS.cancel, body, options)
}
