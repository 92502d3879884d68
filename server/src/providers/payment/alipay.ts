import type { KeyObject } from 'node:crypto'
import type { Clock } from '../../clock'
import { formatTime, yuan } from '../../lib'
import type {
  IgnoredNotification, NotifyReply, Payer, PayerRefusal, PaymentNotification, PaymentProvider, PaymentRequest, PaymentStart, RawNotification,
} from '.'
import { cutUtf8, rsaSha256Sign, rsaSha256Verify } from './common'

// Alipay, RSA2 (docs/server.md "Vouchers and payments"): alipay.trade.wap.pay, the mobile web
// payment. Nothing is called from here: the payment is a URL of Alipay's gateway carrying the
// common parameters and biz_content, signed with the app's private key, which the payer's browser
// opens. Alipay's notification is a form POST signed with Alipay's key: every parameter but sign
// and sign_type, sorted, "k=v" joined with "&", SHA256withRSA. Alipay sends it again until the
// answer is the plain text `success`.

export interface AlipayConfig {
  appId: string
  /** The app's private key (RSA2). */
  privateKey: KeyObject
  /** Alipay's public key (支付宝公钥, not the app's). */
  alipayPublicKey: KeyObject
  gateway: string
  /** The public URL of POST /api/pay/notify/alipay. */
  notifyUrl: string
}

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do'
const PROVIDER = 'alipay'

/** The string Alipay signs: the parameters except `omit` and the empty ones, sorted by name, "k=v" joined with "&". */
export function alipaySignContent(params: Record<string, string>, omit: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !omit.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

/** An amount in yuan as Alipay writes it ("12.34", "12.3", "12") in fen, exactly; null for anything else (more than 2 decimals too). */
export function fenOfYuan(text: string | undefined): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '')
  if (!m) return null
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(fen) ? fen : null
}

/** A form body's fields; null when one is repeated (a signed notification never repeats one). */
function formFields(body: string): Record<string, string> | null {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>
  for (const [key, value] of new URLSearchParams(body)) {
    if (key in fields) return null
    fields[key] = value
  }
  return fields
}

/** Trade states Alipay notifies that pay nothing: acknowledged, nothing changes. */
const UNPAID_STATES = ['WAIT_BUYER_PAY', 'TRADE_CLOSED']

export class AlipayProvider implements PaymentProvider {
  readonly name = PROVIDER
  readonly payTypes = [2] as const

  constructor(private readonly config: AlipayConfig, private readonly clock: Clock) {}

  /** The mini-program cannot open Alipay's page. */
  payerRefusal(payer: Payer): PayerRefusal | null {
    return payer.client === 'weapp' ? 'payTypeUnavailable' : null
  }

  /** The signed common parameters of alipay.trade.wap.pay (the sign included). */
  signedParams(p: PaymentRequest): Record<string, string> {
    const params: Record<string, string> = {
      app_id: this.config.appId,
      method: 'alipay.trade.wap.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: formatTime(this.clock.now())!,
      version: '1.0',
      notify_url: this.config.notifyUrl,
      return_url: p.returnUrl,
      biz_content: JSON.stringify({
        out_trade_no: p.paymentNo,
        total_amount: yuan(p.amountFen),
        subject: cutUtf8(p.subject, 256),
        product_code: 'QUICK_WAP_WAY',
        time_expire: formatTime(p.expiresAt)!,
        quit_url: p.returnUrl,
      }),
    }
    return { ...params, sign: rsaSha256Sign(this.config.privateKey, alipaySignContent(params)) }
  }

  async createPayment(p: PaymentRequest): Promise<PaymentStart> {
    return { payUrl: `${this.config.gateway}?${new URLSearchParams(this.signedParams(p)).toString()}`, payParams: null }
  }

  /**
   * A notification signed by Alipay for this app: TRADE_SUCCESS / TRADE_FINISHED with its amount
   * (to the fen, at most 2 decimals), WAIT_BUYER_PAY / TRADE_CLOSED as ignored; else null.
   */
  async verifyNotification({ rawBody }: RawNotification): Promise<PaymentNotification | IgnoredNotification | null> {
    const f = formFields(rawBody)
    if (!f || !f.sign || (f.sign_type !== undefined && f.sign_type !== 'RSA2')) return null
    if (!rsaSha256Verify(this.config.alipayPublicKey, alipaySignContent(f, ['sign', 'sign_type']), f.sign)) return null
    if (f.app_id !== this.config.appId) return null
    if (UNPAID_STATES.includes(f.trade_status)) return { ignored: f.trade_status }
    if (f.trade_status !== 'TRADE_SUCCESS' && f.trade_status !== 'TRADE_FINISHED') return null
    const amountFen = fenOfYuan(f.total_amount)
    if (amountFen === null || !f.out_trade_no || !f.trade_no) return null
    return { paymentNo: f.out_trade_no, tradeNo: f.trade_no, amountFen }
  }

  /** Alipay stops sending on the plain text `success`; anything else (here `fail`) makes it send again. */
  reply(accepted: boolean): NotifyReply {
    return { status: accepted ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' }
  }
}
