import type { ApiResponse } from '@api-types/envelope'
import type { PopupListsRequest, PopupListsResult } from '@api-types/popup'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  lists: '/api/popup/lists',
} as const

/** /api/popup/lists: the operator popups to show. */
export function lists(body: PopupListsRequest = {}, options?: RequestOptions): Promise<ApiResponse<PopupListsResult>> {
  return post<PopupListsResult, PopupListsRequest>(PATHS.lists, body, options)
}
