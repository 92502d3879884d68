import './helpers'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import OrderPage from '@/pages_gold/order'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, serverSays } from './helpers'
import { freshEachTest } from './goldTestKit'
import { GOLD, packOrder, paged, record, shanghaiIn } from './goldFixtures'
import { showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'

// 兑换记录 (pages_gold/order): the user's redemptions and gold pack orders, paged, with their states.
const mockShown: (() => void)[] = []
const mockBottom: (() => void)[] = []
jest.mock('@tarojs/taro', () => {
  const mocked = jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown)
  return { ...mocked, useReachBottom: (callback: () => void) => mockBottom.push(callback) }
})

async function mount(params: Record<string, string> = {}) {
  Current.router = { path: '/pages_gold/order', params } as any
  await testUtils.mount(OrderPage, {})
  await testUtils.act(() => flush(10))
}
const $ = (selector: string) => document.querySelector(selector)
const $$ = (selector: string) => Array.from(document.querySelectorAll(selector))
const text = (selector: string) => ($(selector)?.textContent ?? '').trim()
const tab = (label: string) => $$('.order-tabs__tab').find((el) => el.textContent?.includes(label))
async function reachBottom() {
  await testUtils.act(async () => {
    mockBottom.forEach((callback) => callback())
    await flush(10)
  })
}

/** `n` redemptions, newest first, served `limit` a page. */
function recordsPages(n: number) {
  const all = Array.from({ length: n }, (_, i) => record(n - i, { title: `记录${n - i}` }))
  return (body: Record<string, unknown>) => {
    const page = Number(body.page) || 1
    const limit = Number(body.limit) || 10
    return paged(all.slice((page - 1) * limit, page * limit), n, page, limit)
  }
}

describe('兑换记录', () => {
  const app = freshEachTest(mockShown)
  beforeEach(() => {
    mockBottom.length = 0
  })

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = fakeApi({ [GOLD.RECORDS]: paged([]) })
    await mount()
    expect(pageText()).toContain('登录后查看兑换记录')
    expect(api.calls(GOLD.RECORDS)).toHaveLength(0)
    await tap($('.order-state__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('lists the redemptions: what each cost and granted, when; a coupon links to 红包卡券', async () => {
    saveProfile({ token: 't' })
    fakeApi({
      [GOLD.RECORDS]: paged([
        record(3, { title: '1元现金', gold_spent: 1000, amount: '1.00', create_time: '2026-03-10 10:33:00' }),
        record(2, { type: 2, title: '满20减5红包', gold_spent: 500, amount: '5.00' }),
        record(1, { type: 1, title: '3天会员', gold_spent: 800, days: 3, amount: undefined }),
      ]),
    })
    await mount()
    expect(tab('兑换记录')!.getAttribute('aria-selected')).toBe('true')
    const rows = $$('.gold-record')
    expect(rows.map((r) => r.querySelector('.gold-record__title')!.textContent)).toEqual(['1元现金', '满20减5红包', '3天会员'])
    expect(rows.map((r) => r.querySelector('.gold-record__grant')!.textContent)).toEqual([
      '¥1.00已存入钱包', '¥5.00优惠券，已放入红包卡券', '+3天会员',
    ])
    expect(rows.map((r) => r.querySelector('.gold-record__gold')!.textContent)).toEqual(['-1000金币', '-500金币', '-800金币'])
    expect(rows[0].querySelector('.gold-record__time')!.textContent).toBe('2026-03-10 10:33:00')
    expect(rows.map((r) => r.querySelector('.gold-record__icon')!.textContent)).toEqual(['现金', '优惠券', '会员'])
    expect(text('.gold-orders__footer')).toBe('没有更多了')
    await tap(rows[1].querySelector('.gold-record__link'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pagesme/red_bag'])
  })

  it('pages ten at a time at the page bottom, without repeating rows', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [GOLD.RECORDS]: recordsPages(13) })
    await mount()
    expect($$('.gold-record')).toHaveLength(10)
    expect(text('.gold-orders__footer')).toBe('加载更多')
    await reachBottom()
    expect(api.calls(GOLD.RECORDS).map((b) => b.page)).toEqual([1, 2])
    expect($$('.gold-record__title').map((el) => el.textContent)).toEqual(Array.from({ length: 13 }, (_, i) => `记录${13 - i}`))
    expect(text('.gold-orders__footer')).toBe('没有更多了')
    await reachBottom()
    expect(api.calls(GOLD.RECORDS)).toHaveLength(2)
  })

  it('lists the gold pack orders with their state; a pending one can still be paid', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({
      [GOLD.RECORDS]: paged([]),
      [GOLD.ORDERS]: paged([
        packOrder(3, { order_no: 'GD2026031000000003', pay_type: 2, status: 'pending', expire_time: shanghaiIn(10), pay_time: null }),
        packOrder(2, { status: 'expired', pay_type: 1, pay_time: null }),
        packOrder(1, { title: '100金币', gold: 100, bonus_gold: 0, amount: '1.00' }),
      ]),
    })
    await mount()
    expect(text('.nav-bar__title')).toBe('兑换记录')
    await tap(tab('充值记录'))
    expect(api.calls(GOLD.ORDERS)).toEqual([expect.objectContaining({ page: 1, limit: 10 })])
    const cards = $$('.gold-order')
    expect(cards.map((c) => c.querySelector('.gold-order__chip')!.textContent)).toEqual(['待支付', '已过期', '已支付'])
    expect(cards.map((c) => c.querySelector('.gold-order__gold-value')!.textContent)).toEqual(['660金币', '660金币', '100金币'])
    expect(cards.map((c) => c.querySelector('.gold-order__amount')!.textContent)).toEqual(['¥6.00', '¥6.00', '¥1.00'])
    expect(cards[0].querySelector('.gold-order__bonus')!.textContent).toBe('赠60')
    expect(cards[2].querySelector('.gold-order__bonus')).toBeNull()
    expect(cards[0].querySelector('.gold-order__pay .gold-order__value')!.textContent).toBe('支付宝')
    expect(cards[2].querySelector('.gold-order__paid .gold-order__value')!.textContent).toBe('2026-03-10 10:30:02')
    expect(cards[1].querySelector('.gold-order__pay-btn')).toBeNull()
    await tap(cards[0].querySelector('.gold-order__pay-btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages_gold/index_gold?order_no=GD2026031000000003'])
  })

  it('opens on 充值记录 from ?tab=recharge, and reads it again when the page shows', async () => {
    saveProfile({ token: 't' })
    let status: 'pending' | 'paid' = 'pending'
    const api = fakeApi({ [GOLD.ORDERS]: () => paged([packOrder(1, { status, expire_time: shanghaiIn(10) })]) })
    await mount({ tab: 'recharge' })
    expect(tab('充值记录')!.getAttribute('aria-selected')).toBe('true')
    // the title follows the tab
    expect(text('.nav-bar__title')).toBe('充值记录')
    expect(api.calls(GOLD.RECORDS)).toHaveLength(0)
    expect(text('.gold-order__chip')).toBe('待支付')
    status = 'paid'
    await showAgain(mockShown)
    expect(text('.gold-order__chip')).toBe('已支付')
  })

  it('has empty states that lead to 金币兑换, an error with retry and a no-network view', async () => {
    saveProfile({ token: 't' })
    jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'redirectTo:ok' })) as any)
    fakeApi({ [GOLD.RECORDS]: paged([]), [GOLD.ORDERS]: paged([]) })
    await mount()
    expect(pageText()).toContain('还没有兑换记录')
    await tap($('.gold-orders__go'))
    expect(Taro.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages_gold/index_gold' }))
    await tap(tab('充值记录'))
    expect(pageText()).toContain('还没有充值记录')
    expect(text('.gold-orders__go')).toBe('去充值')
    testUtils.unmout()

    const api = fakeApi({})
    serverSays(api, GOLD.RECORDS, { status: 0, msg: '服务繁忙' })
    await mount()
    expect(text('.load-error')).toContain('兑换记录加载失败')
    expect(text('.load-error')).toContain('服务繁忙')
    fakeApi({ [GOLD.RECORDS]: paged([record(1)]) })
    await tap($('.load-error__retry'))
    expect($$('.gold-record')).toHaveLength(1)
    testUtils.unmout()

    let online = false
    fakeApi({ [GOLD.ORDERS]: unlessOnline(() => online, () => paged([packOrder(1)])) })
    await mount({ tab: 'recharge' })
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect($$('.gold-order')).toHaveLength(1)
  })

  it('shows the skeleton while the first page loads', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({})
    api.spy.mockImplementation((() => new Promise(() => undefined)) as any)
    await mount()
    expect($$('.order-card--skeleton')).toHaveLength(3)
  })
})
