import type { ApiResponse } from '@api-types/envelope'
import type {
  GoldRedeemListsRequest, GoldRedeemListsResult, GoldRedeemRedeemRequest, GoldRedeemRedeemResult,
} from '@api-types/goldRedeem'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  lists: '/api/goldRedeem/lists',
  redeem: '/api/goldRedeem/redeem',
} as const

/** /api/goldRedeem/lists: the items of one type that gold can buy. */
export function lists(body: GoldRedeemListsRequest, options?: RequestOptions): Promise<ApiResponse<GoldRedeemListsResult>> {
  return post<GoldRedeemListsResult, GoldRedeemListsRequest>(PATHS.lists, body, options)
}

/** /api/goldRedeem/redeem: spends gold on an item and grants it. */
export function redeem(body: GoldRedeemRedeemRequest, options?: RequestOptions): Promise<ApiResponse<GoldRedeemRedeemResult>> {
  return post<GoldRedeemRedeemResult, GoldRedeemRedeemRequest>(PATHS.redeem, body, options)
}
