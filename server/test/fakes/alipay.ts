import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in of Alipay's gateway for the tests (docs/server.md "Vouchers and payments"),
// written from the documented RSA2 scheme rather than from the server's code: GET /gateway.do
// (what the payer's browser opens for alipay.trade.wap.pay) checks the app's signature (every
// parameter but sign, the empty ones left out, sorted by name, "k=v" joined with "&",
// SHA256withRSA with the app's public key; 401 otherwise) and the order; notifications are form
// bodies signed with Alipay's key over every parameter but sign and sign_type.

export interface AlipayFakeOptions {
  appId: string
  appPublicKey: crypto.KeyObject
  alipayPrivateKey: crypto.KeyObject
}

export interface FakeAlipayTrade {
  params: Record<string, string>
  biz: Record<string, any>
}

export interface AlipayNotificationOptions {
  tradeStatus?: string
  appId?: string
  totalAmount?: string
  signWith?: crypto.KeyObject
  /** Changes a signed field after signing. */
  tamper?: Record<string, string>
}

function content(params: Record<string, string>, omit: string[]): string {
  return Object.keys(params).filter((k) => !omit.includes(k) && params[k] !== '').sort().map((k) => `${k}=${params[k]}`).join('&')
}

export class AlipayFake {
  url = ''
  readonly trades = new Map<string, FakeAlipayTrade>()
  readonly requests: { problem: string | null }[] = []
  private server: http.Server | null = null
  private seq = 0

  constructor(private readonly o: AlipayFakeOptions) {}

  get gateway(): string {
    return `${this.url}/gateway.do`
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const params = Object.fromEntries(url.searchParams)
      const problem = url.pathname !== '/gateway.do' ? `path ${url.pathname}` : this.problem(params)
      this.requests.push({ problem })
      res.writeHead(problem ? 401 : 200, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(problem ? { code: '40002', msg: 'Invalid Arguments', sub_msg: problem } : { code: '10000', msg: 'Success' }))
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

  /** Why a payment request does not check out (signature first), or null; a good one is recorded as a trade. */
  private problem(p: Record<string, string>): string | null {
    if (!p.sign) return 'no sign'
    const ok = crypto.verify('sha256', Buffer.from(content(p, ['sign']), 'utf8'), this.o.appPublicKey, Buffer.from(p.sign, 'base64'))
    if (!ok) return 'sign check fail'
    if (p.app_id !== this.o.appId) return 'app_id'
    if (p.method !== 'alipay.trade.wap.pay' || p.sign_type !== 'RSA2' || p.charset !== 'utf-8' || p.version !== '1.0' || p.format !== 'JSON') return 'common parameters'
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(p.timestamp ?? '')) return 'timestamp'
    let biz: Record<string, any>
    try {
      biz = JSON.parse(p.biz_content) as Record<string, any>
    } catch {
      return 'biz_content'
    }
    if (biz.product_code !== 'QUICK_WAP_WAY' || !/^\d+\.\d{2}$/.test(biz.total_amount) || !biz.out_trade_no || !biz.subject) return 'biz_content fields'
    this.trades.set(biz.out_trade_no, { params: p, biz })
    return null
  }

  /** A signed notification form body of a trade this fake saw (its amount unless told otherwise). */
  notification(outTradeNo: string, o: AlipayNotificationOptions = {}): string {
    const trade = this.trades.get(outTradeNo)
    this.seq++
    const now = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
    const amount = o.totalAmount ?? trade?.biz.total_amount ?? '0.01'
    const params: Record<string, string> = {
      gmt_create: now,
      charset: 'utf-8',
      gmt_payment: now,
      notify_time: now,
      subject: trade?.biz.subject ?? '测试',
      buyer_id: '2088102177846880',
      invoice_amount: amount,
      version: '1.0',
      notify_id: `2026${crypto.randomInt(0, 1e9)}${this.seq}`,
      fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync',
      out_trade_no: outTradeNo,
      total_amount: amount,
      trade_status: o.tradeStatus ?? 'TRADE_SUCCESS',
      trade_no: `2026031022001${String(this.seq).padStart(6, '0')}${crypto.randomInt(0, 1e6)}`,
      auth_app_id: o.appId ?? this.o.appId,
      receipt_amount: amount,
      point_amount: '0.00',
      app_id: o.appId ?? this.o.appId,
      buyer_pay_amount: amount,
      seller_id: '2088102177296610',
    }
    const sign = crypto.sign('sha256', Buffer.from(content(params, ['sign', 'sign_type']), 'utf8'), o.signWith ?? this.o.alipayPrivateKey).toString('base64')
    return new URLSearchParams({ ...params, ...o.tamper, sign, sign_type: 'RSA2' }).toString()
  }
}
