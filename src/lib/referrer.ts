import { SHARE_SOURCES, STATUS_LOGOUT } from '@/constants'
import { appStore } from '@/store/persisted'
import { commonInfoAtom, updateCommonInfo } from '@/store/commonInfo'
import type { ApiError } from './request'

// The referrer of a share link (spec: share paths carry parent_id, with source 2 or 3): remembered
// in common info when a page opens with it, bound to the account once the user is logged in.
// app.tsx imports this module, so it stays small: the session and the user API load on demand.

type Query = Record<string, unknown> | null | undefined

/** A positive id of digits (leading zeros dropped), or null. */
function digitsOf(value: unknown): string | null {
  const match = /^0*([1-9]\d{0,15})$/.exec(typeof value === 'string' || typeof value === 'number' ? String(value) : '')
  return match ? match[1] : null
}

/** The query of a hash route ('#/pages/index/index?parent_id=12'): the H5 address bar's. */
export function hashQuery(hash: string): Query {
  const query = new URLSearchParams(hash.split('?')[1])
  return { parent_id: query.get('parent_id'), source: query.get('source') }
}

/** Remembers parent_id (and source, one digit, else the default share source) of a page's query. */
export function captureReferrer(query: Query): void {
  const parentId = digitsOf(query?.parent_id)
  if (!parentId) return
  const source = String(query?.source ?? '')
  updateCommonInfo({ parentId, source: /^\d$/.test(source) ? Number(source) : SHARE_SOURCES[0] })
}

function forgetReferrer(): void {
  updateCommonInfo({ parentId: null, source: null })
}

/** No answer about the referrer (network, timeout, server trouble, ended session): try again later. */
function worthRetrying(err: unknown): boolean {
  const { kind, status = 0 } = (err ?? {}) as Partial<ApiError>
  if (kind === 'status') return status === STATUS_LOGOUT
  if (kind === 'http') return status === 401 || status >= 500
  return true
}

let binding: Promise<void> | null = null

/**
 * Binds the remembered referrer to the logged-in account (silently, one call at a time). The
 * server's answer, success or refusal, is final and the referrer is forgotten; a failure to get
 * an answer keeps it for the next launch or login. Never binds the user to themself.
 */
export function bindPendingReferrer(): Promise<void> {
  const { parentId, source } = appStore.get(commonInfoAtom)
  if (binding || !parentId) return binding ?? Promise.resolve()
  binding = Promise.all([import('@/store/session'), import('@/api/user')])
    .then(([session, user]) => {
      if (!session.isLoggedIn()) return
      const selfId = appStore.get(session.userIdAtom) ?? appStore.get(session.userInfoAtom)?.id
      if (selfId != null && String(selfId) === parentId) return forgetReferrer()
      return user.bindPid({ parent_id: parentId, source: source ?? SHARE_SOURCES[0] }, { silent: true }).then(forgetReferrer, (err) => {
        if (!worthRetrying(err)) forgetReferrer()
      })
    })
    .catch(() => undefined) // a chunk that failed to load: the next show tries again
    .finally(() => {
      binding = null
    })
  return binding
}
