import { useRef, useState } from 'react'
import type { Paged } from '@api-types/envelope'
import { useQuery } from './useQuery'

// The paging member of the data layer (see useQuery.ts for the family): the one paging engine of
// the app's lists (orders, bills, free-meal shops, shop feeds, notices, coupons, gold). Written with
// promise chains rather than async functions: the home tab's shop feed runs on it, and each
// transpiled async function weighs on the home tab's first-load budget.

/** The first page: loading, shown (possibly empty), or failed. */
export type ListStatus = 'loading' | 'ready' | 'error'
/** The next page: can load, loading, failed (tap to retry), or none left. */
export type MoreStatus = 'idle' | 'loading' | 'error' | 'done'

/** Whether a tap or the page bottom may ask for the next page: more are left, or the last try failed. */
export function canLoadMore(more: MoreStatus): boolean {
  return more === 'idle' || more === 'error'
}

/**
 * True while the server holds more rows than are loaded and the last page was not short. A list
 * whose server does not count its rows (the shop lists: a count would cost a scan of the whole
 * catalogue) says `more` instead of a total.
 */
export function hasMorePages(loaded: number, answer: PageAnswer<unknown>, lastPageSize: number, limit: number): boolean {
  if (lastPageSize < limit) return false
  return answer.more ?? loaded < (answer.total ?? 0)
}

/** Appends a page, dropping rows already shown (a row can move pages while the user scrolls). */
export function appendPage<T extends { id: number | string }>(shown: T[], page: T[]): T[] {
  const seen = new Set(shown.map((row) => row.id))
  return shown.concat(page.filter((row) => !seen.has(row.id)))
}

/** What the engine reads of a page answer: its rows, and its total or whether more are left. */
export type PageAnswer<T> = Pick<Paged<T>, 'list'> & Partial<Pick<Paged<T>, 'total' | 'more'>>

/**
 * The rows of an answer a list can draw (malformed rows, which `isRow` rejects, are dropped) and
 * its total or `more` (none readable: no further page is asked for).
 */
export function pageRowsOf<T>(value: unknown, isRow: (row: unknown) => row is T): PageAnswer<T> {
  const answer = (value ?? {}) as { list?: unknown; total?: unknown; more?: unknown }
  const list = Array.isArray(answer.list) ? answer.list.filter(isRow) : []
  return typeof answer.more === 'boolean' ? { list, more: answer.more } : { list, total: Number(answer.total) || 0 }
}

export interface PagedQueryOptions {
  limit: number
  /** False: nothing loads (e.g. no position yet) and no rows show. */
  enabled?: boolean
  /** Load only while logged in (logged out: no rows). */
  whenLoggedIn?: boolean
  /** Refresh the first page in place each time the page shows again. */
  refreshOnShow?: boolean
}

/** The rows shown after the first page's answer `of`: the latest answer, its page number, the next page's state. */
interface Continued<T, R> {
  of: R | null
  rows: T[]
  last: R | null
  page: number
  more: MoreStatus
}

/** `rows` with page `page`'s answer appended (the first page: on top of none). */
function continued<T extends { id: number | string }, R extends PageAnswer<T>>(of: R | null, rows: T[], answer: R | null, page: number, limit: number): Continued<T, R> {
  const list = (answer && answer.list) || []
  const shown = appendPage(rows, list)
  return { of, rows: shown, last: answer, page, more: answer && hasMorePages(shown.length, answer, list.length, limit) ? 'idle' : 'done' }
}

/**
 * A paged list of `fetchPage` answers, on useQuery: the first page is a query (keyed, enabled,
 * logged in, refreshed on show, its stale answers dropped), the next pages continue it. It loads
 * the first page whenever `key` changes (a filter or sort), `reload` starts over with the skeleton,
 * `refresh` (pull-down, the page shown again) keeps the rows on screen until the new first page
 * arrives and rejects when it fails, and `loadMore` appends the next page (a page that arrives
 * after the first page changed is dropped). `last` is the latest answer (for extras such as
 * counts or the server's time).
 */
export function usePagedQuery<T extends { id: number | string }, R extends PageAnswer<T> = PageAnswer<T>>(
  /** Starts over when it changes (compared by identity): a string of the filters, or a memoized request. */
  key: unknown,
  fetchPage: (page: number, limit: number) => Promise<R>,
  options: PagedQueryOptions,
) {
  const limit = options.limit
  const first = useQuery<R>(key, () => fetchPage(1, limit), options)
  const [shown, setShown] = useState<Continued<T, R>>(() => continued<T, R>(null, [], null, 1, limit))
  let view = shown
  if (view.of !== first.data) {
    // a new first page: the list starts over from it (set while rendering: no frame shows the old rows)
    view = continued<T, R>(first.data, [], first.data, 1, limit)
    setShown(view)
  }
  const status: ListStatus = first.state === 'ready' ? 'ready' : first.state === 'error' ? 'error' : 'loading'
  const live = useRef({ view, status, fetchPage }).current
  live.view = view
  live.status = status
  live.fetchPage = fetchPage

  const [list] = useState(() => ({
    loadMore(): Promise<void> {
      const at = live.view
      if (live.status !== 'ready' || !canLoadMore(at.more)) return Promise.resolve()
      // the next call waits for this page; another first page drops it
      live.view = { ...at, more: 'loading' }
      const onThis = (change: (c: Continued<T, R>) => Continued<T, R>) => setShown((c) => (c.of === at.of ? change(c) : c))
      onThis(() => live.view)
      return live.fetchPage(at.page + 1, limit).then(
        (answer) => onThis((c) => continued(at.of, c.rows, answer, at.page + 1, limit)),
        () => onThis((c) => ({ ...c, more: 'error' })),
      )
    },
    /** Changes shown rows in place (e.g. a read mark), without a request. */
    updateItems(change: (rows: T[]) => T[]) {
      setShown((c) => ({ ...c, rows: change(c.rows) }))
    },
  }))

  return {
    items: status === 'error' ? [] : view.rows,
    last: view.last,
    status,
    more: view.more,
    error: first.error,
    reload: first.reload,
    refresh: first.refresh,
    loadMore: list.loadMore,
    updateItems: list.updateItems,
  }
}
