import './helpers'
import VipOrderPage from '@/pagesme/vip_order'
import type { MemberOrder } from '@api-types/member'
import { saveProfile } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays, toastTitles } from './helpers'
import { freshEachTest } from './goldTestKit'
import { MEMBER, order } from './memberFixtures'
import { mountAt, showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'

// 会员订单 (pagesme/vip_order): the membership orders, paged, with pull-down refresh.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

/** A server holding these orders (newest first), `limit` a page. */
function server(all: MemberOrder[]) {
  return fakeApi({
    [MEMBER.LISTS]: (body) => {
      const page = Number(body.page)
      const limit = Number(body.limit)
      return { list: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit }
    },
  })
}

const mount = () => mountAt(VipOrderPage, '/pagesme/vip_order')
const $ = (selector: string) => document.querySelector(selector)
const cards = () => Array.from(document.querySelectorAll('.vip-order'))
const text = (el: Element, selector: string) => el.querySelector(selector)?.textContent ?? null
const row = (el: Element, selector: string) => el.querySelector(`${selector} .vip-order__value`)?.textContent ?? null

describe('会员订单', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = server([order(1)])
    await mount()
    expect(pageText()).toContain('登录后查看会员订单')
    expect(cards()).toHaveLength(0)
    expect(api.calls(MEMBER.LISTS)).toHaveLength(0)
    await tap($('.order-state__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('shows each order: plan, state, days, amount, number, pay type and times', async () => {
    saveProfile({ token: 't' })
    const api = server([
      order(4, { status: 'pending', pay_type: 1, pay_time: null, member_type_name: '月卡', amount: '19.90', days: 30 }),
      order(3),
      order(2, { status: 'expired', pay_type: 2, pay_time: null }),
      order(1, { status: 'closed', pay_time: null }),
    ])
    await mount()
    expect(api.calls(MEMBER.LISTS)[0]).toMatchObject({ page: 1, limit: 10 })
    expect(cards()).toHaveLength(4)
    const [pending, paid, expired, closed] = cards()

    expect(text(pending, '.vip-order__name')).toBe('月卡')
    expect(text(pending, '.vip-order__chip')).toBe('待支付')
    expect(text(pending, '.vip-order__days')).toBe('30天')
    expect(text(pending, '.vip-order__amount')).toBe('¥19.90')
    expect(row(pending, '.vip-order__no')).toBe('M20260501120004')
    expect(row(pending, '.vip-order__pay')).toBe('微信支付')
    expect(row(pending, '.vip-order__created')).toBe('2026-05-01 12:00:00')
    expect(pending.querySelector('.vip-order__paid')).toBeNull()
    expect(text(pending, '.vip-order__hint')).toBe('超过15分钟未支付，订单将自动关闭')

    expect(text(paid, '.vip-order__chip')).toBe('已支付')
    expect(paid.querySelector('.vip-order__chip--green')).not.toBeNull()
    expect(text(paid, '.vip-order__name')).toBe('季卡')
    expect(text(paid, '.vip-order__amount')).toBe('¥49.00')
    expect(text(paid, '.vip-order__days')).toBe('90天')
    expect(row(paid, '.vip-order__pay')).toBe('钱包余额')
    expect(row(paid, '.vip-order__paid')).toBe('2026-05-01 12:00:03')
    expect(paid.querySelector('.vip-order__hint')).toBeNull()

    expect(text(expired, '.vip-order__chip')).toBe('已过期')
    expect(row(expired, '.vip-order__pay')).toBe('支付宝')
    expect(text(closed, '.vip-order__chip')).toBe('已关闭')
  })

  it('an order an operator refunded reads 已退款 with its refund time', async () => {
    saveProfile({ token: 't' })
    server([order(5, { status: 'refunded', refund_time: '2026-05-02 09:30:00' }), order(4)])
    await mount()
    const [refunded, paid] = cards()
    expect(refunded.getAttribute('data-status')).toBe('refunded')
    expect(text(refunded, '.vip-order__chip')).toBe('已退款')
    expect(refunded.querySelector('.vip-order__chip--grey')).not.toBeNull()
    expect(row(refunded, '.vip-order__paid')).toBe('2026-05-01 12:00:03')
    expect(row(refunded, '.vip-order__refunded')).toBe('2026-05-02 09:30:00')
    expect(paid.querySelector('.vip-order__refunded')).toBeNull()
  })

  it('loads the next page at the footer, then says there is no more', async () => {
    saveProfile({ token: 't' })
    const api = server(Array.from({ length: 13 }, (_, i) => order(100 - i)))
    await mount()
    expect(cards()).toHaveLength(10)
    expect($('.vip-orders__footer')!.textContent).toBe('加载更多')
    await tap($('.vip-orders__footer'))
    expect(api.calls(MEMBER.LISTS)[1]).toMatchObject({ page: 2, limit: 10 })
    expect(cards()).toHaveLength(13)
    expect($('.vip-orders__footer')!.textContent).toBe('没有更多了')
  })

  it('a next page that fails says so and loads again when tapped', async () => {
    saveProfile({ token: 't' })
    const all = Array.from({ length: 12 }, (_, i) => order(100 - i))
    const api = server(all)
    await mount()
    serverSays(api, MEMBER.LISTS, { status: 0, msg: '服务繁忙' })
    await tap($('.vip-orders__footer'))
    expect($('.vip-orders__footer')!.textContent).toBe('加载失败，点击重试')
    expect(cards()).toHaveLength(10)
    server(all)
    await tap($('.vip-orders__footer'))
    expect(cards()).toHaveLength(12)
  })

  it('reads the first page again when shown again (back from paying)', async () => {
    saveProfile({ token: 't' })
    let all = [order(1, { status: 'pending', pay_time: null })]
    fakeApi({ [MEMBER.LISTS]: () => ({ list: all, total: all.length, page: 1, limit: 10 }) })
    await mount()
    expect(text(cards()[0], '.vip-order__chip')).toBe('待支付')
    all = [order(1)]
    await showAgain(mockShown)
    expect(text(cards()[0], '.vip-order__chip')).toBe('已支付')
  })

  it('says when there are no orders and leads to 会员中心', async () => {
    saveProfile({ token: 't' })
    server([])
    await mount()
    expect(pageText()).toContain('暂无会员订单')
    expect(pageText()).toContain('开通或续费会员后，订单会显示在这里')
    await tap($('.vip-orders__go'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/member/member'])
  })

  it('shows the skeleton, then the error state with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    const pending = fakeApi({})
    pending.spy.mockImplementation((() => new Promise(() => undefined)) as any)
    await mount()
    expect($('.order-card--skeleton')).not.toBeNull()
    testUtils.unmout()

    serverSays(server([]), MEMBER.LISTS, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('会员订单加载失败')
    expect($('.load-error')!.textContent).toContain('服务繁忙')
    expect(toastTitles(app.spies.showToast)).toEqual([])
    server([order(1)])
    await tap($('.load-error__retry'))
    expect(cards()).toHaveLength(1)
    testUtils.unmout()

    let online = false
    fakeApi({ [MEMBER.LISTS]: unlessOnline(() => online, () => ({ list: [order(1)], total: 1, page: 1, limit: 10 })) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(cards()).toHaveLength(1)
  })
})
