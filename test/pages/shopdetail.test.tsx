import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import ShopdetailPage from '@/pages/shopdetail/shopdetail'
import ShopdetailGfPage from '@/pages/shopdetail/shopdetail_gf'
import { dealView, windowText } from '@/features/freeMeal'
import { clockOffset, parseShanghai } from '@/hooks/useServerNow'
import { formatCountdown } from '@/utils/time'
import { INITIAL_COMMON_INFO, commonInfoAtom } from '@/store/commonInfo'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import type { FreeMealDeal, ShopDetail } from '@api-types/shop'
import type { UserInfo } from '@api-types/user'
import type { Voucher } from '@api-types/businessOrder'
import { fakeApi, flush, openedUrls, pageText, resetApp, serverSays, toastTitles } from './helpers'

// the H5 boot module: landing on a shop detail, the page's inline script has asked for the shop
jest.mock('@/lib/boot', () => jest.requireActual('@/lib/boot.h5'))

// The shop detail (shopdetail?id=, shopdetail_gf?id=): the free-meal button in every state on the
// server's clock, the user's own order, the login check before grabbing, not-found and errors.
const testUtils = new TestUtils()

function deal(extra: Partial<FreeMealDeal> = {}): FreeMealDeal {
  return {
    id: 7, order_price: '25.00', rebate: '20.00', member_rebate: '22.00', my_rebate: '20.00', member_only: false, min_order_price: '20.00',
    quota_total: 10, quota_left: 4, quota_next: 6, rules: '每人每天限抢1份', server_time: '2025-06-02 11:00:00', my_order: null,
    am_start_time: '10:00:00', am_end_time: '14:00:00', pm_start_time: '16:00:00', pm_end_time: '21:00:00',
    ...extra,
  }
}

function shopDetail(extra: Partial<ShopDetail> = {}): ShopDetail {
  return {
    id: 3, name: '黔味酸汤鱼', logo: 'https://img/logo.png', images: ['https://img/1.png', 'https://img/2.png'],
    description: '正宗凯里红酸汤', phone: '0851-88886666', business_hours: '10:00-22:00', rating: 4.8,
    platform_url: '', address: '贵阳市南明区花果园', distance: null, latitude: 26.658461, longitude: 106.630153, sales: 560, tags: ['新店', '好评多'],
    category_name: '贵州菜', free_meal: deal(), vouchers: [], ...extra,
  }
}

async function mountDetail(Page = ShopdetailPage, id = '3') {
  Current.router = { path: '/pages/shopdetail/shopdetail', params: { id } } as any
  await testUtils.mount(Page, {})
  await testUtils.act(() => flush(10))
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush()
  })
}

const button = () => document.querySelector('.shop-detail__button')!

describe('deal view', () => {
  const at = (hms: string) => parseShanghai(`2025-06-02 ${hms}`)

  it('gives the button of each moment of the day', () => {
    expect(dealView(deal(), at('11:00:00'))).toEqual({ phase: 'running', button: { kind: 'grab' }, countdown: { to: 'end', seconds: 3 * 3600 } })
    expect(dealView(deal({ quota_left: 0 }), at('11:00:00')).button).toEqual({ kind: 'soldOut' })
    expect(dealView(deal(), at('09:30:00'))).toEqual({
      phase: 'upcoming', startsAt: '10:00', button: { kind: 'upcoming', startsAt: '10:00' }, countdown: { to: 'start', seconds: 1800 },
    })
    expect(dealView(deal(), at('15:00:00')).button).toEqual({ kind: 'upcoming', startsAt: '16:00' })
    expect(dealView(deal(), at('21:00:00'))).toEqual({ phase: 'ended', button: { kind: 'ended' }, countdown: null })
    // a deal with only an afternoon window
    expect(dealView(deal({ am_start_time: '00:00:00', am_end_time: '00:00:00' }), at('09:00:00')).button).toEqual({ kind: 'upcoming', startsAt: '16:00' })
  })

  it('sends a reservation to its proof upload and any other order to the orders tab', () => {
    expect(dealView(deal({ my_order: { id: 42, status: 'reserved' } }), at('11:00:00')).button).toEqual({ kind: 'myOrder', url: '/pages/order/voucher?id=42', tab: false })
    expect(dealView(deal({ my_order: { id: 42, status: 'uploaded' } }), at('21:30:00')).button).toEqual({ kind: 'myOrder', url: '/pages/order/order', tab: true })
    // with an order the phase still says when the next window opens (the card shows what it releases)
    expect(dealView(deal({ my_order: { id: 42, status: 'approved' } }), at('15:00:00'))).toMatchObject({ phase: 'upcoming', startsAt: '16:00' })
  })

  it('reads the server clock and formats windows and countdowns', () => {
    const device = parseShanghai('2025-06-02 10:00:00')
    expect(clockOffset('2025-06-02 10:00:30', device)).toBe(30000)
    expect(clockOffset('garbage', device)).toBe(0)
    expect(windowText('10:00:00', '14:00:00')).toBe('10:00-14:00')
    expect(windowText('00:00:00', '00:00:00')).toBe('')
    expect(formatCountdown(3725_000, { fixedHours: true })).toBe('01:02:05')
    expect(formatCountdown(-3000, { fixedHours: true })).toBe('00:00:00')
  })
})

describe('shop detail page', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    appStore.set(commonInfoAtom, INITIAL_COMMON_INFO)
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('shows the shop and its running deal; grabbing asks to log in first, then opens the order page', async () => {
    const api = fakeApi({ '/api/shop/detail': shopDetail() })
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: false, cancel: true })) as any)
    await mountDetail()
    const text = pageText()
    for (const part of ['黔味酸汤鱼', '4.8分', '月售560', '好评多', '返¥20.00', '实付¥25.00', '会员可返¥22.00', '满¥20.00可用',
      '上午 10:00-14:00 · 下午 16:00-21:00', '今日剩4/10份', '1.2km', '10:00-22:00', '正宗凯里红酸汤', '每人每天限抢1份']) {
      expect(text).toContain(part)
    }
    expect(document.querySelectorAll('.shop-detail__photo')).toHaveLength(2)
    // asked without the position (the shop shows while locating), measured from it here: 1.2 km north
    expect(api.calls('/api/shop/detail')[0]).toMatchObject({ id: 3 })
    expect(api.calls('/api/shop/detail')[0]).not.toHaveProperty('latitude')
    // the countdown runs on the server's clock: 11:00 → the morning window ends at 14:00
    expect(document.querySelector('.shop-detail__countdown')!.textContent).toMatch(/距本场结束 0[23]:[0-9]{2}:[0-9]{2}/)
    expect(button().textContent).toBe('立即抢购')

    await tap(button())
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '您还未登录，是否去登录？' }))
    expect(spies.navigateTo).not.toHaveBeenCalled()

    saveProfile({ token: 't' })
    await tap(button())
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/ordersubmit/ordersubmit?shop_id=3'])
  })

  it('a member sees the member rebate the server pays them (my_rebate) as theirs', async () => {
    saveProfile({ token: 't' })
    appStore.set(userInfoAtom, { id: 5, is_vip: true } as UserInfo)
    fakeApi({ '/api/shop/detail': shopDetail({ free_meal: deal({ my_rebate: '22.00' }) }) })
    await mountDetail()
    expect(pageText()).toContain('返¥22.00')
    expect(pageText()).toContain('会员返现已生效')
    expect(pageText()).not.toContain('会员可返¥22.00')
  })

  it('follows the server time, not the device clock, for the button', async () => {
    // the device thinks it is 20:30; the server says 09:30 (before the morning window)
    jest.useFakeTimers({ now: new Date(2025, 5, 2, 20, 30, 0), advanceTimers: true })
    fakeApi({ '/api/shop/detail': shopDetail({ free_meal: deal({ server_time: '2025-06-02 09:30:00' }) }) })
    await mountDetail()
    expect(button().textContent).toBe('即将开抢 10:00')
    expect(document.querySelector('.shop-detail__countdown')!.textContent).toMatch(/距开抢 00:(30:00|29:5\d)/)
    await tap(button())
    expect(spies.navigateTo).not.toHaveBeenCalled()
  })

  it('before a window opens, says how many slots it releases instead of the 0 released so far', async () => {
    fakeApi({ '/api/shop/detail': shopDetail({ free_meal: deal({ server_time: '2025-06-02 09:30:00', quota_total: 0, quota_left: 0, quota_next: 12 }) }) })
    await mountDetail()
    expect(button().textContent).toBe('即将开抢 10:00')
    expect(document.querySelector('.shop-detail__quota')!.textContent).toBe('10:00开抢 · 本场12份')
    expect(pageText()).not.toContain('今日名额已抢完')
    expect(pageText()).not.toContain('0/0')
    testUtils.unmout()

    // between the windows, the morning slots gone: the afternoon's
    fakeApi({ '/api/shop/detail': shopDetail({ free_meal: deal({ server_time: '2025-06-02 15:00:00', quota_total: 10, quota_left: 0, quota_next: 6 }) }) })
    await mountDetail()
    expect(document.querySelector('.shop-detail__quota')!.textContent).toBe('16:00开抢 · 本场6份')
  })

  it('lists the deal rules one a line, trimmed and without blank lines', async () => {
    fakeApi({ '/api/shop/detail': shopDetail({ free_meal: deal({ rules: ' 每人每天限抢1份 \n\n  需上传订单截图\n' }) }) })
    await mountDetail()
    const rules = document.querySelector('.shop-detail__rules')!
    expect(rules.querySelector('.rule-list__title')!.textContent).toBe('活动规则')
    expect(Array.from(rules.querySelectorAll('.rule-list__item')).map((e) => e.textContent)).toEqual(['每人每天限抢1份', '需上传订单截图'])
    testUtils.unmout()

    fakeApi({ '/api/shop/detail': shopDetail({ free_meal: deal({ rules: ' \n ' }) }) })
    await mountDetail()
    expect(document.querySelector('.shop-detail__rules')).toBeNull()
    expect(pageText()).not.toContain('活动规则')
  })

  it('fetches again when the countdown runs out (a window opens)', async () => {
    jest.useFakeTimers({ now: new Date(2025, 5, 2, 9, 59, 58), advanceTimers: true })
    let n = 0
    const api = fakeApi({
      '/api/shop/detail': () => {
        n += 1
        return shopDetail({ free_meal: deal(n === 1 ? { server_time: '2025-06-02 09:59:58', quota_total: 0, quota_left: 0 } : { server_time: '2025-06-02 10:00:01', quota_total: 5, quota_left: 5 }) })
      },
    })
    await mountDetail()
    expect(button().textContent).toBe('即将开抢 10:00')
    await testUtils.act(async () => {
      jest.advanceTimersByTime(3000)
      await flush(10)
    })
    expect(api.calls('/api/shop/detail')).toHaveLength(2)
    expect(button().textContent).toBe('立即抢购')
    expect(pageText()).toContain('今日剩5/5份')
  })

  it('shows 已抢完 and 今日已结束 without acting', async () => {
    fakeApi({ '/api/shop/detail': shopDetail({ free_meal: deal({ quota_left: 0 }) }) })
    await mountDetail()
    expect(button().textContent).toBe('已抢完')
    expect(pageText()).toContain('今日名额已抢完')
    testUtils.unmout()

    fakeApi({ '/api/shop/detail': shopDetail({ free_meal: deal({ server_time: '2025-06-02 22:00:00' }) }) })
    await mountDetail()
    expect(button().textContent).toBe('今日已结束')
    expect(document.querySelector('.shop-detail__countdown')).toBeNull()
    await tap(button())
    expect(spies.navigateTo).not.toHaveBeenCalled()
  })

  it('with my order of today: a reservation opens its proof upload, an uploaded order the orders tab', async () => {
    saveProfile({ token: 't' })
    fakeApi({ '/api/shop/detail': shopDetail({ free_meal: deal({ my_order: { id: 42, status: 'reserved' } }) }) })
    await mountDetail()
    expect(button().textContent).toBe('查看我的订单')
    await tap(button())
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/order/voucher?id=42'])
    testUtils.unmout()

    fakeApi({ '/api/shop/detail': shopDetail({ free_meal: deal({ my_order: { id: 43, status: 'uploaded' } }) }) })
    await mountDetail()
    await tap(button())
    expect(spies.switchTab).toHaveBeenCalledWith({ url: '/pages/order/order' })
  })

  it('a quality shop without a deal has no button; the phone row calls the shop', async () => {
    fakeApi({ '/api/shop/detail': shopDetail({ free_meal: null }) })
    const call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    await mountDetail(ShopdetailGfPage)
    expect(document.querySelector('.shop-detail-page--quality')).not.toBeNull()
    expect(document.querySelector('.shop-detail__button')).toBeNull()
    await tap(document.querySelector('.shop-detail__action--call')!)
    expect(call).toHaveBeenCalledWith({ phoneNumber: '0851-88886666' })
  })

  it('shows 店铺不存在或已下架 when the server refuses the shop', async () => {
    jest.spyOn(Taro, 'request').mockImplementation((() =>
      Promise.resolve({ statusCode: 200, data: { status: 0, msg: '店铺不存在或已下架', result: null }, header: {}, cookies: [], errMsg: 'request:ok' })) as any)
    await mountDetail()
    expect(pageText()).toContain('店铺不存在或已下架')
    expect(spies.showToast).not.toHaveBeenCalled()
  })

  it('shows 店铺不存在或已下架 for a bad id without asking the server', async () => {
    const api = fakeApi({})
    await mountDetail(ShopdetailPage, 'abc')
    expect(pageText()).toContain('店铺不存在或已下架')
    expect(api.calls('/api/shop/detail')).toHaveLength(0)
  })

  it('shows the error state on a server failure and retries', async () => {
    const api = fakeApi({})
    await mountDetail()
    expect(document.querySelector('.shop-detail__state--error')).not.toBeNull()
    fakeApi({ '/api/shop/detail': shopDetail() })
    await tap(document.querySelector('.shop-detail__state-btn')!)
    await testUtils.act(() => flush(5))
    expect(api.calls('/api/shop/detail').length).toBeGreaterThanOrEqual(1)
    expect(pageText()).toContain('黔味酸汤鱼')
  })
})

describe('landing on a shop detail (H5: the answer the page asked for while the app loaded)', () => {
  const page = window as unknown as { earlyShopDetail?: unknown }
  // what the page's inline script leaves: the answer's promise, and the answer itself once it came
  const early = (id: string, envelope: unknown, { came = false } = {}) => {
    page.earlyShopDetail = { id, answer: Promise.resolve(envelope), ...(came ? { settled: envelope } : {}) }
  }
  beforeEach(() => {
    resetApp()
    appStore.set(commonInfoAtom, INITIAL_COMMON_INFO)
  })
  afterEach(() => {
    delete page.earlyShopDetail
    jest.restoreAllMocks()
  })

  it('logged out, shows that answer without asking again, measured from the position; a later visit asks', async () => {
    early('3', { status: 1, msg: 'ok', result: shopDetail() })
    const api = fakeApi({ '/api/shop/detail': shopDetail({ name: '服务器又答的' }) })
    await mountDetail()
    expect(pageText()).toContain('黔味酸汤鱼')
    expect(pageText()).toContain('1.2km')
    expect(api.calls('/api/shop/detail')).toHaveLength(0)
    await mountDetail()
    expect(api.calls('/api/shop/detail')).toHaveLength(1)
  })

  it('draws an answer that came before the page in its first render', async () => {
    early('3', { status: 1, msg: 'ok', result: shopDetail() }, { came: true })
    const api = fakeApi({})
    Current.router = { path: '/pages/shopdetail/shopdetail', params: { id: '3' } } as any
    await testUtils.mount(ShopdetailPage, {})
    expect(document.querySelector('.shop-detail__name')!.textContent).toBe('黔味酸汤鱼')
    await testUtils.act(() => flush(10))
    expect(api.calls('/api/shop/detail')).toHaveLength(0)
    expect(pageText()).toContain('1.2km')
  })

  it('logged in, asks with the token (the answer holds their own order); another shop or a refusal is asked again', async () => {
    saveProfile({ token: 't' })
    early('3', { status: 1, msg: 'ok', result: shopDetail() })
    const mine = shopDetail({ free_meal: deal({ my_order: { id: 42, status: 'reserved' } }) })
    const api = fakeApi({ '/api/shop/detail': mine })
    await mountDetail()
    expect(api.calls('/api/shop/detail')).toHaveLength(1)
    expect(button().textContent).not.toBe('立即抢购')

    jest.restoreAllMocks()
    resetApp()
    early('4', { status: 1, msg: 'ok', result: shopDetail({ id: 4, name: '别的店' }) })
    const again = fakeApi({ '/api/shop/detail': shopDetail() })
    await mountDetail()
    expect(again.calls('/api/shop/detail')).toHaveLength(1)
    expect(pageText()).toContain('黔味酸汤鱼')

    early('3', { status: 0, msg: '店铺不存在或已下架', result: null })
    await mountDetail()
    expect(again.calls('/api/shop/detail')).toHaveLength(2)
  })
})

function voucher(extra: Partial<Voucher> = {}): Voucher {
  return { id: 5, title: '50元代金券', price: '39.90', face_value: '50.00', stock_left: 3, sold: 12, per_user_limit: 5, valid_days: 30, rules: '周末通用', ...extra }
}

const paidAnswer = (quantity: number) => ({
  order: { id: 77, status: 'paid', quantity },
  payment: { order_no: 'P77', amount: '119.70', pay_type: 3, expire_time: '2025-06-02 11:15:00', paid: true },
})

describe('shop vouchers', () => {
  let spies: ReturnType<typeof resetApp>
  let redirect: jest.SpyInstance
  beforeEach(() => {
    spies = resetApp()
    appStore.set(commonInfoAtom, INITIAL_COMMON_INFO)
    redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'redirectTo:ok' })) as any)
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })

  const buyButton = (i = 0) => document.querySelectorAll('.shop-voucher__buy')[i]
  const quantity = () => (document.querySelector('.voucher-buy__quantity input') as HTMLInputElement).value
  const plus = () => document.querySelector('.voucher-buy__quantity .nut-inputnumber-add')!

  it('keeps out of the way when the shop has no vouchers', async () => {
    fakeApi({ '/api/shop/detail': shopDetail({ vouchers: [] }) })
    await mountDetail()
    expect(document.querySelector('.shop-detail__vouchers')).toBeNull()
    expect(pageText()).not.toContain('到店代金券')
  })

  it('lists the vouchers with price, face value, sales, stock and validity; buying asks to log in first', async () => {
    fakeApi({ '/api/shop/detail': shopDetail({ vouchers: [voucher(), voucher({ id: 6, title: '100元代金券', price: '85.00', face_value: '100.00', stock_left: 0 })] }) })
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: false, cancel: true })) as any)
    await mountDetail()
    const rows = document.querySelectorAll('.shop-voucher')
    expect(rows).toHaveLength(2)
    for (const part of ['到店代金券', '50元代金券', '到手价', '¥39.90', '面值¥50.00', '已售12', '剩余3', '购买后30天内有效']) {
      expect(document.querySelector('.shop-detail__vouchers')!.textContent).toContain(part)
    }
    expect(buyButton(0).textContent).toBe('购买')
    expect(buyButton(1).textContent).toBe('已售罄')

    await tap(buyButton(0))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '您还未登录，是否去登录？' }))
    expect(document.querySelector('.voucher-buy__body')).toBeNull()

    // a sold-out voucher cannot be bought at all
    saveProfile({ token: 't' })
    await tap(buyButton(1))
    expect(document.querySelector('.voucher-buy__body')).toBeNull()
  })

  it('buys within the limits with the wallet and opens the bill', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ '/api/shop/detail': shopDetail({ vouchers: [voucher({ rules: '周末通用\n 不与店内其他优惠同享 ' })] }), '/api/business_order/create': paidAnswer(3) })
    await mountDetail()
    await tap(buyButton())
    expect(document.querySelector('.voucher-buy__title')!.textContent).toBe('50元代金券')
    // the terms, a line each
    const rules = Array.from(document.querySelectorAll('.voucher-buy__rules .rule-list__item')).map((el) => el.textContent)
    expect(rules).toEqual(['周末通用', '不与店内其他优惠同享'])
    expect(quantity()).toBe('1')
    // per user 5, but only 3 left
    expect(pageText()).toContain('每单最多3张')
    for (let i = 0; i < 4; i += 1) await tap(plus())
    expect(quantity()).toBe('3')
    expect(document.querySelector('.voucher-buy__total-amount')!.textContent).toBe('¥119.70')
    expect(document.querySelector('.pay-types__item--on')!.textContent).toContain('钱包余额')

    await tap(document.querySelector('.voucher-buy__confirm')!)
    expect(api.calls('/api/business_order/create')).toMatchObject([{ voucher_id: 5, quantity: 3, pay_type: 3 }])
    expect(toastTitles(spies.showToast)).toEqual(['支付成功'])
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/business_order/order_detail?id=77' })
  })

  it('caps the quantity at the per-user limit', async () => {
    saveProfile({ token: 't' })
    fakeApi({ '/api/shop/detail': shopDetail({ vouchers: [voucher({ per_user_limit: 2, stock_left: 40 })] }) })
    await mountDetail()
    await tap(buyButton())
    for (let i = 0; i < 3; i += 1) await tap(plus())
    expect(quantity()).toBe('2')
    expect(pageText()).toContain('每单最多2张')
  })

  it('pays another way through the provider’s page after moving to the bill (H5)', async () => {
    saveProfile({ token: 't' })
    const realLocation = window.location
    const location = { href: 'http://localhost/#/pages/shopdetail/shopdetail?id=3' }
    delete (window as any).location
    ;(window as any).location = location
    try {
      const api = fakeApi({
        '/api/shop/detail': shopDetail({ vouchers: [voucher()] }),
        '/api/business_order/create': {
          order: { id: 78, status: 'pending' },
          payment: { order_no: 'P78', amount: '39.90', pay_type: 2, expire_time: '2025-06-02 11:15:00', pay_url: 'http://localhost:3000/pay/sandbox/P78' },
        },
      })
      await mountDetail()
      await tap(buyButton())
      await tap(document.querySelector('.pay-types__item--2')!)
      await tap(document.querySelector('.voucher-buy__confirm')!)
      expect(api.calls('/api/business_order/create')).toMatchObject([{ voucher_id: 5, quantity: 1, pay_type: 2 }])
      expect(redirect).toHaveBeenCalledWith({ url: '/pages/business_order/order_detail?id=78' })
      expect(location.href).toBe('http://localhost:3000/pay/sandbox/P78')
      expect(spies.showToast).not.toHaveBeenCalled()
    } finally {
      ;(window as any).location = realLocation
    }
  })

  it('in WeChat’s browser pays in WeChat Pay’s sheet over the shop, then moves to the bill', async () => {
    saveProfile({ token: 't' })
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.47 NetType/WIFI')
    const payParams = { appId: 'wx1', timeStamp: '1748836800', nonceStr: 'n', package: 'prepay_id=wx78', signType: 'RSA', paySign: 's' }
    const order: string[] = []
    const invoke = jest.fn((_api: string, _params: unknown, done: (res: { err_msg: string }) => void) => {
      order.push('sheet')
      done({ err_msg: 'get_brand_wcpay_request:ok' })
    })
    ;(window as any).WeixinJSBridge = { invoke }
    redirect.mockImplementation((() => {
      order.push('bill')
      return Promise.resolve({ errMsg: 'redirectTo:ok' })
    }) as any)
    try {
      const api = fakeApi({
        '/api/shop/detail': shopDetail({ vouchers: [voucher()] }),
        '/api/business_order/create': {
          order: { id: 78, status: 'pending' },
          payment: { order_no: 'P78', amount: '39.90', pay_type: 1, expire_time: '2025-06-02 11:15:00', pay_url: null, pay_params: payParams },
        },
      })
      await mountDetail()
      await tap(buyButton())
      await tap(document.querySelector('.pay-types__item--1')!)
      await tap(document.querySelector('.voucher-buy__confirm')!)
      expect(api.calls('/api/business_order/create')).toMatchObject([{ voucher_id: 5, quantity: 1, pay_type: 1 }])
      expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', payParams, expect.any(Function))
      expect(order).toEqual(['sheet', 'bill'])
      expect(redirect).toHaveBeenCalledWith({ url: '/pages/business_order/order_detail?id=78' })
      expect(spies.showToast).not.toHaveBeenCalled()
    } finally {
      delete (window as any).WeixinJSBridge
    }
  })

  it('shows the server’s refusal once and stays on the shop', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ '/api/shop/detail': shopDetail({ vouchers: [voucher()] }) })
    serverSays(api, '/api/business_order/create', { status: 0, msg: '钱包余额不足' })
    await mountDetail()
    await tap(buyButton())
    await tap(document.querySelector('.voucher-buy__confirm')!)
    expect(toastTitles(spies.showToast)).toEqual(['钱包余额不足'])
    expect(redirect).not.toHaveBeenCalled()
    expect(document.querySelector('.voucher-buy__body')).not.toBeNull()
  })
})
