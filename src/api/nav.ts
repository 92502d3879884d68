import type { ApiResponse } from '@api-types/envelope'
import type { NavBannerRequest, NavIndexResult, NavItem, NavMenuRewardRequest, NavUserResult } from '@api-types/nav'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  banner: '/api/nav/banner',
  menuReward: '/api/nav/menu_reward',
  appMenuReward: '/api/nav/app_menu_reward',
  index: '/api/nav/index',
  user: '/api/nav/user',
} as const

/** /api/nav/banner: banners, optionally for one position. */
export function banner(body: NavBannerRequest = {}, options?: RequestOptions): Promise<ApiResponse<NavItem[]>> {
  return post<NavItem[], NavBannerRequest>(PATHS.banner, body, options)
}

/** /api/nav/menu_reward: the menu entries of one group, with their rewards. */
export function menuReward(body: NavMenuRewardRequest, options?: RequestOptions): Promise<ApiResponse<NavItem[]>> {
  return post<NavItem[], NavMenuRewardRequest>(PATHS.menuReward, body, options)
}

/** /api/nav/app_menu_reward: the app-wide reward menu entries. */
export function appMenuReward(options?: RequestOptions): Promise<ApiResponse<NavItem[]>> {
  return post<NavItem[]>(PATHS.appMenuReward, undefined, options)
}

/** /api/nav/index: the home page's banners and menus. */
export function index(options?: RequestOptions): Promise<ApiResponse<NavIndexResult>> {
  return post<NavIndexResult>(PATHS.index, undefined, options)
}

/** /api/nav/user: the me page's banners and menus. */
export function user(options?: RequestOptions): Promise<ApiResponse<NavUserResult>> {
  return post<NavUserResult>(PATHS.user, undefined, options)
}
