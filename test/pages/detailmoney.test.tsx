import './helpers'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import type { WalletRecord } from '@api-types/wallet'
import DetailmoneyPage from '@/pages/makemoney/detailmoney'
import { currentMonth, monthParams, shiftMonth } from '@/features/wallet/walletView'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, serverSays } from './helpers'
import { freshEachTest } from './goldTestKit'
import { tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'
import { WALLET, incomeOf, record } from './walletFixtures'
import { TEAM, commission } from './teamFixtures'

// 收益明细 (pages/makemoney/detailmoney): the earnings in all and today, and the earning rows of
// Wallet/income by month.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

/** 2026-05-18 12:00 in Shanghai. */
const NOW = Date.UTC(2026, 4, 18, 4, 0, 0)

async function mount() {
  Current.router = { path: '/pages/makemoney/detailmoney', params: {} } as any
  await testUtils.mount(DetailmoneyPage, {})
  await testUtils.act(() => flush(10))
}
const $ = (selector: string) => document.querySelector(selector)
const rows = () => Array.from(document.querySelectorAll('.wallet-row:not(.wallet-row--skeleton)'))
const titles = () => rows().map((r) => r.querySelector('.wallet-row__title')!.textContent)
const server = (all: WalletRecord[], totals = {}) => fakeApi({ [WALLET.INCOME]: (body) => incomeOf(all, body, totals) })

const LEDGER: WalletRecord[] = [
  record(6, { kind: 'commission', title: '团队佣金', amount: '3.00', create_time: '2026-05-18 10:00:00' }),
  record(5, { kind: 'payment', title: '开通会员', amount: '-19.90', create_time: '2026-05-16 10:00:00' }),
  record(4, { kind: 'refund', title: '退款至余额', amount: '19.90', create_time: '2026-05-12 10:00:00' }),
  record(3, { create_time: '2026-05-02 09:00:00' }),
  record(2, { kind: 'gold_redeem', title: '金币兑换', amount: '1.00', create_time: '2026-04-20 09:00:00' }),
  record(1, { kind: 'adjustment', title: '余额调整', amount: '5.00', create_time: '2026-04-01 09:00:00' }),
]

describe('months', () => {
  it('knows this month on the Shanghai calendar, and moves by months', () => {
    // 2026-04-30 20:00 UTC is already May 1st in Shanghai
    expect(currentMonth(Date.UTC(2026, 3, 30, 20, 0, 0))).toBe('2026-05')
    expect(currentMonth(Date.UTC(2026, 3, 30, 12, 0, 0))).toBe('2026-04')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2025-12', 1)).toBe('2026-01')
    expect(monthParams('2026-05')).toEqual({ year: '2026', month: '5' })
  })
})

describe('收益明细', () => {
  const app = freshEachTest(mockShown)
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW)
  })

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = server(LEDGER)
    await mount()
    expect(pageText()).toContain('登录后查看收益明细')
    expect(api.calls(WALLET.INCOME)).toHaveLength(0)
  })

  it('shows the earnings in all and today, and this month’s earning rows only', async () => {
    saveProfile({ token: 't' })
    const api = server(LEDGER)
    await mount()
    expect(api.calls(WALLET.INCOME)[0]).toEqual(expect.objectContaining({ month: '2026-05', page: 1 }))
    expect(api.calls(WALLET.INCOME)[0]).not.toHaveProperty('kind')
    expect($('.earnings-total')!.textContent).toBe('256.80')
    expect($('.earnings-today')!.textContent).toBe('+12.30')
    expect($('.month-switch__title')!.textContent).toBe('2026年5月')
    // payments, refunds and corrections are not earnings
    expect(titles()).toEqual(['团队佣金', '免单返利'])
  })

  it('switches months back and forth, never beyond this month', async () => {
    saveProfile({ token: 't' })
    const api = server(LEDGER)
    await mount()
    const next = $('.month-switch__next')!
    expect(next.getAttribute('aria-disabled')).toBe('true')
    await tap(next)
    expect($('.month-switch__title')!.textContent).toBe('2026年5月')

    await tap($('.month-switch__prev'))
    expect($('.month-switch__title')!.textContent).toBe('2026年4月')
    expect(api.calls(WALLET.INCOME).pop()).toEqual(expect.objectContaining({ month: '2026-04', page: 1 }))
    expect(titles()).toEqual(['金币兑换'])
    // the totals are the same whatever the month
    expect($('.earnings-total')!.textContent).toBe('256.80')

    await tap($('.month-switch__prev'))
    expect($('.month-switch__title')!.textContent).toBe('2026年3月')
    expect($('.wallet-empty')!.textContent).toContain('本月暂无收益')
    await tap($('.wallet-empty__go'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/kingeat/kingeat'])

    await tap($('.month-switch__next'))
    await tap($('.month-switch__next'))
    expect($('.month-switch__title')!.textContent).toBe('2026年5月')
    expect(titles()).toEqual(['团队佣金', '免单返利'])
  })

  it('pages the month’s earnings twenty at a time', async () => {
    saveProfile({ token: 't' })
    const many = Array.from({ length: 30 }, (_, i) => record(100 - i, { create_time: '2026-05-10 10:00:00' }))
    server(many, { today_income: '0.00' })
    await mount()
    expect($('.earnings-today')!.textContent).toBe('0.00')
    expect(rows()).toHaveLength(20)
    await tap($('.wallet-list__footer'))
    expect(rows()).toHaveLength(30)
    expect($('.wallet-list__footer')!.textContent).toBe('没有更多了')
  })

  it('shows a commission’s team member, and 已退回 on one taken back', async () => {
    saveProfile({ token: 't' })
    server([
      record(9, { kind: 'commission', title: '团队佣金', amount: '2.00', member: '小**', status: 'reversed', create_time: '2026-05-18 11:00:00' }),
      record(8, { kind: 'commission', title: '团队佣金', amount: '1.00', member: '阿**', status: 'credited', create_time: '2026-05-18 10:00:00' }),
    ])
    await mount()
    const [taken, credited] = rows()
    expect(taken.querySelector('.wallet-row__member')!.textContent).toBe('来自 小**')
    expect(taken.querySelector('.wallet-row__state')!.textContent).toBe('已退回')
    expect(credited.querySelector('.wallet-row__member')!.textContent).toBe('来自 阿**')
    expect(credited.querySelector('.wallet-row__state')).toBeNull()
  })

  it('shows 待入账 when commissions wait, and lists them (pending and held) with their members and states', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({
      [WALLET.INCOME]: (body) => incomeOf(LEDGER, body, { pending_commission: '3.5' }),
      [TEAM.COMMISSIONS]: (body) => ({
        list: body.status === 'held'
          ? [commission(7, { status: 'held', member: '吃**', create_time: '2026-05-17 09:00:00' })]
          : [commission(8, { status: 'pending', member: '阿**', release_time: '2026-05-25 10:00:00', create_time: '2026-05-18 10:00:00' })],
        total: 1, page: 1, limit: 50,
      }),
    })
    await mount()
    expect($('.earnings-pending')!.textContent).toBe('待入账 ¥3.50')
    expect(api.calls(TEAM.COMMISSIONS)).toHaveLength(0)
    await tap($('.earnings-pending'))
    expect(api.calls(TEAM.COMMISSIONS).map((b) => b.status).sort()).toEqual(['held', 'pending'])
    const sheet = Array.from(document.querySelectorAll('.team-awaited .team-commission'))
    expect(sheet.map((row) => row.querySelector('.team-commission__member')!.textContent)).toEqual(['阿**', '吃**'])
    expect(sheet.map((row) => row.querySelector('.team-commission__state')!.textContent)).toEqual(['待入账', '审核中'])
    expect(pageText()).toContain('7天后转入钱包余额')
  })

  it('shows no 待入账 when nothing waits', async () => {
    saveProfile({ token: 't' })
    server(LEDGER)
    await mount()
    expect($('.earnings-pending')).toBeNull()
  })

  it('shows the skeleton, the error with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    const pending = jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as any)
    await mount()
    expect(document.querySelectorAll('.wallet-row--skeleton')).toHaveLength(5)
    pending.mockRestore()
    testUtils.unmout()

    serverSays(server([]), WALLET.INCOME, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('收益明细加载失败')
    expect($('.earnings-total')!.textContent).toBe('--')
    expect(app.spies.showToast).not.toHaveBeenCalled()
    server(LEDGER)
    await tap($('.load-error__retry'))
    expect(titles()).toEqual(['团队佣金', '免单返利'])
    testUtils.unmout()

    let online = false
    fakeApi({ [WALLET.INCOME]: unlessOnline(() => online, () => incomeOf(LEDGER, { page: 1, limit: 50, month: '2026-05' })) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(titles()).toEqual(['团队佣金', '免单返利'])
  })
})
