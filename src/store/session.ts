import { type WritableAtom, atom } from 'jotai'
import { RESET } from 'jotai/utils'
import { clearStored, readStored, writeStored } from '@/lib/storage'
import type { Profile, UserInfo } from '@api-types/user'
import { appStore, persistedAtom } from './persisted'

// Session and stored state of docs/product.md (Entities, States). Storage keys are the atoms' names.

export const STORAGE_KEYS = {
  profile: 'profile',
  userInfo: 'userInfo',
  openId: 'openId',
  payForm: 'payForm',
  pushFlag: 'pushFlag',
  wxLoginOpen: 'wxLoginOpen',
  loginCode: 'loginCode',
  userId: 'userId',
  loginType: 'loginType',
  pendingId: 'pendingId',
  commonInfo: 'commonInfo',
  locale: 'locale',
} as const

export const profileAtom = persistedAtom<Profile | null>(STORAGE_KEYS.profile, null)
export const userInfoAtom = persistedAtom<UserInfo | null>(STORAGE_KEYS.userInfo, null)
export const openIdAtom = persistedAtom<string>(STORAGE_KEYS.openId, '')
export const payFormAtom = persistedAtom<Record<string, unknown> | null>(STORAGE_KEYS.payForm, null)
export const pushFlagAtom = persistedAtom<boolean>(STORAGE_KEYS.pushFlag, false)
/** Whether messaging-platform (WeChat) login is offered. */
export const wxLoginOpenAtom = persistedAtom<boolean>(STORAGE_KEYS.wxLoginOpen, false)
/** The OAuth code saved while the login redirect comes back. */
export const loginCodeAtom = persistedAtom<string>(STORAGE_KEYS.loginCode, '')
export const userIdAtom = persistedAtom<number | null>(STORAGE_KEYS.userId, null)
/** 1 sends the user to the takeaway red-packet page after login (docs/product.md: States). */
export const loginTypeAtom = persistedAtom<number>(STORAGE_KEYS.loginType, 0)
/** The pending-id store that a status-2 answer clears (docs/product.md: Errors). */
export const pendingIdAtom = persistedAtom<string | number | null>(STORAGE_KEYS.pendingId, null)

/** Logged in if and only if a token is held (docs/product.md: States). */
export const isLoggedInAtom = atom((get) => Boolean(get(profileAtom)?.token))

export function getToken(): string {
  return appStore.get(profileAtom)?.token ?? ''
}

export function isLoggedIn(): boolean {
  return appStore.get(isLoggedInAtom)
}

/** Stores a fresh login: the profile (with its token) and the user id when the server sends one. */
export function saveProfile(profile: Profile): void {
  appStore.set(profileAtom, profile)
  if (profile.user_id != null) appStore.set(userIdAtom, profile.user_id)
}

/** The session's atoms: each can be reset to its initial value. */
const SESSION_ATOMS: WritableAtom<unknown, [typeof RESET], unknown>[] = [
  profileAtom, userInfoAtom, openIdAtom, payFormAtom, pushFlagAtom, wxLoginOpenAtom,
  loginCodeAtom, userIdAtom, loginTypeAtom, pendingIdAtom,
]

/**
 * Logout: removes the profile, the user info and the local storage (docs/product.md: States). The chosen language
 * is a device setting, not account data, so it survives.
 */
export function clearProfile(): void {
  const locale = readStored<string>(STORAGE_KEYS.locale, '')
  for (const a of SESSION_ATOMS) appStore.set(a, RESET)
  clearStored()
  if (locale) writeStored(STORAGE_KEYS.locale, locale)
}

export function clearPendingId(): void {
  appStore.set(pendingIdAtom, RESET)
}
