import TestUtils from '@tarojs/test-utils-react'
import { waitFor } from '@tarojs/test-utils-dom'
import { appStore } from '@/store/persisted'
import { localeAtom } from '@/i18n'
import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import SettingPage from '@/pages/setting/setting'
import { saveProfile } from '@/store/session'

// The language can be changed in settings (issue 2, spec 9).
const testUtils = new TestUtils()

describe('settings: language', () => {
  it('switches the app, titles included, to the chosen language', async () => {
    Current.router = { path: '/pages/setting/setting', params: {} } as any
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

  it('logged in, lists the account rows, which open their pages', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    saveProfile({ token: 't' })
    Current.router = { path: '/pages/setting/setting', params: {} } as any
    await testUtils.mount(SettingPage, {})
    const rows = [...document.querySelectorAll('.setting__account .nut-cell')] as HTMLElement[]
    expect(rows.map((r) => r.textContent)).toEqual(['个人信息', '更换手机号', '登录密码', '支付密码'])
    await testUtils.act(async () => { testUtils.fireEvent.click(rows[0]) })
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesme/settinginfo' })
    navigate.mockRestore()
  })

  it('logged out, shows no account rows', async () => {
    Current.router = { path: '/pages/setting/setting', params: {} } as any
    await testUtils.mount(SettingPage, {})
    expect(document.querySelector('.setting__account')).toBeNull()
  })
})
