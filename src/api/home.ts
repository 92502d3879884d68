import type { ApiResponse, EmptyResult } from '@api-types/envelope'
import type { HomeAdCallBackRequest } from '@api-types/home'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  adCallBack: '/api/home/adCallBack',
} as const

/** /api/home/adCallBack: reports the ad channel's callback for attribution. */
export function adCallBack(body: HomeAdCallBackRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, HomeAdCallBackRequest>(PATHS.adCallBack, body, options)
}
