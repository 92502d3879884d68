import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { count, eq, inArray, like, notInArray, sql } from 'drizzle-orm'
import { RANKING_KINDS, RANKING_PERIODS, type RankingKind, type RankingListResult, type RankingPeriod } from '@api-types/user'
import { issueToken } from '../src/auth'
import { ManualClock } from '../src/clock'
import { freeMealOrders, freeMealSlots, rankingScores, referrals, users } from '../src/db/schema'
import { demoTel, seedDemoUsers } from '../src/db/seedUsers'
import { fakeUnionid } from '../src/dev/wechatFake'
import { maskNickname, parseShanghaiTime, yuan } from '../src/lib'
import { refreshRankings } from '../src/modules/ranking/refresh'
import { credit } from '../src/modules/wallet/ledger'
import { assertWalletConsistent, call, createUser, ON_POSTGRES, setup, type TestEnv, type User } from './helpers'

// user/ranking_list (docs/rules.md "Rankings"): the rankings the scheduler's job computes into
// ranking_scores, read a page at a time with the caller's own place; checked against a direct
// computation over the books on the demo people (db/seedUsers.ts), and at the periods' edges.

const OPS_TOKEN = crypto.randomBytes(32).toString('hex')
// Wednesday 11 March 2026, 15:00 in Shanghai: the week began on Monday the 9th, the month on the 1st
const clock = new ManualClock(parseShanghaiTime('2026-03-11 15:00:00'))
const at = (shanghai: string) => clock.set(parseShanghaiTime(shanghai))

const ranking = (env: TestEnv, body: Record<string, unknown>, token?: string) =>
  call<RankingListResult>(env.app, '/api/user/ranking_list', body, { token })

/** Every page of a ranking, as a guest. */
async function wholeRanking(env: TestEnv, period: RankingPeriod, kind: RankingKind): Promise<RankingListResult['list']> {
  const entries: RankingListResult['list'] = []
  for (let page = 1; ; page++) {
    const { body } = await ranking(env, { period, kind, page, limit: 7 })
    assert.equal(body.status, 1, body.msg)
    entries.push(...body.result.list)
    if (!body.result.more) return entries
  }
}

const SPANS: Record<RankingPeriod, [string, string]> = {
  week: ['2026-03-09 00:00:00', '2026-03-16 00:00:00'],
  month: ['2026-03-01 00:00:00', '2026-04-01 00:00:00'],
}

/** The ranking computed straight from the books with a query of its own: (user id, value) by value desc, id asc. */
async function direct(env: TestEnv, period: RankingPeriod, kind: RankingKind): Promise<{ id: number; nickname: string; avatar: string; value: number }[]> {
  const [from, to] = SPANS[period].map(parseShanghaiTime)
  const figures = {
    earnings: sql`select user_id, sum(amount_fen) as value from wallet_ledger
      where kind in ('free_meal_rebate', 'commission', 'commission_clawback', 'challenge_prize', 'raffle_prize', 'gold_redeem')
        and created_at >= ${from} and created_at < ${to} group by user_id`,
    invitations: sql`select inviter_id as user_id, count(*) as value from referrals where valid_at >= ${from} and valid_at < ${to} group by inviter_id`,
    savings: sql`select user_id, sum(rebate_fen) as value from free_meal_orders
      where status = 'approved' and reviewed_at >= ${from} and reviewed_at < ${to} group by user_id`,
  }[kind]
  const result = await env.database.db.execute(sql`select u.id, u.nickname, u.avatar, f.value from (${figures}) f join users u on u.id = f.user_id
    where u.cancelled_at is null and f.value > 0 order by f.value desc, u.id`)
  return (result as unknown as { rows: Record<string, unknown>[] }).rows
    .map((r) => ({ id: Number(r.id), nickname: String(r.nickname), avatar: String(r.avatar), value: Number(r.value) }))
}

const shown = (kind: RankingKind, value: number) => (kind === 'invitations' ? String(value) : yuan(value))

async function refresh(env: TestEnv): Promise<void> {
  await env.database.db.transaction((tx) => refreshRankings(tx, clock.now()))
}

describe(`user/ranking_list on the demo people${ON_POSTGRES}`, () => {
  let env: TestEnv
  let someone: User
  before(async () => {
    env = await setup({ OPS_TOKEN }, { clock })
    assert.equal(await seedDemoUsers(env.database.db, clock.now()), true)
    assert.equal(await seedDemoUsers(env.database.db, clock.now()), false, 'seeded once')
    someone = await createUser(env)
    const r = await call<{ command: string }>(env.app, '/ops/ranking-refresh', {}, { headers: { 'x-ops-token': OPS_TOKEN } })
    assert.equal(r.body.status, 1, r.body.msg)
  })
  after(async () => { await env.close() })

  test('the demo meals are counted on their deals\' slot counters, as a grab would have', async () => {
    const counted = await env.database.db.select().from(freeMealSlots)
    const stored = await env.database.db.select({ dealId: freeMealOrders.dealId, day: freeMealOrders.day, n: count() }).from(freeMealOrders)
      .where(notInArray(freeMealOrders.status, ['expired', 'cancelled'])).groupBy(freeMealOrders.dealId, freeMealOrders.day)
    assert.ok(stored.length > 0)
    const key = (r: { dealId: number; day: string }) => `${r.dealId}:${r.day}`
    assert.deepEqual(new Map(counted.map((c) => [key(c), c.taken])), new Map(stored.map((o) => [key(o), Number(o.n)])))
  })

  test('each ranking of each period equals a direct computation over the ledger, the referrals and the free meals', async () => {
    for (const period of RANKING_PERIODS) {
      for (const kind of RANKING_KINDS) {
        const expected = await direct(env, period, kind)
        assert.ok(expected.length >= 3, `${period} ${kind}: the demo shows a ranking`)
        const entries = await wholeRanking(env, period, kind)
        assert.deepEqual(entries, expected.map((e, i) => ({
          rank: i + 1, nickname: maskNickname(e.nickname), avatar: e.avatar, value: shown(kind, e.value), is_me: false,
        })), `${period} ${kind}`)
        const { body } = await ranking(env, { period, kind, limit: 3 })
        assert.equal(body.result.total, expected.length)
        assert.equal(body.result.more, expected.length > 3)
        assert.equal(body.result.period_start, period === 'week' ? '2026-03-09' : '2026-03-01')
        assert.equal(body.result.updated_at, '2026-03-11 15:00:00')
      }
    }
  })

  test("a caller outside the top page gets their own place; a guest none; one unranked gets rank null", async () => {
    const expected = await direct(env, 'month', 'earnings')
    const last = expected[expected.length - 1]
    const { body } = await ranking(env, { period: 'month', kind: 'earnings', limit: 5 }, await tokenOf(env, last.id))
    assert.equal(body.status, 1, body.msg)
    assert.ok(body.result.list.every((e) => !e.is_me))
    assert.deepEqual(body.result.mine, {
      rank: expected.length, nickname: maskNickname(last.nickname), avatar: last.avatar, value: yuan(last.value), is_me: true,
    })
    const top = await ranking(env, { period: 'month', kind: 'earnings', limit: 5 }, await tokenOf(env, expected[0].id))
    assert.deepEqual(top.body.result.list.map((e) => e.is_me), [true, false, false, false, false])
    assert.equal(top.body.result.mine?.rank, 1)

    const guest = await ranking(env, { period: 'month', kind: 'earnings' })
    assert.equal(guest.body.result.mine, null)
    const nobody = await ranking(env, { period: 'week', kind: 'invitations' }, someone.token)
    const [me] = await env.database.db.select().from(users).where(eq(users.id, someone.id))
    assert.deepEqual(nobody.body.result.mine, { rank: null, nickname: maskNickname(me.nickname), avatar: '', value: '0', is_me: true })
    const nothingSaved = await ranking(env, { kind: 'savings' }, someone.token)
    assert.equal(nothingSaved.body.result.mine?.value, '0.00')
  })

  test('nicknames are masked: no mobile number, no id', async () => {
    for (const kind of RANKING_KINDS) {
      const { body } = await ranking(env, { period: 'month', kind, limit: 50 })
      for (const e of body.result.list) {
        assert.match(e.nickname, /^.\*\*.?$/u)
        assert.doesNotMatch(JSON.stringify(e), /1990000\d{4}/)
      }
      assert.doesNotMatch(JSON.stringify(body.result), /"(id|user_id|tel)"/)
    }
  })

  test('the demo people: 小林 is the stand-in\'s WeChat user and heads a team of two levels; every wallet matches its ledger', async () => {
    const db = env.database.db
    const [head] = await db.select().from(users).where(eq(users.unionid, fakeUnionid('xiaolin')))
    assert.deepEqual([head.tel, head.nickname], [demoTel(0), '小林'])
    const direct = await db.select().from(referrals).where(eq(referrals.inviterId, head.id))
    assert.equal(direct.length, 12)
    const second = await db.select().from(users).where(inArray(users.parentId, direct.map((r) => r.inviteeId)))
    assert.ok(second.length >= 8)
    const demo = await db.select({ id: users.id }).from(users).where(like(users.tel, '1990000%'))
    assert.equal(demo.length, 40)
    for (const { id } of demo) await assertWalletConsistent(env, id)
  })

  test('bad input is refused with a message', async () => {
    for (const body of [{ period: 'year' }, { kind: 'gold' }, { limit: 51 }, { page: 0 }, { period: 3 }]) {
      const r = await ranking(env, body)
      assert.equal(r.statusCode, 200)
      assert.notEqual(r.body.status, 1, JSON.stringify(body))
      assert.ok(r.body.msg.length > 0)
    }
  })

  test('a cancelled account leaves the rankings at the next computation', async () => {
    const [first] = await direct(env, 'month', 'savings')
    await env.database.db.update(users).set({ cancelledAt: clock.now() }).where(eq(users.id, first.id))
    clock.advance(60_000)
    await refresh(env)
    const entries = await wholeRanking(env, 'month', 'savings')
    assert.equal(entries.length, (await direct(env, 'month', 'savings')).length)
    const rows = await env.database.db.select().from(rankingScores)
      .where(sql`${rankingScores.userId} = ${first.id} and ${rankingScores.periodStart} in ('2026-03-09', '2026-03-01')`)
    assert.deepEqual(rows, [], 'gone from the current week and month')
  })
})

describe(`the rankings' order and periods${ON_POSTGRES}`, () => {
  let env: TestEnv
  let causes = 0
  before(async () => { env = await setup({}, { seed: false, clock }) })
  after(async () => { await env.close() })

  /** A rebate credited to the user at a Shanghai time. */
  const earn = (u: User, fen: number, shanghai: string) => env.database.db.transaction((tx) => credit(tx, {
    userId: u.id, kind: 'free_meal_rebate', amountFen: fen, refType: 'test', refId: ++causes, at: parseShanghaiTime(shanghai),
  }))
  const earnings = async (period: RankingPeriod, u?: User) => (await ranking(env, { period, kind: 'earnings' }, u?.token)).body.result

  test('ties are ordered by user id, and the own place counts the same way', async () => {
    at('2026-03-11 15:00:00')
    const [a, b, c, d] = [await createUser(env), await createUser(env), await createUser(env), await createUser(env)]
    await earn(d, 900, '2026-03-10 12:00:00')
    for (const u of [c, a, b]) await earn(u, 500, '2026-03-10 12:00:00')
    await refresh(env)
    const result = await earnings('week', b)
    assert.deepEqual(result.list.map((e) => [e.rank, e.value, e.is_me]), [[1, '9.00', false], [2, '5.00', false], [3, '5.00', true], [4, '5.00', false]])
    assert.equal(result.mine?.rank, 3)
    assert.equal((await earnings('week', c)).mine?.rank, 4)
    await env.database.db.delete(rankingScores)
  })

  test('a week ends on Sunday 23:59:59 and the next starts on Monday 00:00 (Asia/Shanghai); the finished week is computed once more after the turn', async () => {
    const u = await createUser(env)
    await earn(u, 100, '2026-03-15 23:59:59')
    at('2026-03-15 23:59:59')
    await refresh(env)
    assert.equal((await earnings('week', u)).mine?.value, '1.00')
    await earn(u, 200, '2026-03-16 00:00:00')
    at('2026-03-16 00:00:30')
    const refreshed = await env.database.db.transaction((tx) => refreshRankings(tx, clock.now()))
    assert.ok(refreshed.some((r) => r.period === 'week' && r.periodStart === '2026-03-09'), 'the finished week again')
    const week = await earnings('week', u)
    assert.equal(week.period_start, '2026-03-16')
    assert.equal(week.mine?.value, '2.00')
    assert.equal(week.mine?.rank, 1)
    const finished = await env.database.db.select().from(rankingScores)
      .where(sql`${rankingScores.userId} = ${u.id} and ${rankingScores.periodStart} = '2026-03-09' and ${rankingScores.kind} = 'earnings'`)
    assert.equal(finished[0]?.value, 100)
    // computed again until a computation ran 5 minutes after the end, then left alone
    at('2026-03-16 00:06:00')
    assert.ok((await env.database.db.transaction((tx) => refreshRankings(tx, clock.now()))).some((r) => r.periodStart === '2026-03-09'))
    at('2026-03-16 00:07:00')
    const later = await env.database.db.transaction((tx) => refreshRankings(tx, clock.now()))
    assert.deepEqual([...new Set(later.map((r) => `${r.period} ${r.periodStart}`))], ['week 2026-03-16', 'month 2026-03-01'])
  })

  test('a month ends on its last day at 23:59:59; the week across the turn keeps both', async () => {
    const u = await createUser(env)
    await earn(u, 300, '2026-03-31 23:59:59')
    await earn(u, 400, '2026-04-01 00:00:00')
    at('2026-04-01 08:00:00')
    await refresh(env)
    const month = await earnings('month', u)
    assert.equal(month.period_start, '2026-04-01')
    assert.equal(month.mine?.value, '4.00')
    const week = await earnings('week', u)
    assert.equal(week.period_start, '2026-03-30')
    assert.equal(week.mine?.value, '7.00')
  })

  test('a page is read once per computation: a changed nickname shows at the next one', async () => {
    const u = await createUser(env)
    await earn(u, 99_999, '2026-04-01 07:00:00')
    clock.advance(60_000)
    await refresh(env)
    const [before] = await env.database.db.select().from(users).where(eq(users.id, u.id))
    assert.equal((await earnings('month')).list[0].nickname, maskNickname(before.nickname))
    await env.database.db.update(users).set({ nickname: '新的名字' }).where(eq(users.id, u.id))
    assert.equal((await earnings('month')).list[0].nickname, maskNickname(before.nickname), 'until the next computation')
    clock.advance(60_000)
    await refresh(env)
    assert.equal((await earnings('month')).list[0].nickname, '新**字')
  })
})

/** A login token for an existing user. */
const tokenOf = (env: TestEnv, userId: number): Promise<string> => issueToken(env.database.db, userId, env.config.tokenTtlDays, clock.now())
