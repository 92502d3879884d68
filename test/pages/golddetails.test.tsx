import './helpers'
import type { GoldRecord } from '@api-types/signIn'
import GolddetailsPage from '@/pages/member/golddetails'
import { saveProfile } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt, showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'

// 金币明细 (pages/member/golddetails): the gold balance and the gold ledger, paged.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const LISTS = '/api/signIn/lists'
const USER = '/api/user/info'
const CONFIG = '/api/signIn/config'

const record = (id: number, extra: Partial<GoldRecord> = {}): GoldRecord => ({
  id, kind: 'sign_in', title: '签到', gold: 10, balance_after: 100 + id, create_time: '2026-11-18 08:05:09', ...extra,
})

/** A server holding these records (newest first), `limit` a page, and the user's gold. */
function server(all: GoldRecord[], gold = 130) {
  return fakeApi({
    [LISTS]: (body) => {
      const page = Number(body.page)
      const limit = Number(body.limit)
      return { list: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit }
    },
    [USER]: () => ({ id: 1, amount: '0.00', gold }),
  })
}

const mount = () => mountAt(GolddetailsPage, '/pages/member/golddetails')

const $ = (selector: string) => document.querySelector(selector)
const rows = () => Array.from(document.querySelectorAll('.gold-row'))
const text = (el: Element, selector: string) => el.querySelector(selector)?.textContent ?? null

describe('金币明细', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = server([record(1)])
    await mount()
    expect(pageText()).toContain('登录后查看金币明细')
    expect(rows()).toHaveLength(0)
    expect(api.calls(LISTS)).toHaveLength(0)
    expect(api.calls(USER)).toHaveLength(0)
    await tap($('.order-state__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('shows the balance and each record: title, time, signed gold and the balance after', async () => {
    saveProfile({ token: 't' })
    const api = server([
      record(3, { kind: 'make_up_cost', title: '补签消耗', gold: -30, balance_after: 130, create_time: '2026-11-18 09:30:00' }),
      record(2, { kind: 'make_up', title: '补签', gold: 10, balance_after: 160 }),
      record(1, { gold: 50, balance_after: 150, create_time: '2026-11-17 07:00:00' }),
    ])
    await mount()
    expect($('.gold-head')!.textContent).toContain('我的金币')
    expect($('.gold-head__value')!.textContent).toBe('130')
    expect(api.calls(LISTS)[0]).toMatchObject({ page: 1, limit: 20 })

    expect(rows()).toHaveLength(3)
    const [spent, madeUp, signed] = rows()
    expect(text(spent, '.gold-row__title')).toBe('补签消耗')
    expect(text(spent, '.gold-row__time')).toBe('2026-11-18 09:30')
    expect(text(spent, '.gold-row__amount')).toBe('-30')
    expect(spent.querySelector('.gold-row__amount--out')).toBeTruthy()
    expect(text(spent, '.gold-row__balance')).toBe('余额 130')
    expect(text(madeUp, '.gold-row__amount')).toBe('+10')
    expect(madeUp.querySelector('.gold-row__amount--in')).toBeTruthy()
    expect(text(signed, '.gold-row__title')).toBe('签到')
    expect(text(signed, '.gold-row__amount')).toBe('+50')
    expect(text(signed, '.gold-row__balance')).toBe('余额 150')

    await tap($('.gold-head__link'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/signin/signin'])
  })

  it('loads the next page from the footer, then says there is no more', async () => {
    saveProfile({ token: 't' })
    const api = server(Array.from({ length: 25 }, (_, i) => record(100 - i)))
    await mount()
    expect(rows()).toHaveLength(20)
    expect($('.order-list__footer')!.textContent).toBe('加载更多')
    await tap($('.order-list__footer'))
    expect(api.calls(LISTS)[1]).toMatchObject({ page: 2, limit: 20 })
    expect(rows()).toHaveLength(25)
    expect($('.order-list__footer')!.textContent).toBe('没有更多了')
  })

  it('reloads the list and the balance when shown again (back from signing in)', async () => {
    saveProfile({ token: 't' })
    let all = [record(1)]
    let gold = 101
    fakeApi({
      [LISTS]: () => ({ list: all, total: all.length, page: 1, limit: 20 }),
      [USER]: () => ({ id: 1, amount: '0.00', gold }),
    })
    await mount()
    expect(rows()).toHaveLength(1)
    all = [record(2, { gold: 15, balance_after: 116 }), record(1)]
    gold = 116
    await showAgain(mockShown)
    expect(rows()).toHaveLength(2)
    expect(text(rows()[0], '.gold-row__amount')).toBe('+15')
    expect($('.gold-head__value')!.textContent).toBe('116')
  })

  it('says when there are no records and offers 去签到', async () => {
    saveProfile({ token: 't' })
    server([], 0)
    await mount()
    expect(pageText()).toContain('暂无金币记录')
    expect($('.gold-head__value')!.textContent).toBe('0')
    await tap($('.gold-details__go'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/signin/signin'])
  })

  it('after today\'s sign-in says 今日已签到 instead of inviting to sign in, and still opens the calendar', async () => {
    saveProfile({ token: 't' })
    let signedToday = false
    const api = fakeApi({
      [LISTS]: () => ({ list: [record(1)], total: 1, page: 1, limit: 20 }),
      [USER]: () => ({ id: 1, amount: '0.00', gold: 101 }),
      [CONFIG]: () => ({
        rewards: [10, 10, 15, 15, 20, 20, 50], member_multiplier: 2, make_up_cost: 30, make_up_limit: 3, make_up_used: 0,
        signed_today: signedToday, streak: signedToday ? 1 : 0, gold: 101, today: '2026-11-18',
      }),
    })
    await mount()
    expect($('.gold-head__link')!.textContent).toBe('去签到赚金币')

    // signed in on the sign-in page, then back here
    signedToday = true
    await showAgain(mockShown)
    expect(api.calls(CONFIG).length).toBeGreaterThanOrEqual(2)
    expect($('.gold-head__link')!.textContent).toBe('今日已签到')
    expect(pageText()).not.toContain('去签到')
    await tap($('.gold-head__link'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/signin/signin'])
  })

  it('signed in today with an empty ledger: the empty state does not offer 去签到 either', async () => {
    saveProfile({ token: 't' })
    fakeApi({
      [LISTS]: () => ({ list: [], total: 0, page: 1, limit: 20 }),
      [USER]: () => ({ id: 1, amount: '0.00', gold: 0 }),
      [CONFIG]: () => ({
        rewards: [10], member_multiplier: 1, make_up_cost: 30, make_up_limit: 3, make_up_used: 0,
        signed_today: true, streak: 1, gold: 0, today: '2026-11-18',
      }),
    })
    await mount()
    expect(pageText()).toContain('暂无金币记录')
    expect($('.gold-details__go')!.textContent).toBe('今日已签到')
    expect(pageText()).not.toContain('去签到')
  })

  it('shows the error state with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    serverSays(server([]), LISTS, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('金币记录加载失败')
    expect($('.load-error')!.textContent).toContain('服务繁忙')
    expect(app.spies.showToast).not.toHaveBeenCalled()
    server([record(1)])
    await tap($('.load-error__retry'))
    expect(rows()).toHaveLength(1)
    testUtils.unmout()

    let online = false
    fakeApi({ [LISTS]: unlessOnline(() => online, () => ({ list: [record(1)], total: 1, page: 1, limit: 20 })) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(rows()).toHaveLength(1)
  })
})
