import crypto from 'node:crypto'
import type { Clock } from '../../clock'
import { formatTime } from '../../lib'
import type {
  NotifyReply, Payer, PayerRefusal, PaymentNotification, PaymentProvider, PaymentRequest, PaymentStart, RawNotification,
} from '.'
import { cutUtf8, headerOf, nonceStr, PAYMENT_CALL_TIMEOUT_MS, PaymentStartError, rsaSha256Sign, rsaSha256Verify } from './common'

// WeChat Pay, API v3 (docs/server.md "Vouchers and payments"). Every request is signed with the
// merchant's private key: Authorization "WECHATPAY2-SHA256-RSA2048 mchid,nonce_str,signature,
// timestamp,serial_no" over "METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n". Every answer and
// notification is signed by WeChat Pay (Wechatpay-Timestamp/-Nonce/-Signature/-Serial over
// "TIMESTAMP\nNONCE\nBODY\n"), checked with its public key (or platform certificate) of the
// configured serial, within 5 minutes either way so a recorded one cannot be replayed later.
// Notifications carry the transaction encrypted with AEAD_AES_256_GCM under the API v3 key.
//   weapp, wechat_h5 → POST /v3/pay/transactions/jsapi (the payer's openid of that app) → the
//                      parameters of the client's pay call, signed with the merchant key
//   h5 (a browser)   → POST /v3/pay/transactions/h5 → h5_url, which returns to redirect_url

export interface WechatPayConfig {
  mchId: string
  /** The official account: JSAPI in WeChat's browser, and H5. */
  appId: string
  /** The mini-program ('' when there is none: mini-program payments are refused). */
  miniAppId: string
  /** The merchant certificate's serial number (serial_no of Authorization). */
  serialNo: string
  privateKey: crypto.KeyObject
  /** WeChat Pay's public key, or its platform certificate's. */
  platformPublicKey: crypto.KeyObject
  /** What WeChat Pay sends as Wechatpay-Serial with that key (PUB_KEY_ID_..., or the certificate's serial). */
  platformSerial: string
  /** 32 characters: the AES-256-GCM key of notifications. */
  apiV3Key: string
  apiBase: string
  /** The public https URL of POST /api/pay/notify/wechat. */
  notifyUrl: string
}

export const WECHATPAY_API_BASE = 'https://api.mch.weixin.qq.com'
export const WECHATPAY_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048'
/** Signed answers and notifications further than this from our clock are refused (replays). */
export const WECHATPAY_SIGNATURE_WINDOW_S = 300
const PROVIDER = 'wechat'

/** The v3 signing string: each part followed by "\n". */
export const wechatpayMessage = (...parts: string[]): string => parts.map((p) => `${p}\n`).join('')

export interface WechatpayRequestSignature {
  mchId: string
  serialNo: string
  privateKey: crypto.KeyObject
  method: string
  /** The URL's path and query, as sent. */
  pathAndQuery: string
  /** Unix seconds. */
  timestamp: number
  nonce: string
  body: string
}

/** The Authorization header of a request to API v3. */
export function wechatpayAuthorization(s: WechatpayRequestSignature): string {
  const signature = rsaSha256Sign(s.privateKey, wechatpayMessage(s.method, s.pathAndQuery, String(s.timestamp), s.nonce, s.body))
  return `${WECHATPAY_AUTH_SCHEMA} mchid="${s.mchId}",nonce_str="${s.nonce}",signature="${signature}",timestamp="${s.timestamp}",serial_no="${s.serialNo}"`
}

/**
 * Why WeChat Pay's signature of an answer or notification does not check out, or null when it
 * does: header reads a header by name; nowS is our clock in Unix seconds.
 */
export function wechatpaySignatureProblem(
  header: (name: string) => string, body: string, key: { publicKey: crypto.KeyObject; serial: string }, nowS: number,
): string | null {
  const timestamp = header('Wechatpay-Timestamp')
  const nonce = header('Wechatpay-Nonce')
  const signature = header('Wechatpay-Signature')
  if (!timestamp || !nonce || !signature) return 'not signed'
  if (header('Wechatpay-Serial') !== key.serial) return 'signed with another key'
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowS - Number(timestamp)) > WECHATPAY_SIGNATURE_WINDOW_S) return 'timestamp out of the 5-minute window'
  if (!rsaSha256Verify(key.publicKey, wechatpayMessage(timestamp, nonce, body), signature)) return 'bad signature'
  return null
}

export interface EncryptedResource {
  ciphertext: string
  nonce: string
  associated_data?: string
}

/**
 * Decrypts a notification's resource: AES-GCM under the key (UTF-8 bytes; 32 for the API v3
 * key's AES-256), with the resource's nonce and associated data; the last 16 bytes of the base64
 * ciphertext are the tag. Throws when the tag does not check out.
 */
export function decryptWechatpayResource(key: string, r: EncryptedResource): string {
  const keyBytes = Buffer.from(key, 'utf8')
  if (![16, 24, 32].includes(keyBytes.length)) throw new Error('the AES key must be 16, 24 or 32 bytes')
  const data = Buffer.from(r.ciphertext, 'base64')
  if (data.length <= 16) throw new Error('the ciphertext is too short')
  const algorithm = `aes-${keyBytes.length * 8}-gcm` as crypto.CipherGCMTypes
  const decipher = crypto.createDecipheriv(algorithm, keyBytes, Buffer.from(r.nonce, 'utf8'), { authTagLength: 16 })
  decipher.setAuthTag(data.subarray(data.length - 16))
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
}

/** RFC 3339 in Asia/Shanghai, as API v3 writes times: 2026-03-10T10:45:00+08:00. */
const rfc3339 = (date: Date): string => `${formatTime(date)!.replace(' ', 'T')}+08:00`

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

export class WechatPayProvider implements PaymentProvider {
  readonly name = PROVIDER
  readonly payTypes = [1] as const
  private readonly base: string

  constructor(private readonly config: WechatPayConfig, private readonly clock: Clock, private readonly timeoutMs = PAYMENT_CALL_TIMEOUT_MS) {
    this.base = config.apiBase.replace(/\/+$/, '')
  }

  /** JSAPI needs the payer's openid of the app it pays in; the mini-program needs WECHATPAY_MINI_APP_ID. */
  payerRefusal(payer: Payer): PayerRefusal | null {
    if (payer.client === 'h5') return null
    if (payer.client === 'weapp' && !this.config.miniAppId) return 'payTypeUnavailable'
    return payer.openid ? null : 'wechatPayNeedsOpenid'
  }

  async createPayment(p: PaymentRequest): Promise<PaymentStart> {
    const order = {
      mchid: this.config.mchId,
      description: cutUtf8(p.subject, 127),
      out_trade_no: p.paymentNo,
      time_expire: rfc3339(p.expiresAt),
      notify_url: this.config.notifyUrl,
      amount: { total: p.amountFen, currency: 'CNY' },
    }
    if (p.client === 'h5') {
      const answer = await this.call('/v3/pay/transactions/h5', {
        appid: this.config.appId, ...order, scene_info: { payer_client_ip: p.clientIp, h5_info: { type: 'Wap' } },
      })
      if (typeof answer.h5_url !== 'string' || !/^https?:\/\/\S+$/.test(answer.h5_url)) throw new PaymentStartError(PROVIDER, 'the answer has no h5_url')
      // WeChat's page goes back to redirect_url once the payer is done
      return { payUrl: `${answer.h5_url}&redirect_url=${encodeURIComponent(p.returnUrl)}`, payParams: null }
    }
    const appId = p.client === 'weapp' ? this.config.miniAppId : this.config.appId
    if (!appId || !p.openid) throw new PaymentStartError(PROVIDER, `no ${appId ? 'openid' : 'app id'} for ${p.client}`)
    const answer = await this.call('/v3/pay/transactions/jsapi', { appid: appId, ...order, payer: { openid: p.openid } })
    if (typeof answer.prepay_id !== 'string' || !answer.prepay_id) throw new PaymentStartError(PROVIDER, 'the answer has no prepay_id')
    return { payUrl: null, payParams: this.jsapiParams(appId, answer.prepay_id) }
  }

  /** What wx.requestPayment / getBrandWCPayRequest take: paySign over "appId\ntimeStamp\nnonceStr\npackage\n". */
  jsapiParams(appId: string, prepayId: string): Record<string, string> {
    const timeStamp = String(Math.floor(this.clock.now().getTime() / 1000))
    const nonce = nonceStr()
    const pkg = `prepay_id=${prepayId}`
    const paySign = rsaSha256Sign(this.config.privateKey, wechatpayMessage(appId, timeStamp, nonce, pkg))
    return { appId, timeStamp, nonceStr: nonce, package: pkg, signType: 'RSA', paySign }
  }

  /** A signed POST to API v3; its answer's signature checked. Any failure is a PaymentStartError. */
  private async call(path: string, payload: object): Promise<Record<string, unknown>> {
    const url = `${this.base}${path}`
    const body = JSON.stringify(payload)
    const parsed = new URL(url)
    const authorization = wechatpayAuthorization({
      mchId: this.config.mchId, serialNo: this.config.serialNo, privateKey: this.config.privateKey, method: 'POST',
      pathAndQuery: `${parsed.pathname}${parsed.search}`, timestamp: Math.floor(this.clock.now().getTime() / 1000), nonce: nonceStr(), body,
    })
    let res: Response
    let text: string
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { authorization, accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'fanbei-server' },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      text = await res.text()
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError'
      throw new PaymentStartError(PROVIDER, timedOut ? `no answer within ${this.timeoutMs} ms` : `network error: ${err instanceof Error ? err.message : String(err)}`, { cause: err })
    }
    if (!res.ok) {
      let detail = text.slice(0, 200)
      try {
        const e = JSON.parse(text) as { code?: unknown; message?: unknown }
        detail = `${String(e.code)}: ${String(e.message)}`
      } catch {
        // not JSON: the text itself says what went wrong
      }
      throw new PaymentStartError(PROVIDER, `HTTP ${res.status} ${detail}`)
    }
    const problem = wechatpaySignatureProblem((name) => res.headers.get(name) ?? '', text, this.platformKey(), this.nowS())
    if (problem) throw new PaymentStartError(PROVIDER, `the answer's signature does not check out (${problem})`)
    let answer: unknown
    try {
      answer = JSON.parse(text)
    } catch {
      throw new PaymentStartError(PROVIDER, 'the answer is not JSON')
    }
    if (!isObject(answer)) throw new PaymentStartError(PROVIDER, 'the answer is not an object')
    return answer
  }

  private platformKey() {
    return { publicKey: this.config.platformPublicKey, serial: this.config.platformSerial }
  }

  private nowS(): number {
    return Math.floor(this.clock.now().getTime() / 1000)
  }

  /**
   * A TRANSACTION.SUCCESS notification signed by WeChat Pay, whose decrypted transaction is this
   * merchant's, of one of its apps, in trade_state SUCCESS; anything else is null.
   */
  async verifyNotification({ headers, rawBody }: RawNotification): Promise<PaymentNotification | null> {
    if (wechatpaySignatureProblem((name) => headerOf(headers, name), rawBody, this.platformKey(), this.nowS())) return null
    let body: unknown
    try {
      body = JSON.parse(rawBody)
    } catch {
      return null
    }
    if (!isObject(body) || body.event_type !== 'TRANSACTION.SUCCESS' || !isObject(body.resource)) return null
    const r = body.resource
    if (r.algorithm !== 'AEAD_AES_256_GCM' || typeof r.ciphertext !== 'string' || typeof r.nonce !== 'string') return null
    if (r.associated_data !== undefined && typeof r.associated_data !== 'string') return null
    let tx: unknown
    try {
      tx = JSON.parse(decryptWechatpayResource(this.config.apiV3Key, { ciphertext: r.ciphertext, nonce: r.nonce, associated_data: r.associated_data }))
    } catch {
      return null // a tag that does not check out: not encrypted with our key, or altered
    }
    if (!isObject(tx) || tx.mchid !== this.config.mchId || tx.trade_state !== 'SUCCESS') return null
    if (tx.appid !== this.config.appId && !(this.config.miniAppId && tx.appid === this.config.miniAppId)) return null
    const total = isObject(tx.amount) ? tx.amount.total : undefined
    if (typeof tx.out_trade_no !== 'string' || typeof tx.transaction_id !== 'string' || !tx.transaction_id) return null
    if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) return null
    return { paymentNo: tx.out_trade_no, tradeNo: tx.transaction_id, amountFen: total }
  }

  /** Accepted: HTTP 200 (WeChat Pay reads only the status); refused: 400 {code: 'FAIL', message}, and WeChat Pay sends it again later. */
  reply(accepted: boolean, message: string): NotifyReply {
    return {
      status: accepted ? 200 : 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: accepted ? 'SUCCESS' : 'FAIL', message }),
    }
  }
}
