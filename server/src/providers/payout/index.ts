import type { Clock } from '../../clock'
import { AlipayPayoutProvider, type AlipayPayoutConfig } from './alipay'

// Payouts of cash-outs (docs/server.md "Cash-out and payouts"): the money leaves the company's
// account for the user's payout account. PAYOUT_PROVIDER:
// - 'manual' (default): an operator transfers the money by hand and records it with
//   `npm run ops -- cashout-pay <id>`; nothing is sent from here.
// - 'alipay': Alipay's transfer API (alipay.fund.trans.uni.transfer, RSA2; alipay.ts), asked by
//   `npm run ops -- cashout-pay <id>`.
// A transfer is named by its out_biz_no, so asking again for the same cash-out never pays twice at
// the provider. Only a signed, final answer decides: paid, or failed (nothing was paid, the money
// goes back to the user); anything else (no answer, an unsigned error, still processing) leaves
// the cash-out pending to be asked again.

/** What to transfer. */
export interface PayoutRequest {
  /** Unique per cash-out and stable across attempts (the provider's idempotency key). */
  outBizNo: string
  /** What the payee receives (the amount less the fee), fen. */
  amountFen: number
  /** 1 WeChat, 2 Alipay. */
  payType: number
  /** The account snapshot of the cash-out: the real name and the account (mobile number, e-mail, openid). */
  accountName: string
  accountNumber: string
  /** Shown to the payee with the transfer. */
  title: string
}

export type PayoutResult =
  /** The money arrived; ref is the provider's transfer id. */
  | { status: 'paid'; ref: string }
  /** The provider refused for good and nothing was paid (a wrong account, say): the money is returned. */
  | { status: 'failed'; reason: string }
  /** Not final: no answer, an answer that does not check out, still processing, or the company's
   * own problem at the provider (no funds, a limit): ask again later. */
  | { status: 'pending'; error: string }

export interface PayoutProvider {
  readonly name: string
  /** True when an operator pays by hand: `cashout-pay` records what they did. */
  readonly manual: boolean
  /** The cash-out channels (pay types) it can pay. */
  readonly payTypes: readonly number[]
  transfer(request: PayoutRequest): Promise<PayoutResult>
  /** What became of an earlier transfer: not_found when the provider never took it. */
  query(outBizNo: string): Promise<PayoutResult | { status: 'not_found' }>
}

/** An operator pays by hand (bank app, Alipay's web) and `cashout-pay` records it. */
export class ManualPayoutProvider implements PayoutProvider {
  readonly name = 'manual'
  readonly manual = true
  readonly payTypes = [1, 2] as const

  async transfer(): Promise<PayoutResult> {
    return { status: 'paid', ref: 'manual' }
  }

  async query(): Promise<{ status: 'not_found' }> {
    return { status: 'not_found' }
  }
}

export interface PayoutConfig {
  /** manual | alipay */
  provider: 'manual' | 'alipay'
  /** Set when provider is 'alipay'. */
  alipay: AlipayPayoutConfig | null
}

export function createPayoutProvider(config: PayoutConfig, clock: Clock): PayoutProvider {
  if (config.provider === 'alipay') return new AlipayPayoutProvider(config.alipay!, clock)
  return new ManualPayoutProvider()
}

export { AlipayPayoutProvider, type AlipayPayoutConfig }
