import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useEffect, useReducer, useState } from 'react'
import type { ApiError } from '@/lib/request'
import { isLoggedInAtom } from '@/store/session'

// The app's data layer: one way to load what a page shows. Pages and features never keep their own
// request counters or "still mounted" flags; they use one of these two hooks:
//
// - useQuery(key, load, options): one record (a shop, an order, the account, a config). It loads on
//   mount and whenever `key` changes; `reload()` loads again with the loading state (a retry
//   button), `refresh()` loads again quietly, keeping what is shown (an action just changed it),
//   `setData(value)` shows a record an action answered with.
// - usePagedQuery(key, fetchPage, options) (usePagedQuery.ts, built on useQuery): a list loaded
//   page by page: the first page on mount and whenever `key` (the filters) changes, `loadMore()`
//   the next one, `refresh()` the first page again in place (pull-down), `reload()` from the
//   skeleton.
//
// Both take the same options: `enabled: false` loads nothing (the inputs are not known yet, e.g.
// while locating) and shows nothing; `whenLoggedIn` loads only while the user is logged in (logged
// out: no data, state 'idle'; logging in loads); `refreshOnShow` refreshes each time the page shows
// again (another page may have changed what it shows). A value other pages share (the account) is
// kept in a jotai atom by the feature that owns it (features/account/useAccount.ts).
//
// Both drop stale answers: every load takes a sequence number and an answer that is not the latest
// one's (an older key, a logout, a newer load; for a next page, a first page that changed since) is
// ignored (a refresh while another runs supersedes it); a refresh after a failed first load starts
// over. They are written with promise chains and a plain object per query: the home tab loads with
// them, and every transpiled async function or hook weighs on its first-load budget.

export type QueryState = 'idle' | 'loading' | 'ready' | 'error'

export interface QueryOptions<T = unknown> {
  /** False: nothing loads, no data. Default true. */
  enabled?: boolean
  /** Load only while logged in: logged out, no data and state 'idle'; a login loads. */
  whenLoggedIn?: boolean
  /** Refresh (quietly) each time the page shows again. */
  refreshOnShow?: boolean
  /**
   * Data known before any load (the H5 page's boot data, lib/boot): shown from the first render,
   * state 'ready', and the load on mount is skipped; reload, refresh and a new key load as usual.
   * Called once, on mount; undefined: load as usual.
   */
  initial?: () => T | undefined
}

export interface Query<T> {
  data: T | null
  state: QueryState
  error: ApiError | null
  /** Loads again, showing the loading state; answers of earlier loads are dropped. */
  reload: () => Promise<void>
  /** Loads again keeping what is shown; rejects when it fails (what is shown stays). */
  refresh: () => Promise<void>
  /** Shows a value an action answered with; loads still running are dropped. */
  setData: (value: T | null) => void
}

/**
 * One query's loads: what it shows and the sequence number of the latest load (an answer counts
 * only while no later load started). Made once per query; `load` and `active` are the latest
 * render's.
 */
function queryOf<T>(state: QueryState, rerender: () => void) {
  let seq = 0
  const show = (data: T | null, next: QueryState, error: ApiError | null) => {
    q.data = data
    q.state = next
    q.error = error
    rerender()
  }
  /** Starts a load that drops every earlier one; `failed` hears its failure while it is the latest. */
  const run = (failed: (e: ApiError) => void) => {
    const id = ++seq
    return q.load().then(
      (data) => {
        if (id === seq) show(data, 'ready', null)
      },
      (e: ApiError) => {
        if (id === seq) failed(e)
      },
    )
  }
  const reload = (): Promise<void> => {
    if (!q.active) return Promise.resolve()
    show(q.data, 'loading', null)
    return run((e) => show(q.data, 'error', e))
  }
  const q = {
    data: null as T | null,
    state,
    error: null as ApiError | null,
    load: null as unknown as () => Promise<T>,
    active: false,
    /** Showing initial data: the load on mount is skipped. */
    initialShown: false,
    reload,
    refresh: (): Promise<void> => {
      if (!q.active || q.state === 'loading') return Promise.resolve()
      if (q.state !== 'ready') return reload()
      return run((e) => {
        throw e
      })
    },
    setData: (data: T | null) => {
      seq += 1
      show(data, 'ready', null)
    },
    /** Inactive (disabled, logged out): answers still coming are dropped and nothing shows. */
    clear: () => {
      seq += 1
      show(null, 'idle', null)
    },
  }
  return q
}

export function useQuery<T>(key: unknown, load: () => Promise<T>, options: QueryOptions<T> = {}): Query<T> {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const active = options.enabled !== false && (!options.whenLoggedIn || loggedIn)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const [q] = useState(() => {
    const initial = active ? options.initial?.() : undefined
    const query = queryOf<T>(initial !== undefined ? 'ready' : active ? 'loading' : 'idle', rerender)
    if (initial !== undefined) {
      query.data = initial
      query.initialShown = true
    }
    return query
  })
  q.load = load
  q.active = active

  useEffect(() => {
    if (!active) q.clear()
    else if (q.initialShown) q.initialShown = false
    else q.reload()
  }, [active, key, q])

  useDidShow(() => {
    if (options.refreshOnShow) q.refresh().catch(() => undefined)
  })

  return { data: active ? q.data : null, state: q.state, error: q.error, reload: q.reload, refresh: q.refresh, setData: q.setData }
}
