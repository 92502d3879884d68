import type { FastifyInstance } from 'fastify'
import { config } from '@api-types/config'
import { ok, route } from '../../http'
import { cachedAppConfig } from './service'

// The operator settings, as declared in types/api/config.ts; every page asks for them, so they are
// answered from memory for a few seconds (service.ts, cachedAppConfig).

export default async function configRoutes(app: FastifyInstance): Promise<void> {
  const appConfig = cachedAppConfig(app.db, app.config, app.clock)
  route(app, config.appConfig, async (request) => ok(request, await appConfig()))
}
