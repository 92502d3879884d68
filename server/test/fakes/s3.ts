import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in of an S3-compatible bucket for the tests (docs/server.md: Uploads), written from
// AWS's documented Signature Version 4 rather than from the server's code. Path-style addressing
// (/<bucket>/<key>). PUT, GET and DELETE of an object are signed in the Authorization header
// (canonical request, string to sign, HMAC chain of the secret: 403 SignatureDoesNotMatch
// otherwise); a browser-style POST form upload carries a base64 policy signed with the same key,
// whose conditions are checked one by one (403 AccessDenied, 400 EntityTooLarge/EntityTooSmall).
// GET is public, as the bucket policy of a real deployment makes it.

export interface StoredObject {
  data: Buffer
  type: string
}

const hmac = (key: Buffer | string, text: string): Buffer => crypto.createHmac('sha256', key).update(text, 'utf8').digest()
const sha256 = (data: Buffer | string): string => crypto.createHash('sha256').update(data).digest('hex')

function signingKey(secret: string, date: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request')
}

/** RFC 3986 encoding as SigV4 wants it (slashes kept in paths). */
const encode = (text: string, keepSlash: boolean): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(keepSlash ? /%2F/g : /$^/, '/')

function xmlError(res: http.ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' })
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`)
}

export class S3Fake {
  url = ''
  readonly objects = new Map<string, StoredObject>()
  /** Every refusal, by its S3 error code (what a test asserts on). */
  readonly refusals: string[] = []
  private server: http.Server | null = null

  constructor(private readonly options: { bucket: string; region: string; accessKeyId: string; secretAccessKey: string }) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        this.handle(req, Buffer.concat(chunks), res).catch((err: unknown) => xmlError(res, 500, 'InternalError', String(err)))
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }

  private refuse(res: http.ServerResponse, status: number, code: string, message: string): void {
    this.refusals.push(code)
    xmlError(res, status, code, message)
  }

  private async handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url)
    const [, bucket, ...rest] = url.pathname.split('/')
    if (bucket !== this.options.bucket) return this.refuse(res, 404, 'NoSuchBucket', 'The specified bucket does not exist')
    const key = decodeURIComponent(rest.join('/'))
    if (req.method === 'POST' && key === '') return this.postForm(req, body, res)
    if (req.method === 'GET') {
      const object = this.objects.get(key)
      if (!object) return this.refuse(res, 404, 'NoSuchKey', 'The specified key does not exist.')
      res.writeHead(200, { 'content-type': object.type, 'content-length': object.data.length })
      return void res.end(object.data)
    }
    if (!this.headerSignatureHolds(req, url, body)) return this.refuse(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match')
    if (req.method === 'PUT' && key) {
      this.objects.set(key, { data: body, type: String(req.headers['content-type'] ?? 'binary/octet-stream') })
      res.writeHead(200, { etag: `"${crypto.createHash('md5').update(body).digest('hex')}"` })
      return void res.end()
    }
    if (req.method === 'DELETE' && key) {
      this.objects.delete(key)
      res.writeHead(204)
      return void res.end()
    }
    this.refuse(res, 405, 'MethodNotAllowed', 'The specified method is not allowed')
  }

  /** SigV4 in the Authorization header: the canonical request rebuilt from what arrived. */
  private headerSignatureHolds(req: http.IncomingMessage, url: URL, body: Buffer): boolean {
    const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''))
    if (!auth) return false
    const [, accessKeyId, date, region, signedHeaders, signature] = auth
    if (accessKeyId !== this.options.accessKeyId || region !== this.options.region) return false
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false
    const query = [...url.searchParams].map(([k, v]) => [encode(k, false), encode(v, false)]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const headers = signedHeaders.split(';')
    const canonical = [
      req.method,
      encode(decodeURIComponent(url.pathname), true),
      query.map(([k, v]) => `${k}=${v}`).join('&'),
      headers.map((h) => `${h}:${String(req.headers[h] ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
      signedHeaders,
      payloadHash,
    ].join('\n')
    const amzDate = String(req.headers['x-amz-date'] ?? '')
    const toSign = ['AWS4-HMAC-SHA256', amzDate, `${date}/${region}/s3/aws4_request`, sha256(canonical)].join('\n')
    return hmac(signingKey(this.options.secretAccessKey, date, region), toSign).toString('hex') === signature
  }

  /** A POST policy upload: the form's signature over its policy, then each of the policy's conditions. */
  private async postForm(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<void> {
    const form = await new Request(`${this.url}/`, { method: 'POST', body: new Uint8Array(body), headers: { 'content-type': String(req.headers['content-type'] ?? '') } }).formData()
    const fields = new Map<string, string>()
    let file: File | null = null
    for (const [name, value] of form) {
      if (typeof value === 'string') fields.set(name.toLowerCase(), value)
      else if (name === 'file') file = value
    }
    if (!file) return this.refuse(res, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.')
    const policyText = fields.get('policy') ?? ''
    const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/.exec(fields.get('x-amz-credential') ?? '')
    if (!credential || credential[1] !== this.options.accessKeyId || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
      return this.refuse(res, 403, 'InvalidAccessKeyId', 'The AWS access key Id you provided does not exist in our records.')
    }
    const expected = hmac(signingKey(this.options.secretAccessKey, credential[2], credential[3]), policyText).toString('hex')
    if (expected !== fields.get('x-amz-signature')) return this.refuse(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match')
    const policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] }
    if (Date.parse(policy.expiration) < Date.now()) return this.refuse(res, 403, 'AccessDenied', 'Invalid according to Policy: Policy expired.')
    const data = Buffer.from(await file.arrayBuffer())
    const known = new Set(['policy', 'x-amz-signature', 'file'])
    for (const condition of policy.conditions) {
      if (Array.isArray(condition) && condition[0] === 'content-length-range') {
        const [, min, max] = condition as [string, number, number]
        if (data.length > max) return this.refuse(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size')
        if (data.length < min) return this.refuse(res, 400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size')
        continue
      }
      const [op, field, value] = Array.isArray(condition)
        ? condition as [string, string, string]
        : ['eq', `$${Object.keys(condition as object)[0]}`, Object.values(condition as object)[0] as string]
      const name = field.replace(/^\$/, '').toLowerCase()
      known.add(name)
      const actual = name === 'bucket' ? this.options.bucket : fields.get(name) ?? ''
      const holds = op === 'eq' ? actual === value : op === 'starts-with' ? actual.startsWith(String(value)) : false
      if (!holds) return this.refuse(res, 403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ["${op}", "${field}", "${value}"]`)
    }
    // every form field must be named by a condition (x-amz-meta-* and the like too)
    const unnamed = [...fields.keys()].filter((name) => !known.has(name))
    if (unnamed.length) return this.refuse(res, 403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${unnamed.join(', ')}`)
    const key = fields.get('key')
    if (!key) return this.refuse(res, 400, 'InvalidArgument', 'Bucket POST must contain a field named \'key\'.')
    this.objects.set(key, { data, type: fields.get('content-type') ?? 'binary/octet-stream' })
    res.writeHead(204)
    res.end()
  }
}
