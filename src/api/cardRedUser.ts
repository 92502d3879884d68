import type { ApiResponse } from '@api-types/envelope'
import type { CardRedUserMyCardRedRequest, CardRedUserMyCardRedResult } from '@api-types/cardRedUser'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  myCardRed: '/api/cardRedUser/myCardRed',
} as const

/** /api/cardRedUser/myCardRed: the user's red-packet and coupon cards. */
export function myCardRed(
  body: CardRedUserMyCardRedRequest = {},
  options?: RequestOptions,
): Promise<ApiResponse<CardRedUserMyCardRedResult>> {
  return post<CardRedUserMyCardRedResult, CardRedUserMyCardRedRequest>(PATHS.myCardRed, body, options)
}
