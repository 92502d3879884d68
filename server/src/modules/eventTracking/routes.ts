import type { FastifyInstance } from 'fastify'
import { eventTracking } from '@api-types/eventTracking'
import { eventLogs } from '../../db/schema'
import { ok, route } from '../../http'

// Client event logging, as declared in types/api/eventTracking.ts.

const header = (v: string | string[] | undefined) => (typeof v === 'string' ? v.slice(0, 32) : null)

export default async function eventTrackingRoutes(app: FastifyInstance): Promise<void> {
  route(app, eventTracking.addLog, async (request) => {
    const b = request.body
    await app.db.insert(eventLogs).values({
      userId: request.user?.id ?? null,
      event: b.event,
      page: b.page ?? null,
      targetId: b.target_id === undefined ? null : String(b.target_id),
      clientTime: b.time ?? null,
      extra: b.extra ?? null,
      client: header(request.headers.client),
      version: header(request.headers.version),
      ip: request.ip,
    })
    return ok(request, null)
  })
}
