import { postJson } from '@/lib/http.h5'
import { handleFailure } from '@/lib/request'

// The H5 transport of the request client: fetch, with Taro.request's answer and failure shapes.

const realFetch = global.fetch

afterEach(() => {
  global.fetch = realFetch
  jest.useRealTimers()
})

function answer(status: number, text: string) {
  return Promise.resolve({ status, text: () => Promise.resolve(text) } as Response)
}

describe('postJson on H5', () => {
  it('posts the JSON body with the headers and reads the JSON answer', async () => {
    const fetchMock = jest.fn(() => answer(200, '{"status":1,"msg":"ok","result":{"a":1}}'))
    global.fetch = fetchMock as unknown as typeof fetch
    const res = await postJson('https://api.example/api/x', { a: 1 }, { 'Content-Type': 'application/json', token: 't' }, 1000)
    expect(res).toEqual({ statusCode: 200, data: { status: 1, msg: 'ok', result: { a: 1 } } })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://api.example/api/x')
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json', token: 't' } })
  })

  it('gives an answer that is not JSON as its text, with its status', async () => {
    global.fetch = jest.fn(() => answer(502, '<html>Bad Gateway</html>')) as unknown as typeof fetch
    expect(await postJson('/api/x', {}, {}, 1000)).toEqual({ statusCode: 502, data: '<html>Bad Gateway</html>' })
  })

  it('rejects a call that outlives the timeout as a timeout, which the client calls 请求超时', async () => {
    jest.useFakeTimers()
    global.fetch = jest.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    })) as unknown as typeof fetch
    const pending = postJson('/api/x', {}, {}, 15000)
    jest.advanceTimersByTime(15000)
    const err = (await pending.catch((e: unknown) => e)) as { errMsg: string }
    expect(err).toEqual({ errMsg: 'request:fail timeout' })
    expect(() => handleFailure('/api/x', err.errMsg, { silent: true })).toThrow(/请求超时|timed out/i)
  })

  it('rejects a network failure as such (请求错误, not a timeout)', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch
    const err = (await postJson('/api/x', {}, {}, 1000).catch((e: unknown) => e)) as { errMsg: string }
    expect(err).toEqual({ errMsg: 'request:fail Failed to fetch' })
    expect(() => handleFailure('/api/x', err.errMsg, { silent: true })).not.toThrow(/请求超时|timed out/i)
  })
})
