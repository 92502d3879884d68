import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SMS_PURPOSES, templateEnvKey, type SmsConfig } from './providers/smsCommon'
import type { PaymentConfig, PaymentProviderName } from './providers/payment'
import { ALIPAY_GATEWAY, type AlipayConfig } from './providers/payment/alipay'
import { WECHATPAY_API_BASE, type WechatPayConfig } from './providers/payment/wechatpay'
import type { PayoutConfig } from './providers/payout'
import type { StorageConfig } from './providers/storage'

// Every setting of the server, read from the environment once, with the embedded defaults.
// .env.example at the repository root documents each variable.

/** Where a development server serves the contract's OpenAPI page (and the document at /api-docs/json). */
export const API_DOCS_PREFIX = '/api-docs'

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const REPO_ROOT = path.resolve(SERVER_DIR, '..')

export interface Config {
  /** NODE_ENV=production: JSON log lines only, no development pages (docs/deploy.md). */
  production: boolean
  port: number
  host: string
  /** Embedded database (DATA_DIR/pglite) and uploads (DATA_DIR/uploads). */
  dataDir: string
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | null
  /**
   * The session connections (the migrations' lock, the change bus's LISTEN) straight to PostgreSQL
   * when databaseUrl goes through a transaction-mode pooler (docs/deploy.md); databaseUrl otherwise.
   */
  databaseDirectUrl: string | null
  /** The built H5 app, served at / when it exists. */
  h5Dir: string
  /** The built operator console (admin/dist), served at /admin/ when it exists. */
  adminDir: string
  /** Largest accepted JSON body, bytes. */
  bodyLimit: number
  /** Token lifetime (sliding), days. */
  tokenTtlDays: number
  /**
   * OPS_TOKEN: the operator token of a deployed server, accepted on the operator calls (/ops/) from
   * any address (docs/server.md "Operators"); at least 32 characters. Null: operator calls only
   * with the token file DATA_DIR/ops-token, from loopback.
   */
  opsToken: string | null
  /** METRICS_TOKEN: the bearer token GET /metrics answers (metrics.ts); null: no /metrics. At least 32 characters. */
  metricsToken: string | null
  logLevel: string
  /** SHUTDOWN_TIMEOUT_MS: how long a stopping server waits for its requests in flight and jobs before it exits 1 (main.ts). */
  shutdownTimeoutMs: number
  /** An answer slower than this (ms) is logged as slow; the others are not logged at all. */
  slowRequestMs: number
  /**
   * Whether the development providers (printed codes, the WeChat stand-in) may run: always, unless
   * NODE_ENV=production, where ALLOW_DEV_PROVIDERS=true is needed (a staging server, say).
   */
  allowDevProviders: boolean
  /**
   * DEV_CLOCK=true: the server's clock can be moved forward through POST /dev/clock with the
   * operator token (dev/clock.ts), for browser tests; refused with NODE_ENV=production.
   */
  devClock: boolean
  /**
   * Whether the server serves the contract's OpenAPI document and its browsable page at /api-docs
   * (docs/contract.md "OpenAPI"): in development only, never with NODE_ENV=production.
   */
  apiDocs: boolean
  /**
   * Whom to believe for the client address (X-Forwarded-For), which the per-IP limits count:
   * false (default: the socket address), true (any proxy), or the proxies' addresses/CIDRs,
   * comma-separated.
   */
  trustProxy: boolean | string
  providers: {
    /** SMS_PROVIDER and its settings (providers/smsCommon.ts). */
    sms: SmsConfig
    captcha: { provider: string }
    wechat: WechatConfig
    /** Stored files: 'local' (DATA_DIR/uploads) or 's3' (an S3-compatible bucket): providers/storage. */
    storage: StorageConfig
    /** Address search (search_location): 'dev' searches the seeded places; 'amap' the AMap web service. */
    places: { provider: string; amapKey: string; apiBase: string }
    /** Voucher payments: 'sandbox' (this server's /dev/pay page, signing its notifications with sandboxSecret),
     * 'none' (wallet only), or the real ones, 'wechat' and/or 'alipay' (their keys read at start). */
    payment: PaymentConfig
    /** Takeaway-platform coupon links: 'database' (discount_configs.link tagged with the user) or 'meituan' (the union API). */
    cps: { provider: string; appKey: string; appSecret: string; apiBase: string }
    /** Cash-out payouts: 'manual' (an operator pays by hand and records it) or 'alipay' (Alipay's transfer API). */
    payout: PayoutConfig
  }
}

function str(env: NodeJS.ProcessEnv, key: string, fallback: string): string {
  const v = env[key]
  return v === undefined || v === '' ? fallback : v
}

function int(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const v = env[key]
  if (v === undefined || v === '') return fallback
  const n = Number(v)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${key} must be a non-negative integer, got "${v}"`)
  return n
}

function trustProxy(v: string): boolean | string {
  if (v === 'false') return false
  if (v === 'true') return true
  return v
}

export interface WechatConfig {
  /** 'dev': the stand-in mounted on this server at /dev/wechat; 'official': WeChat itself. */
  provider: 'dev' | 'official'
  /** The official account (H5 OAuth login, JS-SDK). */
  appId: string
  appSecret: string
  /** The mini-program (jscode2session); empty when there is none. */
  miniAppId: string
  miniAppSecret: string
  /** WeChat's API; empty in dev mode (this server's /dev/wechat, known once it listens). */
  apiBase: string
  /** WeChat's OAuth page; empty in dev mode (built from the request's host). */
  authorizeUrl: string
  /** The official account's name, shown by getOfficialAccountInfo when set. */
  accountName: string
  /**
   * The mini-program's subscription-message (订阅消息) template ids by notification kind
   * (WECHAT_SUBSCRIBE_TEMPLATES=proofApproved=id,cashoutPaid=id ...); the app asks the user for them.
   */
  subscribeTemplates: Record<string, string>
  /** The official account's template-message ids by notification kind (WECHAT_MESSAGE_TEMPLATES, same form). */
  messageTemplates: Record<string, string>
}

/** `kind=id,kind=id` (docs/server.md "Notifications") as a record; a pair without '=' stops the start. */
function templateIds(env: NodeJS.ProcessEnv, key: string): Record<string, string> {
  const ids: Record<string, string> = {}
  for (const pair of str(env, key, '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [kind, id] = pair.split('=').map((p) => p.trim())
    if (!kind || !id) throw new Error(`${key}: "${pair}" is not kind=template id`)
    ids[kind] = id
  }
  return ids
}

/** The development stand-in's template ids: one per notification kind, so every kind is delivered offline. */
const DEV_TEMPLATE_KINDS = ['proofApproved', 'proofRefused', 'cashoutPaid', 'cashoutRefused', 'commissionArrived', 'feedbackAnswered',
  'seedingApproved', 'seedingRefused', 'merchantApplicationUpdated', 'prizeShipped']
const devTemplates = (prefix: string) => Object.fromEntries(DEV_TEMPLATE_KINDS.map((kind) => [kind, `${prefix}-${kind}`]))

/** The fixed apps the development stand-in (WECHAT_PROVIDER=dev) knows. */
export const DEV_WECHAT = {
  appId: 'wx0fanbe1dev0h5000',
  appSecret: 'fanbei-dev-official-account-secret',
  miniAppId: 'wx0fanbe1dev0mp000',
  miniAppSecret: 'fanbei-dev-mini-program-secret',
  accountName: '饭贝',
} as const

function wechatConfig(env: NodeJS.ProcessEnv): WechatConfig {
  const provider = str(env, 'WECHAT_PROVIDER', 'dev')
  if (provider === 'dev') {
    return {
      provider, ...DEV_WECHAT, accountName: str(env, 'WECHAT_ACCOUNT_NAME', DEV_WECHAT.accountName), apiBase: '', authorizeUrl: '',
      subscribeTemplates: devTemplates('devSubscribe'), messageTemplates: devTemplates('devTemplate'),
    }
  }
  if (provider !== 'official') throw new Error(`WECHAT_PROVIDER "${provider}" is unknown (use dev or official)`)
  const config: WechatConfig = {
    provider,
    appId: str(env, 'WECHAT_APP_ID', ''),
    appSecret: str(env, 'WECHAT_APP_SECRET', ''),
    miniAppId: str(env, 'WECHAT_MINI_APP_ID', ''),
    miniAppSecret: str(env, 'WECHAT_MINI_APP_SECRET', ''),
    apiBase: str(env, 'WECHAT_API_BASE', 'https://api.weixin.qq.com'),
    authorizeUrl: str(env, 'WECHAT_AUTHORIZE_URL', 'https://open.weixin.qq.com/connect/oauth2/authorize'),
    accountName: str(env, 'WECHAT_ACCOUNT_NAME', ''),
    subscribeTemplates: templateIds(env, 'WECHAT_SUBSCRIBE_TEMPLATES'),
    messageTemplates: templateIds(env, 'WECHAT_MESSAGE_TEMPLATES'),
  }
  if (!config.appId || !config.appSecret) {
    throw new Error('WECHAT_PROVIDER=official needs the official account: set WECHAT_APP_ID and WECHAT_APP_SECRET')
  }
  if (!config.miniAppId !== !config.miniAppSecret) {
    throw new Error('WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET go together: set both (mini-program login) or neither')
  }
  for (const [key, url] of [['WECHAT_API_BASE', config.apiBase], ['WECHAT_AUTHORIZE_URL', config.authorizeUrl]]) {
    if (!/^https?:\/\/\S+$/.test(url)) throw new Error(`${key} must be an http(s) URL, got "${url}"`)
  }
  return config
}

/** A key file's PEM (or bare base64, as Alipay's tools write keys), read at start: a missing or unreadable key stops the start naming its variable. */
function keyFile(env: NodeJS.ProcessEnv, key: string, kind: 'private' | 'public'): crypto.KeyObject {
  const file = env[key]!
  let text: string
  try {
    text = fs.readFileSync(path.resolve(REPO_ROOT, file), 'utf8').trim()
  } catch (err) {
    throw new Error(`${key}: cannot read "${file}" (${(err as NodeJS.ErrnoException).code ?? String(err)})`, { cause: err })
  }
  const der = text.startsWith('-----BEGIN') ? null : Buffer.from(text.replace(/\s+/g, ''), 'base64')
  const attempts: (() => crypto.KeyObject)[] = kind === 'private'
    ? der ? [() => crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }), () => crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs1' })]
      : [() => crypto.createPrivateKey(text)]
    : der ? [() => crypto.createPublicKey({ key: der, format: 'der', type: 'spki' }), () => crypto.createPublicKey({ key: der, format: 'der', type: 'pkcs1' })]
      // WeChat Pay's platform certificate gives its public key
      : text.startsWith('-----BEGIN CERTIFICATE') ? [() => new crypto.X509Certificate(text).publicKey] : [() => crypto.createPublicKey(text)]
  for (const attempt of attempts) {
    let k: crypto.KeyObject
    try {
      k = attempt()
    } catch {
      continue
    }
    if (k.asymmetricKeyType !== 'rsa') throw new Error(`${key}: "${file}" is not an RSA key`)
    return k
  }
  throw new Error(`${key}: "${file}" is not a readable RSA ${kind} key (PEM)`)
}

/** Every variable a real provider needs, or the start stops naming the missing ones. */
function requireSet(env: NodeJS.ProcessEnv, name: string, keys: string[]): void {
  const missing = keys.filter((k) => !env[k])
  if (missing.length) throw new Error(`PAYMENT_PROVIDER "${name}" needs its settings: set ${missing.join(', ')}`)
}

function httpUrl(key: string, url: string, httpsOnly = false): string {
  if (!(httpsOnly ? /^https:\/\/\S+$/ : /^https?:\/\/\S+$/).test(url)) throw new Error(`${key} must be an ${httpsOnly ? 'https' : 'http(s)'} URL, got "${url}"`)
  return url
}

function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const provider = str(env, 'STORAGE_PROVIDER', 'local')
  const endpoint = str(env, 'STORAGE_S3_ENDPOINT', '')
  return {
    provider,
    // local: this server's /uploads; s3: the bucket's own URL unless a CDN is named
    publicBaseUrl: str(env, 'STORAGE_PUBLIC_BASE_URL', provider === 'local' ? '/uploads' : ''),
    s3: {
      bucket: str(env, 'STORAGE_S3_BUCKET', ''),
      region: str(env, 'STORAGE_S3_REGION', ''),
      endpoint: endpoint && httpUrl('STORAGE_S3_ENDPOINT', endpoint),
      accessKeyId: str(env, 'STORAGE_S3_ACCESS_KEY_ID', ''),
      secretAccessKey: str(env, 'STORAGE_S3_SECRET_ACCESS_KEY', ''),
      forcePathStyle: str(env, 'STORAGE_S3_PATH_STYLE', 'false') === 'true',
    },
  }
}

function wechatPayConfig(env: NodeJS.ProcessEnv): WechatPayConfig {
  requireSet(env, 'wechat', ['WECHATPAY_MCH_ID', 'WECHATPAY_APP_ID', 'WECHATPAY_MCH_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY_FILE',
    'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE', 'WECHATPAY_PLATFORM_SERIAL', 'WECHATPAY_API_V3_KEY', 'WECHATPAY_NOTIFY_URL'])
  const apiV3Key = env.WECHATPAY_API_V3_KEY!
  // the AES-256-GCM key of notifications
  if (Buffer.byteLength(apiV3Key, 'utf8') !== 32) throw new Error('WECHATPAY_API_V3_KEY must be the 32 characters of the API v3 key')
  return {
    mchId: env.WECHATPAY_MCH_ID!,
    appId: env.WECHATPAY_APP_ID!,
    miniAppId: str(env, 'WECHATPAY_MINI_APP_ID', ''),
    serialNo: env.WECHATPAY_MCH_SERIAL_NO!,
    privateKey: keyFile(env, 'WECHATPAY_PRIVATE_KEY_FILE', 'private'),
    platformPublicKey: keyFile(env, 'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE', 'public'),
    platformSerial: env.WECHATPAY_PLATFORM_SERIAL!,
    apiV3Key,
    apiBase: httpUrl('WECHATPAY_API_BASE', str(env, 'WECHATPAY_API_BASE', WECHATPAY_API_BASE)),
    // WeChat Pay posts notifications to https URLs only
    notifyUrl: httpUrl('WECHATPAY_NOTIFY_URL', env.WECHATPAY_NOTIFY_URL!, true),
  }
}

function alipayConfig(env: NodeJS.ProcessEnv): AlipayConfig {
  requireSet(env, 'alipay', ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE', 'ALIPAY_NOTIFY_URL'])
  return {
    appId: env.ALIPAY_APP_ID!,
    privateKey: keyFile(env, 'ALIPAY_PRIVATE_KEY_FILE', 'private'),
    alipayPublicKey: keyFile(env, 'ALIPAY_PUBLIC_KEY_FILE', 'public'),
    gateway: httpUrl('ALIPAY_GATEWAY', str(env, 'ALIPAY_GATEWAY', ALIPAY_GATEWAY)),
    notifyUrl: httpUrl('ALIPAY_NOTIFY_URL', env.ALIPAY_NOTIFY_URL!),
  }
}

/**
 * PAYMENT_PROVIDER: sandbox (default, development), none (only the wallet pays), or the real
 * providers, one or both: wechat (pay type 1), alipay (pay type 2), wechat,alipay.
 */
function paymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const provider = str(env, 'PAYMENT_PROVIDER', 'sandbox')
  // a random key per start unless set: sandbox notifications of an earlier run then fail to verify
  const sandboxSecret = str(env, 'PAYMENT_SANDBOX_SECRET', crypto.randomBytes(32).toString('hex'))
  const base = { provider, sandboxSecret, wechat: null, alipay: null }
  if (provider === 'none') return { ...base, names: [] }
  if (provider === 'sandbox') return { ...base, names: ['sandbox'] }
  const names = provider.split(',').map((n) => n.trim())
  if (names.some((n) => n !== 'wechat' && n !== 'alipay') || new Set(names).size !== names.length) {
    throw new Error(`PAYMENT_PROVIDER "${provider}" is unknown (use sandbox, none, wechat, alipay, or wechat,alipay)`)
  }
  return {
    ...base,
    names: names as PaymentProviderName[],
    wechat: names.includes('wechat') ? wechatPayConfig(env) : null,
    alipay: names.includes('alipay') ? alipayConfig(env) : null,
  }
}

/**
 * PAYOUT_PROVIDER: manual (default: operators pay by hand and record it with npm run ops) or alipay
 * (Alipay's transfer API with its own PAYOUT_ALIPAY_* settings, read at start).
 */
function payoutConfig(env: NodeJS.ProcessEnv): PayoutConfig {
  const provider = str(env, 'PAYOUT_PROVIDER', 'manual')
  if (provider === 'manual') return { provider, alipay: null }
  if (provider !== 'alipay') throw new Error(`PAYOUT_PROVIDER "${provider}" is unknown (use manual or alipay)`)
  const required = ['PAYOUT_ALIPAY_APP_ID', 'PAYOUT_ALIPAY_PRIVATE_KEY_FILE', 'PAYOUT_ALIPAY_PUBLIC_KEY_FILE']
  const missing = required.filter((k) => !env[k])
  if (missing.length) throw new Error(`PAYOUT_PROVIDER "alipay" needs its settings: set ${missing.join(', ')}`)
  const appCertSn = str(env, 'PAYOUT_ALIPAY_APP_CERT_SN', '')
  const alipayRootCertSn = str(env, 'PAYOUT_ALIPAY_ROOT_CERT_SN', '')
  if (!appCertSn !== !alipayRootCertSn) {
    throw new Error('PAYOUT_ALIPAY_APP_CERT_SN and PAYOUT_ALIPAY_ROOT_CERT_SN go together (certificate mode): set both or neither')
  }
  return {
    provider,
    alipay: {
      appId: env.PAYOUT_ALIPAY_APP_ID!,
      privateKey: keyFile(env, 'PAYOUT_ALIPAY_PRIVATE_KEY_FILE', 'private'),
      alipayPublicKey: keyFile(env, 'PAYOUT_ALIPAY_PUBLIC_KEY_FILE', 'public'),
      gateway: httpUrl('PAYOUT_ALIPAY_GATEWAY', str(env, 'PAYOUT_ALIPAY_GATEWAY', ALIPAY_GATEWAY)),
      appCertSn,
      alipayRootCertSn,
    },
  }
}

/** A token (OPS_TOKEN, METRICS_TOKEN): unset, or a secret long enough not to be guessed. */
function secretToken(env: NodeJS.ProcessEnv, key: string): string | null {
  const token = str(env, key, '')
  if (!token) return null
  if (token.length < 32) throw new Error(`${key} must be at least 32 characters (e.g. openssl rand -hex 32)`)
  return token
}

/** DEV_CLOCK: a clock tests move, never in production. */
function devClock(env: NodeJS.ProcessEnv): boolean {
  const on = str(env, 'DEV_CLOCK', 'false') === 'true'
  if (on && env.NODE_ENV === 'production') throw new Error('DEV_CLOCK=true is for development and tests only, not with NODE_ENV=production')
  return on
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    production: env.NODE_ENV === 'production',
    port: int(env, 'PORT', 3000),
    host: str(env, 'HOST', '127.0.0.1'),
    dataDir: path.resolve(REPO_ROOT, str(env, 'DATA_DIR', './.data')),
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    databaseDirectUrl: env.DATABASE_URL ? env.DATABASE_DIRECT_URL || env.DATABASE_URL : null,
    h5Dir: path.resolve(SERVER_DIR, str(env, 'H5_DIR', '../dist/h5')),
    adminDir: path.resolve(SERVER_DIR, str(env, 'ADMIN_DIR', '../admin/dist')),
    bodyLimit: int(env, 'BODY_LIMIT', 1024 * 1024),
    tokenTtlDays: int(env, 'TOKEN_TTL_DAYS', 30),
    opsToken: secretToken(env, 'OPS_TOKEN'),
    metricsToken: secretToken(env, 'METRICS_TOKEN'),
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 25000),
    slowRequestMs: int(env, 'SLOW_REQUEST_MS', 500),
    allowDevProviders: env.NODE_ENV !== 'production' || env.ALLOW_DEV_PROVIDERS === 'true',
    devClock: devClock(env),
    apiDocs: env.NODE_ENV !== 'production',
    trustProxy: trustProxy(str(env, 'TRUST_PROXY', 'false')),
    providers: {
      sms: {
        provider: str(env, 'SMS_PROVIDER', 'dev'),
        accessKeyId: str(env, 'SMS_ACCESS_KEY_ID', ''),
        accessKeySecret: str(env, 'SMS_ACCESS_KEY_SECRET', ''),
        signName: str(env, 'SMS_SIGN_NAME', ''),
        templateCode: str(env, 'SMS_TEMPLATE_CODE', ''),
        templates: Object.fromEntries(SMS_PURPOSES.map((p) => [p, str(env, templateEnvKey(p), '')]).filter(([, t]) => t)),
        endpoint: str(env, 'SMS_ENDPOINT', ''),
        sdkAppId: str(env, 'SMS_SDK_APP_ID', ''),
        region: str(env, 'SMS_REGION', 'ap-guangzhou'),
      },
      captcha: { provider: str(env, 'CAPTCHA_PROVIDER', 'dev') },
      wechat: wechatConfig(env),
      storage: storageConfig(env),
      places: {
        provider: str(env, 'PLACES_PROVIDER', 'dev'),
        amapKey: str(env, 'PLACES_AMAP_KEY', ''),
        apiBase: str(env, 'PLACES_API_BASE', 'https://restapi.amap.com'),
      },
      payment: paymentConfig(env),
      cps: {
        provider: str(env, 'CPS_PROVIDER', 'database'),
        appKey: str(env, 'CPS_MEITUAN_APP_KEY', ''),
        appSecret: str(env, 'CPS_MEITUAN_APP_SECRET', ''),
        apiBase: str(env, 'CPS_MEITUAN_API_BASE', 'https://media.meituan.com'),
      },
      payout: payoutConfig(env),
    },
  }
}

/** Where the local storage provider keeps uploads (served at /uploads/). */
export const uploadsDir = (config: Config): string => path.join(config.dataDir, 'uploads')
