import Taro from '@tarojs/taro'
import { afterLogin, checkLogin } from '@/lib/auth'
import { backOrRedirectTo, goBack, navigateTo, NavigationError, openPage, reLaunch, redirectTo, switchTab } from '@/lib/navigation'
import { openNavItem } from '@/lib/navItem'
import { saveProfile } from '@/store/session'

// Navigation rules (docs/product.md: Screens and navigation, Validation), the login check (docs/product.md: Roles), nav item types (docs/product.md: States) and the
// after-login redirect (docs/product.md: States).

let navigate: jest.SpyInstance
let tab: jest.SpyInstance
let modal: jest.SpyInstance
let toastSpy: jest.SpyInstance

beforeEach(() => {
  navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  tab = jest.spyOn(Taro, 'switchTab').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  modal = jest.spyOn(Taro, 'showModal')
  toastSpy = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/index/index' }] as any)
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})

const reason = (p: Promise<unknown>) => p.then(() => 'resolved', (e: NavigationError) => e.reason)

describe('navigation rules', () => {
  it('opens an ordinary page with navigateTo, adding the leading slash', async () => {
    await navigateTo('pages/signin/signin?from=home')
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/signin/signin?from=home' })
  })

  it('needs a url', async () => {
    expect(await reason(navigateTo(''))).toBe('no-url')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('rejects a page that does not exist', async () => {
    expect(await reason(navigateTo('/pages/nope/nope'))).toBe('not-found')
    expect(await reason(switchTab('/pages/nope/nope'))).toBe('not-found')
  })

  it('rejects tab pages for ordinary navigation, and non-tab pages for a tab switch', async () => {
    expect(await reason(navigateTo('/pages/me/me'))).toBe('tab')
    expect(await reason(redirectTo('/pages/order/order'))).toBe('tab')
    expect(await reason(switchTab('/pages/signin/signin'))).toBe('not-tab')
    expect(navigate).not.toHaveBeenCalled()
    expect(tab).not.toHaveBeenCalled()
  })

  it('switches to a tab page, and openPage picks the right method', async () => {
    await switchTab('/pages/fuli/fuli')
    await openPage('/pages/me/me')
    await openPage('/pagesme/red_bag')
    expect(tab.mock.calls.map((c) => c[0].url)).toEqual(['/pages/fuli/fuli', '/pages/me/me'])
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesme/red_bag' })
  })

  it('rejects a repeated navigation to the same url while one is in progress', async () => {
    let finish: () => void = () => undefined
    navigate.mockImplementationOnce(() => new Promise((r) => { finish = () => r({ errMsg: 'ok' }) }))
    const first = navigateTo('/pages/kingeat/kingeat')
    expect(await reason(navigateTo('/pages/kingeat/kingeat'))).toBe('busy')
    await expect(navigateTo('/pages/signin/signin')).resolves.toBeUndefined()
    finish()
    await first
    await expect(navigateTo('/pages/kingeat/kingeat')).resolves.toBeUndefined()
    expect(navigate).toHaveBeenCalledTimes(3)
  })

  it("'/' is the home page for reLaunch", async () => {
    const spy = jest.spyOn(Taro, 'reLaunch').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    await reLaunch('/')
    expect(spy).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })
})

describe('back button', () => {
  it("with one page in history goes to '/'", async () => {
    const spy = jest.spyOn(Taro, 'reLaunch').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    await goBack()
    expect(spy).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it('otherwise goes back one page', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'a' }, { route: 'b' }] as any)
    const spy = jest.spyOn(Taro, 'navigateBack').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    await goBack()
    expect(spy).toHaveBeenCalledWith({ delta: 1 })
  })
})

describe('back to a page with its id, or in this page\'s place', () => {
  const below = (page: object) =>
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([page, { route: 'pages/order/meituan-webview' }] as any)
  let back: jest.SpyInstance
  let redirect: jest.SpyInstance
  beforeEach(() => {
    back = jest.spyOn(Taro, 'navigateBack').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  })

  it('goes back when the page below is that page with that id (mini-program options)', async () => {
    below({ route: 'pages/order/voucher', options: { id: '31' } })
    await backOrRedirectTo('/pages/order/voucher?id=31')
    expect(back).toHaveBeenCalledWith({ delta: 1 })
    expect(redirect).not.toHaveBeenCalled()
  })

  it('reads Taro\'s $taroParams first (an H5 page\'s options may be empty)', async () => {
    below({ route: '/pages/order/voucher', options: {}, $taroParams: { id: '31', stamp: '2', $taroTimestamp: 1 } })
    await backOrRedirectTo('/pages/order/voucher?id=31')
    expect(back).toHaveBeenCalledWith({ delta: 1 })
  })

  it('redirects when the page below is another page or another record', async () => {
    below({ route: 'pages/order/voucher', options: { id: '30' } })
    await backOrRedirectTo('/pages/order/voucher?id=31')
    below({ route: 'pages/order/order', options: {} })
    await backOrRedirectTo('/pages/order/voucher?id=31')
    expect(back).not.toHaveBeenCalled()
    expect(redirect.mock.calls).toEqual([[{ url: '/pages/order/voucher?id=31' }], [{ url: '/pages/order/voucher?id=31' }]])
  })
})

describe('login check', () => {
  it('is true when a token is held', async () => {
    saveProfile({ token: 't' })
    await expect(checkLogin()).resolves.toBe(true)
    await expect(checkLogin({ ask: true })).resolves.toBe(true)
    expect(navigate).not.toHaveBeenCalled()
    expect(modal).not.toHaveBeenCalled()
  })

  it('silently returns false and goes to login', async () => {
    await expect(checkLogin()).resolves.toBe(false)
    expect(modal).not.toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/login/login' })
  })

  it("asks '温馨提示' / '您还未登录，是否去登录？' and goes to login on confirm", async () => {
    modal.mockImplementation(() => Promise.resolve({ confirm: true, cancel: false }))
    await expect(checkLogin({ ask: true })).resolves.toBe(false)
    expect(modal.mock.calls[0][0]).toMatchObject({ title: '温馨提示', content: '您还未登录，是否去登录？' })
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/login/login' })
  })

  it('stays put when the user cancels', async () => {
    modal.mockImplementation(() => Promise.resolve({ confirm: false, cancel: true }))
    await expect(checkLogin({ ask: true })).resolves.toBe(false)
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('navigation item types', () => {
  it('type 1 opens an in-app page, after the login check', async () => {
    await openNavItem({ type: 1, name: '签到', path: '/pages/signin/signin' })
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/login/login' })
    navigate.mockClear()
    saveProfile({ token: 't' })
    await openNavItem({ type: 1, name: '签到', path: '/pages/signin/signin' })
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/signin/signin' })
  })

  it('type 2 switches to a tab page without needing login', async () => {
    await openNavItem({ type: 2, name: '福利', path: '/pages/fuli/fuli' })
    expect(tab).toHaveBeenCalledWith({ url: '/pages/fuli/fuli' })
  })

  it('type 3 opens the web link in the web-view page, after the login check', async () => {
    saveProfile({ token: 't' })
    await openNavItem({ type: 3, name: '活动', path: 'https://example.com/a?b=1' })
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/index/toweburl?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1&title=%E6%B4%BB%E5%8A%A8' })
  })

  it("type 3 with no path shows 'h5网页链接未配置' for 2 s", async () => {
    saveProfile({ token: 't' })
    await openNavItem({ type: 3, name: '活动', path: '' })
    expect(toastSpy).toHaveBeenCalledWith({ title: 'h5网页链接未配置', icon: 'none', duration: 2000 })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('type 4 hands the item to the caller', async () => {
    const onAction = jest.fn()
    const item = { type: 4 as const, name: '分享', path: 'share' }
    await openNavItem(item, onAction)
    expect(onAction).toHaveBeenCalledWith(item)
  })
})

describe('after login', () => {
  beforeEach(() => jest.useFakeTimers())

  it('toasts the message for 1.5 s, then after 1 s opens the me tab', async () => {
    const done = afterLogin('登录成功', 0)
    expect(toastSpy).toHaveBeenCalledWith({ title: '登录成功', icon: 'none', duration: 1500 })
    jest.advanceTimersByTime(999)
    expect(tab).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    await done
    expect(tab).toHaveBeenCalledWith({ url: '/pages/me/me' })
  })

  it('with login type 1 opens the takeaway red-packet page instead', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const done = afterLogin('登录成功', 1)
    jest.advanceTimersByTime(1000)
    await done
    expect(redirect).toHaveBeenCalledWith({ url: '/pages_gold/mt_redbag' })
    expect(tab).not.toHaveBeenCalled()
  })
})

describe('server nav items', () => {
  it('keeps items with a name or an image and a known type, drops the rest', () => {
    const { toNavItems } = require('@/lib/navItem')
    const good = [{ type: 1, name: '签到', path: '/pages/signin/signin' }, { type: '3', image: '/b.png', path: '' }]
    const bad = [null, 'x', { type: 5, name: 'n' }, { type: 1 }, { name: 'no type' }]
    expect(toNavItems([...good, ...bad])).toEqual(good)
    expect(toNavItems({ list: good })).toEqual([])
  })
})
