import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { appMenuReward, banner } from '@/api/nav'
import { lists as noticeLists } from '@/api/notice'
import { lists as popupLists } from '@/api/popup'
import { useQuery } from '@/data/useQuery'
import { takeBootData } from '@/lib/boot'
import { resolveLocation } from '@/lib/location'
import type { NavItem } from '@api-types/nav'
import type { Notice } from '@api-types/notice'
import type { Popup } from '@api-types/popup'
import { toNavItems } from '@/lib/navItem'
import { commonInfoAtom } from '@/store/commonInfo'
import { chosenPlace, firstPopup, noticesOf, type HomePlace } from './homeLinks'

export interface HomeData {
  /** The place chosen on search_location, else the located one; null while locating. */
  place: HomePlace | null
  /** undefined while loading: the screen keeps their place so nothing below jumps when they come. */
  banners: NavItem[] | undefined
  menus: NavItem[] | undefined
}

const BACKGROUND = { silent: true } as const
const NONE: never[] = []

/** A section's rows: undefined while its first load runs, none when it failed. */
function rowsOf<T>(query: { data: T[] | null; state: string }): T[] | undefined {
  if (query.data) return query.data
  return query.state === 'error' ? NONE : undefined
}

function bootNavItems(key: 'banners' | 'menus'): NavItem[] | undefined {
  const boot = takeBootData(key)
  return boot === undefined ? undefined : toNavItems(boot)
}

/**
 * The home tab's first-screen data: where the user is (the place chosen on search_location, else
 * the located position, Guiyang when location is refused), the operator's banners and reward
 * menu. Each part is independent; a part whose call fails or answers nothing is hidden once that
 * is known. The notices and the popup are their sections' own (useHomeNotices, useHomePopup).
 */
export function useHomeData(): HomeData {
  const { address, addressDetail } = useAtomValue(commonInfoAtom)
  // one object per chosen place (common info keeps these objects until they are replaced), so
  // the shop list reloads only when the place changes
  const chosen = useMemo(() => chosenPlace({ address, addressDetail }), [address, addressDetail])
  // located only while no place is chosen: again when the user goes back to their current location
  const located = useQuery('located', resolveLocation, { enabled: chosen === null }).data
  // banners and menu from the page's boot data on H5 (drawn in the first paint with the largest
  // element, no round trip), else from the server
  const banners = useQuery('banners', () => banner({ position: 'home' }, BACKGROUND).then((res) => toNavItems(res.result)), { initial: () => bootNavItems('banners') })
  const menus = useQuery('menus', () => appMenuReward(BACKGROUND).then((res) => toNavItems(res.result)), { initial: () => bootNavItems('menus') })
  return { place: chosen ?? located, banners: rowsOf(banners), menus: rowsOf(menus) }
}

// The notices and the popup are asked for after the first paint, each by the section that shows
// it: when one arrives only that section draws again, not the whole of home (docs/performance.md).

/** The latest notices: undefined while loading (or before `enabled`), none when the call failed. */
export function useHomeNotices(enabled: boolean): Notice[] | undefined {
  return rowsOf(useQuery('notices', () => noticeLists({ page: 1, limit: 5 }, BACKGROUND).then((res) => noticesOf(res.result)), { enabled }))
}

/** The operator's popup for home (the red packet), if any; whether it shows is decided later. */
export function useHomePopup(enabled: boolean): Popup | null {
  return useQuery('popup', () => popupLists({ position: 'home' }, BACKGROUND).then((res) => firstPopup(res.result)), { enabled }).data
}
