import { CLIENT_VERSION, APPLET_FLAG_VERSION } from '@/constants'
import { appStore, persistedAtom } from './persisted'

// Common info (docs/product.md: Entities): app-wide facts kept locally across launches.

export interface CommonAddress {
  latitude: number
  longitude: number
  /** The recommended display text of the place. */
  recommend: string
}

export interface CommonInfo {
  officialAccount: { appid?: string; name?: string; qrcode?: string } | null
  serviceUrl: { h5_url?: string; [k: string]: unknown } | null
  reward: Record<string, unknown> | null
  systemInfos: Record<string, unknown> | null
  /** The referrer's user id from a share link. */
  parentId: string | null
  source: number | null
  resellerId: string | null
  address: CommonAddress | null
  addressDetail: { city?: string; [k: string]: unknown } | null
  /** The day the home popup was hidden (YYYY-MM-DD). */
  popupHidden: string | null
  time: number | null
  /** Creation time of the newest notice seen. */
  noticeCreateTime: string | null
  /** True only when the client version is 1.3.6. */
  applet: boolean
}

export function isAppletVersion(version: string): boolean {
  return version === APPLET_FLAG_VERSION
}

export const INITIAL_COMMON_INFO: CommonInfo = {
  officialAccount: null,
  serviceUrl: null,
  reward: null,
  systemInfos: null,
  parentId: null,
  source: null,
  resellerId: null,
  address: null,
  addressDetail: null,
  popupHidden: null,
  time: null,
  noticeCreateTime: null,
  applet: isAppletVersion(CLIENT_VERSION),
}

export const commonInfoAtom = persistedAtom<CommonInfo>('commonInfo', INITIAL_COMMON_INFO)

export function updateCommonInfo(patch: Partial<Omit<CommonInfo, 'applet'>>): void {
  appStore.set(commonInfoAtom, (info) => ({ ...info, ...patch, applet: isAppletVersion(CLIENT_VERSION) }))
}
