import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import MakeMoneyPage from '@/pages/makemoney/makemoney'
import { incomeFigures } from '@/features/earn/makeMoney'
import { ratePercent } from '@/utils/commissionRates'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'

const testUtils = new TestUtils()

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush()
  })
}

/** Today's and all earnings as they read: label and figure. */
const earnings = () => Array.from(document.querySelectorAll('.earn-summary__earning')).map((e) => e.textContent)

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
    // the commission terms as 赚钱规则 states them: 待入账 for the frozen days, then the balance
    expect(document.querySelector('.earn-rule__note')!.textContent).toBe('佣金先计入待入账，7天后转入钱包余额，随时可提现；好友返利被撤销或会员退款时收回。')
    // today's and all earnings: nothing made up, the place kept
    expect(earnings()).toEqual(['今日收益(元)--', '累计收益(元)--'])
    expect(api.calls('/api/Wallet/income')).toHaveLength(0)
    expect(api.calls('/api/user/info')).toHaveLength(0)
    expect(spies.showToast).not.toHaveBeenCalled()

    await tap(document.querySelector('.earn-summary__login')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('logged in: shows the wallet of user/info (withdrawable, frozen, saved), today\'s and all earnings of Wallet/income, and the operator rates and menu', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({
      '/api/user/info': { id: 7, amount: '36.8', frozen_amount: '10', total_saved: '128.5', gold: 20 },
      '/api/Wallet/income': { amount: '36.80', frozen_amount: '10.00', total_income: '256.8', today_income: '12.3', list: [], total: 0, page: 1, limit: 1 },
      '/api/config/appConfig': { reward: { direct_rate: '0.12', indirect_rate: '0.06' } },
      '/api/nav/menu_reward': (body: Record<string, unknown>) => (body.group === 'makemoney' ? [{ id: 1, type: 1, name: '分享赚佣金', path: '/pages/share/share', reward: '¥5' }] : []),
    })
    await mount()
    // the totals only: one row asked
    expect(api.calls('/api/Wallet/income')).toEqual([expect.objectContaining({ page: 1, limit: 1 })])
    expect(api.calls('/api/user/info').length).toBeGreaterThan(0)
    expect(document.querySelector('.earn-summary__amount')!.textContent).toBe('36.80')
    const cells = Array.from(document.querySelectorAll('.earn-summary__cell')).map((e) => e.textContent)
    expect(cells).toEqual(['10.00冻结中(元)', '128.50累计已省(元)'])
    expect(pageText()).toContain('可提现(元)')
    expect(earnings()).toEqual(['今日收益(元)12.30', '累计收益(元)256.80'])
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
    // Wallet/income failed too: silently, its figures read '--'
    expect(api.calls('/api/Wallet/income')).toHaveLength(1)
    expect(earnings()).toEqual(['今日收益(元)--', '累计收益(元)--'])
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

  it('keeps the place of the earnings while they load: the same boxes before and after they arrive', async () => {
    saveProfile({ token: 't' })
    let answer: (value: unknown) => void = () => undefined
    const api = fakeApi({ '/api/user/info': { id: 7, amount: '1', frozen_amount: '0', total_saved: '0' } })
    const others = api.spy.getMockImplementation()!
    api.spy.mockImplementation(((opts: { url: string }) =>
      String(opts.url).endsWith('/api/Wallet/income')
        ? new Promise((resolve) => {
          answer = resolve
        })
        : others(opts as never)) as any)
    await mount()
    const before = Array.from(document.querySelectorAll('.earn-summary > *')).map((e) => e.className)
    expect(earnings()).toEqual(['今日收益(元)--', '累计收益(元)--'])
    await testUtils.act(async () => {
      answer({ statusCode: 200, data: { status: 1, msg: 'ok', result: { amount: '1.00', frozen_amount: '0.00', total_income: '5', today_income: '0', list: [], total: 0 } }, header: {}, cookies: [], errMsg: 'ok' })
      await flush(8)
    })
    expect(earnings()).toEqual(['今日收益(元)0.00', '累计收益(元)5.00'])
    expect(Array.from(document.querySelectorAll('.earn-summary > *')).map((e) => e.className)).toEqual(before)
  })

  it('reads the figures of an income answer, none when it has none', () => {
    expect(incomeFigures({ today_income: '1.5', total_income: '20' })).toEqual({ today: '1.50', total: '20.00' })
    expect(incomeFigures({})).toBeNull()
    expect(incomeFigures(null)).toBeNull()
  })

  it('turns rates into percentages', () => {
    expect(ratePercent('0.10', '0.10')).toBe('10%')
    expect(ratePercent('0.075', '0.10')).toBe('7.5%')
    expect(ratePercent('oops', '0.05')).toBe('5%')
    expect(ratePercent(undefined, '0.05')).toBe('5%')
  })
})
