import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { and, asc, eq } from 'drizzle-orm'
import type {
  GoldRecord, SignInAddGoldCoinResult, SignInConfig, SignInListsResult, SignInMonthResult, SignInResult,
} from '@api-types/signIn'
import { appConfig, goldLedger, goldTaskClaims, goldTasks, signIns, userMemberships, users } from '../src/db/schema'
import { parseShanghaiTime } from '../src/lib'
import { readRules, DEFAULT_SIGN_IN_RULES } from '../src/modules/signIn/rules'
import { appOnClock, assertGoldConsistent, call, createUser, ON_POSTGRES, type User } from './helpers'

// Sign-in and gold tasks (rewards journey, server): one sign-in a Shanghai day (also under parallel
// calls), the 7-day streak and its restart, double gold for members, make-up sign-ins and each of
// their refusals and limits (also in parallel), the month calendar, the gold ledger list, and task
// rewards within their daily caps. The gold ledger always sums to the balance.

const { env, db, at, giveGold } = appOnClock('2026-03-10 10:30:00')
const api = <T>(path: string, body: unknown, user?: User) => call<T>(env.app, `/api/signIn/${path}`, body, user ? { token: user.token } : {})
const sign = (user: User) => api<SignInResult>('signIn', {}, user)
const makeUp = (user: User, date: string) => api<SignInResult>('makeUpSignIn', { date }, user)
const config = async (user: User) => (await api<SignInConfig>('config', {}, user)).body.result
const month = async (user: User, m: string) => (await api<SignInMonthResult>('month', { month: m }, user)).body.result
const claim = (user: User, type: number) => api<SignInAddGoldCoinResult>('addGoldCoin', { type }, user)

/** A user registered at a Shanghai time. */
async function userRegistered(time: string): Promise<User> {
  const user = await createUser(env)
  await db().update(users).set({ createdAt: parseShanghaiTime(time) }).where(eq(users.id, user.id))
  return user
}

const ledgerKinds = async (userId: number) =>
  (await db().select().from(goldLedger).where(eq(goldLedger.userId, userId)).orderBy(asc(goldLedger.id))).map((r) => [r.kind, r.amount])

describe(`daily sign-in${ON_POSTGRES}`, () => {
  test('a new user: the rules, no streak; signing gives day 1 once a Shanghai day', async () => {
    at('2026-03-10 10:30:00')
    const user = await userRegistered('2026-03-01 09:00:00')
    assert.deepEqual(await config(user), {
      rewards: [10, 10, 15, 15, 20, 20, 50], my_rewards: [10, 10, 15, 15, 20, 20, 50], member_multiplier: 2, make_up_cost: 30, make_up_limit: 3, make_up_used: 0,
      signed_today: false, streak: 0, gold: 0, today: '2026-03-10',
    })
    const first = await sign(user)
    assert.deepEqual([first.body.status, first.body.msg], [1, '签到成功'])
    assert.deepEqual(first.body.result, { date: '2026-03-10', gold: 10, gold_spent: 0, gold_balance: 10, streak: 1 })
    const again = await sign(user)
    assert.deepEqual([again.body.status, again.body.msg, again.body.result], [0, '今天已经签到过了', null])
    const state = await config(user)
    assert.deepEqual([state.signed_today, state.streak, state.gold], [true, 1, 10])
    assert.deepEqual(await ledgerKinds(user.id), [['sign_in', 10]])

    at('2026-03-10 23:59:00')
    assert.equal((await sign(user)).body.status, 0)
    at('2026-03-11 00:01:00') // still 03-10 in UTC: the day is Shanghai's
    const next = await sign(user)
    assert.deepEqual([next.body.result.date, next.body.result.streak, next.body.result.gold], ['2026-03-11', 2, 10])
  })

  test('the streak pays 10, 10, 15, 15, 20, 20, 50, then starts again at day 1, across a month end', async () => {
    const user = await userRegistered('2026-03-01 09:00:00')
    const got: Array<[number, number]> = []
    const days = ['03-28', '03-29', '03-30', '03-31', '04-01', '04-02', '04-03', '04-04']
    for (let d = 0; d < days.length; d++) {
      at(`2026-${days[d]} 08:00:00`)
      if (d === 7) {
        const before = await config(user)
        assert.deepEqual([before.signed_today, before.streak], [false, 7]) // yesterday was day 7
      }
      const r = await sign(user)
      assert.equal(r.body.status, 1, r.body.msg)
      got.push([r.body.result.streak, r.body.result.gold])
    }
    assert.deepEqual(got, [[1, 10], [2, 10], [3, 15], [4, 15], [5, 20], [6, 20], [7, 50], [1, 10]])
    assert.equal((await config(user)).gold, 150)

    at('2026-04-06 08:00:00') // 04-05 missed: the streak is broken
    assert.deepEqual([(await config(user)).streak, (await config(user)).signed_today], [0, false])
    const restart = await sign(user)
    assert.deepEqual([restart.body.result.streak, restart.body.result.gold], [1, 10])
    await assertGoldConsistent(env, user.id)
  })

  test('members get double gold while their membership lasts; config shows each what a sign-in pays them', async () => {
    at('2026-03-10 10:30:00')
    const member = await userRegistered('2026-03-01 09:00:00')
    await db().insert(userMemberships).values({ userId: member.id, expireAt: parseShanghaiTime('2026-03-11 12:00:00') })
    // the strip once read +10 to a member, who was paid 20
    const shown = (await config(member)).my_rewards
    assert.deepEqual(shown, [20, 20, 30, 30, 40, 40, 100])
    assert.deepEqual([(await sign(member)).body.result.gold], [shown[0]])
    at('2026-03-11 10:00:00')
    assert.equal((await config(member)).my_rewards[1], 20)
    assert.deepEqual([(await sign(member)).body.result.streak, (await config(member)).gold], [2, 40])
    at('2026-03-12 10:00:00') // expired yesterday at noon
    assert.deepEqual((await config(member)).my_rewards, [10, 10, 15, 15, 20, 20, 50])
    const plain = await sign(member)
    assert.deepEqual([plain.body.result.streak, plain.body.result.gold], [3, 15])
  })

  test('20 parallel sign-ins: one sign-in and one ledger credit', async () => {
    at('2026-03-10 10:30:00')
    const user = await userRegistered('2026-03-01 09:00:00')
    const results = await Promise.all(Array.from({ length: 20 }, () => sign(user)))
    assert.equal(results.filter((r) => r.body.status === 1).length, 1)
    assert.ok(results.filter((r) => r.body.status !== 1).every((r) => r.body.msg === '今天已经签到过了'))
    assert.equal((await db().select().from(signIns).where(eq(signIns.userId, user.id))).length, 1)
    assert.deepEqual(await ledgerKinds(user.id), [['sign_in', 10]])
    await assertGoldConsistent(env, user.id)
  })

  test('every call needs login', async () => {
    for (const path of ['config', 'signIn', 'makeUpSignIn', 'month', 'lists', 'addGoldCoin']) {
      const r = await api(path, { date: '2026-03-01', month: '2026-03', type: 1 })
      assert.deepEqual([r.statusCode, r.body.status], [401, -1], path)
    }
  })
})

describe(`make-up sign-in${ON_POSTGRES}`, () => {
  test('a missed day of this month costs 30 and pays its streak position; the streak then runs through it', async () => {
    const user = await userRegistered('2026-03-01 09:00:00')
    at('2026-03-08 09:00:00')
    await sign(user)
    at('2026-03-10 09:00:00')
    await sign(user) // 03-09 missed: day 1 again
    await giveGold(user.id, 30)
    assert.deepEqual([(await config(user)).streak, (await config(user)).gold], [1, 50])

    const made = await makeUp(user, '2026-03-09')
    assert.deepEqual([made.body.status, made.body.msg], [1, '补签成功'])
    assert.deepEqual(made.body.result, { date: '2026-03-09', gold: 10, gold_spent: 30, gold_balance: 30, streak: 2 })
    const state = await config(user)
    assert.deepEqual([state.signed_today, state.streak, state.make_up_used, state.gold], [true, 3, 1, 30])
    at('2026-03-11 09:00:00')
    const next = await sign(user) // 03-08, 09 (made up), 10 signed: the 11th is day 4
    assert.deepEqual([next.body.result.streak, next.body.result.gold], [4, 15])
    assert.deepEqual(await ledgerKinds(user.id), [
      ['sign_in', 10], ['sign_in', 10], ['test_gold', 30], ['make_up_cost', -30], ['make_up', 10], ['sign_in', 15],
    ])
    await assertGoldConsistent(env, user.id)
  })

  test('members get double for a made-up day too', async () => {
    at('2026-03-10 09:00:00')
    const member = await userRegistered('2026-03-01 09:00:00')
    await db().insert(userMemberships).values({ userId: member.id, expireAt: parseShanghaiTime('2027-01-01 00:00:00') })
    await giveGold(member.id, 30)
    const made = await makeUp(member, '2026-03-05')
    assert.deepEqual([made.body.result.gold, made.body.result.gold_spent, made.body.result.gold_balance], [20, 30, 20])
  })

  test('each rule refuses with its message and writes nothing', async () => {
    at('2026-03-10 09:00:00')
    const user = await userRegistered('2026-03-03 09:00:00')
    await giveGold(user.id, 500)
    await sign(user)
    const refused = async (date: string) => {
      const r = await makeUp(user, date)
      assert.equal(r.body.status, 0, date)
      assert.equal(r.body.result, null)
      return r.body.msg
    }
    assert.equal(await refused('2026-03-10'), '只能补签今天之前的日期')
    assert.equal(await refused('2026-03-11'), '只能补签今天之前的日期')
    assert.equal(await refused('2026-02-27'), '只能补签本月的日期')
    assert.equal(await refused('2026-03-02'), '注册之前的日期不能补签')
    assert.equal(await refused('2026-3-5'), '日期不正确')
    assert.equal(await refused('2026-02-30'), '日期不正确')
    assert.equal((await api('makeUpSignIn', {}, user)).body.msg, '请填写日期')

    assert.equal((await makeUp(user, '2026-03-03')).body.status, 1) // the registration day itself
    assert.equal(await refused('2026-03-03'), '该日期已签到，无需补签')
    assert.equal((await makeUp(user, '2026-03-04')).body.status, 1)
    assert.equal((await makeUp(user, '2026-03-06')).body.status, 1)
    assert.equal(await refused('2026-03-08'), '本月补签次数已用完（每月最多3次）')
    assert.equal((await config(user)).make_up_used, 3)
    assert.equal((await db().select().from(signIns).where(eq(signIns.userId, user.id))).length, 4)

    at('2026-04-02 09:00:00') // a new month, a new allowance
    assert.equal((await makeUp(user, '2026-04-01')).body.status, 1)
    await assertGoldConsistent(env, user.id)
  })

  test('without 30 gold: 金币不足 and nothing written', async () => {
    at('2026-03-10 09:00:00')
    const user = await userRegistered('2026-03-01 09:00:00')
    await giveGold(user.id, 29)
    const r = await makeUp(user, '2026-03-09')
    assert.deepEqual([r.body.status, r.body.msg], [0, '金币不足'])
    assert.equal((await db().select().from(signIns).where(eq(signIns.userId, user.id))).length, 0)
    assert.deepEqual(await ledgerKinds(user.id), [['test_gold', 29]])
    assert.equal((await config(user)).make_up_used, 0)
  })

  test('parallel make-ups keep the limit of 3 and make a day up once', async () => {
    at('2026-03-20 09:00:00')
    const user = await userRegistered('2026-03-01 09:00:00')
    await giveGold(user.id, 1000)
    const days = ['01', '02', '03', '04', '05', '06', '07', '08'].map((d) => `2026-03-${d}`)
    const results = await Promise.all(days.map((d) => makeUp(user, d)))
    assert.equal(results.filter((r) => r.body.status === 1).length, 3)
    assert.ok(results.filter((r) => r.body.status !== 1).every((r) => r.body.msg === '本月补签次数已用完（每月最多3次）'))
    const made = await db().select().from(signIns).where(and(eq(signIns.userId, user.id), eq(signIns.madeUp, true)))
    assert.equal(made.length, 3)

    const other = await userRegistered('2026-03-01 09:00:00')
    await giveGold(other.id, 1000)
    const same = await Promise.all(Array.from({ length: 10 }, () => makeUp(other, '2026-03-15')))
    assert.equal(same.filter((r) => r.body.status === 1).length, 1)
    assert.ok(same.filter((r) => r.body.status !== 1).every((r) => r.body.msg === '该日期已签到，无需补签'))
    assert.deepEqual(await ledgerKinds(other.id), [['test_gold', 1000], ['make_up_cost', -30], ['make_up', 10]])
    await assertGoldConsistent(env, user.id)
    await assertGoldConsistent(env, other.id)
  })
})

describe(`the month calendar${ON_POSTGRES}`, () => {
  test('every day with its sign-in; make-ups possible only for missed past days after registration', async () => {
    at('2026-03-10 09:00:00')
    const user = await userRegistered('2026-03-04 20:00:00')
    await giveGold(user.id, 100)
    await sign(user)
    await makeUp(user, '2026-03-06')
    const cal = await month(user, '2026-03')
    assert.equal(cal.month, '2026-03')
    assert.equal(cal.days.length, 31)
    assert.deepEqual([cal.make_up_left, cal.make_up_cost], [2, 30])
    const day = (d: number) => cal.days[d - 1]
    assert.deepEqual(day(1), { date: '2026-03-01', signed: false, made_up: false, gold: 0, can_make_up: false })
    assert.deepEqual(day(4), { date: '2026-03-04', signed: false, made_up: false, gold: 0, can_make_up: true })
    assert.deepEqual(day(6), { date: '2026-03-06', signed: true, made_up: true, gold: 10, can_make_up: false })
    assert.deepEqual(day(10), { date: '2026-03-10', signed: true, made_up: false, gold: 10, can_make_up: false })
    assert.deepEqual(cal.days.filter((d) => d.can_make_up).map((d) => d.date.slice(8)), ['04', '05', '07', '08', '09'])

    await makeUp(user, '2026-03-07')
    await makeUp(user, '2026-03-08')
    const full = await month(user, '2026-03')
    assert.equal(full.make_up_left, 0)
    assert.ok(full.days.every((d) => !d.can_make_up))
  })

  test('other months: past ones as signed, before registration and future ones all unsigned; bad months refused', async () => {
    at('2026-03-10 09:00:00')
    const user = await userRegistered('2026-02-27 09:00:00')
    at('2026-02-28 09:00:00')
    await sign(user)
    at('2026-03-10 09:00:00')
    const feb = await month(user, '2026-02')
    assert.equal(feb.days.length, 28)
    assert.deepEqual(feb.days.filter((d) => d.signed).map((d) => d.date), ['2026-02-28'])
    assert.ok(feb.days.every((d) => !d.can_make_up)) // not this month
    assert.equal(feb.make_up_left, 3)
    for (const m of ['2025-12', '2026-04', '2028-02']) {
      const other = await month(user, m)
      assert.ok(other.days.every((d) => !d.signed && !d.can_make_up), m)
    }
    assert.equal((await month(user, '2028-02')).days.length, 29)
    for (const bad of ['2026-13', '2026-3', '202603']) {
      const r = await api('month', { month: bad }, user)
      assert.deepEqual([r.body.status, r.body.msg], [0, '月份不正确'], bad)
    }
  })
})

describe(`gold tasks and the gold ledger${ON_POSTGRES}`, () => {
  test('a task pays within its daily cap; the next Shanghai day it pays again; unknown or disabled: 任务不存在', async () => {
    at('2026-03-10 09:00:00')
    const user = await userRegistered('2026-03-01 09:00:00')
    const ads: number[] = []
    for (let i = 0; i < 5; i++) {
      const r = await claim(user, 1)
      assert.deepEqual([r.body.status, r.body.msg, r.body.result.gold], [1, '奖励已到账', 10])
      ads.push(r.body.result.remaining_today)
    }
    assert.deepEqual(ads, [4, 3, 2, 1, 0])
    const over = await claim(user, 1)
    assert.deepEqual([over.body.status, over.body.msg], [0, '今日该任务奖励已领完'])
    assert.deepEqual([(await claim(user, 99)).body.msg, (await api('addGoldCoin', { type: 'ad' }, user)).body.msg], ['任务不存在', '类型格式不正确'])

    at('2026-03-11 00:00:00')
    await db().update(goldTasks).set({ enabled: false }).where(eq(goldTasks.type, 1))
    try {
      assert.deepEqual([(await claim(user, 1)).body.status, (await claim(user, 1)).body.msg], [0, '任务不存在'])
    } finally {
      await db().update(goldTasks).set({ enabled: true }).where(eq(goldTasks.type, 1))
    }
    assert.deepEqual([(await claim(user, 1)).body.result.remaining_today], [4])
    await assertGoldConsistent(env, user.id)
  })

  test('20 parallel claims: exactly the cap is paid, one ledger credit per claim', async () => {
    at('2026-03-10 09:00:00')
    const user = await userRegistered('2026-03-01 09:00:00')
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(user, 1)))
    assert.equal(results.filter((r) => r.body.status === 1).length, 5)
    assert.ok(results.filter((r) => r.body.status !== 1).every((r) => r.body.msg === '今日该任务奖励已领完'))
    const claims = await db().select().from(goldTaskClaims).where(eq(goldTaskClaims.userId, user.id))
    assert.deepEqual(claims.map((c) => c.seq).sort(), [1, 2, 3, 4, 5])
    assert.equal((await config(user)).gold, 50)
    assert.equal((await ledgerKinds(user.id)).length, 5)
    await assertGoldConsistent(env, user.id)
  })

  test('lists: the ledger newest first with titles, signed gold and balances, by page', async () => {
    at('2026-03-10 09:00:00')
    const user = await userRegistered('2026-03-01 09:00:00')
    await sign(user)
    await claim(user, 1)
    await claim(user, 1)
    await makeUp(user, '2026-03-09')
    const page1 = await api<SignInListsResult>('lists', { page: 1, limit: 3 }, user)
    assert.equal(page1.body.status, 1)
    assert.equal(page1.body.result.total, 5)
    const row = (r: GoldRecord) => [r.kind, r.title, r.gold, r.balance_after]
    assert.deepEqual(page1.body.result.list.map(row), [
      ['make_up', '补签', 10, 10], ['make_up_cost', '补签消耗', -30, 0], ['task', '任务奖励', 10, 30],
    ])
    const page2 = await api<SignInListsResult>('lists', { page: 2, limit: 3 }, user)
    assert.deepEqual(page2.body.result.list.map(row), [['task', '任务奖励', 10, 20], ['sign_in', '签到', 10, 10]])
    // every row is dated by the server's clock, not the database's
    assert.deepEqual([...page1.body.result.list, ...page2.body.result.list].map((r) => r.create_time), Array(5).fill('2026-03-10 09:00:00'))
    const en = await call<SignInListsResult>(env.app, '/api/signIn/lists', {}, { token: user.token, lang: 'en' })
    assert.deepEqual([en.body.result.limit, en.body.result.list[0].title], [10, 'Make-up sign-in'])
    assert.equal((await api('lists', { limit: 51 }, user)).body.msg, '每页条数不能大于50')
  })
})

describe(`operator rules${ON_POSTGRES}`, () => {
  test('an app_config sign_in_rules row replaces the defaults; unusable fields keep theirs', async () => {
    assert.deepEqual(readRules(null), DEFAULT_SIGN_IN_RULES)
    assert.deepEqual(readRules({ rewards: [5, 0], member_multiplier: 3, make_up_cost: -1, make_up_limit: 5 }),
      { ...DEFAULT_SIGN_IN_RULES, memberMultiplier: 3, makeUpLimit: 5 })
    at('2026-03-10 09:00:00')
    const user = await userRegistered('2026-03-01 09:00:00')
    await db().insert(appConfig).values({ key: 'sign_in_rules', value: { rewards: [5, 8], make_up_cost: 12 } })
    try {
      const rules = await config(user)
      assert.deepEqual([rules.rewards, rules.make_up_cost, rules.make_up_limit], [[5, 8], 12, 3])
      await giveGold(user.id, 24)
      const made = await makeUp(user, '2026-03-08')
      assert.deepEqual([made.body.result.gold, made.body.result.gold_spent, made.body.result.streak], [5, 12, 1])
      const two = await makeUp(user, '2026-03-09')
      assert.deepEqual([two.body.result.gold, two.body.result.streak], [8, 2])
      const three = await sign(user) // a 2-day cycle: starts again
      assert.deepEqual([three.body.result.gold, three.body.result.streak], [5, 1])
    } finally {
      await db().delete(appConfig).where(eq(appConfig.key, 'sign_in_rules'))
    }
  })
})
