import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { flush } from './helpers'

// What the two coupon-screen tests (mtRedbag, redBag) share: mounting a page at its path, tapping
// an element, and the page showing again. Each test file collects the pages' didShow callbacks
// itself (jest.mock of @tarojs/taro has to sit in the test file).

export const testUtils = new TestUtils()

export async function mountAt(Page: () => JSX.Element, path: string): Promise<void> {
  Current.router = { path, params: {} } as any
  await testUtils.mount(Page, {})
  await testUtils.act(() => flush(10))
}

/** Clicks an element (which must be there) and lets the answers settle. */
export async function tapOn(el: Element | null | undefined): Promise<void> {
  expect(el).toBeTruthy()
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el!)
    await flush(10)
  })
}

/** The page shows again (back from another page): runs the didShow callbacks collected. */
export async function showAgain(shown: (() => void)[]): Promise<void> {
  await testUtils.act(async () => {
    shown.forEach((callback) => callback())
    await flush(10)
  })
}

/** A route answer that fails like a lost connection until `online()` says otherwise. */
export function unlessOnline<T>(online: () => boolean, answer: () => T): () => T {
  return () => {
    if (!online()) throw { errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' }
    return answer()
  }
}
