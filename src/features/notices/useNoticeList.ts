import { useCallback, useRef } from 'react'
import { dealRead, lists } from '@/api/notice'
import { pageRowsOf, usePagedQuery } from '@/data/usePagedQuery'
import type { Notice } from '@api-types/notice'
import { NOTICE_PAGE_SIZE, isNoticeRow } from './noticeFormat'
import { oneRead, showUnread } from '@/utils/unreadBadge'

/**
 * The notices of one type from /api/notice/lists, twenty at a time, on the shared paging engine
 * (usePagedQuery). Loads silently (the list shows its own error state); `reload` starts over,
 * `refresh` (pull-down) keeps the list on screen until the new first page arrives. `loggedIn`
 * reloads the list when the session changes, since read marks and account messages belong to the user.
 */
export function useNoticeList(type: number, loggedIn: boolean) {
  const { items, status, more, error, reload, refresh, loadMore, updateItems } = usePagedQuery<Notice>(
    `${type}|${loggedIn}`,
    (page, limit) => lists({ page, limit, type }, { silent: true }).then((res) => {
      // the me tab's badge follows the count the list brings
      if (loggedIn && typeof res.result?.unread === 'number') showUnread(res.result.unread)
      return pageRowsOf(res.result, isNoticeRow)
    }),
    { limit: NOTICE_PAGE_SIZE },
  )
  const marking = useRef(new Set<number>())

  /** Marks an unread notice read at once; the call is silent and a failure puts the mark back. */
  const markRead = useCallback(
    (notice: Notice) => {
      if (!loggedIn || notice.is_read || marking.current.has(notice.id)) return
      const setRead = (isRead: boolean) => updateItems((rows) => rows.map((n) => (n.id === notice.id ? { ...n, is_read: isRead } : n)))
      marking.current.add(notice.id)
      setRead(true)
      dealRead({ id: notice.id }, { silent: true })
        .then(oneRead)
        .catch(() => setRead(false))
        .finally(() => marking.current.delete(notice.id))
    },
    [loggedIn, updateItems],
  )

  return { notices: items, status, more, error, reload, refresh, loadMore, markRead }
}
