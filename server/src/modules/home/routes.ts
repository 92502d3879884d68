import type { FastifyInstance } from 'fastify'
import type { EmptyResult } from '@api-types/envelope'
import type { HomeAdCallBackRequest } from '@api-types/home'
import { adCallbacks } from '../../db/schema'
import { ok, S } from '../../http'

export default async function homeRoutes(app: FastifyInstance): Promise<void> {
  /** /api/home/adCallBack {callback}: keeps the ad channel's callback for attribution. */
  app.post<{ Body: HomeAdCallBackRequest }>('/adCallBack', { schema: { body: S.body({ callback: S.text(2048) }, ['callback']) } }, async (request) => {
    await app.db.insert(adCallbacks).values({
      userId: request.user?.id ?? null,
      callback: request.body.callback,
      client: typeof request.headers.client === 'string' ? request.headers.client.slice(0, 32) : null,
      ip: request.ip,
    })
    return ok<EmptyResult>(request, null)
  })
}
