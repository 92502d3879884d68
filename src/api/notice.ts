import type { ApiResponse, EmptyResult } from '@api-types/envelope'
import type { NoticeDealReadRequest, NoticeListsRequest, NoticeListsResult } from '@api-types/notice'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  lists: '/api/notice/lists',
  dealRead: '/api/notice/dealRead',
} as const

/** /api/notice/lists: the user's notices, newest first. */
export function lists(body: NoticeListsRequest = {}, options?: RequestOptions): Promise<ApiResponse<NoticeListsResult>> {
  return post<NoticeListsResult, NoticeListsRequest>(PATHS.lists, body, options)
}

/** /api/notice/dealRead: marks a notice read. */
export function dealRead(body: NoticeDealReadRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, NoticeDealReadRequest>(PATHS.dealRead, body, options)
}
