// What every SMS provider shares (sms.ts chooses one): the purposes, the settings, the provider
// interface and its error, the templates and the HTTP call of the real ones. It imports nothing
// of the server, so config.ts and the providers can all import it.

export const SMS_PURPOSES = ['login', 'reset_password', 'change_tel', 'bind_tel', 'password', 'cash_password', 'cancel'] as const
export type SmsPurpose = (typeof SMS_PURPOSES)[number]

/** The SMS settings (config.ts reads them from SMS_* variables). */
export interface SmsConfig {
  /** dev | aliyun | tencent */
  provider: string
  /** Aliyun AccessKey ID / Tencent Cloud SecretId, and its secret. */
  accessKeyId: string
  accessKeySecret: string
  signName: string
  /** The template of every purpose without its own one in templates. */
  templateCode: string
  /** Per-purpose templates (SMS_TEMPLATE_LOGIN, SMS_TEMPLATE_RESET_PASSWORD, ...). */
  templates: Partial<Record<SmsPurpose, string>>
  /** The API's URL; empty = the provider's public endpoint. */
  endpoint: string
  /** Tencent Cloud: the SMS application (SmsSdkAppId) and the API region. */
  sdkAppId: string
  region: string
}

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
