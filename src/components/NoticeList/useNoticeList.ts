import { useCallback, useEffect, useRef, useState } from 'react'
import { dealRead, lists } from '@/api/notice'
import type { ApiError } from '@/lib/request'
import type { Notice } from '@api-types/notice'
import { NOTICE_PAGE_SIZE, mergeNotices, noticePageOf } from './format'

/** The first page: loading, shown (possibly empty), or failed. */
export type ListStatus = 'loading' | 'ready' | 'error'
/** The next page: can load, loading, failed (tap to retry), or none left. */
export type MoreStatus = 'idle' | 'loading' | 'error' | 'done'

const hasMore = (loaded: number, total: number, lastPage: number) => lastPage >= NOTICE_PAGE_SIZE && loaded < total

/**
 * The notices of one type from /api/notice/lists, twenty at a time. Loads silently (the list shows
 * its own error state); `reload` starts over, `refresh` (pull-down) keeps the list on screen until
 * the new first page arrives; answers to an older request are dropped. `loggedIn` reloads the list
 * when the session changes, since read marks and account messages belong to the user.
 */
export function useNoticeList(type: number, loggedIn: boolean) {
  const [notices, setNotices] = useState<Notice[]>([])
  const [status, setStatus] = useState<ListStatus>('loading')
  const [more, setMore] = useState<MoreStatus>('idle')
  const [error, setError] = useState<ApiError | null>(null)
  const seq = useRef(0)
  const page = useRef(1)
  const loaded = useRef<Notice[]>([])
  const busy = useRef(false)
  const marking = useRef(new Set<number>())

  const show = (list: Notice[]) => {
    loaded.current = list
    setNotices(list)
  }

  const fetchFirst = useCallback(async (id: number) => {
    const { list, total } = noticePageOf((await lists({ page: 1, limit: NOTICE_PAGE_SIZE, type }, { silent: true })).result)
    if (id !== seq.current) return
    page.current = 1
    busy.current = false
    show(list)
    setMore(hasMore(list.length, total, list.length) ? 'idle' : 'done')
    setStatus('ready')
  }, [type])

  const reload = useCallback(async () => {
    const id = ++seq.current
    setStatus('loading')
    setError(null)
    try {
      await fetchFirst(id)
    } catch (e) {
      if (id !== seq.current) return
      show([])
      setError(e as ApiError)
      setStatus('error')
    }
  }, [fetchFirst])

  /** Pull-down refresh: resolves when done; a failure keeps what is shown and rejects. */
  const refresh = useCallback(() => fetchFirst(++seq.current), [fetchFirst])

  const loadMore = useCallback(async () => {
    if (status !== 'ready' || (more !== 'idle' && more !== 'error') || busy.current) return
    busy.current = true
    const id = seq.current
    setMore('loading')
    try {
      const { list, total } = noticePageOf(
        (await lists({ page: page.current + 1, limit: NOTICE_PAGE_SIZE, type }, { silent: true })).result,
      )
      if (id !== seq.current) return
      page.current += 1
      const merged = mergeNotices(loaded.current, list)
      show(merged)
      setMore(hasMore(merged.length, total, list.length) ? 'idle' : 'done')
    } catch {
      if (id === seq.current) setMore('error')
    } finally {
      if (id === seq.current) busy.current = false
    }
  }, [status, more, type])

  const setRead = (id: number, isRead: boolean) => show(loaded.current.map((n) => (n.id === id ? { ...n, is_read: isRead } : n)))

  /** Marks an unread notice read at once; the call is silent and a failure puts the mark back. */
  const markRead = useCallback((notice: Notice) => {
    if (!loggedIn || notice.is_read || marking.current.has(notice.id)) return
    marking.current.add(notice.id)
    setRead(notice.id, true)
    dealRead({ id: notice.id }, { silent: true })
      .catch(() => setRead(notice.id, false))
      .finally(() => marking.current.delete(notice.id))
  }, [loggedIn])

  // a login or logout changes what the list holds (account messages, read marks): load it again
  useEffect(() => {
    reload()
  }, [reload, loggedIn])

  return { notices, status, more, error, reload, refresh, loadMore, markRead }
}
