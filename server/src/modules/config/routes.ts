import type { FastifyInstance } from 'fastify'
import type { AppConfigResult } from '@api-types/config'
import { ok } from '../../http'
import { getAppConfig } from './service'

export default async function configRoutes(app: FastifyInstance): Promise<void> {
  /** /api/config/appConfig: the operator settings the app reads at start. */
  app.post('/appConfig', async (request) => ok<AppConfigResult>(request, await getAppConfig(app.db, app.config)))
}
