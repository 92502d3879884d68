import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { authorizeUrl, loginReturnUrl, oauthCode } from '@/lib/wechatLogin'
import { codeLoginError, passwordLoginError, resetPasswordError, sendCodeError } from '@/features/account/loginChecks'
import PhoneLoginPage from '@/pages/login/phone_login'
import CodeLoginPage from '@/pages/login/code_login'
import UserAgreementPage from '@/pages/login/yhxy'
import ForgetPasswordPage from '@/pagesme/forget_password'
import { isLoggedIn } from '@/store/session'
import { fakeApi, flush, pageText, resetApp, type, tap, toastTitles } from './helpers'

// The login screens against a fake API: what is checked before a call, what is sent, and what
// happens after a successful login (docs/product.md: States, Validation, Roles, Calls).
const testUtils = new TestUtils()


describe('login form rules', () => {
  it('checks phone, password and the agreement, in that order', () => {
    expect(passwordLoginError({ tel: '1380013800', password: 'x', agreed: true })).toBe('telInvalid')
    expect(passwordLoginError({ tel: '13800138000', password: '', agreed: true })).toBe('passwordRequired')
    expect(passwordLoginError({ tel: '13800138000', password: 'secret12', agreed: false })).toBe('agreeFirst')
    expect(passwordLoginError({ tel: '13800138000', password: 'secret12', agreed: true })).toBeNull()
  })

  it('needs the picture code before an SMS code is requested, and 6 digits to log in', () => {
    expect(sendCodeError({ tel: '13800138000', imageCode: ' ', needsImageCode: true })).toBe('imageCodeRequired')
    expect(sendCodeError({ tel: '13800138000', needsImageCode: false })).toBeNull()
    expect(codeLoginError({ tel: '13800138000', code: '12345', agreed: true })).toBe('codeInvalid')
    expect(codeLoginError({ tel: '13800138000', code: '123456', agreed: true })).toBeNull()
  })

  it('takes a new password of 8-64 characters, twice the same', () => {
    const base = { tel: '13800138000', code: '123456' }
    expect(resetPasswordError({ ...base, first: 'short', second: 'short' })).toBe('passwordLength')
    expect(resetPasswordError({ ...base, first: 'longenough1', second: 'longenough2' })).toBe('passwordMismatch')
    expect(resetPasswordError({ ...base, first: 'longenough1', second: 'longenough1' })).toBeNull()
  })
})

describe('WeChat OAuth on H5', () => {
  it('redirects with the appid, the login page as return target and scope snsapi_userinfo', () => {
    const url = authorizeUrl('wx123', loginReturnUrl({ origin: 'https://m.fanbei.cn', pathname: '/app/' }))
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&redirect_uri=https%3A%2F%2Fm.fanbei.cn%2Fapp%2F%23%2Fpages%2Flogin%2Flogin&response_type=code&scope=snsapi_userinfo&state=fanbei_login#wechat_redirect',
    )
    expect(authorizeUrl('wx1', 'http://x/', 'http://127.0.0.1:3000/dev/wechat/authorize')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/dev\/wechat\/authorize\?appid=wx1&/)
  })

  it('reads the returned code before or after the hash, only with our state', () => {
    expect(oauthCode({ search: '?code=abc&state=fanbei_login', hash: '#/pages/login/login' })).toBe('abc')
    expect(oauthCode({ search: '', hash: '#/pages/login/login?code=def&state=fanbei_login' })).toBe('def')
    expect(oauthCode({ search: '?code=abc&state=other', hash: '' })).toBe('')
    expect(oauthCode({ search: '', hash: '#/' })).toBe('')
  })
})

describe('login screens', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    Current.router = { path: '/pages/login/phone_login', params: {} } as any
  })
  afterEach(() => {
    jest.restoreAllMocks()
    jest.useRealTimers()
  })

  it('password login: refuses without the agreement, then logs in and opens the me tab', async () => {
    const api = fakeApi({ '/api/login/passwordLogin': { token: 'tok-1', user_id: 5 } })
    await testUtils.mount(PhoneLoginPage, {})
    await type('.login__tel', '13800138000')
    await type('.login__password', 'secret123')
    await tap('.login__submit')
    expect(toastTitles(spies.showToast)).toContain('请先阅读并同意《用户协议》和《隐私政策》')
    expect(api.calls('/api/login/passwordLogin')).toHaveLength(0)

    await tap('.login__agree-text')
    await tap('.login__submit')
    expect(api.calls('/api/login/passwordLogin')[0]).toMatchObject({ tel: '13800138000', password: 'secret123' })
    expect(isLoggedIn()).toBe(true)
    await testUtils.act(async () => { await new Promise((r) => setTimeout(r, 1100)) })
    expect(spies.switchTab).toHaveBeenCalledWith({ url: '/pages/me/me' })
  })

  it('the agreement box is a checkbox named by the agreement, with its icon drawn, ticked by a tap', async () => {
    fakeApi({ '/api/login/passwordLogin': { token: 'tok-1', user_id: 5 } })
    await testUtils.mount(PhoneLoginPage, {})
    const box = document.querySelector('.login__agree-box')!
    expect(box.getAttribute('role')).toBe('checkbox')
    expect(box.getAttribute('aria-label')).toBe('我已阅读并同意 《用户协议》 和 《隐私政策》')
    // the circle a user ticks (it measured 0x0 in the browser without NutUI's icon rule: e2e/accounts.mjs)
    expect(box.querySelector('.nut-checkbox-icon')).not.toBeNull()
    expect(box.querySelector('.nut-checkbox-icon-checked')).toBeNull()

    await tap('.login__agree-box')
    expect(box.querySelector('.nut-checkbox-icon-checked')).not.toBeNull()
    await type('.login__tel', '13800138000')
    await type('.login__password', 'secret123')
    await tap('.login__submit')
    expect(toastTitles(spies.showToast)).not.toContain('请先阅读并同意《用户协议》和《隐私政策》')
    expect(isLoggedIn()).toBe(true)
    await testUtils.act(async () => { await new Promise((r) => setTimeout(r, 1100)) })
  })

  it('code login: no SMS without the picture code; then one request with tel, picture code and key', async () => {
    let captchas = 0
    const api = fakeApi({
      '/api/login/imageCode': () => ({ key: `k${++captchas}`, image: 'data:image/svg+xml;base64,AA' }),
      '/api/login/getLoginCode': null,
      '/api/login/codeLogin': { token: 'tok-2' },
    })
    await testUtils.mount(CodeLoginPage, {})
    await flush()
    await type('.login__tel', '13800138000')
    await tap('.code-button')
    expect(toastTitles(spies.showToast)).toContain('请输入图形验证码')
    expect(api.calls('/api/login/getLoginCode')).toHaveLength(0)

    await type('.login__image-code', 'AB12')
    await tap('.code-button')
    expect(api.calls('/api/login/getLoginCode')[0]).toMatchObject({ tel: '13800138000', image_code: 'AB12', image_key: 'k1' })
    expect(document.querySelector('.code-button')!.textContent).toMatch(/秒重新获取$/)
    // the picture code is single use: a new one was fetched
    expect(api.calls('/api/login/imageCode')).toHaveLength(2)

    await type('.login__code', '123456')
    await tap('.login__agree-text')
    await tap('.login__submit')
    expect(api.calls('/api/login/codeLogin')[0]).toMatchObject({ tel: '13800138000', code: '123456' })
    expect(isLoggedIn()).toBe(true)
  })

  it('forgot password: checks the two passwords, resets, and goes to password login', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    const api = fakeApi({ '/api/login/passwordCode': null, '/api/login/forgetPassword': null })
    Current.router = { path: '/pagesme/forget_password', params: {} } as any
    await testUtils.mount(ForgetPasswordPage, {})
    await type('.login__tel', '13800138000')
    await tap('.code-button')
    expect(api.calls('/api/login/passwordCode')[0]).toMatchObject({ tel: '13800138000' })
    await type('.login__code', '654321')
    await type('.login__first', 'newsecret1')
    await type('.login__second', 'newsecret2')
    await tap('.login__submit')
    expect(toastTitles(spies.showToast)).toContain('两次输入的密码不一致')
    await type('.login__second', 'newsecret1')
    await tap('.login__submit')
    expect(api.calls('/api/login/forgetPassword')[0]).toMatchObject({ tel: '13800138000', code: '654321', first_password: 'newsecret1', second_password: 'newsecret1' })
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/login/phone_login' })
  })

  it('the user agreement comes from the server; without it the no-network view retries', async () => {
    Current.router = { path: '/pages/login/yhxy', params: {} } as any
    fakeApi({})
    await testUtils.mount(UserAgreementPage, {})
    await flush()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    fakeApi({ '/api/common/userAgreement': { title: '饭贝用户协议', content: '<p>第一条 总则</p>', update_time: '2026-11-01 10:00:00' } })
    await tap('.no-network')
    expect(pageText()).toContain('饭贝用户协议')
    expect(pageText()).toContain('更新于 2026-11-01')
  })
})
