import './helpers'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import type { WalletRecord } from '@api-types/wallet'
import MoneydetailPage from '@/pages/moneydetail/moneydetail'
import { earningsPager, incomePage, recordView } from '@/features/wallet/walletView'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, serverSays } from './helpers'
import { freshEachTest } from './goldTestKit'
import { showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'
import { WALLET, incomeOf, record } from './walletFixtures'

// 资金明细 (pages/moneydetail/moneydetail): the wallet ledger of Wallet/income by tab, paged.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

async function mount() {
  Current.router = { path: '/pages/moneydetail/moneydetail', params: {} } as any
  await testUtils.mount(MoneydetailPage, {})
  await testUtils.act(() => flush(10))
}
const $ = (selector: string) => document.querySelector(selector)
const rows = () => Array.from(document.querySelectorAll('.wallet-row:not(.wallet-row--skeleton)'))
const text = (el: Element, selector: string) => el.querySelector(selector)?.textContent ?? null
const tab = (label: string) => Array.from(document.querySelectorAll('.order-tabs__tab')).find((el) => el.textContent === label)

/** A server holding these records (newest first). */
const server = (all: WalletRecord[]) => fakeApi({ [WALLET.INCOME]: (body) => incomeOf(all, body) })

describe('wallet rows', () => {
  it('reads a row: signed amount, direction, balance, a cash-out’s state and reason', () => {
    expect(recordView(record(1))).toMatchObject({ amount: '+20.00', direction: 'in', balance: '120.00', time: '2026-05-18 12:30', state: null })
    expect(recordView(record(2, { kind: 'payment', amount: '-9.9' }))).toMatchObject({ amount: '-9.90', direction: 'out' })
    expect(recordView(record(3, { kind: 'cash_out', amount: '-50.00', status: 'pending' }))).toMatchObject({ state: 'pending', reason: '' })
    expect(recordView(record(4, { kind: 'cash_out', amount: '-50.00', status: 'refused', reason: '账户信息有误' }))).toMatchObject({ state: 'refused', reason: '账户信息有误' })
    expect(recordView(record(5, { kind: 'cash_out_refund', amount: '50.00', status: 'refused' })).state).toBeNull()
  })

  it('pages the earnings out of all kinds, `limit` at a time, across the server’s pages', async () => {
    const all = Array.from({ length: 120 }, (_, i) => record(200 - i, { kind: i % 3 === 0 ? 'rebate' : 'payment' }))
    const reads: number[] = []
    const fetchPage = earningsPager((page, limit) => {
      reads.push(page)
      return Promise.resolve(incomePage(incomeOf(all, { page, limit })))
    })
    const first = await fetchPage(1, 20)
    expect(first.list).toHaveLength(20)
    expect(first.list.every((r) => r.kind === 'rebate')).toBe(true)
    expect(first.more).toBe(true)
    expect(first.totals).toMatchObject({ totalIncome: '256.80', todayIncome: '12.30' })
    const second = await fetchPage(2, 20)
    expect(second.list.map((r) => r.id)).toEqual(all.filter((r) => r.kind === 'rebate').slice(20, 40).map((r) => r.id))
    expect(second.more).toBe(false)
    expect(reads).toEqual([1, 2, 3])
    // page 1 starts over
    expect((await fetchPage(1, 20)).list[0].id).toBe(200)
  })
})

describe('资金明细', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = server([record(1)])
    await mount()
    expect(pageText()).toContain('登录后查看资金明细')
    expect(api.calls(WALLET.INCOME)).toHaveLength(0)
    await tap($('.order-state__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('shows the balances and each row: title, time, signed amount, balance after, a cash-out’s state', async () => {
    saveProfile({ token: 't' })
    const api = server([
      record(4, { kind: 'cash_out', title: '提现', amount: '-50.00', balance_after: '88.50', status: 'refused', reason: '支付宝账户异常' }),
      record(3, { kind: 'cash_out', title: '提现', amount: '-30.00', balance_after: '138.50', status: 'pending' }),
      record(2, { kind: 'payment', title: '开通会员', amount: '-19.90', balance_after: '168.50' }),
      record(1, { amount: '20.00', balance_after: '188.40', create_time: '2026-05-17 08:00:00' }),
    ])
    await mount()
    expect(api.calls(WALLET.INCOME)[0]).toEqual(expect.objectContaining({ page: 1, limit: 20 }))
    expect(api.calls(WALLET.INCOME)[0]).not.toHaveProperty('kind')
    expect($('.history-balance')!.textContent).toBe('88.50')
    expect($('.history-frozen')!.textContent).toBe('10.00')
    const [refused, pending, paid, rebate] = rows()
    expect(text(refused, '.wallet-row__state')).toBe('已退回')
    expect(text(refused, '.wallet-row__reason')).toBe('原因：支付宝账户异常')
    expect(text(refused, '.wallet-row__amount')).toBe('-50.00')
    expect(refused.querySelector('.wallet-row__amount--out')).toBeTruthy()
    expect(text(pending, '.wallet-row__state')).toBe('审核中')
    expect(pending.querySelector('.wallet-row__reason')).toBeNull()
    expect(text(paid, '.wallet-row__title')).toBe('开通会员')
    expect(paid.querySelector('.wallet-row__state')).toBeNull()
    expect(text(rebate, '.wallet-row__amount')).toBe('+20.00')
    expect(rebate.querySelector('.wallet-row__amount--in')).toBeTruthy()
    expect(text(rebate, '.wallet-row__balance')).toBe('余额 188.40')
    expect(text(rebate, '.wallet-row__time')).toBe('2026-05-17 08:00')

    await tap($('.history-cashout'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/cashout/cashout'])
  })

  it('filters by tab: one kind through the server’s filter, 收入 the earnings of all kinds', async () => {
    saveProfile({ token: 't' })
    const api = server([
      record(5, { kind: 'commission', title: '团队佣金', amount: '3.00' }),
      record(4, { kind: 'refund', title: '退款至余额', amount: '19.90' }),
      record(3, { kind: 'cash_out', title: '提现', amount: '-10.00', status: 'paid' }),
      record(2, { kind: 'payment', title: '购买代金券', amount: '-19.90' }),
      record(1),
    ])
    await mount()
    expect(Array.from(document.querySelectorAll('.order-tabs__tab')).map((e) => e.textContent)).toEqual(['全部', '收入', '提现', '支付', '退款'])
    expect(rows()).toHaveLength(5)

    await tap(tab('提现'))
    expect(api.calls(WALLET.INCOME).pop()).toEqual(expect.objectContaining({ kind: 'cash_out', page: 1 }))
    expect(rows().map((r) => text(r, '.wallet-row__state'))).toEqual(['已到账'])

    await tap(tab('退款'))
    expect(api.calls(WALLET.INCOME).pop()).toEqual(expect.objectContaining({ kind: 'refund' }))
    expect(rows().map((r) => text(r, '.wallet-row__title'))).toEqual(['退款至余额'])

    await tap(tab('收入'))
    expect(api.calls(WALLET.INCOME).pop()).not.toHaveProperty('kind')
    expect(rows().map((r) => text(r, '.wallet-row__title'))).toEqual(['团队佣金', '免单返利'])

    await tap(tab('支付'))
    expect(rows().map((r) => text(r, '.wallet-row__title'))).toEqual(['购买代金券'])
    // the balances stay while a tab loads
    expect($('.history-balance')!.textContent).toBe('88.50')
  })

  it('loads the next page from the footer, then says there is no more', async () => {
    saveProfile({ token: 't' })
    const api = server(Array.from({ length: 45 }, (_, i) => record(100 - i)))
    await mount()
    expect(rows()).toHaveLength(20)
    expect($('.wallet-list__footer')!.textContent).toBe('加载更多')
    await tap($('.wallet-list__footer'))
    expect(api.calls(WALLET.INCOME)[1]).toEqual(expect.objectContaining({ page: 2, limit: 20 }))
    expect(rows()).toHaveLength(40)
    await tap($('.wallet-list__footer'))
    expect(rows()).toHaveLength(45)
    expect($('.wallet-list__footer')!.textContent).toBe('没有更多了')
  })

  it('reads the first page again when shown (back from cashing out)', async () => {
    saveProfile({ token: 't' })
    let all = [record(1)]
    fakeApi({ [WALLET.INCOME]: (body) => incomeOf(all, body) })
    await mount()
    expect(rows()).toHaveLength(1)
    all = [record(2, { kind: 'cash_out', title: '提现', amount: '-20.00', status: 'pending' }), ...all]
    await showAgain(mockShown)
    expect(rows()).toHaveLength(2)
    expect(text(rows()[0], '.wallet-row__state')).toBe('审核中')
  })

  it('says when there is nothing, in all and in a tab', async () => {
    saveProfile({ token: 't' })
    server([record(1)])
    await mount()
    await tap(tab('退款'))
    expect(pageText()).toContain('暂无相关记录')
    testUtils.unmout()
    server([])
    await mount()
    expect($('.wallet-empty')!.textContent).toContain('暂无资金明细')
    expect($('.history-balance')!.textContent).toBe('88.50')
  })

  it('shows the skeleton, the error with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    const pending = jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as any)
    await mount()
    expect(document.querySelectorAll('.wallet-row--skeleton')).toHaveLength(5)
    expect($('.wallet-figure--loading')).toBeTruthy()
    pending.mockRestore()
    testUtils.unmout()

    serverSays(server([]), WALLET.INCOME, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('资金明细加载失败')
    expect($('.load-error')!.textContent).toContain('服务繁忙')
    expect($('.history-balance')!.textContent).toBe('--')
    expect(app.spies.showToast).not.toHaveBeenCalled()
    server([record(1)])
    await tap($('.load-error__retry'))
    expect(rows()).toHaveLength(1)
    testUtils.unmout()

    let online = false
    fakeApi({ [WALLET.INCOME]: unlessOnline(() => online, () => incomeOf([record(1)], { page: 1, limit: 20 })) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(rows()).toHaveLength(1)
  })
})
