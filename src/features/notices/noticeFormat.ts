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

/** A notice a card can draw (an id and a title); anything else in an answer is dropped. */
export function isNoticeRow(row: unknown): row is Notice {
  return !!row && typeof row === 'object' && typeof (row as Notice).id === 'number' && typeof (row as Notice).title === 'string'
}
