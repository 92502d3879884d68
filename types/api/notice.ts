import type { PageQuery, Paged } from './envelope'

// Notices (/pages/index/message, /pagesme/message).

export interface NoticeListsRequest extends Partial<PageQuery> {
  /** 1 system notices, 2 account messages; all when absent. */
  type?: number
}

export interface Notice {
  id: number
  type: number
  title: string
  content: string
  /** Optional link, opened like a navigation item path. */
  path?: string | null
  is_read: boolean
  create_time: string
}

export type NoticeListsResult = Paged<Notice> & {
  /** Unread notices of the user. */
  unread: number
}

export interface NoticeDealReadRequest {
  /** The notice to mark read. */
  id: number
}
