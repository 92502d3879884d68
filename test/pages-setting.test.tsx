import './pages/helpers'
import TestUtils from '@tarojs/test-utils-react'
import { waitFor } from '@tarojs/test-utils-dom'
import { appStore } from '@/store/persisted'
import { localeAtom } from '@/i18n'
import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import SettingPage from '@/pages/setting/setting'
import { isLoggedIn, saveProfile, userInfoAtom } from '@/store/session'
import { type FakeApi, fakeApi, flush, openedUrls, pageText, resetApp, type, tap, toastTitles, serverSays } from './pages/helpers'

// Settings (docs/product.md (Constants)): the language, and when logged in the account rows, the takeaway
// account, cancellation and log-out against the account-settings contract.
const testUtils = new TestUtils()

const ACCOUNT = { id: 7, amount: '12.00', tel: '13812345678', has_password: false, mt_phone: '13700001234' }
/** A WeChat-only account: no phone, nothing bound yet. */
const WECHAT_ACCOUNT = { id: 8, amount: '0.00', has_password: false, mt_phone: null }

const rowTexts = () => [...document.querySelectorAll('.setting__account .nut-cell')].map((r) => r.textContent)


async function mountLoggedIn() {
  saveProfile({ token: 'tok-7' })
  await testUtils.mount(SettingPage, {})
  await flush()
}

describe('settings', () => {
  let spies: ReturnType<typeof resetApp>
  let reLaunch: jest.SpyInstance
  let showModal: jest.SpyInstance
  beforeEach(() => {
    spies = resetApp()
    reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    showModal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' })) as any)
    Current.router = { path: '/pages/setting/setting', params: {} } as any
  })
  afterEach(() => jest.restoreAllMocks())

  it('switches the app, titles included, to the chosen language', async () => {
    await testUtils.mount(SettingPage, {})
    const row = await testUtils.queries.waitForQuerySelector('.setting__language')
    expect(row.textContent).toContain('语言')
    expect(row.textContent).toContain('简体中文')
    await testUtils.act(async () => { testUtils.fireEvent.click(row) })
    const option = (await testUtils.queries.waitForQueryAllByText('Français')).pop()
    await testUtils.act(async () => { testUtils.fireEvent.click(option) })
    await waitFor(() => expect(appStore.get(localeAtom)).toBe('fr'))
    await waitFor(() => expect(document.querySelector('.setting__language')!.textContent).toContain('Langue'))
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('Paramètres')
  })

  it('logged out, shows no account rows, no cancellation and no log-out', async () => {
    const api = fakeApi({})
    await testUtils.mount(SettingPage, {})
    await flush()
    expect(document.querySelector('.setting__account')).toBeNull()
    expect(document.querySelector('.setting__cancel')).toBeNull()
    expect(document.querySelector('.setting__logout')).toBeNull()
    expect(api.spy).not.toHaveBeenCalled()
  })

  it('logged in, reads the account and lists its rows, which open their pages', async () => {
    const api = fakeApi({ '/api/user/info': ACCOUNT })
    await mountLoggedIn()
    expect(api.calls('/api/user/info')).toHaveLength(1)
    // the profile row says what the page it opens is titled (个人信息), not another name for it
    expect(rowTexts()).toEqual(['个人信息', '更换手机号138****5678', '登录密码未设置', '支付密码', '外卖账号137****1234'])
    for (const row of ['profile', 'phone', 'password', 'pay-password']) await tap(`.setting__${row}`)
    expect(openedUrls(spies.navigateTo)).toEqual([
      '/pagesme/settinginfo',
      '/pages/login/updatephoneandpass',
      '/pages/login/updatephoneandpass?type=password',
      '/pages/cashout/settingpaypws',
    ])
  })

  it('an account without a phone is offered to bind one; no takeaway account reads 未绑定', async () => {
    fakeApi({ '/api/user/info': { ...WECHAT_ACCOUNT, has_password: true } })
    await mountLoggedIn()
    expect(rowTexts()).toEqual(['个人信息', '绑定手机号', '登录密码', '支付密码', '外卖账号未绑定'])
    await tap('.setting__phone')
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/updatephoneandpass?type=bind'])
  })

  it('takeaway account: checks the number, saves it and shows it masked', async () => {
    // the account as the server has it: read again after the number is saved
    let mtPhone: string | null = null
    const api = fakeApi({ '/api/user/info': () => ({ ...WECHAT_ACCOUNT, mt_phone: mtPhone }) })
    const others = api.spy.getMockImplementation()!
    api.spy.mockImplementation(((opts: Taro.request.Option) => {
      if (!String(opts.url).endsWith('/api/user/bindMtAccount')) return others(opts)
      mtPhone = String((opts.data as Record<string, unknown>).mt_phone)
      return Promise.resolve({ statusCode: 200, data: { status: 1, msg: '保存成功', result: null }, header: {}, cookies: [], errMsg: 'request:ok' })
    }) as any)
    await mountLoggedIn()
    await tap('.setting__mt')
    expect(pageText()).toContain('请填写美团账号绑定的手机号')
    await tap('.mt-sheet__help')
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/index/mt_phone_help'])

    await type('.mt-sheet__phone', '1370000123')
    await tap('.mt-sheet__save')
    expect(toastTitles(spies.showToast)).toEqual(['请输入正确的外卖账号手机号'])
    expect(api.calls('/api/user/bindMtAccount')).toHaveLength(0)

    await type('.mt-sheet__phone', '13700001234')
    await tap('.mt-sheet__save')
    expect(api.calls('/api/user/bindMtAccount')).toEqual([expect.objectContaining({ mt_phone: '13700001234' })])
    expect(toastTitles(spies.showToast)).toContain('保存成功')
    expect(appStore.get(userInfoAtom)?.mt_phone).toBe('13700001234')
    expect(document.querySelector('.setting__mt')!.textContent).toBe('外卖账号137****1234')
  })

  it('cancellation: explains, sends the code to the own phone, asks once more, cancels and logs out', async () => {
    const api = fakeApi({ '/api/user/info': ACCOUNT, '/api/user/handleCode': null })
    serverSays(api, '/api/user/cancel_user', { status: 1, msg: '账号已注销' })
    await mountLoggedIn()
    await tap('.setting__cancel')
    expect(pageText()).toContain('账户余额、金币和会员权益将全部清空，无法找回')
    expect(pageText()).toContain('有提现正在处理中时，暂不能注销')
    expect(pageText()).toContain('验证码将发送至 138****5678')

    await tap('.cancel-sheet__submit')
    expect(toastTitles(spies.showToast)).toEqual(['请输入6位短信验证码'])
    expect(showModal).not.toHaveBeenCalled()

    await tap('.cancel-sheet .code-button')
    expect(api.calls('/api/user/handleCode')).toEqual([expect.objectContaining({ purpose: 'cancel' })])
    await type('.cancel-sheet__code', '246810')

    // changing one's mind at the last question cancels nothing
    showModal.mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true, errMsg: 'ok' })) as any)
    await tap('.cancel-sheet__submit')
    expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '确定注销账号吗？' }))
    expect(api.calls('/api/user/cancel_user')).toHaveLength(0)
    expect(isLoggedIn()).toBe(true)

    await tap('.cancel-sheet__submit')
    expect(api.calls('/api/user/cancel_user')).toEqual([expect.objectContaining({ code: '246810' })])
    expect(toastTitles(spies.showToast)).toContain('账号已注销')
    expect(isLoggedIn()).toBe(false)
    expect(appStore.get(userInfoAtom)).toBeNull()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it('cancellation refused (a pending cash-out): the server reason once, still logged in', async () => {
    const api = fakeApi({ '/api/user/info': ACCOUNT })
    serverSays(api, '/api/user/cancel_user', { status: 0, msg: '您有提现正在处理中，暂不能注销' })
    await mountLoggedIn()
    await tap('.setting__cancel')
    await type('.cancel-sheet__code', '246810')
    await tap('.cancel-sheet__submit')
    expect(api.calls('/api/user/cancel_user')).toHaveLength(1)
    expect(toastTitles(spies.showToast)).toEqual(['您有提现正在处理中，暂不能注销'])
    expect(isLoggedIn()).toBe(true)
    expect(reLaunch).not.toHaveBeenCalled()
  })

  it('cancellation of a WeChat-only account needs no code', async () => {
    const api = fakeApi({ '/api/user/info': WECHAT_ACCOUNT, '/api/user/cancel_user': null })
    await mountLoggedIn()
    await tap('.setting__cancel')
    expect(document.querySelector('.cancel-sheet .code-button')).toBeNull()
    await tap('.cancel-sheet__submit')
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(api.calls('/api/user/cancel_user')).toHaveLength(1)
    expect(api.calls('/api/user/cancel_user')[0]).not.toHaveProperty('code')
    expect(isLoggedIn()).toBe(false)
  })

  it('log-out ends the server session with the token, then logs out here', async () => {
    const api = fakeApi({ '/api/user/info': ACCOUNT, '/api/user/logout': null })
    await mountLoggedIn()
    await tap('.setting__logout-button')
    const [logoutCall] = api.spy.mock.calls.map(([o]) => o as Taro.request.Option).filter((o) => String(o.url).endsWith('/api/user/logout'))
    expect(logoutCall.header).toMatchObject({ Authorization: 'Bearer tok-7' })
    expect(isLoggedIn()).toBe(false)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it.each([
    ['the server fails', (api: FakeApi) => serverSays(api, '/api/user/logout', { status: 0, msg: '请求错误' })],
    ['there is no network', (api: FakeApi) => {
      const others = api.spy.getMockImplementation()!
      api.spy.mockImplementation(((opts: Taro.request.Option) =>
        String(opts.url).endsWith('/api/user/logout') ? Promise.reject({ errMsg: 'request:fail' }) : others(opts)) as any)
    }],
  ])('log-out still logs out when %s, without a message', async (_case, breakLogout) => {
    const api = fakeApi({ '/api/user/info': ACCOUNT })
    breakLogout(api)
    await mountLoggedIn()
    await tap('.setting__logout-button')
    expect(api.calls('/api/user/logout')).toHaveLength(1)
    expect(isLoggedIn()).toBe(false)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
    expect(spies.showToast).not.toHaveBeenCalled()
  })
})
