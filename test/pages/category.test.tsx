import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import CategoryPage from '@/pages/search/category'
import { INITIAL_COMMON_INFO, commonInfoAtom } from '@/store/commonInfo'
import { appStore } from '@/store/persisted'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'

// A category's free meals (/pages/search/category?id=): shop/mt_list with the category, the
// category switcher and the platform filter.
const testUtils = new TestUtils()

const CATEGORIES = [
  { id: 1, name: '贵州菜', icon: '' },
  { id: 2, name: '奶茶饮品', icon: '' },
]

async function mount(id = '2') {
  Current.router = { path: '/pages/search/category', params: { id } } as any
  await testUtils.mount(CategoryPage, {})
  await testUtils.act(() => flush(10))
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush()
  })
}

const chipsOf = (cls: string) => Array.from(document.querySelectorAll(`.${cls} .filter-chips__chip`))

describe('category free meals', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    appStore.set(commonInfoAtom, INITIAL_COMMON_INFO)
  })
  afterEach(() => jest.restoreAllMocks())

  it('lists the free meals of the category, switches category and platform, and opens a shop', async () => {
    const api = fakeApi({
      '/api/shop/categories': CATEGORIES,
      '/api/shop/mt_list': (body) => ({
        list: [{ id: Number(body.category_id ?? 0) * 10 + 1, name: `${body.platform ?? 'all'}-店`, logo: '', rebate: '12.00', min_order_price: '20.00', quota_left: 2, platform: 'mt' }],
        more: false, page: 1, limit: 10,
      }),
    })
    await mount()
    expect(api.calls('/api/shop/mt_list')[0]).toMatchObject({ category_id: 2, page: 1, latitude: 26.647661, longitude: 106.630153 })
    expect(api.calls('/api/shop/mt_list')[0]).not.toHaveProperty('platform')
    expect(document.querySelector('.filter-chips__chip--on')!.textContent).toBe('奶茶饮品')
    expect(document.querySelector('.shop-card')!.textContent).toContain('满20返12')
    expect(document.querySelector('.shop-card')!.textContent).toContain('今日剩2份')

    expect(chipsOf('category-page__platforms').map((c) => c.textContent)).toEqual(['全部', '美团', '饿了么'])
    await tap(chipsOf('category-page__platforms')[2])
    await testUtils.act(() => flush())
    expect(api.calls('/api/shop/mt_list').pop()).toMatchObject({ category_id: 2, platform: 'ele', page: 1 })
    expect(pageText()).toContain('ele-店')

    await tap(chipsOf('category-page__categories')[1])
    await testUtils.act(() => flush())
    expect(api.calls('/api/shop/mt_list').pop()).toMatchObject({ category_id: 1, platform: 'ele' })

    await tap(document.querySelector('.shop-card')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/shopdetail/shopdetail?id=11'])
  })

  it('shows the empty state of a category without free meals', async () => {
    fakeApi({ '/api/shop/categories': CATEGORIES, '/api/shop/mt_list': { list: [], more: false, page: 1, limit: 10 } })
    await mount('1')
    expect(pageText()).toContain('该分类暂无霸王餐')
  })
})
