// Device facts on H5 (and in tests). The mini-program build uses platform.weapp.ts instead: on H5,
// Taro's getSystemInfoSync would pull a user-agent parser into the first load for these answers.

/** The phone's or browser's language tag. */
export function systemLanguage(): string {
  return typeof navigator !== 'undefined' ? navigator.language : ''
}

/** Height of the status bar above a custom navigation bar: none in a browser. */
export function getStatusBarHeight(): number {
  return 0
}

/** Inside WeChat's in-app browser (its user agent says MicroMessenger): WeixinJSBridge and the JS-SDK work there. */
export function inWechatBrowser(): boolean {
  return typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent)
}
