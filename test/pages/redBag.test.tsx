import './helpers'
import type { CardRed } from '@api-types/cardRedUser'
import RedBagPage from '@/pagesme/red_bag'
import { webviewUrl } from '@/lib/navItem'
import { saveProfile } from '@/store/session'
import { fakeApi, openedUrls, pageText, resetApp, serverSays, toastTitles } from './helpers'
import { mountAt, showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'

// 红包卡券 (pagesme/red_bag): the user's red packets and coupons by state, paged, with 去使用 on
// the unused platform coupons.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const CARDS = '/api/cardRedUser/myCardRed'
const RELAX = '/api/discount/relax'
const COUPON_LINK = 'https://mt.example/coupon/u1/2'
const OPEN_LINK = 'https://click.mt.example/open?c=abc'

function card(id: number, extra: Partial<CardRed> = {}): CardRed {
  return {
    id, type: 'coupon', title: '满30减10 外卖券', amount: '10.00', threshold: '30.00', status: 0,
    start_time: '2026-05-01 12:00:00', expire_time: '2026-05-31 23:59:59', discount_url: COUPON_LINK, ...extra,
  }
}

const packet = (id: number, extra: Partial<CardRed> = {}) =>
  card(id, { type: 'red_packet', title: '新人现金红包', amount: '5.00', threshold: '0.00', discount_url: null, ...extra })

/** A server holding these cards, answering each status with its own, `limit` a page. */
function server(all: CardRed[]) {
  return fakeApi({
    [CARDS]: (body) => {
      const mine = all.filter((c) => body.status === undefined || c.status === body.status)
      const page = Number(body.page)
      const limit = Number(body.limit)
      return { list: mine.slice((page - 1) * limit, page * limit), total: mine.length, page, limit }
    },
    [RELAX]: { url: OPEN_LINK },
  })
}

const mount = () => mountAt(RedBagPage, '/pagesme/red_bag')

const $ = (selector: string) => document.querySelector(selector)
const cards = () => Array.from(document.querySelectorAll('.red-card'))
const tabs = () => Array.from(document.querySelectorAll('.red-bag__tabs .order-tabs__tab'))
const text = (el: Element, selector: string) => el.querySelector(selector)?.textContent ?? null

describe('红包卡券', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    mockShown.length = 0
    spies = resetApp()
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = server([card(1)])
    await mount()
    expect(pageText()).toContain('登录后查看红包卡券')
    expect(tabs()).toHaveLength(0)
    expect(api.calls(CARDS)).toHaveLength(0)
    await tap($('.order-state__btn'))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('lists the unused cards with type, amount, minimum and validity; 去使用 opens the converted link', async () => {
    saveProfile({ token: 't' })
    const api = server([card(1), packet(2), card(3, { discount_url: null, title: '到店满50减8' }), card(4, { status: 1 }), card(5, { status: 2 })])
    await mount()
    expect(tabs().map((t) => t.textContent)).toEqual(['未使用', '已使用', '已过期'])
    expect(tabs()[0].getAttribute('aria-selected')).toBe('true')
    expect(api.calls(CARDS)[0]).toMatchObject({ status: 0, page: 1, limit: 10 })

    expect(cards()).toHaveLength(3)
    const [coupon, redPacket, noLink] = cards()
    expect(text(coupon, '.red-card__chip')).toBe('优惠券')
    expect(text(coupon, '.red-card__amount')).toBe('¥10.00')
    expect(text(coupon, '.red-card__threshold')).toBe('满30可用')
    expect(text(coupon, '.red-card__title')).toBe('满30减10 外卖券')
    expect(text(coupon, '.red-card__validity')).toBe('有效期 2026.05.01–2026.05.31')
    expect(text(coupon, '.red-card__use')).toBe('去使用')
    expect(coupon.querySelector('.red-card__stamp')).toBeNull()
    expect(text(redPacket, '.red-card__chip')).toBe('红包')
    expect(text(redPacket, '.red-card__amount')).toBe('¥5.00')
    expect(text(redPacket, '.red-card__threshold')).toBe('无门槛')
    // a red packet, and a coupon without a platform link, have nothing to open
    expect(redPacket.querySelector('.red-card__use')).toBeNull()
    expect(noLink.querySelector('.red-card__use')).toBeNull()

    await tap(coupon.querySelector('.red-card__use'))
    expect(api.calls(RELAX)).toEqual([expect.objectContaining({ url: COUPON_LINK })])
    expect(openedUrls(spies.navigateTo)).toEqual([webviewUrl(OPEN_LINK, '满30减10 外卖券')])
  })

  it('shows used and expired cards greyed with their stamp and nothing to use', async () => {
    saveProfile({ token: 't' })
    const api = server([card(1), card(4, { status: 1 }), packet(5, { status: 2 })])
    await mount()
    await tap(tabs()[1])
    expect(api.calls(CARDS).at(-1)).toMatchObject({ status: 1, page: 1, limit: 10 })
    expect(cards()).toHaveLength(1)
    expect(cards()[0].className).toContain('red-card--off')
    expect(text(cards()[0], '.red-card__stamp')).toBe('已使用')
    expect(cards()[0].querySelector('.red-card__use')).toBeNull()

    await tap(tabs()[2])
    expect(api.calls(CARDS).at(-1)).toMatchObject({ status: 2 })
    expect(cards()).toHaveLength(1)
    expect(cards()[0].className).toContain('red-card--off')
    expect(text(cards()[0], '.red-card__stamp')).toBe('已过期')

    await tap(tabs()[0])
    expect(cards()[0].className).not.toContain('red-card--off')
  })

  it('does not open a coupon whose link cannot be converted, and says why', async () => {
    saveProfile({ token: 't' })
    const api = server([card(1)])
    serverSays(api, RELAX, { status: 0, msg: '该红包已下架' })
    await mount()
    await tap($('.red-card__use'))
    expect(toastTitles(spies.showToast)).toEqual(['该红包已下架'])
    expect(spies.navigateTo).not.toHaveBeenCalled()
  })

  it('loads the next page from the footer, then says there is no more', async () => {
    saveProfile({ token: 't' })
    const api = server(Array.from({ length: 12 }, (_, i) => card(100 - i)))
    await mount()
    expect(cards()).toHaveLength(10)
    expect($('.order-list__footer')!.textContent).toBe('加载更多')
    await tap($('.order-list__footer'))
    expect(api.calls(CARDS)[1]).toMatchObject({ status: 0, page: 2, limit: 10 })
    expect(cards()).toHaveLength(12)
    expect($('.order-list__footer')!.textContent).toBe('没有更多了')
  })

  it('reloads when shown again: a coupon reported as not claimed leaves the list', async () => {
    saveProfile({ token: 't' })
    let all = [card(1), card(2)]
    fakeApi({ [CARDS]: () => ({ list: all, total: all.length, page: 1, limit: 10 }) })
    await mount()
    expect(cards()).toHaveLength(2)
    all = [card(1)]
    await showAgain(mockShown)
    expect(cards()).toHaveLength(1)
  })

  it('says when a tab is empty and offers 去领红包', async () => {
    saveProfile({ token: 't' })
    server([])
    await mount()
    expect(pageText()).toContain('暂无红包卡券')
    await tap($('.red-bag__go'))
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages_gold/mt_redbag'])
    await tap(tabs()[2])
    expect(pageText()).toContain('暂无已过期的红包卡券')
  })

  it('shows the error state with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    serverSays(fakeApi({}), CARDS, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('红包卡券加载失败')
    expect($('.load-error')!.textContent).toContain('服务繁忙')
    expect(spies.showToast).not.toHaveBeenCalled()
    server([card(1)])
    await tap($('.load-error__retry'))
    expect(cards()).toHaveLength(1)
    testUtils.unmout()

    let online = false
    fakeApi({ [CARDS]: unlessOnline(() => online, () => ({ list: [card(1)], total: 1, page: 1, limit: 10 })) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(cards()).toHaveLength(1)
  })
})
