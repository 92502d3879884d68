import type { FastifyInstance } from 'fastify'
import { goldRedeem } from '@api-types/goldRedeem'
import { answer, ok, route } from '../../http'
import { listItems, listRedemptions, redeemItem } from './redeem'

// Gold redemption, as declared in types/api/goldRedeem.ts (docs/server.md "Gold redemption and
// gold packs"). All need login. The gold packs' calls are discount/* (discount/routes.ts).

export default async function goldRoutes(app: FastifyInstance): Promise<void> {
  route(app, goldRedeem.lists, async (request) =>
    ok(request, await listItems(app.db, request.user!.id, request.body.type)))

  route(app, goldRedeem.redeem, async (request) => {
    const ctx = {
      cps: app.providers.cps,
      cpsContext: { userId: request.user!.id, serverOrigin: `${request.protocol}://${request.host}` },
      log: request.log,
    }
    return answer(request, await redeemItem(app.db, request.user!.id, request.body.id, ctx, app.clock.now()), 'goldRedeemed')
  })

  route(app, goldRedeem.records, async (request) => {
    const { page = 1, limit = 10 } = request.body
    return ok(request, await listRedemptions(app.db, request.user!.id, page, limit))
  })
}
