import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import SearchPage from '@/pages/search/search'
import SearchGfPage from '@/pages/search/search_gf'
import { positionOf } from '@/features/shops/position'
import { pushHistory } from '@/features/shops/searchHistory'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'

// Shop search (/pages/search/search and search_gf): keyword + position, history, hot keywords,
// results with sorting, paging, the empty state and errors.
const testUtils = new TestUtils()

const QUERY = { latitude: '26.58', longitude: '106.71', address: encodeURIComponent('花果园') }

function shop(id: number) {
  return { id, name: `米粉店${id}`, logo: '', distance: 300 + id, sales: 100, rebate: '10.00', order_price: '15.00', quota_left: 3 }
}

async function mount(Page = SearchPage, params: Record<string, string> = QUERY) {
  Current.router = { path: '/pages/search/search', params } as any
  await testUtils.mount(Page, {})
  await testUtils.act(() => flush())
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush()
  })
}

async function search(word: string) {
  // the page's screen loads as a chunk of its own: wait for Taro's <input> inside the search bar
  const input = (await testUtils.queries.waitForQuerySelector('.search-page__input input')) as HTMLInputElement
  await testUtils.act(async () => {
    input.value = word
    testUtils.fireEvent.input(input, { target: { value: word } } as EventInit)
    await flush()
  })
  await tap(document.querySelector('.search-page__go')!)
  await testUtils.act(() => flush())
}

const chips = (section: string) => Array.from(document.querySelectorAll(`${section} .search-chips__chip`)).map((c) => c.textContent)

describe('shop search', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    Taro.removeStorageSync('searchHistory')
    Taro.removeStorageSync('searchHistoryGf')
  })
  afterEach(() => jest.restoreAllMocks())

  it('keeps at most ten keywords, newest first, without repeats', () => {
    expect(pushHistory(['奶茶', '米粉'], '米粉')).toEqual(['米粉', '奶茶'])
    expect(pushHistory(['a'], '  ')).toEqual(['a'])
    const ten = Array.from({ length: 10 }, (_, i) => `w${i}`)
    expect(pushHistory(ten, 'new')).toEqual(['new', ...ten.slice(0, 9)])
    expect(positionOf({ latitude: '26.5', longitude: '106.7', address: '%E8%8A%B1' })).toEqual({ latitude: 26.5, longitude: 106.7, address: '花' })
    expect(positionOf({ latitude: '26.5' })).toEqual({ address: '' })
  })

  it('searches the keyword around the position of the query, saves it in the history, sorts and pages', async () => {
    const api = fakeApi({
      '/api/shop/lists': (body) => {
        const page = Number(body.page)
        const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11]
        return { list: ids.map(shop), more: page === 1, page, limit: 10 }
      },
    })
    await mount()
    expect(chips('.search-page__hot')).toEqual(expect.arrayContaining(['黄焖鸡', '米粉', '奶茶', '烧烤']))
    expect(document.querySelector('.search-page__history')).toBeNull()
    expect(pageText()).toContain('花果园附近')

    await search('米粉')
    expect(api.calls('/api/shop/lists')[0]).toMatchObject({ keyword: '米粉', latitude: 26.58, longitude: 106.71, sort: 'distance', page: 1, limit: 10 })
    expect(document.querySelectorAll('.shop-card')).toHaveLength(10)
    expect(Taro.getStorageSync('searchHistory')).toEqual(['米粉'])

    await tap(document.querySelector('.shop-feed__footer')!)
    await testUtils.act(() => flush())
    expect(api.calls('/api/shop/lists')[1]).toMatchObject({ keyword: '米粉', page: 2 })
    expect(document.querySelectorAll('.shop-card')).toHaveLength(11)
    expect(document.querySelector('.shop-feed__footer')!.textContent).toBe('没有更多了')

    await tap(document.querySelectorAll('.shop-sorts__tab')[2])
    await testUtils.act(() => flush())
    expect(api.calls('/api/shop/lists').pop()).toMatchObject({ keyword: '米粉', sort: 'sales', page: 1 })

    await tap(document.querySelector('.shop-card')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/shopdetail/shopdetail?id=1'])
  })

  it('shows the saved history, searches a tapped keyword, and clears the history', async () => {
    Taro.setStorageSync('searchHistory', ['奶茶', '烧烤'])
    const api = fakeApi({ '/api/shop/lists': { list: [], more: false, page: 1, limit: 10 } })
    await mount()
    expect(chips('.search-page__history')).toEqual(['奶茶', '烧烤'])

    await tap(document.querySelectorAll('.search-page__history .search-chips__chip')[1])
    await testUtils.act(() => flush())
    expect(api.calls('/api/shop/lists')[0]).toMatchObject({ keyword: '烧烤' })
    // nothing found: the NutUI empty state
    expect(pageText()).toContain('没有找到相关店铺')
    expect(Taro.getStorageSync('searchHistory')).toEqual(['烧烤', '奶茶'])

    // emptying the box goes back to the history; clearing it forgets the keywords
    await search('')
    expect(chips('.search-page__history')).toEqual(['烧烤', '奶茶'])
    await tap(document.querySelector('.search-page__clear')!)
    expect(document.querySelector('.search-page__history')).toBeNull()
    expect(Taro.getStorageSync('searchHistory')).toBe('')
  })

  it('shows the error state and retries', async () => {
    const api = fakeApi({})
    await mount()
    await search('奶茶')
    expect(pageText()).toContain('商家加载失败')
    fakeApi({ '/api/shop/lists': { list: [shop(1)], more: false, page: 1, limit: 10 } })
    await tap(document.querySelector('.shop-state__btn')!)
    await testUtils.act(() => flush())
    expect(api.calls('/api/shop/lists').length).toBeGreaterThanOrEqual(2)
    expect(document.querySelectorAll('.shop-card')).toHaveLength(1)
  })

  it('search_gf searches the quality shops with its own history and opens the quality detail', async () => {
    Taro.setStorageSync('searchHistory', ['奶茶'])
    const api = fakeApi({ '/api/shop/goodShop': { list: [shop(5)], more: false, page: 1, limit: 10 } })
    await mount(SearchGfPage)
    expect(document.querySelector('.search-page__history')).toBeNull()
    await search('黄焖鸡')
    expect(api.calls('/api/shop/goodShop')[0]).toMatchObject({ keyword: '黄焖鸡', latitude: 26.58, longitude: 106.71, page: 1 })
    expect(api.calls('/api/shop/lists')).toHaveLength(0)
    expect(document.querySelector('.shop-sorts')).toBeNull()
    expect(Taro.getStorageSync('searchHistoryGf')).toEqual(['黄焖鸡'])
    await tap(document.querySelector('.shop-card')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/shopdetail/shopdetail_gf?id=5'])
  })
})
