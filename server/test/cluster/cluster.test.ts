import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { ApiResponse } from '@api-types/envelope'
import type { AppConfigResult } from '@api-types/config'
import type { PaymentOrder } from '@api-types/member'
import type { FreeMealOrder } from '@api-types/order'
import type { ShopPage } from '@api-types/shop'
import type { SignInResult } from '@api-types/signIn'
import type { WalletCashOutResult } from '@api-types/wallet'
import { startCluster, type Cluster } from '../../../scripts/lib/cluster.mjs'
import { issueToken } from '../../src/auth'
import { openDatabase, type Database } from '../../src/db/driver'
import { appConfig, cashOuts, cities, freeMealDeals, freeMealOrders, goldLedger, memberTypes, payments, shopCategories, shops, signIns, userMemberships, users } from '../../src/db/schema'
import { hashPassword } from '../../src/password'
import { SandboxPaymentProvider } from '../../src/providers/payment'
import { credit } from '../../src/modules/wallet/ledger'
import { adminQuery, assertGoldConsistent, assertWalletConsistent, paymentNoOf, TEST_DATABASE_URL, type User } from '../helpers'

// Two server processes on one PostgreSQL behind one address (scripts/lib/cluster.mjs; docs/server.md
// "Several processes") behave as one: the races of money and gold hold whichever process answers,
// a change made through one is seen through the other at once, and a process killed under load
// loses nothing. `npm run test:cluster -w server` with TEST_DATABASE_URL (.ci/run runs it).

if (!TEST_DATABASE_URL) throw new Error('the cluster tests need PostgreSQL: set TEST_DATABASE_URL')
const ADMIN_URL = TEST_DATABASE_URL

const SANDBOX_SECRET = crypto.randomBytes(16).toString('hex')
const sandbox = new SandboxPaymentProvider(SANDBOX_SECRET)
const PASSWORD = '250813'
/** How soon a change made through one process must show through the other (the caches keep longer). */
const SEEN_WITHIN_MS = 1_000

let cluster: Cluster
let database: Database
let dbName: string
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-cluster-'))
const db = () => database.db

before(async () => {
  dbName = `fanbei_test_cluster_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  await adminQuery(ADMIN_URL, `CREATE DATABASE "${dbName}"`)
  const url = new URL(ADMIN_URL)
  url.pathname = `/${dbName}`
  // both processes start on the empty database: one migrates and seeds it, the other waits its turn
  cluster = await startCluster({ databaseUrl: url.toString(), count: 2, env: { PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET } })
  database = await openDatabase({ dataDir, databaseUrl: url.toString(), migrate: false })
})

after(async () => {
  await cluster?.stop()
  await database?.close()
  await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

interface Answer<T> {
  http: number
  body: ApiResponse<T>
}

/** A call as the app makes it, to `base` (the proxy unless a process's own URL is given). */
async function post<T>(apiPath: string, body: Record<string, unknown> = {}, opts: { token?: string; base?: string } = {}): Promise<Answer<T>> {
  const res = await fetch(`${opts.base ?? cluster.base}${apiPath.slice(1)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: JSON.stringify({ version: '1.4.0', client: 'h5', ...body }),
  })
  const text = await res.text()
  try {
    return { http: res.status, body: JSON.parse(text) as ApiResponse<T> }
  } catch {
    return { http: res.status, body: { status: 0, code: 'notJson', msg: text.slice(0, 200), result: null } as unknown as ApiResponse<T> }
  }
}

let telSeq = 0
/** A user with a login token, written to the database as a login would (any process reads it). */
async function newUser(): Promise<User> {
  telSeq++
  const tel = `139${String(process.pid % 10000).padStart(4, '0')}${String(telSeq).padStart(4, '0')}`
  const [row] = await db().insert(users).values({ tel, nickname: `集群${telSeq}` }).returning({ id: users.id })
  return { id: row.id, token: await issueToken(db(), row.id, 30, new Date()) }
}
const newUsers = (n: number) => Promise.all(Array.from({ length: n }, () => newUser()))

let shopSeq = 0
/** An open shop of its own position (nothing else near), with a deal open all day of `quota` slots. */
async function dealShop(quota: number): Promise<{ shopId: number; dealId: number; position: { latitude: number; longitude: number } }> {
  shopSeq++
  const [city] = await db().select({ id: cities.id }).from(cities).limit(1)
  const [category] = await db().select({ id: shopCategories.id }).from(shopCategories).limit(1)
  const position = { latitude: 40 + shopSeq, longitude: 90 + shopSeq }
  const [s] = await db().insert(shops).values({
    name: `集群测试店${shopSeq}`, logo: '/shops/logo.png', categoryId: category.id, cityId: city.id, address: `集群路${shopSeq}号`,
    ...position, platform: 'mt', platformUrl: `https://example.com/cluster/${shopSeq}`,
  }).returning({ id: shops.id })
  const [d] = await db().insert(freeMealDeals).values({
    shopId: s.id, orderPriceFen: 2500, rebateFen: 2000, memberRebateFen: 2200, minOrderFen: 2000,
    amQuota: quota, pmQuota: 0, amStartTime: '00:00:00', amEndTime: '23:59:59',
  }).returning({ id: freeMealDeals.id })
  return { shopId: s.id, dealId: d.id, position }
}

const grab = (u: User, shopId: number) => post<FreeMealOrder>('/api/order/grab', { shop_id: shopId }, { token: u.token })
const signIn = (u: User) => post<SignInResult>('/api/signIn/signIn', {}, { token: u.token })

/** Polls `read` until `done` holds of its answer; fails after `ms`. Answers how long it took. */
async function seenWithin<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<number> {
  const start = Date.now()
  for (;;) {
    const value = await read()
    if (done(value)) return Date.now() - start
    if (Date.now() - start > ms) assert.fail(`${what}: not seen within ${ms} ms (last: ${JSON.stringify(value)})`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('two server processes on one PostgreSQL behind one address', () => {
  test('a token works on either process: sessions live in the database', async () => {
    const u = await newUser()
    for (const base of cluster.urls) {
      const info = await post<{ id: number }>('/api/user/info', {}, { token: u.token, base })
      assert.equal(info.body.status, 1, info.body.msg)
    }
  })

  test('20 parallel sign-ins of one user through both: one sign-in, one gold credit', async () => {
    const u = await newUser()
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(u)))
    assert.deepEqual([...new Set(answers.map((a) => a.http))], [200])
    assert.equal(answers.filter((a) => a.body.status === 1).length, 1)
    assert.equal((await db().select().from(signIns).where(eq(signIns.userId, u.id))).length, 1)
    assert.deepEqual((await db().select({ kind: goldLedger.kind }).from(goldLedger).where(eq(goldLedger.userId, u.id))).map((r) => r.kind), ['sign_in'])
    await assertGoldConsistent({ database }, u.id)
  })

  test('30 parallel grabs of a deal with 5 slots through both: exactly 5 orders', async () => {
    const { shopId, dealId } = await dealShop(5)
    const grabbers = await newUsers(30)
    const answers = await Promise.all(grabbers.map((u) => grab(u, shopId)))
    assert.deepEqual([...new Set(answers.map((a) => a.http))], [200])
    const won = answers.filter((a) => a.body.status === 1)
    assert.equal(won.length, 5)
    assert.deepEqual([...new Set(answers.filter((a) => a.body.status !== 1).map((a) => a.body.code))], ['grabSoldOut'])
    const held = await db().select({ id: freeMealOrders.id }).from(freeMealOrders).where(eq(freeMealOrders.dealId, dealId))
    assert.deepEqual(new Set(held.map((o) => o.id)), new Set(won.map((a) => a.body.result.id)))
  })

  test('30 parallel cash-outs of 10.00 from 50.00 through both: exactly 5, balance 0, the ledger matches', async () => {
    const u = await newUser()
    await db().update(users).set({ cashPasswordHash: await hashPassword(PASSWORD), alipayNumber: '13912345678', realName: '张三' }).where(eq(users.id, u.id))
    await db().transaction((tx) => credit(tx, { userId: u.id, kind: 'free_meal_rebate', amountFen: 5_000, refType: 'test', refId: u.id, at: new Date() }))
    await db().insert(appConfig).values({ key: 'cashout_daily_times', value: 100 }).onConflictDoUpdate({ target: appConfig.key, set: { value: 100 } })
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, () =>
        post<WalletCashOutResult>('/api/wallet/cashOut', { cash_password: PASSWORD, pay_type: 2, amount: '10.00' }, { token: u.token })))
      assert.deepEqual([...new Set(answers.map((a) => a.http))], [200])
      const done = answers.filter((a) => a.body.status === 1)
      assert.equal(done.length, 5, JSON.stringify([...new Set(answers.map((a) => a.body.msg))]))
      assert.deepEqual([...new Set(answers.filter((a) => a.body.status !== 1).map((a) => a.body.code))], ['walletInsufficient'])
      assert.equal((await db().select().from(cashOuts).where(eq(cashOuts.userId, u.id))).length, 5)
      await assertWalletConsistent({ database }, u.id)
    } finally {
      await db().update(appConfig).set({ value: 3 }).where(eq(appConfig.key, 'cashout_daily_times'))
    }
  })

  test('one payment notification delivered twice to each process at once: paid once, granted once', async () => {
    const u = await newUser()
    const [month] = await db().select().from(memberTypes).orderBy(asc(memberTypes.id)).limit(1)
    const order = await post<PaymentOrder>('/api/member/recharge', { pay_type: 1, member_type_id: month.id }, { token: u.token })
    assert.equal(order.body.status, 1, order.body.msg)
    const paymentNo = paymentNoOf(order.body.result)
    const [payment] = await db().select().from(payments).where(eq(payments.paymentNo, paymentNo))
    const notification = JSON.stringify(sandbox.notification(paymentNo, payment.amountFen))
    const deliveries = await Promise.all([...cluster.urls, ...cluster.urls].map(async (base) => {
      const res = await fetch(`${base}api/pay/notify/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: notification })
      return { http: res.status, message: ((await res.json()) as { message: string }).message }
    }))
    assert.ok(deliveries.every((d) => d.http === 200), JSON.stringify(deliveries))
    assert.deepEqual(deliveries.map((d) => d.message).sort(), ['duplicate', 'duplicate', 'duplicate', 'paid'])
    assert.equal((await db().select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0].status, 'paid')
    assert.equal((await db().select().from(userMemberships).where(eq(userMemberships.userId, u.id))).length, 1)
    await assertWalletConsistent({ database }, u.id)
  })

  test('an operator\'s edit of app_config shows through both processes at once (their caches keep 10 s)', async () => {
    const shareTitle = async (base: string) => (await post<AppConfigResult>('/api/config/appConfig', {}, { base })).body.result.share_title
    // each process has the setting in memory now
    for (const base of cluster.urls) assert.notEqual(await shareTitle(base), '集群里的新标题')
    await db().update(appConfig).set({ value: '集群里的新标题' }).where(eq(appConfig.key, 'share_title'))
    for (const base of cluster.urls) {
      const took = await seenWithin(SEEN_WITHIN_MS, () => shareTitle(base), (t) => t === '集群里的新标题', `app_config through ${base}`)
      process.stdout.write(`# app_config edit seen through ${base} after ${took} ms\n`)
    }
  })

  test('a grab through one process shows in the other\'s shop list at once (its list keeps 2 s)', async () => {
    const { shopId, position } = await dealShop(3)
    const [viaA, viaB] = cluster.urls
    const quotaLeft = async () => {
      const list = await post<ShopPage>('/api/shop/lists', { page: 1, limit: 1, ...position }, { base: viaB })
      const shop = list.body.result.list.find((s) => s.id === shopId)
      return shop?.quota_left
    }
    assert.equal(await quotaLeft(), 3, 'the list through B keeps 3 left')
    const u = await newUser()
    assert.equal((await post<FreeMealOrder>('/api/order/grab', { shop_id: shopId }, { token: u.token, base: viaA })).body.status, 1)
    const took = await seenWithin(SEEN_WITHIN_MS, quotaLeft, (left) => left === 2, 'the grab through A in B\'s list')
    process.stdout.write(`# grab through A seen in B's list after ${took} ms\n`)
  })

  test('a process killed (SIGKILL) under parallel grabs and sign-ins loses nothing answered; the other goes on', async () => {
    const { shopId, dealId } = await dealShop(25)
    const grabbers = await newUsers(60)
    const signers = await newUsers(60)
    let answered = 0
    let killed: Promise<unknown> | null = null
    const counted = <T>(p: Promise<Answer<T>>) => p.then((a) => {
      // process 0 dies a little way into the load, with requests in flight on it
      if (++answered === 15) killed = cluster.kill(0, 'SIGKILL')
      return a
    })
    const [grabs, signs] = await Promise.all([
      Promise.all(grabbers.map((u) => counted(grab(u, shopId)))),
      Promise.all(signers.map((u) => counted(signIn(u)))),
    ])
    assert.ok(killed, 'the process was killed while answers came')
    await killed

    // every success answered is in the database, and nothing more than the quota
    const wonIds = grabs.filter((a) => a.body.status === 1).map((a) => a.body.result.id)
    const held = await db().select({ id: freeMealOrders.id, userId: freeMealOrders.userId }).from(freeMealOrders).where(eq(freeMealOrders.dealId, dealId))
    for (const id of wonIds) assert.ok(held.some((o) => o.id === id), `answered order ${id} is stored`)
    assert.ok(held.length <= 25, `${held.length} orders for 25 slots`)
    const signedIds = signers.filter((_, i) => signs[i].body.status === 1).map((u) => u.id)
    const stored = await db().select({ userId: signIns.userId }).from(signIns).where(inArray(signIns.userId, signers.map((u) => u.id)))
    for (const id of signedIds) assert.ok(stored.some((s) => s.userId === id), `answered sign-in of user ${id} is stored`)
    // no partial writes: each stored sign-in has its one gold credit, and every ledger sums to its balance
    for (const u of signers) {
      const [{ n: signed }] = await db().select({ n: count() }).from(signIns).where(eq(signIns.userId, u.id))
      const [{ n: credited }] = await db().select({ n: count() }).from(goldLedger).where(and(eq(goldLedger.userId, u.id), eq(goldLedger.kind, 'sign_in')))
      assert.equal(Number(credited), Number(signed), `user ${u.id}: sign-ins and their credits`)
      assert.ok(Number(signed) <= 1)
      await assertGoldConsistent({ database }, u.id)
    }
    process.stdout.write(`# under SIGKILL: ${wonIds.length}/${grabs.length} grabs and ${signedIds.length}/${signs.length} sign-ins answered as done; ${held.length} orders and ${stored.length} sign-ins stored\n`)

    // the other process answers everything now
    const later = await newUsers(10)
    const answers = await Promise.all(later.map((u) => signIn(u)))
    assert.deepEqual(answers.map((a) => [a.http, a.body.status]), later.map(() => [200, 1]))
  })
})
