import './helpers'
import Taro from '@tarojs/taro'
import dayjs from 'dayjs'
import type { MemberType } from '@api-types/member'
import type { SignInConfig, SignInDay, SignInMonthResult, SignInResult } from '@api-types/signIn'
import SigninPage from '@/pages/signin/signin'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays, toastTitles, type FakeApi } from './helpers'
import { freshEachTest } from './goldTestKit'
import { rechargeOffer } from './memberFixtures'
import { mountAt, showAgain, tapOn as tap, testUtils } from './redbagTestKit'

// 每日签到 (pages/signin/signin): the gold and streak, the 7-day strip, 立即签到, the month calendar
// with make-ups, 金币兑会员, the rules; logged out, loading and failed states.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const CONFIG = '/api/signIn/config'
const MONTH = '/api/signIn/month'
const SIGN = '/api/signIn/signIn'
const USER_INFO = '/api/user/info'
const MAKE_UP = '/api/signIn/makeUpSignIn'

const REWARDS = [10, 10, 15, 15, 20, 20, 50]
const TODAY = '2026-11-18'
const REGISTERED = '2026-11-02'

const shift = (date: string, by: number) => dayjs(date).add(by, 'day').format('YYYY-MM-DD')

/**
 * A server with the sign-in rules of docs/server.md: signed on 15, 16, 17 November (streak 3), the 3rd
 * made up, registered on the 2nd, 100 gold; `signedToday` adds today.
 */
function server({ signedToday = false, member = false } = {}): { api: FakeApi; state: { gold: number; signed: Map<string, SignInDay> } } {
  const signed = new Map<string, SignInDay>()
  const sign = (date: string, gold: number, madeUp = false) => signed.set(date, { date, signed: true, made_up: madeUp, gold, can_make_up: false })
  sign('2026-11-03', 10, true)
  sign('2026-11-15', 10)
  sign('2026-11-16', 10)
  sign('2026-11-17', 15)
  if (signedToday) sign(TODAY, 15)
  const state = { gold: 100, signed, used: 1 }
  /** Place in the 7-day cycle of a day signed now. */
  const position = (date: string) => {
    let run = 0
    for (let d = shift(date, -1); signed.has(d); d = shift(d, -1)) run += 1
    return (run % REWARDS.length) + 1
  }
  const reward = (date: string) => REWARDS[position(date) - 1] * (member ? 2 : 1)
  const result = (date: string, gold: number, spent: number): SignInResult => ({ date, gold, gold_spent: spent, gold_balance: state.gold, streak: position(date) })
  const api = fakeApi({
    [CONFIG]: (): SignInConfig => ({
      rewards: REWARDS, my_rewards: REWARDS.map((g) => g * (member ? 2 : 1)), member_multiplier: 2, make_up_cost: 30, make_up_limit: 3, make_up_used: state.used,
      signed_today: signed.has(TODAY),
      streak: signed.has(TODAY) ? position(TODAY) : signed.has(shift(TODAY, -1)) ? position(shift(TODAY, -1)) : 0,
      gold: state.gold, today: TODAY,
    }),
    [MONTH]: (body): SignInMonthResult => {
      const month = String(body.month)
      const first = dayjs(`${month}-01`)
      const left = 3 - state.used
      const days = Array.from({ length: first.daysInMonth() }, (_, i) => {
        const date = first.date(i + 1).format('YYYY-MM-DD')
        return signed.get(date) ?? {
          date, signed: false, made_up: false, gold: 0,
          can_make_up: month === TODAY.slice(0, 7) && left > 0 && date < TODAY && date >= REGISTERED,
        }
      })
      return { month, days, make_up_left: left, make_up_cost: 30 }
    },
    [SIGN]: () => {
      const gold = reward(TODAY)
      sign(TODAY, gold)
      state.gold += gold
      return result(TODAY, gold, 0)
    },
    [MAKE_UP]: (body) => {
      const date = String(body.date)
      const gold = reward(date)
      sign(date, gold, true)
      state.used += 1
      state.gold += gold - 30
      return result(date, gold, 30)
    },
    // the account as the server has it: read again after a sign-in
    [USER_INFO]: () => ({ id: 1, amount: '0.00', gold: state.gold }),
  })
  return { api, state }
}

const mount = () => mountAt(SigninPage, '/pages/signin/signin')

const $ = (selector: string) => document.querySelector(selector)
const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((el) => el.textContent)
const dayCell = (date: string) => $(`.signin-day[data-date="${date}"]`) as HTMLElement
const markOf = (date: string) => {
  const mark = Array.from(dayCell(date).classList).find((c) => /^signin-day--[a-z_]+$/.test(c) && c !== 'signin-day--is-today')
  return mark?.replace('signin-day--', '')
}
/** [done days, today's day] of the strip. */
const strip = () => [
  Array.from(document.querySelectorAll('.signin-strip__day--done')).map((el) => Number(el.getAttribute('data-day'))),
  Array.from(document.querySelectorAll('.signin-strip__day--today')).map((el) => Number(el.getAttribute('data-day'))),
]
/** The months the calendar asked for, in order. */
const months = (api: FakeApi) => api.calls(MONTH).map((body) => body.month)
const mainButton = () => $('.signin-main') as HTMLElement
const isDisabled = (el: Element) => el.className.includes('nut-button-disabled') || el.hasAttribute('disabled')
const answer = (confirm: boolean) =>
  jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm, cancel: !confirm })) as any)

describe('每日签到', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in and loads nothing', async () => {
    const { api } = server()
    await mount()
    expect(pageText()).toContain('登录后签到领金币')
    expect($('.signin-main')).toBeNull()
    expect(api.calls(CONFIG)).toHaveLength(0)
    expect(api.calls(MONTH)).toHaveLength(0)
    await tap($('.order-state__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('shows the gold, the streak, the 7-day strip with today’s place, the calendar and the rules', async () => {
    saveProfile({ token: 't' })
    const { api } = server()
    await mount()
    expect($('.signin-hero')!.textContent).toContain('我的金币')
    expect($('.signin-hero__value')!.textContent).toBe('100')
    expect($('.signin-hero__streak')!.textContent).toBe('已连续签到3天')

    expect(texts('.signin-strip__label')).toEqual(['第1天', '第2天', '第3天', '第4天', '第5天', '第6天', '第7天'])
    expect(texts('.signin-strip__gold')).toEqual(['+10', '+10', '+15', '+15', '+20', '+20', '+50'])
    expect(strip()).toEqual([[1, 2, 3], [4]])
    expect($('.signin-cycle__vip')!.textContent).toBe('会员签到金币翻倍')
    expect(mainButton().textContent).toBe('立即签到')
    expect(isDisabled(mainButton())).toBe(false)

    // the current month of the server's today
    expect(months(api)).toEqual(['2026-11'])
    expect($('.signin-calendar__title')!.textContent).toBe('2026年11月')
    expect(texts('.signin-calendar__weekday')).toEqual(['日', '一', '二', '三', '四', '五', '六'])
    // 1 November 2026 is a Sunday: no blank before it
    expect($('.signin-calendar__week:not(.signin-calendar__weekdays) .signin-day')!.getAttribute('data-date')).toBe('2026-11-01')
    expect(markOf('2026-11-15')).toBe('signed')
    expect(dayCell('2026-11-17').textContent).toBe('17+15')
    expect(markOf('2026-11-03')).toBe('made_up')
    expect(dayCell('2026-11-03').querySelector('.signin-day__badge')!.textContent).toBe('补')
    expect(markOf('2026-11-04')).toBe('can_make_up')
    expect(dayCell('2026-11-04').textContent).toContain('可补签')
    expect(markOf('2026-11-01')).toBe('missed') // before registration
    expect(markOf(TODAY)).toBe('today')
    expect(dayCell(TODAY).className).toContain('signin-day--is-today')
    expect(markOf('2026-11-19')).toBe('future')
    expect(dayCell('2026-11-19').getAttribute('role')).toBeNull()
    expect($('.signin-calendar__left')!.textContent).toBe('本月还可补签2次，每次消耗30金币')

    const rules = $('.signin-rules')!.textContent
    expect(rules).toContain('签到规则')
    expect(rules).toContain('连续签到第1至7天分别可得10、10、15、15、20、20、50金币')
    expect(rules).toContain('会员签到可得2倍金币')
    expect(rules).toContain('每次消耗30金币，每月最多补签3次')

    await tap($('.signin-hero__link'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/member/golddetails'])
  })

  it('signs in: toasts the gold, reloads config and month, and then reads 今日已签到', async () => {
    saveProfile({ token: 't' })
    appStore.set(userInfoAtom, { id: 1, gold: 100 } as any)
    const { api } = server()
    await mount()
    await tap(mainButton())
    expect(api.calls(SIGN)).toHaveLength(1)
    expect(toastTitles(app.spies.showToast)).toEqual(['签到成功，+15金币'])
    expect(api.calls(CONFIG)).toHaveLength(2)
    expect(api.calls(MONTH)).toHaveLength(2)
    expect($('.signin-hero__value')!.textContent).toBe('115')
    expect($('.signin-hero__streak')!.textContent).toBe('已连续签到4天')
    expect(strip()).toEqual([[1, 2, 3, 4], [4]])
    expect(markOf(TODAY)).toBe('signed')
    expect(mainButton().textContent).toBe('今日已签到')
    expect(isDisabled(mainButton())).toBe(true)
    // the account's gold (me tab) follows
    expect(appStore.get(userInfoAtom)?.gold).toBe(115)

    await tap(mainButton())
    expect(api.calls(SIGN)).toHaveLength(1)
  })

  it('reads 今日已签到 (disabled) when already signed today', async () => {
    saveProfile({ token: 't' })
    const { api } = server({ signedToday: true })
    await mount()
    expect(mainButton().textContent).toBe('今日已签到')
    expect(isDisabled(mainButton())).toBe(true)
    expect(strip()).toEqual([[1, 2, 3, 4], [4]])
    await tap(mainButton())
    expect(api.calls(SIGN)).toHaveLength(0)
    expect(app.spies.showToast).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal of a sign-in', async () => {
    saveProfile({ token: 't' })
    const { api } = server()
    serverSays(api, SIGN, { status: 0, msg: '今天已经签到过了' })
    await mount()
    await tap(mainButton())
    expect(toastTitles(app.spies.showToast)).toEqual(['今天已经签到过了'])
    expect(mainButton().textContent).toBe('立即签到')
  })

  it('makes up a missed day after the confirm, then reloads; cancelling asks nothing of the server', async () => {
    saveProfile({ token: 't' })
    const { api, state } = server()
    await mount()

    const cancel = answer(false)
    await tap(dayCell('2026-11-04'))
    expect(cancel).toHaveBeenCalledTimes(1)
    expect(api.calls(MAKE_UP)).toHaveLength(0)
    cancel.mockRestore()

    const modal = answer(true)
    await tap(dayCell('2026-11-04'))
    expect(modal.mock.calls[0][0]).toMatchObject({ content: '补签将消耗30金币，本月还可补签2次' })
    expect(api.calls(MAKE_UP).map((body) => body.date)).toEqual(['2026-11-04'])
    expect(toastTitles(app.spies.showToast)).toEqual(['补签成功，+10金币'])
    expect(api.calls(CONFIG)).toHaveLength(2)
    expect(api.calls(MONTH)).toHaveLength(2)
    expect(markOf('2026-11-04')).toBe('made_up')
    expect($('.signin-hero__value')!.textContent).toBe(String(state.gold))
    expect($('.signin-calendar__left')!.textContent).toBe('本月还可补签1次，每次消耗30金币')

    // a signed or future day asks nothing
    await tap(dayCell('2026-11-15'))
    await tap(dayCell('2026-11-20'))
    expect(modal).toHaveBeenCalledTimes(1)
  })

  it('shows the server’s refusal of a make-up (not enough gold) and changes nothing', async () => {
    saveProfile({ token: 't' })
    const { api } = server()
    serverSays(api, MAKE_UP, { status: 0, msg: '金币不足' })
    await mount()
    answer(true)
    await tap(dayCell('2026-11-05'))
    expect(toastTitles(app.spies.showToast)).toEqual(['金币不足'])
    expect(markOf('2026-11-05')).toBe('can_make_up')
  })

  it('moves to earlier months and back, never past the current one', async () => {
    saveProfile({ token: 't' })
    const { api } = server()
    await mount()
    const next = $('.signin-calendar__next')!
    expect(next.getAttribute('aria-disabled')).toBe('true')
    await tap(next)
    expect(months(api)).toEqual(['2026-11'])

    await tap($('.signin-calendar__prev'))
    expect(months(api).at(-1)).toBe('2026-10')
    expect($('.signin-calendar__title')!.textContent).toBe('2026年10月')
    // 1 October 2026 is a Thursday: four blanks before it; nothing can be made up there
    expect(document.querySelectorAll('.signin-calendar__week:nth-child(3) .signin-day--blank')).toHaveLength(4)
    expect(document.querySelectorAll('.signin-day--can_make_up')).toHaveLength(0)
    expect($('.signin-calendar__left')).toBeNull()
    expect($('.signin-calendar__next')!.getAttribute('aria-disabled')).toBe('false')

    await tap($('.signin-calendar__next'))
    expect(months(api).at(-1)).toBe('2026-11')
    expect($('.signin-calendar__title')!.textContent).toBe('2026年11月')
  })

  it('refreshes quietly when shown again', async () => {
    saveProfile({ token: 't' })
    const { api, state } = server()
    await mount()
    state.gold = 250
    await showAgain(mockShown)
    expect(api.calls(CONFIG).length).toBeGreaterThan(1)
    expect($('.signin-hero__value')!.textContent).toBe('250')
  })

  it('shows the error state with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    serverSays(fakeApi({}), CONFIG, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('签到信息加载失败')
    expect($('.load-error')!.textContent).toContain('服务繁忙')
    expect(app.spies.showToast).not.toHaveBeenCalled()
    server()
    await tap($('.load-error__retry'))
    expect(mainButton().textContent).toBe('立即签到')
    testUtils.unmout()

    let online = false
    const { api } = server()
    const answers = api.spy.getMockImplementation()!
    api.spy.mockImplementation(((opts: Taro.request.Option) => {
      if (!online) throw { errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' }
      return answers(opts)
    }) as any)
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(mainButton()).toBeTruthy()
  })
})

// 金币兑会员 on 每日签到: the member types gold buys (member/rechargeInfo) and signIn/redeemMember.
const RECHARGE_INFO = '/api/member/rechargeInfo'
const REDEEM = '/api/signIn/redeemMember'
const GOLD_PLANS: MemberType[] = [
  { id: 1, name: '月卡', price: '9.90', days: 30, gold_price: 3000 },
  { id: 2, name: '季卡', price: '25.90', days: 90, gold_price: null },
  { id: 3, name: '周卡', price: '3.00', days: 7, gold_price: 800 },
]

/** The sign-in server plus the member types and redeeming them with its gold (金币不足 when short). */
function withMembership(api: FakeApi, state: { gold: number }, types: MemberType[] = GOLD_PLANS, member = { is_member: false, expire_time: null as string | null }) {
  const others = api.spy.getMockImplementation()!
  const envelope = (data: unknown) => Promise.resolve({ statusCode: 200, data, header: {}, cookies: [], errMsg: 'request:ok' })
  api.spy.mockImplementation(((opts: Taro.request.Option) => {
    const url = String(opts.url)
    if (url.endsWith(RECHARGE_INFO)) return envelope({ status: 1, msg: 'ok', result: rechargeOffer({ member_types: types, ...member }) })
    if (url.endsWith(USER_INFO)) {
      return envelope({ status: 1, msg: 'ok', result: { id: 1, amount: '0.00', gold: state.gold, is_vip: member.is_member, vip_expire_at: member.expire_time } })
    }
    if (url.endsWith(REDEEM)) {
      const type = types.find((x) => x.id === Number((opts.data as Record<string, unknown>).member_type))!
      const price = Number(type.gold_price)
      if (state.gold < price) return envelope({ status: 0, msg: '金币不足', result: null })
      state.gold -= price
      member.is_member = true
      member.expire_time = '2026-12-18 10:00:00'
      return envelope({ status: 1, msg: '兑换成功', result: { gold_spent: price, gold_balance: state.gold, expire_time: member.expire_time } })
    }
    return others(opts)
  }) as any)
}

const redeemItem = (id: number) => $(`.signin-redeem__item[data-id="${id}"]`)
const redeemButton = (id: number) => redeemItem(id)!.querySelector('.signin-redeem__btn') as HTMLElement

describe('每日签到: 金币兑会员', () => {
  const app = freshEachTest(mockShown)

  it('lists the member types gold buys with their days and gold price, and the gold still missing', async () => {
    saveProfile({ token: 't' })
    const { api, state } = server()
    withMembership(api, state)
    await mount()
    expect($('.signin-redeem__title')!.textContent).toBe('金币兑会员')
    expect($('.signin-redeem__status')!.textContent).toBe('用金币开通会员，享会员权益')
    expect(texts('.signin-redeem__name')).toEqual(['月卡', '周卡'])
    expect(redeemItem(2)).toBeNull()
    expect(texts('.signin-redeem__days')).toEqual(['30天会员', '7天会员'])
    expect(texts('.signin-redeem__price')).toEqual(['3000金币', '800金币'])
    expect(texts('.signin-redeem__short')).toEqual(['还差2900金币', '还差700金币'])
    expect(redeemButton(1).textContent).toBe('兑换')
  })

  it('a member sees the expiry; nothing shows when no type has a gold price', async () => {
    saveProfile({ token: 't' })
    const { api, state } = server()
    withMembership(api, state, GOLD_PLANS, { is_member: true, expire_time: '2026-12-31 23:59:59' })
    await mount()
    expect($('.signin-redeem__status')!.textContent).toBe('会员有效期至2026-12-31')
    testUtils.unmout()

    const again = server()
    withMembership(again.api, again.state, [GOLD_PLANS[1]])
    await mount()
    expect($('.signin-redeem')).toBeNull()
    expect($('.signin-rules')).not.toBeNull()
  })

  it('redeems after the confirm: the gold is taken, the new expiry shows, the gold and membership follow', async () => {
    saveProfile({ token: 't' })
    appStore.set(userInfoAtom, { id: 1, gold: 5000, is_vip: false, vip_expire_at: null } as any)
    const { api, state } = server()
    state.gold = 5000
    withMembership(api, state)
    await mount()
    expect(texts('.signin-redeem__short')).toEqual([])

    const cancel = answer(false)
    await tap(redeemButton(1))
    expect(cancel).toHaveBeenCalledTimes(1)
    expect(api.calls(REDEEM)).toHaveLength(0)
    cancel.mockRestore()

    const modal = answer(true)
    await tap(redeemButton(1))
    expect(modal.mock.calls[0][0]).toMatchObject({ title: '金币兑会员', content: '确定用3000金币兑换月卡（30天会员）吗？' })
    expect(api.calls(REDEEM)).toEqual([expect.objectContaining({ member_type: 1 })])
    expect(toastTitles(app.spies.showToast)).toEqual(['兑换成功'])
    expect($('.signin-redeem__result')!.textContent).toBe('已消耗3000金币，会员有效期至2026-12-18')
    expect($('.signin-redeem__status')!.textContent).toBe('会员有效期至2026-12-18')
    expect($('.signin-hero__value')!.textContent).toBe('2000')
    expect(appStore.get(userInfoAtom)).toMatchObject({ gold: 2000, is_vip: true, vip_expire_at: '2026-12-18 10:00:00' })
  })

  it('shows the server’s refusal (金币不足) and changes nothing', async () => {
    saveProfile({ token: 't' })
    const { api, state } = server()
    withMembership(api, state)
    await mount()
    answer(true)
    await tap(redeemButton(1))
    expect(api.calls(REDEEM)).toHaveLength(1)
    expect(toastTitles(app.spies.showToast)).toEqual(['金币不足'])
    expect($('.signin-redeem__result')).toBeNull()
    expect($('.signin-hero__value')!.textContent).toBe('100')
    expect(redeemButton(1).textContent).toBe('兑换')
  })

  it('a failed load of the member types is a line to tap again', async () => {
    saveProfile({ token: 't' })
    const { api, state } = server()
    serverSays(api, RECHARGE_INFO, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.signin-redeem__failed')!.textContent).toBe('会员套餐加载失败，点击重试')
    withMembership(api, state)
    await tap($('.signin-redeem__failed'))
    expect(texts('.signin-redeem__name')).toEqual(['月卡', '周卡'])
  })
})
