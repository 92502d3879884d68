import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { after, before, beforeEach, describe, test } from 'node:test'
import { and, eq, inArray } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ApiResponse } from '@api-types/envelope'
import type { NoticeListsResult } from '@api-types/notice'
import { buildApp } from '../src/app'
import { ManualClock } from '../src/clock'
import type { Db } from '../src/db/driver'
import { openDatabase, type Database } from '../src/db/driver'
import { cashOuts, commissions, wallets, freeMealDeals, freeMealOrders, notices, notificationOutbox, users, wechatSubscriptions } from '../src/db/schema'
import wechatFakePlugin, { WechatFake } from '../src/dev/wechatFake'
import { parseShanghaiTime } from '../src/lib'
import { deliverDue, MAX_ATTEMPTS, retryDelayMs, type DeliveryDeps } from '../src/modules/notification/delivery'
import { notify } from '../src/modules/notification/service'
import { releaseDue } from '../src/modules/team/commissions'
import { payCashOut, refuseCashOut } from '../src/modules/wallet/settle'
import { createPayoutProvider } from '../src/providers/payout'
import { call, createUser, ON_POSTGRES, setup, type TestEnv, type User } from './helpers'

// Notifications (docs/server.md "Notifications"): an operator's approval is one account message in
// the reader's language (unread, then read), an event's key makes it once however often it is
// told, the delivery sends each outbox row once through WeChat (a subscription left, or the
// official account for a follower) even with two app instances delivering at once on one
// database, a failing WeChat is retried with backoff and given up after MAX_ATTEMPTS, and the
// events of the wallet and the team notify their user. Users see only their own messages.

const OFFICIAL = { appId: 'wxtest0official002', appSecret: 'test-official-secret', kind: 'official', name: '饭贝测试号' } as const
const MINI = { appId: 'wxtest0miniprog002', appSecret: 'test-mini-secret', kind: 'mini', name: '饭贝小程序' } as const
const SUBSCRIBE = { proofApproved: 'tmplSubProofApproved', cashoutPaid: 'tmplSubCashoutPaid' }
const TEMPLATE = { proofApproved: 'tmplMsgProofApproved', commissionArrived: 'tmplMsgCommission' }
const OPS_TOKEN = crypto.randomBytes(32).toString('hex')

const clock = new ManualClock(parseShanghaiTime('2026-05-01 10:00:00'))
const fake = new WechatFake({ apps: [OFFICIAL, MINI] })
/** Requests the stand-in received, by path: a send WeChat dropped as a repeat still counts here. */
const hits = new Map<string, number>()
const hitsOf = (path: string) => hits.get(path) ?? 0
const SUBSCRIBE_SEND = '/cgi-bin/message/subscribe/send'
const TEMPLATE_SEND = '/cgi-bin/message/template/send'

let fakeServer: FastifyInstance
let env: TestEnv
/** A second app instance on the same database (its own connection pool on PostgreSQL): another server process. */
let other: FastifyInstance
let otherDatabase: Database | null = null
const db = () => env.database.db
const silent = { info() {}, error() {} }
const depsOf = (app: FastifyInstance): DeliveryDeps => ({ wechat: app.providers.wechat, config: app.config.providers.wechat, log: silent })
const deliver = (app: FastifyInstance = env.app, database: Db = db()) => deliverDue(database, depsOf(app), clock.now())

before(async () => {
  fakeServer = Fastify({ logger: false })
  fakeServer.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0]
    hits.set(path, hitsOf(path) + 1)
  })
  await fakeServer.register(wechatFakePlugin, { fake })
  await fakeServer.listen({ port: 0, host: '127.0.0.1' })
  const templates = (ids: Record<string, string>) => Object.entries(ids).map(([k, v]) => `${k}=${v}`).join(',')
  env = await setup({
    WECHAT_PROVIDER: 'official',
    WECHAT_APP_ID: OFFICIAL.appId,
    WECHAT_APP_SECRET: OFFICIAL.appSecret,
    WECHAT_MINI_APP_ID: MINI.appId,
    WECHAT_MINI_APP_SECRET: MINI.appSecret,
    WECHAT_API_BASE: `http://127.0.0.1:${(fakeServer.server.address() as AddressInfo).port}`,
    WECHAT_SUBSCRIBE_TEMPLATES: templates(SUBSCRIBE),
    WECHAT_MESSAGE_TEMPLATES: templates(TEMPLATE),
  }, { clock })
  if (env.databaseUrl) otherDatabase = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl })
  other = await buildApp({ db: otherDatabase?.db ?? db(), config: env.config, logger: false, clock, opsToken: OPS_TOKEN })
  await other.ready()
})
after(async () => {
  await other.close()
  await otherDatabase?.close()
  await env.close()
  await fakeServer.close()
})
beforeEach(() => { fake.failSends = 0 })

let seq = 0
/** A user with the WeChat identities asked for (the mini-program's, the official account's). */
async function wechatUser(ids: { mini?: boolean; official?: boolean } = {}): Promise<User & { openid: string; miniOpenid: string }> {
  const u = await createUser(env)
  seq++
  const openid = `oOfficial${process.pid}x${seq}`
  const miniOpenid = `oMini${process.pid}x${seq}`
  await db().update(users).set({ openid: ids.official ? openid : null, miniOpenid: ids.mini ? miniOpenid : null }).where(eq(users.id, u.id))
  return { ...u, openid, miniOpenid }
}

/** An uploaded free-meal order of the user (a seeded deal, a day of its own). */
async function uploaded(u: User, rebateFen = 800): Promise<number> {
  const [deal] = await db().select().from(freeMealDeals).limit(1)
  seq++
  const [row] = await db().insert(freeMealOrders).values({
    orderNo: `FN${String(process.pid).slice(-4)}${String(seq).padStart(8, '0')}`, userId: u.id, shopId: deal.shopId, dealId: deal.id,
    day: `2025-03-${String((seq % 28) + 1).padStart(2, '0')}`, window: 'am', status: 'uploaded', orderPriceFen: 3000, rebateFen,
    minOrderFen: 0, expiresAt: clock.now(),
  }).returning({ id: freeMealOrders.id })
  return row.id
}

/** An operator's call over HTTP (the other instance serves the operators). */
async function ops<T>(command: string, body: Record<string, unknown>): Promise<T> {
  const r = await other.inject({ method: 'POST', url: `/ops/${command}`, headers: { 'x-ops-token': OPS_TOKEN, 'content-type': 'application/json' }, payload: body })
  const envelope = r.json() as ApiResponse<T>
  assert.equal(envelope.status, 1, `${command}: ${envelope.msg}`)
  return envelope.result
}
const approve = (orderId: number) => ops<{ results: { outcome: string }[] }>('approve', { orders: [String(orderId)] })

/** The account messages of everyone (the seed's, user_id null) as a user without messages of their own sees them. */
let everyone: { ids: Set<number>; unread: number } | null = null
/** The user's own account messages (newest first) and their unread count, everyone's left out. */
const messages = async (u: User, lang = 'zh-Hans') => {
  const lists = async (token: string) => {
    const r = await call<NoticeListsResult>(env.app, '/api/notice/lists', { type: 2, limit: 50 }, { token, lang })
    assert.equal(r.body.status, 1, r.body.msg)
    return r.body.result
  }
  if (!everyone) {
    const fresh = await lists((await createUser(env)).token)
    everyone = { ids: new Set(fresh.list.map((n) => n.id)), unread: fresh.unread }
  }
  const all = await lists(u.token)
  const own = all.list.filter((n) => !everyone!.ids.has(n.id))
  /** unread: the server's count (system notices too) less everyone's */
  return { list: own, unread: all.unread - everyone.unread }
}
const outboxOf = (userId: number) => db().select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId))
const subscriptionsLeft = async (userId: number, templateId: string) =>
  (await db().select().from(wechatSubscriptions).where(and(eq(wechatSubscriptions.userId, userId), eq(wechatSubscriptions.templateId, templateId))))[0]?.remaining ?? 0
const sentTo = (openid: string) => fake.sent.filter((m) => m.openid === openid)

describe(`notifications${ON_POSTGRES}`, () => {
  test("an operator's approval: one account message in the reader's language, unread until read, nobody else's", async () => {
    const u = await wechatUser()
    const stranger = await wechatUser()
    const orderId = await uploaded(u, 1250)
    assert.equal((await approve(orderId)).results[0].outcome, 'approved')

    const zh = await messages(u)
    assert.equal(zh.list.length, 1)
    assert.equal(zh.list[0].title, '返利已到账')
    assert.match(zh.list[0].content, /12\.50 元/)
    assert.equal(zh.list[0].path, '/pages/moneydetail/moneydetail')
    assert.equal(zh.list[0].is_read, false)
    assert.equal(zh.unread, 1)
    const en = await messages(u, 'en')
    assert.equal(en.list[0].title, 'Rebate received')
    assert.match(en.list[0].content, /¥12\.50 rebate/)

    // nobody else sees it, nor can mark it
    assert.equal((await messages(stranger)).list.length, 0)
    const theirs = await call(env.app, '/api/notice/dealRead', { id: zh.list[0].id }, { token: stranger.token })
    assert.equal(theirs.body.status, 0)
    assert.equal((await messages(u)).unread, 1)

    const read = await call(env.app, '/api/notice/dealRead', { id: zh.list[0].id }, { token: u.token })
    assert.equal(read.body.status, 1, read.body.msg)
    const after = await messages(u)
    assert.equal(after.unread, 0)
    assert.equal(after.list[0].is_read, true)

    // without a WeChat identity the delivery leaves the in-app message only
    await deliver()
    const [row] = await outboxOf(u.id)
    assert.deepEqual([row.status, row.channel, row.attempts], ['in_app', null, 1])
  })

  test("an operator's notice without a kind reads as stored in every language", async () => {
    const u = await wechatUser()
    await db().insert(notices).values({ type: 2, userId: u.id, title: '运营消息', content: '欢迎使用饭贝' })
    assert.deepEqual((await messages(u, 'fr')).list.map((n) => n.title), ['运营消息'])
  })

  test('the same event twice (a retry, another process) is one message and one send', async () => {
    const u = await wechatUser({ mini: true })
    assert.equal((await call<{ accepted: number }>(env.app, '/api/wechat/subscribeResult',
      { template_ids: [SUBSCRIBE.proofApproved, SUBSCRIBE.proofApproved, 'tmplUnknown'] }, { token: u.token })).body.result.accepted, 1)
    assert.equal(await subscriptionsLeft(u.id, SUBSCRIBE.proofApproved), 1)
    const event = { userId: u.id, kind: 'proofApproved' as const, key: `proofApproved:test-${u.id}`, params: { orderNo: 'FC1', amount: '3.00' }, path: '/pages/moneydetail/moneydetail' }
    await db().transaction((tx) => notify(tx, event))
    await (otherDatabase?.db ?? db()).transaction((tx) => notify(tx, event))
    // a second approval of one order is refused before it notifies
    const orderId = await uploaded(u)
    await approve(orderId)
    assert.equal((await approve(orderId)).results[0].outcome, 'not_in_review')

    assert.equal((await messages(u)).list.length, 2)
    assert.equal((await outboxOf(u.id)).length, 2)
    const before = hitsOf(SUBSCRIBE_SEND)
    await deliver()
    await deliver(other, otherDatabase?.db ?? db())
    // one subscription: one of the two rows went through it, the other in-app only
    assert.equal(hitsOf(SUBSCRIBE_SEND) - before, 1)
    const [message] = sentTo(u.miniOpenid)
    assert.equal(message.api, 'subscribe')
    assert.equal(message.templateId, SUBSCRIBE.proofApproved)
    assert.equal(message.page, 'pages/moneydetail/moneydetail')
    assert.equal(message.data.thing1, '返利已到账')
    assert.equal(await subscriptionsLeft(u.id, SUBSCRIBE.proofApproved), 0)
    assert.deepEqual((await outboxOf(u.id)).map((r) => r.status).sort(), ['in_app', 'sent'])
  })

  test("H5 in WeChat: the official account's template message to a follower, in-app only otherwise", async () => {
    const follower = await wechatUser({ official: true })
    const notFollowing = await wechatUser({ official: true })
    fake.notFollowing.add(notFollowing.openid)
    await approve(await uploaded(follower))
    await approve(await uploaded(notFollowing))
    await deliver()
    const [message] = sentTo(follower.openid)
    assert.equal(message.api, 'template')
    assert.equal(message.templateId, TEMPLATE.proofApproved)
    assert.match(message.clientMsgId ?? '', /^n\d+-\d+$/)
    assert.equal(sentTo(notFollowing.openid).length, 0)
    assert.equal((await outboxOf(notFollowing.id))[0].status, 'in_app')
  })

  test('a failing WeChat is retried with backoff, sent once when it answers, given up after MAX_ATTEMPTS', async () => {
    const u = await wechatUser({ mini: true })
    await call(env.app, '/api/wechat/subscribeResult', { template_ids: [SUBSCRIBE.proofApproved] }, { token: u.token })
    await approve(await uploaded(u))
    fake.failSends = 1
    assert.deepEqual(await deliver(), { sent: 0, inApp: 0, retried: 1, failed: 0 })
    let [row] = await outboxOf(u.id)
    assert.equal(row.status, 'pending')
    assert.equal(row.attempts, 1)
    assert.match(row.lastError ?? '', /system error/)
    assert.equal(row.nextAttemptAt?.getTime(), clock.now().getTime() + retryDelayMs(1))
    // the failed send gave its subscription back
    assert.equal(await subscriptionsLeft(u.id, SUBSCRIBE.proofApproved), 1)
    // not due yet
    assert.deepEqual(await deliver(), { sent: 0, inApp: 0, retried: 0, failed: 0 })
    clock.set(new Date(clock.now().getTime() + retryDelayMs(1)))
    assert.deepEqual(await deliver(), { sent: 1, inApp: 0, retried: 0, failed: 0 })
    ;[row] = await outboxOf(u.id)
    assert.deepEqual([row.status, row.channel, row.attempts, row.lastError], ['sent', 'subscribe', 2, null])
    assert.equal(sentTo(u.miniOpenid).length, 1)
    assert.equal(await subscriptionsLeft(u.id, SUBSCRIBE.proofApproved), 0)

    const stubborn = await wechatUser({ official: true })
    await approve(await uploaded(stubborn))
    fake.failSends = MAX_ATTEMPTS
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await deliver()
      clock.set(new Date(clock.now().getTime() + retryDelayMs(i)))
    }
    ;[row] = await outboxOf(stubborn.id)
    assert.deepEqual([row.status, row.attempts], ['failed', MAX_ATTEMPTS])
    assert.equal(sentTo(stubborn.openid).length, 0)
    // the in-app message stays
    assert.equal((await messages(stubborn)).list.length, 1)
  })

  test('two app instances delivering at once on one database send each row once', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => wechatUser({ official: true })))
    for (const u of people) {
      for (let i = 0; i < 3; i++) {
        await db().transaction((tx) => notify(tx, { userId: u.id, kind: 'proofApproved', key: `race:${u.id}:${i}`, params: { orderNo: `R${i}`, amount: '1.00' } }))
      }
    }
    const before = hitsOf(TEMPLATE_SEND)
    const otherDb = otherDatabase?.db ?? db()
    for (let round = 0; round < 4; round++) {
      await Promise.all([deliver(), deliver(other, otherDb), deliver(), deliver(other, otherDb)])
    }
    const rows = await db().select().from(notificationOutbox).where(inArray(notificationOutbox.userId, people.map((u) => u.id)))
    assert.equal(rows.length, 36)
    assert.ok(rows.every((r) => r.status === 'sent' && r.attempts === 1), JSON.stringify(rows.filter((r) => r.status !== 'sent')))
    assert.equal(hitsOf(TEMPLATE_SEND) - before, 36)
  })

  test('cash-outs paid and refused, a commission credited and a proof refused notify their user once', async () => {
    const u = await wechatUser()
    const payout = createPayoutProvider(env.config.providers.payout, clock)
    // the amounts asked for are frozen in the wallet until paid or refused
    await db().insert(wallets).values({ userId: u.id, balanceFen: 0, frozenFen: 1500 })
    const cashOut = async (amountFen: number) => (await db().insert(cashOuts).values({ userId: u.id, amountFen, accountName: '张三', accountNumber: 'a@b.c' })
      .returning({ id: cashOuts.id }))[0].id
    const paid = await cashOut(1000)
    assert.equal((await payCashOut(db(), payout, paid, clock.now(), { manual: true })).outcome, 'paid')
    assert.equal((await payCashOut(db(), payout, paid, clock.now(), { manual: true })).outcome, 'not_pending')
    const refused = await cashOut(500)
    assert.equal((await refuseCashOut(db(), payout, refused, '账户信息有误', clock.now())).outcome, 'refused')

    const member = await createUser(env)
    await db().insert(commissions).values({
      beneficiaryId: u.id, memberId: member.id, level: 1, causeType: 'free_meal_order', causeId: 999_000 + u.id, baseFen: 1000, rateBp: 1000,
      amountFen: 100, status: 'pending', releaseAt: clock.now(),
    })
    assert.equal(await releaseDue(db(), clock.now()), 1)

    const list = await messages(u, 'en')
    assert.deepEqual(list.list.map((n) => n.title).sort(), ['Cash-out paid', 'Cash-out refused', 'Commission received'])
    assert.ok(list.list.some((n) => n.content.includes('¥5.00') && n.content.includes('账户信息有误')))
    assert.ok(list.list.some((n) => n.content.startsWith('A ¥1.00 commission from team member')))
    assert.equal(list.unread, 3)

    // a refused proof says why and opens the order's proof page
    const orderId = await uploaded(u)
    await ops('reject', { order: String(orderId), reason: '截图不清晰' })
    const [refusal] = (await messages(u)).list
    assert.deepEqual([refusal.title, refusal.path], ['霸王餐凭证未通过', `/pages/order/voucher?id=${orderId}`])
    assert.match(refusal.content, /截图不清晰/)
  })
})
