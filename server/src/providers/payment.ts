import crypto from 'node:crypto'

// Payment providers (docs/rules.md "Payments"): a payment is created at the provider, which later
// confirms it by a signed notification to POST /api/pay/notify/<provider>. 'sandbox' (development)
// is a page on this server (/dev/pay/<payment_no>) whose confirm button sends that notification
// through the same route a real provider's would take. WeChat Pay and Alipay plug in here later.

export interface PaymentRequest {
  paymentNo: string
  amountFen: number
  /** 1 WeChat Pay, 2 Alipay. */
  payType: 1 | 2
  /** What is paid for, shown to the payer (shop and voucher). */
  subject: string
  /** This server's origin as the caller reached it (the sandbox page lives there). */
  serverOrigin: string
  /** Where the payer's browser goes back to after paying (the app's order page). */
  returnUrl: string
}

export interface PaymentStart {
  /** A page to open (sandbox, Alipay H5), or null. */
  payUrl: string | null
  /** Parameters for the client's own payment call (WeChat JSAPI), or null. */
  payParams: Record<string, string> | null
}

/** A notification the provider signed: which payment, the provider's trade number, the amount paid. */
export interface PaymentNotification {
  paymentNo: string
  tradeNo: string
  amountFen: number
}

export interface PaymentProvider {
  /** The name stored on payments rows and used in the notify URL. */
  readonly name: string
  createPayment(p: PaymentRequest): Promise<PaymentStart>
  /** The notification when its signature checks out, else null. */
  verifyNotification(body: unknown): PaymentNotification | null
}

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
  constructor(private readonly secret: string) {}

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

  verifyNotification(body: unknown): PaymentNotification | null {
    if (!body || typeof body !== 'object') return null
    const b = body as Partial<Record<keyof SandboxNotificationBody, unknown>>
    if (typeof b.payment_no !== 'string' || typeof b.trade_no !== 'string' || typeof b.sign !== 'string') return null
    if (typeof b.amount_fen !== 'number' || !Number.isSafeInteger(b.amount_fen)) return null
    const n: PaymentNotification = { paymentNo: b.payment_no, tradeNo: b.trade_no, amountFen: b.amount_fen }
    const expected = Buffer.from(this.signature(n), 'hex')
    const given = /^[0-9a-f]{64}$/i.test(b.sign) ? Buffer.from(b.sign, 'hex') : null
    return given && crypto.timingSafeEqual(expected, given) ? n : null
  }
}

/** The provider PAYMENT_PROVIDER names (config.ts refuses the others at start). */
/** The configured provider, or null for 'none' (only the wallet pays). */
export function createPaymentProvider(config: { provider: string; sandboxSecret: string }): PaymentProvider | null {
  if (config.provider === 'sandbox') return new SandboxPaymentProvider(config.sandboxSecret)
  if (config.provider === 'none') return null
  throw new Error(`PAYMENT_PROVIDER "${config.provider}" is not available yet (use sandbox)`)
}
