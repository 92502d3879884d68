import type { FastifyInstance } from 'fastify'
import { goldRedeem } from '@api-types/goldRedeem'
import { answer, ok, route } from '../../http'
import { listItems, redeemItem } from './redeem'

// Gold redemption, as declared in types/api/goldRedeem.ts (docs/server.md "Gold redemption and
// gold packs"). Both need login. The gold packs' calls are discount/* (discount/routes.ts).

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
}
