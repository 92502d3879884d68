import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FreeMealOrder } from '@api-types/order'
import type { Shop, ShopDetail, ShopPage } from '@api-types/shop'
import { ManualClock } from '../src/clock'
import { freeMealDeals, freeMealOrders, shops, userMemberships, walletLedger } from '../src/db/schema'
import { parseShanghaiTime } from '../src/lib'
import { approve } from '../src/modules/order/review'
import { assertWalletConsistent, call, createUser, ON_POSTGRES, setup, type TestEnv } from './helpers'

// The rebate a user is paid, one figure on every answer (docs/rules.md "Free meals and deals"): a
// member and a non-member each read their own my_rebate, and the same one, in the shop lists (home,
// search, free-meal list, quality zone), the deal tag, the shop detail, the grab's order and the
// wallet credit at approval. A member used to read 返¥12 on the free-meal list and be paid ¥14.

const clock = new ManualClock(parseShanghaiTime('2026-03-10 11:00:00'))
let env: TestEnv
before(async () => { env = await setup({}, { clock }) })
after(async () => { await env.close() })

const db = () => env.database.db
type User = { id: number; token: string }
const CENTRE = { latitude: 26.6, longitude: 106.67 }
const LISTS = ['/api/shop/lists', '/api/shop/mt_list', '/api/shop/goodShop']

async function allListed(path: string, token?: string): Promise<Shop[]> {
  const found: Shop[] = []
  for (let page = 1; ; page++) {
    const { body } = await call<ShopPage>(env.app, path, { page, limit: 50, ...CENTRE }, { token })
    assert.equal(body.status, 1, body.msg)
    found.push(...body.result.list)
    if (!body.result.more) return found
  }
}

const yuanOf = (fen: number) => (fen / 100).toFixed(2)
const tagYuan = (fen: number) => String(fen / 100)

/** Every figure of the rebate the viewer reads, per shop with a deal: lists, tag and detail agree with `expected`. */
async function assertReads(viewer: User | null, expected: (deal: typeof freeMealDeals.$inferSelect) => number) {
  const deals = new Map((await db().select().from(freeMealDeals).where(eq(freeMealDeals.enabled, true))).map((d) => [d.shopId, d]))
  const token = viewer?.token
  for (const path of LISTS) {
    const listed = (await allListed(path, token)).filter((s) => deals.has(s.id))
    assert.ok(listed.length > 0, path)
    for (const s of listed) {
      const deal = deals.get(s.id)!
      const fen = expected(deal)
      assert.equal(s.my_rebate, yuanOf(fen), `${path} ${s.name}`)
      const tag = deal.minOrderFen > 0 ? `满${tagYuan(deal.minOrderFen)}返${tagYuan(fen)}` : `返${tagYuan(fen)}`
      assert.equal(s.tags?.[0], tag, `${path} ${s.name}`)
    }
  }
  for (const [shopId, deal] of deals) {
    const { body } = await call<ShopDetail>(env.app, '/api/shop/detail', { id: shopId }, { token })
    if (body.status !== 1) continue // a closed shop
    assert.equal(body.result.my_rebate, yuanOf(expected(deal)), body.result.name)
    assert.equal(body.result.free_meal!.my_rebate, yuanOf(expected(deal)), body.result.name)
  }
}

async function shopNamed(prefix: string) {
  const [row] = (await db().select({ id: shops.id, name: shops.name }).from(shops)).filter((s) => s.name.startsWith(prefix))
  return row
}

/** The viewer grabs the shop, the proof is taken as uploaded and approved: what the order showed and what the wallet got. */
async function paid(viewer: User, shopId: number): Promise<{ shown: string; credited: number }> {
  const grabbed = await call<FreeMealOrder>(env.app, '/api/order/grab', { shop_id: shopId }, { token: viewer.token })
  assert.equal(grabbed.body.status, 1, grabbed.body.msg)
  const order = grabbed.body.result
  await db().update(freeMealOrders).set({ status: 'uploaded' }).where(eq(freeMealOrders.id, order.id))
  const outcome = await approve(db(), order.id, clock.now(), env.app.reactions)
  assert.equal(outcome.outcome, 'approved')
  const credits = await db().select({ fen: walletLedger.amountFen }).from(walletLedger).where(eq(walletLedger.userId, viewer.id))
  await assertWalletConsistent(env, viewer.id)
  return { shown: order.rebate, credited: credits.reduce((sum, c) => sum + c.fen, 0) }
}

describe(`my_rebate: the rebate this user is paid, the same everywhere${ON_POSTGRES}`, () => {
  test('a member reads the member rebate in every list, tag and detail, and is paid it', async () => {
    const member = await createUser(env)
    await db().insert(userMemberships).values({ userId: member.id, expireAt: new Date(clock.now().getTime() + 30 * 86_400_000) })
    await assertReads(member, (d) => d.memberRebateFen)
    const porridge = await shopNamed('夜半粥铺')
    const detail = (await call<ShopDetail>(env.app, '/api/shop/detail', { id: porridge.id }, { token: member.token })).body.result
    assert.equal(detail.my_rebate, '14.00')
    const { shown, credited } = await paid(member, porridge.id)
    assert.equal(shown, detail.my_rebate)
    assert.equal(yuanOf(credited), detail.my_rebate)
  })

  test('a non-member and a logged-out visitor read the rebate, and a non-member is paid it', async () => {
    const plain = await createUser(env)
    await assertReads(plain, (d) => d.rebateFen)
    await assertReads(null, (d) => d.rebateFen)
    const porridge = await shopNamed('夜半粥铺')
    const { shown, credited } = await paid(plain, porridge.id)
    assert.equal(shown, '12.00')
    assert.equal(yuanOf(credited), '12.00')
  })

  test('the keyword finds a deal by the tag its viewer reads', async () => {
    const member = await createUser(env)
    await db().insert(userMemberships).values({ userId: member.id, expireAt: new Date(clock.now().getTime() + 30 * 86_400_000) })
    const fish = await shopNamed('黔香阁')
    const search = async (keyword: string, token?: string) =>
      (await call<ShopPage>(env.app, '/api/shop/lists', { keyword, limit: 50 }, { token })).body.result.list.map((s) => s.id)
    assert.ok((await search('满35返30', member.token)).includes(fish.id))
    assert.ok(!(await search('满35返30')).includes(fish.id))
    assert.ok((await search('满35返25')).includes(fish.id))
    assert.ok(!(await search('满35返25', member.token)).includes(fish.id))
  })
})
