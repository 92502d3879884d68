import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import LoginPage from '@/pages/login/login'
import { isLoggedIn } from '@/store/session'
import { fakeApi, flush, resetApp, tap, toastTitles } from './helpers'

// WeChat login in the mini-program: the login screen with the mini-program's wechatLogin module
// (Taro.login). When WeChat gives no code (failed or refused), the user reads 授权失败.
jest.mock('@/lib/wechatLogin', () => jest.requireActual('@/lib/wechatLogin.weapp'))

const testUtils = new TestUtils()
const WECHAT_LOGIN = '/api/login/wechatLogin'

async function mountAndTapWechat() {
  Current.router = { path: '/pages/login/login', params: {} } as any
  await testUtils.mount(LoginPage, {})
  await testUtils.queries.waitForQuerySelector('.login__wechat')
  await flush()
  await tap('.login__agree-text')
  await tap('.login__wechat')
}

describe('WeChat authorisation in the mini-program', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => jest.restoreAllMocks())

  it.each([
    ['Taro.login fails', () => Promise.reject({ errMsg: 'login:fail auth deny' })],
    ['Taro.login gives no code', () => Promise.resolve({ errMsg: 'login:ok', code: '' })],
  ])('toasts 授权失败 when %s, and calls nothing', async (_case, login) => {
    jest.spyOn(Taro, 'login').mockImplementation(login as any)
    const api = fakeApi({ [WECHAT_LOGIN]: { token: 'tok-w' } })
    await mountAndTapWechat()
    expect(toastTitles(spies.showToast)).toEqual(['授权失败'])
    expect(api.calls(WECHAT_LOGIN)).toHaveLength(0)
    expect(isLoggedIn()).toBe(false)
    // the button is usable again
    expect(document.querySelector('.login__wechat .nut-button-loading, .login__wechat.nut-button-loading')).toBeNull()
  })

  it('logs in with the code WeChat gives', async () => {
    jest.spyOn(Taro, 'login').mockImplementation((() => Promise.resolve({ errMsg: 'login:ok', code: 'mini-code' })) as any)
    const api = fakeApi({ [WECHAT_LOGIN]: { token: 'tok-w' } })
    await mountAndTapWechat()
    expect(api.calls(WECHAT_LOGIN)[0]).toMatchObject({ code: 'mini-code' })
    expect(toastTitles(spies.showToast)).not.toContain('授权失败')
    expect(isLoggedIn()).toBe(true)
  })
})
