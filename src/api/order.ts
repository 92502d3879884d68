import type { ApiResponse } from '@api-types/envelope'
import type {
  FreeMealOrder, OrderGrabRequest, OrderIdRequest, OrderListsRequest, OrderListsResult, OrderSubmitProofRequest,
} from '@api-types/order'
import { post, type RequestOptions } from '@/lib/request'

// Free-meal orders (not in the spec's call list; types/api/order.ts is the contract).

export const PATHS = {
  grab: '/api/order/grab',
  lists: '/api/order/lists',
  detail: '/api/order/detail',
  submitProof: '/api/order/submitProof',
  cancel: '/api/order/cancel',
} as const

/** /api/order/grab: reserves a free-meal slot of the shop for 30 minutes. */
export function grab(body: OrderGrabRequest, options?: RequestOptions): Promise<ApiResponse<FreeMealOrder>> {
  return post<FreeMealOrder, OrderGrabRequest>(PATHS.grab, body, options)
}

/** /api/order/lists: the user's free-meal orders, newest first, with counts per state. */
export function lists(body: OrderListsRequest = {}, options?: RequestOptions): Promise<ApiResponse<OrderListsResult>> {
  return post<OrderListsResult, OrderListsRequest>(PATHS.lists, body, options)
}

/** /api/order/detail */
export function detail(body: OrderIdRequest, options?: RequestOptions): Promise<ApiResponse<FreeMealOrder>> {
  return post<FreeMealOrder, OrderIdRequest>(PATHS.detail, body, options)
}

/** /api/order/submitProof: the platform order number and 1-9 screenshots; the order goes to review. */
export function submitProof(body: OrderSubmitProofRequest, options?: RequestOptions): Promise<ApiResponse<FreeMealOrder>> {
  return post<FreeMealOrder, OrderSubmitProofRequest>(PATHS.submitProof, body, options)
}

/** /api/order/cancel: gives a reserved slot back. */
export function cancel(body: OrderIdRequest, options?: RequestOptions): Promise<ApiResponse<FreeMealOrder>> {
  return post<FreeMealOrder, OrderIdRequest>(PATHS.cancel, body, options)
}
