import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { smsCodes, smsOutbox } from '../src/db/schema'
import { createSmsProvider, SMS_PURPOSES, SmsSendError, type SmsConfig } from '../src/providers/sms'
import { aliyunPercentEncode, aliyunSignature, AliyunSmsProvider } from '../src/providers/smsAliyun'
import { tc3Authorization, TencentSmsProvider } from '../src/providers/smsTencent'
import { captureStdout, freshTel, randomIp } from './accounts'
import { call, setup, type TestEnv } from './helpers'

// The real SMS providers (Aliyun Dysmsapi, Tencent Cloud SMS) against local fakes of the two APIs.
// Each fake checks the request's signature with its own implementation of the documented algorithm
// (itself checked on the examples of the providers' documentation) and answers like the real API.

const KEY_ID = 'LTAI5tTestKeyId'
const KEY_SECRET = 'test-secret/+=*~ 饭贝'
const SIGN_NAME = '饭贝'

// ---------------------------------------------------------------- the fakes

interface FakeRequest {
  headers: http.IncomingHttpHeaders
  body: string
  /** Why the fake refused the signature, or null when it checked out. */
  signatureProblem: string | null
}

type FakeAnswer = 'ok' | 'hang' | { code: string; message: string }

interface Fake {
  url: string
  requests: FakeRequest[]
  /** What the next requests get. */
  answer: FakeAnswer
  close(): Promise<void>
}

async function startFake(handle: (req: FakeRequest, answer: FakeAnswer) => { status: number; body: unknown }, check: (headers: http.IncomingHttpHeaders, body: string) => string | null): Promise<Fake> {
  const fake: Fake = { url: '', requests: [], answer: 'ok', close: async () => {} }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const problem = req.method !== 'POST' || req.url !== '/' ? `${req.method} ${req.url}` : check(req.headers, body)
      const recorded: FakeRequest = { headers: req.headers, body, signatureProblem: problem }
      fake.requests.push(recorded)
      if (fake.answer === 'hang' && !problem) return
      const { status, body: answer } = handle(recorded, fake.answer)
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' })
      res.end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  fake.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
  return fake
}

// Aliyun RPC signature, written from the documentation: percent-encode each UTF-8 byte except
// A-Z a-z 0-9 - _ . ~; sort by name; StringToSign = METHOD & %2F & encode(query); HMAC-SHA1 with secret + '&'.
function docPercentEncode(text: string): string {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte)
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

function expectedAliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const query = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${docPercentEncode(k)}=${docPercentEncode(v)}`).join('&')
  const stringToSign = `${method}&${docPercentEncode('/')}&${docPercentEncode(query)}`
  return crypto.createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64')
}

const formParams = (body: string) => Object.fromEntries(new URLSearchParams(body))

function checkAliyun(headers: http.IncomingHttpHeaders, body: string): string | null {
  if (!String(headers['content-type']).startsWith('application/x-www-form-urlencoded')) return `content-type ${headers['content-type']}`
  const { Signature, ...params } = formParams(body)
  if (params.AccessKeyId !== KEY_ID) return 'AccessKeyId'
  if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') return 'SignatureMethod/SignatureVersion'
  if (!params.SignatureNonce) return 'SignatureNonce'
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp) || Math.abs(Date.parse(params.Timestamp) - Date.now()) > 15 * 60_000) return `Timestamp ${params.Timestamp}`
  return Signature === expectedAliyunSignature('POST', params, KEY_SECRET) ? null : 'Signature'
}

function aliyunAnswer(req: FakeRequest, answer: FakeAnswer): { status: number; body: unknown } {
  const RequestId = crypto.randomUUID()
  if (req.signatureProblem) {
    return { status: 400, body: { RequestId, Code: 'SignatureDoesNotMatch', Message: `Specified signature is not matched with our calculation (${req.signatureProblem}).` } }
  }
  if (answer === 'ok') return { status: 200, body: { RequestId, Code: 'OK', Message: 'OK', BizId: '900619746936498440^0' } }
  if (answer === 'hang') throw new Error('unreachable')
  return { status: 200, body: { RequestId, Code: answer.code, Message: answer.message } }
}

// TC3-HMAC-SHA256, written from the documentation, over the headers the request really carried.
interface Tc3Parts { signedHeaders: string[]; headers: Record<string, string>; payload: string; timestamp: number; service: string; secretKey: string }

function expectedTc3Signature(p: Tc3Parts): string {
  const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex')
  const canonicalHeaders = p.signedHeaders.map((h) => `${h}:${p.headers[h].trim().toLowerCase()}\n`).join('')
  const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${p.signedHeaders.join(';')}\n${sha256(p.payload)}`
  const date = new Date(p.timestamp * 1000).toISOString().slice(0, 10)
  const stringToSign = `TC3-HMAC-SHA256\n${p.timestamp}\n${date}/${p.service}/tc3_request\n${sha256(canonicalRequest)}`
  const step = (key: crypto.BinaryLike, msg: string) => crypto.createHmac('sha256', key).update(msg, 'utf8').digest()
  const key = step(step(step(`TC3${p.secretKey}`, date), p.service), 'tc3_request')
  return crypto.createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex')
}

function checkTencent(headers: http.IncomingHttpHeaders, body: string): string | null {
  if (headers['x-tc-action'] !== 'SendSms' || headers['x-tc-version'] !== '2021-01-11' || !headers['x-tc-region']) return 'X-TC-Action/Version/Region'
  const m = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/sms\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(String(headers.authorization))
  if (!m) return `Authorization ${headers.authorization}`
  const [, secretId, date, signedList, signature] = m
  const timestamp = Number(headers['x-tc-timestamp'])
  if (secretId !== KEY_ID) return 'SecretId'
  if (Math.abs(timestamp * 1000 - Date.now()) > 5 * 60_000 || new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'X-TC-Timestamp'
  const signedHeaders = signedList.split(';')
  if (!signedHeaders.includes('content-type') || !signedHeaders.includes('host')) return 'SignedHeaders'
  const received = Object.fromEntries(signedHeaders.map((h) => [h, String(headers[h] ?? '')]))
  return signature === expectedTc3Signature({ signedHeaders, headers: received, payload: body, timestamp, service: 'sms', secretKey: KEY_SECRET }) ? null : 'Signature'
}

function tencentAnswer(req: FakeRequest, answer: FakeAnswer): { status: number; body: unknown } {
  const RequestId = crypto.randomUUID()
  if (req.signatureProblem) {
    return { status: 200, body: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: `The provided credentials could not be validated (${req.signatureProblem}).` }, RequestId } } }
  }
  const phone = (JSON.parse(req.body) as { PhoneNumberSet: string[] }).PhoneNumberSet[0]
  if (answer === 'ok') {
    return { status: 200, body: { Response: { SendStatusSet: [{ SerialNo: '5000:1045710669157053657849499619', PhoneNumber: phone, Fee: 1, SessionContext: '', Code: 'Ok', Message: 'send success', IsoCode: 'CN' }], RequestId } } }
  }
  if (answer === 'hang') throw new Error('unreachable')
  // Tencent answers a refused number in SendStatusSet; "FailedOperation.*" codes come as Response.Error.
  if (answer.code.startsWith('FailedOperation.')) return { status: 200, body: { Response: { Error: { Code: answer.code, Message: answer.message }, RequestId } } }
  return { status: 200, body: { Response: { SendStatusSet: [{ SerialNo: '', PhoneNumber: phone, Fee: 0, SessionContext: '', Code: answer.code, Message: answer.message, IsoCode: 'CN' }], RequestId } } }
}

// ---------------------------------------------------------------- set-up

let aliyun: Fake
let tencent: Fake

const smsConfig = (endpoint: string, overrides: Partial<SmsConfig> = {}): SmsConfig => ({
  ...loadConfig({}).providers.sms,
  accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET, signName: SIGN_NAME, templateCode: 'SMS_100001',
  sdkAppId: '1400006666', region: 'ap-guangzhou', endpoint, ...overrides,
})

before(async () => {
  aliyun = await startFake(aliyunAnswer, checkAliyun)
  tencent = await startFake(tencentAnswer, checkTencent)
})
after(async () => {
  await aliyun.close()
  await tencent.close()
})

const lastOf = (fake: Fake) => {
  const r = fake.requests.at(-1)
  assert.ok(r, 'the fake got a request')
  return r
}

// ---------------------------------------------------------------- signatures on the documentation's examples

describe('signatures: the documented examples', () => {
  // Aliyun SMS "HTTP protocol and signature" example (GET form of the same algorithm).
  const smsDocParams = {
    AccessKeyId: 'testId', Action: 'SendSms', Format: 'XML', OutId: '123', PhoneNumbers: '15300000001', RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用', SignatureMethod: 'HMAC-SHA1', SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0', TemplateCode: 'SMS_71390007', TemplateParam: '{"customer":"test"}', Timestamp: '2017-07-12T02:42:19Z', Version: '2017-05-25',
  }
  // Aliyun RPC signature example (ECS DescribeRegions).
  const rpcDocParams = {
    Format: 'XML', AccessKeyId: 'testid', Action: 'DescribeRegions', SignatureMethod: 'HMAC-SHA1', SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
    SignatureVersion: '1.0', Version: '2014-05-26', Timestamp: '2016-02-23T12:46:24Z',
  }

  test('Aliyun: the provider and the fake both give the documented signatures', () => {
    for (const sign of [aliyunSignature, expectedAliyunSignature]) {
      assert.equal(sign('GET', smsDocParams, 'testSecret'), 'zJDF+Lrzhj/ThnlvIToysFRq6t4=')
      assert.equal(sign('GET', rpcDocParams, 'testsecret'), 'OLeaidS1JvxuMvnyHOwuJ+uX5qY=')
    }
  })

  test("Aliyun percent-encoding: space %20, * %2A, ~ kept, UTF-8 bytes upper-case", () => {
    assert.equal(aliyunPercentEncode("a b*~-_.!'()/=&+饭"), 'a%20b%2A~-_.%21%27%28%29%2F%3D%26%2B%E9%A5%AD')
    assert.equal(aliyunPercentEncode("a b*~-_.!'()/=&+饭"), docPercentEncode("a b*~-_.!'()/=&+饭"))
  })

  test('Tencent TC3: the provider and the fake both give the documented signature (CVM DescribeInstances)', () => {
    const payload = '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}'
    const headers = { 'content-type': 'application/json; charset=utf-8', host: 'cvm.tencentcloudapi.com' }
    const expected = '72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168'
    assert.equal(expectedTc3Signature({ signedHeaders: ['content-type', 'host'], headers, payload, timestamp: 1551113065, service: 'cvm', secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE' }), expected)
    assert.equal(
      tc3Authorization({ secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE', secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE', service: 'cvm', timestamp: 1551113065, signedHeaders: headers, payload }),
      `TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=${expected}`,
    )
  })
})

// ---------------------------------------------------------------- Aliyun

describe('Aliyun SMS provider', () => {
  test('sends a signed SendSms with the phone, sign name, template and code', async () => {
    aliyun.answer = 'ok'
    const tel = freshTel()
    const { out } = await captureStdout(() => new AliyunSmsProvider(smsConfig(aliyun.url)).send(tel, 'login', '123456'))
    const req = lastOf(aliyun)
    assert.equal(req.signatureProblem, null)
    const p = formParams(req.body)
    assert.equal(p.Action, 'SendSms')
    assert.equal(p.Version, '2017-05-25')
    assert.equal(p.Format, 'JSON')
    assert.equal(p.PhoneNumbers, tel)
    assert.equal(p.SignName, SIGN_NAME)
    assert.equal(p.TemplateCode, 'SMS_100001')
    assert.equal(p.TemplateParam, '{"code":"123456"}')
    assert.equal(out, '', 'a real provider prints no code')
  })

  test('each request has its own nonce', async () => {
    aliyun.answer = 'ok'
    const provider = new AliyunSmsProvider(smsConfig(aliyun.url))
    await provider.send(freshTel(), 'login', '111111')
    await provider.send(freshTel(), 'login', '222222')
    const [a, b] = aliyun.requests.slice(-2).map((r) => formParams(r.body).SignatureNonce)
    assert.notEqual(a, b)
  })

  test('a purpose with its own template uses it; the others use SMS_TEMPLATE_CODE', async () => {
    aliyun.answer = 'ok'
    const config = loadConfig({ SMS_TEMPLATE_CODE: 'SMS_100001', SMS_TEMPLATE_RESET_PASSWORD: 'SMS_200002', SMS_TEMPLATE_CASH_PASSWORD: 'SMS_300003' }).providers.sms
    const provider = new AliyunSmsProvider(smsConfig(aliyun.url, { templateCode: config.templateCode, templates: config.templates }))
    for (const [purpose, template] of [['reset_password', 'SMS_200002'], ['cash_password', 'SMS_300003'], ['change_tel', 'SMS_100001']] as const) {
      await provider.send(freshTel(), purpose, '654321')
      assert.equal(formParams(lastOf(aliyun).body).TemplateCode, template, purpose)
    }
  })

  test("a refusal throws the API's Code and Message, without the code or the secret", async () => {
    aliyun.answer = { code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发分钟级流控Permits:1' }
    const err = await new AliyunSmsProvider(smsConfig(aliyun.url)).send(freshTel(), 'login', '987654').then(() => null, (e: unknown) => e)
    assert.ok(err instanceof SmsSendError)
    assert.equal(err.providerCode, 'isv.BUSINESS_LIMIT_CONTROL')
    assert.equal(err.providerMessage, '触发分钟级流控Permits:1')
    assert.doesNotMatch(err.message, /987654/)
    assert.ok(!err.message.includes(KEY_SECRET))
  })

  test('a wrong secret is refused by the fake (SignatureDoesNotMatch)', async () => {
    aliyun.answer = 'ok'
    await assert.rejects(new AliyunSmsProvider(smsConfig(aliyun.url, { accessKeySecret: 'not-the-secret' })).send(freshTel(), 'login', '123456'),
      (e: unknown) => e instanceof SmsSendError && e.providerCode === 'SignatureDoesNotMatch')
    assert.equal(lastOf(aliyun).signatureProblem, 'Signature')
  })

  test('no answer within the timeout throws', async () => {
    aliyun.answer = 'hang'
    await assert.rejects(new AliyunSmsProvider(smsConfig(aliyun.url), 200).send(freshTel(), 'login', '123456'),
      (e: unknown) => e instanceof SmsSendError && e.providerCode === 'Timeout')
  })

  test('an endpoint that does not answer throws', async () => {
    const closed = await startFake(aliyunAnswer, checkAliyun)
    await closed.close()
    await assert.rejects(new AliyunSmsProvider(smsConfig(closed.url)).send(freshTel(), 'login', '123456'),
      (e: unknown) => e instanceof SmsSendError && e.providerCode === 'NetworkError')
  })
})

// ---------------------------------------------------------------- Tencent

describe('Tencent Cloud SMS provider', () => {
  test('sends a TC3-signed SendSms with +86 phone, app id, sign name, template and code', async () => {
    tencent.answer = 'ok'
    const tel = freshTel()
    const { out } = await captureStdout(() => new TencentSmsProvider(smsConfig(tencent.url, { templateCode: '1110001', region: 'ap-beijing' })).send(tel, 'bind_tel', '246810'))
    const req = lastOf(tencent)
    assert.equal(req.signatureProblem, null)
    assert.equal(req.headers['x-tc-region'], 'ap-beijing')
    assert.deepEqual(JSON.parse(req.body), {
      PhoneNumberSet: [`+86${tel}`], SmsSdkAppId: '1400006666', SignName: SIGN_NAME, TemplateId: '1110001', TemplateParamSet: ['246810'],
    })
    assert.equal(out, '', 'a real provider prints no code')
  })

  test('a refused number (SendStatusSet code) throws its Code and Message', async () => {
    tencent.answer = { code: 'LimitExceeded.PhoneNumberThirtySecondLimit', message: 'the number has been sent too many messages' }
    await assert.rejects(new TencentSmsProvider(smsConfig(tencent.url)).send(freshTel(), 'login', '135790'),
      (e: unknown) => e instanceof SmsSendError && e.providerCode === 'LimitExceeded.PhoneNumberThirtySecondLimit' && !e.message.includes('135790'))
  })

  test('Response.Error throws its Code and Message', async () => {
    tencent.answer = { code: 'FailedOperation.TemplateIncorrectOrUnapproved', message: 'template is not approved' }
    await assert.rejects(new TencentSmsProvider(smsConfig(tencent.url)).send(freshTel(), 'login', '135790'),
      (e: unknown) => e instanceof SmsSendError && e.providerCode === 'FailedOperation.TemplateIncorrectOrUnapproved' && e.providerMessage === 'template is not approved')
  })

  test('a wrong secret is refused by the fake (AuthFailure.SignatureFailure)', async () => {
    tencent.answer = 'ok'
    await assert.rejects(new TencentSmsProvider(smsConfig(tencent.url, { accessKeySecret: 'not-the-secret' })).send(freshTel(), 'login', '123456'),
      (e: unknown) => e instanceof SmsSendError && e.providerCode === 'AuthFailure.SignatureFailure')
    assert.equal(lastOf(tencent).signatureProblem, 'Signature')
  })
})

// ---------------------------------------------------------------- start-up and the HTTP layer

describe('SMS_PROVIDER=aliyun through the API', () => {
  let env: TestEnv
  before(async () => {
    env = await setup({
      SMS_PROVIDER: 'aliyun', SMS_ENDPOINT: aliyun.url, SMS_ACCESS_KEY_ID: KEY_ID, SMS_ACCESS_KEY_SECRET: KEY_SECRET,
      SMS_SIGN_NAME: SIGN_NAME, SMS_TEMPLATE_CODE: 'SMS_100001', SMS_TEMPLATE_RESET_PASSWORD: 'SMS_200002',
    })
  })
  after(async () => { await env.close() })

  const outboxCount = async (tel: string) =>
    (await env.database.db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.tel, tel)))[0].n

  test('passwordCode sends the reset code through Aliyun; the code then resets the password', async () => {
    aliyun.answer = 'ok'
    const tel = freshTel()
    const { value: r, out } = await captureStdout(() => call(env.app, '/api/login/passwordCode', { tel }, { ip: randomIp() }))
    assert.equal(r.body.status, 1)
    assert.equal(r.body.msg, '验证码已发送')
    assert.equal(out, '', 'no [sms] line')
    assert.equal(await outboxCount(tel), 0, 'the outbox is for the dev provider only')
    const req = lastOf(aliyun)
    assert.equal(req.signatureProblem, null)
    const p = formParams(req.body)
    assert.equal(p.PhoneNumbers, tel)
    assert.equal(p.TemplateCode, 'SMS_200002')
    const { code } = JSON.parse(p.TemplateParam) as { code: string }
    assert.match(code, /^\d{6}$/)
    const reset = await call(env.app, '/api/login/forgetPassword', { tel, code, first_password: 'newpass123', second_password: 'newpass123' })
    assert.equal(reset.body.status, 1, reset.body.msg)
    const login = await call(env.app, '/api/login/passwordLogin', { tel, password: 'newpass123' }, { ip: randomIp() })
    assert.equal(login.body.status, 1, login.body.msg)
  })

  test('a provider failure answers 短信发送失败 and the code it tried to send is burnt', async () => {
    aliyun.answer = { code: 'isv.AMOUNT_NOT_ENOUGH', message: '账户余额不足' }
    const tel = freshTel()
    const r = await call(env.app, '/api/login/passwordCode', { tel }, { ip: randomIp() })
    assert.equal(r.body.status, 0)
    assert.equal(r.body.msg, '短信发送失败，请稍后再试')
    const { code } = JSON.parse(formParams(lastOf(aliyun).body).TemplateParam) as { code: string }
    const [row] = await env.database.db.select().from(smsCodes).where(eq(smsCodes.tel, tel))
    assert.ok(row.usedAt, 'the code is used up')
    const reset = await call(env.app, '/api/login/forgetPassword', { tel, code, first_password: 'newpass123', second_password: 'newpass123' })
    assert.equal(reset.body.status, 0)
  })

  test('missing credentials of a real provider, or dev providers in production, stop the start-up', async () => {
    const start = (env2: Record<string, string>) => buildApp({ db: env.database.db, config: loadConfig({ LOG_LEVEL: 'silent', ...env2 }), logger: false })
    await assert.rejects(start({ SMS_PROVIDER: 'aliyun' }),
      /SMS_PROVIDER=aliyun needs SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE/)
    await assert.rejects(start({ SMS_PROVIDER: 'tencent', SMS_ACCESS_KEY_ID: 'id', SMS_ACCESS_KEY_SECRET: 's', SMS_SIGN_NAME: 'n', SMS_TEMPLATE_CODE: '1' }),
      /SMS_PROVIDER=tencent needs SMS_SDK_APP_ID/)
    await assert.rejects(start({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id', SMS_ACCESS_KEY_SECRET: 's', SMS_SIGN_NAME: 'n', SMS_TEMPLATE_LOGIN: 'SMS_1' }),
      /SMS_TEMPLATE_CODE \(or SMS_TEMPLATE_RESET_PASSWORD, SMS_TEMPLATE_CHANGE_TEL/)
    await assert.rejects(start({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id', SMS_ACCESS_KEY_SECRET: 's', SMS_SIGN_NAME: 'n', SMS_TEMPLATE_CODE: 'SMS_1', SMS_ENDPOINT: 'dysmsapi.aliyuncs.com' }),
      /SMS_ENDPOINT must be an http\(s\) URL/)
    await assert.rejects(start({ SMS_PROVIDER: 'twilio' }), /SMS_PROVIDER must be dev, aliyun or tencent, got "twilio"/)
    await assert.rejects(start({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'svg', WECHAT_PROVIDER: 'official', WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }),
      /NODE_ENV=production with development providers \(SMS_PROVIDER, PAYMENT_PROVIDER\)/, 'production refuses printed codes and the payment sandbox')
    await assert.rejects(start({ NODE_ENV: 'production' }), /\(SMS_PROVIDER, CAPTCHA_PROVIDER, WECHAT_PROVIDER, PAYMENT_PROVIDER\)/)
    // PAYMENT_PROVIDER=none (wallet only) is what production runs until WeChat Pay / Alipay exist
    await assert.rejects(start({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'svg', WECHAT_PROVIDER: 'official', WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's', PAYMENT_PROVIDER: 'none' }),
      /NODE_ENV=production with development providers \(SMS_PROVIDER\)/)
    const staging = await start({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' })
    await staging.close()
    const ownTemplates = smsConfig(tencent.url, { templateCode: '', templates: Object.fromEntries(SMS_PURPOSES.map((p) => [p, '1'])) })
    assert.ok(createSmsProvider('tencent', env.database.db, ownTemplates, env.app.clock) instanceof TencentSmsProvider,
      'every purpose with its own template needs no SMS_TEMPLATE_CODE')
  })
})

describe('SMS_PROVIDER=tencent through the API', () => {
  let env: TestEnv
  before(async () => {
    env = await setup({
      SMS_PROVIDER: 'tencent', SMS_ENDPOINT: tencent.url, SMS_ACCESS_KEY_ID: KEY_ID, SMS_ACCESS_KEY_SECRET: KEY_SECRET,
      SMS_SIGN_NAME: SIGN_NAME, SMS_TEMPLATE_CODE: '1110001', SMS_SDK_APP_ID: '1400006666',
    })
  })
  after(async () => { await env.close() })

  test('passwordCode sends the code through Tencent Cloud; the code then resets the password', async () => {
    tencent.answer = 'ok'
    const tel = freshTel()
    const r = await call(env.app, '/api/login/passwordCode', { tel }, { ip: randomIp() })
    assert.equal(r.body.status, 1)
    assert.equal(r.body.msg, '验证码已发送')
    const req = lastOf(tencent)
    assert.equal(req.signatureProblem, null)
    assert.equal(req.headers['x-tc-region'], 'ap-guangzhou', 'SMS_REGION defaults to ap-guangzhou')
    const body = JSON.parse(req.body) as { PhoneNumberSet: string[]; TemplateParamSet: string[] }
    assert.deepEqual(body.PhoneNumberSet, [`+86${tel}`])
    const reset = await call(env.app, '/api/login/forgetPassword', { tel, code: body.TemplateParamSet[0], first_password: 'newpass123', second_password: 'newpass123' })
    assert.equal(reset.body.status, 1, reset.body.msg)
  })
})
