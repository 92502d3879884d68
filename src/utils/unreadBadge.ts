import { useEffect } from 'react'
import { lists } from '@/api/notice'
import { useQuery } from '@/data/useQuery'
import { removeTabBarBadge, setTabBarBadge } from '@/lib/tabBar'
import { TAB_NAMES } from '@/routes'

// The me tab's badge: the user's unread notices (/api/notice/lists's unread), read when the me
// tab shows and set by the message lists as they load; one lower for each notice opened.

const ME_TAB = TAB_NAMES.indexOf('me')
let unread = 0

/** Shows the count on the me tab (99+ above 99); none at 0. */
export function showUnread(count: number): void {
  unread = Math.max(0, count)
  if (unread > 0) setTabBarBadge(ME_TAB, unread > 99 ? '99+' : String(unread))
  else removeTabBarBadge(ME_TAB)
}

/** A notice was marked read. */
export function oneRead(): void {
  showUnread(unread - 1)
}

/** On the me tab: the count read again each time it shows while logged in; no badge logged out. */
export function useUnreadBadge(): void {
  const { data, state } = useQuery<number>('noticeUnread', () => lists({ page: 1, limit: 1 }, { silent: true }).then((res) => res.result?.unread ?? 0), {
    whenLoggedIn: true,
    refreshOnShow: true,
  })
  // logged out ('idle'): no badge; while the first answer is on its way the count shown stays
  useEffect(() => {
    if (state === 'idle') showUnread(0)
    else if (data !== null) showUnread(data)
  }, [data, state])
}
