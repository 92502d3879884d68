import { SHARE_TITLE_DEFAULT, SHARE_TITLE_SAVED } from '@/constants'
import { displayYuan } from '@/utils/money'
import { pageUrl } from '@/routes'

// What a share carries (docs/product.md "Constants": the share titles, the home page with
// parent_id and a source): the mini-program's share cards, the H5 JS-SDK share, copied links and
// the poster's QR code.

/** The home page with the sharer as referrer (no referrer when the sharer is not known). */
export function sharePath(userId: number | null | undefined, source: number): string {
  return pageUrl('home', userId ? { parent_id: userId, source } : {})
}

/** The H5 link of an app path (hash routing under the app's own address). */
export function h5Link(location: Pick<Location, 'origin' | 'pathname'>, path: string): string {
  return `${location.origin}${location.pathname}#${path}`
}

/** The share title: what the user saved when they saved something, else the default. */
export function shareTitle(totalSaved: string | number | null | undefined): string {
  return Number(totalSaved) > 0 ? SHARE_TITLE_SAVED(displayYuan(totalSaved)) : SHARE_TITLE_DEFAULT
}
