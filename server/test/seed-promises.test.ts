import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { DiscountConfig } from '@api-types/discount'
import type { GoldRedeemListsResult } from '@api-types/goldRedeem'
import type { NavIndexResult, NavItem } from '@api-types/nav'
import type { NoticeListsResult } from '@api-types/notice'
import { discountConfigs, navItems } from '../src/db/schema'
import { call, createUser, setup, type TestEnv } from './helpers'

// The seeded demo texts promise only what the product gives, checked through the calls that show
// them against the calls that give it: the home menu's coupon amount against the coupon offers, the
// perks menu's gold against the gold task, the notices against the grants that exist; and the
// coupons 金币兑换 sells against those 外卖红包 gives.

let env: TestEnv
before(async () => { env = await setup() })
after(async () => { await env.close() })

const COUPON_PAGE = '/pages_gold/mt_redbag'

/** '最高¥20' for the largest enabled offer (amounts are yuan strings, '20.00'). */
async function largestOffer(): Promise<string> {
  const { body } = await call<DiscountConfig[]>(env.app, '/api/discount/discountConfigList')
  assert.equal(body.status, 1)
  assert.ok(body.result.length > 0)
  const fen = Math.max(...body.result.map((o) => Math.round(Number(o.amount) * 100)))
  return `最高¥${fen / 100}`
}

async function homeCouponItem(): Promise<NavItem> {
  const { body } = await call<NavItem[]>(env.app, '/api/nav/app_menu_reward')
  const item = body.result.find((i) => i.path === COUPON_PAGE)
  assert.ok(item, 'the home menu has the coupon entry')
  return item
}

describe('the home menu promises the largest coupon on offer', () => {
  test('seeded: 美团红包 says the largest offer the coupon page gives (app_menu_reward and nav/index)', async () => {
    const promise = await largestOffer()
    assert.equal(promise, '最高¥20')
    assert.equal((await homeCouponItem()).reward, promise)
    const index = await call<NavIndexResult>(env.app, '/api/nav/index')
    assert.equal(index.body.result.menu.find((i) => i.path === COUPON_PAGE)?.reward, promise)
  })

  test('it follows the offers an operator changes, and says nothing when none is on offer', async () => {
    const db = env.database.db
    const offers = await db.select().from(discountConfigs)
    const largest = offers.reduce((a, b) => (b.amountFen > a.amountFen ? b : a))
    await db.update(discountConfigs).set({ enabled: false }).where(eq(discountConfigs.id, largest.id))
    try {
      const promise = await largestOffer()
      assert.notEqual(promise, '最高¥20')
      assert.equal((await homeCouponItem()).reward, promise)
      await db.update(discountConfigs).set({ enabled: false })
      assert.equal((await homeCouponItem()).reward, undefined)
    } finally {
      for (const o of offers) await db.update(discountConfigs).set({ enabled: o.enabled }).where(eq(discountConfigs.id, o.id))
    }
    assert.equal((await homeCouponItem()).reward, '最高¥20')
  })

  test('the other rewards are answered as stored', async () => {
    const rows = await env.database.db.select().from(navItems).where(eq(navItems.group, 'home'))
    const { body } = await call<NavItem[]>(env.app, '/api/nav/app_menu_reward')
    for (const item of body.result.filter((i) => i.path !== COUPON_PAGE)) {
      assert.equal(item.reward, rows.find((r) => r.id === item.id)!.reward ?? undefined, item.name)
    }
  })
})

describe('the perks menu promises the gold the task pays', () => {
  test('看视频领金币 (watch_ad) says the gold the watch-ad task credits', async () => {
    const { body } = await call<NavItem[]>(env.app, '/api/nav/menu_reward', { group: 'fuli' })
    const item = body.result.find((i) => i.path === 'watch_ad')
    assert.ok(item)
    const user = await createUser(env)
    const claim = await call<{ gold: number }>(env.app, '/api/signIn/addGoldCoin', { type: 1 }, { token: user.token })
    assert.equal(claim.body.status, 1, claim.body.msg)
    assert.equal(item.reward, `+${claim.body.result.gold}金币`)
  })
})

describe('the notices promise only what exists', () => {
  test('no notice promises a first-order reward: nothing grants one', async () => {
    const { body } = await call<NoticeListsResult>(env.app, '/api/notice/lists', { page: 1, limit: 50 })
    assert.ok(body.result.list.length >= 3)
    for (const n of body.result.list) assert.doesNotMatch(`${n.title} ${n.content}`, /首单/, n.title)
    const welcome = body.result.list.find((n) => n.title === '欢迎来到饭贝')!
    assert.doesNotMatch(welcome.content, /金币/, 'the welcome promises no gold')
  })
})

describe('the demo catalogue does not contradict itself', () => {
  /** A coupon as a user compares it: how much off, from what order total, for how much gold (free: 0). */
  interface Coupon { where: string; title: string; offFen: number; minFen: number; gold: number }
  const fen = (yuan: string | undefined) => Math.round(Number(yuan ?? 0) * 100)
  /** `a` gives at least what `b` gives (as much off, from no higher total) for less gold, or more for the same. */
  const undercuts = (a: Coupon, b: Coupon) =>
    a.offFen >= b.offFen && a.minFen <= b.minFen && a.gold <= b.gold && (a.gold < b.gold || a.offFen > b.offFen || a.minFen < b.minFen)

  test('金币兑换 sells no coupon that 外卖红包 gives as large, from no higher total, for less gold; nor the other way round', async () => {
    const offers = (await call<DiscountConfig[]>(env.app, '/api/discount/discountConfigList')).body.result
    const u = await createUser(env)
    const items = (await call<GoldRedeemListsResult>(env.app, '/api/goldRedeem/lists', { type: 2 }, { token: u.token })).body.result
    assert.ok(offers.length > 0 && items.length > 0)
    const coupons: Coupon[] = [
      ...offers.map((o) => ({ where: '外卖红包', title: o.title, offFen: fen(o.amount), minFen: fen(o.threshold), gold: o.gold_price })),
      ...items.map((i) => ({ where: '金币兑换', title: i.title, offFen: fen(i.amount), minFen: fen(i.threshold), gold: i.gold_price })),
    ]
    const contradictions = coupons.flatMap((b) => coupons
      .filter((a) => a.where !== b.where && undercuts(a, b))
      .map((a) => `${b.where} ${b.title} (${b.gold} gold) is undercut by ${a.where} ${a.title} (${a.gold} gold)`))
    assert.deepEqual(contradictions, [])
  })
})
