import crypto from 'node:crypto'
import { postJson, SMS_TIMEOUT_MS, SmsSendError, templateOf, type SmsConfig, type SmsProvider, type SmsPurpose } from './smsCommon'

// Tencent Cloud SMS: SendSms of API 3.0 (version 2021-01-11), a JSON POST signed with
// TC3-HMAC-SHA256: a canonical request (method, '/', empty query, the signed headers content-type,
// host and x-tc-action, sha256 of the body) is hashed into the string to sign under the credential
// scope <UTC date>/sms/tc3_request, with a key derived from the SecretKey by that date and service.
// The template gets the code as its only parameter ({1}). Success is SendStatusSet[0].Code 'Ok';
// Response.Error or any other status code throws with Code and Message.

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com/'
const PROVIDER = 'Tencent'
const SERVICE = 'sms'
const ALGORITHM = 'TC3-HMAC-SHA256'

const sha256Hex = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex')
const hmac = (key: crypto.BinaryLike, text: string) => crypto.createHmac('sha256', key).update(text, 'utf8').digest()

export interface Tc3Request {
  secretId: string
  secretKey: string
  service: string
  /** Unix seconds, the X-TC-Timestamp header. */
  timestamp: number
  /** The headers to sign by lower-case name; host and content-type at least. */
  signedHeaders: Record<string, string>
  payload: string
}

/** The Authorization header of a POST to an API 3.0 endpoint. */
export function tc3Authorization(req: Tc3Request): string {
  const names = Object.keys(req.signedHeaders).map((n) => n.toLowerCase()).sort()
  const lowerHeaders = Object.fromEntries(Object.entries(req.signedHeaders).map(([n, v]) => [n.toLowerCase(), v]))
  const canonicalHeaders = names.map((n) => `${n}:${lowerHeaders[n].trim().toLowerCase()}\n`).join('')
  const signedHeaders = names.join(';')
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(req.payload)].join('\n')
  const date = new Date(req.timestamp * 1000).toISOString().slice(0, 10)
  const scope = `${date}/${req.service}/tc3_request`
  const stringToSign = [ALGORITHM, String(req.timestamp), scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = hmac(hmac(hmac(`TC3${req.secretKey}`, date), req.service), 'tc3_request')
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex')
  return `${ALGORITHM} Credential=${req.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
}

interface SendSmsAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string }
    SendStatusSet?: Array<{ Code?: string; Message?: string }>
  }
}

export class TencentSmsProvider implements SmsProvider {
  private readonly endpoint: string
  /** The host signed is the one fetch sends: the endpoint's (with its port when not the default). */
  private readonly host: string

  constructor(private readonly config: SmsConfig, private readonly timeoutMs = SMS_TIMEOUT_MS) {
    this.endpoint = config.endpoint || TENCENT_SMS_ENDPOINT
    this.host = new URL(this.endpoint).host
  }

  async send(tel: string, purpose: SmsPurpose, code: string): Promise<void> {
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${tel}`],
      SmsSdkAppId: this.config.sdkAppId,
      SignName: this.config.signName,
      TemplateId: templateOf(this.config, purpose),
      TemplateParamSet: [code],
    })
    const action = 'SendSms'
    const timestamp = Math.floor(Date.now() / 1000)
    const signed = { 'content-type': 'application/json; charset=utf-8', host: this.host, 'x-tc-action': action }
    const authorization = tc3Authorization({
      secretId: this.config.accessKeyId, secretKey: this.config.accessKeySecret, service: SERVICE, timestamp, signedHeaders: signed, payload,
    })
    const answer = await postJson(PROVIDER, this.endpoint, {
      headers: {
        authorization,
        'content-type': signed['content-type'],
        'x-tc-action': action,
        'x-tc-version': '2021-01-11',
        'x-tc-timestamp': String(timestamp),
        'x-tc-region': this.config.region,
      },
      body: payload,
    }, this.timeoutMs) as SendSmsAnswer | null
    const response = answer?.Response
    if (response?.Error) throw new SmsSendError(PROVIDER, String(response.Error.Code), String(response.Error.Message))
    const status = response?.SendStatusSet?.[0]
    if (status?.Code === 'Ok') return
    throw new SmsSendError(PROVIDER, String(status?.Code ?? 'NoStatus'), String(status?.Message ?? 'no SendStatusSet in the answer'))
  }
}
