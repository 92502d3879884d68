import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { wechat } from '@api-types/wechat'
import { wechatSubscriptions } from '../../db/schema'
import { ok, route } from '../../http'
import { deliverDue, type DeliveryDeps } from './delivery'
import { setDeliveryRunner } from './kick'

// The notification module's call (types/api/wechat.ts subscribeResult) and its delivery's wiring:
// the delivery run on the app's database and WeChat client, which the job and the kicks start.

export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const deps: DeliveryDeps = { wechat: app.providers.wechat, config: app.config.providers.wechat, log: app.log }
  const run = () => deliverDue(app.db, deps, app.clock.now())
  // the job's beat runs it; a listening server also runs it soon after each notify (kick.ts)
  setDeliveryRunner(run)
  app.addHook('onListen', async () => setDeliveryRunner(run, true))
  app.addHook('onClose', async () => setDeliveryRunner(null))

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
