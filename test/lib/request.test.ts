import Taro from '@tarojs/taro'
import { ApiError, handleResponse, post } from '@/lib/request'
import { download, TransportError, upload } from '@/lib/transfer'
import { appStore } from '@/store/persisted'
import { isLoggedIn, pendingIdAtom, saveProfile, userInfoAtom } from '@/store/session'

// The request client against docs/product.md (Calls, Errors): headers and body stamp, the envelope, and the
// whole error catalogue.

type Answer = { statusCode: number; data: unknown }

let requestSpy: jest.SpyInstance
let toastSpy: jest.SpyInstance
let navigateSpy: jest.SpyInstance

function answer(a: Answer) {
  requestSpy.mockImplementation(() => Promise.resolve({ ...a, header: {}, cookies: [], errMsg: 'request:ok' }))
}

function fail(errMsg: string) {
  requestSpy.mockImplementation(() => Promise.reject({ errMsg }))
}

beforeEach(() => {
  requestSpy = jest.spyOn(Taro, 'request')
  toastSpy = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  navigateSpy = jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/index/index' }] as any)
  saveProfile({ token: 'tok123' })
  appStore.set(userInfoAtom, { id: 7, amount: '1.00' })
})

afterEach(() => jest.restoreAllMocks())

const lastToast = () => toastSpy.mock.calls[toastSpy.mock.calls.length - 1]?.[0]

describe('post', () => {
  it('POSTs to the API with the token, version 1.4.0 and client H5 in header and body, 30 s timeout', async () => {
    answer({ statusCode: 200, data: { status: 1, msg: 'ok', result: { a: 1 } } })
    const res = await post('/api/user/info', { x: 2 })
    expect(res.result).toEqual({ a: 1 })
    const opts = requestSpy.mock.calls[0][0]
    expect(opts.url).toBe('/api/user/info')
    expect(opts.method).toBe('POST')
    expect(opts.timeout).toBe(30000)
    expect(opts.header.Authorization).toBe('Bearer tok123')
    expect(opts.header.version).toBe('1.4.0')
    expect(opts.header.client).toBe('H5')
    expect(opts.data).toEqual({ x: 2, version: '1.4.0', client: 'H5' })
  })

  it('sends no Authorization header when logged out', async () => {
    appStore.set(userInfoAtom, null)
    jest.spyOn(Taro, 'clearStorageSync')
    const { clearProfile } = require('@/store/session')
    clearProfile()
    answer({ statusCode: 200, data: { status: 1, msg: 'ok', result: null } })
    await post('/api/config/appConfig')
    expect(requestSpy.mock.calls[0][0].header.Authorization).toBeUndefined()
  })

  it('status -1 toasts the message for 3 s, logs out and rejects', async () => {
    answer({ statusCode: 200, data: { status: -1, msg: '登录已过期', result: null } })
    await expect(post('/api/user/info')).rejects.toMatchObject({ status: -1 })
    expect(lastToast()).toMatchObject({ title: '登录已过期', duration: 3000, icon: 'none' })
    expect(isLoggedIn()).toBe(false)
    expect(appStore.get(userInfoAtom)).toBeNull()
    expect(Taro.getStorageSync('profile')).toBe('')
  })

  it("status -1 without a message toasts '请求错误'", async () => {
    answer({ statusCode: 200, data: { status: -1, msg: '', result: null } })
    await expect(post('/api/user/info')).rejects.toBeInstanceOf(ApiError)
    expect(lastToast().title).toBe('请求错误')
  })

  it('status 2 toasts the message and clears the pending-id store', async () => {
    appStore.set(pendingIdAtom, 42)
    answer({ statusCode: 200, data: { status: 2, msg: '订单已处理', result: null } })
    await expect(post('/api/member/recharge')).rejects.toMatchObject({ status: 2 })
    expect(lastToast().title).toBe('订单已处理')
    expect(appStore.get(pendingIdAtom)).toBeNull()
    expect(isLoggedIn()).toBe(true)
  })

  it('any other status toasts the message and rejects', async () => {
    answer({ statusCode: 200, data: { status: 0, msg: '金币不足', result: null } })
    await expect(post('/api/goldRedeem/redeem', { id: 1 })).rejects.toMatchObject({ message: '金币不足', status: 0 })
    expect(lastToast()).toMatchObject({ title: '金币不足', duration: 3000 })
  })

  it.each(['isData', 'isHandle'] as const)('with %s a refusal is only logged and the envelope resolves', async (flag) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    answer({ statusCode: 200, data: { status: 0, msg: '金币不足', result: { need: 5 } } })
    const res = await post('/api/goldRedeem/redeem', { id: 1 }, { [flag]: true })
    expect(res).toMatchObject({ status: 0, msg: '金币不足', result: { need: 5 } })
    expect(toastSpy).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalled()
  })

  it('HTTP 401 toasts, logs out, opens the login page and rejects', async () => {
    answer({ statusCode: 401, data: { msg: 'token invalid' } })
    await expect(post('/api/user/info')).rejects.toMatchObject({ status: 401, kind: 'http' })
    expect(lastToast().title).toBe('token invalid')
    expect(isLoggedIn()).toBe(false)
    expect(navigateSpy).toHaveBeenCalledWith({ url: '/pages/login/login' })
  })

  // The server answers in the user's language: the session ends by the status or the key, never by the text.
  it.each([
    { status: -1, code: 'loginFirst', msg: 'Veuillez d’abord vous connecter' },
    { status: -1, msg: '請先登入' },
    { status: 0, code: 'loginFirst', msg: 'Inicia sesión primero' },
  ])('another non-2xx that says log in first ($msg) logs out and opens login; the message is toasted', async (data) => {
    answer({ statusCode: 403, data: { ...data, result: null } })
    await expect(post('/api/user/info')).rejects.toMatchObject({ status: 403 })
    expect(lastToast().title).toBe(data.msg)
    expect(isLoggedIn()).toBe(false)
    expect(navigateSpy).toHaveBeenCalledWith({ url: '/pages/login/login' })
  })

  it("another non-2xx whose text is '请先登录' but with neither status -1 nor the key keeps the session", async () => {
    answer({ statusCode: 403, data: { status: 0, msg: '请先登录', result: null } })
    await expect(post('/api/user/info')).rejects.toMatchObject({ status: 403 })
    expect(lastToast().title).toBe('请先登录')
    expect(isLoggedIn()).toBe(true)
    expect(navigateSpy).not.toHaveBeenCalled()
  })

  it.each([
    { status: -1, code: 'loginFirst', msg: 'Please log in first' },
    { status: 0, code: 'loginFirst', msg: 'Veuillez d’abord vous connecter' },
  ])('a 200 answer that says log in first ($msg) toasts it and logs out', async (data) => {
    answer({ statusCode: 200, data: { ...data, result: null } })
    await expect(post('/api/user/info')).rejects.toMatchObject({ status: data.status, kind: 'status' })
    expect(lastToast()).toMatchObject({ title: data.msg, duration: 3000 })
    expect(isLoggedIn()).toBe(false)
  })

  it("a refusal with another key keeps the session, whatever its text", async () => {
    answer({ statusCode: 200, data: { status: 0, code: 'goldNotEnough', msg: '请先登录', result: null } })
    await expect(post('/api/goldRedeem/redeem', { id: 1 })).rejects.toMatchObject({ status: 0 })
    expect(isLoggedIn()).toBe(true)
  })

  it('another non-2xx with another message toasts it and keeps the session', async () => {
    answer({ statusCode: 500, data: { msg: '服务繁忙' } })
    await expect(post('/api/user/info')).rejects.toMatchObject({ status: 500 })
    expect(lastToast().title).toBe('服务繁忙')
    expect(isLoggedIn()).toBe(true)
    expect(navigateSpy).not.toHaveBeenCalled()
  })

  it('does not open login twice when already on the login page', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/login/login' }] as any)
    answer({ statusCode: 401, data: {} })
    await expect(post('/api/user/info')).rejects.toBeInstanceOf(ApiError)
    expect(navigateSpy).not.toHaveBeenCalled()
  })

  it.each([200, 204, 299])('HTTP %i is a success status', async (statusCode) => {
    answer({ statusCode, data: { status: 1, msg: 'ok', result: 1 } })
    await expect(post('/api/x')).resolves.toMatchObject({ status: 1 })
  })

  it.each([300, 199])('HTTP %i is not', async (statusCode) => {
    answer({ statusCode, data: { status: 1, msg: 'ok', result: 1 } })
    await expect(post('/api/x')).rejects.toMatchObject({ status: statusCode })
  })

  it("a timeout toasts '请求超时' plus the url", async () => {
    fail('request:fail timeout')
    await expect(post('/api/shop/lists')).rejects.toMatchObject({ kind: 'timeout' })
    expect(lastToast().title).toBe('请求超时 /api/shop/lists')
  })

  it("another network failure toasts '请求错误'", async () => {
    fail('request:fail net::ERR_CONNECTION_REFUSED')
    await expect(post('/api/shop/lists')).rejects.toMatchObject({ kind: 'network' })
    expect(lastToast().title).toBe('请求错误')
  })

  it('silent loads toast nothing, but a 401 still logs out', async () => {
    fail('request:fail timeout')
    await expect(post('/api/nav/banner', {}, { silent: true })).rejects.toMatchObject({ kind: 'timeout' })
    answer({ statusCode: 401, data: {} })
    await expect(post('/api/nav/banner', {}, { silent: true })).rejects.toMatchObject({ status: 401 })
    expect(toastSpy).not.toHaveBeenCalled()
    expect(isLoggedIn()).toBe(false)
  })

  it('an answer that is not an envelope is a request error', async () => {
    answer({ statusCode: 200, data: '<html>' })
    await expect(post('/api/x')).rejects.toBeInstanceOf(ApiError)
    expect(lastToast().title).toBe('请求错误')
  })

  it("the loading toast shows '加载中...' and hides whatever happens", async () => {
    const show = jest.spyOn(Taro, 'showLoading').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const hide = jest.spyOn(Taro, 'hideLoading').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    fail('request:fail')
    await expect(post('/api/x', {}, { loading: true })).rejects.toBeInstanceOf(ApiError)
    expect(show.mock.calls[0][0]).toMatchObject({ title: '加载中...' })
    expect(hide).toHaveBeenCalledTimes(1)
  })
})

describe('handleResponse', () => {
  it('reads a JSON string body (uploads answer text)', () => {
    expect(handleResponse('/u', 200, '{"status":1,"msg":"ok","result":{"url":"/f.png"}}').result).toEqual({ url: '/f.png' })
  })
})

describe('upload and download', () => {
  it('uploads a file as multipart with the client headers and stamp', async () => {
    const spy = jest.spyOn(Taro, 'uploadFile').mockImplementation(() =>
      Promise.resolve({ statusCode: 200, data: '{"status":1,"msg":"ok","result":{"url":"/uploads/a.png"}}', errMsg: 'ok' }) as any)
    const res = await upload<{ url: string }>('/api/user/placeUpload', 'blob:a')
    expect(res.result.url).toBe('/uploads/a.png')
    const opts = spy.mock.calls[0][0] as any
    expect(opts).toMatchObject({ url: '/api/user/placeUpload', filePath: 'blob:a', name: 'file' })
    expect(opts.header).toMatchObject({ Authorization: 'Bearer tok123', version: '1.4.0', client: 'H5' })
    expect(opts.formData).toMatchObject({ version: '1.4.0', client: 'H5' })
  })

  it.each([
    ['uploadFile:fail abort', 600003],
    ['uploadFile:fail timeout', 5],
    ['uploadFile:fail net::ERR_FAILED', 602001],
  ])('an upload failure %s carries transport code %i', async (errMsg, code) => {
    jest.spyOn(Taro, 'uploadFile').mockImplementation(() => Promise.reject({ errMsg }) as any)
    const err = await upload('/api/user/placeUpload', 'blob:a').catch((e) => e)
    expect(err).toBeInstanceOf(TransportError)
    expect(err.code).toBe(code)
  })

  it('downloads by GET and fails with 602001 on a network error', async () => {
    jest.spyOn(Taro, 'downloadFile').mockImplementationOnce(() => Promise.resolve({ statusCode: 200, tempFilePath: 'blob:x', errMsg: 'ok' }) as any)
    await expect(download('/files/a.png')).resolves.toBe('blob:x')
    jest.spyOn(Taro, 'downloadFile').mockImplementationOnce(() => Promise.reject({ errMsg: 'downloadFile:fail' }) as any)
    await expect(download('/files/a.png')).rejects.toMatchObject({ code: 602001 })
  })
})
