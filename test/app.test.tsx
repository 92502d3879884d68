import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { waitFor } from '@tarojs/test-utils-dom'
import { createTaro4App } from './helpers/taro4App'

// The real app.config and pages, mounted as the H5 build mounts them.
const testUtils = new TestUtils()
const visible = (selector: string) =>
  [...document.querySelectorAll(selector)].filter((el) => (el.closest('.taro_page') as HTMLElement | null)?.style.display !== 'none') as HTMLElement[]

describe('the app', () => {
  beforeAll(() => jest.spyOn(Taro, 'request').mockImplementation(() => Promise.reject({ errMsg: 'request:fail no server in this test' }) as any))
  afterAll(() => jest.restoreAllMocks())

  it('boots on the home tab, switches tabs, and opens a sub-package page with its title', async () => {
    await createTaro4App()
    await testUtils.queries.waitForQuerySelector('.tab-bar__item')
    const tabs = visible('.tab-bar__item')
    expect(tabs.map((t) => t.textContent)).toEqual(['首页', '赚钱', '福利', '订单', '我的'])
    expect(tabs[0].getAttribute('aria-selected')).toBe('true')

    await testUtils.act(async () => { testUtils.fireEvent.click(tabs[2]) })
    await waitFor(() => expect(window.location.hash).toBe('#/pages/fuli/fuli'))
    // every mounted tab page draws the same tab-bar state
    await waitFor(() =>
      expect([...new Set(visible('.tab-bar__item[aria-selected="true"]').map((t) => t.textContent))]).toEqual(['福利']))

    await testUtils.act(async () => { await Taro.navigateTo({ url: '/pages_gold/index_gold' }) })
    await waitFor(() => expect(window.location.hash).toBe('#/pages_gold/index_gold'))
    await waitFor(() => expect(visible('.nav-bar__title').map((t) => t.textContent)).toContain('金币兑换'))
  })
})
