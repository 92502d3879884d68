import Taro from '@tarojs/taro'
import { appConfig } from '@/api/config'
import { isTabPage, pageUrl } from '@/routes'

// App updates (docs/decisions.md "App updates"). The mini-program: WeChat downloads a new version
// and says so (getUpdateManager's onUpdateReady). H5: the server answers the id of the build it
// serves (appConfig h5_build), checked on coming back to the foreground at most every 10 minutes
// against this build's own (BUILD_ID). Either way the app offers a restart on
// /pages/lq-upgrade/upgrade, and only from a tab page: a payment, a cash-out or a form being
// filled is never a tab page, so nothing in progress is interrupted; elsewhere it waits for a later show.

declare const BUILD_ID: string
/** This build's id (config/build-id.ts); '' in tests and tools that do not define it. */
export const APP_BUILD: string = typeof BUILD_ID === 'string' ? BUILD_ID : ''
export const CHECK_EVERY_MS = 600_000

// the H5 page just loaded is the served build: the first check comes CHECK_EVERY_MS after the start, not at launch
const state = { checked: Date.now(), ready: false, offered: '' }

/** Whether the H5 check is due: at most every CHECK_EVERY_MS. */
export const checkDue = (now: number, last: number) => now - last >= CHECK_EVERY_MS

/** The served build to offer, or null: a known id other than ours, not offered already this session. */
export function newBuild(own: string, served: string | undefined, offered: string): string | null {
  return own && served && served !== own && served !== offered ? served : null
}

/** The current page's route ('' before any page). */
function currentRoute(): string {
  const pages = Taro.getCurrentPages()
  return pages[pages.length - 1]?.route ?? ''
}

/** Opens the upgrade page when the user is on a tab page; answers whether it did. */
function offer(): boolean {
  if (!isTabPage(currentRoute())) return false
  Taro.navigateTo({ url: pageUrl('upgrade') }).catch(() => undefined)
  return true
}

/** The mini-program: listens once for a downloaded version (at launch). */
export function watchMiniProgramUpdate(): void {
  Taro.getUpdateManager?.()?.onUpdateReady(() => {
    state.ready = true
    if (offer()) state.ready = false
  })
}

/** On every show of the app: offer a downloaded mini-program version, or check the H5 build (ours: `own`). */
export function checkForUpdate(now = Date.now(), own = APP_BUILD): void {
  if (process.env.TARO_ENV !== 'h5') {
    if (state.ready && offer()) state.ready = false
    return
  }
  if (!checkDue(now, state.checked)) return
  state.checked = now
  appConfig({ silent: true })
    .then((res) => {
      const build = newBuild(own, res.result?.h5_build, state.offered)
      if (build && offer()) state.offered = build
    })
    .catch(() => undefined)
}
