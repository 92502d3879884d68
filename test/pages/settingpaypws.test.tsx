import './helpers'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import SettingpaypwsPage from '@/pages/cashout/settingpaypws'
import { isWeakPayPassword } from '@/features/wallet/walletView'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, flush, pageText, serverSays, toastTitles, type } from './helpers'
import { freshEachTest } from './goldTestKit'
import { tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'
import { WALLET, account, filledBoxes, sheetOpen, typeOnKeyboard } from './walletFixtures'

// 设置支付密码 / 修改支付密码 (pages/cashout/settingpaypws): the code to the own phone, then the six
// digits twice, checked here before user/updateCashPassword.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

async function mount() {
  Current.router = { path: '/pages/cashout/settingpaypws', params: {} } as any
  await testUtils.mount(SettingpaypwsPage, {})
  await testUtils.act(() => flush(10))
}
const $ = (selector: string) => document.querySelector(selector)
const title = () => $('.nav-bar__title')?.textContent ?? ''
const sheetTitle = () => $('.nut-shortpassword-title')?.textContent ?? ''
const sheetError = () => $('.nut-shortpassword-message-error')?.textContent ?? ''

describe('payment password rules', () => {
  it('refuses one digit six times and straight runs, as the server does', () => {
    for (const weak of ['111111', '000000', '123456', '654321', '012345', '456789']) expect(isWeakPayPassword(weak)).toBe(true)
    for (const fine of ['135790', '112233', '123457', '909090']) expect(isWeakPayPassword(fine)).toBe(false)
  })
})

describe('设置支付密码', () => {
  const app = freshEachTest(mockShown)
  let navigateBack: jest.SpyInstance
  beforeEach(() => {
    navigateBack = jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => [{ route: 'pages/cashout/cashout' }, { route: 'pages/cashout/settingpaypws' }]) as any)
  })

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = fakeApi({ [WALLET.INFO]: account() })
    await mount()
    expect(pageText()).toContain('登录后设置支付密码')
    expect(api.spy).not.toHaveBeenCalled()
  })

  it('is titled by whether a password is set, and sends the cash_password code to the own phone', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [WALLET.INFO]: account({ has_cash_password: false }), [WALLET.CODE]: null })
    await mount()
    expect(title()).toBe('设置支付密码')
    expect(pageText()).toContain('验证码将发送至')
    expect(pageText()).toContain('138****5678')
    await tap($('.code-button'))
    expect(api.calls(WALLET.CODE)).toEqual([expect.objectContaining({ purpose: 'cash_password' })])
    expect(toastTitles(app.spies.showToast)).toEqual(['验证码已发送'])
    expect($('.code-button')!.textContent).toBe('60秒重新获取')
    testUtils.unmout()

    fakeApi({ [WALLET.INFO]: account({ has_cash_password: true }) })
    await mount()
    expect(title()).toBe('修改支付密码')
  })

  it('wants the code first, refuses a simple password and two different ones before calling, then saves and goes back', async () => {
    saveProfile({ token: 't' })
    // the account as the server has it: read again once the password is saved
    const api = fakeApi({ [WALLET.INFO]: () => account({ has_cash_password: api.calls(WALLET.PASSWORD).length > 0 }) })
    serverSays(api, WALLET.PASSWORD, { status: 1, msg: '支付密码设置成功' })
    await mount()
    await type('.pay-code', '12345')
    await tap($('.pay-next'))
    expect(toastTitles(app.spies.showToast)).toEqual(['请输入6位短信验证码'])
    expect(sheetOpen()).toBe(false)

    await type('.pay-code', '246810')
    await tap($('.pay-next'))
    expect(sheetTitle()).toBe('请设置6位支付密码')
    await typeOnKeyboard('123456')
    expect(sheetError()).toBe('支付密码过于简单')
    expect(sheetTitle()).toBe('请设置6位支付密码')
    expect(filledBoxes()).toBe(0)

    await typeOnKeyboard('135790')
    expect(sheetTitle()).toBe('请再次输入支付密码')
    await typeOnKeyboard('135791')
    expect(sheetError()).toBe('两次输入的密码不一致')
    expect(sheetTitle()).toBe('请设置6位支付密码')
    expect(api.calls(WALLET.PASSWORD)).toHaveLength(0)

    await typeOnKeyboard('135790')
    await typeOnKeyboard('135790')
    expect(api.calls(WALLET.PASSWORD)).toEqual([expect.objectContaining({ cash_password: '135790', re_cash_password: '135790', code: '246810' })])
    expect(toastTitles(app.spies.showToast)).toContain('支付密码设置成功')
    expect(appStore.get(userInfoAtom)).toMatchObject({ has_cash_password: true })
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('a refused code closes the sheet and keeps the user on the code, logged in', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [WALLET.INFO]: account() })
    serverSays(api, WALLET.PASSWORD, { status: 0, msg: '验证码错误' })
    await mount()
    await type('.pay-code', '000000')
    await tap($('.pay-next'))
    await typeOnKeyboard('135790')
    await typeOnKeyboard('135790')
    expect(api.calls(WALLET.PASSWORD)).toHaveLength(1)
    expect(toastTitles(app.spies.showToast)).toEqual(['验证码错误'])
    expect(sheetOpen()).toBe(false)
    expect(($('.pay-code input') as HTMLInputElement).value).toBe('000000')
    expect(navigateBack).not.toHaveBeenCalled()
  })

  it('an account without a phone is asked to bind one first', async () => {
    saveProfile({ token: 't' })
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    fakeApi({ [WALLET.INFO]: account({ tel: undefined }) })
    await mount()
    expect(pageText()).toContain('设置支付密码需要短信验证，请先绑定手机号')
    await tap($('.pay-bind-phone'))
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/login/updatephoneandpass?type=bind' })
  })

  it('shows the error with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    serverSays(fakeApi({}), WALLET.INFO, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('账户信息加载失败')
    fakeApi({ [WALLET.INFO]: account() })
    await tap($('.load-error__retry'))
    expect($('.pay-code')).toBeTruthy()
    testUtils.unmout()

    appStore.set(userInfoAtom, null)
    let online = false
    fakeApi({ [WALLET.INFO]: unlessOnline(() => online, () => account()) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect($('.pay-code')).toBeTruthy()
  })
})
