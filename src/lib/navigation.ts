import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { isTabPage, pageOf, pageUrl, routeOf } from '@/routes'

// Navigation rules of docs/product.md (Screens and navigation, Validation): tab pages only by tab switch and a tab switch only to
// tab pages; a navigation needs a url; a repeated navigation to the same url while one is in
// progress, and a navigation to a page that does not exist, are rejected.

export class NavigationError extends Error {
  constructor(message: string, readonly reason: 'no-url' | 'not-found' | 'tab' | 'not-tab' | 'busy') {
    super(message)
    this.name = 'NavigationError'
  }
}

const inProgress = new Set<string>()

export function pageExists(url: string): boolean {
  return pageOf(url) !== undefined
}

/** A url with a query stays; a route without its leading slash gets it; '/' becomes the home page. */
export function normalizeUrl(url: string): string {
  const [path, query] = url.split('?')
  const route = routeOf(path)
  return `/${route}${query ? `?${query}` : ''}`
}

/** Checks a url against the rules and returns the normalized url, or throws NavigationError. */
export function checkNavigation(url: string | undefined | null, kind: 'page' | 'tab' | 'relaunch'): string {
  if (!url) throw new NavigationError(t('nav.urlRequired'), 'no-url')
  const target = normalizeUrl(url)
  if (!pageExists(target)) throw new NavigationError(`${t('nav.pageNotFound')}: ${target}`, 'not-found')
  if (kind === 'page' && isTabPage(target)) throw new NavigationError(t('nav.tabNotAllowed'), 'tab')
  if (kind === 'tab' && !isTabPage(target)) throw new NavigationError(t('nav.onlyTab'), 'not-tab')
  if (inProgress.has(target)) throw new NavigationError(t('nav.busy'), 'busy')
  return target
}

async function run(target: string, go: () => Promise<unknown>): Promise<void> {
  inProgress.add(target)
  try {
    await go()
  } finally {
    inProgress.delete(target)
  }
}

export async function navigateTo(url: string): Promise<void> {
  const target = checkNavigation(url, 'page')
  await run(target, () => Taro.navigateTo({ url: target }))
}

export async function redirectTo(url: string): Promise<void> {
  const target = checkNavigation(url, 'page')
  await run(target, () => Taro.redirectTo({ url: target }))
}

export async function switchTab(url: string): Promise<void> {
  const target = checkNavigation(url, 'tab')
  await run(target, () => Taro.switchTab({ url: target.split('?')[0] }))
}

export async function reLaunch(url: string): Promise<void> {
  const target = checkNavigation(url, 'relaunch')
  await run(target, () => Taro.reLaunch({ url: target }))
}

/** Opens any page by the right method: a tab switch for tab pages, navigateTo for the rest. */
export function openPage(url: string): Promise<void> {
  return isTabPage(url) ? switchTab(url) : navigateTo(url)
}

/**
 * A page's query parameters: Taro's `$taroParams` (set on load on every platform; on H5 a page's
 * `options` is only what navigateTo passed, often `{}`), else the mini-program's `options`.
 */
function paramsOf(page: Taro.Page): Record<string, unknown> {
  return (page as { $taroParams?: Record<string, unknown> }).$taroParams ?? page.options ?? {}
}

/**
 * To `url` (a page and its query): back when that very page is the one below this one (it reloads
 * on show), else in this page's place, so the stack never holds it twice.
 */
export function backOrRedirectTo(url: string): Promise<unknown> {
  const target = normalizeUrl(url)
  const [path, query] = target.split('?')
  const pages = Taro.getCurrentPages()
  const below = pages[pages.length - 2]
  const params = below ? paramsOf(below) : {}
  const same = !!below?.route && routeOf(below.route) === routeOf(path) &&
    [...new URLSearchParams(query)].every(([key, value]) => String(params[key]) === value)
  return same ? Taro.navigateBack({ delta: 1 }) : redirectTo(target)
}

/**
 * The back button: with a single page in history (a page opened by a link, or the app reloaded on
 * the return from a payment provider) go to `root`, the home page unless the page says where it
 * belongs; otherwise back one page.
 */
export function goBack(root = pageUrl('home')): Promise<unknown> {
  const depth = Taro.getCurrentPages().length
  if (depth <= 1) return Taro.reLaunch({ url: normalizeUrl(root) })
  return Taro.navigateBack({ delta: 1 })
}

/** For tests: forget navigations that never settled. */
export function resetNavigationState(): void {
  inProgress.clear()
}
