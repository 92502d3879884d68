import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import MePage from '@/pages/me/me'
import { maskPhone } from '@/features/account'
import { displayYuan } from '@/utils/money'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'

const testUtils = new TestUtils()

describe('me tab', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })

  it('logged out: shows 登录/注册 and tapping it opens the login page without calling user.info', async () => {
    const api = fakeApi()
    await testUtils.mount(MePage, {})
    const login = await testUtils.queries.waitForQuerySelector('.me-user--guest')
    expect(login.textContent).toContain('登录/注册')
    expect(pageText()).toContain('¥0.00')
    await testUtils.act(async () => {
      testUtils.fireEvent.click(login)
      await flush()
    })
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login'])
    expect(api.calls('/api/user/info')).toHaveLength(0)
  })

  it('logged in: loads user.info and shows nickname, masked phone, VIP, balance and gold', async () => {
    saveProfile({ token: 't' })
    fakeApi({
      '/api/user/info': {
        id: 7, amount: '12.5', gold: 1280, nickname: '小饭团', tel: '13800000000', is_vip: true,
        vip_expire_at: '2026-12-31 23:59:59', total_saved: '88',
      },
    })
    await testUtils.mount(MePage, {})
    await testUtils.act(() => flush())
    const name = await testUtils.queries.waitForQuerySelector('.me-user__name')
    expect(name.textContent).toBe('小饭团')
    const text = pageText()
    expect(text).toContain('138****0000')
    expect(text).toContain('VIP会员')
    expect(text).toContain('¥12.50')
    expect(text).toContain('1280')
    expect(text).toContain('88.00')
    expect(text).toContain('会员有效期至 2026-12-31')
    expect(text).not.toContain('登录/注册')
    expect(appStore.get(userInfoAtom)?.id).toBe(7)

    // the avatar and nickname open 个人信息; 累计已省 opens 收益明细, whose rows include those rebates
    const tapOn = async (el: Element) => testUtils.act(async () => {
      testUtils.fireEvent.click(el)
      await flush()
    })
    await tapOn(document.querySelector('.me-user__avatar')!)
    await tapOn(name)
    await tapOn(document.querySelector('.me-wallet__stat--saved')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pagesme/settinginfo', '/pagesme/settinginfo', '/pages/makemoney/detailmoney'])
  })

  it('a member: the VIP badge, 会员有效期至, and the membership card leads to 会员中心', async () => {
    saveProfile({ token: 't' })
    fakeApi({ '/api/user/info': { id: 7, amount: '0', gold: 0, nickname: '小饭团', is_vip: true, vip_expire_at: '2026-12-31 23:59:59' } })
    await testUtils.mount(MePage, {})
    await testUtils.act(() => flush())
    await testUtils.queries.waitForQuerySelector('.me-user__name')
    expect(document.querySelector('.me-user__tag--vip')!.textContent).toBe('VIP会员')
    expect(document.querySelector('.me-vip__desc')!.textContent).toBe('会员有效期至 2026-12-31')
    expect(document.querySelector('.me-vip__btn')!.textContent).toBe('查看权益')
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('.me-vip')!)
      await flush()
    })
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/member/member'])
  })

  it('not a member (or one whose membership ended): no badge, no expiry, 立即开通 to 会员中心', async () => {
    saveProfile({ token: 't' })
    fakeApi({ '/api/user/info': { id: 7, amount: '0', gold: 0, nickname: '小饭团', is_vip: false, vip_expire_at: '2026-01-31 23:59:59' } })
    await testUtils.mount(MePage, {})
    await testUtils.act(() => flush())
    await testUtils.queries.waitForQuerySelector('.me-user__name')
    expect(document.querySelector('.me-user__tag--vip')).toBeNull()
    expect(document.querySelector('.me-user__tag')!.textContent).toBe('普通用户')
    expect(pageText()).not.toContain('有效期至')
    expect(document.querySelector('.me-vip__btn')!.textContent).toBe('立即开通')
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('.me-vip')!)
      await flush()
    })
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/member/member'])
  })

  it('logged out: the membership card opens 会员中心, which needs no account to browse (it offers the login)', async () => {
    fakeApi()
    await testUtils.mount(MePage, {})
    const card = await testUtils.queries.waitForQuerySelector('.me-vip')
    await testUtils.act(async () => {
      testUtils.fireEvent.click(card)
      await flush()
    })
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/member/member'])
  })

  it('logged in with the server down: no toast, the retry line, and cash-out still opens', async () => {
    saveProfile({ token: 't', nickname: '老用户', tel: '13912345678' })
    fakeApi({})
    await testUtils.mount(MePage, {})
    await testUtils.act(() => flush())
    await testUtils.queries.waitForQuerySelector('.me-wallet__error')
    expect(pageText()).toContain('老用户')
    expect(pageText()).toContain('139****5678')
    expect(spies.showToast).not.toHaveBeenCalled()
    const cashout = document.querySelectorAll('.me-wallet__btn')[1]
    await testUtils.act(async () => {
      testUtils.fireEvent.click(cashout)
      await flush()
    })
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/cashout/cashout'])
  })

  it('logged out: personal entries go to login, public ones open directly', async () => {
    fakeApi()
    await testUtils.mount(MePage, {})
    const bills = await testUtils.queries.waitForQuerySelector('[data-url="/pages/business_order/order_list"]')
    await testUtils.act(async () => {
      testUtils.fireEvent.click(bills)
      await flush()
    })
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login'])
    const business = document.querySelector('.me-cell--store')!
    await testUtils.act(async () => {
      testUtils.fireEvent.click(business)
      await flush()
    })
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login', '/pagesme/businessinto/businessinto'])
  })

  it('formats phones and amounts', () => {
    expect(maskPhone('13800000000')).toBe('138****0000')
    expect(maskPhone('')).toBe('')
    expect(displayYuan('12.5')).toBe('12.50')
    expect(displayYuan('bad')).toBe('0.00')
    expect(displayYuan(undefined)).toBe('0.00')
  })
})
