import { appStore } from '@/store/persisted'
import {
  hideTabBar, hideTabBarRedDot, removeTabBarBadge, selectedTabAtom, selectTab, setTabBarBadge, setTabBarItem,
  setTabItemVisible, showTabBar, showTabBarRedDot, tabBarVisibleAtom, tabItemsAtom,
} from '@/lib/tabBar'

// The one module through which tab items change at run time (docs/product.md: Screens and navigation).
const item = (i: number) => appStore.get(tabItemsAtom)[i]

describe('tab bar state', () => {
  it('starts with five visible items, the first selected', () => {
    expect(appStore.get(tabItemsAtom).map((t) => t.textKey)).toEqual(['tab.home', 'tab.makemoney', 'tab.fuli', 'tab.order', 'tab.me'])
    expect(appStore.get(tabItemsAtom).every((t) => t.visible && !t.badge && !t.redDot)).toBe(true)
    expect(appStore.get(selectedTabAtom)).toBe(0)
  })

  it('changes an item text and icons', () => {
    setTabBarItem(1, { text: '赚大钱', iconPath: '/a.png', selectedIconPath: '/b.png' })
    expect(item(1)).toMatchObject({ text: '赚大钱', iconPath: '/a.png', selectedIconPath: '/b.png' })
    expect(item(0).text).toBeUndefined()
  })

  it('a badge and a red dot replace each other', () => {
    setTabBarBadge(3, '2')
    expect(item(3)).toMatchObject({ badge: '2', redDot: false })
    showTabBarRedDot(3)
    expect(item(3)).toMatchObject({ badge: '', redDot: true })
    hideTabBarRedDot(3)
    setTabBarBadge(3, '9+')
    removeTabBarBadge(3)
    expect(item(3)).toMatchObject({ badge: '', redDot: false })
  })

  it('hides and shows items and the whole bar', () => {
    setTabItemVisible(2, false)
    expect(item(2).visible).toBe(false)
    hideTabBar()
    expect(appStore.get(tabBarVisibleAtom)).toBe(false)
    showTabBar()
    expect(appStore.get(tabBarVisibleAtom)).toBe(true)
  })

  it('refuses an index out of range', () => {
    expect(() => setTabBarBadge(5, '1')).toThrow(RangeError)
  })

  it('selects the tab of a route', () => {
    selectTab('/pages/order/order')
    expect(appStore.get(selectedTabAtom)).toBe(3)
    selectTab('/pagesme/message')
    expect(appStore.get(selectedTabAtom)).toBe(3)
  })
})
