import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { oauthCode } from '@/lib/wechatLogin'
import LoginPage from '@/pages/login/login'
import { isLoggedIn } from '@/store/session'
import { fakeApi, flush, resetApp, toastTitles } from './helpers'

// WeChat authorisation on H5: WeChat sends the browser back to the login page with a code, or,
// when the user refuses (拒绝), with our state and no code. A refusal says 授权失败, once.
const testUtils = new TestUtils()

const WECHAT_LOGIN = '/api/login/wechatLogin'

/** The browser comes back to the login page from WeChat's OAuth page with this query. */
function backFromWechat(query: string) {
  window.history.replaceState(null, '', `/${query}#/pages/login/login`)
}

async function mountLogin() {
  Current.router = { path: '/pages/login/login', params: {} } as any
  await testUtils.mount(LoginPage, {})
  await testUtils.queries.waitForQuerySelector('.login__wechat')
  await flush()
}

describe('WeChat authorisation on H5', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => {
    jest.restoreAllMocks()
    window.history.replaceState(null, '', '/')
  })

  it('a refused authorisation toasts 授权失败, logs nobody in and leaves the address clean', async () => {
    const api = fakeApi({ [WECHAT_LOGIN]: { token: 'tok-w' } })
    backFromWechat('?state=fanbei_login')
    await mountLogin()
    expect(toastTitles(spies.showToast)).toEqual(['授权失败'])
    expect(api.calls(WECHAT_LOGIN)).toHaveLength(0)
    expect(isLoggedIn()).toBe(false)
    // the refusal is used once: a reload of the page does not say it again
    expect(window.location.search).toBe('')
    expect(window.location.hash).toBe('#/pages/login/login')
  })

  it('an authorised return exchanges the code and says nothing of a failure', async () => {
    const api = fakeApi({ [WECHAT_LOGIN]: { token: 'tok-w' } })
    backFromWechat('?code=abc&state=fanbei_login')
    await mountLogin()
    expect(api.calls(WECHAT_LOGIN)[0]).toMatchObject({ code: 'abc' })
    expect(toastTitles(spies.showToast)).not.toContain('授权失败')
    expect(isLoggedIn()).toBe(true)
  })

  it('an ordinary visit of the login page (no return from WeChat) says nothing', async () => {
    const api = fakeApi({})
    backFromWechat('?state=other')
    await mountLogin()
    expect(spies.showToast).not.toHaveBeenCalled()
    expect(api.calls(WECHAT_LOGIN)).toHaveLength(0)
  })

  it('reads a code only with our state, before or after the hash', () => {
    expect(oauthCode({ search: '?state=fanbei_login', hash: '#/pages/login/login' })).toBe('')
    expect(oauthCode({ search: '?state=fanbei_login', hash: '#/pages/login/login?code=def&state=fanbei_login' })).toBe('def')
  })
})
