// @tarojs/taro with a useDidShow that collects the pages' callbacks, for the coupon-screen tests
// (a plain mount has no page instance to show again). Use inside the test file's own mock:
//   jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))
// (`shown` is a getter: the mock is made before the test file's own lines run). No imports here: the
// module loads while @tarojs/taro is being mocked.
export function collectingDidShow(shown: () => (() => void)[]) {
  const actual = jest.requireActual('@tarojs/taro')
  const taro = actual.default ?? actual
  return { ...actual, __esModule: true, default: taro, useDidShow: (callback: () => void) => shown().push(callback) }
}
