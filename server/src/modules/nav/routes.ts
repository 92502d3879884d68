import type { FastifyInstance } from 'fastify'
import { nav } from '@api-types/nav'
import { ok, route } from '../../http'
import { listNav, pageNav } from './service'

// Banners and menus of the pages, as declared in types/api/nav.ts.

export default async function navRoutes(app: FastifyInstance): Promise<void> {
  route(app, nav.banner, async (request) => ok(request, await listNav(app.db, 'banner', request.body.position ?? 'home')))

  route(app, nav.menuReward, async (request) => ok(request, await listNav(app.db, 'menu', request.body.group)))

  // the home page's reward menu
  route(app, nav.appMenuReward, async (request) => ok(request, await listNav(app.db, 'menu', 'home')))

  route(app, nav.index, async (request) => ok(request, await pageNav(app.db, 'home')))

  route(app, nav.user, async (request) => ok(request, await pageNav(app.db, 'me')))
}
