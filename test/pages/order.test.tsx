import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import OrderPage from '@/pages/order/order'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'
import { NO_COUNTS, freezeClock, order, refuseNext } from './freeMealFixtures'

const testUtils = new TestUtils()

const pageOf = (list: unknown[], total = list.length, counts = NO_COUNTS) => ({ list, total, page: 1, limit: 10, counts })
const cards = () => Array.from(document.querySelectorAll('.order-card:not(.order-card--skeleton)'))

async function mountOrders() {
  await testUtils.mount(OrderPage, {})
  await testUtils.act(() => flush(10))
}

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
    jest.useRealTimers()
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
    const api = fakeApi({ '/api/order/lists': pageOf([]) })
    await testUtils.mount(OrderPage, {})
    await testUtils.act(() => flush(10))
    await testUtils.queries.waitForQuerySelector('.order-state--empty')
    expect(pageText()).toContain('暂无订单')
    expect(pageText()).not.toContain('登录后查看订单')
    await tap(document.querySelectorAll('.order-tabs__tab')[2])
    expect(document.querySelectorAll('.order-tabs__tab')[2].getAttribute('aria-selected')).toBe('true')
    expect(document.querySelector('.order-state__title')!.textContent).toBe('暂无“审核中”的订单')
    await tap(document.querySelector('.order-state__btn')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/kingeat/kingeat'])
    expect(api.calls('/api/order/lists').map((b) => b.status)).toEqual([undefined, 'uploaded'])
  })

  it('loads the orders of each filter with the counts on the tabs', async () => {
    freezeClock('2026-05-01 12:10:00')
    saveProfile({ token: 't' })
    const counts = { ...NO_COUNTS, reserved: 1, approved: 2, expired: 1 }
    const api = fakeApi({
      '/api/order/lists': (body) =>
        body.status === 'approved'
          ? pageOf([order(2, { status: 'approved' }), order(3, { status: 'approved' })], 2, counts)
          : pageOf([order(1), order(2, { status: 'approved' }), order(3, { status: 'approved' }), order(4, { status: 'expired' })], 4, counts),
    })
    await mountOrders()
    expect(api.calls('/api/order/lists')[0]).toMatchObject({ page: 1, limit: 10 })
    expect(api.calls('/api/order/lists')[0].status).toBeUndefined()
    const tabs = Array.from(document.querySelectorAll('.order-tabs__tab'))
    expect(tabs.map((tab) => tab.querySelector('.order-tabs__count')?.textContent ?? '')).toEqual(['4', '1', '', '2', '', '1', ''])
    expect(cards()).toHaveLength(4)
    await tap(tabs[3])
    expect(api.calls('/api/order/lists').at(-1)).toMatchObject({ status: 'approved', page: 1 })
    expect(cards().map((c) => c.getAttribute('data-status'))).toEqual(['approved', 'approved'])
  })

  it('gives each state its chip and action', async () => {
    freezeClock('2026-05-01 12:10:00')
    saveProfile({ token: 't' })
    fakeApi({
      '/api/order/lists': pageOf([
        order(1, { shop: { ...order(1).shop, id: 7 } }),
        order(2, { status: 'uploaded' }),
        order(3, { status: 'approved', rebate: '18.50' }),
        order(4, { status: 'rejected', reject_reason: '订单号与截图不符' }),
        order(5, { status: 'expired', shop: { ...order(5).shop, id: 9 } }),
        order(6, { status: 'cancelled' }),
      ]),
    })
    await mountOrders()
    const [reserved, uploaded, approved, rejected, expired, cancelled] = cards()
    expect(reserved.querySelector('.order-card__chip')!.textContent).toBe('待上传凭证')
    expect(reserved.querySelector('.order-card__chip')!.className).toContain('--orange')
    expect(reserved.textContent).toContain('实付 ¥25.00')
    expect(reserved.textContent).toContain('返 ¥20.00')
    expect(reserved.textContent).toContain('抢单时间 05-01 12:00')
    // the server said 12:00 and the slot ends 12:30; the phone's own clock does not matter
    expect(reserved.querySelector('.order-card__countdown')!.textContent).toBe('请在 30:00 内上传凭证')
    expect(uploaded.querySelector('.order-card__note')!.textContent).toBe('审核中')
    expect(approved.querySelector('.order-card__chip')!.className).toContain('--green')
    expect(approved.textContent).toContain('已返现 ¥18.50')
    expect(rejected.textContent).toContain('原因：订单号与截图不符')
    expect(cancelled.querySelector('.order-card__chip')!.textContent).toBe('已取消')
    await tap(reserved.querySelector('.order-card__upload')!)
    await tap(expired.querySelector('.order-card__regrab')!)
    await tap(uploaded)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/order/voucher?id=1', '/pages/shopdetail/shopdetail?id=9', '/pages/order/voucher?id=2'])
  })

  it('cancels a reservation after confirming and shows the list again', async () => {
    freezeClock('2026-05-01 12:10:00')
    saveProfile({ token: 't' })
    let cancelled = false
    const api = fakeApi({
      '/api/order/lists': () => pageOf([order(1, { status: cancelled ? 'cancelled' : 'reserved' })]),
      '/api/order/cancel': () => {
        cancelled = true
        return order(1, { status: 'cancelled' })
      },
    })
    jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as any)
    await mountOrders()
    await tap(cards()[0].querySelector('.order-card__cancel')!)
    expect(api.calls('/api/order/cancel')[0]).toMatchObject({ id: 1 })
    expect(cards()[0].querySelector('.order-card__chip')!.textContent).toBe('已取消')
  })

  it('pages through the orders', async () => {
    freezeClock('2026-05-01 12:10:00')
    saveProfile({ token: 't' })
    const api = fakeApi({
      '/api/order/lists': (body) =>
        body.page === 1 ? pageOf(Array.from({ length: 10 }, (_, i) => order(i + 1, { status: 'approved' })), 11) : pageOf([order(11, { status: 'approved' })], 11),
    })
    await mountOrders()
    expect(cards()).toHaveLength(10)
    await tap(document.querySelector('.order-list__footer')!)
    expect(api.calls('/api/order/lists')[1]).toMatchObject({ page: 2, limit: 10 })
    expect(cards()).toHaveLength(11)
    expect(document.querySelector('.order-list__footer')!.textContent).toBe('没有更多了')
  })

  it('a failed load offers a retry', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ '/api/order/lists': pageOf([order(1, { status: 'approved' })]) })
    refuseNext(api.spy, '系统繁忙')
    await mountOrders()
    expect(pageText()).toContain('订单加载失败')
    await tap(document.querySelector('.order-state--error .order-state__btn')!)
    expect(cards()).toHaveLength(1)
  })
})
