// Banners, menus and navigation items (spec 3 "Navigation/menu item", spec 4 item types).

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

/** Optional filters of /api/nav/banner. */
export interface NavBannerRequest {
  /** Where the banner shows, e.g. 'home', 'fuli', 'me', 'makemoney'. */
  position?: string
}

export interface NavMenuRewardRequest {
  /** The menu group to load, e.g. 'fuli' or 'makemoney'. */
  group: string
}

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
