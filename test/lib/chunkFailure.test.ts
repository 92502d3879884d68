import Taro from '@tarojs/taro'
import { isChunkLoadError, watchChunkFailures } from '@/lib/chunkFailure'

// A page's code that cannot be fetched (offline, H5): the no-network toast, and the address put
// back so the same tap works again; with no page on screen, a reload once the connection returns.

function fakeWindow() {
  const target = new EventTarget()
  const win = Object.assign(target, { history: { back: jest.fn() }, location: { reload: jest.fn() } })
  return win as unknown as Window & { history: { back: jest.Mock }; location: { reload: jest.Mock } }
}

function reject(win: EventTarget, reason: unknown): Event {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })
  win.dispatchEvent(event)
  return event
}

const chunkError = Object.assign(new Error('Loading chunk 7505 failed.\n(error: http://x/js/7505.js)'), { name: 'ChunkLoadError' })

describe('chunk load failures', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  })
  afterEach(() => jest.restoreAllMocks())

  it('recognises webpack chunk and CSS chunk failures only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.\n(/css/12.css)'))).toBe(true)
    expect(isChunkLoadError(new Error('request:fail'))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('says the network is lost and goes back to the page on screen', () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/index/index' }] as any)
    const win = fakeWindow()
    watchChunkFailures(win)
    const event = reject(win, chunkError)
    expect(event.defaultPrevented).toBe(true)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '哎呀，网络信号丢失' }))
    expect(win.history.back).toHaveBeenCalledTimes(1)
    expect(win.location.reload).not.toHaveBeenCalled()
  })

  it('with no page on screen, reloads once the connection is back', () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([] as any)
    const win = fakeWindow()
    watchChunkFailures(win)
    reject(win, chunkError)
    expect(win.history.back).not.toHaveBeenCalled()
    expect(win.location.reload).not.toHaveBeenCalled()
    win.dispatchEvent(new Event('online'))
    expect(win.location.reload).toHaveBeenCalledTimes(1)
  })

  it('leaves other rejections alone', () => {
    const win = fakeWindow()
    watchChunkFailures(win)
    const event = reject(win, new Error('something else'))
    expect(event.defaultPrevented).toBe(false)
    expect(toast).not.toHaveBeenCalled()
    expect(win.history.back).not.toHaveBeenCalled()
  })
})
