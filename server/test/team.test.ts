import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { and, asc, eq } from 'drizzle-orm'
import type { Commission, Invitation, TeamMember, TeamSummary } from '@api-types/team'
import type { WalletIncomeResult } from '@api-types/wallet'
import type { PaymentOrder } from '@api-types/member'
import { openDatabase } from '../src/db/driver'
import { commissions, freeMealDeals, freeMealOrders, memberTypes, referrals, users, walletLedger } from '../src/db/schema'
import { startJobs } from '../src/jobs'
import { SERVER_MODULES } from '../src/modules'
import team from '../src/modules/team/module'
import { recordIdentity } from '../src/modules/user/identities'
import { debit } from '../src/modules/wallet/ledger'
import { HELP, parseArgs, render } from '../src/ops/cli'
import { executeOps, type OpsAnswer, type OpsRequest } from '../src/ops/commands'
import { randomIp } from './accounts'
import { SandboxPaymentProvider } from '../src/providers/payment'
import { appOnClock, assertWalletConsistent, call, createUser, ON_POSTGRES, paymentNoOf, type User } from './helpers'

// The team and referral loop (docs/rules.md "Team and referral"): binding with its referral row,
// commissions earned in the cause's transaction (once under parallel approvals), released by the
// job after the frozen period (once under two processes), undone once (reversed, or taken back with
// what could not be taken owed and settled from the next commission), the abuse rules, the
// operators' calls, the team calls (masked) and the wallet's reconciliation after it all.

const SECRET = 'team-sandbox-secret'
const sandbox = new SandboxPaymentProvider(SECRET)
const { env, clock, db, at, later, topUp, balance, post, notify } = appOnClock('2026-03-10 10:30:00', { PAYMENT_SANDBOX_SECRET: SECRET })
const DAY = 86_400_000
const ops = <T = Record<string, unknown>>(request: OpsRequest) =>
  executeOps({ db: db(), now: clock.now(), modules: SERVER_MODULES }, request) as Promise<T>
const ok = async <T>(u: User, url: string, body: Record<string, unknown> = {}): Promise<T> => {
  const r = await post<T>(u, url, body)
  assert.equal(r.body.status, 1, r.body.msg)
  return r.body.result
}
/** bindPid, from an address of its own unless `ip` says (one address for two accounts is suspicious). */
const bind = (u: User, parent: User | number | string, source = 2, opts: { ip?: string; lang?: string } = {}) =>
  call(env.app, '/api/user/bindPid', { parent_id: typeof parent === 'object' ? parent.id : parent, source }, { token: u.token, ip: randomIp(), ...opts })

let orderSeq = 0
/** An uploaded free-meal order of the user with this rebate (a seeded deal, a day of its own). */
async function uploaded(u: User, rebateFen: number): Promise<number> {
  const [deal] = await db().select().from(freeMealDeals).limit(1)
  orderSeq++
  const [row] = await db().insert(freeMealOrders).values({
    orderNo: `FM${String(Date.now()).slice(-8)}${String(orderSeq).padStart(8, '0')}`, userId: u.id, shopId: deal.shopId, dealId: deal.id,
    day: `2025-01-${String((orderSeq % 28) + 1).padStart(2, '0')}`, window: 'am', status: 'uploaded', orderPriceFen: 3000, rebateFen,
    minOrderFen: 0, expiresAt: clock.now(),
  }).returning({ id: freeMealOrders.id })
  return row.id
}
const approveOne = async (orderId: number) => {
  const r = await ops<{ results: { outcome: string }[] }>({ command: 'approve', orders: [String(orderId)] })
  assert.equal(r.results[0].outcome, 'approved')
}
const commissionsOf = (causeId: number, causeType = 'free_meal_order') =>
  db().select().from(commissions).where(and(eq(commissions.causeType, causeType), eq(commissions.causeId, causeId))).orderBy(asc(commissions.level))
const reconcile = async () => {
  const r = await ops<{ diffs: unknown[] }>({ command: 'reconcile' })
  assert.deepEqual(r.diffs, [])
}
/** G invites A, A invites B: a chain of three users. */
async function chain(): Promise<[User, User, User]> {
  const [g, a, b] = [await createUser(env), await createUser(env), await createUser(env)]
  assert.equal((await bind(a, g)).body.status, 1)
  assert.equal((await bind(b, a)).body.status, 1)
  return [g, a, b]
}

describe(`binding${ON_POSTGRES}`, () => {
  test('the referral row records source, via, the client address and the device id (also when bound later)', async () => {
    const [a, b, c] = [await createUser(env), await createUser(env), await createUser(env)]
    await ok(b, '/api/user/bindUserWithCID', { device_id: 'dev-b-1' })
    const r = await bind(b, String(a.id), 4, { ip: '10.1.2.3' })
    assert.deepEqual([r.body.status, r.body.msg], [1, '绑定成功'])
    assert.equal((await bind(b, a, 4)).body.status, 1, 'the same inviter again succeeds')
    assert.equal((await bind(c, a, 7, { ip: '10.1.2.4' })).body.status, 1)
    await ok(c, '/api/user/bindUserWithCID', { device_id: 'dev-c-1' })
    const rows = await db().select().from(referrals).where(eq(referrals.inviterId, a.id)).orderBy(asc(referrals.inviteeId))
    assert.deepEqual(rows.map((x) => [x.inviteeId, x.source, x.via, x.clientIp, x.deviceId, x.validAt]), [
      [b.id, 4, 'poster', '10.1.2.3', 'dev-b-1', null],
      [c.id, 7, 'other', '10.1.2.4', 'dev-c-1', null],
    ])
  })

  test('once, never oneself, never a loop, within the window, an active inviter: refused with a message', async () => {
    const [a, b, c, late] = [await createUser(env), await createUser(env), await createUser(env), await createUser(env)]
    assert.equal((await bind(b, a)).body.status, 1)
    const msg = async (u: User, p: User | number, lang = 'en') => (await bind(u, p, 2, { lang })).body
    assert.deepEqual([(await msg(b, c)).status, (await msg(b, c)).msg], [0, 'A referrer is already bound'])
    assert.equal((await msg(a, a)).msg, 'You cannot be your own referrer')
    assert.equal((await msg(a, b)).msg, 'You cannot bind a user you invited', 'a loop')
    assert.equal((await msg(c, 999999999, 'zh-Hans')).msg, '邀请人不存在')
    await db().update(users).set({ createdAt: new Date(clock.now().getTime() - 8 * DAY) }).where(eq(users.id, late.id))
    assert.equal((await msg(late, a, 'zh-Hans')).msg, '注册超过7天，无法绑定邀请人')
    assert.equal((await bind(c, 'abc')).body.status, 0, 'not an id')
    assert.equal((await db().select().from(referrals).where(eq(referrals.inviterId, c.id))).length, 0)
  })

  test('team/invitation: the inviter masked and the state for the caller', async () => {
    const [a, b, other, late] = [await createUser(env), await createUser(env), await createUser(env), await createUser(env)]
    const invitation = async (u: User | null, parent: number | string = a.id) =>
      call<Invitation>(env.app, '/api/team/invitation', { parent_id: parent }, u ? { token: u.token } : {})
    const guest = (await invitation(null)).body.result
    assert.equal(guest.state, 'guest')
    assert.match(guest.inviter.nickname, /^用\*\*/)
    assert.equal((await invitation(b)).body.result.state, 'can_bind')
    await bind(b, a)
    assert.equal((await invitation(b)).body.result.state, 'bound_here')
    assert.equal((await invitation(b, other.id)).body.result.state, 'bound_elsewhere')
    assert.equal((await invitation(a)).body.result.state, 'self')
    await db().update(users).set({ createdAt: new Date(clock.now().getTime() - 8 * DAY) }).where(eq(users.id, late.id))
    assert.equal((await invitation(late)).body.result.state, 'too_late')
    const unknown = (await invitation(b, '9999999999')).body
    assert.deepEqual([unknown.status, unknown.msg], [0, '邀请人不存在'])
    await db().update(users).set({ cancelledAt: clock.now() }).where(eq(users.id, other.id))
    assert.equal((await invitation(b, other.id)).body.status, 0, 'a cancelled inviter')
  })
})

describe(`commissions${ON_POSTGRES}`, () => {
  test('10 parallel approvals credit level 1 and level 2 once each (pending), the job after the frozen period once, twice in parallel', async () => {
    at('2026-03-10 10:30:00')
    const [g, a, b] = await chain()
    const order = await uploaded(b, 2000)
    const results = await Promise.all(Array.from({ length: 10 }, () =>
      ops<{ results: { outcome: string }[] }>({ command: 'approve', orders: [String(order)] })))
    assert.equal(results.filter((r) => r.results[0].outcome === 'approved').length, 1)
    const rows = await commissionsOf(order)
    assert.deepEqual(rows.map((c) => [c.beneficiaryId, c.level, c.amountFen, c.status, c.releaseAt.getTime()]), [
      [a.id, 1, 200, 'pending', clock.now().getTime() + 7 * DAY],
      [g.id, 2, 100, 'pending', clock.now().getTime() + 7 * DAY],
    ])
    const summary = await ok<TeamSummary>(a, '/api/team/summary')
    assert.deepEqual([summary.invite_code, summary.direct_count, summary.valid_count, summary.pending_amount, summary.total_commission],
      [String(a.id), 1, 1, '2.00', '0.00'])
    assert.match(summary.inviter!.nickname, /^用\*\*/)
    assert.equal((await ok<TeamSummary>(g, '/api/team/summary')).indirect_count, 1)
    assert.equal((await ok<WalletIncomeResult>(a, '/api/Wallet/income')).pending_commission, '2.00')
    const members = await ok<{ list: TeamMember[]; total: number }>(a, '/api/team/members', { level: 1 })
    assert.deepEqual(members.list.map((m) => [m.valid, m.brought, m.level]), [[true, '2.00', 1]])
    assert.ok(!JSON.stringify(members).includes(String(b.id)), 'no id of the member')
    const second = await ok<{ list: TeamMember[] }>(g, '/api/team/members', { level: 2 })
    assert.deepEqual(second.list.map((m) => [m.brought, m.level]), [['1.00', 2]])

    // not yet due: nothing moves
    later(7 * DAY - 1000)
    assert.equal((await ops<{ credited: number }>({ command: 'commission-release-due' })).credited, 0)
    later(1000)
    // two processes: two schedulers, each on its own connection to the database (PostgreSQL), at once
    const second2 = env.databaseUrl ? await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl, migrate: false }) : null
    const log = { info() {}, error(obj: object) { throw new Error(JSON.stringify(obj)) } }
    const schedulers = [startJobs(db(), clock, log, [...team.jobs]), startJobs(second2?.db ?? db(), clock, log, [...team.jobs])]
    // and an operator's release-due at the same time, which takes no job lock: the rows' own locks decide
    await Promise.all([...schedulers.map((s) => s.runNow('commission-release')), ops({ command: 'commission-release-due' })])
    await Promise.all(schedulers.map((s) => s.stop()))
    await second2?.close()
    assert.deepEqual((await commissionsOf(order)).map((c) => c.status), ['credited', 'credited'])
    assert.deepEqual([await balance(a.id), await balance(g.id)], [200, 100])
    const credits = await db().select().from(walletLedger).where(and(eq(walletLedger.kind, 'commission'), eq(walletLedger.refId, rows[0].id)))
    assert.equal(credits.length, 1)
    const income = await ok<WalletIncomeResult>(a, '/api/Wallet/income', { kind: 'commission' })
    assert.deepEqual(income.list.map((r) => [r.amount, r.status, r.member]), [['2.00', 'credited', members.list[0].nickname]])
    assert.equal(income.pending_commission, '0.00')
    const listed = await ok<{ list: Commission[] }>(a, '/api/team/commissions', { status: 'credited' })
    assert.deepEqual(listed.list.map((c) => [c.amount, c.base, c.cause, c.status, c.release_time, c.member]), [['2.00', '20.00', 'free_meal', 'credited', null, members.list[0].nickname]])
    assert.equal((await ok<TeamSummary>(a, '/api/team/summary')).total_commission, '2.00')
    for (const u of [g, a, b]) await assertWalletConsistent(env, u.id)
    await reconcile()
  })

  test('a membership paid earns commissions; its refund reverses them (pending)', async () => {
    const [g, a, b] = await chain()
    const [type] = await db().select().from(memberTypes).where(eq(memberTypes.enabled, true)).limit(1)
    await topUp(b.id, type.priceFen)
    const paid = await ok<PaymentOrder>(b, '/api/member/recharge', { pay_type: 3, member_type_id: type.id })
    const [order] = await db().select().from(commissions).where(and(eq(commissions.memberId, b.id), eq(commissions.causeType, 'member_order')))
    const rows = await commissionsOf(order.causeId, 'member_order')
    assert.deepEqual(rows.map((c) => [c.beneficiaryId, c.amountFen, c.status]), [
      [a.id, Math.floor(type.priceFen / 10), 'pending'], [g.id, Math.floor(type.priceFen / 20), 'pending'],
    ])
    const refunded = await ops<{ result: { outcome: string } }>({ command: 'member-refund', order: paid.order_no, reason: '测试退款' })
    assert.equal(refunded.result.outcome, 'refunded')
    assert.deepEqual((await commissionsOf(order.causeId, 'member_order')).map((c) => [c.status, c.reversalReason]), [['reversed', '测试退款'], ['reversed', '测试退款']])
    later(8 * DAY)
    await ops({ command: 'commission-release-due' })
    assert.deepEqual([await balance(a.id), await balance(g.id)], [0, 0], 'a reversed commission is never paid')

    // paid through a provider: earned when the signed notification settles it, once however many come
    const byProvider = await ok<PaymentOrder>(b, '/api/member/recharge', { pay_type: 1, member_type_id: type.id })
    const notification = sandbox.notification(paymentNoOf(byProvider), type.priceFen)
    await Promise.all([notify(notification), notify(notification)])
    const [settled] = await db().select().from(commissions)
      .where(and(eq(commissions.memberId, b.id), eq(commissions.causeType, 'member_order'), eq(commissions.status, 'pending')))
    assert.deepEqual((await commissionsOf(settled.causeId, 'member_order')).map((c) => [c.beneficiaryId, c.status]), [[a.id, 'pending'], [g.id, 'pending']])
    await reconcile()
  })

  test('a revoked approval takes commissions back once: pending → reversed; credited → clawback, owed settled from the next commission', async () => {
    const [g, a, b] = await chain()
    // pending: reversed, no money moves
    const early = await uploaded(b, 1000)
    await approveOne(early)
    const revoked = await ops<{ results: { outcome: string }[] }>({ command: 'revoke-approval', order: String(early), reason: '平台订单已退款' })
    assert.equal(revoked.results[0].outcome, 'revoked')
    assert.deepEqual((await commissionsOf(early)).map((c) => c.status), ['reversed', 'reversed'])
    const again = await ops<{ results: { outcome: string }[] }>({ command: 'revoke-approval', order: String(early), reason: '再来一次' })
    assert.equal(again.results[0].outcome, 'not_approved', 'once')
    const [order] = await db().select().from(freeMealOrders).where(eq(freeMealOrders.id, early))
    assert.deepEqual([order.status, order.rejectReason], ['rejected', '平台订单已退款'])
    assert.equal(await balance(b.id), 0, 'the rebate was taken back')
    assert.equal((await db().select().from(referrals).where(eq(referrals.inviteeId, b.id)))[0].validAt, null, 'no approved meal left: not valid')

    // credited, then most of it spent: taken back as far as the balance goes, the rest owed
    const meal = await uploaded(b, 2000)
    await approveOne(meal)
    later(7 * DAY)
    await ops({ command: 'commission-release-due' })
    assert.deepEqual([await balance(a.id), await balance(g.id)], [200, 100])
    await db().transaction((tx) => debit(tx, { userId: a.id, kind: 'ops_debit', amountFen: 150, refType: 'test_spend', refId: a.id, at: clock.now() }))
    const r = await ops<{ results: { outcome: string }[] }>({ command: 'revoke-approval', order: String(meal), reason: '虚假凭证' })
    assert.equal(r.results[0].outcome, 'revoked')
    assert.deepEqual((await commissionsOf(meal)).map((c) => [c.status, c.takenBackFen, c.owedFen]), [['reversed', 50, 150], ['reversed', 100, 0]])
    assert.deepEqual([await balance(a.id), await balance(g.id)], [0, 0])
    const income = await ok<WalletIncomeResult>(a, '/api/Wallet/income', { kind: 'commission' })
    assert.deepEqual(income.list.map((x) => [x.amount, x.status]), [['-0.50', 'reversed'], ['2.00', 'reversed']])
    assert.equal((await ok<TeamSummary>(a, '/api/team/summary')).total_commission, '1.50')

    // the next commission of A settles what is owed
    const c2 = await createUser(env)
    assert.equal((await bind(c2, a)).body.status, 1)
    const next = await uploaded(c2, 3000)
    await approveOne(next)
    later(7 * DAY)
    await ops({ command: 'commission-release-due' })
    assert.equal(await balance(a.id), 300 - 150)
    assert.deepEqual((await commissionsOf(meal)).map((c) => [c.takenBackFen, c.owedFen]), [[200, 0], [100, 0]])
    await ops({ command: 'commission-release-due' })
    assert.equal(await balance(a.id), 150, 'settled once')

    // the member's own rebate: refused when their balance is short, nothing changed
    const spent = await uploaded(b, 500)
    await approveOne(spent)
    await db().transaction((tx) => debit(tx, { userId: b.id, kind: 'ops_debit', amountFen: 400, refType: 'test_spend', refId: b.id, at: clock.now() }))
    const short = await ops<{ results: { outcome: string }[] }>({ command: 'revoke-approval', order: String(spent), reason: '虚假凭证' })
    assert.equal(short.results[0].outcome, 'balance_short')
    assert.deepEqual((await commissionsOf(spent)).map((c) => c.status), ['pending', 'pending'])
    for (const u of [g, a, b, c2]) await assertWalletConsistent(env, u.id)
    await reconcile()
  })
})

describe(`abuse rules and the operators' calls${ON_POSTGRES}`, () => {
  test('no commission across a shared device id or WeChat identity, also one seen after it was earned, nor to an account cancelled meanwhile', async () => {
    const [a, d, w, l] = [await createUser(env), await createUser(env), await createUser(env), await createUser(env)]
    for (const u of [d, w, l]) assert.equal((await bind(u, a)).body.status, 1)
    await ok(a, '/api/user/bindUserWithCID', { device_id: 'shared-dev' })
    await ok(d, '/api/user/bindUserWithCID', { device_id: 'shared-dev' }) // the device moves to d; a used it too
    await recordIdentity(db(), a.id, 'wechat', 'union-a', clock.now())
    await recordIdentity(db(), w.id, 'wechat', 'union-a', clock.now())
    const [od, ow, ol] = [await uploaded(d, 1000), await uploaded(w, 1000), await uploaded(l, 1000)]
    for (const o of [od, ow, ol]) await approveOne(o)
    assert.deepEqual((await commissionsOf(od)).map((c) => [c.status, c.holdReason]), [['refused', 'shared_device']])
    assert.deepEqual((await commissionsOf(ow)).map((c) => [c.status, c.holdReason]), [['refused', 'shared_wechat']])
    assert.deepEqual((await commissionsOf(ol)).map((c) => c.status), ['pending'])
    await recordIdentity(db(), l.id, 'device', 'shared-dev', clock.now()) // seen later, before the release
    later(7 * DAY)
    await ops({ command: 'commission-release-due' })
    assert.deepEqual((await commissionsOf(ol)).map((c) => [c.status, c.holdReason]), [['refused', 'shared_device']])
    assert.equal(await balance(a.id), 0)

    // a beneficiary cancelled before the release gets nothing
    const [x, y] = [await createUser(env), await createUser(env)]
    assert.equal((await bind(y, x)).body.status, 1)
    const oy = await uploaded(y, 1000)
    await approveOne(oy)
    await db().update(users).set({ cancelledAt: clock.now() }).where(eq(users.id, x.id))
    later(7 * DAY)
    await ops({ command: 'commission-release-due' })
    assert.deepEqual((await commissionsOf(oy)).map((c) => [c.status, c.holdReason]), [['refused', 'cancelled']])
    assert.equal(await balance(x.id), 0)
  })

  test('suspicious ones are held; operators list (masked), release and refuse them; bad input refused', async () => {
    const [g, a] = [await createUser(env), await createUser(env)]
    assert.equal((await bind(a, g, 2, { ip: '10.9.9.9' })).body.status, 1)
    const [e1, e2] = [await createUser(env), await createUser(env)]
    for (const e of [e1, e2]) assert.equal((await bind(e, a, 2, { ip: '10.9.9.9' })).body.status, 1)
    const [o1, o2] = [await uploaded(e1, 1000), await uploaded(e2, 1000)]
    for (const o of [o1, o2]) await approveOne(o)
    const [h1] = await commissionsOf(o1)
    const [h2] = await commissionsOf(o2)
    assert.deepEqual([h1.status, h1.holdReason, h2.status], ['held', 'same_address', 'held'])
    const listed = await ops<{ commissions: { id: number; beneficiary: string; member: string; hold_reason: string }[] }>({ command: 'commissions', status: 'held', limit: 500 })
    const row = listed.commissions.find((c) => c.id === h1.id)!
    assert.match(row.beneficiary, /^1\d{2}\*\*\*\*\d{4}$/)
    assert.match(row.member, /^1\d{2}\*\*\*\*\d{4}$/)
    assert.equal(row.hold_reason, 'same_address')
    const released = await ops<{ results: { outcome: string; status: string }[] }>({ command: 'commission-release', ids: [h1.id] })
    assert.deepEqual(released.results.map((r) => [r.outcome, r.status]), [['released', 'pending']])
    const refused = await ops<{ results: { outcome: string }[] }>({ command: 'commission-refuse', id: h2.id, reason: '同一网络批量注册' })
    assert.equal(refused.results[0].outcome, 'refused')
    const twice = await ops<{ results: { outcome: string; status: string }[] }>({ command: 'commission-release', ids: [h2.id, 999999] })
    assert.deepEqual(twice.results.map((r) => r.outcome), ['not_open', 'not_found'])
    later(7 * DAY)
    await ops({ command: 'commission-release-due' })
    assert.equal(await balance(a.id), 100)
    const mine = await ok<{ list: Commission[]; total: number }>(a, '/api/team/commissions', { limit: 1 })
    assert.deepEqual([mine.total, mine.list.length], [2, 1])

    // bad input: refusals with a message, never a 500
    for (const [url, body] of [
      ['/api/team/members', { level: 3 }], ['/api/team/commissions', { status: 'paid' }], ['/api/team/invitation', { parent_id: 'abc' }],
      ['/api/team/members', { page: 0 }],
    ] as const) {
      const r = await post(a, url, body)
      assert.equal(r.statusCode, 200, url)
      assert.equal(r.body.status, 0, url)
      assert.ok(r.body.msg.length > 0)
    }
    // the CLI: its arguments read into the call's body (mistakes refused with a message), its lines printed
    assert.deepEqual(parseArgs(['commission-refuse', '12', '--reason', '刷单'], 'zh-Hans'), { request: { command: 'commission-refuse', id: 12, reason: '刷单' } })
    assert.deepEqual(parseArgs(['commissions'], 'en'), { request: { command: 'commissions', status: 'held', limit: 20 } })
    assert.throws(() => parseArgs(['commission-release', 'x1'], 'en'), /x1 is not a commission id/)
    assert.throws(() => parseArgs(['commission-refuse', '12'], 'zh-Hans'), /原因/)
    assert.throws(() => parseArgs(['revoke-approval', '12'], 'zh-Hans'), /原因/)
    const printed = render(listed as unknown as OpsAnswer, 'zh-Hans')
    assert.ok(printed.ok && printed.stdout[0].includes('same_address'))
    assert.match(render({ command: 'commission-refuse', results: [{ id: 3, outcome: 'not_open', status: 'credited' }] }, 'en').stderr[0], /Commission 3 is credited/)
    for (const line of ['commissions [--status', 'commission-release <id>', 'commission-refuse <id> --reason', 'commission-release-due', 'revoke-approval <id|order_no>']) {
      assert.ok(HELP.includes(line), line)
    }
    const unauth = await call(env.app, '/api/team/summary', {})
    assert.equal(unauth.body.status, -1)
    for (const u of [g, a, e1, e2]) await assertWalletConsistent(env, u.id)
    await reconcile()
  })
})
