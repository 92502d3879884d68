import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { appMenuReward, banner } from '@/api/nav'
import { lists as noticeLists } from '@/api/notice'
import { lists as popupLists } from '@/api/popup'
import { resolveLocation, type ResolvedLocation } from '@/lib/location'
import type { NavItem } from '@api-types/nav'
import type { Notice } from '@api-types/notice'
import type { Popup } from '@api-types/popup'
import { toNavItems } from '@/lib/navItem'
import { commonInfoAtom } from '@/store/commonInfo'
import { chosenPlace, firstPopup, noticesOf, type HomePlace } from './homeLinks'

export interface HomeData {
  /** The place chosen on search_location, else the located one; null while locating. */
  place: HomePlace | null
  banners: NavItem[]
  menus: NavItem[]
  notices: Notice[]
  /** The operator's popup for home (the red packet), if any; whether it shows is decided later. */
  popup: Popup | null
}

const BACKGROUND = { silent: true } as const

/**
 * The home tab's first-screen data: where the user is (the place chosen on search_location, else
 * the located position, Guiyang when location is refused), the operator's banners, reward menu,
 * latest notices and popup. Each part is independent; a part whose call fails or answers nothing
 * stays empty and its section is hidden.
 */
export function useHomeData(): HomeData {
  const [located, setLocated] = useState<ResolvedLocation | null>(null)
  const { address, addressDetail } = useAtomValue(commonInfoAtom)
  // one object per chosen place (common info keeps these objects until they are replaced), so
  // the shop list reloads only when the place changes
  const chosen = useMemo(() => chosenPlace({ address, addressDetail }), [address, addressDetail])
  const [banners, setBanners] = useState<NavItem[]>([])
  const [menus, setMenus] = useState<NavItem[]>([])
  const [notices, setNotices] = useState<Notice[]>([])
  const [popup, setPopup] = useState<Popup | null>(null)

  useEffect(() => {
    let alive = true
    const ignore = () => undefined
    banner({ position: 'home' }, BACKGROUND).then((res) => alive && setBanners(toNavItems(res.result)), ignore)
    appMenuReward(BACKGROUND).then((res) => alive && setMenus(toNavItems(res.result)), ignore)
    noticeLists({ page: 1, limit: 5 }, BACKGROUND).then((res) => alive && setNotices(noticesOf(res.result)), ignore)
    popupLists({ position: 'home' }, BACKGROUND).then((res) => alive && setPopup(firstPopup(res.result)), ignore)
    return () => {
      alive = false
    }
  }, [])

  // locate only while no place is chosen: again when the user goes back to their current location
  const hasChosen = chosen !== null
  useEffect(() => {
    if (hasChosen) return undefined
    let alive = true
    setLocated(null)
    resolveLocation().then((p) => alive && setLocated(p), () => undefined)
    return () => {
      alive = false
    }
  }, [hasChosen])

  return { place: chosen ?? located, banners, menus, notices, popup }
}
