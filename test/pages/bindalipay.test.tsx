import './helpers'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import BindalipayPage from '@/pages/cashout/bindalipay'
import { normalName, payoutAccountProblem, realNameProblem } from '@/features/wallet/walletView'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, serverSays, toastTitles, type } from './helpers'
import { freshEachTest } from './goldTestKit'
import { tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'
import { WALLET, account } from './walletFixtures'

// 绑定支付宝 (pages/cashout/bindalipay): the payout account, its checks, and the SMS code a change needs.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

async function mount() {
  Current.router = { path: '/pages/cashout/bindalipay', params: {} } as any
  await testUtils.mount(BindalipayPage, {})
  await testUtils.act(() => flush(10))
}
const $ = (selector: string) => document.querySelector(selector)
const UNBOUND = account({ alipay_number: null, real_name: null })

describe('payout account rules', () => {
  it('wants a real name of 2-20 Chinese characters or letters', () => {
    expect(realNameProblem('')).toBe('bind.nameEmpty')
    expect(realNameProblem('  ')).toBe('bind.nameEmpty')
    expect(realNameProblem('张')).toBe('bind.nameInvalid')
    expect(realNameProblem('张三1')).toBe('bind.nameInvalid')
    expect(realNameProblem('张 三')).toBe('bind.nameInvalid')
    expect(realNameProblem('张'.repeat(21))).toBe('bind.nameInvalid')
    expect(realNameProblem('张三')).toBeNull()
    expect(realNameProblem('阿依古丽•买买提')).toBeNull()
    expect(realNameProblem('John Smith')).toBeNull()
    expect(normalName(' 阿依古丽.买买提 ')).toBe('阿依古丽·买买提')
  })

  it('wants a mobile number or an e-mail address as the account', () => {
    expect(payoutAccountProblem('')).toBe('bind.accountEmpty')
    expect(payoutAccountProblem('1381234567')).toBe('bind.accountInvalid')
    expect(payoutAccountProblem('abc@qq')).toBe('bind.accountInvalid')
    expect(payoutAccountProblem('13812345678')).toBeNull()
    expect(payoutAccountProblem(' me@example.com ')).toBeNull()
  })
})

describe('绑定支付宝', () => {
  const app = freshEachTest(mockShown)
  let redirectTo: jest.SpyInstance
  beforeEach(() => {
    redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
  })

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = fakeApi({ [WALLET.INFO]: UNBOUND })
    await mount()
    expect(pageText()).toContain('登录后绑定支付宝')
    expect(api.spy).not.toHaveBeenCalled()
    await tap($('.order-state__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('first binding: checks the name and the account, then saves without a code and goes back to 提现', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [WALLET.INFO]: UNBOUND, [WALLET.SAVE_ALIPAY]: null })
    serverSays(api, WALLET.SAVE_ALIPAY, { status: 1, msg: '支付宝账号已绑定' })
    await mount()
    expect(pageText()).toContain('请绑定本人实名认证的支付宝账号')
    expect($('.bind-form__code')).toBeNull()
    expect($('.bind-submit')!.textContent).toBe('确认绑定')

    await tap($('.bind-submit'))
    await type('.bind-form__name', '张3')
    await tap($('.bind-submit'))
    await type('.bind-form__name', '张三')
    await tap($('.bind-submit'))
    await type('.bind-form__account', 'me@qq')
    await tap($('.bind-submit'))
    expect(toastTitles(app.spies.showToast)).toEqual([
      '请输入真实姓名', '请输入正确的真实姓名（2-20个汉字或字母）', '请输入支付宝账号', '请输入正确的支付宝账号（手机号或邮箱）',
    ])
    expect(api.calls(WALLET.SAVE_ALIPAY)).toHaveLength(0)

    await type('.bind-form__account', 'me@qq.com')
    await tap($('.bind-submit'))
    expect(api.calls(WALLET.SAVE_ALIPAY)).toEqual([expect.objectContaining({ real_name: '张三', alipay_number: 'me@qq.com' })])
    expect(api.calls(WALLET.SAVE_ALIPAY)[0]).not.toHaveProperty('code')
    expect(toastTitles(app.spies.showToast)).toContain('支付宝账号已绑定')
    // no cash-out page below this one: it takes this page's place
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/cashout/cashout' })
  })

  it('a bound account: shows it, sends the payout_account code to the own phone and saves with it', async () => {
    saveProfile({ token: 't' })
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    // 提现 is the page below: back to it
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => [{ route: 'pages/cashout/cashout', options: {} }, { route: 'pages/cashout/bindalipay', options: {} }]) as any)
    const api = fakeApi({ [WALLET.INFO]: account(), [WALLET.SAVE_ALIPAY]: null, [WALLET.CODE]: null })
    await mount()
    expect($('.bind-current')!.textContent).toContain('当前绑定')
    expect($('.bind-current')!.textContent).toContain('138****5678')
    expect($('.bind-current')!.textContent).toContain('*三')
    expect(pageText()).toContain('验证码将发送至 138****5678')
    expect($('.bind-submit')!.textContent).toBe('确认更换')

    await type('.bind-form__name', '李四')
    await type('.bind-form__account', '13900001111')
    await tap($('.bind-submit'))
    expect(toastTitles(app.spies.showToast)).toEqual(['请输入6位短信验证码'])
    expect(api.calls(WALLET.SAVE_ALIPAY)).toHaveLength(0)

    await tap($('.code-button'))
    expect(api.calls(WALLET.CODE)).toEqual([expect.objectContaining({ purpose: 'payout_account' })])
    expect(api.calls(WALLET.CODE)[0]).not.toHaveProperty('tel')
    expect($('.code-button')!.textContent).toBe('60秒重新获取')
    await type('.bind-form__code', '123456')
    await tap($('.bind-submit'))
    expect(api.calls(WALLET.SAVE_ALIPAY)).toEqual([expect.objectContaining({ real_name: '李四', alipay_number: '13900001111', code: '123456' })])
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('a wrong code keeps the user here with the server’s reason, and a double tap saves once', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [WALLET.INFO]: account() })
    serverSays(api, WALLET.SAVE_ALIPAY, { status: 0, msg: '验证码错误' })
    await mount()
    await type('.bind-form__name', '李四')
    await type('.bind-form__account', '13900001111')
    await type('.bind-form__code', '000000')
    await testUtils.act(async () => {
      testUtils.fireEvent.click($('.bind-submit')!)
      testUtils.fireEvent.click($('.bind-submit')!)
      await flush(10)
    })
    expect(api.calls(WALLET.SAVE_ALIPAY)).toHaveLength(1)
    expect(toastTitles(app.spies.showToast)).toEqual(['验证码错误'])
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('a bound account without a phone is asked to bind one first', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [WALLET.INFO]: account({ tel: undefined }) })
    await mount()
    expect(pageText()).toContain('更换收款账号需要短信验证，请先绑定手机号')
    await tap($('.bind-nophone__btn'))
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/login/updatephoneandpass?type=bind' })
  })

  it('shows the error with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    serverSays(fakeApi({}), WALLET.INFO, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('账户信息加载失败')
    fakeApi({ [WALLET.INFO]: UNBOUND })
    await tap($('.load-error__retry'))
    expect($('.bind-form')).toBeTruthy()
    testUtils.unmout()

    appStore.set(userInfoAtom, null)
    let online = false
    fakeApi({ [WALLET.INFO]: unlessOnline(() => online, () => UNBOUND) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect($('.bind-form')).toBeTruthy()
  })
})
