import crypto from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { WechatConfig } from '../config'
import type { Db } from '../db/driver'
import { wechatCredentials } from '../db/schema'
import { lockFor } from '../db/locks'

// WeChat: the official account's web OAuth and JS-SDK ticket, and the mini-program's
// jscode2session, over WeChat's HTTP API. WECHAT_PROVIDER=official talks to WeChat itself; 'dev'
// runs the same client against the stand-in mounted on this server at /dev/wechat
// (dev/wechatFake.ts), so development and tests exercise this code path too.

/** A failed WeChat call: errcode from WeChat's {errcode, errmsg} answer, or null when the call itself failed. */
export class WechatApiError extends Error {
  constructor(readonly api: string, readonly errcode: number | null, readonly errmsg: string) {
    super(`WeChat ${api}: ${errcode ?? 'request failed'} ${errmsg}`)
    this.name = 'WechatApiError'
  }
}

export interface WechatApp {
  appId: string
  appSecret: string
}

/** The person behind an official-account OAuth code (scope snsapi_userinfo). */
export interface WechatOAuthUser {
  openid: string
  /** Present when the account is bound to an open-platform account. */
  unionid: string | null
  nickname: string
  avatar: string
}

/** The person behind a mini-program login code (session_key is not kept: nothing here decrypts). */
export interface WechatMiniSession {
  openid: string
  unionid: string | null
}

export interface WechatProvider {
  oauthUser(code: string): Promise<WechatOAuthUser>
  miniSession(code: string): Promise<WechatMiniSession>
  /** The official account's current jsapi_ticket (cached for its lifetime). */
  jsapiTicket(): Promise<string>
}

export const WECHAT_TIMEOUT_MS = 5000
/** Cached credentials are renewed this long before WeChat says they expire. */
const RENEW_BEFORE_MINUTES = 5
/** getticket's answers meaning the access_token is no longer valid (another holder renewed it, or it expired). */
const TOKEN_INVALID = new Set([40001, 42001, 40014])

type Answer = Record<string, unknown>

function text(answer: Answer, api: string, field: string): string {
  const value = answer[field]
  if (typeof value !== 'string' || value === '') throw new WechatApiError(api, null, `answer without ${field}`)
  return value
}

function seconds(answer: Answer, api: string): number {
  const value = answer.expires_in
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new WechatApiError(api, null, 'answer without expires_in')
  return value
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** The JS-SDK signature: sha1 over the ticket, nonce, timestamp and the page url without its hash. */
export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const page = url.split('#')[0]
  return crypto.createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`).digest('hex')
}

export interface WechatClientOptions {
  /** WeChat's API base, read per call (the dev stand-in's address is known only once the server listens). */
  apiBase: () => string
  official: WechatApp
  /** null when no mini-program is configured: mini-program logins are then refused. */
  mini: WechatApp | null
  /** app.clock: whether a stored credential is still fresh, and when a new one expires. */
  clock: Clock
}

export class WechatClient implements WechatProvider {
  constructor(private readonly db: Db, private readonly options: WechatClientOptions) {}

  /** GET on WeChat's API; WeChat reports errors as {errcode, errmsg} with HTTP 200. */
  private async get(api: string, params: Record<string, string>): Promise<Answer> {
    let body: string
    try {
      const url = `${this.options.apiBase().replace(/\/+$/, '')}${api}?${new URLSearchParams(params)}`
      const res = await fetch(url, { signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS) })
      body = await res.text()
      if (!res.ok) throw new WechatApiError(api, null, `HTTP ${res.status}`)
    } catch (err) {
      if (err instanceof WechatApiError) throw err
      // The message only: the URL carries the app secret.
      throw new WechatApiError(api, null, (err as Error).message)
    }
    let answer: unknown
    try {
      answer = JSON.parse(body)
    } catch {
      throw new WechatApiError(api, null, 'answer is not JSON')
    }
    if (!answer || typeof answer !== 'object') throw new WechatApiError(api, null, 'answer is not an object')
    const { errcode, errmsg } = answer as Answer
    if (typeof errcode === 'number' && errcode !== 0) throw new WechatApiError(api, errcode, String(errmsg ?? ''))
    return answer as Answer
  }

  async oauthUser(code: string): Promise<WechatOAuthUser> {
    const { appId, appSecret } = this.options.official
    const tokenApi = '/sns/oauth2/access_token'
    const grant = await this.get(tokenApi, { appid: appId, secret: appSecret, code, grant_type: 'authorization_code' })
    const openid = text(grant, tokenApi, 'openid')
    const infoApi = '/sns/userinfo'
    const info = await this.get(infoApi, { access_token: text(grant, tokenApi, 'access_token'), openid, lang: 'zh_CN' })
    return {
      openid,
      unionid: optionalText(info.unionid) ?? optionalText(grant.unionid),
      nickname: optionalText(info.nickname) ?? '',
      avatar: optionalText(info.headimgurl) ?? '',
    }
  }

  async miniSession(code: string): Promise<WechatMiniSession> {
    const api = '/sns/jscode2session'
    if (!this.options.mini) throw new WechatApiError(api, null, 'no mini-program configured (WECHAT_MINI_APP_ID)')
    const { appId, appSecret } = this.options.mini
    const session = await this.get(api, { appid: appId, secret: appSecret, js_code: code, grant_type: 'authorization_code' })
    return { openid: text(session, api, 'openid'), unionid: optionalText(session.unionid) }
  }

  async jsapiTicket(): Promise<string> {
    const { appId } = this.options.official
    const ticketName = `jsapi_ticket:${appId}`
    const cached = await this.cached(this.db, ticketName)
    if (cached) return cached
    // One refresh at a time across requests and server processes: whoever waited finds it cached.
    return this.db.transaction(async (tx) => {
      await lockFor(tx, 'wechat_credentials', appId)
      const fresh = await this.cached(tx, ticketName)
      if (fresh) return fresh
      const api = '/cgi-bin/ticket/getticket'
      let answer: Answer
      try {
        answer = await this.get(api, { access_token: await this.accessToken(tx), type: 'jsapi' })
      } catch (err) {
        if (!(err instanceof WechatApiError && err.errcode !== null && TOKEN_INVALID.has(err.errcode))) throw err
        await tx.delete(wechatCredentials).where(eq(wechatCredentials.name, this.accessTokenName()))
        answer = await this.get(api, { access_token: await this.accessToken(tx), type: 'jsapi' })
      }
      const ticket = text(answer, api, 'ticket')
      await this.store(tx, ticketName, ticket, seconds(answer, api))
      return ticket
    })
  }

  private accessTokenName(): string {
    return `access_token:${this.options.official.appId}`
  }

  /** The official account's access_token; call under the credentials lock. */
  private async accessToken(tx: Db): Promise<string> {
    const name = this.accessTokenName()
    const cached = await this.cached(tx, name)
    if (cached) return cached
    const { appId, appSecret } = this.options.official
    const api = '/cgi-bin/token'
    const answer = await this.get(api, { grant_type: 'client_credential', appid: appId, secret: appSecret })
    const token = text(answer, api, 'access_token')
    await this.store(tx, name, token, seconds(answer, api))
    return token
  }

  private async cached(db: Db, name: string): Promise<string | null> {
    const [row] = await db.select({ value: wechatCredentials.value }).from(wechatCredentials)
      .where(and(eq(wechatCredentials.name, name), gt(wechatCredentials.expiresAt, new Date(this.options.clock.now().getTime() + RENEW_BEFORE_MINUTES * 60_000))))
    return row?.value ?? null
  }

  private async store(db: Db, name: string, value: string, expiresIn: number): Promise<void> {
    const expiresAt = new Date(this.options.clock.now().getTime() + expiresIn * 1000)
    await db.insert(wechatCredentials).values({ name, value, expiresAt })
      .onConflictDoUpdate({ target: wechatCredentials.name, set: { value, expiresAt } })
  }
}

/** The client for the configured accounts: WeChat's API, or in dev mode this server's stand-in. */
export function createWechatProvider(config: WechatConfig, db: Db, clock: Clock, devApiBase: () => string): WechatProvider {
  return new WechatClient(db, {
    clock,
    apiBase: config.provider === 'dev' ? devApiBase : () => config.apiBase,
    official: { appId: config.appId, appSecret: config.appSecret },
    mini: config.miniAppId ? { appId: config.miniAppId, appSecret: config.miniAppSecret } : null,
  })
}
