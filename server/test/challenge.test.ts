import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { ChallengeDetail, ChallengeEntry, ChallengeList } from '@api-types/challenge'
import type { WalletIncomeResult } from '@api-types/wallet'
import { challengeEntries, challengeEntryOrders, freeMealDeals, freeMealOrders, goldLedger, walletLedger } from '../src/db/schema'
import { SERVER_MODULES } from '../src/modules'
import { failExpired } from '../src/modules/challenge/service'
import { goldBook } from '../src/modules/gold/ledger'
import { parseArgs, render } from '../src/ops/cli'
import { executeOps, type OpsAnswer, type OpsRequest } from '../src/ops/commands'
import { appOnClock, call, checkedUsers, ON_POSTGRES, type User } from './helpers'

// Challenges (docs/rules.md "Challenges"): joining once (the same request in parallel, the entry
// gold never below zero), progress from approvals inside the entry's window only (a revoked one
// lowers it), the reward once under parallel approvals, the scheduler failing an expired entry
// once with nothing granted, the operators' calls, bad input refused, and the books equal to the ledgers.

const { env, clock, db, at, later, giveGold, balance, post } = appOnClock('2026-03-10 10:30:00')
const DAY = 86_400_000
const newUser = checkedUsers(env)
const ops = <T = Record<string, unknown>>(request: OpsRequest) =>
  executeOps({ db: db(), now: clock.now(), modules: SERVER_MODULES }, request) as Promise<T>
const ok = async <T>(u: User | null, url: string, body: Record<string, unknown> = {}): Promise<T> => {
  const r = u ? await post<T>(u, url, body) : await call<T>(env.app, url, body)
  assert.equal(r.body.status, 1, r.body.msg)
  return r.body.result
}
const refused = async (u: User, url: string, body: Record<string, unknown>, lang = 'en') => {
  const r = await post(u, url, body, { 'accept-language': lang })
  assert.equal(r.statusCode, 200, url)
  assert.notEqual(r.body.status, 1, `${url} ${JSON.stringify(body)}`)
  assert.ok(r.body.msg.length > 0)
  return r.body.msg
}
const gold = (userId: number) => goldBook.balance(db(), userId)

let orderSeq = 0
/** An uploaded free-meal order of the user (a seeded deal, a day of its own). */
async function uploaded(u: User, rebateFen = 800): Promise<number> {
  const [deal] = await db().select().from(freeMealDeals).limit(1)
  orderSeq++
  const [row] = await db().insert(freeMealOrders).values({
    orderNo: `FC${String(Date.now()).slice(-8)}${String(orderSeq).padStart(8, '0')}`, userId: u.id, shopId: deal.shopId, dealId: deal.id,
    day: `2025-02-${String((orderSeq % 28) + 1).padStart(2, '0')}`, window: 'am', status: 'uploaded', orderPriceFen: 3000, rebateFen,
    minOrderFen: 0, expiresAt: clock.now(),
  }).returning({ id: freeMealOrders.id })
  return row.id
}
const approve = async (orderId: number) => {
  const r = await ops<{ results: { outcome: string }[] }>({ command: 'approve', orders: [String(orderId)] })
  assert.equal(r.results[0].outcome, 'approved')
}
/** A new live challenge through the operators' call. */
async function newChallenge(terms: { goal: number; days: number; entryGold?: number; reward: ['gold' | 'cash', number] }): Promise<number> {
  const r = await ops<{ outcome: string; challenge: { id: number } }>({
    command: 'challenge-save', title: `测试挑战${++orderSeq}`, goal: terms.goal, duration_days: terms.days, entry_gold: terms.entryGold ?? 0,
    reward_kind: terms.reward[0], reward_amount: terms.reward[1], join_until: '2030-01-01 00:00:00',
  })
  assert.equal(r.outcome, 'created')
  return r.challenge.id
}
const entryOf = async (id: number) => (await db().select().from(challengeEntries).where(eq(challengeEntries.id, id)))[0]
const mine = (u: User, body: Record<string, unknown> = {}) => ok<{ list: ChallengeEntry[]; total: number }>(u, '/api/challenge/mine', body)

describe(`challenges${ON_POSTGRES}`, () => {
  test('the seeded challenges are listed (guests too) with their terms and rules', async () => {
    const list = await ok<ChallengeList>(null, '/api/challenge/list')
    const seeded = list.list.filter((c) => ['7天内完成5单霸王餐', '3天完成2单霸王餐'].includes(c.title))
    assert.deepEqual(seeded.map((c) => [c.goal, c.duration_days, c.entry_gold, c.reward_kind, c.reward_gold, c.reward_cash, c.joined]), [
      [5, 7, 100, 'cash', 0, '5.00', false], [2, 3, 0, 'gold', 200, '0.00', false],
    ])
    assert.ok(list.rules.length >= 4)
    const detail = await ok<ChallengeDetail>(null, '/api/challenge/detail', { challenge_id: seeded[0].id })
    assert.match(detail.rules[0], /7 天内完成 5 单霸王餐.*5\.00 元现金/)
    assert.match(detail.rules[1], /100 金币/)
  })

  test('join once: 10 parallel joins of one request are one entry; again refused while it runs; the gold never below zero', async () => {
    const u = await newUser()
    const id = await newChallenge({ goal: 2, days: 3, entryGold: 100, reward: ['gold', 300] })
    // too little gold: refused, nothing written
    await giveGold(u.id, 60)
    assert.equal(await refused(u, '/api/challenge/join', { challenge_id: id, request_id: 'req-poor-0001' }), 'Not enough gold')
    assert.equal((await mine(u)).total, 0)
    assert.equal(await gold(u.id), 60)
    await giveGold(u.id, 90)
    const answers = await Promise.all(Array.from({ length: 10 }, () => post<ChallengeEntry>(u, '/api/challenge/join', { challenge_id: id, request_id: 'req-join-0001' })))
    assert.ok(answers.every((a) => a.body.status === 1), 'the same request answers the same entry')
    assert.equal(new Set(answers.map((a) => a.body.result.id)).size, 1)
    assert.equal(await gold(u.id), 50, 'the entry gold taken once')
    // other requests: refused while the entry runs, the gold untouched
    const others = await Promise.all(Array.from({ length: 5 }, (_, i) => post(u, '/api/challenge/join', { challenge_id: id, request_id: `req-other-000${i}` }, { 'accept-language': 'zh-Hans' })))
    assert.deepEqual(new Set(others.map((o) => o.body.msg)), new Set(['你正在参与该挑战，结束后才能再次参与']))
    assert.equal(await gold(u.id), 50)
    const entries = await db().select().from(challengeEntries).where(eq(challengeEntries.userId, u.id))
    assert.deepEqual(entries.map((e) => [e.round, e.state, e.progress, e.deadline.getTime() - e.joinedAt.getTime()]), [[1, 'active', 0, 3 * DAY]])
    const debits = await db().select().from(goldLedger).where(and(eq(goldLedger.userId, u.id), eq(goldLedger.kind, 'challenge_entry')))
    assert.deepEqual(debits.map((d) => d.amount), [-100])
    const listed = (await ok<ChallengeList>(u, '/api/challenge/list')).list.find((c) => c.id === id)!
    assert.deepEqual([listed.joined, listed.entry_id, listed.progress], [true, entries[0].id, 0])
    // a second user with 100 gold: 10 parallel joins (different requests) take it once
    const v = await newUser()
    await giveGold(v.id, 100)
    const joins = await Promise.all(Array.from({ length: 10 }, (_, i) => post(v, '/api/challenge/join', { challenge_id: id, request_id: `req-v-join-${i}` })))
    assert.equal(joins.filter((j) => j.body.status === 1).length, 1)
    assert.equal(await gold(v.id), 0)
  })

  test('progress counts approvals inside the window only; a revoked one lowers it; the reward once on reaching the goal', async () => {
    at('2026-04-01 09:00:00')
    const u = await newUser()
    const id = await newChallenge({ goal: 2, days: 3, reward: ['gold', 200] })
    const before = await uploaded(u)
    await approve(before)
    later(60_000)
    const joined = await ok<ChallengeEntry>(u, '/api/challenge/join', { challenge_id: id })
    assert.deepEqual([joined.progress, joined.state, joined.entry_gold, joined.deadline], [0, 'active', 0, '2026-04-04 09:01:00'])
    const [a, b, c] = [await uploaded(u), await uploaded(u), await uploaded(u)]
    later(DAY)
    await approve(a)
    assert.equal((await entryOf(joined.id)).progress, 1, 'the approval before joining did not count')
    await ops({ command: 'revoke-approval', order: String(a), reason: '凭证不符' })
    assert.equal((await entryOf(joined.id)).progress, 0, 'revoked before completion: no longer counted')
    await approve(b)
    await approve(c)
    const done = await entryOf(joined.id)
    assert.deepEqual([done.state, done.progress, done.rewardGranted], ['completed', 2, true])
    assert.equal(await gold(u.id), 200)
    // revoked after completion: the reward stays
    await ops({ command: 'revoke-approval', order: String(c), reason: '凭证不符' })
    assert.deepEqual([(await entryOf(joined.id)).state, (await entryOf(joined.id)).progress, await gold(u.id)], ['completed', 2, 200])
    const [entry] = (await mine(u, { state: 'completed' })).list
    assert.deepEqual([entry.id, entry.reward_granted, entry.reward_gold, entry.ended_at !== null], [joined.id, true, 200, true])
    // a new round after the first ended
    const again = await ok<ChallengeEntry>(u, '/api/challenge/join', { challenge_id: id })
    assert.notEqual(again.id, joined.id)
    assert.equal((await entryOf(again.id)).round, 2)
  })

  test('the reward once under parallel approvals (cash, in Wallet/income as 挑战奖励)', async () => {
    const u = await newUser()
    const id = await newChallenge({ goal: 3, days: 7, reward: ['cash', 500] })
    await ok(u, '/api/challenge/join', { challenge_id: id })
    const orders = await Promise.all(Array.from({ length: 8 }, () => uploaded(u, 300)))
    // every order approved by 3 operators at once
    await Promise.all(orders.flatMap((o) => [o, o, o].map((x) => ops({ command: 'approve', orders: [String(x)] }))))
    const [entry] = (await mine(u)).list
    assert.deepEqual([entry.state, entry.progress, entry.reward_granted, entry.reward_cash], ['completed', 3, true, '5.00'])
    const prizes = await db().select().from(walletLedger).where(and(eq(walletLedger.userId, u.id), eq(walletLedger.kind, 'challenge_prize')))
    assert.deepEqual(prizes.map((p) => [p.amountFen, p.refType, p.refId]), [[500, 'challenge_entry', entry.id]])
    assert.equal(await balance(u.id), 8 * 300 + 500)
    assert.equal((await db().select().from(challengeEntryOrders).where(eq(challengeEntryOrders.entryId, entry.id))).length, 3)
    const income = await ok<WalletIncomeResult>(u, '/api/Wallet/income', { kind: 'challenge' })
    assert.deepEqual(income.list.map((r) => [r.amount, r.title]), [['5.00', '挑战奖励']])
  })

  test('the scheduler fails an expired entry once; approvals after the deadline count nothing and grant nothing', async () => {
    at('2026-05-01 12:00:00')
    await failExpired(db(), clock.now()) // the earlier tests' entries
    const u = await newUser()
    const id = await newChallenge({ goal: 2, days: 1, reward: ['cash', 300] })
    const e = await ok<ChallengeEntry>(u, '/api/challenge/join', { challenge_id: id })
    await approve(await uploaded(u))
    later(DAY - 1000)
    assert.equal(await failExpired(db(), clock.now()), 0, 'not yet')
    later(1000)
    const late = await uploaded(u)
    const swept = await Promise.all([failExpired(db(), clock.now()), failExpired(db(), clock.now()), ops<{ command: string }>({ command: 'expire' })])
    assert.equal(swept[0] + swept[1] + (swept[2] as unknown as { swept: { name: string; count: number }[] }).swept.find((x) => x.name === 'challenge_entries')!.count, 1, 'failed once')
    const failed = await entryOf(e.id)
    assert.deepEqual([failed.state, failed.progress, failed.rewardGranted, failed.endedAt?.getTime()], ['failed', 1, false, failed.deadline.getTime()])
    await approve(late)
    assert.equal((await entryOf(e.id)).progress, 1, 'after the deadline nothing counts')
    assert.equal((await db().select().from(walletLedger).where(and(eq(walletLedger.userId, u.id), eq(walletLedger.kind, 'challenge_prize')))).length, 0)
    assert.deepEqual((await mine(u, { state: 'failed' })).list.map((x) => [x.id, x.state, x.reward_granted]), [[e.id, 'failed', false]])
    // an entry past its deadline the scheduler has not reached fails when the user joins again
    const e2 = await ok<ChallengeEntry>(u, '/api/challenge/join', { challenge_id: id })
    later(DAY + 1000)
    const e3 = await ok<ChallengeEntry>(u, '/api/challenge/join', { challenge_id: id })
    assert.deepEqual([(await entryOf(e2.id)).state, (await entryOf(e3.id)).round], ['failed', 3])
  })

  test('operators: save (create, update), close (no new entries, running ones go on), entries; bad input refused', async () => {
    const u = await newUser()
    const id = await newChallenge({ goal: 1, days: 2, reward: ['gold', 50] })
    const updated = await ops<{ outcome: string; challenge: { goal: number; title: string } }>({
      command: 'challenge-save', id, title: '改过的挑战', goal: 1, duration_days: 2, entry_gold: 0, reward_kind: 'gold', reward_amount: 60, join_until: '2030-01-01 00:00:00',
    })
    assert.deepEqual([updated.outcome, updated.challenge.title], ['updated', '改过的挑战'])
    const e = await ok<ChallengeEntry>(u, '/api/challenge/join', { challenge_id: id })
    const closed = await ops<{ result: { outcome: string } }>({ command: 'challenge-close', id })
    assert.equal(closed.result.outcome, 'closed')
    assert.equal((await ops<{ result: { outcome: string } }>({ command: 'challenge-close', id })).result.outcome, 'already_closed')
    assert.equal((await ops<{ result: { outcome: string } }>({ command: 'challenge-close', id: 999999 })).result.outcome, 'not_found')
    assert.ok(!(await ok<ChallengeList>(u, '/api/challenge/list')).list.some((c) => c.id === id), 'a closed challenge is not listed')
    const v = await newUser()
    assert.equal(await refused(v, '/api/challenge/join', { challenge_id: id }, 'zh-Hans'), '该挑战已停止报名')
    await approve(await uploaded(u))
    assert.deepEqual([(await entryOf(e.id)).state, await gold(u.id)], ['completed', 60], 'the running entry went on')
    const listed = await ops<{ entries: { id: number; state: string; user: string }[] }>({ command: 'challenge-entries', challenge_id: id, state: 'all', limit: 20 })
    assert.deepEqual(listed.entries.map((r) => [r.id, r.state]), [[e.id, 'completed']])
    assert.match(listed.entries[0].user, /^138\*\*\*\*\d{4}$/)
    assert.match(render(listed as unknown as OpsAnswer, 'zh-Hans').stdout[0], /1\/1/)
    // the CLI reads its arguments into the call's body, mistakes refused with a message
    assert.deepEqual(parseArgs(['challenge-save', '--title', 'T', '--goal', '5', '--days', '7', '--entry-gold', '100', '--reward-cash', '5.5', '--until', '2030-12-31 23:59:59'], 'en'), {
      request: { command: 'challenge-save', title: 'T', goal: 5, duration_days: 7, entry_gold: 100, reward_kind: 'cash', reward_amount: 550, join_until: '2030-12-31 23:59:59' },
    })
    assert.throws(() => parseArgs(['challenge-save', '--title', 'T', '--goal', '0', '--days', '7', '--reward-gold', '5', '--until', '2030-12-31 23:59:59'], 'en'), /--goal/)
    assert.throws(() => parseArgs(['challenge-save', '--title', 'T', '--goal', '1', '--days', '7', '--reward-gold', '5', '--reward-cash', '1', '--until', '2030-12-31 23:59:59'], 'en'), /reward/)
    assert.throws(() => parseArgs(['challenge-close', 'x'], 'en'), /x/)

    // bad input: refusals with a message, never a 500
    for (const [url, body] of [
      ['/api/challenge/join', { challenge_id: 'x' }], ['/api/challenge/join', { challenge_id: 0 }], ['/api/challenge/join', { challenge_id: id, request_id: 'short' }],
      ['/api/challenge/join', { challenge_id: 99999999 }], ['/api/challenge/mine', { state: 'won' }], ['/api/challenge/mine', { page: 0 }],
      ['/api/challenge/detail', { challenge_id: 99999999 }], ['/api/challenge/detail', {}],
    ] as const) await refused(u, url, body)
    assert.equal(await refused(u, '/api/challenge/join', { challenge_id: 99999999 }, 'fr'), 'Défi introuvable')
    assert.equal((await call(env.app, '/api/challenge/join', { challenge_id: id })).body.status, -1, 'logged out')
    assert.equal((await call(env.app, '/api/challenge/mine', {})).body.status, -1)
  })
})
