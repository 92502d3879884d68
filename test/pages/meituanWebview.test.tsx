import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import MeituanWebviewPage from '@/pages/order/meituan-webview'
import { writeClipboard as writeBrowserClipboard } from '@/lib/clipboard.h5'
import { browserTab, orderLink } from '@/features/freeMeal/platform'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, pageText, resetApp } from './helpers'
import { order } from './freeMealFixtures'

// Go order on the takeaway platform (/pages/order/meituan-webview?id=).
const testUtils = new TestUtils()

async function mountPage(id = '31') {
  Current.router = { path: '/pages/order/meituan-webview', params: { id } } as any
  await testUtils.mount(MeituanWebviewPage, {})
  await testUtils.act(() => flush(10))
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush(10)
  })
}

const toasts = (spy: jest.SpyInstance) => spy.mock.calls.map(([o]) => (o as { title: string }).title)

describe('go order on the platform', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    saveProfile({ token: 't' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('shows the shop, the amount to order and the platform to open', async () => {
    const api = fakeApi({ '/api/order/detail': order(31, { min_order_price: '30.00' }) })
    await mountPage()
    expect(api.calls('/api/order/detail')[0]).toMatchObject({ id: 31 })
    expect(pageText()).toContain('老凯里酸汤鱼')
    expect(document.querySelector('.go-order__amount')!.textContent).toBe('下单满 ¥30.00')
    expect(document.querySelector('.go-order__open')!.textContent).toBe('打开美团下单')
  })

  it('names Ele.me for its shops', async () => {
    const base = order(31)
    fakeApi({ '/api/order/detail': { ...base, shop: { ...base.shop, platform: 'ele', platform_url: 'https://h5.ele.me/shop/#id=7' } } })
    await mountPage()
    expect(document.querySelector('.go-order__open')!.textContent).toBe('打开饿了么下单')
  })

  it('copies the link with 复制成功, and says 复制失败 when the clipboard refuses', async () => {
    fakeApi({ '/api/order/detail': order(31) })
    const clip = jest.spyOn(Taro, 'setClipboardData')
      .mockImplementationOnce((() => Promise.resolve({ errMsg: 'setClipboardData:ok' })) as any)
      .mockImplementationOnce((() => Promise.reject(new Error('setClipboardData:fail'))) as any)
    await mountPage()
    await tap(document.querySelector('.go-order__copy')!)
    expect(clip).toHaveBeenCalledWith({ data: 'https://h5.waimai.meituan.com/waimai/mindex/menu?dpShopId=7' })
    await tap(document.querySelector('.go-order__copy')!)
    expect(toasts(spies.showToast)).toEqual(['复制成功', '复制失败'])
  })

  it('in the browser, copies through the clipboard API and refuses when nothing can copy', async () => {
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('NotAllowedError'))
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    try {
      await expect(writeBrowserClipboard('https://h5.ele.me/shop/#id=7')).resolves.toBeUndefined()
      expect(writeText).toHaveBeenCalledWith('https://h5.ele.me/shop/#id=7')
      // refused, and jsdom cannot select-and-copy either
      await expect(writeBrowserClipboard('x')).rejects.toThrow()
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard
    }
  })

  it('已下单 goes back to the proof page it came from, or opens it in its place', async () => {
    fakeApi({ '/api/order/detail': order(31) })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    const back = jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    await mountPage()
    await tap(document.querySelector('.go-order__done')!)
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/order/voucher?id=31' })
    ;(Taro.getCurrentPages as unknown as jest.SpyInstance).mockImplementation(() => [
      { route: 'pages/order/voucher', options: { id: '31' } },
      { route: 'pages/order/meituan-webview', options: { id: '31' } },
    ])
    await tap(document.querySelector('.go-order__done')!)
    expect(back).toHaveBeenCalledWith({ delta: 1 })
    expect(redirect).toHaveBeenCalledTimes(1)
  })

  it('says when the shop has no link to order from', async () => {
    const base = order(31)
    fakeApi({ '/api/order/detail': { ...base, shop: { ...base.shop, platform_url: '' } } })
    await mountPage()
    expect(document.querySelector('.go-order__open')).toBeNull()
    expect(pageText()).toContain('该店铺暂无下单链接')
  })

  describe('opening the platform', () => {
    // in development the server answers its stand-in of the platform's shop page (docs/server.md)
    const STAND_IN = 'http://127.0.0.1:3000/dev/cps/shop/7'
    const withLink = (platform_url: string) => {
      const base = order(31)
      return { ...base, shop: { ...base.shop, platform_url } }
    }

    it('leaves the H5 app for exactly the link the server answers: in development its stand-in of the shop page', async () => {
      fakeApi({ '/api/order/detail': withLink(STAND_IN) })
      const open = jest.spyOn(browserTab, 'open').mockImplementation(() => undefined)
      await mountPage()
      await tap(document.querySelector('.go-order__open')!)
      expect(open).toHaveBeenCalledWith(STAND_IN)
    })

    it('in production, the shop’s page on the platform', async () => {
      fakeApi({ '/api/order/detail': order(31) })
      const open = jest.spyOn(browserTab, 'open').mockImplementation(() => undefined)
      await mountPage()
      await tap(document.querySelector('.go-order__open')!)
      expect(open).toHaveBeenCalledWith('https://h5.waimai.meituan.com/waimai/mindex/menu?dpShopId=7')
    })

    it('in the mini-program, opens the link in a web view', async () => {
      fakeApi({ '/api/order/detail': withLink(STAND_IN) })
      const open = jest.spyOn(browserTab, 'open').mockImplementation(() => undefined)
      const env = process.env.TARO_ENV
      process.env.TARO_ENV = 'weapp'
      try {
        await mountPage()
        await tap(document.querySelector('.go-order__open')!)
      } finally {
        process.env.TARO_ENV = env
      }
      expect(open).not.toHaveBeenCalled()
      const view = document.querySelector('taro-web-view-core, .taro-web-view, iframe')
      expect(view?.getAttribute('src')).toBe(STAND_IN)
    })

    it('opens only http(s) links: anything else counts as no link', async () => {
      expect(orderLink(' https://h5.ele.me/shop/#id=7 ')).toBe('https://h5.ele.me/shop/#id=7')
      expect(orderLink(STAND_IN)).toBe(STAND_IN)
      for (const bad of ['javascript:alert(1)', '/dev/cps/shop/7', 'meituan://shop?id=7', '', null]) expect(orderLink(bad)).toBeNull()
      fakeApi({ '/api/order/detail': withLink('javascript:alert(1)') })
      await mountPage()
      expect(document.querySelector('.go-order__open')).toBeNull()
      expect(pageText()).toContain('该店铺暂无下单链接')
    })
  })
})
