import type { FastifyInstance } from 'fastify'
import { notice } from '@api-types/notice'
import { fail, ok, route } from '../../http'
import { langOfRequest } from '../../i18n'
import { listNotices, markRead } from './service'

// Notices, as declared in types/api/notice.ts.

export default async function noticeRoutes(app: FastifyInstance): Promise<void> {
  route(app, notice.lists, async (request) => {
    const { page = 1, limit = 10, type } = request.body
    return ok(request, await listNotices(app.db, request.user?.id ?? null, { page, limit, type }, langOfRequest(request)))
  })

  route(app, notice.dealRead, async (request) => {
    const done = await markRead(app.db, request.user!.id, request.body.id)
    return done ? ok(request, null) : fail(request, 'noticeNotFound')
  })
}
