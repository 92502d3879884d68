import { Type } from '@sinclair/typebox'
import { calls, Id, paging, returns, type CallBody } from './contract'
import type { EmptyResult, Paged } from './envelope'

// Notices (/pages/index/message, /pagesme/message).

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

export const notice = calls({
  lists: {
    path: '/api/notice/lists',
    doc: "the notices, newest first, with the user's unread count (read marks when logged in).",
    auth: 'optional',
    body: Type.Object({
      ...paging(50),
      /** 1 system notices, 2 account messages; all when absent. */
      type: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
    }),
    result: returns<NoticeListsResult>(),
  },
  dealRead: {
    path: '/api/notice/dealRead',
    doc: 'marks a notice read.',
    auth: 'required',
    body: Type.Object({
      /** The notice to mark read. */
      id: Id,
    }),
    result: returns<EmptyResult>(),
  },
})

export type NoticeListsRequest = CallBody<typeof notice.lists>
export type NoticeDealReadRequest = CallBody<typeof notice.dealRead>
