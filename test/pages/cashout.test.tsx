import './helpers'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import CashoutPage from '@/pages/cashout/cashout'
import { allAmount, amountProblem, feeOf, feePercent, limitsOf, pickChannel, typedAmount } from '@/features/wallet/walletView'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, serverSays, toastTitles, type } from './helpers'
import { freshEachTest } from './goldTestKit'
import { showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'
import { ALIPAY, TOUCH, WALLET, WECHAT, account, filledBoxes, rules, sheetOpen, typeOnKeyboard } from './walletFixtures'
import { expectPrinted } from '../consoleGuard'

// 提现 (pages/cashout/cashout): the balance, the amount and its checks, the channel, the rules, the
// payment password and wallet/cashOut.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

async function mount() {
  Current.router = { path: '/pages/cashout/cashout', params: {} } as any
  await testUtils.mount(CashoutPage, {})
  await testUtils.act(() => flush(10))
}
const $ = (selector: string) => document.querySelector(selector)
const text = (selector: string) => $(selector)?.textContent ?? ''
const amountInput = () => $('.cashout-amount__input input') as HTMLInputElement | null

/** A server with this account and these rules; cashOut answers `cash` (a function of the body). */
function server(opts: { info?: object; rules?: object; cash?: (body: Record<string, unknown>) => unknown } = {}) {
  return fakeApi({
    [WALLET.INFO]: opts.info ?? account(),
    [WALLET.RULES]: opts.rules ?? rules(),
    [WALLET.CASH_OUT]: opts.cash ?? ((body) => ({ cash_out_id: 9, amount: body.amount, status: 'pending', balance: '38.50', frozen_amount: '60.00' })),
  })
}

describe('cash-out view', () => {
  const limits = { balance: 8850, min: 100, max: 50000, timesLeft: 2 }

  it('checks the amount: format, two decimals, limits, the balance, the day', () => {
    const key = (text: string, l = limits) => amountProblem(text, l)?.key ?? null
    expect(key('')).toBe('cashout.amountEmpty')
    expect(key('abc')).toBe('cashout.amountFormat')
    expect(key('1.234')).toBe('cashout.amountFormat')
    expect(key('01')).toBe('cashout.amountFormat')
    expect(key('0')).toBe('cashout.amountFormat')
    expect(key('0.99')).toBe('cashout.belowMin')
    expect(amountProblem('0.5', limits)).toEqual({ key: 'cashout.belowMin', params: { amount: '1.00' } })
    expect(amountProblem('500.01', { ...limits, balance: 100000 })).toEqual({ key: 'cashout.overMax', params: { amount: '500.00' } })
    expect(key('88.51')).toBe('cashout.overBalance')
    expect(key('88.5')).toBeNull()
    expect(key('1')).toBeNull()
    expect(key('10', { ...limits, timesLeft: 0 })).toBe('cashout.noTimes')
  })

  it('全部提现 fills the balance, at most the single maximum', () => {
    expect(allAmount(limits)).toBe('88.50')
    expect(allAmount({ ...limits, balance: 123456 })).toBe('500.00')
    expect(allAmount({ ...limits, balance: 0 })).toBe('0.00')
    expect(limitsOf(rules({ used_today: 3 }), account())).toEqual({ balance: 8850, min: 100, max: 50000, timesLeft: 0 })
  })

  it('keeps what the field may hold, and counts the fee half up', () => {
    expect(typedAmount('12.345')).toBe('12.34')
    expect(typedAmount('1a2.5.6')).toBe('12.56')
    expect(feePercent('0')).toBeNull()
    expect(feePercent('0.006')).toBe('0.6%')
    expect(feeOf(10000, '0.006')).toEqual({ fee: '0.60', arrive: '99.40' })
    expect(feeOf(250, '0.01')).toEqual({ fee: '0.03', arrive: '2.47' })
    expect(feeOf(100, '0')).toEqual({ fee: '0.00', arrive: '1.00' })
  })

  it('picks the user’s channel while it can pay, else a bound one, else the first enabled', () => {
    const wechat = { ...WECHAT, enabled: true, bound: true }
    expect(pickChannel([ALIPAY, wechat], 1)?.pay_type).toBe(1)
    expect(pickChannel([{ ...ALIPAY, bound: false }, wechat], null)?.pay_type).toBe(1)
    expect(pickChannel([ALIPAY, WECHAT], 1)?.pay_type).toBe(2)
    expect(pickChannel([{ ...ALIPAY, enabled: false }, WECHAT], null)).toBeNull()
  })
})

describe('提现', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = server()
    await mount()
    expect(pageText()).toContain('登录后提现')
    expect(api.spy).not.toHaveBeenCalled()
    await tap($('.order-state__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('shows the balance, the bound Alipay account, the rules and the notice', async () => {
    saveProfile({ token: 't' })
    const api = server({ rules: rules({ fee_rate: '0.006' }) })
    await mount()
    expect(api.calls(WALLET.RULES)[0]).toMatchObject({ type: 1 })
    expect(text('.cashout-balance')).toBe('88.50')
    expect(text('.cashout-frozen')).toBe('冻结中 ¥10.00')
    const alipay = $('.cashout-channel--alipay')!
    expect(alipay.textContent).toContain('支付宝')
    expect(alipay.textContent).toContain('*三 138****5678')
    expect(alipay.className).toContain('cashout-channel--on')
    expect($('.cashout-channel--wechat')!.textContent).toContain('暂不可用')
    const lines = Array.from(document.querySelectorAll('.cashout-rules__item')).map((e) => e.textContent)
    expect(lines).toEqual(['单笔1.00-500.00元', '每日3次，今日已用1次', '手续费0.6%', '提现申请将在1-3个工作日内审核', '审核通过后打款至绑定账户'])

    await type('.cashout-amount__input', '100')
    expect(text('.cashout-amount__fee')).toBe(' ')
    await type('.cashout-amount__input', '50')
    expect(text('.cashout-amount__fee')).toBe('手续费 ¥0.30，预计到账 ¥49.70')

    await tap($('.cashout-channel__change'))
    await tap($('.wallet-hero__link'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/cashout/bindalipay', '/pages/moneydetail/moneydetail'])
  })

  it('checks the amount before calling: empty, format, minimum, maximum, balance', async () => {
    saveProfile({ token: 't' })
    const api = server({ info: account({ amount: '800.00' }) })
    await mount()
    await tap($('.cashout-submit'))
    await type('.cashout-amount__input', '0.5')
    await tap($('.cashout-submit'))
    await type('.cashout-amount__input', '600')
    await tap($('.cashout-submit'))
    expect(toastTitles(app.spies.showToast)).toEqual(['请输入提现金额', '单笔最低提现1.00元', '单笔最多提现500.00元'])
    expect(api.calls(WALLET.CASH_OUT)).toHaveLength(0)
    expect(sheetOpen()).toBe(false)
  })

  it('全部提现 fills min(balance, max), and an amount above the balance is refused here', async () => {
    saveProfile({ token: 't' })
    const api = server()
    await mount()
    await tap($('.cashout-amount__all'))
    expect(amountInput()!.value).toBe('88.50')
    await type('.cashout-amount__input', '88.51')
    await tap($('.cashout-submit'))
    expect(toastTitles(app.spies.showToast)).toEqual(['提现金额超过可提现余额'])
    expect(api.calls(WALLET.CASH_OUT)).toHaveLength(0)
    testUtils.unmout()

    server({ info: account({ amount: '1234.00' }) })
    await mount()
    await tap($('.cashout-amount__all'))
    expect(amountInput()!.value).toBe('500.00')
  })

  it('no cash-out left today: says so and calls nothing', async () => {
    saveProfile({ token: 't' })
    const api = server({ rules: rules({ used_today: 3 }) })
    await mount()
    expect(pageText()).toContain('每日3次，今日已用3次')
    await type('.cashout-amount__input', '10')
    await tap($('.cashout-submit'))
    expect(toastTitles(app.spies.showToast)).toEqual(['今日提现次数已用完'])
    expect(api.calls(WALLET.CASH_OUT)).toHaveLength(0)
  })

  it('Alipay not bound: offers 去绑定支付宝 and refuses to cash out', async () => {
    saveProfile({ token: 't' })
    const api = server({ info: account({ alipay_number: null, real_name: null }), rules: rules({ channels: [{ ...ALIPAY, bound: false }, WECHAT] }) })
    await mount()
    expect($('.cashout-channel--alipay')!.textContent).toContain('去绑定支付宝')
    await type('.cashout-amount__input', '10')
    await tap($('.cashout-submit'))
    expect(toastTitles(app.spies.showToast)).toEqual(['请先绑定支付宝账号'])
    await tap($('.cashout-channel__bind'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/cashout/bindalipay'])
    expect(api.calls(WALLET.CASH_OUT)).toHaveLength(0)
  })

  it('no payment password: asks to set one and leads to settingpaypws', async () => {
    saveProfile({ token: 't' })
    const showModal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' })) as any)
    const api = server({ info: account({ has_cash_password: false }) })
    await mount()
    await type('.cashout-amount__input', '10')
    await testUtils.act(async () => {
      testUtils.fireEvent.click($('.cashout-submit')!)
      testUtils.fireEvent.click($('.cashout-submit')!)
      await flush(10)
    })
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '设置支付密码', confirmText: '去设置' }))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/cashout/settingpaypws'])
    expect(sheetOpen()).toBe(false)
    expect(api.calls(WALLET.CASH_OUT)).toHaveLength(0)
  })

  it('the password: a wrong one shows the server’s message in the sheet, then a right one cashes out', async () => {
    saveProfile({ token: 't' })
    const api = server()
    serverSays(api, WALLET.CASH_OUT, { status: 0, msg: '支付密码错误，还可尝试4次' })
    await mount()
    await type('.cashout-amount__input', '50')
    await tap($('.cashout-submit'))
    expect(sheetOpen()).toBe(true)
    expect(pageText()).toContain('请输入支付密码')
    expect(pageText()).toContain('提现 ¥50.00 至支付宝')

    await typeOnKeyboard('12345')
    expect(filledBoxes()).toBe(5)
    expect(api.calls(WALLET.CASH_OUT)).toHaveLength(0)
    await typeOnKeyboard('6')
    expect(api.calls(WALLET.CASH_OUT)).toEqual([expect.objectContaining({ cash_password: '123456', amount: '50.00', pay_type: 2 })])
    expect(text('.nut-shortpassword-message-error')).toBe('支付密码错误，还可尝试4次')
    expectPrinted(/cashOut status 0: 支付密码错误，还可尝试4次/)
    expect(filledBoxes()).toBe(0)
    expect(sheetOpen()).toBe(true)
    // shown in the sheet, not as a toast
    expect(toastTitles(app.spies.showToast)).toEqual([])

    // the right password; the account as the server has it afterwards, read again
    let cashedOut = false
    fakeApi({
      [WALLET.INFO]: () => (cashedOut ? account({ amount: '38.50', frozen_amount: '60.00' }) : account()),
      [WALLET.RULES]: rules(),
      [WALLET.CASH_OUT]: (body) => {
        cashedOut = true
        return { cash_out_id: 9, amount: body.amount, status: 'pending', balance: '38.50', frozen_amount: '60.00' }
      },
    })
    await typeOnKeyboard('246810')
    expect(pageText()).toContain('提现申请已提交')
    expect(api.calls(WALLET.CASH_OUT)).toHaveLength(2)
    expect(text('.cashout-result__amount')).toBe('¥50.00')
    expect(text('.cashout-result__state')).toBe('审核中')
    expect(text('.cashout-result__balance')).toBe('¥38.50')
    expect(text('.cashout-result__frozen')).toBe('¥60.00')
    // the me tab and the make-money tab read the new balance
    expect(appStore.get(userInfoAtom)).toMatchObject({ amount: '38.50', frozen_amount: '60.00' })
    await tap($('.cashout-result__history'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/moneydetail/moneydetail'])
  })

  it('the lock message is shown too, and the delete key takes a digit back', async () => {
    saveProfile({ token: 't' })
    const api = server()
    serverSays(api, WALLET.CASH_OUT, { status: 0, msg: '支付密码错误次数过多，请1小时后再试' })
    await mount()
    await type('.cashout-amount__input', '20')
    await tap($('.cashout-submit'))
    await typeOnKeyboard('12')
    const erase = $('.nut-numberkeyboard .key.delete')!
    await testUtils.act(async () => {
      testUtils.fireEvent.touchEnd(erase, TOUCH)
      await flush(3)
    })
    expect(filledBoxes()).toBe(1)
    await typeOnKeyboard('23456')
    expect(api.calls(WALLET.CASH_OUT)).toEqual([expect.objectContaining({ cash_password: '123456', amount: '20.00' })])
    expect(text('.nut-shortpassword-message-error')).toBe('支付密码错误次数过多，请1小时后再试')
    expectPrinted(/cashOut status 0: 支付密码错误次数过多，请1小时后再试/)
  })

  it('sends once however fast the digits come while the call runs', async () => {
    saveProfile({ token: 't' })
    let answer: (value: unknown) => void = () => undefined
    const api = server()
    const others = api.spy.getMockImplementation()!
    api.spy.mockImplementation(((opts: Taro.request.Option) =>
      String(opts.url).endsWith(WALLET.CASH_OUT)
        ? new Promise((resolve) => {
          answer = resolve
        })
        : others(opts)) as any)
    await mount()
    await type('.cashout-amount__input', '10')
    await tap($('.cashout-submit'))
    await tap($('.cashout-submit'))
    await typeOnKeyboard('123456')
    // more taps while it runs: nothing is typed, nothing sent again
    await typeOnKeyboard('7')
    await tap($('.cashout-submit'))
    expect(api.calls(WALLET.CASH_OUT)).toHaveLength(1)
    expect(filledBoxes()).toBe(6)
    await testUtils.act(async () => {
      answer({ statusCode: 200, data: { status: 1, msg: '提现申请已提交', result: { cash_out_id: 1, amount: '10.00', status: 'pending', balance: '78.50', frozen_amount: '20.00' } }, header: {}, cookies: [], errMsg: 'ok' })
      await flush(10)
    })
    expect(pageText()).toContain('提现申请已提交')
    expect(api.calls(WALLET.CASH_OUT)).toHaveLength(1)
  })

  it('no channel open: says so, and the button cannot act', async () => {
    saveProfile({ token: 't' })
    server({ rules: rules({ channels: [] }) })
    await mount()
    expect($('.cashout-channel__none')!.textContent).toContain('暂无可用的提现方式')
    expect($('.cashout-submit')!.className).toContain('nut-button-disabled')
  })

  it('reads the account and the rules again when shown (back from binding Alipay)', async () => {
    saveProfile({ token: 't' })
    let bound = false
    const api = fakeApi({
      [WALLET.INFO]: () => account(bound ? {} : { alipay_number: null, real_name: null }),
      [WALLET.RULES]: () => rules({ channels: [{ ...ALIPAY, bound }, WECHAT] }),
    })
    await mount()
    expect($('.cashout-channel--alipay')!.textContent).toContain('去绑定支付宝')
    bound = true
    await showAgain(mockShown)
    expect(api.calls(WALLET.RULES).length).toBeGreaterThanOrEqual(2)
    expect($('.cashout-channel--alipay')!.textContent).toContain('138****5678')
    expect($('.cashout-channel--alipay')!.textContent).not.toContain('去绑定')
  })

  it('shows the skeleton, then the error with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    serverSays(server(), WALLET.RULES, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('提现信息加载失败')
    expect($('.load-error')!.textContent).toContain('服务繁忙')
    expect(app.spies.showToast).not.toHaveBeenCalled()
    server()
    await tap($('.load-error__retry'))
    expect(text('.cashout-balance')).toBe('88.50')
    testUtils.unmout()

    appStore.set(userInfoAtom, null)
    let online = false
    fakeApi({ [WALLET.INFO]: unlessOnline(() => online, () => account()), [WALLET.RULES]: unlessOnline(() => online, () => rules()) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(text('.cashout-balance')).toBe('88.50')
    testUtils.unmout()

    // while the calls have not answered: the page's outline
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as any)
    appStore.set(userInfoAtom, null)
    await mount()
    expect($('.cashout-skeleton')).toBeTruthy()
    expect($('.cashout-submit')).toBeNull()
  })
})
