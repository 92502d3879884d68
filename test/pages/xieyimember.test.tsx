import './helpers'
import XieyimemberPage from '@/pages/me/xieyimember'
import { fakeApi, pageText, serverSays } from './helpers'
import { freshEachTest } from './goldTestKit'
import { MEMBER } from './memberFixtures'
import { mountAt, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'

// 会员协议 (pages/me/xieyimember): the membership agreement from common/memberAgreement.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const mount = () => mountAt(XieyimemberPage, '/pages/me/xieyimember')
const $ = (selector: string) => document.querySelector(selector)
/** The agreement's HTML as given to the RichText (the web component draws it on its own schedule). */
const agreementHtml = () => $('.member-agreement__body')?.getAttribute('nodes') ?? ''
const AGREEMENT = {
  title: '饭贝会员服务协议',
  content: '<p>一、会员权益</p><p>会员有效期内享受霸王餐更高返利。</p>',
  update_time: '2026-04-01 10:00:00',
}

describe('会员协议', () => {
  const app = freshEachTest(mockShown)

  it('shows the agreement to anyone, logged in or not: title, update date and text', async () => {
    const api = fakeApi({ [MEMBER.AGREEMENT]: AGREEMENT })
    await mount()
    expect(api.calls(MEMBER.AGREEMENT)).toHaveLength(1)
    expect($('.member-agreement__title')!.textContent).toBe('饭贝会员服务协议')
    expect($('.member-agreement__updated')!.textContent).toBe('更新于 2026-04-01')
    expect(agreementHtml()).toBe(AGREEMENT.content)
    expect(pageText()).not.toContain('请先登录')
  })

  it('says when the server has no text yet', async () => {
    fakeApi({ [MEMBER.AGREEMENT]: { title: '饭贝会员服务协议', content: '  ' } })
    await mount()
    expect(pageText()).toContain('暂无协议内容')
    expect($('.member-agreement__title')).toBeNull()
  })

  it('shows the skeleton, then the error state with a retry, and the no-network view', async () => {
    const api = fakeApi({})
    api.spy.mockImplementation((() => new Promise(() => undefined)) as any)
    await mount()
    expect($('.member-agreement[aria-busy="true"]')).not.toBeNull()
    testUtils.unmout()

    serverSays(fakeApi({}), MEMBER.AGREEMENT, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('会员协议加载失败')
    expect($('.load-error')!.textContent).toContain('服务繁忙')
    expect(app.spies.showToast).not.toHaveBeenCalled()
    fakeApi({ [MEMBER.AGREEMENT]: AGREEMENT })
    await tap($('.load-error__retry'))
    expect($('.member-agreement__title')!.textContent).toBe('饭贝会员服务协议')
    testUtils.unmout()

    let online = false
    fakeApi({ [MEMBER.AGREEMENT]: unlessOnline(() => online, () => AGREEMENT) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(agreementHtml()).toContain('会员有效期内享受霸王餐更高返利。')
  })
})
