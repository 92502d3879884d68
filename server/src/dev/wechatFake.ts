import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import QRCode from 'qrcode'
import type { WechatConfig } from '../config'

// A stand-in for WeChat's API and OAuth page, for development (WECHAT_PROVIDER=dev
// mounts it at /dev/wechat) and for the tests (mounted on a fastify of their own). It answers the
// endpoints the WeChat client uses the way WeChat does: errors as {errcode, errmsg} with HTTP 200,
// OAuth codes single use and valid 5 minutes, openids per app, unionids shared between the apps.
// getwxacodeunlimit answers a real PNG: a QR code of the scene (not WeChat's round code, but one
// the developer tools can scan to read the scene).
// The authorize page lets a developer pick a demo WeChat user (or type a nickname) and allow or
// refuse, then redirects like WeChat: code and state added before the '#' of redirect_uri.

export interface FakeWechatApp {
  appId: string
  appSecret: string
  /** An official account (OAuth, JS-SDK) or a mini-program (jscode2session). */
  kind: 'official' | 'mini'
  /** Shown on the authorize page. */
  name: string
}

export interface WechatFakeOptions {
  apps: FakeWechatApp[]
  /** The clock, in ms (tests move it to expire codes). */
  now?: () => number
}

/** A WeChat user of the stand-in; the same key means the same person in every app. */
export interface FakeWechatUser {
  key: string
  nickname: string
  /** The avatar's letter and colour hue. */
  initial: string
  hue: number
}

export const DEMO_USERS: readonly FakeWechatUser[] = [
  { key: 'xiaolin', nickname: '小林', initial: '林', hue: 150 },
  { key: 'azhen', nickname: '阿珍', initial: '珍', hue: 330 },
  { key: 'laowang', nickname: '老王', initial: '王', hue: 25 },
]

export const CODE_TTL_MS = 5 * 60_000
const TOKEN_TTL_SECONDS = 7200
const SCOPES = ['snsapi_base', 'snsapi_userinfo']

const ERR = {
  invalidCredential: [40001, 'invalid credential, access_token is invalid or not latest'],
  invalidGrantType: [40002, 'invalid grant_type'],
  invalidOpenid: [40003, 'invalid openid'],
  invalidAppid: [40013, 'invalid appid'],
  invalidCode: [40029, 'invalid code'],
  invalidArgs: [40097, 'invalid args'],
  invalidScene: [40169, 'invalid length for scene, or the data is not json string'],
  invalidPage: [41030, 'invalid page rid'],
  quotaUsedUp: [45009, 'reach max api daily quota limit'],
  invalidSecret: [40125, 'invalid appsecret'],
  codeUsed: [40163, 'code been used'],
  missingCode: [41008, 'missing code'],
  tokenExpired: [42001, 'access_token expired'],
  codeExpired: [42003, 'code expired'],
  unauthorized: [48001, 'api unauthorized'],
  systemBusy: [-1, 'system error'],
  invalidTemplate: [40037, 'invalid template_id'],
  requireSubscribe: [43004, 'require subscribe'],
} as const satisfies Record<string, readonly [number, string]>

type WechatErr = (typeof ERR)[keyof typeof ERR]

function hash28(text: string): string {
  return `o${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 27)}`
}

const randomId = (bytes: number) => crypto.randomBytes(bytes).toString('base64url').replace(/[-_]/g, '0')

/** The openid of a user in one app: stable, different per app (as WeChat's). */
export const fakeOpenid = (appId: string, userKey: string) => hash28(`openid:${appId}:${userKey}`)
/** The unionid of a user: the same in every app. */
export const fakeUnionid = (userKey: string) => hash28(`unionid:${userKey}`)

interface IssuedCode {
  appId: string
  user: FakeWechatUser
  scope: string
  /** Where the avatar is served (the host the browser used). */
  avatarBase: string
  expiresAt: number
  used: boolean
}

interface SnsToken {
  appId: string
  user: FakeWechatUser
  scope: string
  avatarBase: string
  expiresAt: number
}

/** A message the stand-in delivered (subscribeMessage.send or template/send). */
export interface FakeWechatMessage {
  api: 'subscribe' | 'template'
  appId: string
  openid: string
  templateId: string
  page: string | null
  data: Record<string, string>
  clientMsgId: string | null
}

/** The stand-in's state: apps, issued codes and tokens, messages sent (in memory). */
export class WechatFake {
  readonly now: () => number
  private readonly apps = new Map<string, FakeWechatApp>()
  private readonly codes = new Map<string, IssuedCode>()
  private readonly snsTokens = new Map<string, SnsToken>()
  /** The one valid access_token of each app: a new one replaces the old, as on WeChat. */
  private readonly appTokens = new Map<string, { token: string; expiresAt: number }>()
  /** Mini-program codes WeChat still makes today (45009 once used up): lower it to see the refusal. */
  codesLeft = Infinity
  /** The messages sent, in order; a client_msg_id already sent is not sent again (as WeChat's template/send). */
  readonly sent: FakeWechatMessage[] = []
  /** The next this many message sends fail with WeChat's system error (-1), as a busy WeChat does. */
  failSends = 0
  /** Official-account openids that do not follow the account (everyone else does). */
  readonly notFollowing = new Set<string>()

  constructor(options: WechatFakeOptions) {
    for (const app of options.apps) this.apps.set(app.appId, app)
    this.now = options.now ?? Date.now
  }

  app(appId: string | undefined): FakeWechatApp | undefined {
    return appId ? this.apps.get(appId) : undefined
  }

  /** A login code for a user, as WeChat issues after 允许 (OAuth) or wx.login (mini-program). */
  issueCode(appId: string, user: FakeWechatUser, scope = 'snsapi_userinfo', avatarBase = ''): string {
    this.prune()
    const code = randomId(24)
    this.codes.set(code, { appId, user, scope, avatarBase, expiresAt: this.now() + CODE_TTL_MS, used: false })
    return code
  }

  /** Checks appid and secret of an API call: null when right. */
  checkApp(appId: string | undefined, secret: string | undefined, kind?: FakeWechatApp['kind']): WechatErr | null {
    const app = this.app(appId)
    if (!app || (kind && app.kind !== kind)) return ERR.invalidAppid
    if (app.appSecret !== secret) return ERR.invalidSecret
    return null
  }

  /** Uses a code up: its grant, or the error WeChat gives. */
  takeCode(appId: string, code: string | undefined): IssuedCode | WechatErr {
    if (!code) return ERR.missingCode
    const issued = this.codes.get(code)
    if (!issued || issued.appId !== appId) return ERR.invalidCode
    if (issued.used) return ERR.codeUsed
    if (issued.expiresAt <= this.now()) return ERR.codeExpired
    issued.used = true
    return issued
  }

  /**
   * jscode2session takes any code: codes from the real WeChat developer tools cannot be known
   * here. An unknown code stands for a person of its own (a stable openid, no unionid); it is
   * single use all the same.
   */
  takeMiniCode(appId: string, code: string | undefined): IssuedCode | WechatErr {
    if (code && !this.codes.has(code)) {
      this.prune()
      const user = { key: `jscode:${code}`, nickname: '', initial: '', hue: 0 }
      this.codes.set(code, { appId, user, scope: 'snsapi_base', avatarBase: '', expiresAt: this.now() + CODE_TTL_MS, used: false })
    }
    return this.takeCode(appId, code)
  }

  issueSnsToken(grant: IssuedCode): string {
    const token = randomId(48)
    const { appId, user, scope, avatarBase } = grant
    this.snsTokens.set(token, { appId, user, scope, avatarBase, expiresAt: this.now() + TOKEN_TTL_SECONDS * 1000 })
    return token
  }

  snsToken(token: string | undefined): SnsToken | WechatErr {
    const found = token ? this.snsTokens.get(token) : undefined
    if (!found) return ERR.invalidCredential
    if (found.expiresAt <= this.now()) return ERR.tokenExpired
    return found
  }

  issueAppToken(appId: string): string {
    const token = randomId(96)
    this.appTokens.set(appId, { token, expiresAt: this.now() + TOKEN_TTL_SECONDS * 1000 })
    return token
  }

  /** The app whose current access_token this is, or the error WeChat gives. */
  appOfToken(token: string | undefined): string | WechatErr {
    for (const [appId, current] of this.appTokens) {
      if (current.token !== token) continue
      return current.expiresAt <= this.now() ? ERR.tokenExpired : appId
    }
    return ERR.invalidCredential
  }

  /** Forgets codes past their lifetime (a used code is remembered until then, to answer 40163). */
  private prune(): void {
    const now = this.now()
    for (const [code, issued] of this.codes) if (issued.expiresAt <= now) this.codes.delete(code)
    for (const [token, sns] of this.snsTokens) if (sns.expiresAt <= now) this.snsTokens.delete(token)
  }
}

export interface WechatFakePluginOptions {
  fake: WechatFake
}

type Query = Record<string, string | string[] | undefined>

const param = (query: unknown, name: string): string | undefined => {
  const value = (query as Query | undefined)?.[name]
  return typeof value === 'string' ? value : undefined
}

function wechatError(err: WechatErr) {
  return { errcode: err[0], errmsg: `${err[1]} rid: ${randomId(6)}` }
}

const isErr = (value: unknown): value is WechatErr => Array.isArray(value)

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** redirect_uri with the extra parameters added before its '#' fragment, as WeChat does. */
export function withParams(redirectUri: string, params: Record<string, string>): string {
  const cut = redirectUri.indexOf('#')
  const base = cut < 0 ? redirectUri : redirectUri.slice(0, cut)
  const fragment = cut < 0 ? '' : redirectUri.slice(cut)
  const joiner = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&'
  return `${base}${joiner}${new URLSearchParams(params)}${fragment}`
}

interface AuthorizeRequest {
  app: FakeWechatApp
  redirectUri: string
  scope: string
  state: string
}

/** The authorize parameters, or why they are refused (WeChat shows an error page). */
function authorizeRequest(fake: WechatFake, fields: (name: string) => string | undefined): AuthorizeRequest | string {
  const app = fake.app(fields('appid'))
  if (!app || app.kind !== 'official') return 'appid 参数错误'
  const redirectUri = fields('redirect_uri') ?? ''
  let parsed: URL
  try {
    parsed = new URL(redirectUri)
  } catch {
    return 'redirect_uri 参数错误'
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'redirect_uri 参数错误'
  if (fields('response_type') !== 'code') return 'response_type 参数错误'
  const scope = fields('scope') ?? ''
  if (!SCOPES.includes(scope)) return 'scope 参数错误'
  const state = fields('state') ?? ''
  if (state.length > 128) return 'state 参数错误'
  return { app, redirectUri, scope, state }
}

function avatarSvg(initial: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="132" viewBox="0 0 132 132">`
    + `<rect width="132" height="132" fill="hsl(${hue} 55% 55%)"/>`
    + `<text x="66" y="66" dy=".35em" text-anchor="middle" font-family="PingFang SC,Noto Sans CJK SC,sans-serif" font-size="64" fill="#fff">${escapeHtml(initial)}</text></svg>`
}

function avatarUrl(base: string, user: FakeWechatUser): string {
  return `${base}/avatar.svg?${new URLSearchParams({ text: user.initial, hue: String(user.hue) })}`
}

function customUser(nickname: string): FakeWechatUser {
  const hue = crypto.createHash('sha256').update(nickname).digest()[0] * 360 / 256
  return { key: `custom:${nickname}`, nickname, initial: Array.from(nickname)[0] ?? '微', hue: Math.round(hue) }
}

const PAGE_STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#ededed;color:#191919;min-height:100vh;display:flex;flex-direction:column;-webkit-text-size-adjust:100%}
.dev{background:#fff7e0;color:#8a6100;font-size:12px;line-height:1.5;padding:8px 16px;text-align:center;border-bottom:1px solid #f3e2b3}
.top{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:20px 16px 14px;color:#7f7f7f;font-size:13px}
.top .wx{width:40px;height:40px;border-radius:50%;background:#07c160;display:flex;align-items:center;justify-content:center;margin-bottom:8px}
.sheet{background:#fff;border-radius:16px 16px 0 0;padding:22px 20px calc(18px + env(safe-area-inset-bottom))}
.app{display:flex;align-items:center;gap:10px;font-size:15px;font-weight:600}
.app .logo{width:26px;height:26px;border-radius:6px;background:#ff5b2e;color:#fff;font-size:15px;display:flex;align-items:center;justify-content:center}
h1{font-size:18px;font-weight:600;margin:16px 0 4px;line-height:1.4}
.sub{font-size:13px;color:#7f7f7f;margin-bottom:12px}
.users{border-top:1px solid #eee}
.user{display:flex;align-items:center;gap:12px;padding:10px 2px;border-bottom:1px solid #eee;cursor:pointer}
.user img,.user .blank{width:40px;height:40px;border-radius:6px;flex:none}
.user .blank{background:#f2f2f2;color:#b2b2b2;font-size:22px;display:flex;align-items:center;justify-content:center}
.user .who{flex:1;min-width:0}
.user .name{font-size:16px}
.user .id{font-size:11px;color:#b2b2b2;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-family:Menlo,monospace}
.user input[type=radio]{appearance:none;-webkit-appearance:none;width:20px;height:20px;border-radius:50%;border:1.5px solid #c8c8c8;flex:none}
.user input[type=radio]:checked{border:6px solid #07c160}
.user input[type=text]{width:100%;border:0;border-bottom:1px solid #e5e5e5;font-size:15px;padding:4px 0;outline:none;background:transparent}
.user input[type=text]:focus{border-bottom-color:#07c160}
.error{color:#fa5151;font-size:13px;margin-top:8px}
.actions{display:flex;gap:12px;margin-top:20px}
.actions button{flex:1;height:44px;border:0;border-radius:8px;font-size:17px;font-weight:600}
.deny{background:#f2f2f2;color:#07c160}
.allow{background:#07c160;color:#fff}
.actions button:active{opacity:.8}
.fail{margin:auto;padding:40px 24px;text-align:center}
.fail h1{font-size:20px;margin-bottom:12px}
.fail p{color:#7f7f7f;font-size:14px;line-height:1.6}
`

const WECHAT_ICON = '<svg width="24" height="24" viewBox="0 0 24 24" fill="#fff" aria-hidden="true"><path d="M9 4C5.1 4 2 6.6 2 9.8c0 1.8 1 3.4 2.6 4.5L4 16.5l2.5-1.3c.8.2 1.6.4 2.5.4h.4a5.3 5.3 0 0 1-.2-1.4c0-3.3 3.1-5.9 7-5.9h.4C15.9 5.7 12.8 4 9 4zm-2.6 3.5a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm5.2 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zM16.2 9.4c-3.3 0-5.9 2.2-5.9 4.9s2.6 4.9 5.9 4.9c.7 0 1.3-.1 2-.3l2 1.1-.5-1.8c1.4-.9 2.3-2.3 2.3-3.9 0-2.7-2.6-4.9-5.8-4.9zm-2 2.8a.8.8 0 1 1 0 1.5.8.8 0 0 1 0-1.5zm4 0a.8.8 0 1 1 0 1.5.8.8 0 0 1 0-1.5z"/></svg>'

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">`
    + `<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,viewport-fit=cover">`
    + `<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body>`
    + `<div class="dev">开发环境 · 模拟的微信授权页，不连接真实微信</div>${body}</body></html>`
}

function errorPage(reason: string): string {
  return page('微信授权', `<div class="fail"><h1>Oops! Something went wrong:(</h1><p>${escapeHtml(reason)}</p></div>`)
}

function authorizePage(req: AuthorizeRequest, avatarBase: string, chosen: string, nickname: string, error: string): string {
  const hidden = Object.entries({ appid: req.app.appId, redirect_uri: req.redirectUri, response_type: 'code', scope: req.scope, state: req.state })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`).join('')
  const demo = DEMO_USERS.map((user) => `<label class="user"><img src="${escapeHtml(avatarUrl(avatarBase, user))}" alt="">`
    + `<span class="who"><span class="name">${escapeHtml(user.nickname)}</span><span class="id">openid ${fakeOpenid(req.app.appId, user.key)}</span></span>`
    + `<input type="radio" name="user" value="${user.key}"${chosen === user.key ? ' checked' : ''}></label>`).join('')
  const custom = `<label class="user"><span class="blank">+</span><span class="who">`
    + `<input type="text" name="nickname" maxlength="20" placeholder="其他用户：输入微信昵称" value="${escapeHtml(nickname)}" onfocus="this.form.user.value='custom'"></span>`
    + `<input type="radio" name="user" value="custom"${chosen === 'custom' ? ' checked' : ''}></label>`
  const appInitial = escapeHtml(Array.from(req.app.name)[0] ?? '?')
  return page('微信授权', `<div class="top"><div class="wx">${WECHAT_ICON}</div>微信授权登录</div>`
    + `<form class="sheet" method="post" action="authorize">${hidden}`
    + `<div class="app"><span class="logo">${appInitial}</span>${escapeHtml(req.app.name)}</div>`
    + `<h1>申请获得你的公开信息（昵称、头像）</h1><p class="sub">选择用来登录的微信用户</p>`
    + `<div class="users">${demo}${custom}</div>`
    + (error ? `<p class="error">${escapeHtml(error)}</p>` : '')
    + `<div class="actions"><button class="deny" name="action" value="deny">拒绝</button>`
    + `<button class="allow" name="action" value="allow">允许</button></div></form>`)
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body)
}

/** The stand-in's routes; register with a prefix (the app uses /dev/wechat). */
export default async function wechatFakePlugin(app: FastifyInstance, { fake }: WechatFakePluginOptions): Promise<void> {
  const prefix = app.prefix
  const baseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${prefix}`

  // The authorize form posts urlencoded fields (the app itself only parses JSON).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })

  app.get('/connect/oauth2/authorize', async (request, reply) => {
    const req = authorizeRequest(fake, (name) => param(request.query, name))
    if (typeof req === 'string') return html(reply, 400, errorPage(req))
    return html(reply, 200, authorizePage(req, baseOf(request), DEMO_USERS[0].key, '', ''))
  })

  app.post('/connect/oauth2/authorize', async (request, reply) => {
    const field = (name: string) => param(request.body, name)
    const req = authorizeRequest(fake, field)
    if (typeof req === 'string') return html(reply, 400, errorPage(req))
    if (field('action') !== 'allow') return reply.redirect(withParams(req.redirectUri, { state: req.state }), 302)
    const chosen = field('user') ?? ''
    const nickname = (field('nickname') ?? '').trim().slice(0, 20)
    let user = DEMO_USERS.find((u) => u.key === chosen)
    if (chosen === 'custom') {
      if (!nickname) return html(reply, 200, authorizePage(req, baseOf(request), chosen, nickname, '请输入微信昵称'))
      user = customUser(nickname)
    }
    if (!user) return html(reply, 200, authorizePage(req, baseOf(request), DEMO_USERS[0].key, nickname, '请选择一个微信用户'))
    const code = fake.issueCode(req.app.appId, user, req.scope, baseOf(request))
    return reply.redirect(withParams(req.redirectUri, { code, state: req.state }), 302)
  })

  app.get('/avatar.svg', async (request, reply) => {
    const initial = Array.from(param(request.query, 'text') ?? '').slice(0, 1).join('') || '微'
    const hue = Number(param(request.query, 'hue')) % 360 || 0
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(avatarSvg(initial, hue))
  })

  app.get('/sns/oauth2/access_token', async (request) => {
    const q = (name: string) => param(request.query, name)
    const appErr = fake.checkApp(q('appid'), q('secret'), 'official')
    if (appErr) return wechatError(appErr)
    if (q('grant_type') !== 'authorization_code') return wechatError(ERR.invalidGrantType)
    const grant = fake.takeCode(q('appid')!, q('code'))
    if (isErr(grant)) return wechatError(grant)
    const openid = fakeOpenid(grant.appId, grant.user.key)
    return {
      access_token: fake.issueSnsToken(grant),
      expires_in: TOKEN_TTL_SECONDS,
      refresh_token: randomId(48),
      openid,
      scope: grant.scope,
      unionid: fakeUnionid(grant.user.key),
    }
  })

  app.get('/sns/userinfo', async (request) => {
    const token = fake.snsToken(param(request.query, 'access_token'))
    if (isErr(token)) return wechatError(token)
    if (param(request.query, 'openid') !== fakeOpenid(token.appId, token.user.key)) return wechatError(ERR.invalidOpenid)
    if (token.scope !== 'snsapi_userinfo') return wechatError(ERR.unauthorized)
    return {
      openid: fakeOpenid(token.appId, token.user.key),
      nickname: token.user.nickname,
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: avatarUrl(token.avatarBase, token.user),
      privilege: [],
      unionid: fakeUnionid(token.user.key),
    }
  })

  app.get('/sns/jscode2session', async (request) => {
    const q = (name: string) => param(request.query, name)
    const appErr = fake.checkApp(q('appid'), q('secret'), 'mini')
    if (appErr) return wechatError(appErr)
    if (q('grant_type') !== 'authorization_code') return wechatError(ERR.invalidGrantType)
    const grant = fake.takeMiniCode(q('appid')!, q('js_code'))
    if (isErr(grant)) return wechatError(grant)
    const known = !grant.user.key.startsWith('jscode:')
    return {
      session_key: crypto.randomBytes(16).toString('base64'),
      openid: fakeOpenid(grant.appId, grant.user.key),
      ...(known ? { unionid: fakeUnionid(grant.user.key) } : {}),
    }
  })

  app.get('/cgi-bin/token', async (request) => {
    const q = (name: string) => param(request.query, name)
    if (q('grant_type') !== 'client_credential') return wechatError(ERR.invalidGrantType)
    const appErr = fake.checkApp(q('appid'), q('secret'))
    if (appErr) return wechatError(appErr)
    return { access_token: fake.issueAppToken(q('appid')!), expires_in: TOKEN_TTL_SECONDS }
  })

  app.get('/cgi-bin/ticket/getticket', async (request) => {
    const appId = fake.appOfToken(param(request.query, 'access_token'))
    if (isErr(appId)) return wechatError(appId)
    if (param(request.query, 'type') !== 'jsapi') return wechatError(ERR.invalidArgs)
    return { errcode: 0, errmsg: 'ok', ticket: randomId(64), expires_in: TOKEN_TTL_SECONDS }
  })

  await registerMiniProgramCode(app, fake)
  await registerMessages(app, fake)
}

interface MessageBody {
  touser?: unknown
  template_id?: unknown
  page?: unknown
  miniprogram?: { pagepath?: unknown }
  data?: unknown
  client_msg_id?: unknown
}

/** The message sends and user/info of notifications: recorded in fake.sent and the server log. */
async function registerMessages(app: FastifyInstance, fake: WechatFake): Promise<void> {
  const send = (api: FakeWechatMessage['api'], kind: FakeWechatApp['kind']) => async (request: FastifyRequest) => {
    const appId = fake.appOfToken(param(request.query, 'access_token'))
    if (isErr(appId)) return wechatError(appId)
    if (fake.app(appId)?.kind !== kind) return wechatError(ERR.unauthorized)
    const body = (request.body ?? {}) as MessageBody
    if (typeof body.touser !== 'string' || !body.touser) return wechatError(ERR.invalidOpenid)
    if (typeof body.template_id !== 'string' || !body.template_id) return wechatError(ERR.invalidTemplate)
    if (api === 'template' && fake.notFollowing.has(body.touser)) return wechatError(ERR.requireSubscribe)
    if (fake.failSends > 0) {
      fake.failSends--
      return wechatError(ERR.systemBusy)
    }
    const clientMsgId = typeof body.client_msg_id === 'string' ? body.client_msg_id : null
    if (clientMsgId && fake.sent.some((m) => m.clientMsgId === clientMsgId && m.appId === appId)) return { errcode: 0, errmsg: 'ok' }
    const fields = body.data && typeof body.data === 'object' ? body.data as Record<string, { value?: unknown }> : {}
    const data = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, String(field?.value ?? '')]))
    const page = typeof body.page === 'string' ? body.page : typeof body.miniprogram?.pagepath === 'string' ? body.miniprogram.pagepath : null
    const message: FakeWechatMessage = { api, appId, openid: body.touser, templateId: body.template_id, page, data, clientMsgId }
    fake.sent.push(message)
    request.log.info({ wechatMessage: message }, `dev WeChat: ${api} message sent`)
    return { errcode: 0, errmsg: 'ok', msgid: fake.sent.length }
  }
  app.post('/cgi-bin/message/subscribe/send', send('subscribe', 'mini'))
  app.post('/cgi-bin/message/template/send', send('template', 'official'))

  app.get('/cgi-bin/user/info', async (request) => {
    const appId = fake.appOfToken(param(request.query, 'access_token'))
    if (isErr(appId)) return wechatError(appId)
    const openid = param(request.query, 'openid')
    if (!openid) return wechatError(ERR.invalidOpenid)
    return fake.notFollowing.has(openid) ? { subscribe: 0, openid } : { subscribe: 1, openid, nickname: '', language: 'zh_CN' }
  })
}

/** WeChat's rules for wxacode.getUnlimited: a scene of 1-32 visible characters of this set, a page without its query. */
const SCENE = /^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/
const PAGE = /^[0-9A-Za-z_\-/]+$/

interface CodeBody {
  scene?: unknown
  page?: unknown
  width?: unknown
}

async function registerMiniProgramCode(app: FastifyInstance, fake: WechatFake): Promise<void> {
  app.post('/wxa/getwxacodeunlimit', async (request, reply) => {
    const appId = fake.appOfToken(param(request.query, 'access_token'))
    if (isErr(appId)) return wechatError(appId)
    if (fake.app(appId)?.kind !== 'mini') return wechatError(ERR.unauthorized)
    const { scene, page, width = 430 } = (request.body ?? {}) as CodeBody
    if (typeof scene !== 'string' || !SCENE.test(scene)) return wechatError(ERR.invalidScene)
    if (page !== undefined && (typeof page !== 'string' || page.startsWith('/') || !PAGE.test(page))) return wechatError(ERR.invalidPage)
    if (typeof width !== 'number' || width < 280 || width > 1280) return wechatError(ERR.invalidArgs)
    if (fake.codesLeft <= 0) return wechatError(ERR.quotaUsedUp)
    fake.codesLeft--
    const png = await QRCode.toBuffer(scene, { type: 'png', width: Math.round(width), margin: 2 })
    return reply.type('image/png').send(png)
  })
}

/** Where the app mounts the stand-in in development (WECHAT_PROVIDER=dev). */
export const DEV_WECHAT_PREFIX = '/dev/wechat'

/** The stand-in of the development apps (config's fixed dev credentials). */
export function devWechatFake(config: WechatConfig): WechatFake {
  return new WechatFake({
    apps: [
      { appId: config.appId, appSecret: config.appSecret, kind: 'official', name: config.accountName },
      { appId: config.miniAppId, appSecret: config.miniAppSecret, kind: 'mini', name: config.accountName },
    ],
  })
}

/** http://<address>:<port> of the listening server, as a client on this machine reaches it. */
export function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the server is not listening yet')
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1'
    : address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}
