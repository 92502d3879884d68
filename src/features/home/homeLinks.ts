import { DEFAULT_CITY } from '@/constants'
import type { ResolvedLocation } from '@/lib/location'
import type { Notice } from '@api-types/notice'
import type { Popup } from '@api-types/popup'
import type { CommonInfo } from '@/store/commonInfo'
import { pageUrl } from '@/routes'

// Pure helpers of the home tab: the place the page is showing deals for, the links it opens, and
// the checks that keep malformed server data off the screen.


/** Where home shows deals for: a located position, the default city, or a place the user chose. */
export interface HomePlace extends ResolvedLocation {
  /** The chosen place's name (search_location), shown instead of the city. */
  name?: string
}

/**
 * The place chosen on search_location (common info address + addressDetail), which wins over
 * the located position until the user picks "use current location" there; null when none.
 */
export function chosenPlace(info: Pick<CommonInfo, 'address' | 'addressDetail'>): HomePlace | null {
  const a = info.address
  if (!a || !Number.isFinite(a.latitude) || !Number.isFinite(a.longitude)) return null
  return { latitude: a.latitude, longitude: a.longitude, isDefault: false, city: info.addressDetail?.city, name: a.recommend || undefined }
}

/** What the header shows: the chosen place's name, the default city in the user's script, or "current location". */
export function placeName(place: HomePlace | null, isChinese: boolean, currentPlace: string): string {
  if (!place) return ''
  if (place.name) return place.name
  if (place.city) return place.isDefault && !isChinese ? DEFAULT_CITY.cityEn : place.city
  return currentPlace
}

/** The query every search page receives (docs/product.md: Screens and navigation): latitude, longitude and the address string. */
export function placeParams(place: ResolvedLocation | null, address: string) {
  const latitude = place?.latitude ?? DEFAULT_CITY.latitude
  const longitude = place?.longitude ?? DEFAULT_CITY.longitude
  return { latitude, longitude, address }
}

export function searchUrl(place: ResolvedLocation | null, address: string): string {
  return pageUrl('search', placeParams(place, address))
}

export function searchLocationUrl(place: ResolvedLocation | null, address: string): string {
  return pageUrl('searchLocation', placeParams(place, address))
}

export type EntryIcon = 'kingeat' | 'quality' | 'signin' | 'novice'

export interface AppEntry {
  icon: EntryIcon
  url: string
  title: 'home.kingeat' | 'home.quality' | 'home.signin' | 'home.novice'
  sub: 'home.kingeatSub' | 'home.qualitySub' | 'home.signinSub' | 'home.noviceSub'
}

/** The app's own entries on home: real routes of this app, shown whatever the server says. */
export const APP_ENTRIES: AppEntry[] = [
  { icon: 'kingeat', url: pageUrl('freeMeals'), title: 'home.kingeat', sub: 'home.kingeatSub' },
  { icon: 'quality', url: pageUrl('qualityZone'), title: 'home.quality', sub: 'home.qualitySub' },
  { icon: 'signin', url: pageUrl('signIn'), title: 'home.signin', sub: 'home.signinSub' },
  { icon: 'novice', url: pageUrl('novice'), title: 'home.novice', sub: 'home.noviceSub' },
]

/** Notices with a title, from a paged answer. */
export function noticesOf(value: unknown): Notice[] {
  const list = (value as { list?: unknown } | null)?.list
  if (!Array.isArray(list)) return []
  return list.filter((n): n is Notice => !!n && typeof n === 'object' && typeof n.title === 'string' && n.title !== '')
}

/** The first popup the server offers for home that can be shown. */
export function firstPopup(value: unknown): Popup | null {
  if (!Array.isArray(value)) return null
  return (value.find((p) => !!p && typeof p === 'object' && typeof (p as Popup).id === 'number') as Popup) ?? null
}
