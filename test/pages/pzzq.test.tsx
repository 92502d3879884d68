import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import PzzqIndexPage from '@/pages/index/pzzq_index'
import { INITIAL_COMMON_INFO, commonInfoAtom, updateCommonInfo } from '@/store/commonInfo'
import { appStore } from '@/store/persisted'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'

// The quality zone (/pages/index/pzzq_index): category chips over shop/goodShop, photo cards that
// open shopdetail_gf, and the search entry to search_gf.
const testUtils = new TestUtils()

const CATEGORIES = [
  { id: 1, name: '贵州菜', icon: '' },
  { id: 2, name: '奶茶饮品', icon: '' },
]

function shop(id: number, extra: Record<string, unknown> = {}) {
  return { id, name: `好店${id}`, logo: `https://img/${id}.png`, distance: 1500, tags: ['口碑好店', '环境好'], sales: 880, category_name: '贵州菜', ...extra }
}

async function mount() {
  Current.router = { path: '/pages/index/pzzq_index', params: {} } as any
  await testUtils.mount(PzzqIndexPage, {})
  await testUtils.act(() => flush(10))
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush()
  })
}

describe('quality zone', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    appStore.set(commonInfoAtom, INITIAL_COMMON_INFO)
  })
  afterEach(() => jest.restoreAllMocks())

  it('lists the quality shops near the user as photo cards, filters by category and opens the quality detail', async () => {
    const api = fakeApi({
      '/api/shop/categories': CATEGORIES,
      '/api/shop/goodShop': (body) => ({ list: body.category_id === 2 ? [shop(9, { name: '一点点' })] : [shop(1), shop(2)], more: false, page: 1, limit: 10 }),
    })
    await mount()
    expect(api.calls('/api/shop/goodShop')[0]).toMatchObject({ page: 1, limit: 10, latitude: 26.647661, longitude: 106.630153 })
    expect(api.calls('/api/shop/goodShop')[0]).not.toHaveProperty('category_id')
    const cards = document.querySelectorAll('.shop-card--photo')
    expect(cards).toHaveLength(2)
    expect(cards[0].querySelector('.shop-card__photo-img')).not.toBeNull()
    expect(cards[0].textContent).toContain('1.5km')
    expect(cards[0].textContent).toContain('口碑好店')
    expect(cards[0].textContent).toContain('月售880')

    const chips = Array.from(document.querySelectorAll('.filter-chips__chip'))
    expect(chips.map((c) => c.textContent)).toEqual(['全部', '贵州菜', '奶茶饮品'])
    await tap(chips[2])
    await testUtils.act(() => flush())
    expect(api.calls('/api/shop/goodShop').pop()).toMatchObject({ category_id: 2, page: 1 })
    expect(pageText()).toContain('一点点')

    await tap(document.querySelector('.shop-card')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/shopdetail/shopdetail_gf?id=9'])
  })

  it('uses the chosen address and opens search_gf with it', async () => {
    updateCommonInfo({ address: { latitude: 26.58, longitude: 106.71, recommend: '花果园' }, addressDetail: { city: '贵阳市' } })
    const api = fakeApi({ '/api/shop/categories': [], '/api/shop/goodShop': { list: [], more: false, page: 1, limit: 10 } })
    await mount()
    expect(api.calls('/api/shop/goodShop')[0]).toMatchObject({ latitude: 26.58, longitude: 106.71 })
    expect(pageText()).toContain('这里暂时没有品质好店')
    await tap(document.querySelector('.pzzq__search')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/search/search_gf?latitude=26.58&longitude=106.71'])
  })
})
