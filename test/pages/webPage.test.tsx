import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import PopupWebviewPage from '@/pages/index/popup_webview'
import ToweburlPage from '@/pages/index/toweburl'
import { webLinkOf } from '@/features/web'
import { webviewUrl } from '@/lib/navItem'
import { flush, pageText, resetApp, tap, toastTitles } from './helpers'

// The in-app web page (/pages/index/toweburl and /pages/index/popup_webview, ?url=&title=).
const testUtils = new TestUtils()
const LINK = 'https://act.fanbei.example/summer?from=banner&id=7'

/** Opens the page with the query webviewUrl builds (still encoded, as the mini-program hands it over). */
async function open(page: () => JSX.Element, path: string, query: string) {
  const params = Object.fromEntries(query.split('&').map((pair) => pair.split('=') as [string, string]))
  Current.router = { path, params } as any
  await testUtils.mount(page, {})
  await testUtils.act(() => flush())
}

const queryOf = (url: string) => url.split('?')[1]
const frame = () => document.querySelector('.web-page__frame taro-web-view-core')

describe('in-app web page', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => jest.restoreAllMocks())

  it('shows the linked page in a frame, with the link and the title of the query', async () => {
    await open(ToweburlPage, '/pages/index/toweburl', queryOf(webviewUrl(LINK, '夏日霸王餐')))
    expect(frame()!.getAttribute('src')).toBe(LINK)
    expect(document.querySelector('.web-page__link')!.textContent).toBe(LINK)
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('夏日霸王餐')
    // a loading indicator until the frame says it has loaded
    expect(pageText()).toContain('网页加载中')
    await testUtils.act(async () => {
      frame()!.dispatchEvent(new CustomEvent('load', { bubbles: true, detail: { src: LINK } }))
      await flush()
    })
    expect(pageText()).not.toContain('网页加载中')
  })

  it('keeps the page title 网页 when no title is given', async () => {
    await open(ToweburlPage, '/pages/index/toweburl', queryOf(webviewUrl(LINK)))
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('网页')
  })

  it('refuses links that are not http(s) with 链接无效 and a way back', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    await open(ToweburlPage, '/pages/index/toweburl', `url=${encodeURIComponent('javascript:alert(1)')}`)
    expect(pageText()).toContain('链接无效')
    expect(frame()).toBeNull()
    await tap('.web-page__back')
    // opened directly: back goes to the home page
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it('treats a missing link as invalid too', async () => {
    await open(ToweburlPage, '/pages/index/toweburl', 'title=x')
    expect(pageText()).toContain('链接无效')
  })

  it('copies the link (复制成功 / 复制失败) and opens it in the browser', async () => {
    const clip = jest.spyOn(Taro, 'setClipboardData')
      .mockImplementationOnce((() => Promise.resolve({ errMsg: 'setClipboardData:ok' })) as any)
      .mockImplementationOnce((() => Promise.reject(new Error('setClipboardData:fail'))) as any)
    const windowOpen = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window)
    await open(ToweburlPage, '/pages/index/toweburl', queryOf(webviewUrl(LINK)))
    await tap('.web-page__copy')
    await tap('.web-page__copy')
    expect(clip).toHaveBeenCalledWith({ data: LINK })
    expect(toastTitles(spies.showToast)).toEqual(['复制成功', '复制失败'])
    await tap('.web-page__open')
    expect(windowOpen).toHaveBeenCalledWith(LINK, '_blank', 'noopener')
  })

  it('shows a popup link the same way, titled 活动详情 by default', async () => {
    await open(PopupWebviewPage, '/pages/index/popup_webview', queryOf(webviewUrl(LINK)))
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('活动详情')
    expect(document.querySelector('.web-page__link')!.textContent).toBe(LINK)
  })

  it('reads the link whether the router decoded the query or not', () => {
    expect(webLinkOf(encodeURIComponent(LINK))).toBe(LINK)
    expect(webLinkOf(LINK)).toBe(LINK)
    expect(webLinkOf('http://a.example')).toBe('http://a.example')
    expect(webLinkOf('ftp://a.example/file')).toBeNull()
    expect(webLinkOf('https://')).toBeNull()
    expect(webLinkOf('%E0%A4%A')).toBeNull()
    expect(webLinkOf(undefined)).toBeNull()
  })
})
