import dayjs from 'dayjs'
import { NAV_ITEM_PAGE, NAV_ITEM_TAB, NAV_ITEM_WEB } from '@/lib/navItem'
import { isTabPage } from '@/routes'
import type { NavItem } from '@api-types/nav'
import type { Notice } from '@api-types/notice'

// Pure rules of the notice list: how a notice's time reads and what its link opens.

/** Notices per page of /api/notice/lists. */
export const NOTICE_PAGE_SIZE = 20

/** '11-20 09:30' within the current year, '2025-11-20' for older ones; unparsable text as sent. */
export function formatNoticeTime(createTime: string, now: Date = new Date()): string {
  const time = dayjs(createTime)
  if (!createTime || !time.isValid()) return createTime
  return time.year() === now.getFullYear() ? time.format('MM-DD HH:mm') : time.format('YYYY-MM-DD')
}

/**
 * A notice's `path` as a navigation item: a web address opens in the web view (type 3), a tab page
 * by tab switch (type 2), any other path as an in-app page (type 1). No path, no item.
 */
export function noticeNavItem(notice: Pick<Notice, 'title' | 'path'>): NavItem | null {
  const path = notice.path?.trim()
  if (!path) return null
  if (/^https?:\/\//i.test(path)) return { type: NAV_ITEM_WEB, name: notice.title, path }
  return { type: isTabPage(path) ? NAV_ITEM_TAB : NAV_ITEM_PAGE, name: notice.title, path }
}

/** The next page's notices added after the loaded ones, without repeating any (new notices shift pages). */
export function mergeNotices(loaded: Notice[], next: Notice[]): Notice[] {
  const seen = new Set(loaded.map((n) => n.id))
  return loaded.concat(next.filter((n) => !seen.has(n.id)))
}

/** The notices of an answer that can be shown (an id and a title), and the total. */
export function noticePageOf(value: unknown): { list: Notice[]; total: number } {
  const result = (value ?? {}) as { list?: unknown; total?: unknown }
  const list = Array.isArray(result.list)
    ? result.list.filter((n): n is Notice => !!n && typeof n === 'object' && typeof n.id === 'number' && typeof n.title === 'string')
    : []
  return { list, total: Number(result.total) || 0 }
}
