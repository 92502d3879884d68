import { getOfficialAccountInfo, wechatLogin } from '@/api/login'
import type { LoginResult } from '@api-types/login'
import type { ApiResponse } from '@api-types/envelope'
import { t } from '@/i18n'
import { toast } from './toast'

// Messaging-platform (WeChat) login on H5 (docs/product.md: Calls): redirect to the official account's OAuth page
// with the appid, the login page as the return target and scope snsapi_userinfo; the code that
// comes back is exchanged through /api/login/wechatLogin. A user who refuses comes back with our
// state and no code, and reads 授权失败 (like the request client, this module says what failed).
// The mini-program uses wechatLogin.weapp.ts (Taro.login) instead.

export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize'
export const OAUTH_STATE = 'fanbei_login'

export function authorizeUrl(appid: string, redirectUri: string, base: string = WECHAT_AUTHORIZE_URL): string {
  const query = `appid=${encodeURIComponent(appid)}&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=snsapi_userinfo&state=${OAUTH_STATE}`
  return `${base}?${query}#wechat_redirect`
}

/** The login page of this H5 app, wherever it is served from. */
export function loginReturnUrl(location: { origin: string; pathname: string }): string {
  return `${location.origin}${location.pathname}#/pages/login/login`
}

/**
 * What WeChat sent back with our state, before or after the hash: the code, '' when it came back
 * without one (the user refused), null when the page was not opened by WeChat's return.
 */
function oauthReturn(location: { search: string; hash: string }): string | null {
  const fromQuery = (query: string) => {
    const params = new URLSearchParams(query)
    return params.get('state') === OAUTH_STATE ? params.get('code') || '' : null
  }
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : ''
  const answers = [fromQuery(location.search.replace(/^\?/, '')), fromQuery(hashQuery)]
  return answers.find((code) => code) ?? answers.find((code) => code !== null) ?? null
}

/** The OAuth code WeChat sends back, before or after the hash, or '' when there is none. */
export function oauthCode(location: { search: string; hash: string }): string {
  return oauthReturn(location) || ''
}

/** Sends the browser to the OAuth page; resolves null because the page unloads. */
export async function startWechatLogin(): Promise<ApiResponse<LoginResult> | null> {
  const res = await getOfficialAccountInfo()
  window.location.href = authorizeUrl(res.result.appid, loginReturnUrl(window.location), res.result.authorize_url)
  return null
}

/**
 * After the redirect: exchanges the code once, or says 授权失败 when WeChat came back without one;
 * either way the return leaves the address bar, so a reload repeats neither.
 */
export async function finishWechatLogin(): Promise<ApiResponse<LoginResult> | null> {
  const code = oauthReturn(window.location)
  if (code === null) return null
  window.history.replaceState(null, '', loginReturnUrl(window.location))
  if (!code) {
    toast(t('auth.failed'))
    return null
  }
  return wechatLogin({ code })
}
