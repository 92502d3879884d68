import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { modeOf, newTelError, passwordChangeError } from '@/features/account/PhonePasswordScreen'
import UpdatePhoneAndPassPage from '@/pages/login/updatephoneandpass'
import { appStore } from '@/store/persisted'
import { isLoggedIn, saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, flush, pageText, resetApp, type, tap, toastTitles, serverSays } from './helpers'

// Change phone, set or change the login password, bind a phone (/pages/login/updatephoneandpass)
// against the account-settings contract.
const testUtils = new TestUtils()

const ACCOUNT = { id: 7, amount: '0.00', tel: '13812345678', has_password: true }



async function mount(type?: string) {
  Current.router = { path: '/pages/login/updatephoneandpass', params: type ? { type } : {} } as any
  await testUtils.mount(UpdatePhoneAndPassPage, {})
  await flush()
}

describe('account change rules', () => {
  it('reads the mode from the query, change phone by default', () => {
    expect(modeOf(undefined)).toBe('phone')
    expect(modeOf('password')).toBe('password')
    expect(modeOf('bind')).toBe('bind')
    expect(modeOf('other')).toBe('phone')
  })

  it('wants a valid new number that is not the current one', () => {
    expect(newTelError('1381234567', '13812345678')).toBe('telInvalid')
    expect(newTelError('13812345678', '13812345678')).toBe('sameTel')
    expect(newTelError('13900001111', '13812345678')).toBeNull()
    expect(newTelError('13900001111')).toBeNull()
  })

  it('wants the code, then 8-64 characters, then the same password twice', () => {
    expect(passwordChangeError({ code: '12345', first: 'longenough', second: 'longenough' })).toBe('codeInvalid')
    expect(passwordChangeError({ code: '123456', first: 'short', second: 'short' })).toBe('passwordLength')
    expect(passwordChangeError({ code: '123456', first: 'x'.repeat(65), second: 'x'.repeat(65) })).toBe('passwordLength')
    expect(passwordChangeError({ code: '123456', first: 'longenough', second: 'longenougH' })).toBe('passwordMismatch')
    expect(passwordChangeError({ code: '123456', first: 'longenough', second: 'longenough' })).toBeNull()
  })
})

describe('updatephoneandpass page', () => {
  let spies: ReturnType<typeof resetApp>
  let reLaunch: jest.SpyInstance
  beforeEach(() => {
    spies = resetApp()
    reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
  })
  afterEach(() => jest.restoreAllMocks())

  it('logged out, sends the user to log in and calls nothing', async () => {
    const api = fakeApi({})
    await mount()
    expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/login' })
    expect(api.spy).not.toHaveBeenCalled()
  })

  it('change phone: checks the new number, sends the code to it, changes, and logs out', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ '/api/user/info': ACCOUNT, '/api/user/handleCode': null, '/api/user/changeTel': null })
    serverSays(api, '/api/user/changeTel', { status: 1, msg: '手机号已更换，请重新登录' })
    await mount()
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('更换手机号')
    expect(pageText()).toContain('138****5678')

    await type('.login__tel', '1391234567')
    await tap('.code-button')
    expect(toastTitles(spies.showToast)).toContain('请输入正确的手机号')
    await type('.login__tel', '13812345678')
    await tap('.code-button')
    expect(toastTitles(spies.showToast)).toContain('新手机号不能与当前手机号相同')
    expect(api.calls('/api/user/handleCode')).toHaveLength(0)

    await type('.login__tel', '13900001111')
    await tap('.code-button')
    expect(api.calls('/api/user/handleCode')).toEqual([expect.objectContaining({ purpose: 'change_tel', tel: '13900001111' })])
    await type('.login__code', '123456')
    await tap('.account-form__submit')
    expect(api.calls('/api/user/changeTel')).toEqual([expect.objectContaining({ tel: '13900001111', code: '123456' })])
    expect(toastTitles(spies.showToast)).toContain('手机号已更换，请重新登录')
    expect(isLoggedIn()).toBe(false)
    expect(appStore.get(userInfoAtom)).toBeNull()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/login/login' })
  })

  it('change phone: a refused code keeps the user here, logged in', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ '/api/user/info': ACCOUNT })
    serverSays(api, '/api/user/changeTel', { status: 0, msg: '验证码错误' })
    await mount()
    await type('.login__tel', '13900001111')
    await type('.login__code', '000000')
    await tap('.account-form__submit')
    expect(api.calls('/api/user/changeTel')).toHaveLength(1)
    expect(toastTitles(spies.showToast)).toEqual(['验证码错误'])
    expect(isLoggedIn()).toBe(true)
    expect(reLaunch).not.toHaveBeenCalled()
  })

  it('password: titled by whether one is set; code to the own phone; checks length and match first', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ '/api/user/info': { ...ACCOUNT, has_password: false }, '/api/user/handleCode': null })
    serverSays(api, '/api/user/updatePassword', { status: 1, msg: '密码已修改，请重新登录' })
    await mount('password')
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('设置登录密码')
    expect(pageText()).toContain('验证码将发送至')
    expect(pageText()).toContain('138****5678')

    await tap('.code-button')
    expect(api.calls('/api/user/handleCode')).toEqual([expect.objectContaining({ purpose: 'password' })])
    expect(api.calls('/api/user/handleCode')[0]).not.toHaveProperty('tel')

    await type('.login__code', '123456')
    await type('.login__first', 'short')
    await type('.login__second', 'short')
    await tap('.account-form__submit')
    expect(toastTitles(spies.showToast)).toContain('密码为8-64位')
    await type('.login__first', 'newsecret1')
    await type('.login__second', 'newsecret2')
    await tap('.account-form__submit')
    expect(toastTitles(spies.showToast)).toContain('两次输入的密码不一致')
    expect(api.calls('/api/user/updatePassword')).toHaveLength(0)

    await type('.login__second', 'newsecret1')
    await tap('.account-form__submit')
    expect(api.calls('/api/user/updatePassword')).toEqual([
      expect.objectContaining({ code: '123456', first_password: 'newsecret1', second_password: 'newsecret1' }),
    ])
    expect(toastTitles(spies.showToast)).toContain('密码已修改，请重新登录')
    expect(isLoggedIn()).toBe(false)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/login/phone_login' })
  })

  it('password: an account with a password reads 修改登录密码', async () => {
    saveProfile({ token: 't' })
    fakeApi({ '/api/user/info': ACCOUNT })
    await mount('password')
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('修改登录密码')
  })

  it('password: an account without a phone is asked to bind one first', async () => {
    saveProfile({ token: 't' })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    const api = fakeApi({ '/api/user/info': { id: 7, amount: '0.00', has_password: false } })
    await mount('password')
    expect(pageText()).toContain('当前账号尚未绑定手机号')
    expect(document.querySelector('.code-button')).toBeNull()
    await tap('.account-form__submit')
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/login/updatephoneandpass?type=bind' })
    expect(api.calls('/api/user/handleCode')).toHaveLength(0)
  })

  it('bind: sends the code to the number, binds it, keeps the account and goes back', async () => {
    saveProfile({ token: 't' })
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => [{ route: 'pages/setting/setting' }, { route: 'pages/login/updatephoneandpass' }]) as any)
    const back = jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    const bound = { id: 7, amount: '0.00', tel: '13900001111', has_password: false }
    const api = fakeApi({ '/api/user/info': { id: 7, amount: '0.00' }, '/api/user/handleCode': null, '/api/user/bindTel': bound })
    await mount('bind')
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('绑定手机号')

    await type('.login__tel', '12345')
    await tap('.account-form__submit')
    expect(toastTitles(spies.showToast)).toContain('请输入正确的手机号')
    await type('.login__tel', '13900001111')
    await tap('.code-button')
    expect(api.calls('/api/user/handleCode')).toEqual([expect.objectContaining({ purpose: 'bind_tel', tel: '13900001111' })])
    await type('.login__code', '654321')
    await tap('.account-form__submit')
    expect(api.calls('/api/user/bindTel')).toEqual([expect.objectContaining({ tel: '13900001111', code: '654321' })])
    expect(appStore.get(userInfoAtom)).toEqual(bound)
    expect(isLoggedIn()).toBe(true)
    expect(back).toHaveBeenCalledWith({ delta: 1 })
  })

  it('bind: a number of another account is refused with the server reason, nothing changes', async () => {
    saveProfile({ token: 't' })
    const back = jest.spyOn(Taro, 'navigateBack')
    const api = fakeApi({ '/api/user/info': { id: 7, amount: '0.00' } })
    serverSays(api, '/api/user/bindTel', { status: 0, msg: '该手机号已绑定其他账号' })
    await mount('bind')
    await type('.login__tel', '13900001111')
    await type('.login__code', '654321')
    await tap('.account-form__submit')
    expect(toastTitles(spies.showToast)).toEqual(['该手机号已绑定其他账号'])
    expect(appStore.get(userInfoAtom)?.tel).toBeUndefined()
    expect(isLoggedIn()).toBe(true)
    expect(back).not.toHaveBeenCalled()
  })
})
