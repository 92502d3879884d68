import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { and, asc, eq } from 'drizzle-orm'
import type { RaffleActivity, RaffleActivityCard, RaffleDrawResult, RaffleWin } from '@api-types/raffle'
import type { Paged } from '@api-types/envelope'
import type { NoticeListsResult } from '@api-types/notice'
import type { WalletIncomeResult } from '@api-types/wallet'
import {
  discountConfigs, goldLedger, membershipGrants, raffleActivities, raffleDrawCounters, raffleDraws, rafflePrizes, raffleWins, redCards, walletLedger,
} from '../src/db/schema'
import { formatTime } from '../src/lib'
import { SERVER_MODULES } from '../src/modules'
import { draw, pickByWeight } from '../src/modules/raffle/draw'
import { prizesOf } from '../src/modules/raffle/service'
import { DEMO_RAFFLES } from '../src/modules/raffle/seed'
import { executeOps, type OpsRequest } from '../src/ops/commands'
import { appOnClock, call, checkedUsers, ON_POSTGRES, type User } from './helpers'

// Raffles (docs/rules.md "Raffles"): the demo activities, the list and the detail with published
// odds; the draw under concurrency (stock taken at most to zero, gold once per draw and never below
// zero, the daily allowance, one request id one draw), each kind of prize granted once through its
// book, the odds over 20,000 draws by a chi-square test, claiming and shipping goods once, the
// operators' saves and their refusals, and every balance equal to its ledger at the end.

const { env, clock, db, at, later, giveGold, post } = appOnClock('2026-03-10 10:30:00')
const newUser = checkedUsers(env)
const DAY = 86_400_000
const ops = <T = Record<string, unknown>>(request: OpsRequest) =>
  executeOps({ db: db(), now: clock.now(), modules: SERVER_MODULES }, request) as Promise<T>
let requestSeq = 0
const rid = () => `req-${process.pid}-${++requestSeq}-${Math.random().toString(36).slice(2, 8)}`
const drawAs = (u: User, activityId: number, requestId = rid()) => post<RaffleDrawResult>(u, '/api/raffle/draw', { activity_id: activityId, request_id: requestId })
const ok = async <T>(u: User, url: string, body: Record<string, unknown> = {}): Promise<T> => {
  const r = await post<T>(u, url, body)
  assert.equal(r.body.status, 1, r.body.msg)
  return r.body.result
}

type Saved = { result: { outcome: string; activity?: { id: number }; prize?: { id: number; stock_left: number | null }; reason?: string } }

/** An activity made through the operators' calls, live around the clock's now, with these prizes (the consolation prize weighted `none`). */
async function activity(opts: { cost?: number; daily?: number; total?: number; none?: number; prizes: Record<string, unknown>[]; style?: string }): Promise<{ id: number; prizeIds: number[]; noneId: number }> {
  const now = clock.now().getTime()
  const saved = await ops<Saved>({
    command: 'raffle-activity-save', title: `测试活动${rid()}`.slice(0, 30), style: opts.style ?? 'wheel', cost_gold: opts.cost ?? 0,
    daily_limit: opts.daily ?? 100000, total_limit: opts.total ?? 100000,
    start_time: formatTime(new Date(now - DAY)), end_time: formatTime(new Date(now + 30 * DAY)),
  })
  assert.equal(saved.result.outcome, 'saved', JSON.stringify(saved))
  const id = saved.result.activity!.id
  const prizeIds: number[] = []
  for (const p of opts.prizes) {
    const r = await ops<Saved>({ command: 'raffle-prize-save', activity_id: id, ...p })
    assert.equal(r.result.outcome, 'saved', JSON.stringify(r))
    prizeIds.push(r.result.prize!.id)
  }
  const [none] = await db().select().from(rafflePrizes).where(and(eq(rafflePrizes.activityId, id), eq(rafflePrizes.kind, 'none')))
  assert.equal((await ops<Saved>({ command: 'raffle-prize-save', id: none.id, weight: opts.none ?? 0 })).result.outcome, 'saved')
  return { id, prizeIds, noneId: none.id }
}
const goldOf = async (u: User) => (await ok<RaffleActivity>(u, '/api/raffle/detail', { activity_id: 1 })).mine!.gold
const drawsOf = (userId: number, activityId: number) =>
  db().select().from(raffleDraws).where(and(eq(raffleDraws.userId, userId), eq(raffleDraws.activityId, activityId)))
const reconcile = async () => {
  const r = await ops<{ diffs: unknown[] }>({ command: 'reconcile' })
  assert.deepEqual(r.diffs, [])
}

describe(`raffle activities${ON_POSTGRES}`, () => {
  test('the demo seed: six live activities, one per style, each with 6-8 prizes and one 谢谢参与; images served; seeding again adds none', async () => {
    const u = await newUser()
    const page = await ok<Paged<RaffleActivityCard>>(u, '/api/raffle/activities', { limit: 50 })
    const demos = page.list.filter((a) => DEMO_RAFFLES.some((d) => d.title === a.title))
    assert.deepEqual(demos.map((a) => a.style).sort(), ['capsule', 'egg', 'flip', 'grid', 'scratch', 'wheel'])
    for (const card of demos) {
      assert.equal(card.state, 'live')
      const detail = await ok<RaffleActivity>(u, '/api/raffle/detail', { activity_id: card.id })
      assert.ok(detail.prizes.length >= 7 && detail.prizes.length <= 8, `${card.title}: ${detail.prizes.length} prizes`)
      assert.equal(detail.prizes.filter((p) => p.kind === 'none').length, 1)
      assert.equal(detail.prizes.find((p) => p.kind === 'none')!.name, '谢谢参与')
      const percent = detail.prizes.reduce((s, p) => s + Number(p.odds.slice(0, -1)), 0)
      assert.ok(Math.abs(percent - 100) < 0.05, `${card.title}: odds add up to ${percent}`)
      for (const image of [card.cover, ...detail.prizes.map((p) => p.image)]) {
        const res = await env.app.inject({ method: 'GET', url: image })
        assert.equal(res.statusCode, 200, image)
        assert.match(String(res.headers['content-type']), /^image\//)
      }
    }
    const { seed } = await import('../src/db/seed')
    const before = (await db().select().from(raffleActivities)).length
    await seed(db())
    assert.equal((await db().select().from(raffleActivities)).length, before)
  })

  test('the list: live, then upcoming, then ended in the last 30 days; disabled and long-ended ones not at all', async () => {
    const u = await newUser()
    const now = clock.now().getTime()
    const save = async (title: string, start: number, end: number, enabled = true) => (await ops<Saved>({
      command: 'raffle-activity-save', title, style: 'grid', cost_gold: 0, daily_limit: 1, total_limit: 1,
      start_time: formatTime(new Date(now + start * DAY)), end_time: formatTime(new Date(now + end * DAY)), enabled,
    })).result.activity!.id
    const upcoming = await save('即将开始', 2, 10)
    const ended = await save('刚结束', -10, -1)
    const old = await save('早已结束', -90, -40)
    const draft = await save('草稿', -1, 10, false)
    const list = (await ok<Paged<RaffleActivityCard>>(u, '/api/raffle/activities', { limit: 50 })).list
    const ids = list.map((a) => a.id)
    assert.ok(!ids.includes(old) && !ids.includes(draft))
    const states = list.map((a) => a.state)
    assert.deepEqual(states, [...states].sort((a, b) => ['live', 'upcoming', 'ended'].indexOf(a) - ['live', 'upcoming', 'ended'].indexOf(b)))
    assert.equal(list.find((a) => a.id === upcoming)!.state, 'upcoming')
    assert.equal(list.find((a) => a.id === ended)!.state, 'ended')
    assert.equal((await drawAs(u, upcoming)).body.msg, '活动尚未开始')
    assert.equal((await drawAs(u, ended)).body.msg, '活动已结束')
    assert.equal((await drawAs(u, draft)).body.msg, '抽奖活动不存在或已下架')
    // paging
    const first = await ok<Paged<RaffleActivityCard>>(u, '/api/raffle/activities', { page: 1, limit: 2 })
    const second = await ok<Paged<RaffleActivityCard>>(u, '/api/raffle/activities', { page: 2, limit: 2 })
    assert.deepEqual([...first.list, ...second.list].map((a) => a.id), ids.slice(0, 4))
    assert.equal(first.total, list.length)
  })

  test('detail: published odds with two decimals from the weights, stock left, mine only when logged in', async () => {
    const a = await activity({ cost: 10, daily: 3, total: 5, none: 1, prizes: [
      { name: '1金币', kind: 'gold', value: 1, weight: 2 },
      { name: '杯子', kind: 'goods', weight: 3, stock: 4 },
    ] })
    const anonymous = await call<RaffleActivity>(env.app, '/api/raffle/detail', { activity_id: a.id })
    assert.equal(anonymous.body.status, 1)
    assert.equal(anonymous.body.result.mine, null)
    assert.deepEqual(anonymous.body.result.prizes.map((p) => [p.name, p.odds, p.stock_left]), [['1金币', '33.33%', null], ['杯子', '50.00%', 4], ['谢谢参与', '16.67%', null]])
    assert.equal(anonymous.body.result.daily_limit, 3)
    const u = await newUser()
    await giveGold(u.id, 25)
    const mine = (await ok<RaffleActivity>(u, '/api/raffle/detail', { activity_id: a.id })).mine
    assert.deepEqual(mine, { gold: 25, draws_today: 0, draws_total: 0 })
    assert.equal((await call(env.app, '/api/raffle/detail', { activity_id: 999999 })).body.msg, '抽奖活动不存在或已下架')
  })
})

describe(`raffle draws${ON_POSTGRES}`, () => {
  test('each kind of prize is granted at once through its book, keyed to the draw; goods wait for an address', async () => {
    const only = async (prize: Record<string, unknown>) => {
      const a = await activity({ cost: 5, prizes: [{ weight: 1, ...prize }] })
      const u = await newUser()
      await giveGold(u.id, 5)
      const r = await drawAs(u, a.id)
      assert.equal(r.body.status, 1, r.body.msg)
      assert.equal(r.body.msg, '抽奖成功')
      assert.equal(r.body.result.prize.id, a.prizeIds[0])
      assert.equal(r.body.result.prize_index, 0)
      return { u, r: r.body.result }
    }
    const g = await only({ name: '8金币', kind: 'gold', value: 8 })
    assert.equal(g.r.mine.gold, 8)
    assert.equal(g.r.win!.state, 'granted')
    assert.deepEqual((await db().select().from(goldLedger).where(eq(goldLedger.userId, g.u.id)).orderBy(asc(goldLedger.id))).slice(1).map((l) => [l.kind, l.amount, l.refType, l.refId]),
      [['raffle', -5, 'raffle_draw', g.r.draw_id], ['raffle_prize', 8, 'raffle_draw', g.r.draw_id]])

    const c = await only({ name: '1.5元现金', kind: 'cash', value: 150 })
    const [cashRow] = await db().select().from(walletLedger).where(eq(walletLedger.userId, c.u.id))
    assert.deepEqual([cashRow.kind, cashRow.amountFen, cashRow.refType, cashRow.refId], ['raffle_prize', 150, 'raffle_draw', c.r.draw_id])
    const income = await ok<WalletIncomeResult>(c.u, '/api/Wallet/income', {})
    assert.ok(JSON.stringify(income).includes('抽奖奖金'), JSON.stringify(income))

    const k = await only({ name: '满20减5', kind: 'coupon', value: 500, threshold_fen: 2000, valid_days: 7, coupon_type: 1 })
    const [card] = await db().select().from(redCards).where(eq(redCards.userId, k.u.id))
    assert.deepEqual([card.type, card.amountFen, card.thresholdFen, card.source, card.sourceId], ['coupon', 500, 2000, 'raffle_draw', k.r.draw_id])
    assert.ok(card.discountUrl)

    const m = await only({ name: '3天会员', kind: 'membership_days', value: 3 })
    const [grant] = await db().select().from(membershipGrants).where(eq(membershipGrants.userId, m.u.id))
    assert.deepEqual([grant.source, grant.refId, grant.days], ['raffle', m.r.draw_id, 3])

    const goods = await only({ name: '耳机', kind: 'goods', stock: 3 })
    assert.equal(goods.r.win!.state, 'to_claim')
    assert.equal(goods.r.prize.stock_left, 2)
    await reconcile()
  })

  test('a coupon prize whose platform link cannot be had refuses the draw before anything is written', async () => {
    const a = await activity({ cost: 5, prizes: [{ name: '闪购红包', kind: 'coupon', value: 600, threshold_fen: 2500, valid_days: 3, coupon_type: 2, weight: 1 }] })
    const u = await newUser()
    await giveGold(u.id, 5)
    await db().update(discountConfigs).set({ enabled: false }).where(eq(discountConfigs.couponType, 2))
    try {
      const r = await drawAs(u, a.id)
      assert.deepEqual([r.body.status, r.body.msg], [0, '该红包已下架'])
      assert.equal((await drawsOf(u.id, a.id)).length, 0)
      assert.equal(await goldOf(u), 5)
    } finally {
      await db().update(discountConfigs).set({ enabled: true }).where(eq(discountConfigs.couponType, 2))
    }
    assert.equal((await drawAs(u, a.id)).body.result.win!.kind, 'coupon')
  })

  test('50 concurrent draws on a prize with stock 2 give it at most twice; the rest get 谢谢参与', async () => {
    const a = await activity({ cost: 1, prizes: [{ name: '限量耳机', kind: 'goods', weight: 100, stock: 2 }] })
    const users = await Promise.all(Array.from({ length: 50 }, () => newUser()))
    for (const u of users) await giveGold(u.id, 1)
    const answers = await Promise.all(users.map((u) => drawAs(u, a.id)))
    assert.ok(answers.every((r) => r.body.status === 1), answers.map((r) => r.body.msg).join())
    const won = answers.filter((r) => r.body.result.prize.id === a.prizeIds[0])
    assert.equal(won.length, 2)
    assert.equal(answers.filter((r) => r.body.result.prize.id === a.noneId && r.body.result.win === null).length, 48)
    const [prize] = await db().select().from(rafflePrizes).where(eq(rafflePrizes.id, a.prizeIds[0]))
    assert.equal(prize.stockLeft, 0)
    assert.equal((await db().select().from(raffleWins).where(eq(raffleWins.prizeId, a.prizeIds[0]))).length, 2)
    // a draw that picked it and lost the race for the last units records what the weights picked
    assert.ok((await db().select().from(raffleDraws).where(and(eq(raffleDraws.activityId, a.id), eq(raffleDraws.pickedPrizeId, a.prizeIds[0])))).length >= 2)
  })

  test('a prize whose stock ran out is 0.00% on the page and never picked; the others share its chance', async () => {
    const a = await activity({ cost: 0, none: 1, prizes: [
      { name: '限量杯', kind: 'goods', weight: 2, stock: 1 },
      { name: '1金币', kind: 'gold', value: 1, weight: 1 },
    ] })
    const oddsOn = async () => (await call<RaffleActivity>(env.app, '/api/raffle/detail', { activity_id: a.id })).body.result.prizes.map((p) => [p.name, p.odds])
    assert.deepEqual(await oddsOn(), [['限量杯', '50.00%'], ['1金币', '25.00%'], ['谢谢参与', '25.00%']])
    await db().update(rafflePrizes).set({ stockLeft: 0 }).where(eq(rafflePrizes.id, a.prizeIds[0]))
    assert.deepEqual(await oddsOn(), [['限量杯', '0.00%'], ['1金币', '50.00%'], ['谢谢参与', '50.00%']])
    const u = await newUser()
    const answers = []
    for (let i = 0; i < 40; i++) answers.push(await drawAs(u, a.id))
    assert.ok(answers.every((r) => r.body.status === 1 && r.body.result.prize.id !== a.prizeIds[0]))
    assert.equal((await drawsOf(u.id, a.id)).filter((d) => d.pickedPrizeId === a.prizeIds[0]).length, 0)
    // both that remain come up (each half the time: all 40 one way is a chance of 2 in 2^40)
    assert.equal(new Set(answers.map((r) => r.body.result.prize.id)).size, 2)
    await reconcile()
  })

  test('gold is taken once per draw and never below zero: 10 parallel draws with gold for 3', async () => {
    const a = await activity({ cost: 10, prizes: [{ name: '谢谢', kind: 'goods', weight: 0, stock: 1 }] })
    const u = await newUser()
    await giveGold(u.id, 35)
    const answers = await Promise.all(Array.from({ length: 10 }, () => drawAs(u, a.id)))
    assert.equal(answers.filter((r) => r.body.status === 1).length, 3)
    const refused = answers.filter((r) => r.body.status !== 1)
    assert.ok(refused.every((r) => r.body.status === 0 && r.body.msg === '金币不足，每次抽奖需要10金币' && r.body.code === 'raffleGoldNotEnough'))
    assert.equal(await goldOf(u), 5)
    assert.equal((await drawsOf(u.id, a.id)).length, 3)
    // refused draws count nothing
    const counters = await db().select().from(raffleDrawCounters).where(and(eq(raffleDrawCounters.userId, u.id), eq(raffleDrawCounters.activityId, a.id)))
    assert.deepEqual(counters.map((c) => c.count), [3, 3])
    // several users in parallel, some with gold for none
    const many = await Promise.all(Array.from({ length: 8 }, () => newUser()))
    for (const [i, m] of many.entries()) if (i % 2 === 0) await giveGold(m.id, 20)
    const r = await Promise.all(many.flatMap((m) => [drawAs(m, a.id), drawAs(m, a.id), drawAs(m, a.id)]))
    assert.equal(r.filter((x) => x.body.status === 1).length, 8)
    for (const m of many) assert.equal(await goldOf(m), 0)
  })

  test('the daily allowance under 30 parallel draws; the next Shanghai day allows again; the total allowance', async () => {
    at('2026-03-10 23:59:00')
    const a = await activity({ daily: 5, total: 7, prizes: [{ name: '1金币', kind: 'gold', value: 1, weight: 1 }] })
    const u = await newUser()
    const answers = await Promise.all(Array.from({ length: 30 }, () => drawAs(u, a.id)))
    assert.equal(answers.filter((r) => r.body.status === 1).length, 5)
    assert.ok(answers.filter((r) => r.body.status !== 1).every((r) => r.body.msg === '今日抽奖次数已用完（每天5次）'))
    assert.deepEqual((await ok<RaffleActivity>(u, '/api/raffle/detail', { activity_id: a.id })).mine, { gold: 5, draws_today: 5, draws_total: 5 })
    at('2026-03-11 00:00:30')
    const next = await Promise.all(Array.from({ length: 5 }, () => drawAs(u, a.id)))
    assert.equal(next.filter((r) => r.body.status === 1).length, 2)
    assert.ok(next.filter((r) => r.body.status !== 1).every((r) => r.body.msg === '本活动抽奖次数已用完（每人7次）'))
    assert.equal((await drawsOf(u.id, a.id)).length, 7)
    at('2026-03-10 10:30:00')
  })

  test('one request id is one draw: again, and twice in parallel, the same answer and one gold movement', async () => {
    const a = await activity({ cost: 10, prizes: [{ name: '3金币', kind: 'gold', value: 3, weight: 1 }] })
    const u = await newUser()
    await giveGold(u.id, 100)
    const id = rid()
    const first = await drawAs(u, a.id, id)
    const again = await drawAs(u, a.id, id)
    assert.equal(again.body.status, 1)
    assert.equal(again.body.result.draw_id, first.body.result.draw_id)
    assert.deepEqual(again.body.result.win, first.body.result.win)
    const twin = rid()
    const parallel = await Promise.all(Array.from({ length: 6 }, () => drawAs(u, a.id, twin)))
    assert.ok(parallel.every((r) => r.body.status === 1), parallel.map((r) => r.body.msg).join())
    assert.equal(new Set(parallel.map((r) => r.body.result.draw_id)).size, 1)
    assert.equal((await drawsOf(u.id, a.id)).length, 2)
    const moves = await db().select().from(goldLedger).where(and(eq(goldLedger.userId, u.id), eq(goldLedger.refType, 'raffle_draw')))
    assert.equal(moves.filter((m) => m.kind === 'raffle').length, 2)
    assert.equal(moves.filter((m) => m.kind === 'raffle_prize').length, 2)
    assert.equal(await goldOf(u), 100 - 20 + 6)
    // the same id for another activity is refused
    const b = await activity({ prizes: [] })
    assert.equal((await drawAs(u, b.id, id)).body.msg, '请求编号已用于其他活动，请重新抽奖')
    // a refused draw is no draw: its id may be used again once allowed
    const poor = await newUser()
    const pid = rid()
    assert.equal((await drawAs(poor, a.id, pid)).body.code, 'raffleGoldNotEnough')
    await giveGold(poor.id, 10)
    assert.equal((await drawAs(poor, a.id, pid)).body.status, 1)
  })

  test('the odds hold over 20,000 draws (chi-square, false failure rarer than one run in a million)', async () => {
    const weights = [50, 25, 15, 8, 2] // the consolation prize first
    const a = await activity({ none: weights[0], prizes: weights.slice(1).map((w, i) => ({ name: `奖品${i}`, kind: 'goods', weight: w })) })
    const ids = [a.noneId, ...a.prizeIds]
    const sum = weights.reduce((s, w) => s + w, 0)
    const chi2Of = (counts: Map<number, number>, n: number, odds = weights) => ids.reduce((s, id, i) => {
      const expected = (n * odds[i]) / sum
      return s + ((counts.get(id) ?? 0) - expected) ** 2 / expected
    }, 0)
    // 5 outcomes: 4 degrees of freedom, whose survival function is exact in closed form,
    // P(X > x) = e^(-x/2) (1 + x/2); the critical value where it is 1e-6 is found by bisection
    // (about 33.38), so a fair draw fails a test below less than once in a million runs.
    const survival = (x: number) => Math.exp(-x / 2) * (1 + x / 2)
    let lo = 0
    let critical = 100
    for (let i = 0; i < 100; i++) {
      const mid = (lo + critical) / 2
      if (survival(mid) > 1e-6) lo = mid
      else critical = mid
    }
    assert.ok(Math.abs(critical - 33.38) < 0.01, `critical value ${critical}`)

    // 20,000 picks: the draw's own pick (node:crypto randomInt) over the prizes as the draw loads them
    // (a draw's transaction costs ~20 ms on PGlite, too slow for 20,000 here)
    const prizes = await prizesOf(db(), a.id)
    const N = 20_000
    const picked = new Map<number, number>()
    for (let i = 0; i < N; i++) {
      const p = pickByWeight(prizes)!
      picked.set(p.id, (picked.get(p.id) ?? 0) + 1)
    }
    assert.ok(chi2Of(picked, N) < critical, `chi-square ${chi2Of(picked, N).toFixed(2)} over ${critical.toFixed(2)}: ${JSON.stringify([...picked])}`)
    // the test has the power to see a bias: the same counts against odds 5 points off fail it (the
    // statistic is then noncentral with λ = N Σ (p - q)² / q ≈ 278, mean ≈ 282, sd ≈ 33: below the
    // critical value about 7 sd away, so this check does not fail by chance either)
    const off = [45, 30, 15, 8, 2]
    assert.ok(chi2Of(picked, N, off) > critical, `a 5-point bias gives ${chi2Of(picked, N, off).toFixed(2)}`)

    // and whole draws through the service, in their transactions, against the same threshold
    const u = await newUser()
    const M = 500
    const drawn = new Map<number, number>()
    const now = clock.now()
    for (let i = 0; i < M; i++) {
      const r = await draw(db(), { userId: u.id, activityId: a.id, requestId: `odds-${i}`, now })
      assert.ok('value' in r)
      drawn.set(r.value.prize.id, (drawn.get(r.value.prize.id) ?? 0) + 1)
    }
    assert.ok(chi2Of(drawn, M) < critical, `chi-square of the draws ${chi2Of(drawn, M).toFixed(2)}: ${JSON.stringify([...drawn])}`)
    assert.equal((await drawsOf(u.id, a.id)).length, M)
  })
})

describe(`raffle goods: claim and ship${ON_POSTGRES}`, () => {
  test('a goods win is claimed once with an address, shipped once by an operator; bad input is refused with a message', async () => {
    const a = await activity({ prizes: [{ name: '保温杯', kind: 'goods', weight: 1, stock: 5 }] })
    const gold = await activity({ prizes: [{ name: '1金币', kind: 'gold', value: 1, weight: 1 }] })
    const u = await newUser()
    const other = await newUser()
    const win = (await drawAs(u, a.id)).body.result.win!
    const goldWin = (await drawAs(u, gold.id)).body.result.win!
    const address = { name: '张三', tel: '13800001111', address: '上海市浦东新区世纪大道1号' }
    // ship before the claim: refused
    const early = await ops<{ result: { outcome: string; state?: string } }>({ command: 'raffle-ship', win_id: win.id, carrier: '顺丰', tracking_no: 'SF123456' })
    assert.deepEqual(early.result, { outcome: 'not_claimed', id: win.id, state: 'to_claim' })
    assert.equal((await post(other, '/api/raffle/claim', { win_id: win.id, ...address })).body.msg, '中奖记录不存在')
    assert.equal((await post(u, '/api/raffle/claim', { win_id: goldWin.id, ...address })).body.msg, '该奖品已直接发放，无需填写地址')
    const bad = await post(u, '/api/raffle/claim', { win_id: win.id, ...address, tel: '123' })
    assert.equal(bad.body.status, 0)
    assert.equal(bad.body.msg, '请输入正确的手机号')
    const claims = await Promise.all([post<RaffleWin>(u, '/api/raffle/claim', { win_id: win.id, ...address }), post<RaffleWin>(u, '/api/raffle/claim', { win_id: win.id, ...address, name: '李四' })])
    assert.equal(claims.filter((r) => r.body.status === 1).length, 1)
    assert.equal(claims.find((r) => r.body.status !== 1)!.body.msg, '该奖品已填写过收货地址')
    const claimed = claims.find((r) => r.body.status === 1)!.body
    assert.equal(claimed.msg, '领取成功，我们会尽快发货')
    assert.equal(claimed.result.state, 'claimed')
    const list = await ops<{ wins: { id: number; state: string }[] }>({ command: 'raffle-wins', state: 'to_ship', limit: 500 })
    const claimedFirst = list.wins.findIndex((w) => w.id === win.id)
    assert.ok(claimedFirst >= 0)
    assert.ok(list.wins.slice(0, claimedFirst).every((w) => w.state === 'claimed'))
    const ships = await Promise.all([1, 2].map(() => ops<{ result: { outcome: string } }>({ command: 'raffle-ship', win_id: win.id, carrier: '顺丰', tracking_no: 'SF1234567890' })))
    assert.deepEqual(ships.map((s) => s.result.outcome).sort(), ['not_claimed', 'shipped'])
    // the winner is told once, in 我的消息, with the carrier and the tracking number
    const told = (await ok<NoticeListsResult>(u, '/api/notice/lists', { type: 2, limit: 50 })).list.filter((n) => n.title === '奖品已发货')
    assert.deepEqual(told.map((n) => [n.content, n.path]), [['你的奖品 保温杯 已发货：顺丰 SF1234567890', '/pages_raffle/my_raffle']])
    const mine = await ok<Paged<RaffleWin>>(u, '/api/raffle/wins', {})
    assert.equal(mine.total, 2)
    assert.equal(mine.list[1].id, win.id)
    assert.equal(mine.list[1].state, 'shipped')
    // whichever of the two parallel claims came first gave the address
    assert.deepEqual({ ...mine.list[1].shipping, shipped_at: null }, { ...address, name: claimed.result.shipping!.name, carrier: '顺丰', tracking_no: 'SF1234567890', shipped_at: null })
    assert.ok(mine.list[1].shipping!.shipped_at)
    assert.equal(mine.list[0].shipping, null)
    // bad draw input
    for (const body of [{ activity_id: a.id, request_id: 'short' }, { activity_id: 0, request_id: rid() }, { activity_id: a.id }]) {
      const r = await post(u, '/api/raffle/draw', body)
      assert.equal(r.body.status, 0)
      assert.ok(r.body.msg.length > 0)
    }
    assert.equal((await call(env.app, '/api/raffle/draw', { activity_id: a.id, request_id: rid() })).body.status, -1)
  })
})

describe(`raffle operators${ON_POSTGRES}`, () => {
  test('saves and their refusals: one consolation prize, kinds fixed, a new stock keeps what was given; close stops draws', async () => {
    const now = clock.now().getTime()
    const refusedFor = async (body: OpsRequest) => (await ops<Saved>(body)).result.reason
    assert.equal(await refusedFor({ command: 'raffle-activity-save', title: '错', style: 'egg', cost_gold: 1, daily_limit: 1, total_limit: 1,
      start_time: formatTime(new Date(now)), end_time: formatTime(new Date(now - DAY)) }), 'opsRaffleBadWindow')
    assert.equal(await refusedFor({ command: 'raffle-activity-save', title: '错', style: 'egg', cost_gold: 1, daily_limit: 5, total_limit: 1,
      start_time: formatTime(new Date(now)), end_time: formatTime(new Date(now + DAY)) }), 'opsRaffleBadLimits')
    assert.equal(await refusedFor({ command: 'raffle-activity-save', title: '缺字段', style: 'egg' }), 'opsRaffleNeedArg')
    const a = await activity({ prizes: [{ name: '礼盒', kind: 'goods', weight: 1, stock: 3 }] })
    assert.equal(await refusedFor({ command: 'raffle-prize-save', activity_id: a.id, name: '再谢谢', kind: 'none', weight: 1 }), 'opsRaffleOneConsolation')
    assert.equal(await refusedFor({ command: 'raffle-prize-save', id: a.noneId, kind: 'gold' }), 'opsRaffleKindFixed')
    assert.equal(await refusedFor({ command: 'raffle-prize-save', id: a.noneId, stock: 5 }), 'opsRaffleConsolationFixed')
    assert.equal(await refusedFor({ command: 'raffle-prize-save', id: a.noneId, enabled: false }), 'opsRaffleConsolationFixed')
    assert.equal(await refusedFor({ command: 'raffle-prize-save', activity_id: a.id, name: '零金币', kind: 'gold', value: 0, weight: 1 }), 'opsRaffleBadValue')
    assert.equal(await refusedFor({ command: 'raffle-prize-save', activity_id: a.id, name: '红包', kind: 'coupon', value: 100, weight: 1 }), 'opsRaffleBadCoupon')
    const u = await newUser()
    assert.equal((await drawAs(u, a.id)).body.result.prize.id, a.prizeIds[0])
    const restocked = await ops<Saved>({ command: 'raffle-prize-save', id: a.prizeIds[0], stock: 10 })
    assert.equal(restocked.result.prize!.stock_left, 9)
    const shrunk = await ops<Saved>({ command: 'raffle-prize-save', id: a.prizeIds[0], stock: 0 })
    assert.equal(shrunk.result.prize!.stock_left, 0)
    assert.equal((await drawAs(u, a.id)).body.result.prize.id, a.noneId)
    const closed = await ops<{ result: { outcome: string } }>({ command: 'raffle-close', activity_id: a.id })
    assert.equal(closed.result.outcome, 'closed')
    assert.equal((await ops<{ result: { outcome: string } }>({ command: 'raffle-close', activity_id: a.id })).result.outcome, 'already_closed')
    assert.equal((await drawAs(u, a.id)).body.msg, '活动已结束')
    later(1000)
    const card = (await ok<Paged<RaffleActivityCard>>(u, '/api/raffle/activities', { limit: 50 })).list.find((c) => c.id === a.id)
    assert.equal(card!.state, 'ended')
    // the CLI's words
    const { parseArgs } = await import('../src/ops/cli')
    assert.deepEqual(parseArgs(['raffle-ship', '3', '--carrier', '顺丰', '--tracking', 'SF1234'], 'zh-Hans'), { request: { command: 'raffle-ship', win_id: 3, carrier: '顺丰', tracking_no: 'SF1234' } })
    assert.deepEqual(parseArgs(['raffle-prize-save', '7', '--stock', 'unlimited', '--weight', '5'], 'zh-Hans'), { request: { command: 'raffle-prize-save', id: 7, stock: null, weight: 5 } })
    assert.throws(() => parseArgs(['raffle-prize-save', '--kind', 'car'], 'zh-Hans'), /--kind/)
    await reconcile()
  })
})
