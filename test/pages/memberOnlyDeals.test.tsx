import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import HomePage from '@/pages/index/index'
import KingeatPage from '@/pages/kingeat/kingeat'
import OrdersubmitPage from '@/pages/ordersubmit/ordersubmit'
import ShopdetailPage from '@/pages/shopdetail/shopdetail'
import { INITIAL_COMMON_INFO, commonInfoAtom } from '@/store/commonInfo'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import type { UserInfo } from '@api-types/user'
import { fakeApi, flush, openedUrls, resetApp } from './helpers'
import { freezeClock, mtShop, shopDetail } from './freeMealFixtures'

// Member-only deals (会员专享) on every surface that shows a deal: the badge on the free-meal card,
// the home shop card, the shop detail and the grab confirmation; for a viewer who is not a member
// (logged out, or logged in without membership) the button reads 开通会员抢 and opens the member
// centre instead of the grab; a member sees the usual button. The deal presenter decides for all.
const testUtils = new TestUtils()

const SERVER_TIME = '2026-05-01 12:00:00'
const MEMBER_CENTRE = '/pages/member/member'
const page = (list: unknown[]) => ({ list, more: false, page: 1, limit: 10, server_time: SERVER_TIME })
const onlyShop = mtShop(1, { name: '会员专享店', member_only: true, quota_left: 3 })
const openShop = mtShop(2, { name: '普通店', member_only: false, quota_left: 3 })

async function mountAt(Page: () => JSX.Element, path: string, params: Record<string, string> = {}) {
  Current.router = { path, params } as any
  await testUtils.mount(Page, {})
  await testUtils.act(() => flush(10))
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush(10)
  })
}

const as = {
  loggedOut: () => undefined,
  nonMember: () => {
    saveProfile({ token: 't' })
    appStore.set(userInfoAtom, { id: 5, is_vip: false } as UserInfo)
  },
  member: () => {
    saveProfile({ token: 't' })
    appStore.set(userInfoAtom, { id: 5, is_vip: true } as UserInfo)
  },
}

describe('member-only deals', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    appStore.set(commonInfoAtom, INITIAL_COMMON_INFO)
    freezeClock(SERVER_TIME)
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  describe.each([['logged out', as.loggedOut], ['logged in, not a member', as.nonMember]])('%s', (_, viewer) => {
    it('the free-meal list: 会员专享 on the card, 开通会员抢 opens the member centre, no grab', async () => {
      viewer()
      fakeApi({ '/api/shop/mt_list': page([onlyShop, openShop]) })
      await mountAt(KingeatPage, '/pages/kingeat/kingeat')
      const [only, open] = Array.from(document.querySelectorAll('.deal-card:not(.deal-card--skeleton)'))
      expect(only.querySelector('.deal-card__member-only')!.textContent).toBe('会员专享')
      expect(open.querySelector('.deal-card__member-only')).toBeNull()
      const button = only.querySelector('.deal-card__grab')!
      expect(button.textContent).toBe('开通会员抢')
      expect(button.getAttribute('aria-disabled')).toBe('false')
      expect(open.querySelector('.deal-card__grab')!.textContent).toBe('抢')
      await tap(button)
      expect(openedUrls(spies.navigateTo)).toEqual([MEMBER_CENTRE])
    })

    it('the home shop card: the badge, and 开通会员抢 opens the member centre instead of the shop', async () => {
      viewer()
      fakeApi({ '/api/shop/lists': page([onlyShop, openShop]) })
      await mountAt(HomePage, '/pages/index/index')
      await testUtils.queries.waitForQuerySelector('.shop-card')
      const [only, open] = Array.from(document.querySelectorAll('.shop-card'))
      expect(only.querySelector('.shop-card__member-only')!.textContent).toBe('会员专享')
      expect(open.querySelector('.shop-card__member-only')).toBeNull()
      expect(only.querySelector('.shop-card__grab')!.textContent).toBe('开通会员抢')
      expect(open.querySelector('.shop-card__grab')!.textContent).toBe('去抢')
      await tap(only.querySelector('.shop-card__grab')!)
      expect(openedUrls(spies.navigateTo)).toEqual([MEMBER_CENTRE])
    })

    it('the shop detail: the badge, and the button 开通会员抢 opens the member centre', async () => {
      viewer()
      fakeApi({ '/api/shop/detail': shopDetail({}, { member_only: true, server_time: SERVER_TIME }) })
      await mountAt(ShopdetailPage, '/pages/shopdetail/shopdetail', { id: '7' })
      expect(document.querySelector('.shop-detail__deal-member-only')!.textContent).toBe('会员专享')
      const button = document.querySelector('.shop-detail__button')!
      expect(button.textContent).toBe('开通会员抢')
      expect(button.className).toContain('shop-detail__button--joinMember')
      await tap(button)
      expect(openedUrls(spies.navigateTo)).toEqual([MEMBER_CENTRE])
    })

    it('the grab confirmation: the badge, and 开通会员抢 instead of the grab', async () => {
      viewer()
      const api = fakeApi({ '/api/shop/detail': shopDetail({}, { member_only: true, server_time: SERVER_TIME }) })
      await mountAt(OrdersubmitPage, '/pages/ordersubmit/ordersubmit', { shop_id: '7' })
      expect(document.querySelector('.order-submit__member-only')!.textContent).toBe('会员专享')
      expect(document.querySelector('.order-submit__grab')).toBeNull()
      const join = document.querySelector('.order-submit__join')!
      expect(join.textContent).toBe('开通会员抢')
      await tap(join)
      expect(openedUrls(spies.navigateTo)).toEqual([MEMBER_CENTRE])
      expect(api.calls('/api/order/grab')).toHaveLength(0)
    })
  })

  it('before the window opens a non-member is asked to join too; sold out reads as for anyone', async () => {
    freezeClock('2026-05-01 09:00:00')
    fakeApi({
      '/api/shop/mt_list': { ...page([onlyShop, mtShop(3, { member_only: true, quota_left: 0 })]), server_time: '2026-05-01 09:00:00' },
    })
    await mountAt(KingeatPage, '/pages/kingeat/kingeat')
    const [upcoming] = Array.from(document.querySelectorAll('.deal-card:not(.deal-card--skeleton)'))
    expect(upcoming.querySelector('.deal-card__grab')!.textContent).toBe('开通会员抢')
    document.body.innerHTML = ''
    freezeClock(SERVER_TIME)
    fakeApi({ '/api/shop/mt_list': page([mtShop(3, { member_only: true, quota_left: 0 })]) })
    await mountAt(KingeatPage, '/pages/kingeat/kingeat')
    const soldOut = document.querySelector('.deal-card:not(.deal-card--skeleton)')!
    expect(soldOut.querySelector('.deal-card__member-only')!.textContent).toBe('会员专享')
    expect(soldOut.querySelector('.deal-card__grab')!.textContent).toBe('已抢完')
  })

  it('a member sees the badge and the usual buttons, and grabs', async () => {
    as.member()
    fakeApi({ '/api/shop/mt_list': page([onlyShop]), '/api/shop/lists': page([onlyShop]), '/api/shop/detail': shopDetail({}, { member_only: true, server_time: SERVER_TIME }) })
    await mountAt(KingeatPage, '/pages/kingeat/kingeat')
    const card = document.querySelector('.deal-card:not(.deal-card--skeleton)')!
    expect(card.querySelector('.deal-card__member-only')!.textContent).toBe('会员专享')
    expect(card.querySelector('.deal-card__grab')!.textContent).toBe('抢')
    await tap(card.querySelector('.deal-card__grab')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/ordersubmit/ordersubmit?shop_id=1'])
    document.body.innerHTML = ''

    await mountAt(HomePage, '/pages/index/index')
    const shopCard = await testUtils.queries.waitForQuerySelector('.shop-card')
    expect(shopCard.querySelector('.shop-card__member-only')!.textContent).toBe('会员专享')
    expect(shopCard.querySelector('.shop-card__grab')!.textContent).toBe('去抢')
    document.body.innerHTML = ''

    await mountAt(ShopdetailPage, '/pages/shopdetail/shopdetail', { id: '7' })
    expect(document.querySelector('.shop-detail__deal-member-only')!.textContent).toBe('会员专享')
    expect(document.querySelector('.shop-detail__button')!.textContent).toBe('立即抢购')
    document.body.innerHTML = ''

    await mountAt(OrdersubmitPage, '/pages/ordersubmit/ordersubmit', { shop_id: '7' })
    expect(document.querySelector('.order-submit__member-only')!.textContent).toBe('会员专享')
    expect(document.querySelector('.order-submit__grab')!.textContent).toBe('确认抢购')
  })
})
