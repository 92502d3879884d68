import type { FastifyInstance } from 'fastify'
import type { NavBannerRequest, NavIndexResult, NavItem, NavMenuRewardRequest, NavUserResult } from '@api-types/nav'
import { ok, S } from '../../http'
import { listNav, pageNav } from './service'

const groupName = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }

export default async function navRoutes(app: FastifyInstance): Promise<void> {
  /** /api/nav/banner {position?}: banners of one page, the home page by default. */
  app.post<{ Body: NavBannerRequest }>('/banner', { schema: { body: S.body({ position: groupName }) } }, async (request) =>
    ok<NavItem[]>(request, await listNav(app.db, 'banner', request.body.position ?? 'home')))

  /** /api/nav/menu_reward {group}: the menu entries of one group with their rewards. */
  app.post<{ Body: NavMenuRewardRequest }>('/menu_reward', { schema: { body: S.body({ group: groupName }, ['group']) } }, async (request) =>
    ok<NavItem[]>(request, await listNav(app.db, 'menu', request.body.group)))

  /** /api/nav/app_menu_reward: the home page's reward menu. */
  app.post('/app_menu_reward', async (request) => ok<NavItem[]>(request, await listNav(app.db, 'menu', 'home')))

  /** /api/nav/index: the home page's banners, menu and tools. */
  app.post('/index', async (request) => ok<NavIndexResult>(request, await pageNav(app.db, 'home')))

  /** /api/nav/user: the me page's banners, menu and tools. */
  app.post('/user', async (request) => ok<NavUserResult>(request, await pageNav(app.db, 'me')))
}
