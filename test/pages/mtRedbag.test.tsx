import './helpers'
import Taro from '@tarojs/taro'
import type { DiscountConfig, DiscountRecord } from '@api-types/discount'
import MtRedbagPage from '@/pages_gold/mt_redbag'
import { webviewUrl } from '@/lib/navItem'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, openedUrls, pageText, resetApp, serverSays, toastTitles, type FakeApi } from './helpers'
import { mountAt, showAgain as showAgainWith, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'

// 外卖红包 (pages_gold/mt_redbag): the day's takeaway coupons, receiving one through the platform
// link in the in-app web page, and the question on coming back (gold back when it was not claimed).
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const LIST = '/api/discount/discountConfigList'
const GET_URL = '/api/discount/getMtUrl'
const RECEIVE = '/api/discount/receiveDiscount'
const SAVE_URL = '/api/discount/saveMtUrl'
const RELAX = '/api/discount/relax'
const LOG = '/api/discount/recodeLog'
const FAIL = '/api/discount/failDiscount'
const USER = '/api/user/info'

const PLATFORM_LINK = 'https://mt.example/coupon/u1/2'
const OPEN_LINK = 'https://click.mt.example/open?c=abc'

/** The offers as the server gives them; `remaining` (logged in) adds remaining_today. */
function offers(remaining?: [number, number, number]): DiscountConfig[] {
  const list: DiscountConfig[] = [
    { id: 1, coupon_type: 1, title: '美团外卖天天神券', description: '最高减15元, 每天可领1次', amount: '15.00', threshold: '0.00', gold_price: 0 },
    { id: 2, coupon_type: 2, title: '满30减10 外卖券', amount: '10.00', threshold: '30.00', gold_price: 50 },
    { id: 3, coupon_type: 3, title: '满20减5 下午茶券', amount: '5.00', threshold: '20.00', gold_price: 20 },
  ]
  return remaining ? list.map((o, i) => ({ ...o, remaining_today: remaining[i] })) : list
}

const record = (extra: Partial<DiscountRecord> = {}): DiscountRecord => ({
  discount_redeem_id: 7, discount_url: PLATFORM_LINK, coupon_type: 2, title: '满30减10 外卖券',
  discount_config: offers()[1], gold_spent: 50, gold_balance: 70, create_time: '2026-05-01 12:00:00', ...extra,
})

/** A logged-in server: 120 gold; receiving offer 2 charges 50; failing gives them back. */
function loggedInServer(): { api: FakeApi; state: { gold: number; left: number } } {
  const state = { gold: 120, left: 1 }
  const api = fakeApi({
    [LIST]: () => offers([1, state.left, 0]),
    [USER]: () => ({ id: 1, amount: '0.00', gold: state.gold }),
    [GET_URL]: (body) => ({ discount_url: PLATFORM_LINK, coupon_type: body.coupon_type, title: '满30减10 外卖券' }),
    [RECEIVE]: () => {
      state.gold -= 50
      state.left = 0
      return record({ gold_balance: state.gold })
    },
    [SAVE_URL]: null,
    [RELAX]: { url: OPEN_LINK },
    [LOG]: null,
    [FAIL]: () => {
      state.gold += 50
      state.left = 1
      return { gold_returned: 50, gold_balance: state.gold }
    },
  })
  return { api, state }
}

const mount = () => mountAt(MtRedbagPage, '/pages_gold/mt_redbag')
/** The page shows again (back from the web page). */
const showAgain = () => showAgainWith(mockShown)

const $ = (selector: string) => document.querySelector(selector)
const cards = () => Array.from(document.querySelectorAll('.redbag-offer'))
const button = (card: Element) => card.querySelector('.redbag-offer__btn') as HTMLElement
/** The paths posted to, in order. */
const paths = (api: FakeApi) => api.spy.mock.calls.map(([opts]) => String((opts as Taro.request.Option).url).replace(/^https?:\/\/[^/]+/, ''))
/** The sheet 领到红包了吗？ is on screen. */
const asking = () => {
  const sheet = document.querySelector('.redbag-ask') as HTMLElement | null
  return !!sheet && sheet.style.display !== 'none' && (sheet.textContent ?? '').includes('领到红包了吗？')
}

describe('外卖红包', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    mockShown.length = 0
    spies = resetApp()
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })

  it('shows the offers to a logged-out user; 立即领取 asks to log in first', async () => {
    const api = fakeApi({ [LIST]: offers() })
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as any)
    await mount()
    expect(pageText()).toContain('外卖红包')
    expect(pageText()).toContain('天天领')
    expect(pageText()).toContain('登录后领红包、查看金币')
    expect(pageText()).not.toContain('我的金币')
    expect(api.calls(USER)).toHaveLength(0)

    expect(cards()).toHaveLength(3)
    const first = cards()[0]
    expect(first.querySelector('.redbag-offer__amount')!.textContent).toBe('¥15.00')
    expect(first.querySelector('.redbag-offer__threshold')!.textContent).toBe('无门槛')
    expect(first.querySelector('.redbag-offer__title')!.textContent).toBe('美团外卖天天神券')
    expect(first.querySelector('.redbag-offer__desc')!.textContent).toBe('最高减15元, 每天可领1次')
    expect(first.querySelector('.redbag-offer__cost')!.textContent).toBe('免费领取')
    expect(button(first).textContent).toBe('立即领取')
    expect(cards()[1].querySelector('.redbag-offer__threshold')!.textContent).toBe('满30可用')
    expect(cards()[1].querySelector('.redbag-offer__cost')!.textContent).toBe('50金币')
    // without a login the server sends no daily count: every offer can be tapped
    expect(cards().map((c) => button(c).textContent)).toEqual(['立即领取', '立即领取', '立即领取'])

    await tap(button(cards()[1]))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '温馨提示', content: '您还未登录，是否去登录？' }))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login'])
    expect(api.calls(GET_URL)).toHaveLength(0)
    expect(api.calls(RECEIVE)).toHaveLength(0)
  })

  it('shows the gold, the daily counts and the entry to 我的红包卡券 when logged in', async () => {
    saveProfile({ token: 't' })
    const { api } = loggedInServer()
    await mount()
    expect(pageText()).toContain('我的金币')
    expect($('.redbag-account__value')!.textContent).toBe('120')
    expect(cards().map((c) => button(c).textContent)).toEqual(['立即领取', '立即领取', '今日已领完'])
    expect(cards()[2].className).toContain('redbag-offer--out')
    expect(button(cards()[2]).className).toContain('disabled')
    await tap(button(cards()[2]))
    expect(api.calls(GET_URL)).toHaveLength(0)

    await tap($('.redbag-account__cards'))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pagesme/red_bag'])
  })

  it('receives a coupon and opens its link; back on the page, 没领到 gives the gold back', async () => {
    saveProfile({ token: 't' })
    const { api } = loggedInServer()
    await mount()
    expect(asking()).toBe(false)

    await tap(button(cards()[1]))
    // getMtUrl -> receiveDiscount -> saveMtUrl -> relax -> recodeLog open -> the web page
    const flow = paths(api).filter((p) => [GET_URL, RECEIVE, SAVE_URL, RELAX, LOG].includes(p))
    expect(flow).toEqual([GET_URL, RECEIVE, SAVE_URL, RELAX, LOG])
    expect(api.calls(GET_URL)[0]).toMatchObject({ coupon_type: 2 })
    expect(api.calls(RECEIVE)[0]).toMatchObject({ discount_url: PLATFORM_LINK, coupon_type: 2, title: '满30减10 外卖券' })
    expect(api.calls(SAVE_URL)[0]).toMatchObject({ discount_url: PLATFORM_LINK })
    expect(api.calls(RELAX)[0]).toMatchObject({ url: PLATFORM_LINK })
    expect(api.calls(LOG)[0]).toMatchObject({ data: { action: 'open', discount_redeem_id: 7, coupon_type: 2 } })
    expect(openedUrls(spies.navigateTo)).toEqual([webviewUrl(OPEN_LINK, '满30减10 外卖券')])
    // the gold and the daily count follow the receive
    expect($('.redbag-account__value')!.textContent).toBe('70')
    expect(api.calls(LIST).length).toBeGreaterThanOrEqual(2)
    expect(button(cards()[1]).textContent).toBe('今日已领完')
    expect(asking()).toBe(false)

    await showAgain()
    expect(asking()).toBe(true)
    expect(pageText()).toContain('没领到的话，50金币会退还给你')
    await tap($('.redbag-ask__no'))
    expect(api.calls(FAIL)).toEqual([expect.objectContaining({ discount_redeem_id: 7 })])
    expect(toastTitles(spies.showToast)).toContain('已退还50金币')
    expect(api.calls(LOG).at(-1)).toMatchObject({ data: { action: 'failed', discount_redeem_id: 7, coupon_type: 2 } })
    expect($('.redbag-account__value')!.textContent).toBe('120')
    expect(button(cards()[1]).textContent).toBe('立即领取')
    expect(asking()).toBe(false)

    // asked once per opening
    await showAgain()
    expect(asking()).toBe(false)
  })

  it('领到了 logs the claim and keeps the gold spent', async () => {
    saveProfile({ token: 't' })
    const { api } = loggedInServer()
    await mount()
    await tap(button(cards()[1]))
    await showAgain()
    await tap($('.redbag-ask__yes'))
    expect(api.calls(LOG).at(-1)).toMatchObject({ data: { action: 'claimed', discount_redeem_id: 7, coupon_type: 2 } })
    expect(api.calls(FAIL)).toHaveLength(0)
    expect(asking()).toBe(false)
    expect($('.redbag-account__value')!.textContent).toBe('70')
  })

  it('a failure report that returns no gold gets a neutral note; a refused one the server’s reason', async () => {
    saveProfile({ token: 't' })
    const { api } = loggedInServer()
    serverSays(api, FAIL, { status: 1, msg: 'ok', result: { gold_returned: 0, gold_balance: 70 } })
    await mount()
    await tap(button(cards()[0]))
    await showAgain()
    await tap($('.redbag-ask__no'))
    expect(toastTitles(spies.showToast)).toEqual(['已收到反馈，感谢告知'])

    serverSays(api, FAIL, { status: 0, msg: '已超过24小时，无法退还' })
    await tap(button(cards()[0]))
    await showAgain()
    await tap($('.redbag-ask__no'))
    expect(toastTitles(spies.showToast).at(-1)).toBe('已超过24小时，无法退还')
    expect(api.calls(LOG).at(-1)).toMatchObject({ data: { action: 'failed' } })
    expect(asking()).toBe(false)
  })

  it('a refused receive shows the server’s reason and opens nothing', async () => {
    saveProfile({ token: 't' })
    const { api } = loggedInServer()
    serverSays(api, RECEIVE, { status: 0, msg: '金币不足' })
    await mount()
    await tap(button(cards()[1]))
    expect(toastTitles(spies.showToast)).toEqual(['金币不足'])
    expect(api.calls(RELAX)).toHaveLength(0)
    expect(api.calls(SAVE_URL)).toHaveLength(0)
    expect(spies.navigateTo).not.toHaveBeenCalled()
    await showAgain()
    expect(asking()).toBe(false)
    // the button works again
    expect(button(cards()[1]).className).not.toContain('disabled')
  })

  it('a link that cannot be converted is not opened, and its reason shows', async () => {
    saveProfile({ token: 't' })
    const { api } = loggedInServer()
    serverSays(api, RELAX, { status: 0, msg: '链接转换失败' })
    await mount()
    await tap(button(cards()[1]))
    expect(api.calls(RECEIVE)).toHaveLength(1)
    expect(toastTitles(spies.showToast)).toEqual(['链接转换失败'])
    expect(api.calls(LOG)).toHaveLength(0)
    expect(spies.navigateTo).not.toHaveBeenCalled()
    await showAgain()
    expect(asking()).toBe(false)
  })

  it('has a skeleton, an empty state, an error state with retry and a no-network view', async () => {
    const api = fakeApi({})
    api.spy.mockImplementation((() => new Promise(() => undefined)) as any)
    await mount()
    expect($('.redbag-offers[aria-busy="true"]')).not.toBeNull()
    expect(cards().every((c) => c.className.includes('redbag-offer--skeleton'))).toBe(true)
    testUtils.unmout()

    fakeApi({ [LIST]: [] })
    await mount()
    expect(pageText()).toContain('暂无可领的红包')
    expect(cards()).toHaveLength(0)
    testUtils.unmout()

    serverSays(fakeApi({}), LIST, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('红包加载失败')
    expect($('.load-error')!.textContent).toContain('服务繁忙')
    expect(spies.showToast).not.toHaveBeenCalled()
    fakeApi({ [LIST]: offers() })
    await tap($('.load-error__retry'))
    expect(cards()).toHaveLength(3)
    testUtils.unmout()

    let online = false
    fakeApi({ [LIST]: unlessOnline(() => online, () => offers()) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(cards()).toHaveLength(3)
  })

  it('keeps the last known gold when the account does not load', async () => {
    saveProfile({ token: 't' })
    appStore.set(userInfoAtom, { id: 1, amount: '0.00', gold: 33 })
    fakeApi({ [LIST]: offers([1, 1, 1]), [USER]: unlessOnline(() => false, () => null) })
    await mount()
    expect($('.redbag-account__value')!.textContent).toBe('33')
  })
})
