import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import SettingPage from '@/pages/setting/setting'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, resetApp, tap } from './helpers'

// Settings' 支付密码 row (pages/setting/setting): 已设置 / 未设置 as user/info's has_cash_password says.
const testUtils = new TestUtils()

async function mount(info: Record<string, unknown>) {
  fakeApi({ '/api/user/info': { id: 7, amount: '0.00', tel: '13812345678', has_password: true, ...info } })
  saveProfile({ token: 't' })
  Current.router = { path: '/pages/setting/setting', params: {} } as any
  await testUtils.mount(SettingPage, {})
  // the screen is a chunk of its own: let it and the account arrive
  await testUtils.act(() => flush(10))
}
const row = () => document.querySelector('.setting__pay-password')!.textContent

describe('settings: 支付密码', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => jest.restoreAllMocks())

  it('says 已设置 when the account has a payment password, and leads to changing it', async () => {
    await mount({ has_cash_password: true })
    expect(row()).toBe('支付密码已设置')
    await tap('.setting__pay-password')
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/cashout/settingpaypws'])
  })

  it('says 未设置 when it has none', async () => {
    await mount({ has_cash_password: false })
    expect(row()).toBe('支付密码未设置')
  })

  it('says nothing while the server has not said', async () => {
    await mount({})
    expect(row()).toBe('支付密码')
  })
})
