import type { FastifyInstance } from 'fastify'
import { challenge } from '@api-types/challenge'
import { answer, ok, route } from '../../http'
import { langOfRequest } from '../../i18n'
import { challengeDetail, joinChallenge, listChallenges, myEntries } from './service'

// The challenge calls (types/api/challenge.ts; docs/rules.md "Challenges").

export default async function challengeRoutes(app: FastifyInstance): Promise<void> {
  route(app, challenge.list, async (request) =>
    ok(request, await listChallenges(app.db, request.user?.id ?? null, app.clock.now(), langOfRequest(request))))

  route(app, challenge.detail, async (request) =>
    answer(request, await challengeDetail(app.db, request.body.challenge_id, request.user?.id ?? null, app.clock.now(), langOfRequest(request))))

  route(app, challenge.join, async (request) => {
    const { challenge_id, request_id } = request.body
    return answer(request, await joinChallenge(app.db, request.user!.id, challenge_id, request_id ?? null, app.clock.now()), 'challengeJoined')
  })

  route(app, challenge.mine, async (request) => {
    const { state, page = 1, limit = 10 } = request.body
    return ok(request, await myEntries(app.db, request.user!.id, state, page, limit, app.clock.now()))
  })
}
