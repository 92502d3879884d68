import crypto from 'node:crypto'
import type { NotifyReply, PaymentNotification, PaymentProvider, PaymentRequest, PaymentStart, PayerRefusal, RawNotification } from '.'

// The development provider (docs/server.md "Vouchers and payments"): a page on this server
// (/dev/pay/<payment_no>) whose confirm button sends the signed notification through the same
// route a real provider's takes. It serves both pay types and every client.

/** The sandbox's notification body: JSON {payment_no, trade_no, amount_fen, sign}. */
export interface SandboxNotificationBody {
  payment_no: string
  trade_no: string
  amount_fen: number
  sign: string
}

export const SANDBOX_PAY_PREFIX = '/dev/pay'

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox'
  readonly payTypes = [1, 2] as const
  constructor(private readonly secret: string) {}

  payerRefusal(): PayerRefusal | null {
    return null
  }

  async createPayment(p: PaymentRequest): Promise<PaymentStart> {
    const url = new URL(`${p.serverOrigin}${SANDBOX_PAY_PREFIX}/${encodeURIComponent(p.paymentNo)}`)
    url.searchParams.set('return', p.returnUrl)
    return { payUrl: url.toString(), payParams: null }
  }

  /** HMAC-SHA256 (hex) of "payment_no|trade_no|amount_fen" with the sandbox secret. */
  private signature(n: PaymentNotification): string {
    return crypto.createHmac('sha256', this.secret).update(`${n.paymentNo}|${n.tradeNo}|${n.amountFen}`).digest('hex')
  }

  /** The notification the sandbox page sends when the payer confirms. */
  notification(paymentNo: string, amountFen: number): SandboxNotificationBody {
    const n: PaymentNotification = { paymentNo, tradeNo: `SANDBOX${Date.now()}${crypto.randomInt(0, 1_000_000)}`, amountFen }
    return { payment_no: n.paymentNo, trade_no: n.tradeNo, amount_fen: n.amountFen, sign: this.signature(n) }
  }

  async verifyNotification({ rawBody }: RawNotification): Promise<PaymentNotification | null> {
    let body: unknown
    try {
      body = JSON.parse(rawBody)
    } catch {
      return null
    }
    if (!body || typeof body !== 'object') return null
    const b = body as Partial<Record<keyof SandboxNotificationBody, unknown>>
    if (typeof b.payment_no !== 'string' || typeof b.trade_no !== 'string' || typeof b.sign !== 'string') return null
    if (typeof b.amount_fen !== 'number' || !Number.isSafeInteger(b.amount_fen)) return null
    const n: PaymentNotification = { paymentNo: b.payment_no, tradeNo: b.trade_no, amountFen: b.amount_fen }
    const expected = Buffer.from(this.signature(n), 'hex')
    const given = /^[0-9a-f]{64}$/i.test(b.sign) ? Buffer.from(b.sign, 'hex') : null
    return given && crypto.timingSafeEqual(expected, given) ? n : null
  }

  /** 200 {code: 'SUCCESS', message: what happened} (the sandbox page reads it), or 400 {code: 'FAIL', message}. */
  reply(accepted: boolean, message: string): NotifyReply {
    return {
      status: accepted ? 200 : 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: accepted ? 'SUCCESS' : 'FAIL', message }),
    }
  }
}
