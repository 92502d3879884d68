import titles from './i18n/titles/zh-Hans'
import { PAGES, type PageName } from './routes'

// A page's config (its <page>.config.ts), read at build time from the page registry (routes.ts):
// the native title in Simplified Chinese (the one WeChat shows in its menus and the H5 build in the
// tab title before the app sets the user's language), the bar's colours and sharing.

const BARS = {
  white: { navigationBarBackgroundColor: '#FFFFFF', navigationBarTextStyle: 'black' },
  transparent: { navigationBarBackgroundColor: '#00000000', navigationBarTextStyle: 'black' },
} as const

export function pageConfig(name: PageName) {
  const page: { path: string; bar?: keyof typeof BARS; share?: boolean; timeline?: boolean } = PAGES[name]
  return {
    navigationBarTitleText: titles[page.path],
    ...(page.bar ? BARS[page.bar] : {}),
    ...(page.share ? { enableShareAppMessage: true } : {}),
    ...(page.timeline ? { enableShareTimeline: true } : {}),
  }
}
