import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import OrdersubmitPage from '@/pages/ordersubmit/ordersubmit'
import { saveProfile, userInfoAtom } from '@/store/session'
import { appStore } from '@/store/persisted'
import type { UserInfo } from '@api-types/user'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'
import { freezeClock, order, refuseNext, shopDetail } from './freeMealFixtures'

// Grab confirmation (/pages/ordersubmit/ordersubmit?shop_id=).
const testUtils = new TestUtils()

async function mountPage(shopId = '7') {
  Current.router = { path: '/pages/ordersubmit/ordersubmit', params: { shop_id: shopId } } as any
  await testUtils.mount(OrdersubmitPage, {})
  await testUtils.act(() => flush(10))
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush(10)
  })
}

const grabButton = () => document.querySelector('.order-submit__grab') as HTMLElement

describe('grab confirmation', () => {
  let spies: ReturnType<typeof resetApp>
  let redirectTo: jest.SpyInstance
  beforeEach(() => {
    spies = resetApp()
    redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'redirectTo:ok' })) as any)
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('shows the deal, the steps and the rules, counting down from the server clock', async () => {
    // the phone's clock is 5 minutes slow: the countdown follows the server's time
    freezeClock('2026-05-01 11:55:00')
    const api = fakeApi({ '/api/shop/detail': shopDetail({}, { server_time: '2026-05-01 12:00:00' }) })
    await mountPage()
    expect(api.calls('/api/shop/detail')[0]).toMatchObject({ id: 7 })
    const text = pageText()
    expect(text).toContain('老凯里酸汤鱼')
    expect(text).toContain('实付¥25.00')
    expect(text).toContain('返现¥20.00')
    expect(text).toContain('订单满¥25.00')
    expect(text).toContain('下单平台美团')
    expect(text).toContain('3 / 10 份')
    expect(text).toContain('进行中 · 距结束 2:00:00')
    expect(text).toContain('①抢名额②30分钟内去平台下单③上传订单截图④审核通过返现到钱包')
    expect(text).toContain('每人每天每店限抢1单')
    expect(grabButton().textContent).toBe('确认抢购')
  })

  it('a member is shown the member rebate the server will credit them (my_rebate)', async () => {
    saveProfile({ token: 't' })
    appStore.set(userInfoAtom, { id: 5, is_vip: true } as UserInfo)
    fakeApi({ '/api/shop/detail': shopDetail({}, { member_rebate: '23.00', my_rebate: '23.00' }) })
    await mountPage()
    expect(pageText()).toContain('会员返现¥23.00')
  })

  it('grabs a slot and opens its proof page with a toast', async () => {
    freezeClock('2026-05-01 12:00:00')
    saveProfile({ token: 't' })
    const api = fakeApi({ '/api/shop/detail': shopDetail(), '/api/order/grab': order(31) })
    await mountPage()
    await tap(grabButton())
    expect(api.calls('/api/order/grab')[0]).toMatchObject({ shop_id: 7 })
    expect(spies.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '抢购成功，请在30分钟内下单' }))
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/order/voucher?id=31' })
  })

  it('a refusal shows the server message once, stays on the page and reloads the deal', async () => {
    freezeClock('2026-05-01 12:00:00')
    saveProfile({ token: 't' })
    let left = 1
    const api = fakeApi({ '/api/shop/detail': () => shopDetail({}, { quota_left: left }) })
    await mountPage()
    left = 0
    refuseNext(api.spy, '名额已抢完')
    await tap(grabButton())
    expect(api.calls('/api/order/grab')).toHaveLength(1)
    const toasts = spies.showToast.mock.calls.map(([o]) => (o as { title: string }).title)
    expect(toasts).toEqual(['名额已抢完'])
    expect(redirectTo).not.toHaveBeenCalled()
    expect(api.calls('/api/shop/detail')).toHaveLength(2)
    expect(grabButton().textContent).toBe('已抢完')
    expect(grabButton().className).toContain('disabled')
  })

  it('logged out, asks to log in before grabbing and sends nothing', async () => {
    freezeClock('2026-05-01 12:00:00')
    const api = fakeApi({ '/api/shop/detail': shopDetail() })
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as any)
    await mountPage()
    await tap(grabButton())
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '您还未登录，是否去登录？' }))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login'])
    expect(api.calls('/api/order/grab')).toHaveLength(0)
  })

  it('offers the order already grabbed today instead of another grab', async () => {
    freezeClock('2026-05-01 12:00:00')
    saveProfile({ token: 't' })
    fakeApi({ '/api/shop/detail': shopDetail({}, { my_order: { id: 12, status: 'reserved' } }) })
    await mountPage()
    expect(grabButton()).toBeNull()
    expect(pageText()).toContain('你今天已抢到这家店的名额')
    await tap(document.querySelector('.order-submit__mine .nut-button')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/order/voucher?id=12'])
  })

  it('outside the windows the button says when it opens or that the day is over', async () => {
    freezeClock('2026-05-01 09:00:00')
    fakeApi({ '/api/shop/detail': shopDetail({}, { server_time: '2026-05-01 09:00:00', quota_left: 0 }) })
    await mountPage()
    expect(grabButton().textContent).toBe('即将开抢 · 10:30')
    expect(grabButton().className).toContain('disabled')
  })

  it('before a window opens the slots row shows what it releases, not the 0 released so far', async () => {
    freezeClock('2026-05-01 09:00:00')
    fakeApi({ '/api/shop/detail': shopDetail({}, { server_time: '2026-05-01 09:00:00', quota_total: 0, quota_left: 0, quota_next: 10 }) })
    await mountPage()
    const row = document.querySelector('.order-submit__quota')!.parentElement!
    expect(row.textContent).toBe('名额10:30开抢 · 本场10份')
    expect(pageText()).not.toContain('0 / 0')
    testUtils.unmout()

    // inside a window the released slots show as before
    freezeClock('2026-05-01 12:00:00')
    fakeApi({ '/api/shop/detail': shopDetail({}, { quota_next: 8 }) })
    await mountPage()
    expect(document.querySelector('.order-submit__quota')!.parentElement!.textContent).toBe('今日剩余3 / 10 份')
  })

  it('a shop without a deal, or a failed load, says so', async () => {
    fakeApi({ '/api/shop/detail': shopDetail({}, null) })
    await mountPage()
    expect(grabButton().textContent).toBe('该店铺暂无霸王餐活动')
    await mountPage('abc')
    expect(pageText()).toContain('活动加载失败')
    expect(pageText()).toContain('店铺不存在')
  })
})
