import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { after, afterEach, before, describe, test } from 'node:test'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { MemberListsResult, PaymentOrder } from '@api-types/member'
import type { FreeMealOrder } from '@api-types/order'
import type { ShopDetail, ShopPage } from '@api-types/shop'
import type { WalletIncomeResult } from '@api-types/wallet'
import { buildApp } from '../src/app'
import { ManualClock } from '../src/clock'
import {
  freeMealDeals, freeMealOrders, memberOrders, memberTypes, membershipGrants, shops, userMemberships, walletLedger, wallets,
} from '../src/db/schema'
import { formatTime, parseShanghaiTime } from '../src/lib'
import { credit } from '../src/modules/wallet/ledger'
import { createOpsToken, writeOpsPort } from '../src/ops/endpoint'
import { assertWalletConsistent, call, createUser, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// Member-only free-meal deals (会员专享) and refunding a membership (docs/rules.md "Membership"):
// the flag in the shop lists, detail and free-meal list; order/grab refusing a non-member with
// nothing written, in the transaction that reads the membership for the rebate; and the operators'
// member-refund: the price back to the wallet, the days taken back (never below now), the reason
// in the grant history, once under parallel calls, refusals, and 已退款 in member/lists. After every
// test each user's wallet ledger sums to the balance.

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''
const DAY = 86_400_000
const DEMO_CENTRE = { latitude: 26.647, longitude: 106.63 }
const clock = new ManualClock(parseShanghaiTime('2026-03-10 11:00:00'))
let env: TestEnv
let monthType: number
let quarterType: number
before(async () => {
  env = await setup({}, { clock })
  const types = await db().select().from(memberTypes).orderBy(asc(memberTypes.sort))
  monthType = types[0].id
  quarterType = types[1].id
})
after(async () => { await env.close() })

const db = () => env.database.db
const at = (shanghai: string) => clock.set(parseShanghaiTime(shanghai))
const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms))
const plus = (date: Date, days: number) => new Date(date.getTime() + days * DAY)
type User = { id: number; token: string }

const made: User[] = []
async function user(): Promise<User> {
  const u = await createUser(env)
  made.push(u)
  return u
}
afterEach(async () => {
  for (const u of made.splice(0)) await assertWalletConsistent(env, u.id)
})

const memberUntil = (u: User, until: Date) =>
  db().insert(userMemberships).values({ userId: u.id, expireAt: until })
    .onConflictDoUpdate({ target: userMemberships.userId, set: { expireAt: until } })
const expiry = async (userId: number) => (await db().select().from(userMemberships).where(eq(userMemberships.userId, userId)))[0]?.expireAt ?? null
const balance = async (userId: number) => (await db().select({ b: wallets.balanceFen }).from(wallets).where(eq(wallets.userId, userId)))[0]?.b ?? 0
async function topUp(userId: number, fen: number) {
  await db().transaction((tx) => credit(tx, { userId, kind: 'ops_credit', amountFen: fen, refType: 'test', refId: Math.floor(Math.random() * 1e9), at: clock.now() }))
}

let shopSeq = 0
/** An open shop far from the demo shops with an enabled deal (rebate 20.00, member 24.00, 10:00-14:00 and 16:00-21:00). */
async function dealShop(memberOnly: boolean): Promise<number> {
  shopSeq++
  const [base] = await db().select({ categoryId: shops.categoryId, cityId: shops.cityId }).from(shops).limit(1)
  const [s] = await db().insert(shops).values({
    name: `专享测试店${shopSeq}`, logo: '/shops/logo.png', ...base, address: `测试路${shopSeq}号`,
    latitude: 40 + shopSeq / 100, longitude: 120, platform: 'mt', platformUrl: `https://example.com/vip-only/${shopSeq}`,
  }).returning({ id: shops.id })
  await db().insert(freeMealDeals).values({
    shopId: s.id, orderPriceFen: 2500, rebateFen: 2000, memberRebateFen: 2400, minOrderFen: 2500, amQuota: 5, pmQuota: 5, memberOnly,
  })
  return s.id
}
const grab = (u: User, shopId: number) => call<FreeMealOrder>(env.app, '/api/order/grab', { shop_id: shopId }, { token: u.token })
const detail = (shopId: number, u?: User) => call<ShopDetail>(env.app, '/api/shop/detail', { id: shopId }, { token: u?.token })
const ordersAt = (shopId: number) => db().select().from(freeMealOrders).where(eq(freeMealOrders.shopId, shopId))

describe(`member-only deals${on}`, () => {
  test('the lists, the free-meal list and the detail say which deals are member-only; the demo centre\'s first shop is not', async () => {
    at('2026-03-10 11:00:00')
    const near = await call<ShopPage>(env.app, '/api/shop/lists', { page: 1, limit: 5, ...DEMO_CENTRE })
    assert.equal(near.body.status, 1, near.body.msg)
    assert.equal(near.body.result.list[0].name, '黔香阁酸汤鱼（观山湖店）')
    assert.equal(near.body.result.list[0].member_only, false)
    const seen = new Map<string, boolean | undefined>()
    for (let page = 1; ; page++) {
      const r = await call<ShopPage>(env.app, '/api/shop/mt_list', { page, limit: 50 })
      for (const s of r.body.result.list) seen.set(s.name, s.member_only)
      if (!r.body.result.more) break
    }
    assert.deepEqual([...seen].filter(([, only]) => only).map(([name]) => name).sort(), ['刀口辣子鸡（汇川店）', '蜜糖工坊·蛋糕甜品'].sort())
    assert.ok([...seen.values()].every((v) => typeof v === 'boolean'), 'every deal of the free-meal list carries the flag')
    const noDeal = (await call<ShopPage>(env.app, '/api/shop/lists', { page: 1, limit: 50, keyword: '阿婆双皮奶' })).body.result.list[0]
    assert.equal(noDeal.member_only, undefined, 'a shop without a deal has no deal fields')

    const only = await dealShop(true)
    const open = await dealShop(false)
    assert.equal((await detail(only)).body.result.free_meal!.member_only, true)
    assert.equal((await detail(open)).body.result.free_meal!.member_only, false)
    const listed = (await call<ShopPage>(env.app, '/api/shop/lists', { page: 1, limit: 50, keyword: '专享测试店' })).body.result.list
    assert.deepEqual(listed.filter((s) => s.id === only || s.id === open).map((s) => [s.id, s.member_only]).sort(), [[only, true], [open, false]].sort())
  })

  test('a non-member is refused (会员专享，开通会员后可抢) with nothing written; a lapsed member too; a member grabs at the member rebate', async () => {
    at('2026-03-10 11:00:00')
    const shopId = await dealShop(true)
    const [never, lapsed, member] = [await user(), await user(), await user()]
    await memberUntil(lapsed, clock.now()) // ends this very moment: no longer a member
    await memberUntil(member, plus(clock.now(), 30))
    for (const u of [never, lapsed]) {
      const r = await grab(u, shopId)
      assert.deepEqual([r.body.status, r.body.msg], [0, '会员专享，开通会员后可抢'])
    }
    const en = await call(env.app, '/api/order/grab', { shop_id: shopId }, { token: never.token, lang: 'en' })
    assert.equal(en.body.msg, 'Members only: become a member to grab this deal')
    assert.equal((await ordersAt(shopId)).length, 0, 'nothing written')
    assert.equal((await detail(shopId)).body.result.free_meal!.quota_left, 5, 'no slot taken')

    const r = await grab(member, shopId)
    assert.equal(r.body.status, 1, r.body.msg)
    assert.deepEqual([r.body.result.status, r.body.result.rebate], ['reserved', '24.00'])
    assert.equal((await detail(shopId)).body.result.free_meal!.quota_left, 4)
    const seen = await detail(shopId, member)
    assert.equal(seen.body.result.free_meal!.my_order?.id, r.body.result.id)
  })

  test('a deal that is not member-only is grabbed by anyone, at the normal rebate for a non-member', async () => {
    at('2026-03-10 11:00:00')
    const shopId = await dealShop(false)
    const r = await grab(await user(), shopId)
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.result.rebate, '20.00')
  })

  test('outside the windows the window is the reason; a second grab that day is refused first', async () => {
    at('2026-03-10 15:00:00')
    const shopId = await dealShop(true)
    const u = await user()
    const r = await grab(u, shopId)
    assert.deepEqual([r.body.status, r.body.msg], [0, '霸王餐活动未开始，今天 16:00 开抢'])
    at('2026-03-10 16:30:00')
    await memberUntil(u, plus(clock.now(), 1))
    assert.equal((await grab(u, shopId)).body.status, 1)
    await memberUntil(u, clock.now())
    assert.equal((await grab(u, shopId)).body.msg, '您今天已抢过这家店的霸王餐')
  })

  test('member/info names the benefit', async () => {
    at('2026-03-10 11:00:00')
    const r = await call<{ benefits: { title: string }[] }>(env.app, '/api/member/info', {}, { token: (await user()).token })
    assert.ok(r.body.result.benefits.some((b) => b.title === '会员专享霸王餐'))
  })
})

describe(`operators: member-refund${on}`, () => {
  const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  let ops: FastifyInstance
  let token: string
  before(async () => {
    token = createOpsToken(env.dataDir)
    ops = await buildApp({ db: db(), config: env.config, logger: false, clock, opsToken: token })
    await ops.ready()
  })
  after(async () => { await ops.close() })
  type Refund = { result: { order: string; outcome: string; amount?: string; days?: number; expire_before?: string; expire_after?: string; status?: string } }
  const refund = async (order: string, reason = '用户误购，客服同意退款') => {
    const r = await ops.inject({
      method: 'POST', url: '/ops/member-refund', remoteAddress: '127.0.0.1', payload: { order, reason },
      headers: { 'x-ops-token': token, 'content-type': 'application/json' },
    })
    return r.json() as { status: number; msg: string; result: Refund }
  }
  /** Buys a type with the wallet: the order number. */
  async function buy(u: User, typeId: number): Promise<string> {
    const [type] = await db().select().from(memberTypes).where(eq(memberTypes.id, typeId))
    await topUp(u.id, type.priceFen)
    const r = await call<PaymentOrder>(env.app, '/api/member/recharge', { pay_type: 3, member_type_id: typeId }, { token: u.token })
    assert.equal(r.body.result.paid, true, r.body.msg)
    return r.body.result.order_no
  }
  const orderRow = async (orderNo: string) => (await db().select().from(memberOrders).where(eq(memberOrders.orderNo, orderNo)))[0]
  const grants = (userId: number) => db().select().from(membershipGrants).where(eq(membershipGrants.userId, userId)).orderBy(asc(membershipGrants.id))

  test('a paid order: its price back to the wallet, its days taken back, 已退款 in member/lists and the wallet history', async () => {
    at('2026-03-10 11:00:00')
    const u = await user()
    const quarter = await buy(u, quarterType)
    const month = await buy(u, monthType)
    const bought = clock.now()
    assert.equal((await expiry(u.id))!.getTime(), plus(bought, 120).getTime())
    assert.equal(await balance(u.id), 0)
    later(DAY)

    const r = await refund(month)
    assert.equal(r.status, 1, r.msg)
    assert.deepEqual(r.result.result, {
      order: month, outcome: 'refunded', user_id: u.id, amount: '9.90', days: -30,
      expire_before: formatTime(plus(bought, 120)), expire_after: formatTime(plus(bought, 90)), balance: '9.90',
    })
    assert.equal(await balance(u.id), 990)
    assert.equal((await expiry(u.id))!.getTime(), plus(bought, 90).getTime(), 'moved back by the order\'s 30 days')
    const row = await orderRow(month)
    assert.deepEqual([row.status, row.refundedAt?.getTime()], ['refunded', clock.now().getTime()])
    assert.equal((await orderRow(quarter)).status, 'paid')
    const last = (await grants(u.id)).at(-1)!
    assert.deepEqual([last.source, last.refId, last.days, last.reason], ['refund', row.id, -30, '用户误购，客服同意退款'])
    const ledger = await db().select().from(walletLedger).where(and(eq(walletLedger.userId, u.id), eq(walletLedger.kind, 'member_refund')))
    assert.deepEqual(ledger.map((l) => [l.amountFen, l.refType, l.refId]), [[990, 'member_order', row.id]])

    const lists = await call<MemberListsResult>(env.app, '/api/member/lists', {}, { token: u.token })
    assert.deepEqual(lists.body.result.list.map((o) => [o.order_no, o.status, o.refund_time]), [
      [month, 'refunded', formatTime(clock.now())], [quarter, 'paid', null],
    ])
    const wallet = await call<WalletIncomeResult>(env.app, '/api/Wallet/income', { page: 1, limit: 10 }, { token: u.token })
    assert.deepEqual([wallet.body.result.list[0].kind, wallet.body.result.list[0].title, wallet.body.result.list[0].amount], ['refund', '会员退款', '9.90'])
    const info = await call<{ member_type_name: string | null; is_member: boolean }>(env.app, '/api/member/info', {}, { token: u.token })
    assert.deepEqual([info.body.result.is_member, info.body.result.member_type_name], [true, '季卡'])
  })

  test('the expiry never moves below now; a membership already over is left as it is', async () => {
    at('2026-03-10 11:00:00')
    const u = await user()
    const order = await buy(u, monthType)
    later(20 * DAY)
    const r = await refund(order)
    assert.deepEqual([r.result.result.outcome, r.result.result.days], ['refunded', -10])
    assert.equal((await expiry(u.id))!.getTime(), clock.now().getTime())
    const m = await call<{ is_member: boolean }>(env.app, '/api/member/info', {}, { token: u.token })
    assert.equal(m.body.result.is_member, false)

    const lapsed = await user()
    const old = await buy(lapsed, monthType)
    const end = await expiry(lapsed.id)
    later(40 * DAY)
    const again = await refund(old)
    assert.deepEqual([again.result.result.outcome, again.result.result.days], ['refunded', 0])
    assert.equal((await expiry(lapsed.id))!.getTime(), end!.getTime(), 'not extended to now')
    assert.equal(await balance(lapsed.id), 990)
  })

  test('refused: unknown, unpaid and already refunded orders, and no reason; nothing written', async () => {
    at('2026-03-10 11:00:00')
    const u = await user()
    const unknown = await refund('MB2026031000000000')
    assert.deepEqual([unknown.status, unknown.result.result.outcome], [1, 'not_found'])
    await topUp(u.id, 100)
    const pending = await call<PaymentOrder>(env.app, '/api/member/recharge', { pay_type: 1, member_type_id: monthType }, { token: u.token })
    const unpaid = await refund(pending.body.result.order_no)
    assert.deepEqual([unpaid.result.result.outcome, unpaid.result.result.status], ['not_paid', 'pending'])
    later(20 * 60_000)
    assert.equal((await refund(pending.body.result.order_no)).result.result.status, 'expired')
    const paid = await buy(u, monthType)
    const before = await expiry(u.id)
    for (const reason of ['', '   ']) assert.equal((await refund(paid, reason)).status, 0, JSON.stringify(reason))
    assert.equal((await refund(paid)).result.result.outcome, 'refunded')
    const twice = await refund(paid)
    assert.deepEqual([twice.status, twice.result.result.outcome], [1, 'refunded_already'])
    assert.equal(await balance(u.id), 100 + 990)
    assert.equal((await expiry(u.id))!.getTime(), before!.getTime() - 30 * DAY)
    assert.equal((await grants(u.id)).filter((g) => g.source === 'refund').length, 1)
  })

  test('ten refunds of one order at once refund it once', async () => {
    at('2026-03-10 11:00:00')
    const u = await user()
    const keep = await buy(u, quarterType)
    const order = await buy(u, monthType)
    const before = await expiry(u.id)
    const results = await Promise.all(Array.from({ length: 10 }, () => refund(order)))
    assert.deepEqual(results.map((r) => r.result.result.outcome).sort(), ['refunded', ...Array(9).fill('refunded_already')].sort())
    assert.equal(await balance(u.id), 990)
    assert.equal((await expiry(u.id))!.getTime(), before!.getTime() - 30 * DAY)
    assert.equal((await grants(u.id)).filter((g) => g.source === 'refund').length, 1)
    assert.equal((await db().select().from(walletLedger).where(and(eq(walletLedger.userId, u.id), eq(walletLedger.kind, 'member_refund')))).length, 1)
    assert.equal((await orderRow(keep)).status, 'paid')
    await assertWalletConsistent(env, u.id)
  })

  test('npm run ops -- member-refund (through the running server, or on PostgreSQL directly)', async () => {
    at('2026-03-10 11:00:00')
    const u = await user()
    const order = await buy(u, monthType)
    if (!env.databaseUrl) {
      await ops.listen({ port: 0, host: '127.0.0.1' })
      writeOpsPort(env.dataDir, (ops.server.address() as { port: number }).port)
    }
    const cli = (args: string[]) => new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: env.dataDir, LANG: 'zh_CN.UTF-8', LOG_LEVEL: 'silent' }
      if (env.databaseUrl) childEnv.DATABASE_URL = env.databaseUrl
      else delete childEnv.DATABASE_URL
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops.ts', ...args], { cwd: SERVER_DIR, env: childEnv })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d: Buffer) => { stdout += d })
      child.stderr.on('data', (d: Buffer) => { stderr += d })
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, stdout, stderr }))
    })
    const noReason = await cli(['member-refund', order])
    assert.deepEqual([noReason.code, noReason.stderr.trim()], [1, '请用 --reason 给出原因（1-200个字符）'])
    const badRef = await cli(['member-refund', 'FM2026031000000000', '--reason', 'x'])
    assert.deepEqual([badRef.code, badRef.stderr.trim()], [1, 'FM2026031000000000 不是会员订单号（MB 加 16 位数字）'])
    const done = await cli(['member-refund', order, '--reason', '客服同意退款'])
    assert.equal(done.code, 0, done.stderr)
    assert.match(done.stdout.trim(), new RegExp(`^${order} 已退款 9\\.90 元至用户 ${u.id} 的钱包；会员到期时间 \\S+ \\S+ → \\S+ \\S+$`))
    const again = await cli(['member-refund', order, '--reason', '客服同意退款'])
    assert.deepEqual([again.code, again.stderr.trim()], [1, `${order}：该会员订单已退款`])
    assert.equal(await balance(u.id), 990)
  })
})
