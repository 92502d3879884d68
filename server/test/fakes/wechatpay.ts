import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in of WeChat Pay API v3 for the tests (docs/server.md "Vouchers and payments"),
// written from the documented scheme rather than from the server's code: it checks the merchant's
// Authorization (schema, mchid, serial_no, a 5-minute timestamp, SHA256withRSA over
// "METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n" with the merchant's public key; 401 otherwise), answers
// POST /v3/pay/transactions/jsapi and /h5 signed with the platform key, and builds notifications
// encrypted with the API v3 key (AES-256-GCM, tag appended) and signed like answers.

export interface WechatPayFakeOptions {
  mchId: string
  merchantPublicKey: crypto.KeyObject
  merchantSerial: string
  platformPrivateKey: crypto.KeyObject
  platformSerial: string
  apiV3Key: string
  now?: () => Date
}

export interface FakeWechatOrder {
  kind: 'jsapi' | 'h5'
  body: Record<string, any>
}

/** What the next requests get: a good signed answer, one signed wrong, an error status, or none. */
export type WechatAnswerMode = 'ok' | 'bad-signature' | 'wrong-serial' | 'stale' | 'error' | 'hang'

export interface NotificationOptions {
  tradeState?: string
  eventType?: string
  mchId?: string
  appId?: string
  amountFen?: number
  /** Seconds added to the signature's timestamp (negative: older). */
  skewS?: number
  /** Signed with this key instead of the platform's. */
  signWith?: crypto.KeyObject
  serial?: string
  /** One byte of the ciphertext changed (the GCM tag no longer checks out). */
  tamperCiphertext?: boolean
  /** Encrypted with this key instead of the API v3 key. */
  apiV3Key?: string
}

export interface FakeNotification {
  headers: Record<string, string>
  body: string
  /** What the resource holds, decrypted. */
  transaction: Record<string, any>
}

const message = (...parts: string[]) => parts.map((p) => `${p}\n`).join('')

export class WechatPayFake {
  url = ''
  mode: WechatAnswerMode = 'ok'
  readonly orders = new Map<string, FakeWechatOrder>()
  /** Every request with why its signature was refused (null: it checked out). */
  readonly requests: { path: string; problem: string | null }[] = []
  private server: http.Server | null = null
  private tradeSeq = 0

  constructor(private readonly o: WechatPayFakeOptions) {}

  private nowS(): number {
    return Math.floor((this.o.now?.() ?? new Date()).getTime() / 1000)
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => this.handle(req, Buffer.concat(chunks).toString('utf8'), res))
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

  /** Why the Authorization of a request does not check out, or null. */
  authorizationProblem(method: string, pathAndQuery: string, authorization: string, body: string): string | null {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(authorization)
    if (!m) return 'no WECHATPAY2-SHA256-RSA2048 authorization'
    const fields = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((f) => [f[1], f[2]]))
    if (fields.mchid !== this.o.mchId) return 'mchid'
    if (fields.serial_no !== this.o.merchantSerial) return 'serial_no'
    if (!/^\d+$/.test(fields.timestamp ?? '') || Math.abs(this.nowS() - Number(fields.timestamp)) > 300) return 'timestamp'
    if (!fields.nonce_str || !fields.signature) return 'nonce_str/signature missing'
    const ok = crypto.verify('sha256', Buffer.from(message(method, pathAndQuery, fields.timestamp, fields.nonce_str, body)), this.o.merchantPublicKey,
      Buffer.from(fields.signature, 'base64'))
    return ok ? null : 'signature'
  }

  /** WeChat Pay's signature headers of an answer or a notification body. */
  signedHeaders(body: string, o: { skewS?: number; signWith?: crypto.KeyObject; serial?: string } = {}): Record<string, string> {
    const timestamp = String(this.nowS() + (o.skewS ?? 0))
    const nonce = crypto.randomBytes(16).toString('hex')
    const signature = crypto.sign('sha256', Buffer.from(message(timestamp, nonce, body)), o.signWith ?? this.o.platformPrivateKey).toString('base64')
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': o.serial ?? this.o.platformSerial,
    }
  }

  private handle(req: http.IncomingMessage, body: string, res: http.ServerResponse): void {
    const path = req.url ?? ''
    const problem = req.method !== 'POST' ? `method ${req.method}` : this.authorizationProblem(req.method, path, String(req.headers.authorization ?? ''), body)
    this.requests.push({ path, problem })
    const answer = (status: number, payload: object) => {
      const text = JSON.stringify(payload)
      let headers = this.signedHeaders(text)
      if (this.mode === 'bad-signature') headers = { ...headers, 'Wechatpay-Signature': this.signedHeaders(`${text} `)['Wechatpay-Signature'] }
      if (this.mode === 'wrong-serial') headers = { ...headers, 'Wechatpay-Serial': 'ANOTHER-SERIAL' }
      if (this.mode === 'stale') headers = this.signedHeaders(text, { skewS: -600 })
      res.writeHead(status, { 'content-type': 'application/json', ...headers })
      res.end(text)
    }
    if (problem) return answer(401, { code: 'SIGN_ERROR', message: `签名错误 (${problem})` })
    if (this.mode === 'hang') return
    if (this.mode === 'error') return answer(500, { code: 'SYSTEM_ERROR', message: '系统错误' })
    let order: Record<string, any>
    try {
      order = JSON.parse(body) as Record<string, any>
    } catch {
      return answer(400, { code: 'PARAM_ERROR', message: 'body is not JSON' })
    }
    const kind = path === '/v3/pay/transactions/jsapi' ? 'jsapi' : path === '/v3/pay/transactions/h5' ? 'h5' : null
    if (!kind) return answer(404, { code: 'NOT_FOUND', message: path })
    const missing = ['appid', 'mchid', 'description', 'out_trade_no', 'notify_url'].filter((k) => typeof order[k] !== 'string' || !order[k])
    if (order.mchid !== this.o.mchId) missing.push('mchid (not this merchant)')
    if (!Number.isInteger(order.amount?.total) || order.amount.total <= 0 || order.amount.currency !== 'CNY') missing.push('amount')
    if (kind === 'jsapi' && typeof order.payer?.openid !== 'string') missing.push('payer.openid')
    if (kind === 'h5' && (typeof order.scene_info?.payer_client_ip !== 'string' || order.scene_info?.h5_info?.type !== 'Wap')) missing.push('scene_info')
    if (missing.length) return answer(400, { code: 'PARAM_ERROR', message: missing.join(', ') })
    this.orders.set(order.out_trade_no, { kind, body: order })
    const prepayId = `wx${Date.now()}${crypto.randomInt(0, 1e6)}`
    if (kind === 'jsapi') return answer(200, { prepay_id: prepayId })
    return answer(200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=${crypto.randomInt(0, 1e9)}` })
  }

  /** AES-256-GCM with the API v3 key: base64 of ciphertext + 16-byte tag. */
  encrypt(plain: string, nonce: string, associatedData: string, key = this.o.apiV3Key): string {
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonce, 'utf8'))
    cipher.setAAD(Buffer.from(associatedData, 'utf8'))
    return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64')
  }

  /** The notification of a paid order this fake created (its amount and app unless told otherwise). */
  notification(outTradeNo: string, o: NotificationOptions = {}): FakeNotification {
    const order = this.orders.get(outTradeNo)
    this.tradeSeq++
    const transaction = {
      mchid: o.mchId ?? this.o.mchId,
      appid: o.appId ?? order?.body.appid ?? 'wx-unknown',
      out_trade_no: outTradeNo,
      transaction_id: `42000${String(this.tradeSeq).padStart(10, '0')}${crypto.randomInt(0, 1e6)}`,
      trade_type: order?.kind === 'h5' ? 'MWEB' : 'JSAPI',
      trade_state: o.tradeState ?? 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: new Date().toISOString(),
      payer: { openid: order?.body.payer?.openid ?? 'o-unknown' },
      amount: { total: o.amountFen ?? order?.body.amount.total ?? 1, payer_total: o.amountFen ?? order?.body.amount.total ?? 1, currency: 'CNY', payer_currency: 'CNY' },
    }
    const nonce = crypto.randomBytes(6).toString('hex') // 12 characters, as WeChat Pay's
    let ciphertext = this.encrypt(JSON.stringify(transaction), nonce, 'transaction', o.apiV3Key)
    if (o.tamperCiphertext) {
      const bytes = Buffer.from(ciphertext, 'base64')
      bytes[3] ^= 0x01
      ciphertext = bytes.toString('base64')
    }
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: o.eventType ?? 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce },
    })
    return { headers: { 'content-type': 'application/json', ...this.signedHeaders(body, o) }, body, transaction }
  }
}
