import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import TabBar from '@/components/TabBar'
import { hideTabBar, selectTab, setTabBarBadge, setTabBarItem, setTabItemVisible, showTabBarRedDot } from '@/lib/tabBar'

// The custom tab bar draws the tab-bar module's state and switches tabs (docs/product.md: Screens and navigation).
const testUtils = new TestUtils()
const items = () => [...document.querySelectorAll('.tab-bar__item')] as HTMLElement[]
const texts = () => items().map((i) => i.querySelector('.tab-bar__text')!.textContent)

describe('TabBar', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows the five tabs with the first selected, and its selected icon', async () => {
    await testUtils.mount(TabBar, {})
    expect(texts()).toEqual(['首页', '赚钱', '福利', '订单', '我的'])
    expect(items()[0].getAttribute('aria-selected')).toBe('true')
    expect(items()[0].className).toContain('tab-bar__item--active')
    expect(items()[1].className).not.toContain('tab-bar__item--active')
  })

  it('switches tab on a tap', async () => {
    const spy = jest.spyOn(Taro, 'switchTab').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    await testUtils.mount(TabBar, {})
    await testUtils.act(async () => { testUtils.fireEvent.click(items()[3]) })
    expect(spy).toHaveBeenCalledWith({ url: '/pages/order/order' })
  })

  it('follows run-time changes: text, badge, red dot, visibility, selection, hiding', async () => {
    await testUtils.mount(TabBar, {})
    await testUtils.act(async () => {
      setTabBarItem(0, { text: '逛逛' })
      setTabBarBadge(3, '3')
      showTabBarRedDot(4)
      setTabItemVisible(2, false)
      selectTab('/pages/me/me')
    })
    expect(texts()).toEqual(['逛逛', '赚钱', '订单', '我的'])
    expect(items()[2].querySelector('.tab-bar__badge')!.textContent).toBe('3')
    expect(items()[3].querySelector('.tab-bar__dot')).not.toBeNull()
    expect(items()[3].getAttribute('aria-selected')).toBe('true')
    await testUtils.act(async () => { hideTabBar() })
    expect(document.querySelector('.tab-bar')).toBeNull()
  })
})
