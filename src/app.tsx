import '@/lib/renderTiming'
import type { PropsWithChildren } from 'react'
import { useDidShow, usePageNotFound } from '@tarojs/taro'
import { TOAST_DEFAULT } from '@/constants'
import { loadLocale, localeAtom, t } from '@/i18n'
import { pageUrl } from '@/routes'
import { reLaunch } from '@/lib/navigation'
import { watchChunkFailures } from '@/lib/chunkFailure'
import { bindPendingReferrer, captureReferrer, hashQuery } from '@/lib/referrer'
import { toast } from '@/lib/toast'
import { checkForUpdate, watchMiniProgramUpdate } from '@/lib/upgrade'
import { appStore } from '@/store/persisted'
import '@/styles/theme'
import './app.scss'

// Start fetching the user's language before the first page renders (en and zh-Hans are built in).
loadLocale(appStore.get(localeAtom)).catch(() => undefined)
// a page's code that cannot be fetched offline says so instead of leaving the tap unanswered (H5)
if (process.env.TARO_ENV === 'h5') watchChunkFailures()
// a new version offers a restart (lib/upgrade.ts): WeChat tells the mini-program; H5 asks the server on every show
else watchMiniProgramUpdate()

// The app shell. State lives in jotai's default store (src/store), so no provider is needed here;
// each page layout (Page, TabPage) sets NutUI's locale, which must sit inside a page on weapp.
export default function App({ children }: PropsWithChildren) {
  // an unknown path (a stale link, a typo) says so and lands on the home page instead of a blank screen
  usePageNotFound(() => {
    toast(t('nav.pageNotFound'), TOAST_DEFAULT)
    reLaunch(pageUrl('home')).catch(() => undefined)
  })
  // a share link's referrer (parent_id) on launch and on every return from a link; on H5 the
  // address bar's hash holds the current query (Taro hands every show the launch query)
  useDidShow((options) => {
    captureReferrer(process.env.TARO_ENV === 'h5' ? hashQuery(window.location.hash) : options?.query)
    void bindPendingReferrer()
    checkForUpdate()
  })
  return children
}
