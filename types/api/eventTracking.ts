import { Type } from '@sinclair/typebox'
import { calls, NoResult, OptText, type CallBody } from './contract'

// Client event logging (/api/EventTracking/addLog), anonymous or logged in.

export type EventLogValue = string | number | boolean | null

export const eventTracking = calls({
  addLog: {
    path: '/api/EventTracking/addLog',
    doc: 'records one client event.',
    auth: 'optional',
    body: Type.Object({
      /** The event name, e.g. 'page_view', 'banner_click', 'share'. */
      event: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
      /** The page route where it happened. */
      page: Type.Optional(OptText(256)),
      /** What was acted on (banner id, shop id...). */
      target_id: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Integer()])),
      /** Client time of the event, 'YYYY-MM-DD HH:mm:ss'. */
      time: Type.Optional(OptText(32)),
      /** Anything else about the event. */
      extra: Type.Optional(Type.Unsafe<Record<string, EventLogValue>>({
        type: 'object',
        maxProperties: 30,
        propertyNames: { maxLength: 64 },
        additionalProperties: { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
      })),
    }),
    result: NoResult,
  },
})

export type EventTrackingAddLogRequest = CallBody<typeof eventTracking.addLog>
