import { Type, type Static } from '@sinclair/typebox'
import { calls, NoBody, type CallBody } from './contract'

// Banners, menus and navigation items of the home, welfare, earn and me pages. All public.

/** 1 = in-app page (login), 2 = tab switch, 3 = external web link (login), 4 = another action. */
export type NavItemType = 1 | 2 | 3 | 4

/** A navigation item's fields (a popup has them too). */
export const NAV_ITEM = {
  id: Type.Optional(Type.Integer()),
  type: Type.Unsafe<NavItemType>({ type: 'integer', enum: [1, 2, 3, 4] }),
  name: Type.String(),
  /** Page path (types 1, 2), web link (type 3) or an action key (type 4). */
  path: Type.String(),
  image: Type.Optional(Type.String()),
  /** Smaller text under the name, e.g. the reward of a menu entry. */
  subtitle: Type.Optional(Type.String()),
  /** Reward label shown as a badge, e.g. '+50金币' or '¥5'. */
  reward: Type.Optional(Type.String()),
  badge: Type.Optional(Type.String()),
  sort: Type.Optional(Type.Integer()),
}
export const NavItemSchema = Type.Object(NAV_ITEM)
export type NavItem = Static<typeof NavItemSchema>
export const NavItemsSchema = Type.Array(NavItemSchema)

/** The name of a page's banners or menu group, e.g. 'home', 'fuli', 'me', 'makemoney' (also popups'). */
export const NavGroupName = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' })

/** The home page's navigation in one call. */
export const NavIndexResultSchema = Type.Object({
  banner: NavItemsSchema,
  menu: NavItemsSchema,
  /** Second row of icons (tools), possibly empty. */
  tools: NavItemsSchema,
})
export type NavIndexResult = Static<typeof NavIndexResultSchema>

/** The me page's navigation in one call. */
export const NavUserResultSchema = Type.Object({
  banner: NavItemsSchema,
  menu: NavItemsSchema,
  tools: NavItemsSchema,
})
export type NavUserResult = Static<typeof NavUserResultSchema>

export const nav = calls({
  banner: {
    path: '/api/nav/banner',
    doc: "the banners of one page (where they show), the home page's by default.",
    auth: 'optional',
    body: Type.Object({ position: Type.Optional(NavGroupName) }),
    result: NavItemsSchema,
  },
  menuReward: {
    path: '/api/nav/menu_reward',
    doc: "the menu entries of one group (e.g. 'fuli' or 'makemoney'), with their rewards.",
    auth: 'optional',
    body: Type.Object({ group: NavGroupName }),
    result: NavItemsSchema,
  },
  appMenuReward: {
    path: '/api/nav/app_menu_reward',
    doc: "the app-wide (home page's) reward menu entries.",
    auth: 'optional',
    body: NoBody,
    result: NavItemsSchema,
  },
  index: {
    path: '/api/nav/index',
    doc: "the home page's banners, menu and tools.",
    auth: 'optional',
    body: NoBody,
    result: NavIndexResultSchema,
  },
  user: {
    path: '/api/nav/user',
    doc: "the me page's banners, menu and tools.",
    auth: 'optional',
    body: NoBody,
    result: NavUserResultSchema,
  },
})

/** Optional filters of /api/nav/banner. */
export type NavBannerRequest = CallBody<typeof nav.banner>
export type NavMenuRewardRequest = CallBody<typeof nav.menuReward>
