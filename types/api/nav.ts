import { Type } from '@sinclair/typebox'
import { calls, NoBody, returns, type CallBody } from './contract'

// Banners, menus and navigation items of the home, welfare, earn and me pages. All public.

/** 1 = in-app page (login), 2 = tab switch, 3 = external web link (login), 4 = another action. */
export type NavItemType = 1 | 2 | 3 | 4

export interface NavItem {
  id?: number
  type: NavItemType
  name: string
  /** Page path (types 1, 2), web link (type 3) or an action key (type 4). */
  path: string
  image?: string
  /** Smaller text under the name, e.g. the reward of a menu entry. */
  subtitle?: string
  /** Reward label shown as a badge, e.g. '+50金币' or '¥5'. */
  reward?: string
  badge?: string
  sort?: number
}

/** The name of a page's banners or menu group, e.g. 'home', 'fuli', 'me', 'makemoney' (also popups'). */
export const NavGroupName = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' })

/** The home page's navigation in one call. */
export interface NavIndexResult {
  banner: NavItem[]
  menu: NavItem[]
  /** Second row of icons (tools), possibly empty. */
  tools: NavItem[]
}

/** The me page's navigation in one call. */
export interface NavUserResult {
  banner: NavItem[]
  menu: NavItem[]
  tools: NavItem[]
}

export const nav = calls({
  banner: {
    path: '/api/nav/banner',
    doc: "the banners of one page (where they show), the home page's by default.",
    auth: 'optional',
    body: Type.Object({ position: Type.Optional(NavGroupName) }),
    result: returns<NavItem[]>(),
  },
  menuReward: {
    path: '/api/nav/menu_reward',
    doc: "the menu entries of one group (e.g. 'fuli' or 'makemoney'), with their rewards.",
    auth: 'optional',
    body: Type.Object({ group: NavGroupName }),
    result: returns<NavItem[]>(),
  },
  appMenuReward: {
    path: '/api/nav/app_menu_reward',
    doc: "the app-wide (home page's) reward menu entries.",
    auth: 'optional',
    body: NoBody,
    result: returns<NavItem[]>(),
  },
  index: {
    path: '/api/nav/index',
    doc: "the home page's banners, menu and tools.",
    auth: 'optional',
    body: NoBody,
    result: returns<NavIndexResult>(),
  },
  user: {
    path: '/api/nav/user',
    doc: "the me page's banners, menu and tools.",
    auth: 'optional',
    body: NoBody,
    result: returns<NavUserResult>(),
  },
})

/** Optional filters of /api/nav/banner. */
export type NavBannerRequest = CallBody<typeof nav.banner>
export type NavMenuRewardRequest = CallBody<typeof nav.menuReward>
