import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { MINI_PROGRAM_CODE_PAGE } from '@api-types/team'
import SharePage from '@/pages/share/share'
import { makePoster } from '@/features/share/posterCanvas'
import { h5Link, sharePath, shareTitle } from '@/lib/share'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { PAGES } from '@/routes'
import { fakeApi, flush, pageText, resetApp, serverSays, tap, toastTitles } from './helpers'

// 邀请好友 (/pages/share/share): the poster (drawn on the device: the canvas is faked here, jsdom
// has none), 保存海报, 复制链接, the invited count and the rules; and the share data.

jest.mock('@/features/share/posterCanvas', () => ({ makePoster: jest.fn() }))
// the tests run as H5: the browser's saving (Jest resolves the mini-program's file by default)
jest.mock('@/features/share/saveImage', () => jest.requireActual('@/features/share/saveImage.h5'))
const drawn = makePoster as jest.MockedFunction<typeof makePoster>

const testUtils = new TestUtils()
const ACCOUNT = { id: 7, nickname: '小林', avatar: 'https://cdn.example/a.png', total_saved: '12.50' }
const SUMMARY = { invite_code: '7', direct_count: 3, indirect_count: 1, valid_count: 1, pending_amount: '0.00', total_commission: '0.00', today_commission: '0.00', inviter: null }
const CONFIG = { reward: { direct_rate: '0.12', indirect_rate: '0.06' }, system_infos: {} }

async function mountPage() {
  Current.router = { path: '/pages/share/share', params: {} } as any
  await testUtils.mount(SharePage, {})
  await testUtils.act(() => flush(12))
}

function logIn(account: Partial<typeof ACCOUNT> = ACCOUNT) {
  saveProfile({ token: 't', user_id: 7 } as any)
  appStore.set(userInfoAtom, account as any)
}

describe('邀请好友', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    drawn.mockReset()
    drawn.mockResolvedValue('data:image/png;base64,UE9TVEVS')
  })
  afterEach(() => jest.restoreAllMocks())

  it('draws the poster with the name, slogan, savings and the QR code of the invitation (source 4), and shows it', async () => {
    logIn()
    fakeApi({ '/api/team/summary': SUMMARY, '/api/config/appConfig': CONFIG, '/api/user/info': ACCOUNT })
    await mountPage()
    expect(drawn).toHaveBeenCalledTimes(1)
    const [words, avatar, qr] = drawn.mock.calls[0]
    expect(words).toEqual({ appName: '饭贝', slogan: '点外卖，每餐只要0-5元', nickname: '小林', saved: '我已累计省了12.50元', scanHint: '扫码注册，领取福利' })
    expect(avatar).toBe('https://cdn.example/a.png')
    expect(qr).toEqual({ link: 'http://localhost/#/pages/share/share_register?parent_id=7&source=4' })
    expect(document.querySelector('.share-page__poster-img')!.getAttribute('src')).toBe('data:image/png;base64,UE9TVEVS')
    expect(pageText()).toContain('长按海报可保存或发送给好友')
  })

  it('says nothing of savings on the poster before the user saved anything', async () => {
    logIn({ ...ACCOUNT, total_saved: '0.00' })
    fakeApi({ '/api/team/summary': SUMMARY, '/api/config/appConfig': CONFIG, '/api/user/info': { ...ACCOUNT, total_saved: '0.00' } })
    await mountPage()
    expect(drawn.mock.calls[0][0].saved).toBeNull()
  })

  it('shows the friends invited and the rules with the operator’s rates; no reward for sharing', async () => {
    logIn()
    fakeApi({ '/api/team/summary': SUMMARY, '/api/config/appConfig': CONFIG, '/api/user/info': ACCOUNT })
    await mountPage()
    expect(document.querySelector('.share-page__count')!.textContent).toBe('3人')
    const rules = Array.from(document.querySelectorAll('.share-page__rule')).map((e) => e.textContent)
    expect(rules[1]).toBe('好友霸王餐返利审核通过或开通会员，你得12%佣金；好友再邀请的好友，你得6%佣金')
    expect(rules[2]).toBe('佣金只来自好友的真实消费，分享本身不发放奖励')
  })

  it('复制链接 copies the invitation link (source 2): 复制成功, or 复制失败 when the clipboard refuses', async () => {
    logIn()
    fakeApi({ '/api/team/summary': SUMMARY, '/api/config/appConfig': CONFIG, '/api/user/info': ACCOUNT })
    const clip = jest.spyOn(Taro, 'setClipboardData')
      .mockImplementationOnce((() => Promise.resolve({ errMsg: 'setClipboardData:ok' })) as any)
      .mockImplementationOnce((() => Promise.reject(new Error('setClipboardData:fail'))) as any)
    await mountPage()
    await tap('.share-page__copy')
    expect(clip).toHaveBeenCalledWith({ data: 'http://localhost/#/pages/share/share_register?parent_id=7&source=2' })
    await tap('.share-page__copy')
    expect(toastTitles(spies.showToast)).toEqual(['复制成功', '复制失败'])
  })

  it('保存海报 downloads the poster picture', async () => {
    logIn()
    fakeApi({ '/api/team/summary': SUMMARY, '/api/config/appConfig': CONFIG, '/api/user/info': ACCOUNT })
    const clicked: HTMLAnchorElement[] = []
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    await mountPage()
    await tap('.share-page__save')
    expect(clicked).toHaveLength(1)
    expect(clicked[0].getAttribute('href')).toBe('data:image/png;base64,UE9TVEVS')
    expect(clicked[0].download).toBe('fanbei-invite-7.png')
    expect(toastTitles(spies.showToast)).toEqual(['已保存到相册'])
  })

  it('a poster that could not be drawn says so and is drawn again on 重试', async () => {
    logIn()
    fakeApi({ '/api/team/summary': SUMMARY, '/api/config/appConfig': CONFIG, '/api/user/info': ACCOUNT })
    drawn.mockRejectedValueOnce(new Error('no 2D canvas'))
    await mountPage()
    expect(pageText()).toContain('海报生成失败')
    expect(document.querySelector('.share-page__save')!.className).toContain('nut-button-disabled')
    await tap('.share-page__retry')
    await testUtils.act(() => flush(8))
    expect(drawn).toHaveBeenCalledTimes(2)
    expect(document.querySelector('.share-page__poster-img')).not.toBeNull()
  })

  it('logged out: a login prompt, no poster', async () => {
    fakeApi({ '/api/config/appConfig': CONFIG })
    await mountPage()
    expect(pageText()).toContain('登录后邀请好友')
    expect(drawn).not.toHaveBeenCalled()
  })
})

describe('邀请好友 in the mini-program', () => {
  const env = process.env.TARO_ENV
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    drawn.mockReset()
    drawn.mockResolvedValue('wxfile://tmp/poster.png')
  })
  afterEach(() => {
    process.env.TARO_ENV = env
    jest.restoreAllMocks()
  })

  /** The poster's code as the mini-program asks it (the page itself drawn as on H5: jsdom has no Canvas 2D). */
  async function mountWeapp() {
    process.env.TARO_ENV = 'weapp'
    await mountPage()
  }

  it('draws the mini-program code of team/miniProgramCode on the poster', async () => {
    logIn()
    const api = fakeApi({ '/api/team/summary': SUMMARY, '/api/config/appConfig': CONFIG, '/api/user/info': ACCOUNT, '/api/team/miniProgramCode': { scene: '7', image: 'data:image/png;base64,Q09ERQ==' } })
    await mountWeapp()
    expect(api.calls('/api/team/miniProgramCode')).toHaveLength(1)
    expect(drawn.mock.calls[0][2]).toEqual({ image: 'data:image/png;base64,Q09ERQ==' })
  })

  it("the code's refusal is shown with the server's reason, not drawn", async () => {
    logIn()
    const api = fakeApi({ '/api/team/summary': SUMMARY, '/api/config/appConfig': CONFIG, '/api/user/info': ACCOUNT, '/api/team/miniProgramCode': { scene: '7', image: 'data:image/png;base64,Q09ERQ==' } })
    serverSays(api, '/api/team/miniProgramCode', { status: 0, msg: '小程序码生成失败，请稍后再试' })
    await mountWeapp()
    expect(pageText()).toContain('小程序码生成失败')
    expect(document.querySelector('.share-page__poster-reason')!.textContent).toBe('小程序码生成失败，请稍后再试')
    expect(drawn).not.toHaveBeenCalled()
    expect(toastTitles(spies.showToast)).toEqual([])
  })
})

describe("邀请好友 in WeChat's browser", () => {
  beforeEach(() => {
    resetApp()
    drawn.mockReset()
    drawn.mockResolvedValue('data:image/png;base64,UE9TVEVS')
  })
  afterEach(() => {
    delete (window as { wx?: unknown }).wx
    jest.restoreAllMocks()
  })

  it("sets the JS-SDK's share data: the savings title, the home page with the user as referrer (source 2), the operator's picture", async () => {
    logIn()
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40')
    const wx = {
      config: jest.fn(),
      ready: (done: () => void) => done(),
      error: jest.fn(),
      updateAppMessageShareData: jest.fn(),
      updateTimelineShareData: jest.fn(),
    }
    ;(window as { wx?: unknown }).wx = wx
    const signed = { appId: 'wxapp', timestamp: 1, nonceStr: 'n', signature: 's', jsApiList: ['updateAppMessageShareData'] }
    const api = fakeApi({
      '/api/team/summary': SUMMARY,
      '/api/config/appConfig': { ...CONFIG, share_title: '点外卖先领红包', share_image: '/banners/kingeat.jpg' },
      '/api/user/info': ACCOUNT,
      '/api/wechat/jssdk': signed,
    })
    await mountPage()
    expect(api.calls('/api/wechat/jssdk')[0]).toMatchObject({ url: 'http://localhost/' })
    expect(wx.config).toHaveBeenCalledWith({ debug: false, ...signed })
    const shared = {
      title: '我已累计省了12.50元，快来看看你能省多少',
      link: 'http://localhost/#/pages/index/index?parent_id=7&source=2',
      imgUrl: 'http://localhost/banners/kingeat.jpg',
    }
    expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith({ ...shared, desc: '点外卖先领红包' })
    expect(wx.updateTimelineShareData).toHaveBeenLastCalledWith(shared)
  })

  it('elsewhere loads no JS-SDK', async () => {
    logIn()
    const api = fakeApi({ '/api/team/summary': SUMMARY, '/api/config/appConfig': CONFIG, '/api/user/info': ACCOUNT })
    await mountPage()
    expect(api.calls('/api/wechat/jssdk')).toHaveLength(0)
  })
})

describe('share data', () => {
  it("titles a share with the user's savings, else the default", () => {
    expect(shareTitle('12.5')).toBe('我已累计省了12.50元，快来看看你能省多少')
    expect(shareTitle('0.00')).toBe('用饭贝点外卖，每餐只要0-5元')
    expect(shareTitle(undefined)).toBe('用饭贝点外卖，每餐只要0-5元')
  })

  it('shares the home page with the sharer as referrer and the source', () => {
    expect(sharePath(7, 3)).toBe('/pages/index/index?parent_id=7&source=3')
    expect(sharePath(null, 3)).toBe('/pages/index/index')
    expect(h5Link({ origin: 'https://fanbei.example', pathname: '/app/' }, sharePath(7, 2))).toBe('https://fanbei.example/app/#/pages/index/index?parent_id=7&source=2')
  })

  it('the mini-program code opens 注册领福利 (the server and the page registry agree)', () => {
    expect(MINI_PROGRAM_CODE_PAGE).toBe(PAGES.shareRegister.path)
  })
})
