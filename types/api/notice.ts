import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, NoResult, Nullable, PagedOf, paging, TimeText, type CallBody } from './contract'

// Notices (/pages/index/message, /pagesme/message).

export const NoticeSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  /** Optional link, opened like a navigation item path. */
  path: Type.Optional(Nullable(Type.String())),
  is_read: Type.Boolean(),
  create_time: TimeText,
})
export type Notice = Static<typeof NoticeSchema>

export const NoticeListsResultSchema = Type.Object({
  ...PagedOf(NoticeSchema).properties,
  /** Unread notices of the user. */
  unread: Type.Integer(),
})
export type NoticeListsResult = Static<typeof NoticeListsResultSchema>

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
    result: NoticeListsResultSchema,
  },
  dealRead: {
    path: '/api/notice/dealRead',
    doc: 'marks a notice read.',
    auth: 'required',
    body: Type.Object({
      /** The notice to mark read. */
      id: Id,
    }),
    result: NoResult,
  },
})

export type NoticeListsRequest = CallBody<typeof notice.lists>
export type NoticeDealReadRequest = CallBody<typeof notice.dealRead>
