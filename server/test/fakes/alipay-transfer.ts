import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in of Alipay's gateway for the transfer API (docs/server.md "Cash-out and
// payouts"), written from the documented scheme rather than from the server's code. POST
// /gateway.do with a form body: the app's RSA2 signature is checked first (every parameter but
// sign, the empty ones left out, sorted by name, "k=v" joined with "&", SHA256withRSA with the
// app's public key), then the method's parameters. alipay.fund.trans.uni.transfer pays once per
// out_biz_no (asked again, it answers the first result); alipay.fund.trans.common.query tells what
// became of one. Answers are {"<method>_response": {...}, "sign": ...}, signed with Alipay's key
// over the exact text of the response object. What the next transfer does can be scripted.

export interface AlipayTransferFakeOptions {
  appId: string
  appPublicKey: crypto.KeyObject
  alipayPrivateKey: crypto.KeyObject
}

/**
 * What the next transfer does: success (default); payee_not_exist (a signed final refusal);
 * system_error (a signed error that is not final); dealing (taken, not done); lost (paid, but the
 * answer never arrives: HTTP 502); forged_fail (a FAIL answer signed with another key; nothing paid).
 */
export type TransferScript = 'success' | 'payee_not_exist' | 'system_error' | 'dealing' | 'lost' | 'forged_fail'

export interface FakeTransfer {
  outBizNo: string
  amount: string
  identity: string
  identityType: string
  name: string
  status: 'SUCCESS' | 'FAIL' | 'DEALING'
  orderId: string
  /** Transfer requests seen for this out_biz_no. */
  requests: number
}

function content(params: Record<string, string>, omit: string[]): string {
  return Object.keys(params).filter((k) => !omit.includes(k) && params[k] !== '').sort().map((k) => `${k}=${params[k]}`).join('&')
}

export class AlipayTransferFake {
  url = ''
  readonly transfers = new Map<string, FakeTransfer>()
  /** Every request: the method and why it did not check out (null when it did). */
  readonly requests: { method: string; problem: string | null }[] = []
  private readonly script: TransferScript[] = []
  private server: http.Server | null = null
  private seq = 0
  private readonly otherKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey

  constructor(private readonly o: AlipayTransferFakeOptions) {}

  get gateway(): string {
    return `${this.url}/gateway.do`
  }

  /** What the next transfers do, in order (then success). */
  next(...steps: TransferScript[]): void {
    this.script.push(...steps)
  }

  /** Money actually sent, in fen, over all transfers. */
  get paidFen(): number {
    let fen = 0
    for (const t of this.transfers.values()) if (t.status === 'SUCCESS') fen += Math.round(Number(t.amount) * 100)
    return fen
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (d: string) => { body += d })
      req.on('end', () => {
        const answer = this.handle(req.method ?? '', new URL(req.url ?? '/', 'http://fake'), req.headers['content-type'] ?? '', body)
        res.writeHead(answer.status, { 'content-type': 'application/json;charset=utf-8' })
        res.end(answer.body)
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async close(): Promise<void> {
    const server = this.server
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private signed(method: string, node: Record<string, unknown>, key = this.o.alipayPrivateKey): { status: number; body: string } {
    const text = JSON.stringify(node)
    const sign = crypto.sign('sha256', Buffer.from(text, 'utf8'), key).toString('base64')
    return { status: 200, body: `{"${method.replace(/\./g, '_')}_response":${text},"sign":"${sign}"}` }
  }

  private handle(verb: string, url: URL, contentType: string, body: string): { status: number; body: string } {
    const params: Record<string, string> = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(body)) }
    const method = params.method ?? ''
    const problem = verb !== 'POST' ? `verb ${verb}` : url.pathname !== '/gateway.do' ? `path ${url.pathname}`
      : !contentType.startsWith('application/x-www-form-urlencoded') ? `content type ${contentType}` : this.problem(params)
    this.requests.push({ method, problem })
    if (problem) {
      return { status: 200, body: JSON.stringify({ error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: problem } }) }
    }
    const biz = JSON.parse(params.biz_content) as Record<string, any>
    return method === 'alipay.fund.trans.uni.transfer' ? this.transfer(method, biz) : this.query(method, biz)
  }

  /** Why a request does not check out (the signature first), or null. */
  private problem(p: Record<string, string>): string | null {
    if (!p.sign) return 'no sign'
    let ok: boolean
    try {
      ok = crypto.verify('sha256', Buffer.from(content(p, ['sign']), 'utf8'), this.o.appPublicKey, Buffer.from(p.sign, 'base64'))
    } catch {
      ok = false
    }
    if (!ok) return 'sign check fail'
    if (p.app_id !== this.o.appId) return 'app_id'
    if (p.sign_type !== 'RSA2' || p.charset !== 'utf-8' || p.version !== '1.0' || p.format !== 'JSON') return 'common parameters'
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(p.timestamp ?? '')) return 'timestamp'
    if (p.method !== 'alipay.fund.trans.uni.transfer' && p.method !== 'alipay.fund.trans.common.query') return `method ${p.method}`
    let biz: Record<string, any>
    try {
      biz = JSON.parse(p.biz_content) as Record<string, any>
    } catch {
      return 'biz_content'
    }
    if (!/^[A-Za-z0-9_]{1,64}$/.test(biz.out_biz_no ?? '')) return 'out_biz_no'
    if (biz.product_code !== 'TRANS_ACCOUNT_NO_PWD' || biz.biz_scene !== 'DIRECT_TRANSFER') return 'product'
    if (p.method === 'alipay.fund.trans.uni.transfer') {
      if (!/^\d+\.\d{2}$/.test(biz.trans_amount ?? '') || Number(biz.trans_amount) < 0.1) return 'trans_amount'
      if (!biz.order_title) return 'order_title'
      const payee = biz.payee_info as Record<string, string> | undefined
      if (!payee?.identity || payee.identity_type !== 'ALIPAY_LOGON_ID' || !payee.name) return 'payee_info'
    }
    return null
  }

  private transfer(method: string, biz: Record<string, any>): { status: number; body: string } {
    const outBizNo = biz.out_biz_no as string
    const known = this.transfers.get(outBizNo)
    if (known && known.status !== 'FAIL') {
      known.requests++
      if (known.status === 'SUCCESS') {
        return this.signed(method, { code: '10000', msg: 'Success', out_biz_no: outBizNo, order_id: known.orderId, pay_fund_order_id: `P${known.orderId}`, status: 'SUCCESS', trans_date: '2026-03-10 12:00:00' })
      }
    }
    const step = this.script.shift() ?? 'success'
    const payee = biz.payee_info as Record<string, string>
    this.seq++
    const record = (status: FakeTransfer['status']): FakeTransfer => {
      const t: FakeTransfer = {
        outBizNo, amount: biz.trans_amount, identity: payee.identity, identityType: payee.identity_type, name: payee.name,
        status, orderId: `20260310110070000006${String(this.seq).padStart(6, '0')}`, requests: (known?.requests ?? 0) + 1,
      }
      this.transfers.set(outBizNo, t)
      return t
    }
    switch (step) {
      case 'success':
      case 'lost': {
        const t = record('SUCCESS')
        if (step === 'lost') return { status: 502, body: '<html>Bad Gateway</html>' }
        return this.signed(method, { code: '10000', msg: 'Success', out_biz_no: outBizNo, order_id: t.orderId, pay_fund_order_id: `P${t.orderId}`, status: 'SUCCESS', trans_date: '2026-03-10 12:00:00' })
      }
      case 'dealing': {
        const t = record('DEALING')
        return this.signed(method, { code: '10000', msg: 'Success', out_biz_no: outBizNo, order_id: t.orderId, status: 'DEALING' })
      }
      case 'payee_not_exist':
        record('FAIL')
        return this.signed(method, { code: '40004', msg: 'Business Failed', sub_code: 'PAYEE_NOT_EXIST', sub_msg: '收款账号不存在' })
      case 'system_error':
        return this.signed(method, { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'SYSTEM_ERROR', sub_msg: '系统繁忙' })
      case 'forged_fail':
        return this.signed(method, { code: '10000', msg: 'Success', out_biz_no: outBizNo, order_id: 'forged', status: 'FAIL', fail_reason: 'forged' }, this.otherKey)
    }
  }

  private query(method: string, biz: Record<string, any>): { status: number; body: string } {
    const t = this.transfers.get(biz.out_biz_no as string)
    if (!t) return this.signed(method, { code: '40004', msg: 'Business Failed', sub_code: 'ORDER_NOT_EXIST', sub_msg: '转账订单不存在' })
    return this.signed(method, {
      code: '10000', msg: 'Success', out_biz_no: t.outBizNo, order_id: t.orderId, status: t.status,
      ...(t.status === 'FAIL' ? { fail_reason: 'PAYEE_NOT_EXIST', error_code: 'PAYEE_NOT_EXIST' } : {}),
    })
  }
}
