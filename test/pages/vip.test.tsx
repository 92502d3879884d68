import './helpers'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import type { PaymentOrder } from '@api-types/member'
import VipPage from '@/pagesme/vip/vip'
import { PENDING_PURCHASE_KEY, pickPayType, purchaseArrived } from '@/features/member/memberView'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, serverSays, toastTitles } from './helpers'
import { freshEachTest } from './goldTestKit'
import { MEMBER, PAY_TYPES, rechargeOffer, statusInfo } from './memberFixtures'
import { showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'

// 开通会员 (pagesme/vip/vip): choosing a plan and a pay type, paying with the wallet or a provider,
// and the result when the payer comes back.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

async function mount(params: Record<string, string> = {}) {
  Current.router = { path: '/pagesme/vip/vip', params } as any
  await testUtils.mount(VipPage, {})
  await testUtils.act(() => flush(10))
}
const $ = (selector: string) => document.querySelector(selector)
const text = (selector: string) => $(selector)?.textContent ?? ''
const plan = (id: number) => $(`.member-plan[data-plan-id="${id}"]`)
const pay = (type: number) => $(`.vip-pay__item[data-pay-type="${type}"]`)

/** Shanghai wall-clock time `minutes` from now, as the server writes it. */
const shanghaiIn = (minutes: number) => new Date(Date.now() + (8 * 60 + minutes) * 60000).toISOString().slice(0, 19).replace('T', ' ')

function payment(extra: Partial<PaymentOrder> = {}): PaymentOrder {
  return { order_no: 'M202605010001', amount: '49.00', pay_type: 1, expire_time: shanghaiIn(15), pay_url: 'http://localhost:3000/pay/sandbox/M202605010001', ...extra }
}

describe('purchase view', () => {
  it('keeps the pick while it can pay, else the first way that can', () => {
    expect(pickPayType(PAY_TYPES, 1, '100.00', '49.00')).toBe(1)
    expect(pickPayType(PAY_TYPES, null, '100.00', '49.00')).toBe(3)
    // the wallet short of the price, Alipay switched off
    expect(pickPayType(PAY_TYPES, 3, '10.00', '49.00')).toBe(1)
    expect(pickPayType(PAY_TYPES, 2, '100.00', '49.00')).toBe(3)
    expect(pickPayType([PAY_TYPES[2]], null, '100.00', '49.00')).toBeNull()
    // the server lists WeChat Pay first: the wallet still comes first when it can pay
    const serverOrder = [PAY_TYPES[1], { ...PAY_TYPES[2], enabled: true }, PAY_TYPES[0]]
    expect(pickPayType(serverOrder, null, '100.00', '49.00')).toBe(3)
    expect(pickPayType(serverOrder, null, '0.00', '49.00')).toBe(1)
  })

  it('sees a payment arrive when the membership runs longer than before', () => {
    expect(purchaseArrived(null, { is_member: true, expire_time: '2026-06-01 00:00:00' })).toBe(true)
    expect(purchaseArrived(null, { is_member: false, expire_time: null })).toBe(false)
    expect(purchaseArrived('2026-06-01 00:00:00', { is_member: true, expire_time: '2026-06-01 00:00:00' })).toBe(false)
    expect(purchaseArrived('2026-06-01 00:00:00', { is_member: true, expire_time: '2026-08-30 00:00:00' })).toBe(true)
    // an old, ended membership: the new one is later anyway
    expect(purchaseArrived('2025-01-01 00:00:00', { is_member: false, expire_time: '2025-01-01 00:00:00' })).toBe(false)
  })
})

describe('开通会员', () => {
  const app = freshEachTest(mockShown)
  afterEach(() => {
    Taro.removeStorageSync(PENDING_PURCHASE_KEY)
  })

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = fakeApi({ [MEMBER.RECHARGE_INFO]: rechargeOffer() })
    await mount()
    expect(pageText()).toContain('登录后开通会员')
    expect(api.calls(MEMBER.RECHARGE_INFO)).toHaveLength(0)
    await tap($('.order-state__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('preselects the plan of the query; shows prices, pay types, the balance and what is off', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [MEMBER.RECHARGE_INFO]: rechargeOffer() })
    await mount({ member_type_id: '2' })
    expect(text('.vip-status__title')).toBe('开通会员，立享专属权益')
    expect(plan(2)!.getAttribute('aria-checked')).toBe('true')
    expect(plan(1)!.getAttribute('aria-checked')).toBe('false')
    expect(plan(2)!.querySelector('.member-plan__price')!.textContent).toBe('¥49.00')
    expect(plan(2)!.querySelector('.member-plan__original')!.textContent).toBe('¥89.70')
    expect(plan(2)!.querySelector('.member-plan__tag')!.textContent).toBe('最划算')
    expect(text('.vip-section__desc')).toBe('折合每天不到0.6元')

    // the server's names, in its order; the wallet with its balance, Alipay switched off
    expect(Array.from(document.querySelectorAll('.vip-pay__name')).map((el) => el.textContent)).toEqual(['余额支付', '微信支付', '支付宝'])
    expect(pay(3)!.querySelector('.vip-pay__note')!.textContent).toBe('余额 ¥100.00')
    expect(pay(3)!.getAttribute('aria-checked')).toBe('true')
    expect(pay(2)!.getAttribute('aria-disabled')).toBe('true')
    expect(pay(2)!.querySelector('.vip-pay__note')!.textContent).toBe('暂不可用')
    await tap(pay(2))
    expect(pay(2)!.getAttribute('aria-checked')).toBe('false')
    expect(pay(3)!.getAttribute('aria-checked')).toBe('true')

    await tap(pay(1))
    expect(pay(1)!.getAttribute('aria-checked')).toBe('true')
    await tap(plan(3))
    expect(text('.vip-bar__pay')).toBe('确认支付 ¥168.00')
    expect(text('.vip-bar__amount')).toBe('¥168.00')
    await tap($('.vip-agree__link'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/me/xieyimember'])
  })

  it('says when the membership runs and that renewing adds to it', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [MEMBER.RECHARGE_INFO]: rechargeOffer({ is_member: true, expire_time: '2026-06-01 10:00:00' }) })
    await mount()
    expect(text('.vip-status__title')).toBe('会员有效期至 2026-06-01')
    expect(text('.vip-status__hint')).toBe('续费后有效期自动顺延')
    // no plan asked for: the first
    expect(plan(1)!.getAttribute('aria-checked')).toBe('true')
  })

  it('greys the wallet out when the balance is short and pays another way', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [MEMBER.RECHARGE_INFO]: rechargeOffer({ balance: '20.00' }) })
    await mount({ member_type_id: '2' })
    expect(pay(3)!.querySelector('.vip-pay__note')!.textContent).toBe('余额 ¥20.00 · 余额不足')
    expect(pay(3)!.getAttribute('aria-disabled')).toBe('true')
    expect(pay(1)!.getAttribute('aria-checked')).toBe('true')
    // the month plan fits the balance again
    await tap(plan(1))
    expect(pay(3)!.getAttribute('aria-disabled')).toBe('false')
  })

  it('pays with the wallet: one recharge however often tapped, then 开通成功 and the new expiry', async () => {
    saveProfile({ token: 't' })
    appStore.set(userInfoAtom, { id: 1, is_vip: false, vip_expire_at: null } as any)
    let answerRecharge: () => void = () => undefined
    let paid = false
    const api = fakeApi({
      [MEMBER.RECHARGE_INFO]: rechargeOffer(),
      [MEMBER.INFO]: statusInfo({ is_member: true, expire_time: '2026-07-30 12:00:00', member_type_name: '季卡' }),
      // the account as the server has it once paid, read again after the purchase
      '/api/user/info': () => ({ id: 1, amount: '0.00', is_vip: paid, vip_expire_at: paid ? '2026-07-30 12:00:00' : null }),
    })
    const others = api.spy.getMockImplementation()!
    api.spy.mockImplementation(((opts: any) => {
      if (!String(opts.url).endsWith(MEMBER.RECHARGE)) return others(opts)
      return new Promise((resolve) => {
        answerRecharge = () => {
          paid = true
          resolve({ statusCode: 200, header: {}, data: { status: 1, msg: '支付成功', result: payment({ pay_type: 3, paid: true, pay_url: null }) } })
        }
      })
    }) as any)
    await mount({ member_type_id: '2' })
    await tap($('.vip-bar__pay'))
    // running: the button is busy and a second tap sends nothing
    expect($('.vip-bar__pay')!.className).toContain('nut-button-disabled')
    await tap($('.vip-bar__pay'))
    expect(api.calls(MEMBER.RECHARGE)).toEqual([expect.objectContaining({ pay_type: 3, member_type_id: 2 })])

    await testUtils.act(async () => {
      answerRecharge()
      await flush(10)
    })
    expect($('.vip-result')!.getAttribute('data-result')).toBe('paid')
    expect(text('.vip-result__title')).toBe('开通成功')
    expect(text('.vip-result__hint')).toBe('会员有效期至 2026-07-30')
    expect(api.calls(MEMBER.INFO)).toHaveLength(1)
    expect(appStore.get(userInfoAtom)).toMatchObject({ is_vip: true, vip_expire_at: '2026-07-30 12:00:00' })
    expect(Taro.getStorageSync(PENDING_PURCHASE_KEY)).toBeFalsy()

    await tap($('.vip-result__orders'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pagesme/vip_order'])
  })

  it('shows the server\'s refusal (钱包余额不足) once, stays, and reads the balance again', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [MEMBER.RECHARGE_INFO]: rechargeOffer() })
    serverSays(api, MEMBER.RECHARGE, { status: 0, msg: '钱包余额不足' })
    await mount({ member_type_id: '2' })
    await tap($('.vip-bar__pay'))
    expect(toastTitles(app.spies.showToast)).toEqual(['钱包余额不足'])
    expect($('.vip-result')).toBeNull()
    expect(api.calls(MEMBER.RECHARGE_INFO)).toHaveLength(2)
    // the button can be tapped again
    expect($('.vip-bar__pay')!.className).not.toContain('nut-button-disabled')
  })

  describe('through a provider\'s page (H5)', () => {
    const realLocation = window.location
    let location: { href: string }
    beforeEach(() => {
      location = { href: 'http://localhost/#/pagesme/vip/vip' }
      delete (window as any).location
      ;(window as any).location = location
    })
    afterEach(() => {
      ;(window as any).location = realLocation
    })

    it('opens the pay_url, says 待支付, and 支付成功 once the payer comes back a member', async () => {
      saveProfile({ token: 't' })
      let status = statusInfo()
      const api = fakeApi({
        [MEMBER.RECHARGE_INFO]: rechargeOffer(),
        [MEMBER.RECHARGE]: payment(),
        [MEMBER.INFO]: () => status,
      })
      await mount({ member_type_id: '2' })
      await tap(pay(1))
      await tap($('.vip-bar__pay'))
      expect(api.calls(MEMBER.RECHARGE)).toEqual([expect.objectContaining({ pay_type: 1, member_type_id: 2 })])
      expect(location.href).toBe('http://localhost:3000/pay/sandbox/M202605010001')
      expect(app.spies.showToast).not.toHaveBeenCalled()
      expect(Taro.getStorageSync(PENDING_PURCHASE_KEY)).toMatchObject({ member_type_id: 2, payment: { order_no: 'M202605010001' } })

      // not paid yet
      expect($('.vip-result')!.getAttribute('data-result')).toBe('pending')
      expect(text('.vip-result__title')).toBe('待支付')
      expect(text('.vip-result__amount')).toBe('¥49.00')
      expect(text('.vip-result__repay')).toBe('重新支付')
      expect(text('.vip-result__orders')).toBe('查看订单')

      // 重新支付 opens the same payment again: no second order
      location.href = 'http://localhost/#/pagesme/vip/vip'
      await tap($('.vip-result__repay'))
      expect(location.href).toBe('http://localhost:3000/pay/sandbox/M202605010001')
      expect(api.calls(MEMBER.RECHARGE)).toHaveLength(1)

      // back from the provider's page, paid
      status = statusInfo({ is_member: true, expire_time: '2026-07-30 12:00:00' })
      const reads = api.calls(MEMBER.INFO).length
      await showAgain(mockShown)
      expect(api.calls(MEMBER.INFO).length).toBeGreaterThan(reads)
      expect($('.vip-result')!.getAttribute('data-result')).toBe('paid')
      expect(text('.vip-result__title')).toBe('支付成功')
      expect(text('.vip-result__hint')).toBe('会员有效期至 2026-07-30')
      expect(Taro.getStorageSync(PENDING_PURCHASE_KEY)).toBeFalsy()
    })

    it('in WeChat\'s browser pays in WeChat Pay\'s sheet, then reads the membership at once', async () => {
      jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.47 NetType/WIFI')
      const payParams = { appId: 'wx1', timeStamp: '1777600000', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' }
      let status = statusInfo({ is_member: true, expire_time: '2026-06-01 10:00:00' })
      const invoke = jest.fn((_api: string, _params: unknown, done: (res: { err_msg: string }) => void) => {
        // WeChat Pay's notification reaches the server while the sheet is open
        status = statusInfo({ is_member: true, expire_time: '2026-08-30 10:00:00' })
        done({ err_msg: 'get_brand_wcpay_request:ok' })
      })
      ;(window as any).WeixinJSBridge = { invoke }
      try {
        saveProfile({ token: 't' })
        const api = fakeApi({
          [MEMBER.RECHARGE_INFO]: rechargeOffer({ is_member: true, expire_time: '2026-06-01 10:00:00', balance: '0.00' }),
          [MEMBER.RECHARGE]: payment({ pay_url: null, pay_params: payParams }),
          [MEMBER.INFO]: () => status,
        })
        await mount({ member_type_id: '2' })
        expect(pay(1)!.getAttribute('aria-checked')).toBe('true')
        await tap($('.vip-bar__pay'))
        expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', payParams, expect.any(Function))
        expect(location.href).toBe('http://localhost/#/pagesme/vip/vip')
        expect(api.calls(MEMBER.RECHARGE)).toEqual([expect.objectContaining({ pay_type: 1, member_type_id: 2 })])
        expect(text('.vip-result__title')).toBe('支付成功')
        expect(text('.vip-result__hint')).toBe('会员有效期至 2026-08-30')
      } finally {
        delete (window as any).WeixinJSBridge
      }
    })

    it('after the app reloads on the way back, finds the payment again and checks it', async () => {
      saveProfile({ token: 't' })
      Taro.setStorageSync(PENDING_PURCHASE_KEY, { payment: payment(), member_type_id: 2, before: '2026-05-01 00:00:00' })
      let status = statusInfo({ is_member: true, expire_time: '2026-05-01 00:00:00' })
      const api = fakeApi({ [MEMBER.RECHARGE_INFO]: rechargeOffer(), [MEMBER.INFO]: () => status })
      await mount({ order_no: 'M202605010001' })
      // the old expiry: not yet
      expect(text('.vip-result__title')).toBe('待支付')
      expect(api.calls(MEMBER.INFO)).toHaveLength(1)
      status = statusInfo({ is_member: true, expire_time: '2026-07-30 00:00:00' })
      await tap($('.vip-result__check'))
      expect(text('.vip-result__title')).toBe('支付成功')
      // the reloaded app holds this page alone: back goes to 会员中心, not to home
      const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve({ errMsg: 'reLaunch:ok' })) as any)
      await tap($('.nav-bar__back'))
      expect(reLaunch.mock.calls.map(([opts]) => opts.url)).toEqual(['/pages/member/member'])

      // 重新选择套餐 from a pending payment goes back to choosing
      testUtils.unmout()
      Taro.setStorageSync(PENDING_PURCHASE_KEY, { payment: payment(), member_type_id: 2, before: null })
      status = statusInfo()
      await mount()
      expect(text('.vip-result__title')).toBe('待支付')
      await tap($('.vip-result__links .vip-result__again'))
      expect($('.vip-result')).toBeNull()
      expect($('.vip-bar__pay')).not.toBeNull()
      expect(Taro.getStorageSync(PENDING_PURCHASE_KEY)).toBeFalsy()
    })

    it('forgets a payment that can no longer be paid unless the return address names it', async () => {
      saveProfile({ token: 't' })
      Taro.setStorageSync(PENDING_PURCHASE_KEY, { payment: payment({ expire_time: shanghaiIn(-5) }), member_type_id: 2, before: null })
      fakeApi({ [MEMBER.RECHARGE_INFO]: rechargeOffer(), [MEMBER.INFO]: statusInfo() })
      await mount({ member_type_id: '2' })
      expect($('.vip-result')).toBeNull()
      expect(Taro.getStorageSync(PENDING_PURCHASE_KEY)).toBeFalsy()
      testUtils.unmout()

      Taro.setStorageSync(PENDING_PURCHASE_KEY, { payment: payment({ expire_time: shanghaiIn(-5) }), member_type_id: 2, before: null })
      await mount({ order_no: 'M202605010001' })
      expect($('.vip-result')!.getAttribute('data-result')).toBe('timeout')
      expect(text('.vip-result__title')).toBe('支付已超时')
      expect($('.vip-result__repay')).toBeNull()
    })
  })

  it('says when no plan is on offer', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [MEMBER.RECHARGE_INFO]: rechargeOffer({ member_types: [] }) })
    await mount()
    expect(pageText()).toContain('暂无可开通的会员套餐')
    expect($('.vip-bar')).toBeNull()
  })

  it('shows the skeleton, then the error state with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({})
    api.spy.mockImplementation((() => new Promise(() => undefined)) as any)
    await mount()
    expect($('.vip-skeleton')).not.toBeNull()
    testUtils.unmout()

    serverSays(fakeApi({}), MEMBER.RECHARGE_INFO, { status: 0, msg: '服务繁忙' })
    await mount()
    expect(text('.load-error')).toContain('套餐信息加载失败')
    expect(text('.load-error')).toContain('服务繁忙')
    fakeApi({ [MEMBER.RECHARGE_INFO]: rechargeOffer() })
    await tap($('.load-error__retry'))
    expect($('.vip-bar__pay')).not.toBeNull()
    testUtils.unmout()

    let online = false
    fakeApi({ [MEMBER.RECHARGE_INFO]: unlessOnline(() => online, () => rechargeOffer()) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect($('.vip-bar__pay')).not.toBeNull()
  })
})
