import type { Clock } from '../../clock'
import { AlipayProvider, type AlipayConfig } from './alipay'
import { SandboxPaymentProvider } from './sandbox'
import { WechatPayProvider, type WechatPayConfig } from './wechatpay'

// Payment providers (docs/rules.md "Payments", docs/server.md "Vouchers and payments"): a payment
// is created at the provider, which later confirms it by a signed notification to
// POST /api/pay/notify/<provider name>. 'sandbox' (development) is a page on this server; 'wechat'
// (WeChat Pay API v3) and 'alipay' (Alipay, RSA2) are the real ones. PAYMENT_PROVIDER may name
// both real ones: each pay type then has its own provider (the registry below).

export { SANDBOX_PAY_PREFIX, SandboxPaymentProvider, type SandboxNotificationBody } from './sandbox'
export { PaymentStartError } from './common'

/** Where the payer pays: a browser outside WeChat, WeChat's in-app browser, the mini-program. */
export const PAY_CLIENTS = ['h5', 'wechat_h5', 'weapp'] as const
export type PayClient = typeof PAY_CLIENTS[number]

/** Who pays, as the app's call tells (X-Client header, the caller's address, the user's openid). */
export interface Payer {
  client: PayClient
  /** The official-account openid for wechat_h5, the mini-program openid for weapp; null when the user has none (or for h5). */
  openid: string | null
  clientIp: string
}

export interface PaymentRequest extends Payer {
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
  /** When the payment closes (the order's expiry): the provider stops taking money then. */
  expiresAt: Date
}

export interface PaymentStart {
  /** A page to open (sandbox, Alipay, WeChat Pay H5), or null. */
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

/**
 * A notification the provider did sign that pays nothing (Alipay's TRADE_CLOSED, say): it is
 * acknowledged, so the provider stops sending it, and changes nothing.
 */
export interface IgnoredNotification {
  ignored: string
}

/** The notify route's request as it arrived: the provider signs the exact bytes of the body. */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>
  rawBody: string
}

/** The notify route's answer, in the provider's own format. */
export interface NotifyReply {
  status: number
  contentType: string
  body: string
}

/** Why a payer cannot pay through a provider (a message key of i18n.ts), checked before anything is written. */
export type PayerRefusal = 'payTypeUnavailable' | 'wechatPayNeedsOpenid'

export interface PaymentProvider {
  /** The name stored on payments rows and used in the notify URL. */
  readonly name: string
  /** The pay types it takes. */
  readonly payTypes: readonly (1 | 2)[]
  /** null when the payer can pay here; else why not. */
  payerRefusal(payer: Payer): PayerRefusal | null
  /** Creates the payment at the provider; a failed call throws PaymentStartError. */
  createPayment(p: PaymentRequest): Promise<PaymentStart>
  /** The notification when its signature (and account) check out, else null. */
  verifyNotification(raw: RawNotification): Promise<PaymentNotification | IgnoredNotification | null>
  /** What to answer a notification: accepted (applied, a duplicate, or ignored) or refused. */
  reply(accepted: boolean, message: string): NotifyReply
}

/** The configured providers: one per pay type. */
export interface PaymentProviders {
  /** The provider that takes this pay type, or null: only the wallet pays. */
  forPayType(payType: 1 | 2): PaymentProvider | null
  /** The provider of this name (a notify URL's, a payments row's), or null. */
  byName(name: string): PaymentProvider | null
  readonly all: readonly PaymentProvider[]
}

export function paymentRegistry(providers: PaymentProvider[]): PaymentProviders {
  return {
    all: providers,
    forPayType: (payType) => providers.find((p) => p.payTypes.includes(payType)) ?? null,
    byName: (name) => providers.find((p) => p.name === name) ?? null,
  }
}

export type PaymentProviderName = 'sandbox' | 'wechat' | 'alipay'

export interface PaymentConfig {
  /** PAYMENT_PROVIDER as given: sandbox, none, or the real ones comma-separated (wechat,alipay). */
  provider: string
  /** The providers it names; none for 'none' (only the wallet pays). */
  names: PaymentProviderName[]
  /** The sandbox's HMAC key. */
  sandboxSecret: string
  /** Set when names has 'wechat'. */
  wechat: WechatPayConfig | null
  /** Set when names has 'alipay'. */
  alipay: AlipayConfig | null
}

/** The providers PAYMENT_PROVIDER names (config.ts checked the names and their settings at start). */
export function createPaymentProviders(config: PaymentConfig, clock: Clock): PaymentProviders {
  return paymentRegistry(config.names.map((name): PaymentProvider => {
    switch (name) {
      case 'sandbox': return new SandboxPaymentProvider(config.sandboxSecret)
      case 'wechat': return new WechatPayProvider(config.wechat!, clock)
      case 'alipay': return new AlipayProvider(config.alipay!, clock)
    }
  }))
}
