import { useCallback, useEffect, useRef, useState } from 'react'
import type { Paged } from '@api-types/envelope'
import type { ApiError } from '@/lib/request'

// The one paging engine of the app's lists (orders, free-meal shops, shop feeds, notices). Written
// with promise chains rather than async functions: the home tab's shop feed runs on it, and each
// transpiled async function weighs on the home tab's first-load budget.

/** The first page: loading, shown (possibly empty), or failed. */
export type ListStatus = 'loading' | 'ready' | 'error'
/** The next page: can load, loading, failed (tap to retry), or none left. */
export type MoreStatus = 'idle' | 'loading' | 'error' | 'done'

/** Whether a tap or the page bottom may ask for the next page: more are left, or the last try failed. */
export function canLoadMore(more: MoreStatus): boolean {
  return more === 'idle' || more === 'error'
}

/** True while the server holds more rows than are loaded and the last page was not short. */
export function hasMorePages(loaded: number, total: number, lastPageSize: number, limit: number): boolean {
  return lastPageSize >= limit && loaded < total
}

/** Appends a page, dropping rows already shown (a row can move pages while the user scrolls). */
export function appendPage<T extends { id: number | string }>(shown: T[], page: T[]): T[] {
  const seen = new Set(shown.map((row) => row.id))
  return shown.concat(page.filter((row) => !seen.has(row.id)))
}

/** What the engine reads of a page answer. */
export type PageAnswer<T> = Pick<Paged<T>, 'list' | 'total'>

/**
 * The rows of an answer a list can draw (malformed rows, which `isRow` rejects, are dropped) and
 * its total (0 when unreadable: no further page is asked for).
 */
export function pageRowsOf<T>(value: unknown, isRow: (row: unknown) => row is T): PageAnswer<T> {
  const answer = (value ?? {}) as { list?: unknown; total?: unknown }
  const list = Array.isArray(answer.list) ? answer.list.filter(isRow) : []
  return { list, total: Number(answer.total) || 0 }
}

export interface PagedListOptions {
  limit: number
  /** False: nothing loads (e.g. logged out, or no position yet). */
  enabled?: boolean
}

/**
 * A paged list of `fetchPage` answers. It loads the first page whenever `key` changes (a filter or
 * sort), `reload` starts over with the skeleton, `refresh` (pull-down, page shown again) keeps the
 * rows on screen until the new first page arrives, and `loadMore` appends the next page. Answers to
 * an older request are dropped. `last` is the latest answer (for extras such as counts).
 */
export function usePagedList<T extends { id: number | string }, R extends PageAnswer<T> = PageAnswer<T>>(
  fetchPage: (page: number, limit: number) => Promise<R>,
  /** Starts over when it changes (compared by identity): a string of the filters, or a memoized request. */
  key: unknown,
  { limit, enabled = true }: PagedListOptions,
) {
  const [items, setItems] = useState<T[]>([])
  const [last, setLast] = useState<R | null>(null)
  const [status, setStatus] = useState<ListStatus>('loading')
  const [more, setMore] = useState<MoreStatus>('idle')
  const [error, setError] = useState<ApiError | null>(null)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const seq = useRef(0)
  const page = useRef(1)
  const loaded = useRef<T[]>([])
  const statusRef = useRef<ListStatus>('loading')
  const busyMore = useRef(false)
  const enabledRef = useRef(enabled)
  enabledRef.current = enabled

  const setShown = (rows: T[]) => {
    loaded.current = rows
    setItems(rows)
  }
  const setListStatus = (s: ListStatus) => {
    statusRef.current = s
    setStatus(s)
  }

  /** Shows page `n` of an answer: the first replaces the rows, a later one is appended. */
  const showPage = (n: number, answer: R) => {
    const rows = answer.list ?? []
    const shown = n === 1 ? rows : appendPage(loaded.current, rows)
    page.current = n
    setShown(shown)
    setLast(answer)
    setMore(hasMorePages(shown.length, answer.total, rows.length, limit) ? 'idle' : 'done')
  }

  const fetchFirst = useCallback(
    (id: number) =>
      fetchRef.current(1, limit).then((answer) => {
        if (id !== seq.current) return
        busyMore.current = false
        showPage(1, answer)
        setListStatus('ready')
      }),
    [limit],
  )

  const reload = useCallback((): Promise<void> => {
    // a disabled list (inputs not known yet) asks for nothing
    if (!enabledRef.current) return Promise.resolve()
    const id = ++seq.current
    setListStatus('loading')
    setError(null)
    return fetchFirst(id).catch((e: ApiError) => {
      if (id !== seq.current) return
      setShown([])
      setError(e)
      setListStatus('error')
    })
  }, [fetchFirst])

  /**
   * Reloads in place; a failure keeps what is shown and rejects. Does nothing while the first load
   * runs (the page showing right after mounting), and starts over after a failed first load.
   */
  const refresh = useCallback((): Promise<void> => {
    if (statusRef.current === 'loading') return Promise.resolve()
    if (statusRef.current === 'error') return reload()
    return fetchFirst(++seq.current)
  }, [fetchFirst, reload])

  const loadMore = useCallback((): Promise<void> => {
    if (!enabledRef.current || statusRef.current !== 'ready' || busyMore.current || !canLoadMore(more)) return Promise.resolve()
    busyMore.current = true
    const id = seq.current
    const next = page.current + 1
    setMore('loading')
    return fetchRef.current(next, limit)
      .then((answer) => {
        if (id === seq.current) showPage(next, answer)
      })
      .catch(() => {
        if (id === seq.current) setMore('error')
      })
      .finally(() => {
        if (id === seq.current) busyMore.current = false
      })
  }, [more, limit])

  /** Changes shown rows in place (e.g. a read mark), without a request. */
  const updateItems = useCallback((change: (rows: T[]) => T[]) => setShown(change(loaded.current)), [])

  useEffect(() => {
    if (enabled) reload()
    else {
      seq.current += 1
      setShown([])
      setLast(null)
      setListStatus('loading')
    }
  }, [enabled, key, reload])

  return { items, last, status, more, error, reload, refresh, loadMore, updateItems }
}
