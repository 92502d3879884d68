import type { PropsWithChildren } from 'react'
import { loadLocale, localeAtom } from '@/i18n'
import { appStore } from '@/store/persisted'
import '@nutui/nutui-react-taro/dist/styles/themes/default.css'
import './app.scss'

// Start fetching the user's language before the first page renders (en and zh-Hans are built in).
loadLocale(appStore.get(localeAtom)).catch(() => undefined)

// The app shell. State lives in jotai's default store (src/store), so no provider is needed here;
// each page layout (Page, TabPage) sets NutUI's locale, which must sit inside a page on weapp.
export default function App({ children }: PropsWithChildren) {
  return children
}
