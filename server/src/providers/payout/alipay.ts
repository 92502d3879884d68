import type { KeyObject } from 'node:crypto'
import type { Clock } from '../../clock'
import { formatTime, yuan } from '../../lib'
import { alipaySignContent } from '../payment/alipay'
import { cutUtf8, PAYMENT_CALL_TIMEOUT_MS, rsaSha256Sign, rsaSha256Verify } from '../payment/common'
import type { PayoutProvider, PayoutRequest, PayoutResult } from '.'

// Alipay transfers to a user's Alipay account (docs/server.md "Cash-out and payouts"):
// alipay.fund.trans.uni.transfer (product TRANS_ACCOUNT_NO_PWD, scene DIRECT_TRANSFER, the payee
// by logon id: mobile number or e-mail, with the real name Alipay checks), and
// alipay.fund.trans.common.query for an earlier transfer. Requests are form POSTs to the gateway
// signed RSA2 like the payments' (payment/alipay.ts: every parameter but sign, sorted, "k=v" joined
// with "&", SHA256withRSA with the app's key). The answer is JSON: {"<method>_response": {...},
// "sign": "..."}, signed by Alipay over the exact text of the response object. An answer decides
// only when that signature checks out.

export interface AlipayPayoutConfig {
  appId: string
  /** The app's private key (RSA2). */
  privateKey: KeyObject
  /** Alipay's public key (or the public key of Alipay's certificate in certificate mode). */
  alipayPublicKey: KeyObject
  gateway: string
  /** Certificate mode (公钥证书): the serial numbers sent with each request; empty in public-key mode. */
  appCertSn: string
  alipayRootCertSn: string
}

const TRANSFER = 'alipay.fund.trans.uni.transfer'
const QUERY = 'alipay.fund.trans.common.query'
const PRODUCT = { product_code: 'TRANS_ACCOUNT_NO_PWD', biz_scene: 'DIRECT_TRANSFER' }

/** Refusals that concern the payee's account: nothing was paid and asking again cannot help. */
const PAYEE_REFUSALS = /^(PAYEE_|PERMIT_CHECK_PERM_IDENTITY_THEFT$|PERMIT_NON_BANK_LIMIT_PAYEE$|EXCEED_LIMIT_UNRN_DM_AMOUNT$|NO_ACCOUNT_RECEIVE_PERMISSION$)/

/** The exact text of the JSON object under `"name":` in `body` (what Alipay signs), or null. */
export function responseNode(body: string, name: string): string | null {
  const key = body.indexOf(`"${name}"`)
  if (key < 0) return null
  let i = body.indexOf(':', key + name.length + 2)
  if (i < 0) return null
  i++
  while (i < body.length && /\s/.test(body[i])) i++
  if (body[i] !== '{') return null
  let depth = 0
  let inString = false
  for (let j = i; j < body.length; j++) {
    const ch = body[j]
    if (inString) {
      if (ch === '\\') j++
      else if (ch === '"') inString = false
    } else if (ch === '"') inString = true
    else if (ch === '{') depth++
    else if (ch === '}' && --depth === 0) return body.slice(i, j + 1)
  }
  return null
}

type Answer = { node: Record<string, unknown> } | { error: string }

export class AlipayPayoutProvider implements PayoutProvider {
  readonly name = 'alipay'
  readonly manual = false
  readonly payTypes = [2] as const

  constructor(private readonly config: AlipayPayoutConfig, private readonly clock: Clock) {}

  /** The signed form fields of a call. */
  signedParams(method: string, biz: Record<string, unknown>): Record<string, string> {
    const params: Record<string, string> = {
      app_id: this.config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: formatTime(this.clock.now())!,
      version: '1.0',
      biz_content: JSON.stringify(biz),
    }
    if (this.config.appCertSn) params.app_cert_sn = this.config.appCertSn
    if (this.config.alipayRootCertSn) params.alipay_root_cert_sn = this.config.alipayRootCertSn
    return { ...params, sign: rsaSha256Sign(this.config.privateKey, alipaySignContent(params)) }
  }

  /** Calls the gateway; the response object when Alipay's signature over it checks out. */
  private async call(method: string, biz: Record<string, unknown>): Promise<Answer> {
    let text: string
    try {
      const res = await fetch(this.config.gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(this.signedParams(method, biz)).toString(),
        signal: AbortSignal.timeout(PAYMENT_CALL_TIMEOUT_MS),
      })
      text = await res.text()
    } catch (err) {
      return { error: `no answer: ${(err as Error).message}` }
    }
    const nodeName = `${method.replace(/\./g, '_')}_response`
    const raw = responseNode(text, nodeName)
    let envelope: { sign?: unknown } | null = null
    try {
      envelope = JSON.parse(text) as { sign?: unknown }
    } catch {
      // reported below
    }
    if (!raw || !envelope) return { error: `unexpected answer: ${text.slice(0, 200)}` }
    if (typeof envelope.sign !== 'string' || !rsaSha256Verify(this.config.alipayPublicKey, raw, envelope.sign)) {
      return { error: `answer not signed by Alipay: ${raw.slice(0, 200)}` }
    }
    return { node: JSON.parse(raw) as Record<string, unknown> }
  }

  private static outcome(node: Record<string, unknown>, refKey: string): PayoutResult | { status: 'not_found' } {
    const str = (k: string) => (typeof node[k] === 'string' ? (node[k] as string) : '')
    if (str('code') !== '10000') {
      const sub = str('sub_code')
      const why = `${sub || str('code')} ${str('sub_msg') || str('msg')}`.trim()
      if (sub === 'ORDER_NOT_EXIST') return { status: 'not_found' }
      return PAYEE_REFUSALS.test(sub) ? { status: 'failed', reason: why } : { status: 'pending', error: why }
    }
    switch (str('status')) {
      case 'SUCCESS': return { status: 'paid', ref: str(refKey) || str('order_id') }
      // FAIL: refused; REFUND: paid, then returned to the company's account
      case 'FAIL':
      case 'REFUND': return { status: 'failed', reason: `${str('status')} ${str('fail_reason') || str('error_code')}`.trim() }
      default: return { status: 'pending', error: `status ${str('status') || 'missing'}` }
    }
  }

  async transfer(r: PayoutRequest): Promise<PayoutResult> {
    if (r.payType !== 2) return { status: 'failed', reason: `pay type ${r.payType} is not Alipay` }
    const answer = await this.call(TRANSFER, {
      out_biz_no: r.outBizNo,
      trans_amount: yuan(r.amountFen),
      ...PRODUCT,
      order_title: cutUtf8(r.title, 128),
      payee_info: { identity: r.accountNumber, identity_type: 'ALIPAY_LOGON_ID', name: r.accountName },
      remark: cutUtf8(r.title, 200),
    })
    if ('error' in answer) return { status: 'pending', error: answer.error }
    const result = AlipayPayoutProvider.outcome(answer.node, 'order_id')
    // a transfer Alipay says it does not know was not taken: ask again
    return result.status === 'not_found' ? { status: 'pending', error: 'ORDER_NOT_EXIST' } : result
  }

  async query(outBizNo: string): Promise<PayoutResult | { status: 'not_found' }> {
    const answer = await this.call(QUERY, { out_biz_no: outBizNo, ...PRODUCT })
    if ('error' in answer) return { status: 'pending', error: answer.error }
    return AlipayPayoutProvider.outcome(answer.node, 'order_id')
  }
}
