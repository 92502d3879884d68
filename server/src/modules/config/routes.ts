import type { FastifyInstance } from 'fastify'
import { config } from '@api-types/config'
import { ok, route } from '../../http'
import { getAppConfig } from './service'

// The operator settings, as declared in types/api/config.ts.

export default async function configRoutes(app: FastifyInstance): Promise<void> {
  route(app, config.appConfig, async (request) => ok(request, await getAppConfig(app.db, app.config)))
}
