import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Every setting of the server, read from the environment once, with the embedded defaults.
// .env.example at the repository root documents each variable.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const REPO_ROOT = path.resolve(SERVER_DIR, '..')

export interface Config {
  port: number
  host: string
  /** Embedded database (DATA_DIR/pglite) and uploads (DATA_DIR/uploads). */
  dataDir: string
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | null
  /** The built H5 app, served at / when it exists. */
  h5Dir: string
  /** Largest accepted JSON body, bytes. */
  bodyLimit: number
  /** Token lifetime (sliding), days. */
  tokenTtlDays: number
  logLevel: string
  /**
   * Whom to believe for the client address (X-Forwarded-For), which the per-IP limits count:
   * false (default: the socket address), true (any proxy), or the proxies' addresses/CIDRs,
   * comma-separated.
   */
  trustProxy: boolean | string
  providers: {
    sms: { provider: string; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string }
    captcha: { provider: string }
    wechat: { provider: string; appId: string; appSecret: string; miniAppId: string; miniAppSecret: string; apiBase: string }
    storage: { provider: string; publicBaseUrl: string }
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env, 'PORT', 3000),
    host: str(env, 'HOST', '127.0.0.1'),
    dataDir: path.resolve(REPO_ROOT, str(env, 'DATA_DIR', './.data')),
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    h5Dir: path.resolve(SERVER_DIR, str(env, 'H5_DIR', '../dist/h5')),
    bodyLimit: int(env, 'BODY_LIMIT', 1024 * 1024),
    tokenTtlDays: int(env, 'TOKEN_TTL_DAYS', 30),
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    trustProxy: trustProxy(str(env, 'TRUST_PROXY', 'false')),
    providers: {
      sms: {
        provider: str(env, 'SMS_PROVIDER', 'dev'),
        accessKeyId: str(env, 'SMS_ACCESS_KEY_ID', ''),
        accessKeySecret: str(env, 'SMS_ACCESS_KEY_SECRET', ''),
        signName: str(env, 'SMS_SIGN_NAME', ''),
        templateCode: str(env, 'SMS_TEMPLATE_CODE', ''),
        endpoint: str(env, 'SMS_ENDPOINT', ''),
      },
      captcha: { provider: str(env, 'CAPTCHA_PROVIDER', 'dev') },
      wechat: {
        provider: str(env, 'WECHAT_PROVIDER', 'dev'),
        appId: str(env, 'WECHAT_APP_ID', ''),
        appSecret: str(env, 'WECHAT_APP_SECRET', ''),
        miniAppId: str(env, 'WECHAT_MINI_APP_ID', ''),
        miniAppSecret: str(env, 'WECHAT_MINI_APP_SECRET', ''),
        apiBase: str(env, 'WECHAT_API_BASE', 'https://api.weixin.qq.com'),
      },
      storage: {
        provider: str(env, 'STORAGE_PROVIDER', 'local'),
        publicBaseUrl: str(env, 'STORAGE_PUBLIC_BASE_URL', '/uploads'),
      },
    },
  }
}
