// Taro 4 runtimes branch on TARO_PLATFORM ('web' for H5); the test-utils preset only sets TARO_ENV.
process.env.TARO_PLATFORM = 'web'
process.env.COLORS = 'false'
// Load @tarojs/taro (mapped to taro-h5) before @tarojs/router so the circular import
// router -> components -> taro-h5 -> router resolves in the right order (taro-test-utils #38).
require('@tarojs/taro')
// app.config.ts and page configs call these compile-time macros
global.defineAppConfig = (c) => c
global.definePageConfig = (c) => c
// jsdom has no IntersectionObserver, which Taro's lazy-loading Image observes the viewport with: one
// that reports every element in view at once, as a phone showing the whole short test page would
global.IntersectionObserver = class IntersectionObserver {
  constructor(callback) {
    this.callback = callback
  }
  observe(target) {
    this.callback([{ target, isIntersecting: true, intersectionRatio: 1 }], this)
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
