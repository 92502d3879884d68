import type { FastifyInstance } from 'fastify'
import { user } from '@api-types/user'
import { ok, route } from '../../http'
import { rankingList } from './list'

// The rankings' call, declared in types/api/user.ts (user/ranking_list): this week's ranking of
// earnings unless the body says otherwise, 20 a page.

export default async function rankingRoutes(app: FastifyInstance): Promise<void> {
  route(app, user.rankingList, async (request) => {
    const { period = 'week', kind = 'earnings', page = 1, limit = 20 } = request.body
    return ok(request, await rankingList(app.db, { period, kind, page, limit, userId: request.user?.id ?? null }, app.clock.now()))
  })
}
