import { resetApp } from './helpers'

// What the two gold-page tests (signin, golddetails) share. Each test file collects the pages'
// didShow callbacks itself (jest.mock of @tarojs/taro has to sit in the test file: redbagDidShow).

export type AppSpies = ReturnType<typeof resetApp>

/**
 * Registers the per-test set-up of a describe block: no didShow callbacks collected yet, the app
 * Chinese and logged out (resetApp), every spy restored afterwards. `spies` holds the current test's.
 */
export function freshEachTest(shown: (() => void)[]): { spies: AppSpies } {
  const current = {} as { spies: AppSpies }
  beforeEach(() => {
    shown.length = 0
    current.spies = resetApp()
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })
  return current
}
