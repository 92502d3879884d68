import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import OrderPage from '@/pages/order/order'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'

const testUtils = new TestUtils()

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush()
  })
}

describe('order tab', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })

  it('shows the seven status filters and, logged out, a login prompt that opens the login page', async () => {
    const api = fakeApi()
    await testUtils.mount(OrderPage, {})
    const tabs = await testUtils.queries.waitForQuerySelectorAll('.order-tabs__tab')
    expect(Array.from(tabs as NodeListOf<Element>).map((tab) => tab.textContent)).toEqual(['全部', '待上传凭证', '审核中', '已通过', '未通过', '已过期', '已取消'])
    expect((tabs as NodeListOf<Element>)[0].getAttribute('aria-selected')).toBe('true')
    expect(pageText()).toContain('登录后查看订单')
    await tap(document.querySelector('.order-state--guest .order-state__btn')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login'])
    expect(api.spy).not.toHaveBeenCalled()
  })

  it('logged in: the empty state follows the filter and leads to the free meals', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi()
    await testUtils.mount(OrderPage, {})
    await testUtils.queries.waitForQuerySelector('.order-state--empty')
    expect(pageText()).toContain('暂无订单')
    expect(pageText()).not.toContain('登录后查看订单')
    await tap(document.querySelectorAll('.order-tabs__tab')[2])
    expect(document.querySelectorAll('.order-tabs__tab')[2].getAttribute('aria-selected')).toBe('true')
    expect(document.querySelector('.order-state__title')!.textContent).toBe('暂无“审核中”的订单')
    await tap(document.querySelector('.order-state__btn')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/kingeat/kingeat'])
    // there is no order-list call in the spec yet: the tab asks the server nothing
    expect(api.spy).not.toHaveBeenCalled()
  })
})
