import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { CALL_GROUPS } from '@api-types/groups'
import type { Call } from '@api-types/contract'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { seed } from '../src/db/seed'
import { findUnstorable, isStorableText, LONE_SURROGATE } from '../src/edge'
import { call, createUser, openTestDatabase, type TestEnv } from './helpers'

// The edge (src/edge.ts): text PostgreSQL cannot store (NUL, a lone UTF-16 surrogate) is refused
// for every call before its handler runs, generated from the contract's body schemas; malformed
// uploads are refused without a 500; the security headers are on every answer. A client's mistake
// never writes an error-level log line.

const H5_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/h5')
const built = fs.existsSync(path.join(H5_DIR, 'index.html'))

/** NUL, a lone high surrogate, a lone low surrogate (JSON.stringify writes them as \u escapes). */
const BAD = ['a\u0000b', 'a\ud800b', 'a\udc00b'] as const
const UNSTORABLE = /^.+包含无法识别的字符$|^昵称为2-20个字符$/
const UNSTORABLE_EN = /^.+ contains characters that cannot be stored$/

interface LogLine { level: number; msg: string; [key: string]: unknown }
type LoggedEnv = TestEnv & { logs: LogLine[] }

/** setup() of helpers.ts with the log kept (level info and above), to find error-level lines. */
async function setupLogged(env: Record<string, string> = {}): Promise<LoggedEnv> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-test-'))
  const config = loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5'), LOG_LEVEL: 'info', ...env })
  const { database, drop, url } = await openTestDatabase(dataDir)
  await seed(database.db)
  const logs: LogLine[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  const app = await buildApp({ db: database.db, config, logger: { level: 'info', stream } })
  await app.ready()
  return {
    app, database, config, dataDir, databaseUrl: url, logs,
    close: async () => {
      await app.close()
      await database.close()
      await drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function assertNoErrorLogs(env: LoggedEnv): void {
  const errors = env.logs.filter((l) => l.level >= 50)
  assert.deepEqual(errors.map((l) => `${l.msg} ${JSON.stringify(l.err ?? '')}`.slice(0, 300)), [])
}

/** The edge's refusal: HTTP 200, status 0, the message naming the field or the request. */
function assertUnstorable(r: { statusCode: number; body: { status: number; msg: string; result: unknown } }, what: string, msg: string | RegExp = UNSTORABLE): void {
  assert.equal(r.statusCode, 200, `${what}: HTTP ${r.statusCode} ${JSON.stringify(r.body)}`)
  assert.equal(r.body.status, 0, what)
  assert.equal(r.body.result, null, what)
  if (typeof msg === 'string') assert.equal(r.body.msg, msg, what)
  else assert.match(r.body.msg, msg, what)
}

// ---- Where a call's body schema has text: walked from the contract ----

type Seg = { prop: string } | { item: true } | { entry: true }
interface Slots { strings: Seg[][]; objects: Seg[][]; arrays: Seg[][] }

/** Every string (at any depth), object and array of a JSON schema (TypeBox), as paths. */
function schemaSlots(schema: unknown): Slots {
  const out: Slots = { strings: [], objects: [], arrays: [] }
  const seen = new Set<string>()
  const add = (list: Seg[][], at: Seg[], kind: string) => {
    const key = `${kind}:${JSON.stringify(at)}`
    if (!seen.has(key)) {
      seen.add(key)
      list.push(at)
    }
  }
  const walk = (node: unknown, at: Seg[], depth: number): void => {
    if (!node || typeof node !== 'object' || depth > 10) return
    const s = node as Record<string, unknown>
    for (const k of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(s[k])) for (const sub of s[k] as unknown[]) walk(sub, at, depth + 1)
    for (const k of ['then', 'else']) walk(s[k], at, depth + 1)
    const types = Array.isArray(s.type) ? s.type as unknown[] : [s.type]
    const stringEnum = Array.isArray(s.enum) && (s.enum as unknown[]).some((v) => typeof v === 'string')
    if (types.includes('string') || stringEnum || typeof s.const === 'string') add(out.strings, at, 's')
    if (types.includes('object') || s.properties || s.additionalProperties || s.patternProperties) {
      if (at.length > 0) add(out.objects, at, 'o')
      for (const [name, sub] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) walk(sub, [...at, { prop: name }], depth + 1)
      if (s.additionalProperties && typeof s.additionalProperties === 'object') walk(s.additionalProperties, [...at, { entry: true }], depth + 1)
      for (const sub of Object.values((s.patternProperties ?? {}) as Record<string, unknown>)) walk(sub, [...at, { entry: true }], depth + 1)
    }
    if (types.includes('array') || s.items) {
      if (at.length > 0) add(out.arrays, at, 'a')
      for (const sub of Array.isArray(s.items) ? s.items : [s.items]) walk(sub, [...at, { item: true }], depth + 1)
    }
  }
  walk(schema, [], 0)
  return out
}

/** A value with leaf at the path: {images: [leaf]}, {data: {k: leaf}}. */
function placeAt(at: Seg[], leaf: unknown): unknown {
  if (at.length === 0) return leaf
  const [head, ...rest] = at
  const inner = placeAt(rest, leaf)
  if ('prop' in head) return { [head.prop]: inner }
  if ('item' in head) return [inner]
  return { k: inner }
}

const describePath = (at: Seg[]) => at.map((s) => ('prop' in s ? s.prop : 'item' in s ? '[]' : '{}')).join('.') || '(body)'

interface Probe { what: string; body?: unknown; raw?: string }

/** The bad inputs for one call: each text of its schema, keys, nested values, the body as a whole. */
function probesOf(c: Call): Probe[] {
  const slots = schemaSlots(c.body)
  const probes: Probe[] = []
  for (const at of slots.strings) {
    if (at.length === 0) continue
    BAD.forEach((bad, i) => probes.push({ what: `${describePath(at)} #${i}`, body: placeAt(at, bad) }))
  }
  for (const at of slots.objects) {
    probes.push({ what: `key in ${describePath(at)}`, body: placeAt(at, { [BAD[1]]: 'x' }) })
    probes.push({ what: `value in ${describePath(at)}`, body: placeAt(at, { k: { deeper: [BAD[2]] } }) })
  }
  for (const at of slots.arrays) {
    probes.push({ what: `item of ${describePath(at)}`, body: placeAt(at, [BAD[0]]) })
    probes.push({ what: `key in an item of ${describePath(at)}`, body: placeAt(at, [{ [BAD[2]]: 1 }]) })
  }
  BAD.forEach((bad, i) => probes.push({ what: `top-level key #${i}`, body: { [bad]: 'x' } }))
  probes.push({ what: 'undeclared field', body: { edge_probe: { nested: [BAD[1]] } } })
  probes.push({ what: 'a JSON string body', raw: '"\\u0000"' })
  probes.push({ what: 'a JSON array body', raw: '["ok", "\\ud800"]' })
  return probes
}

const declaredCalls = (): Call[] =>
  (Object.values(CALL_GROUPS) as Record<string, Call>[]).flatMap((group) => Object.values(group))

// ---- The tests ----

describe('text PostgreSQL cannot store', () => {
  test('isStorableText: NUL and lone surrogates out, pairs and other text in', () => {
    for (const ok of ['', 'abc', '饭贝', '😀', 'a\ud83d\ude00b', '\t\n\u0001\u007f\uFFFD\uFFFF']) assert.equal(isStorableText(ok), true, JSON.stringify(ok))
    for (const bad of ['\u0000', 'a\u0000', '\ud800', 'a\ud800', '\ud800a', '\udc00', 'a\udfff', '\udc00\ud800', '\ud83d\ude00\ud83d']) {
      assert.equal(isStorableText(bad), false, JSON.stringify(bad))
    }
    // the regex a Node without String.prototype.isWellFormed falls back on agrees with it
    const wellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed
    for (const text of ['a😀b', '\ud800', 'x\udbff', '\udc00y', '\udc00\ud800', '\ud800\udc00', '😀\ud83d', '']) {
      if (wellFormed) assert.equal(!LONE_SURROGATE.test(text), wellFormed.call(text), JSON.stringify(text))
    }
  })

  test('findUnstorable: values and keys at any depth, and a depth no recursion survives', () => {
    assert.equal(findUnstorable({ a: [1, 'x', { b: null, c: true }], d: '😀' }), null)
    assert.deepEqual(findUnstorable({ a: [1, 'x', { b: 'y\u0000' }] }), { path: ['a', 2, 'b'], inKey: false })
    assert.deepEqual(findUnstorable({ a: { ['k\ud800']: 1 } }), { path: ['a'], inKey: true })
    assert.deepEqual(findUnstorable('\udc00'), { path: [], inKey: false })
    const depth = 100000
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown
    assert.equal(findUnstorable(deep)?.path.length, depth)
  })
})

describe('every declared call refuses unstorable text before its handler', () => {
  let env: LoggedEnv
  let token: string
  before(async () => {
    env = await setupLogged()
    token = (await createUser(env)).token
  })
  after(async () => { await env.close() })

  test('the contract declares calls with text in their bodies', () => {
    const calls = declaredCalls()
    assert.ok(calls.length > 0)
    assert.ok(calls.some((c) => schemaSlots(c.body).strings.length > 0), 'some call takes text')
  })

  for (const [groupName, group] of Object.entries(CALL_GROUPS) as [string, Record<string, Call>][]) {
    test(`${groupName}: every text, key and nested value, logged in and logged out`, async () => {
      for (const c of Object.values(group)) {
        for (const probe of probesOf(c)) {
          for (const who of ['logged in', 'logged out'] as const) {
            const r = await call(env.app, c.path, probe.body, { raw: probe.raw, token: who === 'logged in' ? token : undefined })
            assertUnstorable(r, `${c.path} ${probe.what} (${who})`)
          }
        }
        if (c.upload) {
          // an upload's other form fields, before its file
          const props = Object.keys((c.body as { properties?: Record<string, unknown> }).properties ?? {})
          for (const name of [...props, 'edge_probe']) {
            const r = await upload(env, token, [{ name, data: BAD[0] }, { name: c.upload, filename: 'a.png', type: 'image/png', data: PNG }], c.path)
            assertUnstorable(r, `${c.path} form field ${name}`)
          }
        }
      }
    })
  }

  test('the calls the review found, by name (with otherwise valid bodies)', async () => {
    const settleIn = { shop_name: '老王麻辣烫', contact_name: '王先生', tel: '13800138000', city: '杭州', address: '文三路 100 号' }
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/shop/lists', { keyword: '\u0000' }, '搜索关键词包含无法识别的字符'],
      ['/api/shop/mt_list', { keyword: '麻辣\u0000' }, '搜索关键词包含无法识别的字符'],
      ['/api/shop/goodShop', { keyword: '\ud800' }, '搜索关键词包含无法识别的字符'],
      ['/api/home/adCallBack', { callback: 'cb\u0000' }, '回调参数包含无法识别的字符'],
      ['/api/EventTracking/addLog', { event: 'page_view', page: 'pages/index\u0000' }, '页码包含无法识别的字符'],
      ['/api/EventTracking/addLog', { event: 'page_view', extra: { from: 'a\ud800b' } }, 'from包含无法识别的字符'],
      ['/api/common/cooperate', { name: '李经理', tel: '13912345678', content: '希望\u0000合作' }, '内容包含无法识别的字符'],
      ['/api/common/settleIn', { ...settleIn, remark: '\u0000' }, '备注包含无法识别的字符'],
      ['/api/common/settleIn', { ...settleIn, images: ['/uploads/a.png', 'a\ud800b'] }, '图片包含无法识别的字符'],
      ['/api/discount/recodeLog', { data: { k: 'a\ud800b' } }, 'k包含无法识别的字符'],
      ['/api/discount/recodeLog', { data: { k: 'a\u0000b' } }, 'k包含无法识别的字符'],
      ['/api/discount/recodeLog', { data: { ['k\udc00']: 'v' } }, 'data包含无法识别的字符'],
      ['/api/discount/saveMtUrl', { discount_url: 'https://click.meituan.com/t?x=\u0000' }, 'discount_url包含无法识别的字符'],
      ['/api/discount/receiveDiscount', { discount_url: 'https://click.meituan.com/t?x=\u0000', coupon_type: 1 }, 'discount_url包含无法识别的字符'],
      ['/api/user/updateNicknameAndAvatar', { avatar: 'https://example.com/a\u0000.png' }, '头像包含无法识别的字符'],
      // the nickname's own rule refuses control characters: its message, for NUL too
      ['/api/user/updateNicknameAndAvatar', { nickname: '小\ud800林' }, '昵称为2-20个字符'],
      ['/api/user/updateNicknameAndAvatar', { nickname: '小\u0000林' }, '昵称为2-20个字符'],
      ['/api/order/submitProof', { id: 1, platform_order_no: '1234\u0000', images: [] }, '外卖订单号包含无法识别的字符'],
    ]
    for (const [url, body, msg] of cases) {
      for (const t of [token, undefined]) {
        assertUnstorable(await call(env.app, url, body, { token: t }), `${url} ${JSON.stringify(body)}`, msg)
      }
    }
    // the body as the review sent it, and the message in English
    const raw = await call(env.app, '/api/shop/lists', null, { raw: '{"keyword":"\\u0000"}' })
    assertUnstorable(raw, 'raw JSON', '搜索关键词包含无法识别的字符')
    const en = await call(env.app, '/api/shop/lists', { keyword: '\u0000' }, { lang: 'en' })
    assertUnstorable(en, 'English', 'Keyword contains characters that cannot be stored')
    const whole = await call(env.app, '/api/shop/lists', { ['\u0000']: 1 }, { lang: 'en' })
    assertUnstorable(whole, 'a key', 'The request contains characters that cannot be stored')
    // keys that are names on every object's prototype are fields like any other
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const r = await call(env.app, '/api/shop/lists', null, { raw: `{"${key}":"\\u0000"}` })
      assertUnstorable(r, key, `${key}包含无法识别的字符`)
    }
    assert.match(en.body.msg, UNSTORABLE_EN)
  })

  test('well-formed text is stored, surrogate pairs included', async () => {
    const lists = await call(env.app, '/api/shop/lists', { keyword: '😀麻辣' })
    assert.equal(lists.body.status, 1, lists.body.msg)
    const log = await call(env.app, '/api/discount/recodeLog', { data: { k: 'a😀b', n: 1 } }, { token })
    assert.equal(log.body.status, 1, log.body.msg)
    const addLog = await call(env.app, '/api/EventTracking/addLog', { event: 'page_view', page: '首页😀', extra: { from: '😀' } })
    assert.equal(addLog.body.status, 1, addLog.body.msg)
    const profile = await call(env.app, '/api/user/updateNicknameAndAvatar', { nickname: '小林😀' }, { token })
    assert.equal(profile.body.status, 1, profile.body.msg)
  })

  test('a body nested deeper than any recursion is answered, not crashed on', async () => {
    const depth = 100000
    const bad = await call(env.app, '/api/shop/lists', null, { raw: `{"keyword":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}` })
    assertUnstorable(bad, 'deep', '搜索关键词包含无法识别的字符')
    const fine = await call(env.app, '/api/shop/lists', null, { raw: `{"keyword":${'['.repeat(depth)}"x"${']'.repeat(depth)}}` })
    assert.ok(fine.statusCode < 500 && fine.body.status === 0, JSON.stringify(fine.body))
  })

  test('headers with odd bytes: never a 500', async () => {
    const nul = await call(env.app, '/api/user/info', {}, { headers: { authorization: `Bearer \u0000${'x'.repeat(40)}` } })
    assertUnstorable(nul, 'NUL in Authorization')
    const client = await call(env.app, '/api/home/adCallBack', { callback: 'cb' }, { headers: { client: 'h5\ud800' } })
    assertUnstorable(client, 'lone surrogate in the client header')
    // bytes a real client can send (latin1 in Node's parser): not a token, so logged out
    const latin1 = await call(env.app, '/api/user/info', {}, { headers: { authorization: `Bearer \u00ff\u00fe${'x'.repeat(40)}` } })
    assert.equal(latin1.statusCode, 401)
    assert.equal(latin1.body.status, -1)
  })

  test('over a socket, raw header bytes are refused or ignored, never a 500', async () => {
    const address = await env.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = new URL(address)
    const raw = async (authorization: Buffer): Promise<string> => {
      const body = '{}'
      const head = Buffer.concat([
        Buffer.from(`POST /api/user/info HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\nAuthorization: `),
        authorization,
        Buffer.from(`\r\n\r\n${body}`),
      ])
      return new Promise((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(head))
        let answer = ''
        socket.on('data', (d) => { answer += d.toString('latin1') })
        socket.on('end', () => resolve(answer))
        socket.on('error', reject)
      })
    }
    const odd = await raw(Buffer.concat([Buffer.from('Bearer '), Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from('x'.repeat(40))]))
    assert.match(odd, /^HTTP\/1\.1 401 /)
    const utf8 = await raw(Buffer.from(`Bearer 饭贝${'x'.repeat(40)}`, 'utf8'))
    assert.match(utf8, /^HTTP\/1\.1 401 /)
    const nul = await raw(Buffer.concat([Buffer.from('Bearer '), Buffer.from([0x00]), Buffer.from('x'.repeat(40))]))
    assert.match(nul, /^HTTP\/1\.1 4\d\d /)
    // a client that goes away in the middle of its body
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/shop/lists HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"keyword":')
        setTimeout(() => { socket.destroy(); resolve() }, 200)
      })
      socket.on('error', () => resolve())
    })
    const aborted = () => env.logs.some((l) => l.msg === 'request aborted by the client' && l.level === 30)
    for (let i = 0; i < 50 && !aborted(); i++) await new Promise((r) => setTimeout(r, 100))
    assert.ok(aborted(), 'the abort is logged at info')
  })

  test('outside /api (the development pages): a 400 refusal rather than a 500', async () => {
    const page = await env.app.inject({ method: 'GET', url: '/dev/pay/%00' })
    assert.equal(page.statusCode, 400)
    assert.match(page.json().msg, UNSTORABLE)
    const form = await env.app.inject({
      method: 'POST', url: '/dev/pay/x/confirm', payload: 'return=http%3A%2F%2Fa%00', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    assert.equal(form.statusCode, 400)
  })

  test('no error-level log line for any of it', () => {
    assertNoErrorLogs(env)
    assert.ok(env.logs.some((l) => l.msg === 'text that cannot be stored refused' && l.level === 30), 'refusals are logged at info')
  })
})

// ---- Uploads ----

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)])
const BOUNDARY = '----fanbeiEdge7MA4YWxkTrZu0gW'

interface Part { name: string; filename?: string; type?: string; data: Buffer | string; disposition?: string }

function multipartBody(parts: Part[], boundary = BOUNDARY, close = true): Buffer {
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = p.disposition ?? `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`))
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data))
    chunks.push(Buffer.from('\r\n'))
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

async function upload(env: TestEnv, token: string | null, parts: Part[] | Buffer, url = '/api/user/placeUpload', contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const res = await env.app.inject({
    method: 'POST', url, payload: Buffer.isBuffer(parts) ? parts : multipartBody(parts),
    headers: { 'content-type': contentType, 'accept-language': 'zh-Hans', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
  let body: { status: number; msg: string; result: unknown }
  try {
    body = res.json()
  } catch {
    throw new Error(`${url}: not JSON (HTTP ${res.statusCode}): ${res.body.slice(0, 200)}`)
  }
  return { statusCode: res.statusCode, body }
}

describe('uploads: malformed bodies and form fields', () => {
  let env: LoggedEnv
  let token: string
  before(async () => {
    env = await setupLogged()
    token = (await createUser(env)).token
  })
  after(async () => { await env.close() })

  const file = (data: Buffer = PNG): Part => ({ name: 'file', filename: 'a.png', type: 'image/png', data })
  const BAD_UPLOAD = '上传的数据不完整或格式错误，请重新上传'

  test('a well-formed upload still works', async () => {
    const r = await upload(env, token, [file()])
    assert.equal(r.body.status, 1, r.body.msg)
  })

  test('malformed multipart bodies: a 4xx refusal in the envelope, not a 500', async () => {
    const cases: [string, Buffer, string?][] = [
      ['no closing boundary', multipartBody([file()], BOUNDARY, false)],
      ['cut inside the file', multipartBody([file()]).subarray(0, 150)],
      ['a field, then a file without its end', Buffer.concat([multipartBody([{ name: 'note', data: 'x' }], BOUNDARY, false), multipartBody([file()], BOUNDARY, false)])],
      ['no boundary in the content type', multipartBody([file()]), 'multipart/form-data'],
      ['a boundary that does not match', multipartBody([file()], 'someOtherBoundary')],
      ['not multipart at all', Buffer.from('hello, this is not a form')],
      ['a boundary longer than the parser takes', multipartBody([file()], 'b'.repeat(300)), `multipart/form-data; boundary=${'b'.repeat(300)}`],
    ]
    for (const [what, payload, contentType] of cases) {
      const r = await upload(env, token, payload, '/api/user/placeUpload', contentType)
      assert.ok(r.statusCode >= 400 && r.statusCode < 500, `${what}: HTTP ${r.statusCode} ${JSON.stringify(r.body)}`)
      assert.deepEqual(r.body, { status: 0, code: 'badUpload', msg: BAD_UPLOAD, result: null }, what)
    }
    // what the parser cannot tell from an empty form is "choose an image"
    for (const payload of [Buffer.alloc(0), Buffer.from(`--${BOUNDARY}--\r\n`)]) {
      const r = await upload(env, token, payload)
      assert.equal(r.statusCode, 200)
      assert.equal(r.body.status, 0)
    }
    const en = await env.app.inject({
      method: 'POST', url: '/api/user/placeUpload', payload: multipartBody([file()], BOUNDARY, false),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'accept-language': 'en', authorization: `Bearer ${token}` },
    })
    assert.equal(en.json().msg, 'The upload is incomplete or malformed, please upload it again')
  })

  test('unstorable text in form fields, before or after the file, and in the file part', async () => {
    const cases: [string, Part[], string][] = [
      ['a field before the file', [{ name: 'remark', data: 'a\u0000b' }, file()], '备注包含无法识别的字符'],
      ['a field after the file', [file(), { name: 'remark', data: 'a\u0000b' }], '备注包含无法识别的字符'],
      ['a field name', [{ name: 'x\u0000', data: 'v' }, file()], '请求参数包含无法识别的字符'],
      ['the file field name', [{ ...file(), name: 'fi\u0000le' }], '请求参数包含无法识别的字符'],
      ['the file name', [{ ...file(), disposition: 'form-data; name="file"; filename*=utf-8\'\'a%00.png' }], '图片包含无法识别的字符'],
    ]
    for (const [what, parts, msg] of cases) {
      const r = await upload(env, token, parts)
      if (what === 'the file name') {
        // busboy may decode or drop the extended file name: refused, or the image accepted, never a 500
        assert.ok(r.statusCode === 200 && (r.body.status === 1 || /包含无法识别的字符$/.test(r.body.msg)), `${what}: ${JSON.stringify(r.body)}`)
        continue
      }
      assertUnstorable(r, what, msg)
    }
    // a form field is UTF-8 bytes, which cannot carry a lone surrogate: the bytes a surrogate would
    // have are decoded as U+FFFD, which is storable
    for (const data of [Buffer.from([0xed, 0xa0, 0x80]), 'a\ud800b']) {
      const replaced = await upload(env, token, [{ name: 'remark', data }, file()])
      assert.equal(replaced.body.status, 1, replaced.body.msg)
    }
  })

  test('logged out, an upload is told to log in first', async () => {
    const r = await upload(env, null, multipartBody([file()], BOUNDARY, false))
    assert.equal(r.statusCode, 401)
    assert.equal(r.body.status, -1)
  })

  test('no error-level log line for any of it', () => {
    assertNoErrorLogs(env)
    assert.ok(env.logs.some((l) => l.msg === 'malformed upload refused' && l.level === 30), 'refusals are logged at info')
  })
})

// ---- Security headers ----

/** The page's inline scripts that run (not the boot data's JSON element, which the policy leaves alone). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/i.test(m[1]) && !/\btype\s*=\s*"application\/json"/i.test(m[1]) && m[2].trim()).map((m) => m[2])
}

function directives(csp: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of String(csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name, values)
  }
  return map
}

describe('security headers (helmet)', () => {
  let env: TestEnv
  before(async () => { env = await setupLogged(built ? { H5_DIR } : {}) })
  after(async () => { await env.close() })

  function assertCommonHeaders(headers: Record<string, unknown>, what: string): void {
    assert.equal(headers['x-content-type-options'], 'nosniff', what)
    assert.equal(headers['referrer-policy'], 'same-origin', what)
    assert.equal(headers['strict-transport-security'], 'max-age=31536000', what)
    assert.equal(headers['cross-origin-opener-policy'], 'same-origin', what)
    assert.equal(headers['x-xss-protection'], '0', what)
    assert.equal(headers['x-powered-by'], undefined, what)
    assert.ok(headers['content-security-policy'], what)
  }

  test('on an /api answer, a refusal and a 404', async () => {
    for (const [url, body] of [['/api/config/appConfig', {}], ['/api/shop/lists', { keyword: '\u0000' }], ['/api/nope', {}]] as const) {
      const r = await call(env.app, url, body)
      assertCommonHeaders(r.headers, url)
      assert.equal(r.headers['x-frame-options'], 'SAMEORIGIN', url)
      assert.equal(r.headers['cross-origin-resource-policy'], 'same-origin', url)
      const csp = directives(r.headers['content-security-policy'])
      assert.deepEqual(csp.get('default-src'), ["'self'"])
      assert.deepEqual(csp.get('frame-ancestors'), ["'self'"])
      assert.deepEqual(csp.get('object-src'), ["'none'"])
      assert.equal(csp.has('upgrade-insecure-requests'), false, 'the app may be served over plain http in development')
    }
  })

  test('uploaded files: nosniff, and embeddable from other origins', async () => {
    fs.writeFileSync(path.join(env.dataDir, 'uploads', 'edge.png'), PNG)
    const r = await env.app.inject({ method: 'GET', url: '/uploads/edge.png' })
    assert.equal(r.statusCode, 200)
    assert.equal(r.headers['content-type'], 'image/png')
    assert.equal(r.headers['cache-control'], 'public, max-age=86400')
    assertCommonHeaders(r.headers, '/uploads')
    assert.equal(r.headers['cross-origin-resource-policy'], 'cross-origin')
    const html = await env.app.inject({ method: 'GET', url: '/uploads/nothing.html' })
    assert.equal(html.headers['x-content-type-options'], 'nosniff')
  })

  test('the H5 index: its inline script by hash, images from https, https pages in its frame', { skip: !built && 'dist/h5 is not built' }, async () => {
    const r = await env.app.inject({ method: 'GET', url: '/' })
    assert.equal(r.statusCode, 200)
    assert.equal(r.headers['cache-control'], 'no-cache')
    assertCommonHeaders(r.headers, '/')
    assert.equal(r.headers['x-frame-options'], 'SAMEORIGIN')
    const csp = directives(r.headers['content-security-policy'])
    const scripts = inlineScripts(r.body)
    assert.ok(scripts.length > 0, 'the build has an inline script (the root font size)')
    for (const script of scripts) {
      const hash = `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`
      assert.ok(csp.get('script-src')?.includes(hash), `script-src allows ${hash}`)
    }
    assert.ok(!csp.get('script-src')?.includes("'unsafe-inline'"))
    for (const source of ["'self'", 'data:', 'blob:', 'https:']) assert.ok(csp.get('img-src')?.includes(source), `img-src ${source}`)
    for (const source of ["'self'", 'https:']) assert.ok(csp.get('frame-src')?.includes(source), `frame-src ${source}`)
    assert.ok(csp.get('connect-src')?.includes("'self'"))
    assert.ok(csp.get('style-src')?.includes("'unsafe-inline'"))
    assert.ok(csp.get('font-src')?.includes('data:'))
    const js = fs.readdirSync(path.join(H5_DIR, 'js')).find((f) => /\.[0-9a-f]{8,}\.js$/.test(f))
    const asset = await env.app.inject({ method: 'GET', url: `/js/${js}` })
    assert.equal(asset.headers['x-content-type-options'], 'nosniff')
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable')
  })

  test('the development stand-ins keep their inline styles, handlers and forms; the coupon page can be framed', async () => {
    const cps = await env.app.inject({ method: 'GET', url: '/dev/cps/meituan?coupon_type=1' })
    assert.equal(cps.statusCode, 200)
    assert.equal(cps.headers['x-frame-options'], undefined)
    assert.deepEqual(directives(cps.headers['content-security-policy']).get('frame-ancestors'), ['*'])
    assert.equal(cps.headers['x-content-type-options'], 'nosniff')
    const authorize = await env.app.inject({ method: 'GET', url: '/dev/wechat/connect/oauth2/authorize?appid=x' })
    const csp = directives(authorize.headers['content-security-policy'])
    assert.deepEqual(csp.get('script-src-attr'), ["'unsafe-inline'"])
    assert.ok(csp.get('style-src')?.includes("'unsafe-inline'"))
    assert.deepEqual(csp.get('form-action'), ["'self'", 'http:', 'https:'])
    assert.deepEqual(csp.get('frame-ancestors'), ["'self'"])
    assert.equal(authorize.headers['x-frame-options'], 'SAMEORIGIN')
    const pay = await env.app.inject({ method: 'GET', url: '/dev/pay/none' })
    assert.deepEqual(directives(pay.headers['content-security-policy']).get('form-action'), ["'self'", 'http:', 'https:'])
  })
})
