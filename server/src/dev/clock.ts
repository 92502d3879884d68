import type { FastifyInstance } from 'fastify'
import type { OffsetClock } from '../clock'
import { fail, ok, send } from '../http'
import { allowed, type OpsTokens } from '../ops/endpoint'

// Development only (DEV_CLOCK=true, config.ts): POST /dev/clock {"advance_hours": n} moves the
// server's clock forward by n hours (1 to 8760) and answers the new time, so a browser test sees what
// the scheduler does days later. Behind the operator token, like the operator calls.

export const DEV_CLOCK_PATH = '/dev/clock'

export default async function devClockRoute(app: FastifyInstance, opts: { clock: OffsetClock; tokens: OpsTokens }): Promise<void> {
  app.post<{ Body: { advance_hours?: unknown } }>(DEV_CLOCK_PATH, async (request, reply) => {
    if (!allowed(request, opts.tokens)) return send(reply, 403, fail(request, 'opsForbidden'))
    const hours = request.body?.advance_hours
    if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1 || hours > 8760) return send(reply, 400, fail(request, 'invalid', undefined, { field: 'advance_hours' }))
    opts.clock.advance(hours * 3600_000)
    return ok(request, { now: opts.clock.now().toISOString() })
  })
}
