import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FreeMealOrder } from '@api-types/order'
import type { ShopDetail } from '@api-types/shop'
import type { UserInfo } from '@api-types/user'
import { ManualClock } from '../src/clock'
import { cities, freeMealDeals, shopCategories, shops, userMemberships, users } from '../src/db/schema'
import { parseShanghaiTime } from '../src/lib'
import { approve } from '../src/modules/order/review'
import { hashPassword } from '../src/password'
import { call, createUser, setup, TEST_DATABASE_URL, type TestEnv } from './helpers'

// One membership read (member/membership.ts) behind user/info and the free-meal rebate, and the
// cash password flag of user/info read from users.cash_password_hash. The clock is a ManualClock.

const on = TEST_DATABASE_URL ? ' (PostgreSQL)' : ''
const clock = new ManualClock(parseShanghaiTime('2026-03-10 10:30:00'))
let env: TestEnv
let categoryId: number
let cityId: number
before(async () => {
  env = await setup({}, { seed: false, clock })
  ;[{ id: cityId }] = await db().insert(cities).values({ code: 'vip-city', name: '会员市', latitude: 26.6, longitude: 106.7 }).returning({ id: cities.id })
  ;[{ id: categoryId }] = await db().insert(shopCategories).values({ name: '快餐' }).returning({ id: shopCategories.id })
})
after(async () => { await env.close() })

const db = () => env.database.db
const at = (shanghai: string) => clock.set(parseShanghaiTime(shanghai))
type User = { id: number; token: string }
const info = async (user: User) => {
  const r = await call<UserInfo>(env.app, '/api/user/info', {}, { token: user.token })
  assert.equal(r.body.status, 1, r.body.msg)
  return r.body.result
}
const memberUntil = (user: User, shanghai: string) =>
  db().insert(userMemberships).values({ userId: user.id, expireAt: parseShanghaiTime(shanghai) })
    .onConflictDoUpdate({ target: userMemberships.userId, set: { expireAt: parseShanghaiTime(shanghai) } })

describe(`user/info: membership${on}`, () => {
  test('a member is a VIP with the expiry; a non-member is not; a lapsed one keeps the date only', async () => {
    at('2026-03-10 10:30:00')
    const [member, never, lapsed] = [await createUser(env), await createUser(env), await createUser(env)]
    await memberUntil(member, '2026-06-01 00:00:00')
    await memberUntil(lapsed, '2026-03-01 00:00:00')
    const [m, n, l] = [await info(member), await info(never), await info(lapsed)]
    assert.deepEqual([m.is_vip, m.vip_expire_at], [true, '2026-06-01 00:00:00'])
    assert.deepEqual([n.is_vip, n.vip_expire_at], [false, null])
    assert.deepEqual([l.is_vip, l.vip_expire_at], [false, '2026-03-01 00:00:00'])
  })

  test('membership ends at expire_at by the server clock', async () => {
    at('2026-03-10 10:30:00')
    const user = await createUser(env)
    await memberUntil(user, '2026-03-10 11:00:00')
    assert.equal((await info(user)).is_vip, true)
    at('2026-03-10 10:59:59')
    assert.equal((await info(user)).is_vip, true)
    at('2026-03-10 11:00:00')
    assert.equal((await info(user)).is_vip, false)
  })
})

describe(`user/info: has_cash_password${on}`, () => {
  test('true once users.cash_password_hash is set, false before', async () => {
    at('2026-03-10 10:30:00')
    const user = await createUser(env)
    assert.equal((await info(user)).has_cash_password, false)
    await db().update(users).set({ cashPasswordHash: await hashPassword('246810') }).where(eq(users.id, user.id))
    const after = await info(user)
    assert.equal(after.has_cash_password, true)
    assert.equal(after.has_password, false, 'the login password is another column')
  })
})

let shopSeq = 0
/** An open shop with an enabled deal: rebate 20.00, member rebate 22.00, windows 10:00-14:00 and 16:00-21:00. */
async function dealShop(): Promise<number> {
  shopSeq++
  const [s] = await db().insert(shops).values({
    name: `会员店${shopSeq}`, logo: '/shops/logo.png', categoryId, cityId, address: `会员路${shopSeq}号`,
    latitude: 26.6, longitude: 106.7, platform: 'mt', platformUrl: `https://example.com/vip/${shopSeq}`,
  }).returning({ id: shops.id })
  await db().insert(freeMealDeals).values({
    shopId: s.id, orderPriceFen: 2500, rebateFen: 2000, memberRebateFen: 2200, minOrderFen: 2000, amQuota: 5, pmQuota: 5,
  })
  return s.id
}

/** Grabs the shop's free meal, uploads proof, and has it approved: the order as the user sees it then. */
async function freeMeal(user: User, shopId: number, between?: () => Promise<void>): Promise<{ grabbed: FreeMealOrder; approved: FreeMealOrder }> {
  const grab = await call<FreeMealOrder>(env.app, '/api/order/grab', { shop_id: shopId }, { token: user.token })
  assert.equal(grab.body.status, 1, grab.body.msg)
  const proof = await call<FreeMealOrder>(env.app, '/api/order/submitProof', {
    id: grab.body.result.id, platform_order_no: 'MT-VIP-0001', images: ['/uploads/0123456789abcdef0123456789abcdef.png'],
  }, { token: user.token })
  assert.equal(proof.body.status, 1, proof.body.msg)
  await between?.()
  assert.equal((await approve(db(), grab.body.result.id, clock.now(), env.app.reactions)).outcome, 'approved')
  const detail = await call<FreeMealOrder>(env.app, '/api/order/detail', { id: grab.body.result.id }, { token: user.token })
  return { grabbed: grab.body.result, approved: detail.body.result }
}

describe(`free-meal rebate by membership${on}`, () => {
  test('a member gets the member rebate shop/detail shows; the wallet and savings show it', async () => {
    at('2026-03-10 11:00:00')
    const shopId = await dealShop()
    const member = await createUser(env)
    await memberUntil(member, '2026-12-31 00:00:00')
    const shown = await call<ShopDetail>(env.app, '/api/shop/detail', { id: shopId }, { token: member.token })
    assert.deepEqual([shown.body.result.free_meal!.rebate, shown.body.result.free_meal!.member_rebate], ['20.00', '22.00'])

    const { grabbed, approved } = await freeMeal(member, shopId)
    assert.equal(grabbed.rebate, '22.00')
    assert.deepEqual([approved.status, approved.rebate], ['approved', '22.00'])
    const after = await info(member)
    assert.deepEqual([after.amount, after.total_saved], ['22.00', '22.00'])
  })

  test('a non-member gets the rebate', async () => {
    at('2026-03-10 11:00:00')
    const shopId = await dealShop()
    const user = await createUser(env)
    const { grabbed, approved } = await freeMeal(user, shopId)
    assert.deepEqual([grabbed.rebate, approved.rebate], ['20.00', '20.00'])
    const after = await info(user)
    assert.deepEqual([after.amount, after.total_saved], ['20.00', '20.00'])
  })

  test('decided at grab: a membership that lapses or starts before approval does not change it', async () => {
    at('2026-03-10 11:00:00')
    const shopId = await dealShop()
    const lapsing = await createUser(env)
    await memberUntil(lapsing, '2026-03-10 11:10:00')
    const first = await freeMeal(lapsing, shopId, async () => { at('2026-03-10 11:20:00') })
    assert.deepEqual([first.grabbed.rebate, first.approved.rebate], ['22.00', '22.00'])
    assert.equal((await info(lapsing)).is_vip, false)
    assert.equal((await info(lapsing)).amount, '22.00')

    at('2026-03-10 11:00:00')
    const joining = await createUser(env)
    const second = await freeMeal(joining, shopId, () => memberUntil(joining, '2026-12-31 00:00:00').then(() => undefined))
    assert.deepEqual([second.grabbed.rebate, second.approved.rebate], ['20.00', '20.00'])
    assert.equal((await info(joining)).is_vip, true)
    assert.equal((await info(joining)).amount, '20.00')
  })
})
