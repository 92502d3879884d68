import crypto from 'node:crypto'
import { postJson, SMS_TIMEOUT_MS, SmsSendError, templateOf, type SmsConfig, type SmsProvider, type SmsPurpose } from './smsCommon'

// Aliyun SMS: Dysmsapi SendSms (API version 2017-05-25), RPC style. Every parameter goes in the
// form body of a POST, signed with signature version 1.0:
//   StringToSign = 'POST&%2F&' + percentEncode(canonical query of the sorted parameters)
//   Signature    = base64(HMAC-SHA1(AccessKeySecret + '&', StringToSign))
// The template gets the code as TemplateParam {"code":"123456"}, so templates say ${code}.
// Success is Code 'OK'; any other Code (also on HTTP 4xx/5xx answers) throws with Code and Message.

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/'
const PROVIDER = 'Aliyun'

/** Aliyun's percent-encoding: RFC 3986 unreserved characters stay, everything else is %XX (space %20, * %2A, ~ kept). */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** The canonical query: parameters sorted by name, names and values percent-encoded. */
function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params).sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key])}`)
    .join('&')
}

/** Signature (version 1.0, HMAC-SHA1) of the parameters of one request, Signature itself left out. */
export function aliyunSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonicalQuery(params))}`
  return crypto.createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64')
}

/** ISO 8601 UTC to the second, as the API wants it: 2017-07-12T02:42:19Z. */
const isoSecond = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

export class AliyunSmsProvider implements SmsProvider {
  private readonly endpoint: string

  constructor(private readonly config: SmsConfig, private readonly timeoutMs = SMS_TIMEOUT_MS) {
    this.endpoint = config.endpoint || ALIYUN_SMS_ENDPOINT
  }

  async send(tel: string, purpose: SmsPurpose, code: string): Promise<void> {
    const params: Record<string, string> = {
      Action: 'SendSms',
      Version: '2017-05-25',
      Format: 'JSON',
      AccessKeyId: this.config.accessKeyId,
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      SignatureNonce: crypto.randomUUID(),
      Timestamp: isoSecond(new Date()),
      PhoneNumbers: tel,
      SignName: this.config.signName,
      TemplateCode: templateOf(this.config, purpose),
      TemplateParam: JSON.stringify({ code }),
    }
    const signature = aliyunSignature('POST', params, this.config.accessKeySecret)
    const answer = await postJson(PROVIDER, this.endpoint, {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
      body: `${canonicalQuery(params)}&Signature=${aliyunPercentEncode(signature)}`,
    }, this.timeoutMs) as { Code?: unknown; Message?: unknown } | null
    if (answer?.Code === 'OK') return
    throw new SmsSendError(PROVIDER, String(answer?.Code ?? 'NoCode'), String(answer?.Message ?? 'no Code in the answer'))
  }
}
