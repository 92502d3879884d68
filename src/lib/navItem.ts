import { TOAST_H5_LINK_MISSING } from '@/constants'
import { t } from '@/i18n'
import { pageUrl } from '@/routes'
import type { NavItem } from '@api-types/nav'
import { checkLogin } from './auth'
import { navigateTo, switchTab } from './navigation'
import { toast } from './toast'

// Navigation/menu item types of docs/product.md (States).
export const NAV_ITEM_PAGE = 1
export const NAV_ITEM_TAB = 2
export const NAV_ITEM_WEB = 3
export const NAV_ITEM_ACTION = 4

/** Server navigation items that can be shown and opened (a name or an image, a known type); the rest is dropped. */
export function toNavItems(value: unknown): NavItem[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (item): item is NavItem =>
      !!item &&
      typeof item === 'object' &&
      (typeof item.name === 'string' || typeof item.image === 'string') &&
      [NAV_ITEM_PAGE, NAV_ITEM_TAB, NAV_ITEM_WEB, NAV_ITEM_ACTION].includes(Number(item.type)),
  )
}

/** The in-app page that shows an external link. */
export function webviewUrl(link: string, title?: string): string {
  return pageUrl('web', { url: link, title })
}

/**
 * Opens a banner, menu or popup item: 1 = in-app page (login needed), 2 = tab switch,
 * 3 = web link (login needed; no path shows 'h5网页链接未配置' for 2 s), 4 = an action the
 * caller performs (onAction).
 */
export async function openNavItem(item: NavItem, onAction?: (item: NavItem) => void): Promise<void> {
  switch (Number(item.type)) {
    case NAV_ITEM_PAGE:
      if (!(await checkLogin())) return
      await navigateTo(item.path)
      return
    case NAV_ITEM_TAB:
      await switchTab(item.path)
      return
    case NAV_ITEM_WEB:
      if (!(await checkLogin())) return
      if (!item.path) {
        toast(t('nav.h5LinkMissing'), TOAST_H5_LINK_MISSING)
        return
      }
      await navigateTo(webviewUrl(item.path, item.name))
      return
    case NAV_ITEM_ACTION:
      onAction?.(item)
      return
    default:
      console.warn('[nav] unknown item type', item)
  }
}
