import crypto from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { WechatConfig } from '../config'
import type { Db } from '../db/driver'
import { wechatCredentials } from '../db/schema'
import { lockFor } from '../db/locks'

// WeChat: the official account's web OAuth and JS-SDK ticket, and the mini-program's
// jscode2session and unlimited mini-program code (wxacode.getUnlimited), over WeChat's HTTP API. WECHAT_PROVIDER=official talks to WeChat itself; 'dev'
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

/** What a mini-program code opens: the page (a path without a leading slash or query) with its scene. */
export interface MiniProgramCodeRequest {
  /** At most 32 visible characters (WeChat's limit); the page reads it from its `scene` query. */
  scene: string
  page: string
  /** The code's width in px (WeChat: 280 to 1280). */
  width: number
}

/** The person behind a mini-program login code (session_key is not kept: nothing here decrypts). */
export interface WechatMiniSession {
  openid: string
  unionid: string | null
}

/** A message to one user (notifications: docs/server.md "Notifications"). */
export interface WechatMessage {
  /** The notification's outbox id: sent as client_msg_id, so WeChat drops a repeat of one notification. */
  idempotencyKey: string
  openid: string
  templateId: string
  /** The mini-program page it opens (a path with its query, no leading slash). */
  page?: string
  /** The template's fields (thing1, thing2, time3 ...), each shown as its value. */
  data: Record<string, string>
}

export interface WechatProvider {
  oauthUser(code: string): Promise<WechatOAuthUser>
  miniSession(code: string): Promise<WechatMiniSession>
  /** The official account's current jsapi_ticket (cached for its lifetime). */
  jsapiTicket(): Promise<string>
  /** The mini-program's unlimited code (wxacode.getUnlimited) as PNG bytes. */
  miniProgramCode(request: MiniProgramCodeRequest): Promise<Buffer>
  /** A mini-program subscription message (订阅消息, subscribeMessage.send); the user must have accepted its template. */
  sendSubscribeMessage(message: WechatMessage): Promise<void>
  /** An official-account template message (template/send), opening the mini-program page when one is configured. */
  sendTemplateMessage(message: WechatMessage): Promise<void>
  /** Whether the user (official-account openid) follows the official account (user/info's subscribe). */
  followsOfficialAccount(openid: string): Promise<boolean>
}

export const WECHAT_TIMEOUT_MS = 5000
/** Cached credentials are renewed this long before WeChat says they expire. */
const RENEW_BEFORE_MINUTES = 5
/** WeChat's answers meaning the access_token is no longer valid (another holder renewed it, or it expired). */
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

const accessTokenName = (app: WechatApp) => `access_token:${app.appId}`

/** A refusal meaning the access_token is no longer valid. */
const tokenInvalid = (err: unknown): boolean => err instanceof WechatApiError && err.errcode !== null && TOKEN_INVALID.has(err.errcode)

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** Template fields as WeChat takes them: each {value}. */
const wechatData = (data: Record<string, string>) => Object.fromEntries(Object.entries(data).map(([key, value]) => [key, { value }]))

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

  /** POST with a JSON body to an API that answers {errcode, errmsg} JSON (message sends). */
  private async postJson(api: string, accessToken: string, body: unknown): Promise<Answer> {
    let text: string
    try {
      const url = `${this.options.apiBase().replace(/\/+$/, '')}${api}?${new URLSearchParams({ access_token: accessToken })}`
      const res = await fetch(url, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS),
      })
      text = await res.text()
      if (!res.ok) throw new WechatApiError(api, null, `HTTP ${res.status}`)
    } catch (err) {
      if (err instanceof WechatApiError) throw err
      // The message only: the URL carries the access token.
      throw new WechatApiError(api, null, (err as Error).message)
    }
    let answer: Answer
    try {
      answer = JSON.parse(text) as Answer
    } catch {
      throw new WechatApiError(api, null, 'answer is not JSON')
    }
    if (typeof answer?.errcode === 'number' && answer.errcode !== 0) throw new WechatApiError(api, answer.errcode, String(answer.errmsg ?? ''))
    return answer
  }

  /**
   * POST with a JSON body to an API that answers bytes (an image) on success and
   * {errcode, errmsg} JSON on failure (wxacode.getUnlimited).
   */
  private async postForBytes(api: string, accessToken: string, body: unknown): Promise<Buffer> {
    let res: Response
    let bytes: Buffer
    try {
      const url = `${this.options.apiBase().replace(/\/+$/, '')}${api}?${new URLSearchParams({ access_token: accessToken })}`
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS),
      })
      bytes = Buffer.from(await res.arrayBuffer())
    } catch (err) {
      // The message only: the URL carries the access token.
      throw new WechatApiError(api, null, (err as Error).message)
    }
    if (!res.ok) throw new WechatApiError(api, null, `HTTP ${res.status}`)
    if (!/json|text/.test(res.headers.get('content-type') ?? '') && bytes.length > 0) return bytes
    let answer: Answer
    try {
      answer = JSON.parse(bytes.toString('utf8')) as Answer
    } catch {
      throw new WechatApiError(api, null, 'answer is neither an image nor JSON')
    }
    const errcode = typeof answer?.errcode === 'number' ? answer.errcode : null
    throw new WechatApiError(api, errcode, String(answer?.errmsg ?? 'answer without an image'))
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
    const api = '/cgi-bin/ticket/getticket'
    return this.withCredential(this.options.official, 'jsapi_ticket', async (accessToken) => {
      const answer = await this.get(api, { access_token: accessToken, type: 'jsapi' })
      return { value: text(answer, api, 'ticket'), expiresIn: seconds(answer, api) }
    })
  }

  async miniProgramCode({ scene, page, width }: MiniProgramCodeRequest): Promise<Buffer> {
    const api = '/wxa/getwxacodeunlimit'
    if (!this.options.mini) throw new WechatApiError(api, null, 'no mini-program configured (WECHAT_MINI_APP_ID)')
    const body = { scene, page, width, check_path: false, env_version: 'release' }
    return this.withAppToken(this.options.mini, (token) => this.postForBytes(api, token, body))
  }

  async sendSubscribeMessage(m: WechatMessage): Promise<void> {
    const api = '/cgi-bin/message/subscribe/send'
    if (!this.options.mini) throw new WechatApiError(api, null, 'no mini-program configured (WECHAT_MINI_APP_ID)')
    const body = {
      touser: m.openid, template_id: m.templateId, page: m.page, data: wechatData(m.data),
      miniprogram_state: 'formal', lang: 'zh_CN', client_msg_id: m.idempotencyKey,
    }
    await this.withAppToken(this.options.mini, (token) => this.postJson(api, token, body))
  }

  async sendTemplateMessage(m: WechatMessage): Promise<void> {
    const api = '/cgi-bin/message/template/send'
    const mini = this.options.mini
    const body = {
      touser: m.openid, template_id: m.templateId, data: wechatData(m.data), client_msg_id: m.idempotencyKey,
      ...(mini && m.page ? { miniprogram: { appid: mini.appId, pagepath: m.page } } : {}),
    }
    await this.withAppToken(this.options.official, (token) => this.postJson(api, token, body))
  }

  async followsOfficialAccount(openid: string): Promise<boolean> {
    const api = '/cgi-bin/user/info'
    const answer = await this.withAppToken(this.options.official, (token) => this.get(api, { access_token: token, openid, lang: 'zh_CN' }))
    return answer.subscribe === 1
  }

  /** A call with an app's access_token; one refused for a stale token renews it once and tries again. */
  private async withAppToken<T>(app: WechatApp, call: (token: string) => Promise<T>): Promise<T> {
    try {
      return await call(await this.appAccessToken(app))
    } catch (err) {
      if (!tokenInvalid(err)) throw err
      await this.db.delete(wechatCredentials).where(eq(wechatCredentials.name, accessTokenName(app)))
      return call(await this.appAccessToken(app))
    }
  }

  /**
   * A credential cached in wechat_credentials (`<kind>:<appid>`), fetched with the app's
   * access_token when missing or about to expire. One refresh at a time across requests and server
   * processes: whoever waited finds it cached. A fetch refused for a stale access_token renews the
   * token once.
   */
  private async withCredential(
    app: WechatApp, kind: string, fetchIt: (accessToken: string) => Promise<{ value: string; expiresIn: number }>,
  ): Promise<string> {
    const name = `${kind}:${app.appId}`
    const cached = await this.cached(this.db, name)
    if (cached) return cached
    return this.db.transaction(async (tx) => {
      await lockFor(tx, 'wechat_credentials', app.appId)
      const fresh = await this.cached(tx, name)
      if (fresh) return fresh
      let got: { value: string; expiresIn: number }
      try {
        got = await fetchIt(await this.accessToken(tx, app))
      } catch (err) {
        if (!tokenInvalid(err)) throw err
        await tx.delete(wechatCredentials).where(eq(wechatCredentials.name, accessTokenName(app)))
        got = await fetchIt(await this.accessToken(tx, app))
      }
      await this.store(tx, name, got.value, got.expiresIn)
      return got.value
    })
  }

  /** An app's access_token outside any transaction: the cached one, else fetched under the lock. */
  private async appAccessToken(app: WechatApp): Promise<string> {
    const cached = await this.cached(this.db, accessTokenName(app))
    if (cached) return cached
    return this.db.transaction(async (tx) => {
      await lockFor(tx, 'wechat_credentials', app.appId)
      return this.accessToken(tx, app)
    })
  }

  /** An app's access_token; call under the credentials lock. */
  private async accessToken(tx: Db, app: WechatApp): Promise<string> {
    const name = accessTokenName(app)
    const cached = await this.cached(tx, name)
    if (cached) return cached
    const api = '/cgi-bin/token'
    const answer = await this.get(api, { grant_type: 'client_credential', appid: app.appId, secret: app.appSecret })
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
