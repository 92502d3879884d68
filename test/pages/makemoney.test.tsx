import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import MakeMoneyPage from '@/pages/makemoney/makemoney'
import { ratePercent } from '@/features/earn/makeMoney'
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
    expect(api.calls('/api/user/info')).toHaveLength(0)
    expect(spies.showToast).not.toHaveBeenCalled()

    await tap(document.querySelector('.earn-summary__login')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('logged in: shows the wallet of user/info (withdrawable, frozen, saved), never calls the pending Wallet/income, and the operator rates and menu', async () => {
    saveProfile({ token: 't' })
    // Wallet/income is not built on the server: unfaked, it answers 404 like the real server would
    const api = fakeApi({
      '/api/user/info': { id: 7, amount: '36.8', frozen_amount: '10', total_saved: '128.5', gold: 20 },
      '/api/config/appConfig': { reward: { direct_rate: '0.12', indirect_rate: '0.06' } },
      '/api/nav/menu_reward': (body: Record<string, unknown>) => (body.group === 'makemoney' ? [{ id: 1, type: 1, name: '分享赚佣金', path: '/pages/share/share', reward: '¥5' }] : []),
    })
    await mount()
    expect(api.calls('/api/Wallet/income')).toHaveLength(0)
    expect(api.calls('/api/user/info').length).toBeGreaterThan(0)
    expect(document.querySelector('.earn-summary__amount')!.textContent).toBe('36.80')
    const cells = Array.from(document.querySelectorAll('.earn-summary__cell')).map((e) => e.textContent)
    expect(cells).toEqual(['10.00冻结中(元)', '128.50累计已省(元)'])
    expect(pageText()).toContain('可提现(元)')
    // figures only the income call can give are left out, and nothing failed
    expect(pageText()).not.toContain('今日收益')
    expect(pageText()).not.toContain('累计收益')
    expect(pageText()).not.toContain('加载失败')
    expect(document.querySelector('.earn-summary__error')).toBeNull()
    expect(spies.showToast).not.toHaveBeenCalled()
    expect(pageText()).not.toContain('登录查看我的收益')
    expect(Array.from(document.querySelectorAll('.earn-rule__rate')).map((e) => e.textContent)).toEqual(['12%', '6%'])
    expect(pageText()).toContain('分享赚佣金')

    await tap(document.querySelector('.earn-invite')!)
    await tap(document.querySelector('.earn-grid__item--challenge')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/makemoney/getmaker', '/challenge/challenge'])
  })

  it('logged in: a failed user/info shows a retry line, and a tap loads the wallet', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({})
    await mount()
    expect(api.calls('/api/Wallet/income')).toHaveLength(0)
    const retry = document.querySelector('.earn-summary__error')!
    expect(retry.textContent).toBe('钱包加载失败，点击重试')
    expect(spies.showToast).not.toHaveBeenCalled()

    fakeApi({ '/api/user/info': { id: 7, amount: '5', frozen_amount: '0.00', total_saved: '0.00' } })
    await tap(retry)
    await testUtils.act(() => flush(8))
    expect(document.querySelector('.earn-summary__amount')!.textContent).toBe('5.00')
    expect(document.querySelector('.earn-summary__error')).toBeNull()
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
