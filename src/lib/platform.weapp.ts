import Taro from '@tarojs/taro'

// Device facts in the mini-program (platform.ts is the H5 twin).
let info: { language?: string; statusBarHeight?: number } | undefined

function systemInfo() {
  if (!info) {
    try {
      info = Taro.getSystemInfoSync()
    } catch {
      info = {}
    }
  }
  return info
}

export function systemLanguage(): string {
  return systemInfo().language || ''
}

export function getStatusBarHeight(): number {
  return systemInfo().statusBarHeight ?? 20
}

/** The mini-program is no browser: WeChat's in-app browser is H5's question (platform.ts). */
export function inWechatBrowser(): boolean {
  return false
}
