import type { FastifyInstance } from 'fastify'
import { team } from '@api-types/team'
import { user } from '@api-types/user'
import { answer, fail, ok, route } from '../../http'
import { bindParent, invitationOf } from './binding'
import { teamCommissions, teamMembers, teamSummary } from './service'

// The team's calls (types/api/team.ts) and the spec's user/bindPid, which binds an invitee to the
// team. team/miniProgramCode is the wechat module's.

/** An id from the body's id or digit string (beyond the id range it names no account: 0). */
const idOf = (value: number | string): number => {
  const id = Number(value)
  return id >= 1 && id <= 2147483647 ? id : 0
}

export default async function teamRoutes(app: FastifyInstance): Promise<void> {
  route(app, user.bindPid, async (request) => {
    const parentId = idOf(request.body.parent_id)
    if (parentId === 0) return fail(request, 'parentNotFound')
    const r = await bindParent(app.db, request.user!.id, parentId, request.body.source, request.ip, app.clock.now())
    return answer(request, r, 'parentBound')
  })

  route(app, team.summary, async (request) => ok(request, await teamSummary(app.db, request.user!.id, app.clock.now())))

  route(app, team.members, async (request) => {
    const { level = 1, page = 1, limit = 10 } = request.body
    return ok(request, await teamMembers(app.db, request.user!.id, level, page, limit))
  })

  route(app, team.commissions, async (request) => {
    const { status, page = 1, limit = 10 } = request.body
    return ok(request, await teamCommissions(app.db, request.user!.id, status, page, limit))
  })

  route(app, team.invitation, async (request) =>
    answer(request, await invitationOf(app.db, idOf(request.body.parent_id), request.user?.id ?? null, app.clock.now())))
}
