import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import HomePage from '@/pages/index/index'
import { redPacketDismissedAtom } from '@/features/home/redPacketStore'
import { quotaState } from '@/features/shopFeed/shopCardView'
import { formatDistance } from '@/utils/distance'
import { SHOP_PAGE_SIZE } from '@/features/shopFeed'
import { hasMorePages } from '@/data/usePagedQuery'
import { chosenLocaleAtom } from '@/i18n'
import { appStore } from '@/store/persisted'
import { saveProfile } from '@/store/session'
import { INITIAL_COMMON_INFO, commonInfoAtom, updateCommonInfo } from '@/store/commonInfo'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'

const testUtils = new TestUtils()

const EMPTY_PAGE = { list: [], more: false, page: 1, limit: 10 }

function shop(id: number, extra: Record<string, unknown> = {}) {
  return {
    id, name: `店铺${id}`, logo: '', distance: 850, sales: 320, rebate: '20.00', order_price: '25.00',
    member_rebate: '22.00', quota_left: 5, tags: ['新店'], platform: 'mt', ...extra,
  }
}

async function mountHome() {
  await testUtils.mount(HomePage, {})
  await testUtils.act(() => flush(10))
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush()
  })
}

describe('home tab', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    appStore.set(redPacketDismissedAtom, null)
    appStore.set(commonInfoAtom, INITIAL_COMMON_INFO)
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('keeps the place of the banner, the menu and the notices while they load (nothing below moves), and gives it up when they come back empty', async () => {
    const api = fakeApi({ '/api/shop/lists': EMPTY_PAGE })
    const answerAll: (() => void)[] = []
    const answered = api.spy.getMockImplementation()!
    const SLOW: Record<string, unknown> = { '/api/nav/banner': [], '/api/nav/app_menu_reward': [], '/api/notice/lists': { list: [], total: 0, page: 1, limit: 5 } }
    api.spy.mockImplementation(((opts: { url: string }) => {
      const path = String(opts.url).replace(/^https?:\/\/[^/]+/, '')
      if (!(path in SLOW)) return answered(opts as never)
      return new Promise((resolve) => answerAll.push(() => resolve({ statusCode: 200, data: { status: 1, msg: 'ok', result: SLOW[path] }, header: {}, errMsg: 'request:ok' })))
    }) as never)
    await mountHome()
    for (const holder of ['.home-banner--loading', '.home-menu--loading', '.home-notice--loading']) expect(document.querySelector(holder)).not.toBeNull()
    await testUtils.act(async () => {
      answerAll.forEach((answer) => answer())
      await flush(10)
    })
    for (const section of ['.home-banner', '.home-menu', '.home-notice']) expect(document.querySelector(section)).toBeNull()
  })

  it('shows banners and the reward menu from the API, the default city, and the empty shop list', async () => {
    const api = fakeApi({
      '/api/nav/banner': [{ id: 1, type: 1, name: '新人专享霸王餐', path: '/pages/kingeat/kingeat', image: '' }],
      '/api/nav/app_menu_reward': [
        { id: 2, type: 3, name: '外卖神券', path: '', reward: '+50金币' },
        { id: 3, type: 2, name: '去赚钱', path: '/pages/makemoney/makemoney' },
      ],
      '/api/notice/lists': { list: [{ id: 9, type: 1, title: '端午节活动开始啦', content: '', is_read: false, create_time: '' }], total: 1, page: 1, limit: 5, unread: 1 },
      '/api/shop/lists': EMPTY_PAGE,
    })
    await mountHome()
    const banner = await testUtils.queries.waitForQuerySelector('.home-banner')
    expect(banner.textContent).toContain('新人专享霸王餐')
    const menu = document.querySelector('.home-menu')!
    expect(menu.textContent).toContain('外卖神券')
    expect(menu.textContent).toContain('+50金币')
    expect(menu.textContent).toContain('去赚钱')
    expect(document.querySelector('.home-notice')!.textContent).toContain('端午节活动开始啦')
    expect(document.querySelector('.home-city__name')!.textContent).toBe('贵阳市')
    await testUtils.queries.waitForQuerySelector('.shop-state--empty')
    expect(pageText()).toContain('附近暂无优惠商家')
    expect(api.calls('/api/shop/lists')[0]).toMatchObject({ page: 1, limit: 10, sort: 'distance', latitude: 26.647661, longitude: 106.630153 })
    expect(api.calls('/api/nav/banner')[0]).toMatchObject({ position: 'home' })
    expect(spies.showToast).not.toHaveBeenCalled()

    // a tab-switch menu item switches tab
    await tap(document.querySelectorAll('.home-menu__item')[1])
    expect(spies.switchTab).toHaveBeenCalledWith({ url: '/pages/makemoney/makemoney' })
  })

  it('a menu item of type 3 with no path shows h5网页链接未配置', async () => {
    saveProfile({ token: 't' })
    fakeApi({
      '/api/nav/app_menu_reward': [{ id: 2, type: 3, name: '外卖神券', path: '' }],
      '/api/shop/lists': EMPTY_PAGE,
    })
    await mountHome()
    const item = await testUtils.queries.waitForQuerySelector('.home-menu__item')
    await tap(item)
    expect(spies.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'h5网页链接未配置' }))
    expect(spies.navigateTo).not.toHaveBeenCalled()
  })

  it('with no server: hides server sections, keeps the app entries, shows the list error quietly, retries', async () => {
    const api = fakeApi({})
    await mountHome()
    await testUtils.queries.waitForQuerySelector('.shop-state--error')
    expect(document.querySelector('.home-banner')).toBeNull()
    expect(document.querySelector('.home-menu')).toBeNull()
    expect(document.querySelector('.home-notice')).toBeNull()
    expect(document.querySelector('.red-packet')).toBeNull()
    const entries = Array.from(document.querySelectorAll('.home-entries__item')).map((e) => e.textContent)
    expect(entries.join(' ')).toMatch(/霸王餐.*品质专区.*每日签到.*新手教程/)
    expect(pageText()).toContain('商家加载失败')
    expect(spies.showToast).not.toHaveBeenCalled()

    await tap(document.querySelector('.shop-state__btn')!)
    await testUtils.act(() => flush())
    expect(api.calls('/api/shop/lists')).toHaveLength(2)

    await tap(document.querySelector('[data-url="/pages/kingeat/kingeat"]')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/kingeat/kingeat'])
  })

  it('the search bar and the city open the search pages with latitude, longitude and address', async () => {
    fakeApi({ '/api/shop/lists': EMPTY_PAGE })
    await mountHome()
    await tap(document.querySelector('.home-search')!)
    await tap(document.querySelector('.home-city')!)
    const address = encodeURIComponent('贵阳市')
    expect(openedUrls(spies.navigateTo)).toEqual([
      `/pages/search/search?latitude=26.647661&longitude=106.630153&address=${address}`,
      `/pages/search/search_location?latitude=26.647661&longitude=106.630153&address=${address}`,
    ])
  })

  it('lists nearby shops, opens a shop, re-sorts and loads the next page', async () => {
    const api = fakeApi({
      '/api/shop/lists': (body: Record<string, unknown>) => {
        const page = Number(body.page)
        const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11, 12]
        return {
          list: ids.map((id) => shop(id, { min_order_price: '30.00', category_name: '川湘菜', ...(id === 2 ? { quota_left: 0 } : {}) })),
          more: page === 1, page, limit: 10,
        }
      },
    })
    await mountHome()
    await testUtils.queries.waitForQuerySelector('.shop-card')
    expect(document.querySelectorAll('.shop-card')).toHaveLength(10)
    const first = document.querySelector('.shop-card')!
    expect(first.textContent).toContain('店铺1')
    expect(first.textContent).toContain('满30返20')
    expect(first.textContent).toContain('川湘菜')
    expect(document.querySelectorAll('.shop-card')[1].textContent).toContain('已抢完')
    expect(document.querySelectorAll('.shop-card')[1].textContent).not.toContain('今日剩')
    expect(first.textContent).toContain('850m')
    expect(first.textContent).toContain('月售320')
    expect(first.textContent).toContain('实付¥25.00')
    expect(first.textContent).toContain('会员返¥22.00')
    expect(first.textContent).toContain('今日剩5份')
    await tap(first)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/shopdetail/shopdetail?id=1'])

    await tap(document.querySelector('.shop-feed__footer')!)
    await testUtils.act(() => flush())
    expect(document.querySelectorAll('.shop-card')).toHaveLength(12)
    expect(document.querySelector('.shop-feed__footer')!.textContent).toBe('没有更多了')

    expect(Array.from(document.querySelectorAll('.shop-sorts__tab')).map((e) => e.textContent)).toEqual(['距离', '返利', '销量'])
    await tap(document.querySelectorAll('.shop-sorts__tab')[1])
    await testUtils.act(() => flush())
    const calls = api.calls('/api/shop/lists')
    expect(calls[calls.length - 1]).toMatchObject({ page: 1, sort: 'rebate' })
    expect(document.querySelectorAll('.shop-card')).toHaveLength(10)
  })

  it('before a window opens a card says how many slots it releases instead of 已抢完, as of the answer', async () => {
    const windows = { am_start_time: '10:30:00', am_end_time: '14:00:00', pm_start_time: '17:00:00', pm_end_time: '20:00:00' }
    fakeApi({
      '/api/shop/lists': {
        list: [
          shop(1, { ...windows, quota_total: 0, quota_left: 0, quota_next: 10 }),
          // between the windows, the morning slots gone: the afternoon's
          shop(2, { ...windows, am_start_time: '06:00:00', am_end_time: '08:00:00', quota_total: 12, quota_left: 0, quota_next: 6 }),
          // inside a window with nothing left: sold out as before
          shop(3, { ...windows, am_start_time: '07:00:00', quota_total: 5, quota_left: 0, quota_next: 6 }),
        ],
        more: false, page: 1, limit: 10, server_time: '2026-05-01 09:00:00',
      },
    })
    await mountHome()
    await testUtils.queries.waitForQuerySelector('.shop-card')
    const [first, second, third] = Array.from(document.querySelectorAll('.shop-card'))
    expect(first.querySelector('.shop-card__quota')!.textContent).toBe('10:30开抢 · 本场10份')
    expect(first.textContent).not.toContain('已抢完')
    expect(first.className).not.toContain('shop-card--sold-out')
    // not 去抢 before the window opens: what the free-meal list says (test/pages/dealCards.test.tsx)
    expect(first.querySelector('.shop-card__grab')!.textContent).toBe('未开始')
    expect(second.querySelector('.shop-card__quota')!.textContent).toBe('17:00开抢 · 本场6份')
    expect(third.querySelector('.shop-card__grab')!.textContent).toBe('已抢完')
    expect(third.querySelector('.shop-card__quota')).toBeNull()
  })

  it('shows the red-packet popup from popup.lists after 09:00, and closing it hides it for the day', async () => {
    jest.useFakeTimers({ now: new Date('2025-06-01T12:00:00'), advanceTimers: true })
    fakeApi({
      '/api/popup/lists': [{ id: 4, type: 1, name: '外卖红包天天领', path: '', image: '', frequency: 'daily', start_time: null, end_time: null }],
      '/api/shop/lists': EMPTY_PAGE,
    })
    await mountHome()
    const popup = await testUtils.queries.waitForQuerySelector('.red-packet')
    expect(popup.textContent).toContain('外卖红包天天领')
    await tap(document.querySelector('.red-packet__card')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages_gold/mt_redbag'])
    expect(document.querySelector('.red-packet')).toBeNull()
    expect(appStore.get(redPacketDismissedAtom)).toBe('2025-06-01')
  })

  it('hides the popup before 09:00 (resetting an earlier day\'s flag) and once closed today', async () => {
    jest.useFakeTimers({ now: new Date('2025-06-01T08:30:00'), advanceTimers: true })
    const api = fakeApi({ '/api/popup/lists': [{ id: 4, type: 1, name: '红包', path: '' }], '/api/shop/lists': EMPTY_PAGE })
    appStore.set(redPacketDismissedAtom, '2025-05-31')
    await mountHome()
    expect(api.calls('/api/popup/lists')).toHaveLength(1)
    expect(document.querySelector('.red-packet')).toBeNull()
    expect(appStore.get(redPacketDismissedAtom)).toBeNull()
    testUtils.unmout()

    jest.setSystemTime(new Date('2025-06-01T20:00:00'))
    appStore.set(redPacketDismissedAtom, '2025-06-01')
    await mountHome()
    expect(api.calls('/api/popup/lists')).toHaveLength(2)
    expect(document.querySelector('.red-packet')).toBeNull()

    // with no popup from the server nothing shows at any hour
    testUtils.unmout()
    appStore.set(redPacketDismissedAtom, null)
    fakeApi({ '/api/popup/lists': [], '/api/shop/lists': EMPTY_PAGE })
    await mountHome()
    expect(document.querySelector('.red-packet')).toBeNull()
  })

  it('loads the French texts on demand and shows the default city in Latin script', async () => {
    appStore.set(chosenLocaleAtom, 'fr')
    fakeApi({ '/api/shop/lists': EMPTY_PAGE })
    await mountHome()
    await testUtils.act(() => flush(10))
    expect(document.querySelector('.home-search__placeholder')!.textContent).toBe('Rechercher des restaurants')
    expect(document.querySelector('.home-city__name')!.textContent).toBe('Guiyang')
    expect(pageText()).toContain('Aucune offre près de vous pour l’instant')
  })

  it('a place chosen on search_location wins over the located one until the user relocates', async () => {
    updateCommonInfo({ address: { latitude: 26.58, longitude: 106.71, recommend: '花果园购物中心' }, addressDetail: { city: '贵阳市' } })
    const api = fakeApi({ '/api/shop/lists': EMPTY_PAGE })
    await mountHome()
    expect(document.querySelector('.home-city__name')!.textContent).toBe('花果园购物中心')
    expect(api.calls('/api/shop/lists')[0]).toMatchObject({ latitude: 26.58, longitude: 106.71 })
    await tap(document.querySelector('.home-search')!)
    expect(openedUrls(spies.navigateTo)[0]).toBe(
      `/pages/search/search?latitude=26.58&longitude=106.71&address=${encodeURIComponent('花果园购物中心')}`,
    )

    // choosing another place while home is open reloads the list there
    await testUtils.act(async () => {
      updateCommonInfo({ address: { latitude: 26.6, longitude: 106.62, recommend: '贵阳北站' }, addressDetail: { city: '贵阳市' } })
      await flush()
    })
    expect(document.querySelector('.home-city__name')!.textContent).toBe('贵阳北站')
    expect(api.calls('/api/shop/lists').pop()).toMatchObject({ page: 1, latitude: 26.6, longitude: 106.62 })

    // "use my current location" clears the choice: home locates again (the default city here)
    await testUtils.act(async () => {
      updateCommonInfo({ address: null, addressDetail: null })
      await flush(10)
    })
    expect(document.querySelector('.home-city__name')!.textContent).toBe('贵阳市')
    expect(api.calls('/api/shop/lists').pop()).toMatchObject({ latitude: 26.647661, longitude: 106.630153 })
  })

  it('formats distances, quota and paging', () => {
    expect(formatDistance(850)).toBe('850m')
    expect(formatDistance(1234)).toBe('1.2km')
    expect(formatDistance(999.6)).toBe('1000m')
    expect(formatDistance(-1)).toBe('')
    expect(formatDistance(null)).toBe('')
    expect(quotaState({ quota_left: 3 })).toEqual({ kind: 'left', n: 3 })
    expect(quotaState({ quota_left: 0 })).toEqual({ kind: 'soldOut' })
    expect(quotaState({ quota_left: 3, status: 0 })).toEqual({ kind: 'soldOut' })
    expect(quotaState({})).toEqual({ kind: 'none' })
    expect(hasMorePages(10, { list: [], more: true }, 10, SHOP_PAGE_SIZE)).toBe(true)
    expect(hasMorePages(20, { list: [], more: false }, 10, SHOP_PAGE_SIZE)).toBe(false)
  })
})
