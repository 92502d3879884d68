import { atom } from 'jotai'
import { PAGES, TAB_NAMES, TAB_PAGES, routeOf, type TabName, type TabPage } from '@/routes'
import { appStore } from '@/store/persisted'
import type { MessageKey } from '@/i18n'
import homeIcon from '@/assets/tabbar/home.png'
import homeActiveIcon from '@/assets/tabbar/home-active.png'
import makemoneyIcon from '@/assets/tabbar/makemoney.png'
import makemoneyActiveIcon from '@/assets/tabbar/makemoney-active.png'
import fuliIcon from '@/assets/tabbar/fuli.png'
import fuliActiveIcon from '@/assets/tabbar/fuli-active.png'
import orderIcon from '@/assets/tabbar/order.png'
import orderActiveIcon from '@/assets/tabbar/order-active.png'
import meIcon from '@/assets/tabbar/me.png'
import meActiveIcon from '@/assets/tabbar/me-active.png'

// The one module through which a tab item's text, icons, visibility, badge and red dot change at
// run time (docs/product.md: Screens and navigation). The custom tab bar renders from these atoms on H5 and in the mini-program,
// where WeChat's own setTabBarItem APIs do nothing for a custom bar.

export interface TabItem {
  pagePath: TabPage
  /** Message key of the default text; `text` overrides it once set. */
  textKey: MessageKey
  text?: string
  iconPath: string
  selectedIconPath: string
  visible: boolean
  /** Badge text; '' shows none. */
  badge: string
  redDot: boolean
}

const ICONS: Record<TabName, [string, string, MessageKey]> = {
  home: [homeIcon, homeActiveIcon, 'tab.home'],
  earn: [makemoneyIcon, makemoneyActiveIcon, 'tab.makemoney'],
  perks: [fuliIcon, fuliActiveIcon, 'tab.fuli'],
  orders: [orderIcon, orderActiveIcon, 'tab.order'],
  me: [meIcon, meActiveIcon, 'tab.me'],
}

export function defaultTabItems(): TabItem[] {
  return TAB_NAMES.map((name) => {
    const [iconPath, selectedIconPath, textKey] = ICONS[name]
    return { pagePath: PAGES[name].path, textKey, iconPath, selectedIconPath, visible: true, badge: '', redDot: false }
  })
}

export const tabItemsAtom = atom<TabItem[]>(defaultTabItems())
export const tabBarVisibleAtom = atom(true)
/** The selected tab: the first one initially (docs/product.md: Screens and navigation). */
export const selectedTabAtom = atom(0)

function update(index: number, patch: Partial<TabItem>): void {
  const items = appStore.get(tabItemsAtom)
  if (index < 0 || index >= items.length) throw new RangeError(`tab index ${index} out of range`)
  appStore.set(tabItemsAtom, items.map((item, i) => (i === index ? { ...item, ...patch } : item)))
}

export function setTabBarItem(index: number, patch: { text?: string; iconPath?: string; selectedIconPath?: string }): void {
  update(index, patch)
}

export function setTabItemVisible(index: number, visible: boolean): void {
  update(index, { visible })
}

export function setTabBarBadge(index: number, text: string): void {
  update(index, { badge: text, redDot: false })
}

export function removeTabBarBadge(index: number): void {
  update(index, { badge: '' })
}

export function showTabBarRedDot(index: number): void {
  update(index, { redDot: true, badge: '' })
}

export function hideTabBarRedDot(index: number): void {
  update(index, { redDot: false })
}

export function showTabBar(): void {
  appStore.set(tabBarVisibleAtom, true)
}

export function hideTabBar(): void {
  appStore.set(tabBarVisibleAtom, false)
}

/** Marks the tab of a route as selected (tab pages call it when they show). */
export function selectTab(route: string): void {
  const index = (TAB_PAGES as readonly string[]).indexOf(routeOf(route))
  if (index >= 0) appStore.set(selectedTabAtom, index)
}

export function resetTabBar(): void {
  appStore.set(tabItemsAtom, defaultTabItems())
  appStore.set(tabBarVisibleAtom, true)
  appStore.set(selectedTabAtom, 0)
}
