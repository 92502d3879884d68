import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { appStore } from '@/store/persisted'
import { chosenLocaleAtom } from '@/i18n'
import SettingPage from '@/pages/setting/setting'
import { isLoggedIn, saveProfile } from '@/store/session'
import { fakeApi, flush, resetApp, tap } from './helpers'

// 退出登录 in Settings asks before it ends the session: a stray tap must not log the user out.
const testUtils = new TestUtils()

const ACCOUNT = { id: 7, amount: '12.00', tel: '13812345678', has_password: true, mt_phone: null }

describe('settings: log-out asks first', () => {
  let reLaunch: jest.SpyInstance
  let showModal: jest.SpyInstance
  /** The user's answer to the next dialogs. */
  let answer: boolean
  beforeEach(() => {
    resetApp()
    answer = false
    reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    showModal = jest.spyOn(Taro, 'showModal').mockImplementation((() =>
      Promise.resolve({ confirm: answer, cancel: !answer, errMsg: 'showModal:ok' })) as any)
    Current.router = { path: '/pages/setting/setting', params: {} } as any
  })
  afterEach(() => jest.restoreAllMocks())

  async function mountLoggedIn() {
    saveProfile({ token: 'tok-7' })
    await testUtils.mount(SettingPage, {})
    // the screen is a lazy chunk: wait for it
    await testUtils.queries.waitForQuerySelector('.setting__logout-button')
    await flush()
  }

  it('cancelling the question keeps the user logged in and calls nothing', async () => {
    const api = fakeApi({ '/api/user/info': ACCOUNT, '/api/user/logout': null })
    await mountLoggedIn()
    await tap('.setting__logout-button')
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '退出登录', content: '确定要退出当前账号吗？', cancelText: '取消' }))
    expect(api.calls('/api/user/logout')).toHaveLength(0)
    expect(isLoggedIn()).toBe(true)
    expect(reLaunch).not.toHaveBeenCalled()
    expect(document.querySelector('.setting__logout-button')).toBeTruthy()
  })

  it('confirming logs out as before: the server session, the local one, back home', async () => {
    const api = fakeApi({ '/api/user/info': ACCOUNT, '/api/user/logout': null })
    await mountLoggedIn()
    answer = true
    await tap('.setting__logout-button')
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(api.calls('/api/user/logout')).toHaveLength(1)
    expect(isLoggedIn()).toBe(false)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it('asks in the language of the app', async () => {
    fakeApi({ '/api/user/info': ACCOUNT })
    appStore.set(chosenLocaleAtom, 'en')
    await mountLoggedIn()
    await tap('.setting__logout-button')
    expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Log out', content: 'Are you sure you want to log out of this account?' }))
    expect(isLoggedIn()).toBe(true)
  })
})
