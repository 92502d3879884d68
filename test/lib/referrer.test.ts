import Taro from '@tarojs/taro'
import { bindPendingReferrer, captureReferrer, hashQuery } from '@/lib/referrer'
import { commonInfoAtom, updateCommonInfo } from '@/store/commonInfo'
import { appStore } from '@/store/persisted'
import { clearProfile, saveProfile } from '@/store/session'
import { completeLogin } from '@/features/account/completeLogin'
import { resetApp } from '../pages/helpers'

// Referrer binding from share links: "The share page uses a parent_id query"; "The default share
// path is the home page with a parent_id query, and source 2 or 3 is used". The parent is set once.

const remembered = () => {
  const { parentId, source } = appStore.get(commonInfoAtom)
  return { parentId, source }
}

/** Answers /api/user/bindPid with the given envelope (or a transport failure). */
function bindPidAnswers(answer: { status: number; msg: string } | 'network' | { http: number }) {
  return jest.spyOn(Taro, 'request').mockImplementation(((opts: Taro.request.Option) => {
    if (!String(opts.url).endsWith('/api/user/bindPid')) return Promise.resolve({ statusCode: 404, data: '', header: {}, cookies: [], errMsg: 'ok' })
    if (answer === 'network') return Promise.reject({ errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' })
    if ('http' in answer) return Promise.resolve({ statusCode: answer.http, data: { status: 0, msg: 'Bad Gateway' }, header: {}, cookies: [], errMsg: 'ok' })
    return Promise.resolve({ statusCode: 200, data: { ...answer, result: null }, header: {}, cookies: [], errMsg: 'ok' })
  }) as unknown as typeof Taro.request)
}

const bodies = (spy: jest.SpyInstance) =>
  spy.mock.calls.map(([opts]) => opts as Taro.request.Option).filter((o) => String(o.url).endsWith('/api/user/bindPid')).map((o) => o.data)

describe('referrer', () => {
  beforeEach(() => {
    resetApp()
    updateCommonInfo({ parentId: null, source: null })
  })
  afterEach(() => jest.restoreAllMocks())

  it('captures parent_id from the H5 home link, with the default share source 2', () => {
    captureReferrer(hashQuery('#/pages/index/index?parent_id=12'))
    expect(remembered()).toEqual({ parentId: '12', source: 2 })
  })

  it('captures parent_id and source from the share-register link', () => {
    captureReferrer(hashQuery('#/pages/share/share_register?parent_id=12&source=3'))
    expect(remembered()).toEqual({ parentId: '12', source: 3 })
  })

  it('captures from a mini-program launch query', () => {
    captureReferrer({ parent_id: '345', source: '2', scene: 1007 })
    expect(remembered()).toEqual({ parentId: '345', source: 2 })
  })

  it('ignores links without a usable parent_id and keeps what it had', () => {
    captureReferrer({ parent_id: '7' })
    for (const query of [
      hashQuery('#/pages/index/index'),
      hashQuery('#/pages/index/index?parent_id='),
      hashQuery('#/pages/index/index?parent_id=abc'),
      hashQuery('#/pages/index/index?parent_id=12abc'),
      hashQuery('#/pages/index/index?parent_id=-3'),
      hashQuery('#/pages/index/index?parent_id=0'),
      hashQuery('#/pages/index/index?parent_id=1.5'),
      { parent_id: ['1', '2'] },
      null,
      undefined,
    ]) captureReferrer(query)
    expect(remembered()).toEqual({ parentId: '7', source: 2 })
  })

  it('ignores a junk source and uses 2', () => {
    captureReferrer(hashQuery('#/pages/share/share_register?parent_id=12&source=x9'))
    expect(remembered()).toEqual({ parentId: '12', source: 2 })
    captureReferrer(hashQuery('#/pages/share/share_register?parent_id=12&source=12'))
    expect(remembered()).toEqual({ parentId: '12', source: 2 })
  })

  it('does nothing while logged out, and keeps the referrer for the login', async () => {
    const spy = bindPidAnswers({ status: 1, msg: 'ok' })
    captureReferrer({ parent_id: '12' })
    await bindPendingReferrer()
    expect(bodies(spy)).toHaveLength(0)
    expect(remembered().parentId).toBe('12')
  })

  it('binds once after a login, then forgets the referrer', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] })
    try {
      const spy = bindPidAnswers({ status: 1, msg: '绑定成功' })
      captureReferrer(hashQuery('#/pages/share/share_register?parent_id=12&source=3'))
      const login = { status: 1, msg: '登录成功', result: { token: 'tok', user_id: 5 } }
      const done = completeLogin(login)
      await jest.advanceTimersByTimeAsync(0)
      expect(bodies(spy)).toEqual([expect.objectContaining({ parent_id: '12', source: 3 })])
      expect(remembered().parentId).toBeNull()
      await jest.advanceTimersByTimeAsync(2000)
      await done
      // a later login or launch has nothing to bind
      clearProfile()
      completeLogin(login)
      await bindPendingReferrer()
      expect(bodies(spy)).toHaveLength(1)
    } finally {
      jest.useRealTimers()
    }
  })

  it('a launch while logged in binds, one call even when asked twice', async () => {
    saveProfile({ token: 'tok', user_id: 5 })
    const spy = bindPidAnswers({ status: 1, msg: 'ok' })
    captureReferrer({ parent_id: '12' })
    await Promise.all([bindPendingReferrer(), bindPendingReferrer()])
    expect(bodies(spy)).toHaveLength(1)
  })

  it('forgets the referrer when the server refuses it', async () => {
    saveProfile({ token: 'tok', user_id: 5 })
    const spy = bindPidAnswers({ status: 0, msg: '注册超过7天，无法绑定邀请人' })
    captureReferrer({ parent_id: '12' })
    await bindPendingReferrer()
    expect(bodies(spy)).toHaveLength(1)
    expect(remembered().parentId).toBeNull()
    // silent: the user is not shown the refusal
    expect(Taro.showToast).not.toHaveBeenCalled()
    await bindPendingReferrer()
    expect(bodies(spy)).toHaveLength(1)
  })

  it('keeps the referrer on a network failure or a server error, and binds on the next try', async () => {
    saveProfile({ token: 'tok', user_id: 5 })
    let spy = bindPidAnswers('network')
    captureReferrer({ parent_id: '12', source: '3' })
    await bindPendingReferrer()
    expect(bodies(spy)).toHaveLength(1)
    expect(remembered()).toEqual({ parentId: '12', source: 3 })

    spy.mockRestore()
    spy = bindPidAnswers({ http: 502 })
    await bindPendingReferrer()
    expect(remembered().parentId).toBe('12')

    spy.mockRestore()
    spy = bindPidAnswers({ status: 1, msg: 'ok' })
    await bindPendingReferrer()
    expect(bodies(spy)).toEqual([expect.objectContaining({ parent_id: '12', source: 3 })])
    expect(remembered().parentId).toBeNull()
  })

  it('never binds users to themselves', async () => {
    saveProfile({ token: 'tok', user_id: 12 })
    const spy = bindPidAnswers({ status: 1, msg: 'ok' })
    captureReferrer(hashQuery('#/pages/index/index?parent_id=12'))
    await bindPendingReferrer()
    expect(bodies(spy)).toHaveLength(0)
    expect(remembered().parentId).toBeNull()
  })

})
