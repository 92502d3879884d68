import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { wechat } from '@api-types/wechat'
import { wechatSubscriptions } from '../../db/schema'
import { ok, route } from '../../http'
import { deliverDue, type DeliveryDeps } from './delivery'
import { setKickRunner } from './kick'

// The notification module's call (types/api/wechat.ts subscribeResult) and its delivery's wiring:
// the providers the job sends through, and the kick after a commit while this server listens.

let appDeps: Omit<DeliveryDeps, 'log'> | null = null

/** The WeChat client and config of the app (the job, declared before any app, sends through them). */
export const deliveryDeps = (): Omit<DeliveryDeps, 'log'> | null => appDeps

export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const deps: DeliveryDeps = { wechat: app.providers.wechat, config: app.config.providers.wechat, log: app.log }
  appDeps = deps
  app.addHook('onListen', async () => setKickRunner(() => deliverDue(app.db, deps, app.clock.now())))
  app.addHook('onClose', async () => setKickRunner(null))

  route(app, wechat.subscribeResult, async (request) => {
    // only the templates this server sends count: an id it does not know would never be used
    const known = new Set(Object.values(app.config.providers.wechat.subscribeTemplates))
    const accepted = [...new Set(request.body.template_ids)].filter((id) => known.has(id))
    const userId = request.user!.id
    for (const templateId of accepted) {
      await app.db.insert(wechatSubscriptions).values({ userId, templateId, remaining: 1, updatedAt: app.clock.now() })
        .onConflictDoUpdate({
          target: [wechatSubscriptions.userId, wechatSubscriptions.templateId],
          set: { remaining: sql`${wechatSubscriptions.remaining} + 1`, updatedAt: app.clock.now() },
        })
    }
    return ok(request, { accepted: accepted.length })
  })
}
