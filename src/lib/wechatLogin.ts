import { getOfficialAccountInfo, wechatLogin } from '@/api/login'
import type { LoginResult } from '@api-types/login'
import type { ApiResponse } from '@api-types/envelope'

// Messaging-platform (WeChat) login on H5 (spec 7): redirect to the official account's OAuth page
// with the appid, the login page as the return target and scope snsapi_userinfo; the code that
// comes back is exchanged through /api/login/wechatLogin. The mini-program uses
// wechatLogin.weapp.ts (Taro.login) instead.

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

/** The OAuth code WeChat sends back, before or after the hash, or '' when there is none. */
export function oauthCode(location: { search: string; hash: string }): string {
  const fromQuery = (query: string) => {
    const params = new URLSearchParams(query)
    return params.get('state') === OAUTH_STATE ? params.get('code') || '' : ''
  }
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : ''
  return fromQuery(location.search.replace(/^\?/, '')) || fromQuery(hashQuery)
}

/** Sends the browser to the OAuth page; resolves null because the page unloads. */
export async function startWechatLogin(): Promise<ApiResponse<LoginResult> | null> {
  const res = await getOfficialAccountInfo()
  window.location.href = authorizeUrl(res.result.appid, loginReturnUrl(window.location), res.result.authorize_url)
  return null
}

/** After the redirect: exchanges the code once and removes it from the address bar. */
export async function finishWechatLogin(): Promise<ApiResponse<LoginResult> | null> {
  const code = oauthCode(window.location)
  if (!code) return null
  window.history.replaceState(null, '', loginReturnUrl(window.location))
  return wechatLogin({ code })
}
