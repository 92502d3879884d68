import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { chosenLocaleAtom } from '@/i18n'
import { appStore } from '@/store/persisted'
import { clearProfile } from '@/store/session'

// Shared set-up of the tab-page tests: the app's primary language, a logged-out user, and a fake
// API server that answers the envelopes a test gives and 404 for every other path (as the real
// app meets today, before the server exists).


/** What a faked path answers: a result, or a function of the posted body that gives one. */
export type RouteAnswer = ((body: Record<string, unknown>) => unknown) | object | string | number | boolean | null
export type Routes = Record<string, RouteAnswer>

export interface FakeApi {
  spy: jest.SpyInstance
  /** The bodies posted to a path, in order. */
  calls(path: string): Record<string, unknown>[]
}

export function fakeApi(routes: Routes = {}): FakeApi {
  const spy = jest.spyOn(Taro, 'request').mockImplementation(((opts: Taro.request.Option) => {
    const path = String(opts.url).replace(/^https?:\/\/[^/]+/, '')
    const body = (opts.data ?? {}) as Record<string, unknown>
    if (!(path in routes)) {
      return Promise.resolve({ statusCode: 404, data: 'not found', header: {}, cookies: [], errMsg: 'request:ok' })
    }
    const route = routes[path]
    const result = typeof route === 'function' ? (route as (b: Record<string, unknown>) => unknown)(body) : route
    return Promise.resolve({ statusCode: 200, data: { status: 1, msg: 'ok', result }, header: {}, cookies: [], errMsg: 'request:ok' })
  }) as unknown as typeof Taro.request)
  return {
    spy,
    calls: (path) =>
      spy.mock.calls
        .map(([opts]) => opts as Taro.request.Option)
        .filter((opts) => String(opts.url).endsWith(path))
        .map((opts) => opts.data as Record<string, unknown>),
  }
}

/** Chinese, logged out, no navigation or toast really happening. */
export function resetApp(): { navigateTo: jest.SpyInstance; switchTab: jest.SpyInstance; showToast: jest.SpyInstance } {
  clearProfile()
  appStore.set(chosenLocaleAtom, 'zh-Hans')
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'navigateTo:ok' })) as any)
  const switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve({ errMsg: 'switchTab:ok' })) as any)
  // no router is mounted: the page stack is empty
  jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => []) as any)
  const showToast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({ errMsg: 'showToast:ok' })) as any)
  return { navigateTo, switchTab, showToast }
}

/** The urls Taro.navigateTo was asked to open. */
export function openedUrls(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map(([opts]) => (opts as { url: string }).url)
}

/** Lets pending promises (API answers, lazy chunks) settle. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) await new Promise((r) => setTimeout(r, 0))
}

/** The visible text of the whole document, whitespace collapsed. */
export function pageText(): string {
  return (document.body.textContent || '').replace(/\s+/g, ' ')
}

const testUtils = new TestUtils()

/** Types into the Taro Input inside `selector` (Taro creates its <input> once it is attached). */
export async function type(selector: string, value: string): Promise<void> {
  const input = (await testUtils.queries.waitForQuerySelector(`${selector} input`)) as HTMLInputElement
  await testUtils.act(async () => {
    input.value = value
    testUtils.fireEvent.input(input, { target: { value } } as EventInit)
    await flush()
  })
}

/** Clicks the first element matching `selector` and lets the answers settle. */
export async function tap(selector: string): Promise<void> {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(document.querySelector(selector)!)
    await flush()
  })
}

/** The titles Taro.showToast was called with. */
export const toastTitles = (spy: jest.SpyInstance): string[] => spy.mock.calls.map(([o]) => (o as { title: string }).title)

/** The server answers `path` with this envelope (its own msg, or a refusal) instead of fakeApi's. */
export function serverSays(api: FakeApi, path: string, envelope: { status: number; msg: string; result?: unknown }): void {
  const others = api.spy.getMockImplementation()!
  api.spy.mockImplementation(((opts: Taro.request.Option) =>
    String(opts.url).endsWith(path)
      ? Promise.resolve({ statusCode: 200, data: { result: null, ...envelope }, header: {}, cookies: [], errMsg: 'request:ok' })
      : others(opts)) as any)
}
