import './helpers'
import { Current } from '@tarojs/runtime'
import MemberPage from '@/pages/member/member'
import { localeAtom } from '@/i18n'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays, toastTitles } from './helpers'
import { freshEachTest } from './goldTestKit'
import { MEMBER, memberInfo, nonMemberInfo } from './memberFixtures'
import { mountAt, showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'

// 会员中心 (pages/member/member): the card, the trial, benefits, plans and the ways on, from
// member/newInfo.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))
// the H5 boot module: landing on the member centre, the page's inline script has asked member/newInfo
jest.mock('@/lib/boot', () => jest.requireActual('@/lib/boot.h5'))

const mount = () => mountAt(MemberPage, '/pages/member/member')
const $ = (selector: string) => document.querySelector(selector)
const text = (selector: string) => $(selector)?.textContent ?? ''
const plans = () => Array.from(document.querySelectorAll('.member-plan'))

describe('会员中心', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = fakeApi({ [MEMBER.NEW_INFO]: memberInfo() })
    await mount()
    expect(pageText()).toContain('登录后查看会员权益')
    expect($('.member-card')).toBeNull()
    expect(api.calls(MEMBER.NEW_INFO)).toHaveLength(0)
    await tap($('.order-state__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('shows a member their card: VIP, 有效期至, 已为您节省, the plan name, and renewing', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [MEMBER.NEW_INFO]: memberInfo() })
    await mount()
    expect(api.calls(MEMBER.NEW_INFO)).toHaveLength(1)
    expect($('.member-card')!.getAttribute('data-state')).toBe('member')
    expect(text('.member-card__badge')).toBe('VIP')
    expect(text('.member-card__type')).toBe('季卡')
    expect(text('.member-card__status')).toBe('有效期至 2026-12-31')
    expect(text('.member-card__saved')).toBe('已为您节省¥36.50')
    // no trial for someone who is a member already
    expect($('.member-trial')).toBeNull()
    expect(pageText()).not.toContain('免费体验3天会员')

    // the benefits: three of them, three to the row (not three in four columns)
    const benefits = Array.from(document.querySelectorAll('.member-benefit__title')).map((el) => el.textContent)
    expect(benefits).toEqual(['返利更高', '金币翻倍', '专属客服'])
    const widths = Array.from(document.querySelectorAll<HTMLElement>('.member-benefit')).map((el) => el.style.width)
    expect(widths.every((w) => w.startsWith(`calc(${100 / 3}%`))).toBe(true)

    // the plans: price, the original struck through when higher, tag and days
    expect(text('.member-section--plans .member-section__title')).toBe('续费会员')
    expect(plans()).toHaveLength(3)
    const [month, quarter, year] = plans()
    expect(month.querySelector('.member-plan__name')!.textContent).toBe('月卡')
    expect(month.querySelector('.member-plan__price')!.textContent).toBe('¥19.90')
    expect(month.querySelector('.member-plan__original')!.textContent).toBe('¥29.90')
    expect(month.querySelector('.member-plan__original')!.className).toContain('nut-price')
    expect(quarter.querySelector('.member-plan__tag')!.textContent).toBe('最划算')
    expect(quarter.querySelector('.member-plan__days')!.textContent).toBe('90天')
    // an original price that is not higher is not shown
    expect(year.querySelector('.nut-price-line')).toBeNull()
    expect(month.getAttribute('aria-checked')).toBe('true')
    expect(text('.member-bar__btn')).toBe('立即续费 ¥19.90')

    // one task is ready to claim
    expect(text('.member-entry--tasks .member-entry__ready')).toBe('1个可领取')
  })

  it('chooses a plan and opens 开通会员 with it', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [MEMBER.NEW_INFO]: nonMemberInfo() })
    await mount()
    expect(text('.member-section--plans .member-section__title')).toBe('开通会员')
    await tap(plans()[1])
    expect(plans()[1].getAttribute('aria-checked')).toBe('true')
    expect(plans()[0].getAttribute('aria-checked')).toBe('false')
    expect(text('.member-bar__btn')).toBe('立即开通 ¥49.00')
    await tap($('.member-bar__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pagesme/vip/vip?member_type_id=2'])
  })

  it('shows a non-member what membership offers, and the trial', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [MEMBER.NEW_INFO]: nonMemberInfo() })
    await mount()
    expect($('.member-card')!.getAttribute('data-state')).toBe('none')
    expect($('.member-card__badge')).toBeNull()
    expect(text('.member-card__status')).toBe('开通会员，享专属权益')
    expect(text('.member-card__pitch')).toBe('霸王餐返利更高 · 签到金币翻倍')
    expect(pageText()).not.toContain('已为您节省')
    expect(text('.member-trial__title')).toBe('新人专享 · 免费体验3天会员')
  })

  it('says when a past membership ended', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [MEMBER.NEW_INFO]: nonMemberInfo({ expire_time: '2026-01-15 10:00:00', trial_available: false, saved_amount: '12.00' }) })
    await mount()
    expect($('.member-card')!.getAttribute('data-state')).toBe('expired')
    expect(text('.member-card__status')).toBe('会员已于 2026-01-15 到期')
    // what it saved stays worth saying
    expect(text('.member-card__saved')).toBe('已为您节省¥12.00')
    expect($('.member-trial')).toBeNull()
  })

  it('claims the 3-day trial once: giveMember, its message, the page and the me tab again', async () => {
    saveProfile({ token: 't' })
    appStore.set(userInfoAtom, { id: 1, is_vip: false, vip_expire_at: null } as any)
    let claimed = false
    const api = fakeApi({
      [MEMBER.NEW_INFO]: () => (claimed ? memberInfo({ expire_time: '2026-05-04 12:00:00', member_type_name: '体验会员', saved_amount: '0.00' }) : nonMemberInfo()),
      // the account as the server has it, read again after the claim
      '/api/user/info': () => ({ id: 1, amount: '0.00', is_vip: claimed, vip_expire_at: claimed ? '2026-05-04 12:00:00' : null }),
    })
    const original = api.spy.getMockImplementation()!
    api.spy.mockImplementation(((opts: any) => {
      if (String(opts.url).endsWith(MEMBER.GIVE)) {
        claimed = true
        return Promise.resolve({ statusCode: 200, data: { status: 1, msg: '领取成功，已获得3天会员', result: { is_member: true, expire_time: '2026-05-04 12:00:00', days: 3 } }, header: {} })
      }
      return original(opts)
    }) as any)

    await mount()
    await tap($('.member-trial__btn'))
    expect(api.calls(MEMBER.GIVE)).toHaveLength(1)
    expect(toastTitles(app.spies.showToast)).toEqual(['领取成功，已获得3天会员'])
    expect(api.calls(MEMBER.NEW_INFO)).toHaveLength(2)
    expect($('.member-trial')).toBeNull()
    expect(text('.member-card__status')).toBe('有效期至 2026-05-04')
    expect(appStore.get(userInfoAtom)).toMatchObject({ is_vip: true, vip_expire_at: '2026-05-04 12:00:00' })
  })

  it('a refused trial shows the server\'s reason once and keeps the page', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [MEMBER.NEW_INFO]: nonMemberInfo() })
    serverSays(api, MEMBER.GIVE, { status: 0, msg: '体验会员已领取过' })
    await mount()
    await tap($('.member-trial__btn'))
    expect(toastTitles(app.spies.showToast)).toEqual(['体验会员已领取过'])
    expect($('.member-card')).not.toBeNull()
  })

  it('leads to 免费领会员, 会员订单 and 会员协议', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [MEMBER.NEW_INFO]: memberInfo() })
    await mount()
    await tap($('.member-entry--tasks'))
    await tap($('.member-entry--orders'))
    await tap($('.member-entry--agreement'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/member/membertask', '/pagesme/vip_order', '/pages/me/xieyimember'])
    // 会员订单 once on the page: the entry, not a second link in the card's corner
    expect(pageText().split('会员订单')).toHaveLength(2)
  })

  it('reads the membership again when shown again (back from paying)', async () => {
    saveProfile({ token: 't' })
    let answer = nonMemberInfo({ trial_available: false })
    const api = fakeApi({ [MEMBER.NEW_INFO]: () => answer })
    await mount()
    expect($('.member-card')!.getAttribute('data-state')).toBe('none')
    answer = memberInfo()
    await showAgain(mockShown)
    expect(api.calls(MEMBER.NEW_INFO).length).toBeGreaterThanOrEqual(2)
    expect(text('.member-card__status')).toBe('有效期至 2026-12-31')
  })

  it('says when no plans are on offer', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [MEMBER.NEW_INFO]: memberInfo({ member_types: [] }) })
    await mount()
    expect(text('.member-empty')).toContain('暂无可开通的会员套餐')
    expect($('.member-bar')).toBeNull()
  })

  it('shows the skeleton while loading, then the error state with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    let release: () => void = () => undefined
    const api = fakeApi({})
    api.spy.mockImplementation((() => new Promise((resolve) => {
      release = () => resolve({ statusCode: 200, data: { status: 0, msg: '服务繁忙', result: null }, header: {} })
    })) as any)
    await mount()
    expect($('.member-skeleton')).not.toBeNull()
    expect($('.member-skeleton')!.getAttribute('aria-busy')).toBe('true')
    await testUtils.act(async () => {
      release()
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(text('.load-error')).toContain('会员信息加载失败')
    expect(text('.load-error')).toContain('服务繁忙')
    expect(app.spies.showToast).not.toHaveBeenCalled()
    fakeApi({ [MEMBER.NEW_INFO]: memberInfo() })
    await tap($('.load-error__retry'))
    expect(text('.member-card__status')).toBe('有效期至 2026-12-31')
    testUtils.unmout()

    let online = false
    fakeApi({ [MEMBER.NEW_INFO]: unlessOnline(() => online, () => memberInfo()) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect($('.member-card')).not.toBeNull()
  })
})

describe('landing on 会员中心 (H5: the answer the page asked for with the stored token while the app loaded)', () => {
  freshEachTest(mockShown)
  const page = window as unknown as { earlyCall?: unknown }
  const early = (envelope: unknown, { token = 't', came = false } = {}) => {
    page.earlyCall = {
      path: 'member/newInfo', body: '{}', token, lang: appStore.get(localeAtom),
      answer: Promise.resolve(envelope), ...(came ? { settled: envelope } : {}),
    }
  }
  afterEach(() => {
    delete page.earlyCall
  })

  it('draws an answer that came before the page in its first render, without asking again', async () => {
    saveProfile({ token: 't' })
    early({ status: 1, msg: 'ok', result: memberInfo() }, { came: true })
    const api = fakeApi({ [MEMBER.NEW_INFO]: nonMemberInfo() })
    Current.router = { path: '/pages/member/member', params: {} } as any
    await testUtils.mount(MemberPage, {})
    expect(text('.member-card__status')).toBe('有效期至 2026-12-31')
    await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
    expect(api.calls(MEMBER.NEW_INFO)).toHaveLength(0)
  })

  it('takes an answer still on its way as the first load', async () => {
    saveProfile({ token: 't' })
    early({ status: 1, msg: 'ok', result: memberInfo() })
    const api = fakeApi({ [MEMBER.NEW_INFO]: nonMemberInfo() })
    await mount()
    expect(text('.member-card__status')).toBe('有效期至 2026-12-31')
    expect(api.calls(MEMBER.NEW_INFO)).toHaveLength(0)
  })

  it('asks again when the answer was asked with another token, or refused', async () => {
    saveProfile({ token: 't' })
    early({ status: 1, msg: 'ok', result: nonMemberInfo() }, { token: 'old' })
    const api = fakeApi({ [MEMBER.NEW_INFO]: memberInfo() })
    await mount()
    expect(api.calls(MEMBER.NEW_INFO)).toHaveLength(1)
    expect(text('.member-card__status')).toBe('有效期至 2026-12-31')
    testUtils.unmout()

    early({ status: -1, msg: '请先登录', result: null })
    await mount()
    expect(api.calls(MEMBER.NEW_INFO)).toHaveLength(2)
    expect(text('.member-card__status')).toBe('有效期至 2026-12-31')
  })
})
