import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import MakeMoneyPage from '@/pages/makemoney/makemoney'
import { ratePercent } from '@/pages/makemoney/earn'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'

const testUtils = new TestUtils()

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush()
  })
}

async function mount() {
  await testUtils.mount(MakeMoneyPage, {})
  await testUtils.act(() => flush(8))
}

describe('make-money tab', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })

  it('logged out: zero earnings, a login call to action, the entries and the default 10% / 5% rules', async () => {
    const api = fakeApi()
    await mount()
    const amount = await testUtils.queries.waitForQuerySelector('.earn-summary__amount')
    expect(amount.textContent).toBe('0.00')
    expect(pageText()).toContain('登录查看我的收益')
    for (const label of ['收益明细', '我的团队', '排行榜', '赚钱规则', '我参与的挑战', '挑战赛']) expect(pageText()).toContain(label)
    const rates = Array.from(document.querySelectorAll('.earn-rule__rate')).map((e) => e.textContent)
    expect(rates).toEqual(['10%', '5%'])
    expect(api.calls('/api/Wallet/income')).toHaveLength(0)
    expect(spies.showToast).not.toHaveBeenCalled()

    await tap(document.querySelector('.earn-summary__login')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('logged in: shows total, today and withdrawable from the wallet, and the operator rates and menu', async () => {
    saveProfile({ token: 't' })
    fakeApi({
      '/api/Wallet/income': { list: [], total: 0, page: 1, limit: 1, amount: '36.8', frozen_amount: '0.00', total_income: '128.5', today_income: '6' },
      '/api/config/appConfig': { reward: { direct_rate: '0.12', indirect_rate: '0.06' } },
      '/api/nav/menu_reward': (body: Record<string, unknown>) => (body.group === 'makemoney' ? [{ id: 1, type: 1, name: '分享赚佣金', path: '/pages/share/share', reward: '¥5' }] : []),
    })
    await mount()
    expect(document.querySelector('.earn-summary__amount')!.textContent).toBe('128.50')
    const values = Array.from(document.querySelectorAll('.earn-summary__value')).map((e) => e.textContent)
    expect(values).toEqual(['6.00', '36.80'])
    expect(pageText()).not.toContain('登录查看我的收益')
    expect(Array.from(document.querySelectorAll('.earn-rule__rate')).map((e) => e.textContent)).toEqual(['12%', '6%'])
    expect(pageText()).toContain('分享赚佣金')

    await tap(document.querySelector('.earn-invite')!)
    await tap(document.querySelector('.earn-grid__item--challenge')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/makemoney/getmaker', '/challenge/challenge'])
  })

  it('logged out: the invite and team entries go through the login check', async () => {
    fakeApi()
    await mount()
    await tap(document.querySelector('.earn-invite')!)
    await tap(document.querySelector('.earn-grid__item--ranking')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login', '/pages/makemoney/rangkinglist'])
  })

  it('turns rates into percentages', () => {
    expect(ratePercent('0.10', '0.10')).toBe('10%')
    expect(ratePercent('0.075', '0.10')).toBe('7.5%')
    expect(ratePercent('oops', '0.05')).toBe('5%')
    expect(ratePercent(undefined, '0.05')).toBe('5%')
  })
})
