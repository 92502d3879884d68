import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { and, desc, eq } from 'drizzle-orm'
import type { BusinessOrder, BusinessOrderPayResult } from '@api-types/businessOrder'
import { systemClock } from '../src/clock'
import { loadConfig } from '../src/config'
import { businessOrderCodes, businessOrders, cities, payments, shopCategories, shops, users, vouchers } from '../src/db/schema'
import type { PaymentRequest } from '../src/providers/payment'
import { AlipayProvider, alipaySignContent, fenOfYuan, type AlipayConfig } from '../src/providers/payment/alipay'
import { PaymentStartError, rsaSha256Sign, rsaSha256Verify } from '../src/providers/payment/common'
import {
  decryptWechatpayResource, WechatPayProvider, wechatpayAuthorization, wechatpayMessage, type WechatPayConfig,
} from '../src/providers/payment/wechatpay'
import { AlipayFake } from './fakes/alipay'
import { WechatPayFake } from './fakes/wechatpay'
import { call, createUser, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// The real payment providers (WeChat Pay API v3, Alipay RSA2) against local fakes that check the
// merchant's signatures and sign like the providers (test/fakes/), the published known-answer
// vectors (docs/server.md "Vouchers and payments" says which), cross-checks with openssl, the
// start-up checks of their settings, and the whole path through the app: buy a voucher with
// pay_type 1 / 2, deliver the provider's notification (5 times at once: one set of redeem codes),
// a forged one refused in the provider's format with nothing changed, a failed start leaving the
// order payable.

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''
const rsa = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const merchant = rsa()
const platform = rsa()
const alipayApp = rsa()
const alipayItself = rsa()
const stranger = rsa()

const MCH_ID = '1900009191'
const APP_ID = 'wx0fanbe1test0h5'
const MINI_APP_ID = 'wx0fanbe1test0mp'
const MCH_SERIAL = '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C'
const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000'
const API_V3_KEY = 'fanbeiTestApiV3Key0123456789abcd'
const ALIPAY_APP_ID = '2021000000000001'

const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-pay-keys-'))
after(() => fs.rmSync(keyDir, { recursive: true, force: true }))
/** Writes a key (PEM, or any text) to a file of the test's folder; answers its path. */
function keyFileOf(name: string, key: crypto.KeyObject | string): string {
  const file = path.join(keyDir, name)
  const text = typeof key === 'string' ? key
    : key.type === 'private' ? key.export({ type: 'pkcs8', format: 'pem' }) as string : key.export({ type: 'spki', format: 'pem' }) as string
  fs.writeFileSync(file, text)
  return file
}

function openssl(args: string[]): string {
  return execFileSync('openssl', args, { encoding: 'utf8' }).trim()
}

const request = (p: Partial<PaymentRequest> = {}): PaymentRequest => ({
  paymentNo: `PAY20260310${String(crypto.randomInt(0, 1e10)).padStart(10, '0')}`,
  amountFen: 1234,
  payType: 1,
  subject: '测试店 50元代金券 x1',
  serverOrigin: 'http://127.0.0.1:3000',
  returnUrl: 'https://fanbei.example.com/#/pages/business_order/order_detail?id=7',
  expiresAt: new Date(Date.now() + 15 * 60_000),
  client: 'h5',
  openid: null,
  clientIp: '203.0.113.9',
  ...p,
})

// ------------------------------------------------------------------ known-answer vectors

// WeChat Pay's official Go SDK: its test key (PKCS#8) signs "source" to this SHA256withRSA value,
// and its public key (the same pair) verifies it.
const SDK_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDZUJN33V+dSfvd
fL0Mu+39XrZNXFFMQSy1V15FpncHeV47SmV0TzTqZc7hHB0ddqAdDi8Z5k3TKqb7
6sOwYr5TcAfuR6PIPaleyE0/0KrljBum2Isa2Nyq7Dgc3ElBQ6YN4l/a+DpvKaz1
FSKmKrhLNskqokWVSlu4g8OlKlbPXQ9ibII14MZRQrrkTmHYHzfi7GXXM0thAKuR
0HNvyhTHBh4/lrYM3GaMvmWwkwvsMavnOex6+eioZHBOb1/EIZ/LzC6zuHArPpyW
3daGaZ1rtQB1vVzTyERAVVFsXXgBHvfFud3w3ShsJYk8JvMwK2RpJ5/gV0QSARcm
LDRUAlPzAgMBAAECggEBAMc7rDeUaXiWv6bMGbZ3BTXpg1FhdddnWUnYE8HfX/km
OFI7XtBHXcgYFpcjYz4D5787pcsk7ezPidAj58zqenuclmjKnUmT3pfbI5eCA2v4
C9HnbYDrmUPK1ZcADtka4D6ScDccpNYNa1g2TFHzkIrEa6H+q7S3O2fqxY/DRVtN
0JIXalBb8daaqL5QVzSmM2BMVnHy+YITJWIkP2a3pKs9C0W65JGDsnG0wVrHinHF
+cnhFZIbaPEI//DAFMc9NkrWOKVRTEgcCUxCFaHOZVNxDWZD7A2ZfJB2rK6eg//y
gEiFDR2h6mTaDowMB4YF2n2dsIO4/dCG8vPHI20jn4ECgYEA/ZGu6lEMlO0XZnam
AZGtiNgLcCfM/C2ZERZE7QTRPZH1WdK92Al9ndldsswFw4baJrJLCmghjF/iG4zi
hhBvLnOLksnZUfjdumxoHDWXo2QBWbI5QsWIE7AuTiWgWj1I7X4fCXSQf6i+M/y2
6TogQ7d0ANpZFyOkTNMn/tiJvLECgYEA22XqlamG/yfAGWery5KNH2DGlTIyd6xJ
WtJ9j3jU99lZ0bCQ5xhiBbU9ImxCi3zgTsoqLWgA/p00HhNFNoUcTl9ofc0G3zwT
D1y0ZzcnVKxGJdZ6ohW52V0hJStAigtjYAsUgjm7//FH7PiQDBDP1Wa6xSRkDQU/
aSbQxvEE8+MCgYEA3bb8krW7opyM0XL9RHH0oqsFlVO30Oit5lrqebS0oHl3Zsr2
ZGgoBlWBsEzk3UqUhTFwm/DhJLTSJ/TQPRkxnhQ5/mewNhS9C7yua7wQkzVmWN+V
YeUGTvDGDF6qDz12/vJAgSwDDRym8x4NcXD5tTw7mmNRcwIfL22SkysThIECgYAV
BgccoEoXWS/HP2/u6fQr9ZIR6eV8Ij5FPbZacTG3LlS1Cz5XZra95UgebFFUHHtC
EY1JHJY7z8SWvTH8r3Su7eWNaIAoFBGffzqqSVazfm6aYZsOvRY6BfqPHT3p/H1h
Tq6AbBffxrcltgvXnCTORjHPglU0CjSxVs7awW3AEQKBgB5WtaC8VLROM7rkfVIq
+RXqE5vtJfa3e3N7W3RqxKp4zHFAPfr82FK5CX2bppEaxY7SEZVvVInKDc5gKdG/
jWNRBmvvftZhY59PILHO2X5vO4FXh7suEjy6VIh0gsnK36mmRboYIBGsNuDHjXLe
BDa+8mDLkWu5nHEhOxy2JJZl
-----END PRIVATE KEY-----`
const SDK_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA2VCTd91fnUn73Xy9DLvt
/V62TVxRTEEstVdeRaZ3B3leO0pldE806mXO4RwdHXagHQ4vGeZN0yqm++rDsGK+
U3AH7kejyD2pXshNP9Cq5YwbptiLGtjcquw4HNxJQUOmDeJf2vg6byms9RUipiq4
SzbJKqJFlUpbuIPDpSpWz10PYmyCNeDGUUK65E5h2B834uxl1zNLYQCrkdBzb8oU
xwYeP5a2DNxmjL5lsJML7DGr5znsevnoqGRwTm9fxCGfy8wus7hwKz6clt3Whmmd
a7UAdb1c08hEQFVRbF14AR73xbnd8N0obCWJPCbzMCtkaSef4FdEEgEXJiw0VAJT
8wIDAQAB
-----END PUBLIC KEY-----`
const SDK_SIGNATURE_OF_SOURCE = 'BKyAfU4iMCuvXMXS0Wzam3V/cnxZ+JaqigPM5OhljS2iOT95OO6Fsuml2JkFANJU9K6q9bLlDhPXuoV'
  + 'z+pp4hAm6pHU4ld815U4jsKu1RkyaII+1CYBUYC8TK0XtJ8FwUXXz8vZHh58rrAVN1XwNyvD1vfpxrMT4SL536GLwvpUHlCqIMzoZUguLl'
  + 'i/K8V29QiOhuH6IEqLNJn8e9b3nwNcQ7be3CzYGpDAKBfDGPCqCv8Rw5zndhlffk2FEA70G4hvMwe51qMN/RAJbknXG23bSlObuTCN7Ndj'
  + '1aJGH6/L+hdwfLpUtJm4QYVazzW7DFD27EpSQEqA8bX9+8m1rLg=='

// The same SDK's AES-GCM vector (a 16-byte key, so AES-128: the construction is the one of
// AEAD_AES_256_GCM, nonce and associated data as UTF-8, the tag at the end of the ciphertext).
const SDK_GCM = { key: 'testAPIv3Key0000', nonce: 'wCq51qZv4Yfg', associated_data: 'Dl56FrqWQJF1t9LtC3vEUsniZKvbqdR8', ciphertext: 'FsdXzxryWfKwvLJKf8LG/ToRPTRh8RN9wROC', plain: 'Hello World' }

// A notification Alipay signed, from Alipay's official Node SDK tests, with Alipay's public key
// (bare base64, as Alipay hands keys out).
const ALIPAY_SIGNED_PUBLIC_KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqObrdC7hrgAVM98tK0nv3hSQRGGKT4lBsQjHiGjeYZjOPIPHR5knm2jnnz/YGIXIofVHkA/tAlBAd5DrY7YpvI4tP5EONLtZKC2ghBMx7McI2wRD0xiqzxOQr1FuhZGJ8/AUokBzJrzY+aGX2xcOrxFYRlFilvVLTXg4LWjR1tdPkO6+i7wQZAIVMClPkwVRZEbaERRHlKqTzv2gGv5rDU8gRoe1LeaN+6BlbTqHWkQcNCUNrA8C6l17XAXGKDsm/9TFWwO8EPHHHCaQdjtV5/FdcWIt+L8SR1ss7EXTjYDFtxcKVv9rEoY1lX8T4mX+GbXfZHraG5NCF1+XioL5JwIDAQAB'
const ALIPAY_SIGNED_NOTIFICATION: Record<string, string> = {
  gmt_create: '2019-08-15 15:56:22',
  charset: 'utf-8',
  seller_email: 'z97-yuquerevenue@service.aliyun.com',
  subject: '语雀空间 500人规模',
  sign: 'QfTb8tqE1BMhS5qAnXtvsF3/jBkEvu9q9en0pdbBUDDjvKycZhQb7h8GDs4FKfi049PynaNuatxSgLb/nLWZpXyyh0LEWdK2S6Ri7nPwrVgOs08zugLO20vOQz44y3ti2Ncm8/wZts1Fr2gZ7pShnVX3d1B50hbsXnObT1r/U8ONNQjWXd0HIul4TG+Q3fm3svmSvFEy0WnzuhcyHPX5Gm4ELNctL6Qd5YniGJFNcc7kopHYtI/XD9YCKCH6Ct02rzUs9i11C9CsadtZn+WhxF26Dqt9sGEFajkJ8cxUTLi8+VCpLHsgPE8P0y095uQcDdK0YjCh4x7wVSov+lrmOQ==',
  buyer_id: '2088102534368455',
  invoice_amount: '0.10',
  notify_id: '2019081500222155624068450559358070',
  fund_bill_list: '[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]',
  notify_type: 'trade_status_sync',
  trade_status: 'TRADE_SUCCESS',
  receipt_amount: '0.10',
  buyer_pay_amount: '0.10',
  sign_type: 'RSA2',
  app_id: '2019073166072302',
  seller_id: '2088531891668739',
  gmt_payment: '2019-08-15 15:56:24',
  notify_time: '2019-08-15 15:56:25',
  version: '1.0',
  out_trade_no: '20190815155618536-564-57',
  total_amount: '0.10',
  trade_no: '2019081522001468450512505578',
  auth_app_id: '2019073166072302',
  buyer_logon_id: 'xud***@126.com',
  point_amount: '0.00',
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

describe('published known-answer vectors', () => {
  test('SHA256withRSA: the WeChat Pay SDK key signs "source" to the published signature, and its public key verifies it', () => {
    const key = crypto.createPrivateKey(SDK_PRIVATE_KEY)
    assert.equal(rsaSha256Sign(key, 'source'), SDK_SIGNATURE_OF_SOURCE)
    const pub = crypto.createPublicKey(SDK_PUBLIC_KEY)
    assert.equal(rsaSha256Verify(pub, 'source', SDK_SIGNATURE_OF_SOURCE), true)
    assert.equal(rsaSha256Verify(pub, 'wrong source', SDK_SIGNATURE_OF_SOURCE), false)
    assert.equal(rsaSha256Verify(pub, 'source', 'not base64!'), false)
    assert.equal(rsaSha256Verify(pub, 'source', ''), false)
  })

  test('AES-GCM: the SDK vector decrypts to its plaintext; another key or an altered ciphertext throws', () => {
    assert.equal(decryptWechatpayResource(SDK_GCM.key, SDK_GCM), SDK_GCM.plain)
    assert.throws(() => decryptWechatpayResource('testAPIv3Key1111', SDK_GCM))
    assert.throws(() => decryptWechatpayResource(SDK_GCM.key, { ...SDK_GCM, associated_data: 'other' }))
    const altered = Buffer.from(SDK_GCM.ciphertext, 'base64')
    altered[0] ^= 1
    assert.throws(() => decryptWechatpayResource(SDK_GCM.key, { ...SDK_GCM, ciphertext: altered.toString('base64') }))
    assert.throws(() => decryptWechatpayResource(SDK_GCM.key, { ...SDK_GCM, ciphertext: 'SGVsbG8gV29ybGQK' }), 'shorter than a tag')
  })

  test('a notification Alipay signed verifies with Alipay\'s published key (read from a bare base64 file) and yields 0.10 as 10 fen', async () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'alipay', ALIPAY_APP_ID: ALIPAY_SIGNED_NOTIFICATION.app_id, ALIPAY_NOTIFY_URL: 'https://fanbei.example.com/api/pay/notify/alipay',
      ALIPAY_PRIVATE_KEY_FILE: keyFileOf('kat-app.pem', alipayApp.privateKey), ALIPAY_PUBLIC_KEY_FILE: keyFileOf('kat-alipay.txt', ALIPAY_SIGNED_PUBLIC_KEY),
    })
    const provider = new AlipayProvider(config.providers.payment.alipay!, systemClock)
    assert.deepEqual(await provider.verifyNotification({ headers: {}, rawBody: form(ALIPAY_SIGNED_NOTIFICATION) }), {
      paymentNo: '20190815155618536-564-57', tradeNo: '2019081522001468450512505578', amountFen: 10,
    })
    const { sign_type: _signType, ...withoutSignType } = ALIPAY_SIGNED_NOTIFICATION
    assert.ok(await provider.verifyNotification({ headers: {}, rawBody: form(withoutSignType) }), 'sign_type is not signed')
    for (const altered of [{ total_amount: '1.00' }, { out_trade_no: '20190815155618536-564-58' }, { sign_type: 'RSA' }] as Record<string, string>[]) {
      assert.equal(await provider.verifyNotification({ headers: {}, rawBody: form({ ...ALIPAY_SIGNED_NOTIFICATION, ...altered }) }), null, JSON.stringify(altered))
    }
  })
})

describe('signing strings as documented, and openssl agrees', () => {
  test('WeChat Pay v3: each part followed by a newline; the Authorization header carries the five fields', () => {
    assert.equal(wechatpayMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', ''),
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n')
    assert.equal(wechatpayMessage('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '{"a":1}'), '1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n{"a":1}\n')
    const auth = wechatpayAuthorization({
      mchId: MCH_ID, serialNo: MCH_SERIAL, privateKey: merchant.privateKey, method: 'POST', pathAndQuery: '/v3/pay/transactions/jsapi',
      timestamp: 1554208460, nonce: '593BEC0C930BF1AFEB40B4A08C8FB242', body: '{"x":1}',
    })
    const m = /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="([A-Za-z0-9+/=]+)",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"$/.exec(auth)
    assert.ok(m, auth)
    // openssl checks the signature over the documented string with the merchant's public key
    const dir = fs.mkdtempSync(path.join(keyDir, 'openssl-'))
    fs.writeFileSync(path.join(dir, 'msg'), 'POST\n/v3/pay/transactions/jsapi\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"x":1}\n')
    fs.writeFileSync(path.join(dir, 'sig'), Buffer.from(m[1], 'base64'))
    const pub = keyFileOf('merchant-public.pem', merchant.publicKey)
    assert.equal(openssl(['dgst', '-sha256', '-verify', pub, '-signature', path.join(dir, 'sig'), path.join(dir, 'msg')]), 'Verified OK')
    // and the other way: what openssl signs, rsaSha256Verify accepts
    const priv = keyFileOf('platform-private.pem', platform.privateKey)
    const sig = execFileSync('openssl', ['dgst', '-sha256', '-sign', priv, path.join(dir, 'msg')])
    assert.equal(rsaSha256Verify(platform.publicKey, fs.readFileSync(path.join(dir, 'msg'), 'utf8'), sig.toString('base64')), true)
    // the published vector, through openssl too
    fs.writeFileSync(path.join(dir, 'source'), 'source')
    fs.writeFileSync(path.join(dir, 'sdk-sig'), Buffer.from(SDK_SIGNATURE_OF_SOURCE, 'base64'))
    assert.equal(openssl(['dgst', '-sha256', '-verify', keyFileOf('sdk-public.pem', SDK_PUBLIC_KEY), '-signature', path.join(dir, 'sdk-sig'), path.join(dir, 'source')]), 'Verified OK')
  })

  test('Alipay: sorted by name, sign and empty values left out ("k=v" joined with "&"); a notification leaves sign_type out too', () => {
    const params = {
      timestamp: '2014-07-24 03:07:50', method: 'alipay.trade.wap.pay', app_id: '2014072300007148', sign_type: 'RSA2', sign: 'xxx',
      charset: 'utf-8', version: '1.0', biz_content: '{"total_amount":"0.01"}', return_url: '',
    }
    assert.equal(alipaySignContent(params),
      'app_id=2014072300007148&biz_content={"total_amount":"0.01"}&charset=utf-8&method=alipay.trade.wap.pay&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0')
    assert.equal(alipaySignContent(params, ['sign', 'sign_type']),
      'app_id=2014072300007148&biz_content={"total_amount":"0.01"}&charset=utf-8&method=alipay.trade.wap.pay&timestamp=2014-07-24 03:07:50&version=1.0')
  })

  test('Alipay: the pay URL\'s sign verifies with openssl over the sorted parameters', async () => {
    const provider = new AlipayProvider(alipayConfig('https://openapi.alipay.com/gateway.do'), systemClock)
    const payUrl = (await provider.createPayment(request({ payType: 2 }))).payUrl!
    const params = Object.fromEntries(new URL(payUrl).searchParams)
    const dir = fs.mkdtempSync(path.join(keyDir, 'openssl-'))
    const sorted = Object.keys(params).filter((k) => k !== 'sign' && params[k] !== '').sort().map((k) => `${k}=${params[k]}`).join('&')
    fs.writeFileSync(path.join(dir, 'msg'), sorted)
    fs.writeFileSync(path.join(dir, 'sig'), Buffer.from(params.sign, 'base64'))
    assert.equal(openssl(['dgst', '-sha256', '-verify', keyFileOf('alipay-app-public.pem', alipayApp.publicKey), '-signature', path.join(dir, 'sig'), path.join(dir, 'msg')]), 'Verified OK')
  })
})

// ------------------------------------------------------------------ the providers against the fakes

function wechatConfig(apiBase: string, over: Partial<WechatPayConfig> = {}): WechatPayConfig {
  return {
    mchId: MCH_ID, appId: APP_ID, miniAppId: MINI_APP_ID, serialNo: MCH_SERIAL, privateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey, platformSerial: PLATFORM_SERIAL, apiV3Key: API_V3_KEY, apiBase,
    notifyUrl: 'https://fanbei.example.com/api/pay/notify/wechat', ...over,
  }
}

function alipayConfig(gateway: string, over: Partial<AlipayConfig> = {}): AlipayConfig {
  return {
    appId: ALIPAY_APP_ID, privateKey: alipayApp.privateKey, alipayPublicKey: alipayItself.publicKey, gateway,
    notifyUrl: 'https://fanbei.example.com/api/pay/notify/alipay', ...over,
  }
}

const wechatFake = () => new WechatPayFake({
  mchId: MCH_ID, merchantPublicKey: merchant.publicKey, merchantSerial: MCH_SERIAL, platformPrivateKey: platform.privateKey,
  platformSerial: PLATFORM_SERIAL, apiV3Key: API_V3_KEY,
}).start()
const alipayFake = () => new AlipayFake({ appId: ALIPAY_APP_ID, appPublicKey: alipayApp.publicKey, alipayPrivateKey: alipayItself.privateKey }).start()

/** The paySign of JSAPI parameters checks out with the merchant's public key. */
function assertPaySign(params: Record<string, string>, appId: string) {
  assert.equal(params.appId, appId)
  assert.equal(params.signType, 'RSA')
  assert.match(params.package, /^prepay_id=wx\d+$/)
  assert.match(params.timeStamp, /^\d{10}$/)
  assert.ok(Math.abs(Number(params.timeStamp) - Date.now() / 1000) < 60)
  const signed = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`
  assert.equal(crypto.verify('sha256', Buffer.from(signed), merchant.publicKey, Buffer.from(params.paySign, 'base64')), true)
}

describe('WeChat Pay (API v3) against its fake', () => {
  let fake: WechatPayFake
  let provider: WechatPayProvider
  before(async () => {
    fake = await wechatFake()
    provider = new WechatPayProvider(wechatConfig(fake.url), systemClock)
  })
  after(() => fake.close())

  test('JSAPI in WeChat\'s browser (official account) and in the mini-program: prepay_id → parameters whose paySign verifies', async () => {
    const inBrowser = request({ client: 'wechat_h5', openid: 'o-official-1' })
    const started = await provider.createPayment(inBrowser)
    assert.equal(started.payUrl, null)
    assertPaySign(started.payParams!, APP_ID)
    const order = fake.orders.get(inBrowser.paymentNo)!
    assert.equal(order.kind, 'jsapi')
    assert.deepEqual([order.body.appid, order.body.mchid, order.body.payer.openid, order.body.amount], [APP_ID, MCH_ID, 'o-official-1', { total: 1234, currency: 'CNY' }])
    assert.equal(order.body.notify_url, 'https://fanbei.example.com/api/pay/notify/wechat')
    assert.match(order.body.time_expire, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/)
    assert.equal(new Date(order.body.time_expire).getTime(), Math.floor(inBrowser.expiresAt.getTime() / 1000) * 1000)

    const inMini = request({ client: 'weapp', openid: 'o-mini-1' })
    assertPaySign((await provider.createPayment(inMini)).payParams!, MINI_APP_ID)
    assert.deepEqual([fake.orders.get(inMini.paymentNo)!.body.appid, fake.orders.get(inMini.paymentNo)!.body.payer.openid], [MINI_APP_ID, 'o-mini-1'])
  })

  test('H5 outside WeChat: h5_url with redirect_url back to the order; the payer\'s address in scene_info', async () => {
    const p = request({ client: 'h5' })
    const started = await provider.createPayment(p)
    assert.equal(started.payParams, null)
    const url = new URL(started.payUrl!)
    assert.equal(url.origin + url.pathname, 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb')
    assert.equal(url.searchParams.get('redirect_url'), p.returnUrl)
    assert.ok(started.payUrl!.endsWith(`&redirect_url=${encodeURIComponent(p.returnUrl)}`))
    const order = fake.orders.get(p.paymentNo)!
    assert.deepEqual([order.kind, order.body.appid, order.body.scene_info], ['h5', APP_ID, { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } }])
  })

  test('who cannot pay is refused before anything is written: JSAPI without an openid, the mini-program without its app id', () => {
    assert.equal(provider.payerRefusal({ client: 'h5', openid: null, clientIp: '1.2.3.4' }), null)
    assert.equal(provider.payerRefusal({ client: 'wechat_h5', openid: null, clientIp: '1.2.3.4' }), 'wechatPayNeedsOpenid')
    assert.equal(provider.payerRefusal({ client: 'weapp', openid: null, clientIp: '1.2.3.4' }), 'wechatPayNeedsOpenid')
    assert.equal(provider.payerRefusal({ client: 'weapp', openid: 'o', clientIp: '1.2.3.4' }), null)
    const noMini = new WechatPayProvider(wechatConfig(fake.url, { miniAppId: '' }), systemClock)
    assert.equal(noMini.payerRefusal({ client: 'weapp', openid: 'o', clientIp: '1.2.3.4' }), 'payTypeUnavailable')
  })

  test('a request signed with another key, or altered after signing, is refused by the fake (401) and the provider says so', async () => {
    const impostor = new WechatPayProvider(wechatConfig(fake.url, { privateKey: stranger.privateKey }), systemClock)
    await assert.rejects(impostor.createPayment(request()), (err: unknown) => err instanceof PaymentStartError && /HTTP 401 SIGN_ERROR/.test(err.message))
    assert.equal(fake.requests.at(-1)!.problem, 'signature')

    const body = JSON.stringify({ appid: APP_ID, mchid: MCH_ID, description: 'x', out_trade_no: 'PAYX', notify_url: 'https://x', amount: { total: 1, currency: 'CNY' }, scene_info: { payer_client_ip: '1.2.3.4', h5_info: { type: 'Wap' } } })
    const authorization = wechatpayAuthorization({
      mchId: MCH_ID, serialNo: MCH_SERIAL, privateKey: merchant.privateKey, method: 'POST', pathAndQuery: '/v3/pay/transactions/h5',
      timestamp: Math.floor(Date.now() / 1000), nonce: 'n0nce', body,
    })
    const post = (payload: string, auth = authorization) => fetch(`${fake.url}/v3/pay/transactions/h5`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: payload })
    assert.equal((await post(body)).status, 200, 'as signed')
    assert.equal((await post(body.replace('"total":1', '"total":100'))).status, 401, 'the amount changed after signing')
    assert.equal((await post(body, authorization.replace(`serial_no="${MCH_SERIAL}"`, 'serial_no="OTHER"'))).status, 401)
    const stale = wechatpayAuthorization({
      mchId: MCH_ID, serialNo: MCH_SERIAL, privateKey: merchant.privateKey, method: 'POST', pathAndQuery: '/v3/pay/transactions/h5',
      timestamp: Math.floor(Date.now() / 1000) - 600, nonce: 'n0nce', body,
    })
    assert.equal((await post(body, stale)).status, 401, 'a 10-minute-old signature')
  })

  test('an answer that is not WeChat Pay\'s (bad signature, other serial, stale), an error status, no answer: PaymentStartError', async () => {
    try {
      for (const [mode, why] of [['bad-signature', /bad signature/], ['wrong-serial', /another key/], ['stale', /5-minute/], ['error', /HTTP 500 SYSTEM_ERROR/]] as const) {
        fake.mode = mode
        await assert.rejects(provider.createPayment(request({ client: 'wechat_h5', openid: 'o' })), (err: unknown) => err instanceof PaymentStartError && why.test(err.message), mode)
      }
      fake.mode = 'hang'
      const impatient = new WechatPayProvider(wechatConfig(fake.url), systemClock, 300)
      await assert.rejects(impatient.createPayment(request()), /no answer within 300 ms/)
    } finally {
      fake.mode = 'ok'
    }
    const nowhere = new WechatPayProvider(wechatConfig('http://127.0.0.1:9'), systemClock)
    await assert.rejects(nowhere.createPayment(request()), (err: unknown) => err instanceof PaymentStartError && /network error/.test(err.message))
  })

  test('notifications: a good one yields the payment, the trade and the amount in fen; anything not WeChat Pay\'s, stale, another merchant, altered or unpaid is null', async () => {
    const p = request({ client: 'wechat_h5', openid: 'o-official-1', amountFen: 7980 })
    await provider.createPayment(p)
    const verify = (n: { headers: Record<string, string>; body: string }) => provider.verifyNotification({ headers: n.headers, rawBody: n.body })
    const good = fake.notification(p.paymentNo)
    const verified = await verify(good)
    assert.ok(verified && 'paymentNo' in verified)
    assert.equal(verified.paymentNo, p.paymentNo)
    assert.equal(verified.amountFen, 7980)
    assert.match(verified.tradeNo, /^42000\d+$/)
    // headers in any case, as a proxy may pass them
    assert.ok(await provider.verifyNotification({ headers: Object.fromEntries(Object.entries(good.headers).map(([k, v]) => [k.toLowerCase(), v])), rawBody: good.body }))

    const refused: [string, { headers: Record<string, string>; body: string }][] = [
      ['signed with another key', fake.notification(p.paymentNo, { signWith: stranger.privateKey })],
      ['six minutes old', fake.notification(p.paymentNo, { skewS: -360 })],
      ['six minutes ahead', fake.notification(p.paymentNo, { skewS: 360 })],
      ['another serial', fake.notification(p.paymentNo, { serial: 'PUB_KEY_ID_OTHER' })],
      ['another merchant', fake.notification(p.paymentNo, { mchId: '1900000000' })],
      ['another app', fake.notification(p.paymentNo, { appId: 'wx-someone-else' })],
      ['ciphertext altered (GCM tag)', fake.notification(p.paymentNo, { tamperCiphertext: true })],
      ['encrypted with another key', fake.notification(p.paymentNo, { apiV3Key: 'another32characterkey0123456789x' })],
      ['not paid', fake.notification(p.paymentNo, { tradeState: 'NOTPAY' })],
      ['another event', fake.notification(p.paymentNo, { eventType: 'REFUND.SUCCESS' })],
      ['body altered after signing', { headers: good.headers, body: good.body.replace('"summary":"支付成功"', '"summary":"x"') }],
      ['unsigned', { headers: { 'content-type': 'application/json' }, body: good.body }],
    ]
    for (const [why, n] of refused) assert.equal(await verify(n), null, why)
  })
})

describe('Alipay (RSA2) against its fake', () => {
  let fake: AlipayFake
  let provider: AlipayProvider
  before(async () => {
    fake = await alipayFake()
    provider = new AlipayProvider(alipayConfig(fake.gateway), systemClock)
  })
  after(() => fake.close())

  test('the pay URL is the gateway with the signed common parameters and biz_content; the fake accepts its signature', async () => {
    const p = request({ payType: 2, amountFen: 1234 })
    const { payUrl, payParams } = await provider.createPayment(p)
    assert.equal(payParams, null)
    assert.ok(payUrl!.startsWith(`${fake.gateway}?`))
    const res = await fetch(payUrl!)
    assert.equal(res.status, 200, await res.text())
    const trade = fake.trades.get(p.paymentNo)!
    assert.deepEqual(
      [trade.params.method, trade.params.format, trade.params.charset, trade.params.sign_type, trade.params.version, trade.params.return_url, trade.params.notify_url],
      ['alipay.trade.wap.pay', 'JSON', 'utf-8', 'RSA2', '1.0', p.returnUrl, 'https://fanbei.example.com/api/pay/notify/alipay'],
    )
    assert.match(trade.params.timestamp, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    assert.deepEqual(
      [trade.biz.out_trade_no, trade.biz.total_amount, trade.biz.subject, trade.biz.product_code],
      [p.paymentNo, '12.34', '测试店 50元代金券 x1', 'QUICK_WAP_WAY'],
    )
    assert.match(trade.biz.time_expire, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  test('a pay URL altered after signing, or signed with another key, is refused by the fake (401)', async () => {
    const payUrl = (await provider.createPayment(request({ payType: 2, amountFen: 1234 }))).payUrl!
    const altered = new URL(payUrl)
    altered.searchParams.set('biz_content', altered.searchParams.get('biz_content')!.replace('"12.34"', '"0.01"'))
    assert.equal((await fetch(altered)).status, 401)
    const impostor = new AlipayProvider(alipayConfig(fake.gateway, { privateKey: stranger.privateKey }), systemClock)
    assert.equal((await fetch((await impostor.createPayment(request({ payType: 2 }))).payUrl!)).status, 401)
    assert.equal(fake.requests.at(-1)!.problem, 'sign check fail')
  })

  test('notifications: TRADE_SUCCESS / TRADE_FINISHED yield the amount in fen; forged, another app, odd amounts are null; TRADE_CLOSED is acknowledged as ignored', async () => {
    const p = request({ payType: 2, amountFen: 1234 })
    await fetch((await provider.createPayment(p)).payUrl!)
    const verify = (body: string) => provider.verifyNotification({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: body })
    const good = await verify(fake.notification(p.paymentNo))
    assert.ok(good && 'paymentNo' in good)
    assert.deepEqual([good.paymentNo, good.amountFen], [p.paymentNo, 1234])
    assert.match(good.tradeNo, /^2026031022001/)
    assert.ok(await verify(fake.notification(p.paymentNo, { tradeStatus: 'TRADE_FINISHED' })))
    assert.deepEqual(await verify(fake.notification(p.paymentNo, { tradeStatus: 'TRADE_CLOSED' })), { ignored: 'TRADE_CLOSED' })
    assert.equal((await verify(fake.notification(p.paymentNo, { totalAmount: '12.3' })) as { amountFen: number }).amountFen, 1230)
    const refused: [string, string][] = [
      ['12.345 (three decimals)', fake.notification(p.paymentNo, { totalAmount: '12.345' })],
      ['-1.00', fake.notification(p.paymentNo, { totalAmount: '-1.00' })],
      ['1e3', fake.notification(p.paymentNo, { totalAmount: '1e3' })],
      ['another app', fake.notification(p.paymentNo, { appId: '2021000000000999' })],
      ['signed with another key', fake.notification(p.paymentNo, { signWith: stranger.privateKey })],
      ['amount altered after signing', fake.notification(p.paymentNo, { tamper: { total_amount: '0.01' } })],
      ['unknown state', fake.notification(p.paymentNo, { tradeStatus: 'TRADE_PENDING' })],
      ['no sign', fake.notification(p.paymentNo).replace(/&sign=[^&]*/, '')],
      ['a field twice', `${fake.notification(p.paymentNo)}&total_amount=0.01`],
      ['not a form', '{"trade_status":"TRADE_SUCCESS"}'],
    ]
    for (const [why, body] of refused) assert.equal(await verify(body), null, why)
  })

  test('yuan to fen exactly, from the string', () => {
    const cases: [string, number | null][] = [
      ['12.34', 1234], ['0.01', 1], ['0.10', 10], ['12.3', 1230], ['12', 1200], ['0.29', 29], ['1.005', null], ['12.345', null],
      ['', null], ['.5', null], ['1.', null], ['-1', null], [' 1.00', null], ['1,00', null], ['１.00', null],
    ]
    for (const [text, fen] of cases) assert.equal(fenOfYuan(text), fen, text)
  })

  test('the mini-program cannot open Alipay\'s page: refused before anything is written', () => {
    assert.equal(provider.payerRefusal({ client: 'weapp', openid: 'o', clientIp: '1.2.3.4' }), 'payTypeUnavailable')
    assert.equal(provider.payerRefusal({ client: 'h5', openid: null, clientIp: '1.2.3.4' }), null)
  })
})

// ------------------------------------------------------------------ configuration

function providerEnv(wechatBase: string, alipayGateway: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'wechat,alipay',
    WECHATPAY_MCH_ID: MCH_ID,
    WECHATPAY_APP_ID: APP_ID,
    WECHATPAY_MINI_APP_ID: MINI_APP_ID,
    WECHATPAY_MCH_SERIAL_NO: MCH_SERIAL,
    WECHATPAY_PRIVATE_KEY_FILE: keyFileOf('wechat-merchant.pem', merchant.privateKey),
    WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: keyFileOf('wechat-platform.pem', platform.publicKey),
    WECHATPAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
    WECHATPAY_API_V3_KEY: API_V3_KEY,
    WECHATPAY_API_BASE: wechatBase,
    WECHATPAY_NOTIFY_URL: 'https://fanbei.example.com/api/pay/notify/wechat',
    ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY_FILE: keyFileOf('alipay-app.pem', alipayApp.privateKey),
    ALIPAY_PUBLIC_KEY_FILE: keyFileOf('alipay-itself.pem', alipayItself.publicKey),
    ALIPAY_GATEWAY: alipayGateway,
    ALIPAY_NOTIFY_URL: 'https://fanbei.example.com/api/pay/notify/alipay',
  }
}

describe('payment provider settings', () => {
  test('wechat,alipay reads both; either alone reads its own; unknown or repeated names stop the start', () => {
    const env = providerEnv('https://api.mch.weixin.qq.com', 'https://openapi.alipay.com/gateway.do')
    const both = loadConfig(env).providers.payment
    assert.deepEqual(both.names, ['wechat', 'alipay'])
    assert.equal(both.wechat!.platformSerial, PLATFORM_SERIAL)
    assert.equal(both.alipay!.appId, ALIPAY_APP_ID)
    const wechatOnly = loadConfig({ ...env, PAYMENT_PROVIDER: 'wechat', ALIPAY_APP_ID: '' }).providers.payment
    assert.deepEqual([wechatOnly.names, wechatOnly.alipay], [['wechat'], null])
    assert.equal(loadConfig({ ...env, PAYMENT_PROVIDER: 'alipay', WECHATPAY_MCH_ID: '' }).providers.payment.wechat, null)
    for (const bad of ['wechat,wechat', 'wechat,paypal', 'sandbox,alipay', 'wechat,']) {
      assert.throws(() => loadConfig({ ...env, PAYMENT_PROVIDER: bad }), /is unknown/, bad)
    }
  })

  test('a missing setting or an unreadable key stops the start naming the variable', () => {
    const env = providerEnv('https://api.mch.weixin.qq.com', 'https://openapi.alipay.com/gateway.do')
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER: 'wechat' }), /PAYMENT_PROVIDER "wechat" needs its settings: set WECHATPAY_MCH_ID, WECHATPAY_APP_ID, .*WECHATPAY_NOTIFY_URL/)
    assert.throws(() => loadConfig({ ...env, ALIPAY_PUBLIC_KEY_FILE: '' }), /PAYMENT_PROVIDER "alipay" needs its settings: set ALIPAY_PUBLIC_KEY_FILE$/)
    assert.throws(() => loadConfig({ ...env, WECHATPAY_PRIVATE_KEY_FILE: path.join(keyDir, 'no-such.pem') }), /^Error: WECHATPAY_PRIVATE_KEY_FILE: cannot read .*ENOENT/)
    assert.throws(() => loadConfig({ ...env, WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: keyFileOf('garbage.pem', '-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----\n') }),
      /WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: .* is not a readable RSA public key/)
    const ec = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    assert.throws(() => loadConfig({ ...env, ALIPAY_PRIVATE_KEY_FILE: keyFileOf('ec.pem', ec.privateKey) }), /ALIPAY_PRIVATE_KEY_FILE: .* is not an RSA key/)
    assert.throws(() => loadConfig({ ...env, WECHATPAY_API_V3_KEY: 'too-short' }), /WECHATPAY_API_V3_KEY must be the 32 characters/)
    assert.throws(() => loadConfig({ ...env, WECHATPAY_NOTIFY_URL: 'http://fanbei.example.com/api/pay/notify/wechat' }), /WECHATPAY_NOTIFY_URL must be an https URL/)
  })

  test('the platform key may be given as WeChat Pay\'s platform certificate', () => {
    const dir = fs.mkdtempSync(path.join(keyDir, 'cert-'))
    const keyFile = keyFileOf('cert-key.pem', platform.privateKey)
    const certFile = path.join(dir, 'platform.crt')
    openssl(['req', '-new', '-x509', '-key', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=Tenpay.com Root CA'])
    const env = providerEnv('https://api.mch.weixin.qq.com', 'https://openapi.alipay.com/gateway.do')
    const { wechat } = loadConfig({ ...env, WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: certFile }).providers.payment
    assert.equal(wechat!.platformPublicKey.export({ type: 'spki', format: 'pem' }), platform.publicKey.export({ type: 'spki', format: 'pem' }))
  })
})

// ------------------------------------------------------------------ through the app

describe(`voucher orders paid through WeChat Pay and Alipay, end to end${on}`, () => {
  let env: TestEnv
  let wechat: WechatPayFake
  let alipay: AlipayFake
  let voucherId: number
  before(async () => {
    wechat = await wechatFake()
    alipay = await alipayFake()
    env = await setup(providerEnv(wechat.url, alipay.gateway), { seed: false })
    const db = env.database.db
    const [{ id: cityId }] = await db.insert(cities).values({ code: 'pay-city', name: '支付市', latitude: 26.6, longitude: 106.7 }).returning({ id: cities.id })
    const [{ id: categoryId }] = await db.insert(shopCategories).values({ name: '火锅' }).returning({ id: shopCategories.id })
    const [shop] = await db.insert(shops).values({ name: '支付测试店', categoryId, cityId, latitude: 26.6, longitude: 106.7 }).returning({ id: shops.id })
    ;[{ id: voucherId }] = await db.insert(vouchers).values({ shopId: shop.id, title: '50元代金券', priceFen: 3990, faceValueFen: 5000, stock: 100, perUserLimit: 20 })
      .returning({ id: vouchers.id })
  })
  after(async () => {
    await env?.close()
    await wechat?.close()
    await alipay?.close()
  })

  const buyer = async (openids: { openid?: string; miniOpenid?: string } = {}) => {
    const user = await createUser(env)
    if (openids.openid || openids.miniOpenid) await env.database.db.update(users).set(openids).where(eq(users.id, user.id))
    return user
  }
  const create = (token: string, body: Record<string, unknown>, client?: string) =>
    call<BusinessOrderPayResult>(env.app, '/api/business_order/create', { voucher_id: voucherId, ...body }, { token, headers: client ? { 'x-client': client } : {} })
  const detail = async (token: string, id: number) => (await call<BusinessOrder>(env.app, '/api/business_order/detail', { id }, { token })).body.result!
  const paymentOf = async (paymentNo: string) => (await env.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0]
  /** The number of the order's latest payment (what the provider knows it by; a JSAPI answer has no pay URL that says it). */
  const livePaymentNo = async (orderId: number) => (await env.database.db.select({ no: payments.paymentNo }).from(payments)
    .where(and(eq(payments.purpose, 'business_order'), eq(payments.refId, orderId))).orderBy(desc(payments.id)).limit(1))[0].no
  const codesOf = async (orderId: number) => env.database.db.select().from(businessOrderCodes).where(eq(businessOrderCodes.orderId, orderId))
  const notifyWechat = (n: { headers: Record<string, string>; body: string }) => env.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: n.headers, payload: n.body })
  const notifyAlipay = (body: string) => env.app.inject({
    method: 'POST', url: '/api/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: body,
  })

  test('WeChat Pay in WeChat\'s browser: JSAPI parameters; five deliveries of the notification at once pay the order once, with one set of codes', async () => {
    const user = await buyer({ openid: 'o-official-e2e' })
    const res = await create(user.token, { quantity: 2, pay_type: 1 }, 'wechat_h5')
    assert.equal(res.body.status, 1, res.body.msg)
    const { order, payment } = res.body.result
    assert.deepEqual([payment.paid, payment.pay_url, payment.amount], [false, null, '79.80'])
    assertPaySign(payment.pay_params!, APP_ID)
    assert.equal((await paymentOf((await livePaymentNo(order.id)))).provider, 'wechat')
    assert.deepEqual(wechat.orders.get((await livePaymentNo(order.id)))!.body.payer, { openid: 'o-official-e2e' })
    assert.deepEqual(wechat.orders.get((await livePaymentNo(order.id)))!.body.amount, { total: 7980, currency: 'CNY' })

    const n = wechat.notification((await livePaymentNo(order.id)))
    const answers = await Promise.all(Array.from({ length: 5 }, () => notifyWechat(n)))
    assert.deepEqual(answers.map((a) => a.statusCode), [200, 200, 200, 200, 200])
    assert.deepEqual(answers.map((a) => (a.json() as { message: string }).message).sort(), ['duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid'])
    const paid = await detail(user.token, order.id)
    assert.equal(paid.status, 'paid')
    assert.equal(paid.pay_type, 1)
    assert.equal(paid.redeem_codes.length, 2)
    assert.equal((await codesOf(order.id)).length, 2, 'one set of codes')
    const stored = await paymentOf((await livePaymentNo(order.id)))
    assert.equal(stored.status, 'paid')
    assert.equal(stored.providerTradeNo, n.transaction.transaction_id)
  })

  test('WeChat Pay in the mini-program pays as the mini-program openid; outside WeChat it is an H5 page that comes back to the bill', async () => {
    const user = await buyer({ openid: 'o-official-2', miniOpenid: 'o-mini-2' })
    const inMini = (await create(user.token, { quantity: 1, pay_type: 1 }, 'weapp')).body.result
    assertPaySign(inMini.payment.pay_params!, MINI_APP_ID)
    assert.equal(wechat.orders.get((await livePaymentNo(inMini.order.id)))!.body.payer.openid, 'o-mini-2')

    const inBrowser = await create(user.token, { quantity: 1, pay_type: 1 })
    assert.equal(inBrowser.body.status, 1, inBrowser.body.msg)
    const { order, payment } = inBrowser.body.result
    assert.equal(payment.pay_params, null)
    const back = new URL(payment.pay_url!).searchParams.get('redirect_url')!
    assert.match(back, new RegExp(`/#/pages/business_order/order_detail\\?id=${order.id}$`))
    assert.equal(wechat.orders.get((await livePaymentNo(order.id)))!.kind, 'h5')
    assert.match(wechat.orders.get((await livePaymentNo(order.id)))!.body.scene_info.payer_client_ip, /^(127\.0\.0\.1|::1)$/)
  })

  test('JSAPI without the user\'s openid is refused with a clear message and writes nothing', async () => {
    const user = await buyer()
    const before = (await env.database.db.select().from(businessOrders)).length
    for (const client of ['wechat_h5', 'weapp']) {
      const res = await create(user.token, { quantity: 1, pay_type: 1 }, client)
      assert.equal(res.statusCode, 200)
      assert.deepEqual([res.body.status, res.body.msg], [0, '请先使用微信登录，再使用微信支付'], client)
    }
    assert.equal((await env.database.db.select().from(businessOrders)).length, before, 'no order written')
    const alipayInMini = await create(user.token, { quantity: 1, pay_type: 2 }, 'weapp')
    assert.deepEqual([alipayInMini.body.status, alipayInMini.body.msg], [0, '暂不支持该支付方式，请使用钱包余额支付'])
  })

  test('a forged WeChat Pay notification is answered in WeChat Pay\'s failure format and changes nothing', async () => {
    const user = await buyer({ openid: 'o-official-3' })
    const { order } = (await create(user.token, { quantity: 1, pay_type: 1 }, 'wechat_h5')).body.result
    for (const forged of [
      wechat.notification((await livePaymentNo(order.id)), { signWith: stranger.privateKey }),
      wechat.notification((await livePaymentNo(order.id)), { amountFen: 1 }),
      wechat.notification((await livePaymentNo(order.id)), { mchId: '1900000000' }),
      wechat.notification((await livePaymentNo(order.id)), { skewS: -3600 }),
    ]) {
      const res = await notifyWechat(forged)
      assert.equal(res.statusCode, 400)
      assert.equal((res.json() as { code: string }).code, 'FAIL')
    }
    const bad = await env.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: { 'content-type': 'text/xml' }, payload: '<xml/>' })
    assert.deepEqual([bad.statusCode, (bad.json() as { code: string }).code], [400, 'FAIL'])
    assert.equal((await detail(user.token, order.id)).status, 'pending')
    assert.equal((await paymentOf((await livePaymentNo(order.id)))).status, 'pending')
    assert.equal((await codesOf(order.id)).length, 0)
  })

  test('Alipay: the pay URL the fake accepts; its notification five times at once answers `success` and pays once; a forged one answers `fail`', async () => {
    const user = await buyer()
    const res = await create(user.token, { quantity: 3, pay_type: 2 })
    assert.equal(res.body.status, 1, res.body.msg)
    const { order, payment } = res.body.result
    assert.equal(payment.pay_params, null)
    assert.ok(payment.pay_url!.startsWith(`${alipay.gateway}?`))
    assert.equal((await fetch(payment.pay_url!)).status, 200)
    assert.equal(alipay.trades.get((await livePaymentNo(order.id)))!.biz.total_amount, '119.70')
    assert.equal((await paymentOf((await livePaymentNo(order.id)))).provider, 'alipay')

    for (const forged of [
      alipay.notification((await livePaymentNo(order.id)), { signWith: stranger.privateKey }),
      alipay.notification((await livePaymentNo(order.id)), { totalAmount: '1.00' }),
      alipay.notification((await livePaymentNo(order.id)), { totalAmount: '119.700' }),
      alipay.notification((await livePaymentNo(order.id)), { appId: '2021000000000999' }),
    ]) {
      const bad = await notifyAlipay(forged)
      assert.deepEqual([bad.statusCode, bad.body], [400, 'fail'])
    }
    assert.equal((await detail(user.token, order.id)).status, 'pending', 'nothing changed')

    const closed = await notifyAlipay(alipay.notification((await livePaymentNo(order.id)), { tradeStatus: 'TRADE_CLOSED' }))
    assert.deepEqual([closed.statusCode, closed.body], [200, 'success'], 'acknowledged')
    assert.equal((await detail(user.token, order.id)).status, 'pending', 'and nothing changed')

    const n = alipay.notification((await livePaymentNo(order.id)))
    const answers = await Promise.all(Array.from({ length: 5 }, () => notifyAlipay(n)))
    assert.deepEqual(answers.map((a) => [a.statusCode, a.headers['content-type'], a.body]), Array(5).fill([200, 'text/plain; charset=utf-8', 'success']))
    const paid = await detail(user.token, order.id)
    assert.deepEqual([paid.status, paid.pay_type, paid.redeem_codes.length], ['paid', 2, 3])
    assert.equal((await codesOf(order.id)).length, 3, 'one set of codes')
    assert.equal((await paymentOf((await livePaymentNo(order.id)))).providerTradeNo, new URLSearchParams(n).get('trade_no'))
  })

  test('a provider that fails to start the payment: a clear refusal, the order stays pending and is paid again later', async () => {
    const user = await buyer({ openid: 'o-official-4' })
    wechat.mode = 'error'
    let res
    try {
      res = await create(user.token, { quantity: 1, pay_type: 1 }, 'wechat_h5')
    } finally {
      wechat.mode = 'ok'
    }
    assert.equal(res.statusCode, 200)
    assert.deepEqual([res.body.status, res.body.msg], [0, '支付发起失败，请稍后再试'])
    const [order] = await env.database.db.select().from(businessOrders).where(eq(businessOrders.userId, user.id))
    assert.equal(order.status, 'pending', 'the order is kept, payable again')
    const [failed] = await env.database.db.select().from(payments).where(eq(payments.refId, order.id))
    assert.equal(failed.status, 'closed', 'the payment that never started does not count')

    wechat.mode = 'bad-signature'
    try {
      const again = await call<BusinessOrderPayResult>(env.app, '/api/business_order/pay', { id: order.id, pay_type: 1 }, { token: user.token, headers: { 'x-client': 'wechat_h5' } })
      assert.deepEqual([again.body.status, again.body.msg], [0, '支付发起失败，请稍后再试'], 'an answer that is not WeChat Pay\'s')
    } finally {
      wechat.mode = 'ok'
    }
    const paying = await call<BusinessOrderPayResult>(env.app, '/api/business_order/pay', { id: order.id, pay_type: 1 }, { token: user.token, headers: { 'x-client': 'wechat_h5' } })
    assert.equal(paying.body.status, 1, paying.body.msg)
    const res2 = await notifyWechat(wechat.notification((await livePaymentNo(paying.body.result.order.id))))
    assert.equal(res2.statusCode, 200)
    assert.equal((await detail(user.token, order.id)).status, 'paid')
  })
})
