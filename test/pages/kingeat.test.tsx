import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import KingeatPage from '@/pages/kingeat/kingeat'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'
import { freezeClock, mtShop, refuseNext } from './freeMealFixtures'

// The free-meal list (/pages/kingeat/kingeat): shop/mt_list near the user, filters, deal states.
const testUtils = new TestUtils()

const pageOf = (list: unknown[], more = false, page = 1) => ({ list, more, page, limit: 10 })

async function mountList() {
  await testUtils.mount(KingeatPage, {})
  await testUtils.act(() => flush(10))
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush(10)
  })
}

const cards = () => Array.from(document.querySelectorAll('.deal-card:not(.deal-card--skeleton)'))

describe('free-meal list', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    Current.router = { path: '/pages/kingeat/kingeat', params: {} } as any
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('lists the deals near the default city with price, rebate, slots and the running countdown', async () => {
    freezeClock('2026-05-01 13:58:30')
    const api = fakeApi({
      '/api/shop/mt_list': pageOf([mtShop(1, { name: '老凯里酸汤鱼', order_price: '25.00', rebate: '20.00', quota_left: 3 }), mtShop(2, { quota_left: 0, platform: 'ele' })]),
    })
    await mountList()
    // location refused in the test browser: Guiyang stands in
    expect(api.calls('/api/shop/mt_list')[0]).toMatchObject({ page: 1, limit: 10, sort: 'distance', latitude: 26.647661, longitude: 106.630153 })
    expect(api.calls('/api/shop/mt_list')[0].platform).toBeUndefined()
    expect(pageText()).toContain('下单后上传凭证，返利到钱包')
    const [first, second] = cards()
    expect(first.textContent).toContain('老凯里酸汤鱼')
    expect(first.textContent).toContain('美团')
    expect(first.textContent).toContain('实付 ¥25.00')
    expect(first.textContent).toContain('返¥20.00')
    expect(first.textContent).toContain('剩3份')
    expect(first.textContent).toContain('进行中 · 距结束 01:30')
    expect(first.querySelector('.deal-card__grab')!.textContent).toBe('抢')
    expect(second.textContent).toContain('饿了么')
    expect(second.querySelector('.deal-card__grab')!.textContent).toBe('已抢完')
    expect(second.querySelector('.deal-card__grab')!.getAttribute('aria-disabled')).toBe('true')
  })

  it('shows when the deal opens before the window and that it is over after the last one', async () => {
    freezeClock('2026-05-01 08:15:00')
    fakeApi({ '/api/shop/mt_list': pageOf([mtShop(1, { quota_left: 0 })]) })
    await mountList()
    expect(cards()[0].textContent).toContain('即将开抢 · 10:30')
    expect(cards()[0].textContent).not.toContain('已抢完')
    expect(cards()[0].querySelector('.deal-card__grab')!.getAttribute('aria-disabled')).toBe('true')
    jest.setSystemTime(new Date('2026-05-01T13:00:00Z')) // 21:00 in Shanghai
    await testUtils.act(() => new Promise((r) => setTimeout(r, 1100)))
    expect(cards()[0].textContent).toContain('今日已结束')
  })

  it('before a window opens the card says how many slots it releases, not the 0 released so far', async () => {
    freezeClock('2026-05-01 08:15:00')
    fakeApi({
      '/api/shop/mt_list': pageOf([
        mtShop(1, { quota_total: 0, quota_left: 0, quota_next: 10 }),
        // between the windows with the morning slots gone: the afternoon's
        mtShop(2, { quota_total: 10, quota_left: 0, quota_next: 6, am_start_time: '06:00:00', am_end_time: '08:00:00' }),
      ]),
    })
    await mountList()
    const [first, second] = cards()
    // the phase line says when (即将开抢 · 10:30); the count line says how many
    expect(first.querySelector('.deal-card__quota')!.textContent).toBe('本场10份')
    expect(first.textContent).toContain('10:30')
    expect(first.textContent).not.toContain('剩0份')
    expect(first.textContent).not.toContain('已抢完')
    expect(second.querySelector('.deal-card__quota')!.textContent).toBe('本场6份')
    expect(second.textContent).toContain('17:00')
  })

  it('counts down on the server clock of the answer, not the phone clock', async () => {
    freezeClock('2026-05-01 08:15:00') // the phone is hours behind
    fakeApi({ '/api/shop/mt_list': { ...pageOf([mtShop(1)]), server_time: '2026-05-01 13:58:30' } })
    await mountList()
    expect(cards()[0].textContent).toContain('进行中 · 距结束 01:30')
  })

  it('filters by platform and sorts by rebate, asking again each time', async () => {
    freezeClock('2026-05-01 12:00:00')
    const api = fakeApi({ '/api/shop/mt_list': (body) => pageOf([mtShop(body.platform === 'ele' ? 9 : 1)]) })
    await mountList()
    const tabs = Array.from(document.querySelectorAll('.kingeat-filter__platform'))
    expect(tabs.map((t) => t.textContent)).toEqual(['全部', '美团', '饿了么'])
    await tap(tabs[2])
    expect(api.calls('/api/shop/mt_list').at(-1)).toMatchObject({ platform: 'ele', sort: 'distance', page: 1 })
    expect(cards()[0].textContent).toContain('霸王餐店9')
    await tap(document.querySelectorAll('.kingeat-filter__sort')[1])
    expect(api.calls('/api/shop/mt_list').at(-1)).toMatchObject({ platform: 'ele', sort: 'rebate', page: 1 })
  })

  it('loads the next page at the bottom of the list', async () => {
    freezeClock('2026-05-01 12:00:00')
    const api = fakeApi({
      '/api/shop/mt_list': (body) =>
        body.page === 1 ? pageOf(Array.from({ length: 10 }, (_, i) => mtShop(i + 1)), true) : pageOf([mtShop(11), mtShop(12)], false, 2),
    })
    await mountList()
    expect(cards()).toHaveLength(10)
    await tap(document.querySelector('.kingeat__footer')!)
    expect(api.calls('/api/shop/mt_list')[1]).toMatchObject({ page: 2 })
    expect(cards()).toHaveLength(12)
    expect(document.querySelector('.kingeat__footer')!.textContent).toBe('没有更多了')
  })

  it('opens the shop on a card, and the grab button asks to log in first', async () => {
    freezeClock('2026-05-01 12:00:00')
    fakeApi({ '/api/shop/mt_list': pageOf([mtShop(5)]) })
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: false, cancel: true })) as any)
    await mountList()
    await tap(cards()[0])
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/shopdetail/shopdetail?id=5'])
    await tap(cards()[0].querySelector('.deal-card__grab')!)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '温馨提示', content: '您还未登录，是否去登录？' }))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/shopdetail/shopdetail?id=5'])
  })

  it('logged in, the grab button goes straight to the confirmation page', async () => {
    freezeClock('2026-05-01 12:00:00')
    saveProfile({ token: 't' })
    fakeApi({ '/api/shop/mt_list': pageOf([mtShop(5)]) })
    await mountList()
    await tap(cards()[0].querySelector('.deal-card__grab')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/ordersubmit/ordersubmit?shop_id=5'])
  })

  it('shows the empty state, and a failed load with a retry', async () => {
    const api = fakeApi({ '/api/shop/mt_list': pageOf([]) })
    refuseNext(api.spy, '服务繁忙')
    await mountList()
    expect(pageText()).toContain('霸王餐加载失败')
    expect(pageText()).toContain('服务繁忙')
    expect(spies.showToast).not.toHaveBeenCalled()
    await tap(document.querySelector('.kingeat__retry')!)
    expect(api.calls('/api/shop/mt_list')).toHaveLength(2)
    expect(document.querySelector('.kingeat__state--empty .nut-empty-title')!.textContent).toBe('附近暂无霸王餐')
  })
})
