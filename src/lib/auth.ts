import Taro from '@tarojs/taro'
import { AFTER_LOGIN_DELAY, TOAST_LOGIN } from '@/constants'
import { t } from '@/i18n'
import { PAGES, needsLogin, pageUrl, routeOf } from '@/routes'
import { isLoggedIn } from '@/store/session'
import { confirm } from './dialog'
import { navigateTo, openPage, redirectTo, switchTab } from './navigation'
import { toast } from './toast'

// The login check of docs/product.md (Roles) and the after-login redirect of docs/product.md (States).

/** Opens the login page unless it is already the current page. */
export function goLogin(): void {
  const pages = Taro.getCurrentPages()
  const current = pages[pages.length - 1]?.route
  if (current && routeOf(current) === PAGES.login.path) return
  navigateTo(pageUrl('login')).catch(() => undefined)
}

/**
 * True when logged in. Otherwise, silently (the default) goes to the login page, or with
 * ask: true first asks '温馨提示' / '您还未登录，是否去登录？' and goes to login on confirm.
 */
export async function checkLogin(options: { ask?: boolean } = {}): Promise<boolean> {
  if (isLoggedIn()) return true
  if (!options.ask) {
    goLogin()
    return false
  }
  if (await confirm({ title: t('auth.tipTitle'), content: t('auth.notLoggedIn') })) goLogin()
  return false
}

/**
 * After a successful login: the server's message as a toast for 1.5 s, then after 1 s the
 * takeaway red-packet page when the login type is 1, otherwise the me tab.
 */
export function afterLogin(msg: string, loginType: number | undefined): Promise<void> {
  toast(msg, TOAST_LOGIN)
  return new Promise((resolve) => {
    setTimeout(() => {
      const go = Number(loginType) === 1 ? redirectTo(pageUrl('takeawayCoupons')) : switchTab(pageUrl('me'))
      go.catch(() => undefined).then(() => resolve())
    }, AFTER_LOGIN_DELAY)
  })
}

/**
 * Opens a page from a menu: a page that needs an account (the registry's `login`) goes through the
 * login check first. A repeated tap while the page opens is ignored.
 */
export async function visit(url: string): Promise<void> {
  try {
    if (needsLogin(url) && !(await checkLogin())) return
    await openPage(url)
  } catch {
    // a repeated tap while the page opens: nothing to tell the user
  }
}
