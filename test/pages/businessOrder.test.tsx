import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import type { BusinessOrder } from '@api-types/businessOrder'
import type { Bill } from '@api-types/pay'
import OrderListPage from '@/pages/business_order/order_list'
import OrderDetailPage from '@/pages/business_order/order_detail'
import OrderAlipayPage from '@/pages/business_order/order_alipay'
import { billView, formatRedeemCode } from '@/features/vouchers/billView'
import { balanceCovers, clampQuantity, maxQuantity, orderTotal } from '@/features/vouchers/payment'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, resetApp, serverSays, toastTitles } from './helpers'
import { at, freezeClock } from './freeMealFixtures'

// The bill pages (business_order): 我的账单, every purchase paid with money by state (pay/bills),
// the voucher bill's detail in each state (redeem code, paying, cancelling) and the wallet payment page.
const testUtils = new TestUtils()

// A plain mount has no page instance to show again: collect the pages' didShow callbacks to call.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const taro = actual.default ?? actual
  return { ...actual, __esModule: true, default: taro, useDidShow: (callback: () => void) => mockShown.push(callback) }
})

function bill(id: number, extra: Partial<BusinessOrder> = {}): BusinessOrder {
  return {
    id, order_no: `BO20260501120000${id}`, status: 'pending',
    voucher: { id: 5, title: '50元代金券', price: '39.90', face_value: '50.00', rules: '周末通用\n不与店内其他优惠同享' },
    shop: { id: 3, name: '黔味酸汤鱼', logo: '/img/shop3.png', address: '贵阳市南明区花果园', phone: '0851-88886666' },
    quantity: 2, amount: '79.80', pay_type: null, redeem_code: null, redeem_codes: [], valid_until: null,
    expire_time: '2026-05-01 12:15:00', create_time: '2026-05-01 12:00:00', pay_time: null, server_time: '2026-05-01 12:00:00',
    ...extra,
  }
}

const paid = (id: number, extra: Partial<BusinessOrder> = {}) =>
  bill(id, { status: 'paid', pay_type: 3, redeem_code: '123456789012', redeem_codes: [{ seq: 1, code: '123456789012' }, { seq: 2, code: '210987654321' }], valid_until: '2026-05-31 12:03:00', pay_time: '2026-05-01 12:03:00', ...extra })
const cancelled = (id: number) => bill(id, { status: 'cancelled' })

async function mount(Page: () => JSX.Element, path: string, params: Record<string, string> = {}) {
  Current.router = { path, params } as any
  await testUtils.mount(Page, {})
  await testUtils.act(() => flush(10))
}
const mountList = () => mount(OrderListPage, '/pages/business_order/order_list')
const mountDetail = (id = '9') => mount(OrderDetailPage, '/pages/business_order/order_detail', { id })
const mountWallet = (id = '9') => mount(OrderAlipayPage, '/pages/business_order/order_alipay', { id })

async function tap(el: Element | null) {
  expect(el).not.toBeNull()
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el!)
    await flush(10)
  })
}
const $ = (selector: string) => document.querySelector(selector)
const text = (selector: string) => $(selector)?.textContent ?? ''

describe('bill view', () => {
  it('gives each state its chip, actions and countdown on the server clock', () => {
    const now = at('2026-05-01 12:05:00')
    expect(billView(bill(1), now)).toEqual({ chip: 'bill.status.pending', tone: 'orange', actions: ['pay', 'cancel'], countdownTo: at('2026-05-01 12:15:00'), usable: false })
    // unpaid past its 15 minutes: nothing left to do, even before the server closes it
    expect(billView(bill(1), at('2026-05-01 12:15:00'))).toMatchObject({ chip: 'bill.status.timeout', actions: [], countdownTo: null })
    expect(billView(paid(2), now)).toMatchObject({ chip: 'bill.status.paid', tone: 'green', actions: [], usable: true })
    expect(billView(paid(2), at('2026-06-01 00:00:00'))).toMatchObject({ chip: 'bill.status.expired', usable: false })
    expect(billView(cancelled(3), now)).toMatchObject({ chip: 'bill.status.cancelled', tone: 'grey', actions: [] })
  })

  it('groups redeem codes by four and computes limits and totals in fen', () => {
    expect(formatRedeemCode('123456789012')).toBe('1234 5678 9012')
    expect(formatRedeemCode('1234 5678 90')).toBe('1234 5678 90')
    expect(formatRedeemCode(null)).toBe('')
    expect(maxQuantity({ per_user_limit: 5, stock_left: 3 })).toBe(3)
    expect(maxQuantity({ per_user_limit: 2, stock_left: 30 })).toBe(2)
    expect(maxQuantity({ per_user_limit: 5, stock_left: 0 })).toBe(0)
    expect(clampQuantity(9, 3)).toBe(3)
    expect(clampQuantity(0, 3)).toBe(1)
    expect(orderTotal('39.90', 3)).toBe('119.70')
    expect(balanceCovers('79.80', '79.80')).toBe(true)
    expect(balanceCovers('79.79', '79.80')).toBe(false)
    expect(balanceCovers(undefined, '1.00')).toBe(false)
  })
})

/** A row of 我的账单 (pay/bills): a voucher order unless told. */
function row(kind: string, orderId: number, extra: Partial<Bill> = {}): Bill {
  return {
    kind, id: `${kind}:${orderId}`, order_id: orderId, order_no: `NO${orderId}`, title: '50元代金券', subtitle: null, quantity: 1,
    amount: '39.90', status: 'paid', create_time: '2026-05-01 12:00:00', pay_time: '2026-05-01 12:00:30', expire_time: '2026-05-01 12:15:00',
    server_time: '2026-05-01 12:05:00', ...extra,
  }
}
const voucherBill = (id: number, extra: Partial<Bill> = {}) => row('business_order', id, { subtitle: '黔味酸汤鱼', quantity: 2, amount: '79.80', ...extra })

describe('bill list', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = fakeApi({ '/api/pay/bills': { list: [], total: 0 } })
    await mountList()
    expect(pageText()).toContain('登录后查看账单')
    expect(api.calls('/api/pay/bills')).toHaveLength(0)
    await tap($('.order-state__btn'))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('lists vouchers, membership and gold packs in one list per tab, unpaid ones with their countdown; a voucher bill opens its detail', async () => {
    saveProfile({ token: 't' })
    // the phone is 3 minutes fast: the countdown follows the server's 12:05
    freezeClock('2026-05-01 12:08:00')
    const all = [
      row('gold_pack', 9, { title: '1000金币', amount: '10.00', create_time: '2026-05-01 12:04:00' }),
      row('member', 9, { title: '月卡', amount: '9.90', status: 'pending', pay_time: null, create_time: '2026-05-01 12:03:00', expire_time: '2026-05-01 12:18:00' }),
      voucherBill(9, { status: 'pending', pay_time: null, create_time: '2026-05-01 12:02:00', expire_time: '2026-05-01 12:17:00' }),
      voucherBill(8, { create_time: '2026-05-01 12:01:00' }),
      row('member', 3, { title: '年卡', amount: '99.00', status: 'refunded' }),
      // unpaid past its 15 minutes on the server's clock: closed, before the server stores it so
      row('gold_pack', 2, { title: '100金币', amount: '1.00', status: 'pending', pay_time: null, create_time: '2026-05-01 11:50:00', expire_time: '2026-05-01 12:05:00' }),
      row('raffle', 1, { title: '幸运抽奖' }),
    ]
    const api = fakeApi({
      '/api/pay/bills': (body) => {
        const list = body.status ? all.filter((b) => b.status === body.status) : all
        return { list, total: list.length, page: 1, limit: 10 }
      },
    })
    await mountList()
    expect(api.calls('/api/pay/bills')[0]).toMatchObject({ page: 1, limit: 10 })
    const cards = Array.from(document.querySelectorAll('.bill-card'))
    // the same order id in two kinds is two bills
    expect(cards).toHaveLength(7)
    const read = (card: Element) => [card.querySelector('.order-card__shop')!.textContent, card.querySelector('.order-card__chip')!.textContent]
    expect(cards.map(read)).toEqual([
      ['金币', '已支付'], ['会员', '待支付'], ['代金券', '待支付'], ['代金券', '已支付'], ['会员', '已退款'], ['金币', '已关闭'], ['订单', '已支付'],
    ])
    expect(cards[0].textContent).toContain('1000金币')
    expect(cards[0].textContent).toContain('¥10.00')
    expect(cards[0].textContent).toContain('下单时间 05-01 12:04')
    expect(cards[1].querySelector('.bill-card__countdown')!.textContent).toMatch(/请在 (13:00|12:5\d) 内完成支付/)
    expect(cards[2].querySelector('.bill-card__countdown')!.textContent).toMatch(/请在 (12:00|11:5\d) 内完成支付/)
    expect(cards[5].querySelector('.bill-card__countdown')).toBeNull()
    expect(cards[2].textContent).toContain('50元代金券 × 2')
    expect(cards[2].textContent).toContain('黔味酸汤鱼')
    expect(cards[2].textContent).toContain('¥79.80')
    // an unpaid voucher bill is paid on its detail; an unpaid membership shows its state only
    expect(cards[2].querySelector('.bill-card__pay')!.textContent).toBe('去支付')
    expect(cards[1].querySelector('.bill-card__pay')).toBeNull()
    expect(cards[3].querySelector('.bill-card__pay')).toBeNull()

    await tap(cards[1])
    expect(openedUrls(spies.navigateTo)).toEqual([])
    await tap(cards[2].querySelector('.bill-card__pay'))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/business_order/order_detail?id=9'])
    await tap(cards[3])
    expect(openedUrls(spies.navigateTo).at(-1)).toBe('/pages/business_order/order_detail?id=8')

    const tabs = document.querySelectorAll('.bill-tabs .order-tabs__tab')
    expect(Array.from(tabs).map((t) => t.textContent)).toEqual(['全部', '待支付', '已支付', '已关闭', '已退款'])
    await tap(tabs[1])
    expect(api.calls('/api/pay/bills').at(-1)).toMatchObject({ page: 1, limit: 10, status: 'pending' })
    expect(Array.from(document.querySelectorAll('.bill-card')).map((c) => c.getAttribute('data-kind'))).toEqual(['member', 'business_order', 'gold_pack'])
    await tap(tabs[4])
    expect(api.calls('/api/pay/bills').at(-1)).toMatchObject({ status: 'refunded' })
    expect($('.bill-card')!.getAttribute('data-status')).toBe('refunded')
  })

  it('loads the next page from the footer', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({
      '/api/pay/bills': (body) => {
        const first = Number(body.page) === 1
        return { list: Array.from({ length: first ? 10 : 2 }, (_, i) => voucherBill((first ? 100 : 50) - i)), total: 12, page: body.page, limit: 10 }
      },
    })
    await mountList()
    expect(document.querySelectorAll('.bill-card')).toHaveLength(10)
    await tap($('.order-list__footer'))
    expect(api.calls('/api/pay/bills')[1]).toMatchObject({ page: 2, limit: 10 })
    expect(document.querySelectorAll('.bill-card')).toHaveLength(12)
    expect(text('.order-list__footer')).toBe('没有更多了')
  })

  it('shows the empty state per tab, and the error state with a retry', async () => {
    saveProfile({ token: 't' })
    fakeApi({ '/api/pay/bills': { list: [], total: 0, page: 1, limit: 10 } })
    await mountList()
    expect(pageText()).toContain('暂无账单')
    expect(pageText()).toContain('购买代金券、开通会员或充值金币后，账单会显示在这里')
    await tap(document.querySelectorAll('.bill-tabs .order-tabs__tab')[1])
    expect(pageText()).toContain('暂无“待支付”的账单')
    testUtils.unmout()

    const api = fakeApi({})
    serverSays(api, '/api/pay/bills', { status: 0, msg: '服务繁忙' })
    await mountList()
    expect(text('.load-error')).toContain('账单加载失败')
    expect(text('.load-error')).toContain('服务繁忙')
    // the list loads silently: its own error view, no toast
    expect(spies.showToast).not.toHaveBeenCalled()
    fakeApi({ '/api/pay/bills': { list: [voucherBill(8)], total: 1, page: 1, limit: 10 } })
    await tap($('.load-error__retry'))
    expect(document.querySelectorAll('.bill-card')).toHaveLength(1)
  })
})

describe('bill detail', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    saveProfile({ token: 't' })
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('shows a paid bill’s redeem code, validity, shop and payment; the phone calls the shop', async () => {
    const api = fakeApi({ '/api/business_order/detail': paid(9) })
    const call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    await mountDetail()
    expect(api.calls('/api/business_order/detail')[0]).toMatchObject({ id: 9 })
    expect(text('.bill-code__code')).toBe('1234 5678 9012')
    expect(text('.bill-code__until')).toBe('有效期至 2026-05-31')
    expect(text('.bill-code__hint')).toBe('到店出示券码核销')
    const page = pageText()
    for (const part of ['黔味酸汤鱼', '贵阳市南明区花果园', '50元代金券', '面值¥50.00/张', '× 2', '实付金额', '¥79.80', '钱包余额', 'BO202605011200009', '2026-05-01 12:03:00']) {
      expect(page).toContain(part)
    }
    expect($('.bill-detail__bar')).toBeNull()
    await tap($('.bill-detail__call'))
    expect(call).toHaveBeenCalledWith({ phoneNumber: '0851-88886666' })
  })

  it('lists the voucher’s 使用规则 one a line on a paid bill, and has no such section without rules', async () => {
    fakeApi({ '/api/business_order/detail': paid(9) })
    await mountDetail()
    expect(text('.bill-detail__rules .rule-list__title')).toBe('使用规则')
    expect(Array.from(document.querySelectorAll('.bill-detail__rules .rule-list__item')).map((e) => e.textContent)).toEqual([
      '周末通用',
      '不与店内其他优惠同享',
    ])
    testUtils.unmout()

    // the shop's lines as typed: trimmed, blank ones dropped
    fakeApi({ '/api/business_order/detail': paid(9, { voucher: { ...paid(9).voucher, rules: '  仅限堂食 \r\n\n  ' } }) })
    await mountDetail()
    expect(Array.from(document.querySelectorAll('.bill-detail__rules .rule-list__item')).map((e) => e.textContent)).toEqual(['仅限堂食'])
    testUtils.unmout()

    fakeApi({ '/api/business_order/detail': paid(9, { voucher: { ...paid(9).voucher, rules: '' } }) })
    await mountDetail()
    expect(text('.bill-code__code')).toBe('1234 5678 9012')
    expect($('.bill-detail__rules')).toBeNull()
    expect(pageText()).not.toContain('使用规则')
  })

  it('reloads when shown again, so a bill paid elsewhere shows its code', async () => {
    let answer = bill(9)
    const api = fakeApi({ '/api/business_order/detail': () => answer })
    await mountDetail()
    expect(text('.bill-banner__title')).toBe('等待支付')
    answer = paid(9)
    await testUtils.act(async () => {
      mockShown.forEach((shown) => shown())
      await flush(10)
    })
    expect(api.calls('/api/business_order/detail').length).toBeGreaterThanOrEqual(2)
    expect(text('.bill-code__code')).toBe('1234 5678 9012')
  })

  it('counts an unpaid bill down on the server clock; cancelling asks first', async () => {
    freezeClock('2026-05-01 12:00:00')
    const api = fakeApi({
      '/api/business_order/detail': bill(9, { server_time: '2026-05-01 12:10:00' }),
      '/api/business_order/cancel': cancelled(9),
    })
    const modal = jest.spyOn(Taro, 'showModal').mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as any)
    await mountDetail()
    expect(text('.bill-banner__title')).toBe('等待支付')
    expect(text('.bill-banner__hint')).toMatch(/请在 (05:00|04:5\d) 内完成支付/)
    expect(text('.bill-banner__amount')).toBe('¥79.80')

    await tap($('.bill-detail__cancel'))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '确定取消订单？' }))
    expect(api.calls('/api/business_order/cancel')).toHaveLength(0)

    modal.mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as any)
    await tap($('.bill-detail__cancel'))
    expect(api.calls('/api/business_order/cancel')).toMatchObject([{ id: 9 }])
    expect(toastTitles(spies.showToast)).toEqual(['订单已取消'])
    expect(text('.bill-banner__title')).toBe('订单已取消')
    // read-only now
    expect($('.bill-detail__bar')).toBeNull()
  })

  it('shows a bill unpaid past its time as closed, without actions', async () => {
    fakeApi({ '/api/business_order/detail': bill(9, { server_time: '2026-05-01 12:16:00' }) })
    await mountDetail()
    expect(text('.bill-banner__title')).toBe('支付超时，订单已关闭')
    expect($('.bill-detail__bar')).toBeNull()
  })

  it('pays with the wallet on the wallet page', async () => {
    const api = fakeApi({ '/api/business_order/detail': bill(9) })
    await mountDetail()
    await tap($('.bill-detail__pay'))
    expect($('.pay-types__item--on')!.getAttribute('data-pay-type')).toBe('3')
    await tap($('.bill-pay__confirm'))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/business_order/order_alipay?id=9'])
    expect(api.calls('/api/business_order/pay')).toHaveLength(0)
  })

  describe('paying through the provider’s page', () => {
    const realLocation = window.location
    let location: { href: string }
    beforeEach(() => {
      location = { href: 'http://localhost/#/pages/business_order/order_detail?id=9' }
      delete (window as any).location
      ;(window as any).location = location
    })
    afterEach(() => {
      ;(window as any).location = realLocation
    })

    it('asks the server to pay with Alipay and opens its pay_url (H5)', async () => {
      const api = fakeApi({
        '/api/business_order/detail': bill(9),
        '/api/business_order/pay': {
          order: bill(9, { pay_type: 2 }),
          payment: { order_no: 'P1', amount: '79.80', pay_type: 2, expire_time: '2026-05-01 12:15:00', pay_url: 'http://localhost:3000/pay/sandbox/P1' },
        },
      })
      await mountDetail()
      await tap($('.bill-detail__pay'))
      await tap($('.pay-types__item--2'))
      await tap($('.bill-pay__confirm'))
      expect(api.calls('/api/business_order/pay')).toMatchObject([{ id: 9, pay_type: 2 }])
      expect(location.href).toBe('http://localhost:3000/pay/sandbox/P1')
      expect(spies.showToast).not.toHaveBeenCalled()
    })

    it('in WeChat’s browser opens WeChat Pay’s sheet with pay_params, then shows the bill as the server has it', async () => {
      jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.47 NetType/WIFI')
      const payParams = { appId: 'wx1', timeStamp: '1777600000', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' }
      const invoke = jest.fn((_api: string, _params: unknown, done: (res: { err_msg: string }) => void) => done({ err_msg: 'get_brand_wcpay_request:ok' }))
      ;(window as any).WeixinJSBridge = { invoke }
      try {
        let shown = bill(9)
        const api = fakeApi({
          '/api/business_order/detail': () => shown,
          '/api/business_order/pay': () => {
            shown = paid(9, { pay_type: 1 })
            return { order: bill(9, { pay_type: 1 }), payment: { order_no: 'P2', amount: '79.80', pay_type: 1, expire_time: '2026-05-01 12:15:00', pay_url: null, pay_params: payParams } }
          },
        })
        await mountDetail()
        await tap($('.bill-detail__pay'))
        await tap($('.pay-types__item--1'))
        await tap($('.bill-pay__confirm'))
        expect(api.calls('/api/business_order/pay')).toMatchObject([{ id: 9, pay_type: 1 }])
        expect(api.spy.mock.calls.at(-1)![0].header).toMatchObject({ 'X-Client': 'wechat_h5' })
        expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', payParams, expect.any(Function))
        expect(location.href).toBe('http://localhost/#/pages/business_order/order_detail?id=9')
        expect(api.calls('/api/business_order/detail')).toHaveLength(2)
        expect($('.bill-code')).not.toBeNull()
        expect(spies.showToast).not.toHaveBeenCalled()
      } finally {
        delete (window as any).WeixinJSBridge
      }
    })

    it('shows the server’s refusal once and stays', async () => {
      const api = fakeApi({ '/api/business_order/detail': bill(9) })
      serverSays(api, '/api/business_order/pay', { status: 0, msg: '订单已超时关闭' })
      await mountDetail()
      await tap($('.bill-detail__pay'))
      await tap($('.pay-types__item--1'))
      await tap($('.bill-pay__confirm'))
      expect(toastTitles(spies.showToast)).toEqual(['订单已超时关闭'])
      expect(location.href).toBe('http://localhost/#/pages/business_order/order_detail?id=9')
    })
  })

  it('shows the error view for a bill that cannot be read', async () => {
    const api = fakeApi({})
    serverSays(api, '/api/business_order/detail', { status: 0, msg: '账单不存在' })
    await mountDetail()
    expect(text('.load-error')).toContain('账单不存在')
    testUtils.unmout()
    const none = fakeApi({})
    none.spy.mockClear()
    await mountDetail('abc')
    expect(none.calls('/api/business_order/detail')).toHaveLength(0)
    expect(text('.load-error')).toContain('账单不存在')
  })
})

describe('wallet payment', () => {
  let spies: ReturnType<typeof resetApp>
  let redirect: jest.SpyInstance
  let back: jest.SpyInstance
  beforeEach(() => {
    spies = resetApp()
    saveProfile({ token: 't' })
    redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    back = jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })

  it('pays an unpaid bill from a balance that covers it, then shows the bill', async () => {
    const api = fakeApi({
      '/api/business_order/detail': bill(9),
      '/api/user/info': { id: 1, amount: '100.00' },
      '/api/business_order/pay': { order: paid(9), payment: { order_no: 'P1', amount: '79.80', pay_type: 3, expire_time: '2026-05-01 12:15:00', paid: true } },
    })
    await mountWallet()
    expect(text('.bill-wallet__amount')).toBe('¥79.80')
    expect(text('.bill-wallet__balance')).toBe('钱包余额 ¥100.00')
    expect(text('.bill-wallet__confirm')).toBe('确认支付')
    await tap($('.bill-wallet__confirm'))
    expect(api.calls('/api/business_order/pay')).toMatchObject([{ id: 9, pay_type: 3 }])
    expect(toastTitles(spies.showToast)).toEqual(['支付成功'])
    // opened on its own (nothing below): the bill takes its place
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/business_order/order_detail?id=9' })
  })

  it('goes back to the bill below it after paying', async () => {
    ;(Taro.getCurrentPages as unknown as jest.SpyInstance).mockImplementation(() => [
      { route: 'pages/business_order/order_detail', options: { id: '9' } },
      { route: 'pages/business_order/order_alipay', options: { id: '9' } },
    ])
    fakeApi({
      '/api/business_order/detail': bill(9),
      '/api/user/info': { id: 1, amount: '79.80' },
      '/api/business_order/pay': { order: paid(9), payment: { order_no: 'P1', amount: '79.80', pay_type: 3, expire_time: '2026-05-01 12:15:00', paid: true } },
    })
    await mountWallet()
    await tap($('.bill-wallet__confirm'))
    expect(back).toHaveBeenCalledWith({ delta: 1 })
    expect(redirect).not.toHaveBeenCalled()
  })

  it('disables paying when the balance is short and offers the other ways', async () => {
    const api = fakeApi({ '/api/business_order/detail': bill(9), '/api/user/info': { id: 1, amount: '20.00' } })
    await mountWallet()
    expect(text('.bill-wallet__balance')).toBe('钱包余额 ¥20.00')
    const button = $('.bill-wallet__confirm')!
    expect(button.textContent).toBe('余额不足')
    expect(button.className).toContain('disabled')
    await tap(button)
    expect(api.calls('/api/business_order/pay')).toHaveLength(0)
    expect(text('.bill-wallet__other')).toContain('选择其他支付方式')
    await tap($('.bill-wallet__other'))
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/business_order/order_detail?id=9' })
  })

  it('shows the server’s refusal once and the bill as it is now', async () => {
    const api = fakeApi({ '/api/business_order/detail': bill(9), '/api/user/info': { id: 1, amount: '100.00' } })
    serverSays(api, '/api/business_order/pay', { status: 0, msg: '钱包余额不足' })
    await mountWallet()
    await tap($('.bill-wallet__confirm'))
    expect(toastTitles(spies.showToast)).toEqual(['钱包余额不足'])
    expect(redirect).not.toHaveBeenCalled()
    expect(api.calls('/api/business_order/detail')).toHaveLength(2)
  })

  it('has nothing to pay on a bill that is no longer unpaid', async () => {
    const api = fakeApi({ '/api/business_order/detail': paid(9), '/api/user/info': { id: 1, amount: '100.00' } })
    await mountWallet()
    expect(pageText()).toContain('该账单无需支付')
    await tap($('.bill-wallet__confirm'))
    expect(api.calls('/api/business_order/pay')).toHaveLength(0)
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/business_order/order_detail?id=9' })
  })
})
