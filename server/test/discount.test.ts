import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { CardRedUserMyCardRedResult } from '@api-types/cardRedUser'
import type { DiscountConfig, DiscountFailResult, DiscountMtUrl, DiscountRecord } from '@api-types/discount'
import type { UserInfo } from '@api-types/user'
import { ManualClock } from '../src/clock'
import { discountConfigs, discountLogs, discountRedeems, discountUrlOpens, redCards } from '../src/db/schema'
import { parseShanghaiTime } from '../src/lib'
import { goldBook } from '../src/modules/gold/ledger'
import { loadConfig } from '../src/config'
import { CpsError, createCpsProvider, meituanSignature, MeituanCpsProvider } from '../src/providers/cps'
import { assertGoldConsistent, call, createUser, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// Takeaway-platform coupons and red-packet cards: the seeded offers, the user's link
// from the database provider and the platform stand-in, receiving within the daily limit and the
// gold balance (also under parallel calls), reporting a failed coupon (gold back exactly once), the
// card list by status, link conversion, logs, bad input, and the Meituan union provider's signed call.

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''
const clock = new ManualClock(parseShanghaiTime('2026-03-10 10:30:00'))
const HOUR = 3600_000
let env: TestEnv
before(async () => { env = await setup({}, { clock }) })
after(async () => { await env.close() })

const db = () => env.database.db
type User = { id: number; token: string }
const api = <T>(path: string, body: unknown, user?: User) => call<T>(env.app, `/api/discount/${path}`, body, user ? { token: user.token } : {})
const cards = (user: User, body: Record<string, unknown> = {}) =>
  call<CardRedUserMyCardRedResult>(env.app, '/api/cardRedUser/myCardRed', body, { token: user.token })
const giveGold = (userId: number, amount: number) =>
  db().transaction((tx) => goldBook.credit(tx, { userId, kind: 'test_gold', amount, refType: 'test', refId: Math.floor(Math.random() * 1e9), at: clock.now() }))
const gold = async (user: User) => (await call<UserInfo>(env.app, '/api/user/info', {}, { token: user.token })).body.result.gold

/** getMtUrl then receiveDiscount, as the coupon page does. */
async function receive(user: User, couponType: number) {
  const link = await api<DiscountMtUrl>('getMtUrl', { coupon_type: couponType }, user)
  assert.equal(link.body.status, 1, link.body.msg)
  return api<DiscountRecord>('receiveDiscount', { ...link.body.result, coupon_type: couponType }, user)
}

describe(`coupon offers and links${on}`, () => {
  test('the seeded offers, in order; remaining_today only for a logged-in user', async () => {
    const guest = await api<DiscountConfig[]>('discountConfigList', {})
    assert.equal(guest.body.status, 1)
    assert.deepEqual(guest.body.result.map((c) => [c.coupon_type, c.title, c.amount, c.threshold, c.gold_price]), [
      [1, '外卖天天神券', '5.00', '20.00', 0],
      [2, '闪购红包', '6.00', '25.00', 0],
      [3, '大额满减券', '10.00', '30.00', 50],
      [4, '聚餐超值券', '20.00', '50.00', 100],
    ])
    assert.ok(guest.body.result.every((c) => c.remaining_today === undefined))
    const user = await createUser(env)
    const mine = await api<DiscountConfig[]>('discountConfigList', {}, user)
    assert.deepEqual(mine.body.result.map((c) => c.remaining_today), [1, 1, 1, 1])
  })

  test('getMtUrl gives the user-tagged link, which opens the platform stand-in with the offer', async () => {
    const user = await createUser(env)
    const first = await api<DiscountMtUrl>('getMtUrl', {}, user)
    assert.deepEqual(first.body.result, {
      discount_url: `http://localhost/dev/cps/meituan?coupon_type=1&sid=u${user.id}`, coupon_type: 1, title: '外卖天天神券',
    })
    const page = await env.app.inject({ method: 'GET', url: new URL(first.body.result.discount_url).pathname + new URL(first.body.result.discount_url).search })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /美团外卖/)
    assert.match(page.body, /满20可用/)
    assert.match(page.body, new RegExp(`u${user.id}`))
    const gone = await api('getMtUrl', { coupon_type: 99 }, user)
    assert.deepEqual([gone.body.status, gone.body.msg], [0, '该红包已下架'])
    const guest = await api('getMtUrl', { coupon_type: 1 })
    assert.equal(guest.body.status, -1)
  })

  test('relax converts links of the offers\' host for the user and refuses others', async () => {
    const user = await createUser(env)
    const ok = await api<{ url: string }>('relax', { url: 'http://localhost/dev/cps/meituan?coupon_type=2' }, user)
    assert.equal(ok.body.result.url, `http://localhost/dev/cps/meituan?coupon_type=2&sid=u${user.id}`)
    const foreign = await api('relax', { url: 'https://evil.example.com/dev/cps/meituan?coupon_type=2' }, user)
    assert.deepEqual([foreign.body.status, foreign.body.msg], [0, '不支持的链接'])
    const script = await api('relax', { url: 'javascript:alert(1)' }, user)
    assert.equal(script.body.status, 0)
    assert.ok(script.body.msg.length > 0)
  })
})

describe(`receiving coupons${on}`, () => {
  test('a free coupon: a receipt, a coupon card with the link; the second of the day is refused; the next day it is offered again', async () => {
    const user = await createUser(env)
    const got = await receive(user, 1)
    assert.equal(got.body.status, 1, got.body.msg)
    assert.equal(got.body.msg, '领取成功')
    assert.equal(got.body.result.title, '外卖天天神券')
    assert.deepEqual([got.body.result.gold_spent, got.body.result.gold_balance], [0, 0])
    assert.equal(got.body.result.discount_config?.remaining_today, 0)
    const list = await cards(user)
    assert.equal(list.body.result.total, 1)
    const [card] = list.body.result.list
    assert.deepEqual([card.type, card.title, card.amount, card.threshold, card.status], ['coupon', '外卖天天神券', '5.00', '20.00', 0])
    assert.equal(card.discount_url, got.body.result.discount_url)
    assert.deepEqual([card.start_time, card.expire_time], ['2026-03-10 10:30:00', '2026-03-11 10:30:00'])

    const again = await receive(user, 1)
    assert.deepEqual([again.body.status, again.body.msg], [0, '今日领取次数已用完'])
    const offers = await api<DiscountConfig[]>('discountConfigList', {}, user)
    assert.deepEqual(offers.body.result.map((c) => c.remaining_today), [0, 1, 1, 1])

    clock.advance(14 * HOUR) // 00:30 the next day in Shanghai
    try {
      assert.equal((await receive(user, 1)).body.status, 1)
    } finally {
      clock.advance(-14 * HOUR)
    }
  })

  test('a gold coupon takes its price; without enough gold nothing is written', async () => {
    const user = await createUser(env)
    const poor = await receive(user, 3)
    assert.deepEqual([poor.body.status, poor.body.msg], [0, '金币不足'])
    assert.equal((await db().select().from(discountRedeems).where(eq(discountRedeems.userId, user.id))).length, 0)
    assert.equal((await db().select().from(redCards).where(eq(redCards.userId, user.id))).length, 0)
    await giveGold(user.id, 120)
    const got = await receive(user, 3)
    assert.equal(got.body.status, 1, got.body.msg)
    assert.deepEqual([got.body.result.gold_spent, got.body.result.gold_balance], [50, 70])
    assert.equal(await gold(user), 70)
    await assertGoldConsistent(env, user.id)
  })

  test('parallel receipts keep the daily limit and never overdraw the gold', async () => {
    const limited = await createUser(env)
    await giveGold(limited.id, 500)
    const once = await Promise.all(Array.from({ length: 12 }, () => receive(limited, 3)))
    assert.equal(once.filter((r) => r.body.status === 1).length, 1, 'daily limit 1')
    assert.equal(await gold(limited), 450)
    await assertGoldConsistent(env, limited.id)

    await db().update(discountConfigs).set({ dailyLimit: 5 }).where(eq(discountConfigs.couponType, 4))
    try {
      const short = await createUser(env)
      await giveGold(short.id, 250)
      const results = await Promise.all(Array.from({ length: 10 }, () => receive(short, 4)))
      assert.equal(results.filter((r) => r.body.status === 1).length, 2, 'gold for two')
      assert.ok(results.filter((r) => r.body.status !== 1).every((r) => r.body.msg === '金币不足' || r.body.msg === '今日领取次数已用完'))
      assert.equal(await gold(short), 50)
      assert.equal((await cards(short)).body.result.total, 2)
      await assertGoldConsistent(env, short.id)
    } finally {
      await db().update(discountConfigs).set({ dailyLimit: 1 }).where(eq(discountConfigs.couponType, 4))
    }
  })

  test('bad input is refused with a message', async () => {
    const user = await createUser(env)
    for (const body of [{}, { discount_url: 'ftp://x.example.com/a', coupon_type: 1 }, { discount_url: 'https://a.example.com/x', coupon_type: 0 },
      { discount_url: 'https://a.example.com/x', coupon_type: '1' }, { discount_url: `https://a.example.com/${'x'.repeat(2000)}`, coupon_type: 1 }]) {
      const res = await api('receiveDiscount', body, user)
      assert.equal(res.statusCode, 200)
      assert.equal(res.body.status, 0, JSON.stringify(body))
      assert.ok(res.body.msg)
    }
    const gone = await api('receiveDiscount', { discount_url: 'https://a.example.com/x', coupon_type: 42 }, user)
    assert.deepEqual([gone.body.status, gone.body.msg], [0, '该红包已下架'])
  })
})

describe(`reporting a coupon that could not be claimed${on}`, () => {
  test('parallel reports return the gold once and withdraw the card', async () => {
    const user = await createUser(env)
    await giveGold(user.id, 100)
    const got = await receive(user, 3)
    const id = got.body.result.discount_redeem_id
    const reports = await Promise.all(Array.from({ length: 10 }, () => api<DiscountFailResult>('failDiscount', { discount_redeem_id: id }, user)))
    const okOnes = reports.filter((r) => r.body.status === 1)
    assert.equal(okOnes.length, 1)
    assert.deepEqual(okOnes[0].body.result, { gold_returned: 50, gold_balance: 100 })
    assert.ok(reports.filter((r) => r.body.status !== 1).every((r) => r.body.msg === '该红包已反馈过'))
    assert.equal(await gold(user), 100)
    assert.equal((await cards(user)).body.result.total, 0)
    await assertGoldConsistent(env, user.id)
    // a failed receipt does not count for the daily limit
    assert.equal((await receive(user, 3)).body.status, 1)
  })

  test('not another user\'s receipt, not after 24 hours, not once the card is used', async () => {
    const owner = await createUser(env)
    const other = await createUser(env)
    const got = await receive(owner, 2)
    const id = got.body.result.discount_redeem_id
    const stranger = await api('failDiscount', { discount_redeem_id: id }, other)
    assert.deepEqual([stranger.body.status, stranger.body.msg], [0, '领取记录不存在'])

    await db().update(redCards).set({ status: 1 }).where(and(eq(redCards.source, 'discount_redeem'), eq(redCards.sourceId, id)))
    const used = await api('failDiscount', { discount_redeem_id: id }, owner)
    assert.deepEqual([used.body.status, used.body.msg], [0, '红包已使用，无法反馈'])
    await db().update(redCards).set({ status: 0 }).where(and(eq(redCards.source, 'discount_redeem'), eq(redCards.sourceId, id)))

    clock.advance(24 * HOUR + 1000)
    try {
      const late = await api('failDiscount', { discount_redeem_id: id }, owner)
      assert.deepEqual([late.body.status, late.body.msg], [0, '领取已超过24小时，无法反馈'])
    } finally {
      clock.advance(-(24 * HOUR + 1000))
    }
    const bad = await api('failDiscount', { discount_redeem_id: 'x' }, owner)
    assert.equal(bad.body.status, 0)
  })
})

describe(`red-packet cards${on}`, () => {
  test('myCardRed filters by status, an unused card past its expiry reads as expired, and pages', async () => {
    const user = await createUser(env)
    const now = clock.now()
    const base = { userId: user.id, title: '新人红包', amountFen: 300, source: 'test', startAt: new Date(now.getTime() - 48 * HOUR) }
    await db().insert(redCards).values([
      { ...base, type: 'red_packet', sourceId: user.id * 10 + 1, expireAt: new Date(now.getTime() + HOUR) },
      { ...base, type: 'red_packet', sourceId: user.id * 10 + 2, expireAt: new Date(now.getTime() - HOUR) },
      { ...base, type: 'coupon', thresholdFen: 2000, sourceId: user.id * 10 + 3, expireAt: new Date(now.getTime() + HOUR), status: 1, usedAt: now },
    ])
    const byStatus = async (status: number) => (await cards(user, { status })).body.result.list.map((c) => c.status)
    assert.deepEqual(await byStatus(0), [0])
    assert.deepEqual(await byStatus(1), [1])
    assert.deepEqual(await byStatus(2), [2])
    const all = await cards(user, { page: 1, limit: 2 })
    assert.deepEqual([all.body.result.total, all.body.result.list.length], [3, 2])
    const bad = await cards(user, { status: 5 })
    assert.equal(bad.body.status, 0)
    const guest = await call(env.app, '/api/cardRedUser/myCardRed', {})
    assert.equal(guest.body.status, -1)
  })
})

describe(`opened links and page logs${on}`, () => {
  test('saveMtUrl counts opens; recodeLog stores bounded flat data, with or without login', async () => {
    const user = await createUser(env)
    const url = 'http://localhost/dev/cps/meituan?coupon_type=1&sid=u1'
    for (let i = 0; i < 2; i++) assert.equal((await api('saveMtUrl', { discount_url: url }, user)).body.status, 1)
    const [opened] = await db().select().from(discountUrlOpens).where(eq(discountUrlOpens.userId, user.id))
    assert.equal(opened.opens, 2)
    assert.equal((await api('saveMtUrl', { discount_url: 'not a link' }, user)).body.status, 0)

    assert.equal((await api('recodeLog', { data: { action: 'open', discount_redeem_id: 3, ok: true } }, user)).body.status, 1)
    assert.equal((await api('recodeLog', { data: { action: 'view' } })).body.status, 1)
    const rows = await db().select().from(discountLogs)
    assert.ok(rows.some((r) => r.userId === user.id && (r.data as { action: string }).action === 'open'))
    assert.ok(rows.some((r) => r.userId === null))
    for (const data of [{}, { nested: { a: 1 } }, { long: 'x'.repeat(501) }, Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])), 'text']) {
      const res = await api('recodeLog', { data }, user)
      assert.equal(res.body.status, 0, JSON.stringify(data))
    }
  })
})

describe('the Meituan union provider', () => {
  let union: http.Server
  let base: string
  let answer: { code: number; msg?: string; data?: unknown } = { code: 0, data: 'https://click.meituan.com/t?t=1&c=2&p=abc' }
  const seen: Array<{ headers: http.IncomingHttpHeaders; body: string; path: string }> = []
  before(async () => {
    union = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => { body += c })
      req.on('end', () => {
        seen.push({ headers: req.headers, body, path: req.url ?? '' })
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(answer))
      })
    })
    await new Promise<void>((resolve) => union.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(union.address() as AddressInfo).port}`
  })
  after(() => { union.close() })

  test('asks get_referral_link with the activity id and the user\'s sid, signed, and returns the link', async () => {
    const provider = new MeituanCpsProvider({ provider: 'meituan', appKey: 'key1', appSecret: 'secret1', apiBase: base })
    const link = await provider.offerLink({ couponType: 1, link: 'act-33' }, { userId: 7, serverOrigin: 'http://x' })
    assert.equal(link, 'https://click.meituan.com/t?t=1&c=2&p=abc')
    const req = seen.at(-1)!
    assert.equal(req.path, '/cps_open/common/api/v1/get_referral_link')
    assert.deepEqual(JSON.parse(req.body), { actId: 'act-33', sid: 'u7', linkType: 1 })
    assert.equal(req.headers['s-ca-app'], 'key1')
    const expected = meituanSignature({
      path: req.path, contentMd5: String(req.headers['content-md5']), appKey: 'key1', timestamp: String(req.headers['s-ca-timestamp']), secret: 'secret1',
    })
    assert.equal(req.headers['s-ca-signature'], expected)
    // converting: only Meituan links with an activity id
    assert.equal(await provider.convert('https://evil.example.com/?actId=1', { userId: 7, serverOrigin: '' }), null)
    assert.equal(await provider.convert('https://act.meituan.com/x?actId=act-9', { userId: 7, serverOrigin: '' }), 'https://click.meituan.com/t?t=1&c=2&p=abc')
    assert.equal(JSON.parse(seen.at(-1)!.body).actId, 'act-9')
  })

  test('a refusal of the union is a CpsError, and the app answers with a message', async () => {
    answer = { code: 1001, msg: 'sign error' }
    const provider = new MeituanCpsProvider({ provider: 'meituan', appKey: 'k', appSecret: 's', apiBase: base })
    await assert.rejects(provider.offerLink({ couponType: 1, link: 'a' }, { userId: 1, serverOrigin: '' }), CpsError)
    const app = await setup({ CPS_PROVIDER: 'meituan', CPS_MEITUAN_APP_KEY: 'k', CPS_MEITUAN_APP_SECRET: 's', CPS_MEITUAN_API_BASE: base })
    try {
      const user = await createUser(app)
      const res = await call(app.app, '/api/discount/getMtUrl', { coupon_type: 1 }, { token: user.token })
      assert.deepEqual([res.body.status, res.body.msg], [0, '红包链接获取失败，请稍后再试'])
      answer = { code: 0, data: 'https://click.meituan.com/t?ok=1' }
      const good = await call<DiscountMtUrl>(app.app, '/api/discount/getMtUrl', { coupon_type: 1 }, { token: user.token })
      assert.equal(good.body.result.discount_url, 'https://click.meituan.com/t?ok=1')
    } finally {
      await app.close()
    }
  })

  test('a missing key or an unknown provider fails at start-up', () => {
    const cpsOf = (env: Record<string, string>) => createCpsProvider(loadConfig(env).providers.cps, db())
    assert.throws(() => cpsOf({ CPS_PROVIDER: 'meituan' }), /CPS_MEITUAN_APP_KEY/)
    assert.throws(() => cpsOf({ CPS_PROVIDER: 'taobao' }), /unknown/)
    assert.equal(cpsOf({}).name, 'database')
  })
})
