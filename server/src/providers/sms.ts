import type { Config } from '../config'
import type { Db } from '../db/driver'
import { smsOutbox } from '../db/schema'
import { AliyunSmsProvider } from './smsAliyun'
import { TencentSmsProvider } from './smsTencent'

// SMS (product-rules "Accounts and login"). SMS_PROVIDER:
// - 'dev' (default) prints one line `[sms] tel=<tel> purpose=<purpose> code=<code>` to stdout and
//   keeps the message in sms_outbox;
// - 'aliyun': Aliyun Dysmsapi SendSms (smsAliyun.ts);
// - 'tencent': Tencent Cloud SMS SendSms (smsTencent.ts).
// The real providers never print or log the code; a refused or failed send throws SmsSendError,
// which sendCode turns into "短信发送失败" and a burnt code.

export const SMS_PURPOSES = ['login', 'reset_password', 'change_tel', 'bind_tel', 'password', 'cash_password', 'cancel'] as const
export type SmsPurpose = (typeof SMS_PURPOSES)[number]

export type SmsConfig = Config['providers']['sms']

/** How long a real provider waits for the SMS API before giving up. */
export const SMS_TIMEOUT_MS = 5000

export interface SmsProvider {
  send(tel: string, purpose: SmsPurpose, code: string): Promise<void>
}

/** A real provider refused or could not send a message. Carries the provider's error code and message, never the SMS code. */
export class SmsSendError extends Error {
  constructor(readonly provider: string, readonly providerCode: string, readonly providerMessage: string, options?: { cause?: unknown }) {
    super(`${provider} SMS: ${providerCode}: ${providerMessage}`, options)
    this.name = 'SmsSendError'
  }
}

export class DevSmsProvider implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(tel: string, purpose: SmsPurpose, code: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ tel, purpose, code })
    process.stdout.write(`[sms] tel=${tel} purpose=${purpose} code=${code}\n`)
  }
}

/** The env variable that overrides the template of one purpose, e.g. SMS_TEMPLATE_RESET_PASSWORD. */
export const templateEnvKey = (purpose: SmsPurpose) => `SMS_TEMPLATE_${purpose.toUpperCase()}`

/** The template of each purpose: its override, else SMS_TEMPLATE_CODE. */
export function templateOf(config: SmsConfig, purpose: SmsPurpose): string {
  return config.templates[purpose] || config.templateCode
}

/**
 * POSTs to an SMS API with the 5-second timeout and returns the parsed JSON answer (whatever the
 * HTTP status: both APIs explain errors in the body). No answer or a body that is not JSON throws
 * SmsSendError.
 */
export async function postJson(provider: string, url: string, init: { headers: Record<string, string>; body: string }, timeoutMs: number): Promise<unknown> {
  let res: Response
  let text: string
  try {
    res = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(timeoutMs) })
    text = await res.text()
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError'
    throw new SmsSendError(provider, timedOut ? 'Timeout' : 'NetworkError',
      timedOut ? `no answer within ${timeoutMs} ms` : (err instanceof Error ? err.message : String(err)), { cause: err })
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new SmsSendError(provider, `HTTP${res.status}`, 'the answer is not JSON')
  }
}

/**
 * A real provider needs its credentials: a missing one fails at start-up, naming the variables.
 * Every purpose needs a template (SMS_TEMPLATE_CODE, or its own SMS_TEMPLATE_<PURPOSE>).
 */
function requireSettings(name: string, config: SmsConfig, required: Array<[string, string]>): void {
  const missing = required.filter(([, value]) => !value).map(([key]) => key)
  if (!config.templateCode) {
    const untemplated = SMS_PURPOSES.filter((p) => !config.templates[p])
    if (untemplated.length) missing.push(`SMS_TEMPLATE_CODE (or ${untemplated.map(templateEnvKey).join(', ')})`)
  }
  if (missing.length) throw new Error(`SMS_PROVIDER=${name} needs ${missing.join(', ')}: set them in the environment (see .env.example)`)
  if (config.endpoint && !/^https?:\/\/[^/]/.test(config.endpoint)) {
    throw new Error(`SMS_ENDPOINT must be an http(s) URL, got "${config.endpoint}"`)
  }
}

export function createSmsProvider(name: string, db: Db, config: SmsConfig): SmsProvider {
  switch (name) {
    case 'dev':
      return new DevSmsProvider(db)
    case 'aliyun':
      requireSettings(name, config, [
        ['SMS_ACCESS_KEY_ID', config.accessKeyId], ['SMS_ACCESS_KEY_SECRET', config.accessKeySecret], ['SMS_SIGN_NAME', config.signName],
      ])
      return new AliyunSmsProvider(config)
    case 'tencent':
      requireSettings(name, config, [
        ['SMS_ACCESS_KEY_ID', config.accessKeyId], ['SMS_ACCESS_KEY_SECRET', config.accessKeySecret], ['SMS_SIGN_NAME', config.signName],
        ['SMS_SDK_APP_ID', config.sdkAppId],
      ])
      return new TencentSmsProvider(config)
    default:
      throw new Error(`SMS_PROVIDER must be dev, aliyun or tencent, got "${name}"`)
  }
}
