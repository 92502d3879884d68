import type { FastifyInstance } from 'fastify'
import type { EmptyResult } from '@api-types/envelope'
import type { EventTrackingAddLogRequest } from '@api-types/eventTracking'
import { eventLogs } from '../../db/schema'
import { ok, S } from '../../http'

const addLogSchema = S.body({
  event: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' },
  page: S.optText(256),
  target_id: { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'integer' }] },
  time: S.optText(32),
  extra: {
    type: 'object',
    maxProperties: 30,
    propertyNames: { maxLength: 64 },
    additionalProperties: { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
  },
}, ['event'])

const header = (v: string | string[] | undefined) => (typeof v === 'string' ? v.slice(0, 32) : null)

export default async function eventTrackingRoutes(app: FastifyInstance): Promise<void> {
  /** /api/EventTracking/addLog: records one client event (anonymous or logged in). */
  app.post<{ Body: EventTrackingAddLogRequest }>('/addLog', { schema: { body: addLogSchema } }, async (request) => {
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
    return ok<EmptyResult>(request, null)
  })
}
