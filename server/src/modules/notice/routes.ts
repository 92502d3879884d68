import type { FastifyInstance } from 'fastify'
import type { EmptyResult } from '@api-types/envelope'
import type { NoticeDealReadRequest, NoticeListsRequest, NoticeListsResult } from '@api-types/notice'
import { fail, LOGIN, ok, S } from '../../http'
import { listNotices, markRead } from './service'

export default async function noticeRoutes(app: FastifyInstance): Promise<void> {
  /** /api/notice/lists {page?, limit?, type?}: newest first, with the user's unread count. */
  app.post<{ Body: NoticeListsRequest }>('/lists', {
    schema: { body: S.body({ page: S.page, limit: { ...S.limit, maximum: 50 }, type: { type: 'integer', minimum: 1, maximum: 9 } }) },
  }, async (request) => {
    const { page = 1, limit = 10, type } = request.body
    return ok<NoticeListsResult>(request, await listNotices(app.db, request.user?.id ?? null, { page, limit, type }))
  })

  /** /api/notice/dealRead {id}: marks a notice read (login required). */
  app.post<{ Body: NoticeDealReadRequest }>('/dealRead', { ...LOGIN, schema: { body: S.body({ id: S.id }, ['id']) } }, async (request) => {
    const done = await markRead(app.db, request.user!.id, request.body.id)
    return done ? ok<EmptyResult>(request, null) : fail(request, 'noticeNotFound')
  })
}
