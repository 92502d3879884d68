import type { FastifyInstance } from 'fastify'
import { popup } from '@api-types/popup'
import { ok, route } from '../../http'
import { listPopups } from './service'

// The popups of a page, as declared in types/api/popup.ts; their time windows are read on app.clock.
export default async function popupRoutes(app: FastifyInstance): Promise<void> {
  route(app, popup.lists, async (request) => ok(request, await listPopups(app.db, request.body.position, app.clock.now())))
}
