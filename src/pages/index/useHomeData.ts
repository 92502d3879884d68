import { useEffect, useState } from 'react'
import { appMenuReward, banner } from '@/api/nav'
import { lists as noticeLists } from '@/api/notice'
import { resolveLocation, type ResolvedLocation } from '@/lib/location'
import type { NavItem } from '@api-types/nav'
import type { Notice } from '@api-types/notice'
import { navItemsOf, noticesOf } from './homeLinks'

export interface HomeData {
  /** null while locating. */
  place: ResolvedLocation | null
  banners: NavItem[]
  menus: NavItem[]
  notices: Notice[]
}

const BACKGROUND = { silent: true } as const

/**
 * The home tab's first-screen data: where the user is (Guiyang when location is refused), the
 * operator's banners, reward menu and latest notices. Each part is independent; a part whose call
 * fails or answers nothing stays empty and its section is hidden.
 */
export function useHomeData(): HomeData {
  const [place, setPlace] = useState<ResolvedLocation | null>(null)
  const [banners, setBanners] = useState<NavItem[]>([])
  const [menus, setMenus] = useState<NavItem[]>([])
  const [notices, setNotices] = useState<Notice[]>([])

  useEffect(() => {
    let alive = true
    const ignore = () => undefined
    resolveLocation().then((p) => alive && setPlace(p), ignore)
    banner({ position: 'home' }, BACKGROUND).then((res) => alive && setBanners(navItemsOf(res.result)), ignore)
    appMenuReward(BACKGROUND).then((res) => alive && setMenus(navItemsOf(res.result)), ignore)
    noticeLists({ page: 1, limit: 5 }, BACKGROUND).then((res) => alive && setNotices(noticesOf(res.result)), ignore)
    return () => {
      alive = false
    }
  }, [])

  return { place, banners, menus, notices }
}
