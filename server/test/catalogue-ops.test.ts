import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { OPS_SESSION_HEADER, type Operator } from '@api-types/ops/operator'
import type { DealSave, OpsDeal, OpsShop } from '@api-types/ops/shop'
import type { ShopDetail, ShopPage } from '@api-types/shop'
import { ManualClock } from '../src/clock'
import { auditLog, freeMealDeals, shops as shopsTable } from '../src/db/schema'
import { LANGS, translate } from '../src/i18n'
import { totpCode } from '../src/modules/operator/service'
import { parseArgs } from '../src/ops/cli'
import { OPS_TOKEN_HEADER } from '../src/ops/endpoint'
import { call, createUser, ON_POSTGRES, setup, type TestEnv } from './helpers'

// The catalogue's operator calls (docs/rules.md "Operators", "Free meals and deals"): who may list
// and save deals, what a save refuses (in every locale), its one audit row with before and after,
// and the app's own calls (shop/detail, mt_list) showing a saved quota or a new deal at once.

const OPS_TOKEN = crypto.randomBytes(32).toString('hex')
type Answer = { status: number; msg: string; result: Record<string, unknown> }

describe(`catalogue operator calls${ON_POSTGRES}`, () => {
  let env: TestEnv
  // 11:00 in Shanghai: the seeded deals' morning window is open
  const clock = new ManualClock(new Date('2026-11-24T03:00:00Z'))
  let seq = 0
  const sessions: Record<string, string> = {}
  before(async () => {
    env = await setup({ OPS_TOKEN }, { clock })
    for (const role of ['content', 'reviewer'] as const) {
      const made = await call<{ operator: Operator; password: string; totp_secret: string }>(env.app, '/ops/operator-create',
        { username: `cat${++seq}_${process.pid % 1000}`, name: `目录${seq}`, role }, { headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN } })
      assert.equal(made.body.status, 1, made.body.msg)
      const { operator, password, totp_secret } = made.body.result
      const login = await call<{ token: string }>(env.app, '/ops/operator-login', { username: operator.username, password, code: totpCode(totp_secret, clock.now()) })
      assert.equal(login.body.status, 1, login.body.msg)
      sessions[role] = login.body.result.token
    }
  })
  after(async () => { await env?.close() })

  const as = (role: string, path: string, body: unknown, lang?: string) =>
    call<Answer['result']>(env.app, path, body, { headers: { [OPS_SESSION_HEADER]: sessions[role] }, ...(lang ? { lang } : {}) })
  const audits = async () => Number((await env.database.db.select({ n: count() }).from(auditLog))[0].n)
  const shopNamed = async (q: string): Promise<OpsShop> => {
    const r = await as('content', '/ops/shops', { q })
    assert.equal(r.body.status, 1, r.body.msg)
    const shops = r.body.result.shops as OpsShop[]
    assert.equal(shops.length, 1, q)
    return shops[0]
  }
  const dealOf = async (shopId: number): Promise<OpsDeal> => {
    const r = await as('content', '/ops/deals', { shop_id: shopId })
    assert.equal(r.body.status, 1, r.body.msg)
    return (r.body.result.deals as OpsDeal[]).find((d) => d.enabled)!
  }
  const bodyOf = (d: OpsDeal): DealSave => ({
    id: d.id, shop_id: d.shop_id, am_start: d.am_start, am_end: d.am_end, pm_start: d.pm_start, pm_end: d.pm_end, am_quota: d.am_quota, pm_quota: d.pm_quota,
    order_price_fen: d.order_price_fen, min_order_fen: d.min_order_fen, rebate_fen: d.rebate_fen, member_rebate_fen: d.member_rebate_fen,
    member_only: d.member_only, rules: d.rules, enabled: d.enabled,
  })
  const detail = async (id: number) => {
    const r = await call<ShopDetail>(env.app, '/api/shop/detail', { id })
    assert.equal(r.body.status, 1, r.body.msg)
    return r.body.result
  }
  const inMtList = async (id: number, keyword: string) => {
    const r = await call<ShopPage>(env.app, '/api/shop/mt_list', { keyword, limit: 50 })
    assert.equal(r.body.status, 1, r.body.msg)
    return r.body.result.list.find((s) => s.id === id)
  }

  test('content lists and saves; a reviewer searches the shops but cannot save or list deals; a user token is refused', async () => {
    const shop = await shopNamed('夜半粥铺')
    const deal = await dealOf(shop.id)
    const r = await as('reviewer', '/ops/shops', { q: '夜半', page: 1, limit: 5 })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.ok((r.body.result.shops as OpsShop[]).some((s) => s.id === shop.id && s.deal_id === deal.id))
    const before = await audits()
    assert.equal((await as('reviewer', '/ops/deal-save', bodyOf(deal))).statusCode, 403)
    assert.equal((await as('reviewer', '/ops/deals', {})).statusCode, 403)
    const user = await createUser(env)
    const asUser = await call(env.app, '/ops/deals', {}, { token: user.token })
    assert.equal(asUser.statusCode, 401)
    assert.equal(await audits(), before)
    // paging: a page of one, the total beside it
    const page = await as('content', '/ops/deals', { page: 2, limit: 1 })
    assert.equal((page.body.result.deals as OpsDeal[]).length, 1)
    assert.ok((page.body.result.total as number) > 1)
  })

  test('bad input is refused with a message in every locale, and writes no audit row', async () => {
    const deal = await dealOf((await shopNamed('夜半粥铺')).id)
    const good = bodyOf(deal)
    const before = await audits()
    for (const bad of [
      { am_start: '25:00' }, { pm_end: '9:00' }, { am_quota: -1 }, { pm_quota: 1.5 }, { rebate_fen: -5 }, { rules: 'x'.repeat(2001) }, { extra: 1 },
    ]) {
      const r = await as('content', '/ops/deal-save', { ...good, ...bad })
      assert.notEqual(r.body.status, 1, JSON.stringify(bad))
      assert.ok(r.statusCode < 500 && r.body.msg, JSON.stringify(bad))
    }
    const refusals: [Partial<DealSave>, string, Record<string, string>][] = [
      [{ am_start: '14:00', am_end: '10:00' }, 'opsDealBadWindow', { window: 'am' }],
      [{ am_end: '17:00', pm_start: '16:00' }, 'opsDealBadWindow', { window: 'am' }],
      [{ order_price_fen: 1000, rebate_fen: 1200, member_rebate_fen: 1200 }, 'opsDealRebateAbovePrice', {}],
      [{ order_price_fen: 1000, rebate_fen: 800, member_rebate_fen: 700 }, 'opsDealRebateAbovePrice', {}],
      [{ order_price_fen: 1000, rebate_fen: 500, member_rebate_fen: 600, min_order_fen: 1500 }, 'opsDealMinAbovePrice', {}],
      [{ shop_id: 999999 }, 'opsShopNotFound', { id: '999999' }],
      [{ id: 999999 }, 'opsDealNotFound', { id: '999999' }],
    ]
    for (const [change, key, params] of refusals) {
      for (const lang of LANGS) {
        const r = await as('content', '/ops/deal-save', { ...good, ...change }, lang)
        assert.equal(r.body.status, 0, `${key} ${lang}`)
        assert.equal(r.body.msg, translate(lang, key as Parameters<typeof translate>[1], params), `${key} ${lang}`)
      }
    }
    assert.equal(await audits(), before)
    assert.deepEqual(await dealOf(deal.shop_id), deal)
  })

  test("a quota edit shows in shop/detail and mt_list at once; lowered below the slots held, no more grabs; one audit row with before and after", async () => {
    const shop = await shopNamed('夜半粥铺')
    const deal = await dealOf(shop.id)
    // the app's lists are read (and cached) first
    const listed = await inMtList(shop.id, '夜半粥铺')
    assert.ok(listed, 'listed before')
    const first = await createUser(env)
    const grab = await call(env.app, '/api/order/grab', { shop_id: shop.id }, { token: first.token })
    assert.equal(grab.body.status, 1, grab.body.msg)
    const held = (await dealOf(shop.id)).taken_today
    assert.ok(held >= 1)

    // lowered to the slots already held: none left, a grab refused, nothing taken back
    const before = await audits()
    const lowered = await as('content', '/ops/deal-save', { ...bodyOf(deal), am_quota: held })
    assert.equal(lowered.body.status, 1, lowered.body.msg)
    assert.equal((lowered.body.result.deal as OpsDeal).daily_quota, held + deal.pm_quota)
    assert.equal(await audits(), before + 1)
    let d = (await detail(shop.id)).free_meal!
    assert.deepEqual([d.quota_total, d.quota_left], [held, 0])
    assert.deepEqual([(await inMtList(shop.id, '夜半粥铺'))!.quota_total, (await inMtList(shop.id, '夜半粥铺'))!.quota_left], [held, 0])
    const second = await createUser(env)
    assert.notEqual((await call(env.app, '/api/order/grab', { shop_id: shop.id }, { token: second.token })).body.status, 1)
    // below them: still none left (never negative), the held slots stay held
    const below = await as('content', '/ops/deal-save', { ...bodyOf(deal), am_quota: 0 })
    assert.equal(below.body.status, 1, below.body.msg)
    d = (await detail(shop.id)).free_meal!
    assert.deepEqual([d.quota_total, d.quota_left], [0, 0])
    assert.equal((await dealOf(shop.id)).taken_today, held)

    // raised: the app shows the new quota at once, and grabs go on
    const raised = await as('content', '/ops/deal-save', { ...bodyOf(deal), am_quota: held + 40 })
    assert.equal(raised.body.status, 1, raised.body.msg)
    d = (await detail(shop.id)).free_meal!
    assert.deepEqual([d.quota_total, d.quota_left], [held + 40, 40])
    const inList = (await inMtList(shop.id, '夜半粥铺'))!
    assert.deepEqual([inList.quota_total, inList.quota_left], [held + 40, 40])
    assert.equal((await call(env.app, '/api/order/grab', { shop_id: shop.id }, { token: second.token })).body.status, 1)

    // the round-the-clock deal's '23:59:59' kept through the edits given as HH:mm
    assert.equal((await env.database.db.select().from(freeMealDeals).where(eq(freeMealDeals.id, deal.id)))[0].pmEndTime, '23:59:59')
    const [row] = await env.database.db.select().from(auditLog).where(eq(auditLog.command, 'deal-save')).orderBy(auditLog.id).limit(1).offset(2)
    assert.equal(row.target, `deal:${deal.id}`)
    assert.equal((row.before as OpsDeal).am_quota, 0)
    assert.equal((row.after as OpsDeal).am_quota, held + 40)
    assert.equal(await audits(), before + 3)
  })

  test('a deal created for a shop without one appears on the shop and in mt_list; a second enabled deal is refused', async () => {
    const r = await as('content', '/ops/shops', { limit: 100 })
    const shop = (r.body.result.shops as OpsShop[]).find((s) => s.deal_id === null && s.platform !== null)
      ?? (r.body.result.shops as OpsShop[]).find((s) => s.deal_id === null)!
    assert.ok(shop, 'a shop without a deal')
    assert.equal((await detail(shop.id)).free_meal, null)
    const body: DealSave = {
      shop_id: shop.id, am_start: '10:00', am_end: '14:00', pm_start: '17:00', pm_end: '21:00', am_quota: 5, pm_quota: 7,
      order_price_fen: 2500, min_order_fen: 2000, rebate_fen: 1500, member_rebate_fen: 1800, member_only: false, rules: '  好评返现 ', enabled: true,
    }
    const before = await audits()
    const made = await as('content', '/ops/deal-save', body)
    assert.equal(made.body.status, 1, made.body.msg)
    const deal = made.body.result.deal as OpsDeal
    assert.equal(deal.rules, '好评返现')
    assert.equal(await audits(), before + 1)
    const [row] = await env.database.db.select().from(auditLog).where(eq(auditLog.target, `deal:${deal.id}`))
    assert.equal(row.before, null)
    assert.equal((row.after as OpsDeal).daily_quota, 12)
    const d = (await detail(shop.id)).free_meal!
    assert.equal(d.id, deal.id)
    assert.deepEqual([d.quota_total, d.quota_left, d.order_price, d.rebate, d.member_rebate], [5, 5, '25.00', '15.00', '18.00'])
    if (shop.platform !== null) assert.equal((await inMtList(shop.id, shop.name))?.quota_total, 5)

    const again = await as('content', '/ops/deal-save', body, 'en')
    assert.equal(again.body.status, 0)
    assert.equal(again.body.msg, translate('en', 'opsDealShopHasDeal', { shop: shop.name, id: String(deal.id) }))
    // a second one disabled is kept aside
    const spare = await as('content', '/ops/deal-save', { ...body, enabled: false })
    assert.equal(spare.body.status, 1, spare.body.msg)
    assert.equal((await detail(shop.id)).free_meal!.id, deal.id)
  })

  test('the CLI reads a whole deal from its options, and refuses a bad one in the language asked', () => {
    const args = ['deal-save', '3', '--shop', '2', '--am-start', '10:00', '--am-end', '14:00', '--pm-start', '16:00', '--pm-end', '21:00',
      '--am-quota', '5', '--pm-quota', '6', '--price', '2000', '--min', '0', '--rebate', '1000', '--member-rebate', '1200']
    assert.deepEqual(parseArgs(args, 'zh-Hans'), {
      request: {
        command: 'deal-save', id: 3, shop_id: 2, am_start: '10:00', am_end: '14:00', pm_start: '16:00', pm_end: '21:00', am_quota: 5, pm_quota: 6,
        order_price_fen: 2000, min_order_fen: 0, rebate_fen: 1000, member_rebate_fen: 1200, rules: '', member_only: false, enabled: true,
      },
    })
    assert.throws(() => parseArgs(args.map((a) => (a === '16:00' ? '16:60' : a)), 'en'), { message: translate('en', 'opsBadDealArg', { option: '--pm-start' }) })
    assert.throws(() => parseArgs(args.filter((a) => a !== '--am-quota' && a !== '5'), 'en'), { message: translate('en', 'opsBadDealArg', { option: '--am-quota' }) })
  })

  test('content edits a shop (the app shows it at once) and creates one; a reviewer cannot; bad photos and unknown references refused', async () => {
    const shop = await shopNamed('夜半粥铺')
    const [row] = await env.database.db.select().from(shopsTable).where(eq(shopsTable.id, shop.id))
    const body = {
      id: shop.id, name: '夜半粥铺·通宵', category_id: row.categoryId, city_id: row.cityId, address: '南明区花果园 1 号', latitude: row.latitude, longitude: row.longitude,
      phone: '0851-12345678', business_hours: '00:00-24:00', images: ['https://example.com/a.png'], enabled: true,
    }
    assert.equal((await as('reviewer', '/ops/shop-save', body)).statusCode, 403)
    for (const bad of [{ images: ['javascript:alert(1)'] }, { phone: 'call me' }, { latitude: 91 }, { name: ' ' }]) {
      assert.notEqual((await as('content', '/ops/shop-save', { ...body, ...bad })).body.status, 1, JSON.stringify(bad))
    }
    for (const lang of LANGS) {
      const r = await as('content', '/ops/shop-save', { ...body, category_id: 999999 }, lang)
      assert.equal(r.body.msg, translate(lang, 'opsShopBadRef', { field: 'category_id', id: '999999' }))
    }
    const before = await audits()
    const saved = await as('content', '/ops/shop-save', body)
    assert.equal(saved.body.status, 1, saved.body.msg)
    assert.equal(await audits(), before + 1)
    const d = await detail(shop.id)
    assert.deepEqual([d.name, d.phone, d.business_hours], ['夜半粥铺·通宵', '0851-12345678', '00:00-24:00'])
    assert.equal((await inMtList(shop.id, '通宵'))?.name, '夜半粥铺·通宵')
    const [audit] = await env.database.db.select().from(auditLog).where(eq(auditLog.target, `shop:${shop.id}`))
    assert.equal((audit.before as { name: string }).name, row.name)
    assert.equal((audit.after as { name: string }).name, '夜半粥铺·通宵')
    const made = await as('content', '/ops/shop-save', { ...body, id: undefined, name: '新开小馆' })
    assert.equal(made.body.status, 1, made.body.msg)
    assert.equal((await detail((made.body.result.shop as { id: number }).id)).name, '新开小馆')
  })
})
