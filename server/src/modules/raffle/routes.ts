import type { FastifyInstance } from 'fastify'
import { raffle } from '@api-types/raffle'
import { answer, ok, route } from '../../http'
import { offerLink } from '../discount/service'
import { draw } from './draw'
import { activityDetail, claimWin, listActivities, listWins } from './service'

// The raffle's calls (types/api/raffle.ts; docs/rules.md "Raffles").

export default async function raffleRoutes(app: FastifyInstance): Promise<void> {
  route(app, raffle.activities, async (request) => {
    const { page = 1, limit = 10 } = request.body
    return ok(request, await listActivities(app.db, page, limit, app.clock.now()))
  })

  route(app, raffle.detail, async (request) =>
    answer(request, await activityDetail(app.db, request.body.activity_id, request.user?.id ?? null, app.clock.now())))

  route(app, raffle.draw, async (request) => {
    const userId = request.user!.id
    const cpsContext = { userId, serverOrigin: `${request.protocol}://${request.host}` }
    const couponLink = async (couponType: number) => {
      const link = await offerLink(app.db, app.providers.cps, couponType, cpsContext, request.log)
      return 'refusal' in link ? link : { value: link.value.discount_url }
    }
    const outcome = await draw(app.db, { userId, activityId: request.body.activity_id, requestId: request.body.request_id, now: app.clock.now(), couponLink })
    return answer(request, outcome, 'raffleDrawn')
  })

  route(app, raffle.wins, async (request) => {
    const { page = 1, limit = 10 } = request.body
    return ok(request, await listWins(app.db, request.user!.id, page, limit))
  })

  route(app, raffle.claim, async (request) => {
    const { win_id, name, tel, address } = request.body
    return answer(request, await claimWin(app.db, request.user!.id, win_id, { name, tel, address }, app.clock.now()), 'raffleClaimed')
  })
}
