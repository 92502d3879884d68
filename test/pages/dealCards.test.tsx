import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import HomePage from '@/pages/index/index'
import CategoryPage from '@/pages/search/category'
import KingeatPage from '@/pages/kingeat/kingeat'
import { fakeApi, flush, resetApp } from './helpers'
import { freezeClock, mtShop } from './freeMealFixtures'

// One deal, three lists: the home and category shop cards say what the free-meal list says about
// a deal, read on the server's clock of the answer. A deal whose window opens at 10:00, seen at
// 09:00, is not to be grabbed yet anywhere (it once read 去抢 on the shop cards and 未开始 in the
// free-meal list).
const testUtils = new TestUtils()

const SERVER_TIME = '2026-05-01 09:00:00'
const DEAL = { am_start_time: '10:00:00', am_end_time: '14:00:00', pm_start_time: '17:00:00', pm_end_time: '20:00:00' }
const page = (list: unknown[]) => ({ list, more: false, page: 1, limit: 10, server_time: SERVER_TIME })

async function mountAt(Page: () => JSX.Element, path: string, params: Record<string, string> = {}) {
  Current.router = { path, params } as any
  await testUtils.mount(Page, {})
  await testUtils.act(() => flush(10))
}

const buttonOf = async (selector: string) => (await testUtils.queries.waitForQuerySelector(selector)).textContent

describe('a deal before its window opens', () => {
  beforeEach(() => {
    resetApp()
    freezeClock(SERVER_TIME)
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('reads 未开始 on the home and category cards, as in the free-meal list, and never 去抢', async () => {
    const shop = mtShop(1, { ...DEAL, quota_total: 0, quota_left: 0, quota_next: 10, status: 1 })
    fakeApi({ '/api/shop/lists': page([shop]), '/api/shop/mt_list': page([shop]) })

    await mountAt(KingeatPage, '/pages/kingeat/kingeat')
    const inList = await buttonOf('.deal-card .deal-card__grab')
    expect(inList).toBe('未开始')
    // grey and inert in both lists (it was an active orange button on home)
    const listButton = document.querySelector('.deal-card__grab')!
    expect(listButton.classList.contains('deal-card__grab--off')).toBe(true)
    expect(listButton.getAttribute('aria-disabled')).toBe('true')
    document.body.innerHTML = ''

    await mountAt(HomePage, '/pages/index/index')
    expect(await buttonOf('.shop-card .shop-card__grab')).toBe(inList)
    const homeButton = document.querySelector('.shop-card__grab')!
    expect(homeButton.classList.contains('shop-card__grab--off')).toBe(true)
    expect(homeButton.getAttribute('aria-disabled')).toBe('true')
    document.body.innerHTML = ''

    await mountAt(CategoryPage, '/pages/search/category', { id: '0' })
    expect(await buttonOf('.shop-card .shop-card__grab')).toBe(inList)
  })

  it('after the last window reads 已结束 on the cards too; a slot in an open window is still 去抢', async () => {
    const over = mtShop(2, { ...DEAL, pm_end_time: '08:00:00', pm_start_time: '07:00:00', am_start_time: '06:00:00', am_end_time: '06:30:00', quota_left: 0, quota_next: 0 })
    const open = mtShop(3, { ...DEAL, am_start_time: '08:30:00', quota_left: 4 })
    fakeApi({ '/api/shop/lists': page([over, open]) })
    await mountAt(HomePage, '/pages/index/index')
    await testUtils.queries.waitForQuerySelector('.shop-card')
    const buttons = Array.from(document.querySelectorAll('.shop-card .shop-card__grab')).map((b) => b.textContent)
    expect(buttons).toEqual(['已结束', '去抢'])
  })
})

describe("a member's rebate", () => {
  beforeEach(() => {
    resetApp()
    freezeClock('2026-05-01 11:00:00')
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('reads the figure the server pays (my_rebate) on home and in the free-meal list, and 满X返Y once per home card', async () => {
    // 黔香阁: the list once read 返¥25 and home 会员返¥30 to the same member
    const shop = mtShop(1, {
      ...DEAL, rebate: '25.00', member_rebate: '30.00', my_rebate: '30.00', min_order_price: '35.00', tags: ['满35返30', '酸汤鱼'],
    })
    const answer = { ...page([shop]), server_time: '2026-05-01 11:00:00' }
    fakeApi({ '/api/shop/lists': answer, '/api/shop/mt_list': answer })

    await mountAt(KingeatPage, '/pages/kingeat/kingeat')
    expect((await testUtils.queries.waitForQuerySelector('.deal-card__rebate')).textContent).toBe('返¥30.00')
    document.body.innerHTML = ''

    await mountAt(HomePage, '/pages/index/index')
    const card = await testUtils.queries.waitForQuerySelector('.shop-card')
    const text = card.textContent ?? ''
    expect(text.split('满35返30')).toHaveLength(2)
    expect(text).not.toMatch(/返¥?25/)
    expect(text).toContain('酸汤鱼')
  })
})
