import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import ShareRegisterPage from '@/pages/share/share_register'
import { invitationOf } from '@/features/share/ShareRegisterScreen'
import { appStore } from '@/store/persisted'
import { commonInfoAtom } from '@/store/commonInfo'
import { isLoggedIn, saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, resetApp, serverSays, tap, toastTitles, type, type Routes } from './helpers'

// 注册领福利 (/pages/share/share_register?parent_id=&source=, or ?scene= from a mini-program code):
// who invites, signing up by SMS code, the binding after login, and a logged-in visitor's state.

const testUtils = new TestUtils()
const INVITER = { nickname: '小**', avatar: 'https://cdn.example/inviter.png' }

async function mountPage(params: Record<string, string> = { parent_id: '7', source: '2' }) {
  Current.router = { path: '/pages/share/share_register', params } as any
  await testUtils.mount(ShareRegisterPage, {})
  await testUtils.act(() => flush(12))
}

const stateText = () => document.querySelector('.invite-page__state')?.textContent

describe('注册领福利', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    appStore.set(commonInfoAtom, (info) => ({ ...info, parentId: null, source: null }))
  })
  afterEach(() => jest.restoreAllMocks())

  it('reads the inviter from parent_id and source, or from the scene of a mini-program code (the poster)', () => {
    expect(invitationOf({ parent_id: '7', source: '3' })).toEqual({ parentId: '7', source: 3 })
    expect(invitationOf({ parent_id: '7' })).toEqual({ parentId: '7', source: 2 })
    expect(invitationOf({ scene: '12' })).toEqual({ parentId: '12', source: 4 })
    expect(invitationOf({ scene: 'abc' })).toEqual({ parentId: null, source: 4 })
    expect(invitationOf({})).toEqual({ parentId: null, source: 4 })
  })

  it('a guest sees who invites them, then the sign-up form on a tap; the referrer is remembered for the login', async () => {
    const api = fakeApi({ '/api/team/invitation': { inviter: INVITER, state: 'guest' }, '/api/config/appConfig': { reward: { direct_rate: '0.10', indirect_rate: '0.05' }, system_infos: {} }, '/api/login/imageCode': { key: 'k1', image: 'data:image/svg+xml;base64,AA' } })
    await mountPage()
    expect(api.calls('/api/team/invitation')[0]).toMatchObject({ parent_id: '7' })
    expect(pageText()).toContain('小**邀请你加入饭贝')
    expect(document.querySelector('.invite-page__avatar')!.getAttribute('src')).toBe('https://cdn.example/inviter.png')
    expect(pageText()).toContain('邀请好友也能赚10%佣金')
    // the form (and its picture code) waits for the tap, so the invitation paints first
    expect(document.querySelector('.login__tel')).toBeNull()
    expect(api.calls('/api/login/imageCode')).toHaveLength(0)
    await tap('.invite-page__open-form')
    expect(document.querySelector('.login__tel')).not.toBeNull()
    expect(document.querySelector('.login__submit')!.textContent).toBe('注册并加入团队')
    expect(appStore.get(commonInfoAtom)).toMatchObject({ parentId: '7', source: 2 })
  })

  it('signs up by SMS code on the page, binds the inviter and says so', async () => {
    let bound = false
    const routes: Routes = {
      '/api/team/invitation': () => ({ inviter: INVITER, state: bound ? 'bound_here' : 'guest' }),
      '/api/config/appConfig': { reward: null, system_infos: {} },
      '/api/login/imageCode': { key: 'k1', image: 'data:image/svg+xml;base64,AA' },
      '/api/login/codeLogin': { token: 'tok', user_id: 9 },
      '/api/user/bindPid': () => {
        bound = true
        return null
      },
    }
    const api = fakeApi(routes)
    await mountPage({ parent_id: '7', source: '4' })
    await tap('.invite-page__open-form')
    await type('.login__tel', '13800138000')
    await type('.login__code', '123456')
    await tap('.login__agree-text')
    await tap('.login__submit')
    await testUtils.act(() => flush(12))
    expect(isLoggedIn()).toBe(true)
    expect(api.calls('/api/user/bindPid')).toEqual([expect.objectContaining({ parent_id: '7', source: 4 })])
    expect(stateText()).toBe('你已加入小**的团队')
    // stayed on the page
    expect(spies.switchTab).not.toHaveBeenCalled()
  })

  it('a sign-up the server refuses to bind (already on a team) is explained', async () => {
    const api = fakeApi({
      '/api/team/invitation': () => ({ inviter: INVITER, state: isLoggedIn() ? 'bound_elsewhere' : 'guest' }),
      '/api/config/appConfig': { reward: null, system_infos: {} },
      '/api/login/imageCode': { key: 'k1', image: 'data:image/svg+xml;base64,AA' },
      '/api/login/codeLogin': { token: 'tok', user_id: 9 },
    })
    serverSays(api, '/api/user/bindPid', { status: 0, msg: '已绑定邀请人' })
    await mountPage()
    await tap('.invite-page__open-form')
    await type('.login__tel', '13800138000')
    await type('.login__code', '123456')
    await tap('.login__agree-text')
    await tap('.login__submit')
    await testUtils.act(() => flush(12))
    expect(api.calls('/api/user/bindPid')).toHaveLength(1)
    expect(stateText()).toBe('你已加入其他团队，每个账号只能加入一个团队')
    // the binding after login is silent: the page says it, no toast of the refusal
    expect(toastTitles(spies.showToast)).not.toContain('已绑定邀请人')
  })

  it('a logged-in visitor who can still join: 加入团队 binds the inviter', async () => {
    saveProfile({ token: 't', user_id: 9 } as any)
    let bound = false
    const api = fakeApi({
      '/api/team/invitation': () => ({ inviter: INVITER, state: bound ? 'bound_here' : 'can_bind' }),
      '/api/config/appConfig': { reward: null, system_infos: {} },
      '/api/user/bindPid': () => {
        bound = true
        return null
      },
    })
    await mountPage({ parent_id: '7', source: '2' })
    // a logged-in visitor's referrer is not bound behind their back: they choose
    expect(api.calls('/api/user/bindPid')).toHaveLength(0)
    expect(document.querySelector('.invite-page__join')!.textContent).toBe('加入团队')
    await tap('.invite-page__join')
    await testUtils.act(() => flush(8))
    expect(api.calls('/api/user/bindPid')[0]).toMatchObject({ parent_id: '7', source: 2 })
    expect(toastTitles(spies.showToast)).toEqual(['ok'])
    expect(stateText()).toBe('你已加入小**的团队')
  })

  it('加入团队 refused: the server’s reason, then the state as it is', async () => {
    saveProfile({ token: 't', user_id: 9 } as any)
    let asked = 0
    const api = fakeApi({
      '/api/team/invitation': () => ({ inviter: INVITER, state: asked++ ? 'too_late' : 'can_bind' }),
      '/api/config/appConfig': { reward: null, system_infos: {} },
    })
    serverSays(api, '/api/user/bindPid', { status: 0, msg: '注册超过7天，不能再绑定邀请人' })
    await mountPage()
    await tap('.invite-page__join')
    await testUtils.act(() => flush(8))
    expect(toastTitles(spies.showToast)).toEqual(['注册超过7天，不能再绑定邀请人'])
    expect(stateText()).toBe('你的账号注册时间较早，已过加入团队的期限')
  })

  it.each([
    ['bound_here', '你已加入小**的团队'],
    ['bound_elsewhere', '你已加入其他团队，每个账号只能加入一个团队'],
    ['too_late', '你的账号注册时间较早，已过加入团队的期限'],
    ['self', '这是你自己的邀请，快分享给好友吧'],
  ])('a logged-in visitor whose state is %s reads it', async (state, said) => {
    saveProfile({ token: 't', user_id: 9 } as any)
    fakeApi({ '/api/team/invitation': { inviter: INVITER, state }, '/api/config/appConfig': { reward: null, system_infos: {} } })
    await mountPage()
    expect(stateText()).toBe(said)
    expect(document.querySelector('.invite-page__join')).toBeNull()
    expect(document.querySelector('.login__tel')).toBeNull()
  })

  it('their own invitation leads to 邀请好友', async () => {
    saveProfile({ token: 't', user_id: 7 } as any)
    fakeApi({ '/api/team/invitation': { inviter: INVITER, state: 'self' }, '/api/config/appConfig': { reward: null, system_infos: {} } })
    await mountPage()
    await tap('.invite-page__share')
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/share/share'])
  })

  it('a mini-program code opens it with the invite code as scene', async () => {
    const api = fakeApi({ '/api/team/invitation': { inviter: INVITER, state: 'guest' }, '/api/config/appConfig': { reward: null, system_infos: {} }, '/api/login/imageCode': { key: 'k1', image: '' } })
    await mountPage({ scene: '12' })
    expect(api.calls('/api/team/invitation')[0]).toMatchObject({ parent_id: '12' })
    expect(appStore.get(commonInfoAtom)).toMatchObject({ parentId: '12', source: 4 })
  })

  it('without an inviter the link is called invalid', async () => {
    const api = fakeApi({ '/api/config/appConfig': { reward: null, system_infos: {} } })
    await mountPage({})
    expect(pageText()).toContain('邀请链接无效')
    expect(api.calls('/api/team/invitation')).toHaveLength(0)
  })
})
