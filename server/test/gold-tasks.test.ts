import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { and, eq, sum } from 'drizzle-orm'
import type { SignInAddGoldCoinResult, SignInTasksResult } from '@api-types/signIn'
import { shanghaiDay } from '../src/clock'
import {
  cities, freeMealDeals, freeMealOrders, goldLedger, goldTaskClaims, goldTasks, shopCategories, shops, vouchers,
} from '../src/db/schema'
import { approve } from '../src/modules/order/review'
import { appOnClock, assertGoldConsistent, call, createUser, ON_POSTGRES, type User } from './helpers'

// Gold tasks (server): the task list with and without a user, the declared task (ad), no reward for
// sharing (a share task is never listed nor paid), and the two proof tasks: the first approved free meal of the (Shanghai) day and the first voucher bought,
// once ever. A proof task is refused before its proof, pays once after it, and 20 parallel claims
// pay once. The gold balance always equals the gold ledger.

const { env, clock, db, at, topUp } = appOnClock('2026-03-10 10:30:00')
const tasks = async (user?: User) => {
  const r = await call<SignInTasksResult>(env.app, '/api/signIn/tasks', {}, user ? { token: user.token } : {})
  assert.equal(r.body.status, 1, r.body.msg)
  return r.body.result
}
/** [type, claimed, status] of each task. */
const progress = async (user: User) => (await tasks(user)).tasks.map((t) => [t.type, t.claimed, t.status])
const statusOf = async (user: User, type: number) => (await tasks(user)).tasks.find((t) => t.type === type)?.status
const claim = (user: User, type: number) => call<SignInAddGoldCoinResult>(env.app, '/api/signIn/addGoldCoin', { type }, { token: user.token })
const ledgerSum = async (userId: number) =>
  Number((await db().select({ s: sum(goldLedger.amount) }).from(goldLedger).where(eq(goldLedger.userId, userId)))[0].s ?? 0)

const FREE_MEAL = 3
const VOUCHER = 4
const NO_FREE_MEAL = '今天还没有审核通过的霸王餐订单，审核通过后再来领取'
const NO_VOUCHER = '还没有购买过代金券，购买并支付成功后再来领取'

let orderSeq = 0
/** A free-meal order of the user with its proof uploaded (in review), on a seeded deal. */
async function uploadedFreeMeal(userId: number): Promise<number> {
  // a shop of its own each time: one order per user, shop and day
  const deals = await db().select().from(freeMealDeals)
  orderSeq++
  const deal = deals[orderSeq % deals.length]
  const [row] = await db().insert(freeMealOrders).values({
    orderNo: `FM${process.pid}${String(orderSeq).padStart(6, '0')}`, userId, shopId: deal.shopId, dealId: deal.id,
    day: shanghaiDay(clock.now()), window: 'am', status: 'uploaded', orderPriceFen: deal.orderPriceFen, rebateFen: deal.rebateFen,
    minOrderFen: deal.minOrderFen, expiresAt: clock.now(), proofAt: clock.now(),
  }).returning({ id: freeMealOrders.id })
  return row.id
}

/** An approved free meal, approved now (the operators' review). */
async function approvedFreeMeal(userId: number): Promise<number> {
  const id = await uploadedFreeMeal(userId)
  assert.equal((await approve(db(), id, clock.now(), env.app.reactions)).outcome, 'approved')
  return id
}

let voucherId = 0
/** A voucher order of the user: paid with the wallet (topped up first), or pending (WeChat Pay). */
async function buyVoucher(user: User, paid = true): Promise<number> {
  if (!voucherId) {
    const [city] = await db().select().from(cities).limit(1)
    const [category] = await db().select().from(shopCategories).limit(1)
    const [shop] = await db().insert(shops).values({
      name: '任务测试店', logo: '/shops/logo.png', categoryId: category.id, cityId: city.id, address: '测试路1号', phone: '0851-1234567',
      latitude: 26.6, longitude: 106.7,
    }).returning({ id: shops.id })
    ;[{ id: voucherId }] = await db().insert(vouchers).values({
      shopId: shop.id, title: '50元代金券', priceFen: 3990, faceValueFen: 5000, stock: 1000, perUserLimit: 50,
    }).returning({ id: vouchers.id })
  }
  if (paid) {
    await topUp(user.id, 3990)
  }
  const r = await call<{ order: { id: number; status: string } }>(
    env.app, '/api/business_order/create', { voucher_id: voucherId, quantity: 1, pay_type: paid ? 3 : 1 }, { token: user.token },
  )
  assert.equal(r.body.status, 1, r.body.msg)
  assert.equal(r.body.result.order.status, paid ? 'paid' : 'pending')
  return r.body.result.order.id
}

describe(`the gold task list${ON_POSTGRES}`, () => {
  test('logged out: every enabled task in order, without progress or gold', async () => {
    at('2026-03-10 10:30:00')
    const list = await tasks()
    assert.equal(list.gold, null)
    assert.deepEqual(list.tasks, [
      { type: 1, kind: 'ad', title: '看广告', description: '观看一段广告视频，看完即得金币', gold: 10, period: 'day', cap: 5, claimed: null, status: 'todo' },
      {
        type: 3, kind: 'free_meal', title: '每日首单霸王餐', description: '当天第一单霸王餐审核通过后可领取', gold: 50, period: 'day', cap: 1,
        claimed: null, status: 'todo',
      },
      {
        type: 4, kind: 'voucher', title: '首次购买代金券', description: '第一次购买到店代金券并支付成功后可领取，仅限一次', gold: 100,
        period: 'once', cap: 1, claimed: null, status: 'todo',
      },
    ])
  })

  test("logged in: today's claims, the status of each task and the gold; a new day starts again; a disabled task is not listed", async () => {
    at('2026-03-10 10:30:00')
    const user = await createUser(env)
    assert.deepEqual(await progress(user), [[1, 0, 'todo'], [3, 0, 'todo'], [4, 0, 'todo']])
    for (let i = 0; i < 5; i++) assert.equal((await claim(user, 1)).body.status, 1)
    const list = await tasks(user)
    assert.equal(list.gold, 5 * 10)
    assert.deepEqual(list.tasks.map((t) => [t.type, t.claimed, t.status]), [[1, 5, 'done'], [3, 0, 'todo'], [4, 0, 'todo']])

    at('2026-03-11 00:00:01')
    assert.deepEqual(await progress(user), [[1, 0, 'todo'], [3, 0, 'todo'], [4, 0, 'todo']])

    await db().update(goldTasks).set({ enabled: false }).where(eq(goldTasks.type, VOUCHER))
    try {
      assert.deepEqual((await tasks(user)).tasks.map((t) => t.type), [1, 3])
    } finally {
      await db().update(goldTasks).set({ enabled: true }).where(eq(goldTasks.type, VOUCHER))
    }
    assert.equal((await tasks(user)).gold, await ledgerSum(user.id))
    await assertGoldConsistent(env, user.id)
  })
})

describe(`no gold for sharing${ON_POSTGRES}`, () => {
  const SHARE = 2
  const SHARE_TASK = { type: SHARE, kind: 'share', title: '分享给好友', description: '把饭贝分享给好友或群聊', gold: 20, dailyCap: 3, sort: 2 }

  test('a share task cannot be switched on; switched off it is not listed, and claiming it is refused with its reason', async () => {
    at('2026-03-10 10:30:00')
    const user = await createUser(env)
    await assert.rejects(db().insert(goldTasks).values(SHARE_TASK))
    await db().insert(goldTasks).values({ ...SHARE_TASK, enabled: false })
    try {
      await assert.rejects(db().update(goldTasks).set({ enabled: true }).where(eq(goldTasks.type, SHARE)))
      assert.deepEqual((await tasks(user)).tasks.map((t) => t.type), [1, 3, 4])
      const r = await claim(user, SHARE)
      assert.deepEqual([r.body.status, r.body.msg, r.body.result], [0, '分享不再奖励金币', null])
      const en = await call(env.app, '/api/signIn/addGoldCoin', { type: SHARE }, { token: user.token, lang: 'en' })
      assert.equal(en.body.msg, 'Sharing no longer earns gold')
      assert.equal((await db().select().from(goldTaskClaims).where(eq(goldTaskClaims.userId, user.id))).length, 0)
      assert.equal(await ledgerSum(user.id), 0, 'nothing written')
    } finally {
      await db().delete(goldTasks).where(eq(goldTasks.type, SHARE))
    }
  })
})

describe(`the first approved free meal of the day${ON_POSTGRES}`, () => {
  test('refused before an approval today; paid once after it; the next day needs a new approval', async () => {
    at('2026-03-09 20:00:00')
    const user = await createUser(env)
    await approvedFreeMeal(user.id) // yesterday's approval proves nothing today
    at('2026-03-10 09:00:00')
    const inReview = await uploadedFreeMeal(user.id)
    assert.equal(await statusOf(user, FREE_MEAL), 'todo')
    const early = await claim(user, FREE_MEAL)
    assert.deepEqual([early.body.status, early.body.msg, early.body.result], [0, NO_FREE_MEAL, null])
    assert.equal(await ledgerSum(user.id), 0, 'nothing written')

    at('2026-03-10 12:00:00')
    assert.equal((await approve(db(), inReview, clock.now(), env.app.reactions)).outcome, 'approved')
    assert.equal(await statusOf(user, FREE_MEAL), 'claimable')
    const paid = await claim(user, FREE_MEAL)
    assert.deepEqual([paid.body.status, paid.body.msg], [1, '奖励已到账'])
    assert.deepEqual(paid.body.result, { gold: 50, gold_balance: 50, remaining_today: 0 })
    const [row] = await db().select().from(goldTaskClaims).where(and(eq(goldTaskClaims.userId, user.id), eq(goldTaskClaims.type, FREE_MEAL)))
    assert.equal(row.proofId, inReview, 'the claim names its proof')
    assert.deepEqual((await tasks(user)).tasks.find((t) => t.type === FREE_MEAL), {
      type: 3, kind: 'free_meal', title: '每日首单霸王餐', description: '当天第一单霸王餐审核通过后可领取', gold: 50, period: 'day', cap: 1,
      claimed: 1, status: 'done',
    })

    // a second approval the same day: the task pays the first one only
    await approvedFreeMeal(user.id)
    const again = await claim(user, FREE_MEAL)
    assert.deepEqual([again.body.status, again.body.msg], [0, '今日该任务奖励已领完'])

    at('2026-03-11 09:00:00')
    assert.equal(await statusOf(user, FREE_MEAL), 'todo')
    assert.equal((await claim(user, FREE_MEAL)).body.msg, NO_FREE_MEAL)
    await approvedFreeMeal(user.id)
    assert.equal(await statusOf(user, FREE_MEAL), 'claimable')
    assert.equal((await claim(user, FREE_MEAL)).body.result.gold_balance, 100)
    assert.equal(await ledgerSum(user.id), 100)
    await assertGoldConsistent(env, user.id)
  })

  test("another user's approval proves nothing", async () => {
    at('2026-03-10 12:00:00')
    const [user, other] = [await createUser(env), await createUser(env)]
    await approvedFreeMeal(other.id)
    assert.equal((await claim(user, FREE_MEAL)).body.msg, NO_FREE_MEAL)
    assert.equal(await statusOf(user, FREE_MEAL), 'todo')
  })
})

describe(`the first voucher bought, once ever${ON_POSTGRES}`, () => {
  test('refused before a paid voucher order (a pending one does not count); paid once, ever', async () => {
    at('2026-03-10 10:00:00')
    const user = await createUser(env)
    const early = await claim(user, VOUCHER)
    assert.deepEqual([early.body.status, early.body.msg], [0, NO_VOUCHER])
    await buyVoucher(user, false)
    assert.equal((await claim(user, VOUCHER)).body.msg, NO_VOUCHER)
    assert.equal(await statusOf(user, VOUCHER), 'todo')

    const order = await buyVoucher(user)
    assert.equal(await statusOf(user, VOUCHER), 'claimable')
    const paid = await claim(user, VOUCHER)
    assert.deepEqual([paid.body.status, paid.body.msg], [1, '奖励已到账'])
    assert.deepEqual(paid.body.result, { gold: 100, gold_balance: 100, remaining_today: 0 })
    const [row] = await db().select().from(goldTaskClaims).where(and(eq(goldTaskClaims.userId, user.id), eq(goldTaskClaims.type, VOUCHER)))
    assert.deepEqual([row.proofId, row.period], [order, 'once'])
    assert.deepEqual(await progress(user), [[1, 0, 'todo'], [3, 0, 'todo'], [4, 1, 'done']])

    const again = await claim(user, VOUCHER)
    assert.deepEqual([again.body.status, again.body.msg], [0, '该任务奖励已领取'])
    // another day, another voucher: still once
    at('2026-03-12 10:00:00')
    await buyVoucher(user)
    assert.equal(await statusOf(user, VOUCHER), 'done')
    assert.equal((await claim(user, VOUCHER)).body.msg, '该任务奖励已领取')
    assert.equal(await ledgerSum(user.id), 100)
    await assertGoldConsistent(env, user.id)
  })
})

describe(`parallel claims${ON_POSTGRES}`, () => {
  test('20 parallel claims of each proof task pay once; the gold balance equals the ledger', async () => {
    at('2026-03-10 15:00:00')
    const user = await createUser(env)
    await approvedFreeMeal(user.id)
    await buyVoucher(user)
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => claim(user, i % 2 ? VOUCHER : FREE_MEAL)))
    const paid = results.filter((r) => r.body.status === 1)
    assert.deepEqual(paid.map((r) => r.body.result.gold).sort(), [100, 50])
    for (const r of results.filter((x) => x.body.status !== 1)) {
      assert.ok(['今日该任务奖励已领完', '该任务奖励已领取'].includes(r.body.msg), r.body.msg)
      assert.equal(r.statusCode, 200)
    }
    const claims = await db().select().from(goldTaskClaims).where(eq(goldTaskClaims.userId, user.id))
    assert.equal(claims.length, 2)
    const list = await tasks(user)
    assert.equal(list.gold, 150)
    assert.equal(list.gold, await ledgerSum(user.id))
    assert.deepEqual(list.tasks.filter((t) => t.type >= 3).map((t) => t.status), ['done', 'done'])
    await assertGoldConsistent(env, user.id)
  })

  test('20 parallel claims of a proof task without its proof pay nothing and write nothing', async () => {
    at('2026-03-10 16:00:00')
    const user = await createUser(env)
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(user, VOUCHER)))
    assert.ok(results.every((r) => r.body.status === 0 && r.body.msg === NO_VOUCHER))
    assert.equal((await db().select().from(goldTaskClaims).where(eq(goldTaskClaims.userId, user.id))).length, 0)
    assert.equal(await ledgerSum(user.id), 0)
  })

  test('the list needs no login, addGoldCoin does', async () => {
    const r = await call(env.app, '/api/signIn/addGoldCoin', { type: FREE_MEAL })
    assert.deepEqual([r.statusCode, r.body.status], [401, -1])
  })
})
