import type { ApiResponse } from '@api-types/envelope'
import type { MarketingXhsResult } from '@api-types/marketing'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  getMarketingXhs: '/api/marketing/getMarketingXhs',
} as const

/** /api/marketing/getMarketingXhs: Xiaohongshu post copy for promotion. */
export function getMarketingXhs(options?: RequestOptions): Promise<ApiResponse<MarketingXhsResult>> {
  return post<MarketingXhsResult>(PATHS.getMarketingXhs, undefined, options)
}
