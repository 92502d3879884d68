import type { FastifyInstance } from 'fastify'
import { home } from '@api-types/home'
import { adCallbacks } from '../../db/schema'
import { ok, route } from '../../http'

// Advertising-channel attribution, as declared in types/api/home.ts.

export default async function homeRoutes(app: FastifyInstance): Promise<void> {
  route(app, home.adCallBack, async (request) => {
    await app.db.insert(adCallbacks).values({
      userId: request.user?.id ?? null,
      callback: request.body.callback,
      client: typeof request.headers.client === 'string' ? request.headers.client.slice(0, 32) : null,
      ip: request.ip,
    })
    return ok(request, null)
  })
}
