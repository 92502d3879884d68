import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm'
import { GOOD_SHOP_RADIUS_M, type Shop, type ShopCategory, type ShopDetail, type ShopPage } from '@api-types/shop'
import { ManualClock } from '../src/clock'
import { distanceSql } from '../src/modules/shop/geo'
import { LIST_CACHE_TTL_MS } from '../src/modules/shop/listCache'
import { cities, freeMealDeals, freeMealOrders, places, shopCategories, shops } from '../src/db/schema'
import { seed } from '../src/db/seed'
import { call, createUser, setup, type TestEnv } from './helpers'

// The shop catalogue through the HTTP layer, on the seeded demo shops: lists with their filters,
// sorts and paging, the free-meal quota as the server clock moves through the day, the detail with
// the caller's own order, and refusals of bad input.

const DAY = '2025-03-10'
const at = (time: string) => new Date(`${DAY}T${time}+08:00`)
const clock = new ManualClock(at('11:00:00'))

let env: TestEnv
before(async () => { env = await setup({}, { clock }) })
after(async () => { await env.close() })

type Lists = ShopPage
const lists = (body: Record<string, unknown>, url = '/api/shop/lists') => call<Lists>(env.app, url, body)

/** Every page of a list call, following `more` (true on every page but the last). */
async function allPages(body: Record<string, unknown>, limit: number, url?: string): Promise<Shop[]> {
  const found: Shop[] = []
  for (let page = 1; ; page++) {
    const { body: r } = await lists({ ...body, page, limit }, url)
    assert.equal(r.status, 1, r.msg)
    found.push(...r.result.list)
    if (!r.result.more) break
    assert.equal(r.result.list.length, limit, 'a page followed by another is full')
  }
  return found
}

/** The test's own great-circle distance (haversine, mean Earth radius), independent of the server's SQL. */
function metres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const toRad = Math.PI / 180
  const dLat = (bLat - aLat) * toRad
  const dLng = (bLng - aLng) * toRad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * toRad) * Math.cos(bLat * toRad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371008.8 * Math.asin(Math.sqrt(h))
}

async function openShops() {
  return env.database.db.select().from(shops).where(eq(shops.status, 1))
}

async function dealsByShop() {
  const rows = await env.database.db.select().from(freeMealDeals).where(eq(freeMealDeals.enabled, true))
  return new Map(rows.map((d) => [d.shopId, d]))
}

const ids = (list: Shop[]) => list.map((s) => s.id)

/** What each drawn photo shows (the dish written on it by scripts/draw-shop-images.mjs), as a word the text of a shop selling it uses. */
const PHOTO_DISH: Record<string, string> = {
  'kuaican-1': '辣子鸡', 'kuaican-2': '两荤一素', 'kuaican-3': '回锅肉',
  'mifen-1': '牛肉粉', 'mifen-2': '肠旺面', 'mifen-3': '羊肉粉',
  'huoguo-1': '牛油', 'huoguo-2': '冷锅串串', 'huoguo-3': '小火锅',
  'shaokao-1': '肉串', 'shaokao-2': '包浆豆腐', 'shaokao-3': '烤五花',
  'naicha-1': '柠檬茶', 'naicha-2': '鲜奶茶', 'naicha-3': '鲜果茶',
  'tianpin-1': '奶油', 'tianpin-2': '千层', 'tianpin-3': '冰粉',
  'zhaji-1': '脆皮', 'zhaji-2': '芝士牛堡', 'zhaji-3': '薯条',
  'qingshi-1': '鸡胸', 'qingshi-2': '牛油果', 'qingshi-3': '轻食',
  'qiancai-1': '酸汤鱼', 'qiancai-2': '辣子鸡', 'qiancai-3': '丝娃娃',
}

/** A tag about a deal: 满30返22, 返12. */
const DEAL_LIKE = /^(满\d+(\.\d+)?)?返\d+(\.\d+)?元?$/
const tagYuan = (fen: number) => String(fen / 100)

/** The shop's deal-like tags are exactly its enabled deal's 满{minimum}返{rebate}, or none without a deal. */
function assertDealTag(s: Shop, deals: Map<number, typeof freeMealDeals.$inferSelect>, where: string) {
  const found = (s.tags ?? []).filter((t) => DEAL_LIKE.test(t))
  const deal = deals.get(s.id)
  const expected = !deal ? [] : [deal.minOrderFen > 0 ? `满${tagYuan(deal.minOrderFen)}返${tagYuan(deal.rebateFen)}` : `返${tagYuan(deal.rebateFen)}`]
  assert.deepEqual(found, expected, `${where}: ${s.name}`)
}

describe('seed', () => {
  test('two cities (Guiyang the default), categories with icons, shops in both cities, two thirds with a deal, places', async () => {
    const db = env.database.db
    const cityRows = await db.select().from(cities)
    assert.deepEqual(cityRows.map((c) => c.code).sort(), ['guiyang', 'zunyi'])
    assert.equal(cityRows.find((c) => c.sort === 0)?.name, '贵阳')
    const all = await db.select().from(shops)
    const guiyang = cityRows.find((c) => c.code === 'guiyang')!.id
    assert.ok(all.filter((s) => s.cityId === guiyang).length >= 20)
    assert.ok(all.filter((s) => s.cityId !== guiyang).length >= 8)
    const deals = await dealsByShop()
    assert.ok(deals.size >= all.length * 0.6 && deals.size <= all.length * 0.8, `${deals.size} deals of ${all.length} shops`)
    for (const s of all) {
      assert.ok(Math.abs(s.latitude - 26.6) < 1.5 && Math.abs(s.longitude - 106.8) < 1, `${s.name} is in Guizhou`)
      if (deals.has(s.id)) {
        assert.ok(s.platform === 'mt' || s.platform === 'ele', s.name)
        assert.match(s.platformUrl, /^https:\/\//)
      }
    }
    assert.ok(all.filter((s) => s.isGood).length >= 6)
    assert.ok(Number((await db.select({ n: count() }).from(places))[0].n) >= 35)
  })

  test('seeding again inserts nothing', async () => {
    const db = env.database.db
    const before = Number((await db.select({ n: count() }).from(shops))[0].n)
    assert.equal(await seed(db), false)
    assert.equal(Number((await db.select({ n: count() }).from(shops))[0].n), before)
  })

  test("every shop's images are its own: photos of its category showing a dish it sells, else its logo", async () => {
    const db = env.database.db
    const keyOf = new Map((await db.select().from(shopCategories)).map((c) => [c.id, c.icon.match(/icons\/(\w+)\.svg$/)![1]]))
    for (const s of await db.select().from(shops)) {
      assert.ok(s.images.length >= 1, `${s.name} has an image`)
      const own = `${s.name} ${s.description} ${s.tags.join(' ')}`
      for (const image of s.images) {
        if (image === s.logo) continue
        const photo = image.match(/^\/shops\/photos\/(\w+-\d)\.jpg$/)?.[1]
        assert.ok(photo, `${s.name}: ${image} is a category photo or the logo`)
        assert.ok(photo.startsWith(`${keyOf.get(s.categoryId)}-`), `${s.name}: ${photo} is of its own category`)
        assert.ok(own.includes(PHOTO_DISH[photo]), `${s.name}: ${photo} shows ${PHOTO_DISH[photo]}, which it does not sell`)
      }
    }
  })

  test('every logo, photo and category icon is served as an image', async () => {
    const paths = new Set<string>()
    for (const s of await env.database.db.select().from(shops)) [s.logo, ...s.images].forEach((p) => paths.add(p))
    for (const c of await env.database.db.select().from(shopCategories)) paths.add(c.icon)
    for (const p of paths) {
      const r = await env.app.inject({ method: 'GET', url: p })
      assert.equal(r.statusCode, 200, p)
      assert.match(String(r.headers['content-type']), /^image\/(jpeg|svg\+xml)/, p)
    }
  })
})

describe('shop/lists', () => {
  const here = { latitude: 26.5700, longitude: 106.6900 } // 花果园

  test('with a position: nearest first (the test\'s own haversine), with distances in metres, and stable pages', async () => {
    const expected = (await openShops())
      .map((s) => ({ id: s.id, d: metres(here.latitude, here.longitude, s.latitude, s.longitude) }))
      .sort((a, b) => a.d - b.d || a.id - b.id)
    const found = await allPages(here, 7)
    assert.deepEqual(ids(found), expected.map((e) => e.id))
    for (const [i, s] of found.entries()) assert.ok(Math.abs(s.distance! - expected[i].d) <= 1, `${s.name}: ${s.distance} vs ${expected[i].d}`)
    // the same with the sort named explicitly
    const named = await lists({ ...here, sort: 'distance', limit: 50 })
    assert.deepEqual(ids(named.body.result.list), expected.map((e) => e.id))
    // from Zunyi, Zunyi's shops come first
    const zunyi = await lists({ latitude: 27.69, longitude: 106.92, limit: 10 })
    assert.ok(zunyi.body.result.list.every((s) => s.city === '遵义'))
  })

  test('nearest first over a catalogue spread from 1 to 3,000 km: every page exact, also when only far shops match', async () => {
    const db = env.database.db
    const origin = { latitude: 32, longitude: 110 } // far from every seeded shop
    const base = (await openShops())[0]
    // 120 shops on rings crossing each search radius, in every direction
    const values = Array.from({ length: 120 }, (_, i) => {
      const km = [1, 4, 6, 15, 30, 70, 100, 300, 500, 1200, 1500, 3000][i % 12] * (1 + (i % 5) / 50)
      const angle = (i * 47 * Math.PI) / 180
      const lat = origin.latitude + (km / 111.2) * Math.cos(angle)
      const lng = origin.longitude + (km / (111.2 * Math.cos((lat * Math.PI) / 180))) * Math.sin(angle)
      return { name: `环测试店${i}${i % 3 === 0 ? '远' : ''}`, categoryId: base.categoryId, cityId: base.cityId, latitude: lat, longitude: lng }
    })
    const rows = await db.insert(shops).values(values).returning()
    clock.advance(LIST_CACHE_TTL_MS) // written by another hand: the lists show it once their moment is over
    try {
      const all = await openShops()
      const expected = (keep: (name: string) => boolean) => all.filter((s) => keep(s.name))
        .map((s) => ({ id: s.id, d: metres(origin.latitude, origin.longitude, s.latitude, s.longitude) }))
        .sort((a, b) => a.d - b.d || a.id - b.id).map((e) => e.id)
      assert.deepEqual(ids(await allPages(origin, 7)), expected(() => true))
      // a filter that only far shops meet: the search widens until the page is complete
      const far = rows.filter((r) => r.name.endsWith('远') && metres(origin.latitude, origin.longitude, r.latitude, r.longitude) > 1_000_000)
      await db.update(shops).set({ name: sql`${shops.name} || '极远'` }).where(inArray(shops.id, far.map((r) => r.id)))
      clock.advance(LIST_CACHE_TTL_MS)
      assert.deepEqual(ids(await allPages({ ...origin, keyword: '极远' }, 3)), expected((name) => far.some((r) => name === `${r.name}`)))
    } finally {
      await db.delete(shops).where(inArray(shops.id, rows.map((r) => r.id)))
      clock.advance(LIST_CACHE_TTL_MS)
    }
  })

  test('without a position: best sellers first, distance null', async () => {
    const expected = (await openShops()).sort((a, b) => b.sales - a.sales || a.id - b.id).map((s) => s.id)
    const found = await allPages({}, 10)
    assert.deepEqual(ids(found), expected)
    assert.ok(found.every((s) => s.distance === null))
    const page2 = await lists({ page: 2, limit: 10 })
    assert.deepEqual(ids(page2.body.result.list), expected.slice(10, 20))
    assert.equal(page2.body.result.page, 2)
    assert.equal(page2.body.result.limit, 10)
    const past = await lists({ page: 100, limit: 10 })
    assert.deepEqual(past.body.result.list, [])
    assert.equal(past.body.result.more, false)
  })

  test('sort by rebate: highest rebate first, shops without a deal last', async () => {
    const deals = await dealsByShop()
    const expected = (await openShops())
      .sort((a, b) => (deals.get(b.id)?.rebateFen ?? -1) - (deals.get(a.id)?.rebateFen ?? -1) || a.id - b.id).map((s) => s.id)
    const found = await allPages({ sort: 'rebate', ...here }, 9)
    assert.deepEqual(ids(found), expected)
    const rebates = found.filter((s) => s.rebate).map((s) => Number(s.rebate))
    assert.deepEqual(rebates, [...rebates].sort((a, b) => b - a))
    assert.equal(found.at(-1)!.rebate, undefined)
  })

  test('list items carry the deal in yuan, the category, the city and tags', async () => {
    const { body } = await lists({ keyword: '老凯俚' })
    assert.equal(body.result.list.length, 1)
    assert.equal(body.result.more, false)
    const s = body.result.list[0]
    assert.equal(s.name, '老凯俚花溪牛肉粉（花果园店）')
    assert.equal(s.order_price, '25.00')
    assert.equal(s.rebate, '20.00')
    assert.equal(s.member_rebate, '23.00')
    assert.equal(s.min_order_price, '25.00')
    assert.equal(s.platform, 'mt')
    assert.equal(s.category_name, '米粉面馆')
    assert.equal(s.city, '贵阳')
    assert.ok(s.tags!.includes('满25返20'))
    assert.equal(s.am_start_time, '10:00:00')
    assert.equal(s.pm_end_time, '21:00:00')
    assert.match(s.logo, /^\/shops\/logos\/.+\.jpg$/)
  })

  test('keyword matches names, tags and category names, with % and _ taken literally', async () => {
    const all = await openShops()
    const byName = await allPages({ keyword: '牛肉' }, 50)
    assert.ok(byName.length >= 1 && byName.every((s) => s.name.includes('牛肉') || s.tags!.some((t) => t.includes('牛肉'))))
    const byTag = await allPages({ keyword: '新店' }, 50)
    assert.deepEqual(ids(byTag).sort((a, b) => a - b), all.filter((s) => s.tags.includes('新店')).map((s) => s.id).sort((a, b) => a - b))
    const byCategory = await allPages({ keyword: '奶茶' }, 50)
    assert.ok(byCategory.length >= 3)
    assert.ok(byCategory.every((s) => s.category_name === '奶茶饮品' || s.name.includes('奶茶')))
    for (const keyword of ['%', '_', '牛%粉', '\\']) {
      const { body } = await lists({ keyword })
      assert.equal(body.status, 1)
      assert.deepEqual(body.result.list, [], `"${keyword}" matches nothing literally`)
    }
    assert.equal((await allPages({ keyword: '  ' }, 50)).length, all.length, 'a blank keyword does not filter')
  })

  test('category filter, combined with the keyword', async () => {
    const [cat] = await env.database.db.select().from(shopCategories).where(eq(shopCategories.name, '米粉面馆'))
    const found = await allPages({ category_id: cat.id }, 50)
    assert.equal(found.length, (await openShops()).filter((s) => s.categoryId === cat.id).length)
    assert.ok(found.length >= 3 && found.every((s) => s.category_id === cat.id && s.category_name === '米粉面馆'))
    const none = await lists({ category_id: cat.id, keyword: '汉堡' })
    assert.deepEqual(none.body.result.list, [])
    const unknown = await lists({ category_id: 999999 })
    assert.deepEqual(unknown.body.result.list, [])
  })

  test('closed shops are not listed', async () => {
    const [s] = await env.database.db.insert(shops).values({
      name: '已歇业测试店', categoryId: (await openShops())[0].categoryId, cityId: (await env.database.db.select().from(cities))[0].id,
      latitude: 26.57, longitude: 106.69, sales: 99999, status: 0,
    }).returning()
    const { body } = await lists({ limit: 50 })
    assert.ok(!ids(body.result.list).includes(s.id))
    const detail = await call<ShopDetail>(env.app, '/api/shop/detail', { id: s.id })
    assert.equal(detail.body.status, 0)
    assert.equal(detail.body.msg, '店铺不存在或已下架')
    await env.database.db.delete(shops).where(eq(shops.id, s.id))
  })
})

describe('nearest first at positions of their own: rows read around one position answer those nearby', () => {
  type Page = { ids: number[]; distances: (number | null | undefined)[]; more: boolean }
  const pageOf = (r: ShopPage): Page => ({ ids: ids(r.list), distances: r.list.map((s) => s.distance), more: r.more })

  /** The page a query at this very position gives: the server's own distance SQL, nearest first, ties by id. */
  async function direct(position: { latitude: number; longitude: number }, page: number, limit: number, only: { good?: boolean; radiusM?: number } = {}): Promise<Page> {
    const d = distanceSql(shops.latitude, shops.longitude, position)
    const rows = await env.database.db.select({ id: shops.id, d }).from(shops)
      .where(and(eq(shops.status, 1), only.good ? eq(shops.isGood, true) : undefined, only.radiusM === undefined ? undefined : lte(d, only.radiusM)))
      .orderBy(asc(d), asc(shops.id)).limit(limit + 1).offset((page - 1) * limit)
    return { ids: rows.slice(0, limit).map((r) => r.id), distances: rows.slice(0, limit).map((r) => Math.round(Number(r.d))), more: rows.length > limit }
  }

  /** `fn`'s answer, and how many nearest-first list statements the server ran meanwhile (whichever the database). */
  async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
    const client = (env.database.db as unknown as { $client: Record<string, unknown> }).$client
    const own = Object.prototype.hasOwnProperty.call(client, 'query')
    const query = client.query as (...args: unknown[]) => unknown
    let statements = 0
    client.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text
      if (text?.includes('"near"')) statements++
      return query.apply(this, args)
    }
    try {
      return { result: await fn(), statements }
    } finally {
      if (own) client.query = query
      else delete client.query
    }
  }

  /** Metres to degrees near a latitude. */
  const north = (m: number) => m / metres(0, 0, 1, 0)
  const east = (lat: number, m: number) => m / metres(lat, 0, lat, 1)

  test('a walk through a dense quarter: every page is the one a query at its own position gives, and reads are shared', async () => {
    const db = env.database.db
    const origin = { latitude: 35, longitude: 115 } // far from every other shop
    const base = (await openShops())[0]
    // 225 shops about 400 m apart, jittered (a fixed pseudo-random walk), and six at one spot (ties broken by id)
    let seedValue = 7
    const jitter = () => { seedValue = (seedValue * 16807) % 2147483647; return (seedValue / 2147483647 - 0.5) * 0.002 }
    const values = Array.from({ length: 225 }, (_, i) => ({
      name: `街区测试店${i}`, categoryId: base.categoryId, cityId: base.cityId,
      latitude: origin.latitude + (Math.floor(i / 15) - 7) * 0.004 + jitter(), longitude: origin.longitude + ((i % 15) - 7) * 0.004 + jitter(),
    }))
    for (let i = 0; i < 6; i++) values.push({ name: `同址测试店${i}`, categoryId: base.categoryId, cityId: base.cityId, latitude: origin.latitude + 0.0011, longitude: origin.longitude + 0.0013 })
    const rows = await db.insert(shops).values(values).returning({ id: shops.id })
    clock.advance(LIST_CACHE_TTL_MS)
    try {
      // a walk of 40 steps of about 120 m, each step a position nobody asked before
      const walk = Array.from({ length: 40 }, (_, i) => ({
        latitude: origin.latitude + north(120 * i * Math.cos(i / 7)) * 0.5, longitude: origin.longitude + east(origin.latitude, 120 * i * Math.sin(i / 5)) * 0.5,
      }))
      const answers: Page[] = []
      let read = 0
      for (const p of walk) {
        const { result, statements } = await counted(async () => pageOf((await lists({ ...p, limit: 10 })).body.result))
        answers.push(result)
        if (statements > 0) read++
      }
      for (const [i, p] of walk.entries()) assert.deepEqual(answers[i], await direct(p, 1, 10), `step ${i}`)
      assert.ok(read > 1 && read < walk.length / 2, `${read} of ${walk.length} positions read the database: reads are shared, and no read holds them all`)
      // neighbouring steps differ: an answer given at the wrong position would show
      const differing = walk.slice(1).filter((_, i) => JSON.stringify(answers[i]) !== JSON.stringify(answers[i + 1])).length
      assert.ok(differing >= walk.length / 2, `${differing} steps changed the order or the distances`)
      // the spot with six shops: equal distances, in id order
      const spot = await lists({ latitude: origin.latitude + 0.0011, longitude: origin.longitude + 0.0013, limit: 6 })
      assert.deepEqual(ids(spot.body.result.list), rows.slice(-6).map((r) => r.id))
      assert.ok(spot.body.result.list.every((s) => s.distance === 0))
      // deeper pages, each exact and following on
      for (const p of walk.slice(0, 6)) {
        for (let page = 1; page <= 4; page++) assert.deepEqual(pageOf((await lists({ ...p, page, limit: 7 })).body.result), await direct(p, page, 7), `page ${page}`)
      }
    } finally {
      await db.delete(shops).where(inArray(shops.id, rows.map((r) => r.id)))
      clock.advance(LIST_CACHE_TTL_MS)
    }
  })

  test('two positions a street apart get their own order and distances, never each other\'s', async () => {
    clock.advance(LIST_CACHE_TTL_MS)
    const a = { latitude: 26.5700, longitude: 106.6900 } // 花果园
    const b = { latitude: 26.5700 + north(300), longitude: 106.6900 + east(26.57, 200) }
    const atA = pageOf((await lists({ ...a, limit: 10 })).body.result)
    const { result: atB, statements } = await counted(async () => pageOf((await lists({ ...b, limit: 10 })).body.result))
    assert.equal(statements, 0, 'the read for the first answers the second')
    assert.deepEqual(atA, await direct(a, 1, 10))
    assert.deepEqual(atB, await direct(b, 1, 10))
    assert.notDeepEqual(atA.ids, atB.ids, 'the order differs a street apart')
    assert.ok(atA.distances.every((d, i) => d !== atB.distances[atB.ids.indexOf(atA.ids[i])]), 'every shared shop is at another distance')
  })

  test('equal distances are ordered by id at every position, whatever the order of the read that answers it', async () => {
    const db = env.database.db
    const here = { latitude: 36, longitude: 115 } // far from every other shop
    const base = (await openShops())[0]
    // due east and due west of here by the same binary fraction of a degree: exactly the same distance
    const [eastern, western] = await db.insert(shops).values([115.0078125, 114.9921875].map((longitude, i) => ({
      name: `等距测试店${i}`, categoryId: base.categoryId, cityId: base.cityId, latitude: here.latitude, longitude,
    }))).returning({ id: shops.id })
    clock.advance(LIST_CACHE_TTL_MS)
    try {
      // read first from the west, where the western shop (the higher id) comes first
      const west = (await lists({ latitude: here.latitude, longitude: 114.99, limit: 2 })).body.result
      assert.deepEqual(ids(west.list), [western.id, eastern.id])
      const { result, statements } = await counted(async () => (await lists({ ...here, limit: 2 })).body.result)
      assert.equal(statements, 0, 'answered from the western read')
      assert.equal(result.list[0].distance, result.list[1].distance)
      assert.deepEqual(ids(result.list), [eastern.id, western.id], 'the lower id first')
      assert.deepEqual(pageOf(result), await direct(here, 1, 2))
    } finally {
      await db.delete(shops).where(inArray(shops.id, [eastern.id, western.id]))
      clock.advance(LIST_CACHE_TTL_MS)
    }
  })

  test('goodShop: positions 900 m apart share a read, each with the shops within the radius of its own position', async () => {
    const db = env.database.db
    const origin = { latitude: 33, longitude: 103 } // far from every seeded shop
    const base = (await openShops())[0]
    // 19.4 km and 20.6 km north of the origin, and 21.4 km south of it
    const rows = await db.insert(shops).values([0.97, 1.03, -1.07].map((share, i) => ({
      name: `半径共享测试店${i}`, categoryId: base.categoryId, cityId: base.cityId, isGood: true,
      latitude: origin.latitude + north(GOOD_SHOP_RADIUS_M * share), longitude: origin.longitude,
    }))).returning({ id: shops.id })
    clock.advance(LIST_CACHE_TTL_MS)
    try {
      const northern = { latitude: origin.latitude + north(900), longitude: origin.longitude }
      const southern = { latitude: origin.latitude - north(900), longitude: origin.longitude }
      const result = [pageOf((await lists(northern, '/api/shop/goodShop')).body.result)]
      const { result: others, statements } = await counted(async () => [
        pageOf((await lists(origin, '/api/shop/goodShop')).body.result), pageOf((await lists(southern, '/api/shop/goodShop')).body.result),
      ])
      result.push(...others)
      assert.equal(statements, 0, 'the read around the first position answers the others')
      assert.deepEqual(result.map((r) => r.ids), [[rows[0].id, rows[1].id], [rows[0].id], []], 'both northern shops, the nearer, none')
      for (const [i, p] of [northern, origin, southern].entries()) {
        assert.deepEqual(result[i], await direct(p, 1, 10, { good: true, radiusM: GOOD_SHOP_RADIUS_M }))
      }
      // 2.5 km from the first position, past what its read holds: the southern shop, 19.8 km away, is found
      const farther = { latitude: northern.latitude - north(2500), longitude: origin.longitude }
      const { result: far, statements: read } = await counted(async () => pageOf((await lists(farther, '/api/shop/goodShop')).body.result))
      assert.ok(read > 0, 'read around its own position')
      assert.deepEqual(far.ids, [rows[2].id])
      assert.deepEqual(far, await direct(farther, 1, 10, { good: true, radiusM: GOOD_SHOP_RADIUS_M }))
    } finally {
      await db.delete(shops).where(inArray(shops.id, rows.map((r) => r.id)))
      clock.advance(LIST_CACHE_TTL_MS)
    }
  })
})

describe('shop/mt_list and shop/goodShop', () => {
  test('mt_list: only shops with a free-meal deal, of one platform when asked', async () => {
    const deals = await dealsByShop()
    const found = await allPages({}, 10, '/api/shop/mt_list')
    assert.equal(found.length, deals.size)
    assert.ok(found.every((s) => deals.has(s.id) && s.rebate !== undefined && s.quota_total !== undefined))
    const ele = await allPages({ platform: 'ele', sort: 'rebate' }, 50, '/api/shop/mt_list')
    assert.ok(ele.length >= 3 && ele.every((s) => s.platform === 'ele'))
    const bad = await call(env.app, '/api/shop/mt_list', { platform: 'jd' })
    assert.equal(bad.body.status, 0)
    assert.equal(bad.body.msg, '外卖平台不正确')
  })

  test(`goodShop with a position: only the quality shops within ${GOOD_SHOP_RADIUS_M / 1000} km, nearest first`, async () => {
    const good = (await openShops()).filter((s) => s.isGood)
    for (const here of [{ latitude: 27.70, longitude: 106.93 }, { latitude: 26.5700, longitude: 106.6900 }]) { // 遵义, 花果园
      const found = await allPages(here, 2, '/api/shop/goodShop')
      const expected = good.map((s) => ({ id: s.id, d: metres(here.latitude, here.longitude, s.latitude, s.longitude) }))
        .filter((e) => e.d <= GOOD_SHOP_RADIUS_M)
        .sort((a, b) => a.d - b.d || a.id - b.id).map((e) => e.id)
      assert.ok(expected.length >= 2 && expected.length < good.length, 'some quality shops are near, others far')
      assert.deepEqual(ids(found), expected)
      assert.ok(found.every((s) => s.distance! <= GOOD_SHOP_RADIUS_M))
    }
    // the other city's quality shops (about 120 km away) are not near, whatever the keyword
    const guiyang = await allPages({ latitude: 26.5700, longitude: 106.6900 }, 50, '/api/shop/goodShop')
    assert.ok(guiyang.every((s) => s.city === '贵阳'))
    const far = await lists({ latitude: 26.5700, longitude: 106.6900, keyword: '遵义' }, '/api/shop/goodShop')
    assert.deepEqual(far.body.result.list, [])
    // a place with no quality shop near: an empty list (the zone shows its empty state)
    const none = await lists({ latitude: 39.9087, longitude: 116.3975 }, '/api/shop/goodShop')
    assert.equal(none.body.status, 1)
    assert.deepEqual(none.body.result.list, [])
    assert.deepEqual(none.body.result.list, [])
    // without a position nothing can be near: all quality shops, best sellers first
    const bySales = await allPages({}, 50, '/api/shop/goodShop')
    assert.deepEqual(ids(bySales), good.sort((a, b) => b.sales - a.sales || a.id - b.id).map((s) => s.id))
    // list rows carry the rating the quality-zone cards show
    for (const shop of bySales) {
      const row = good.find((s) => s.id === shop.id)!
      assert.equal(shop.rating, row.rating / 10)
    }
  })

  test('goodShop: the radius is measured from the position (just inside in, just outside out)', async () => {
    const db = env.database.db
    const origin = { latitude: 30, longitude: 100 } // far from every seeded shop
    const degree = metres(30, 100, 31, 100)
    const base = (await openShops())[0]
    const rows = await db.insert(shops).values([0.97, 1.03].map((share, i) => ({
      name: `半径测试店${i}`, categoryId: base.categoryId, cityId: base.cityId, isGood: true,
      latitude: origin.latitude + (GOOD_SHOP_RADIUS_M * share) / degree, longitude: origin.longitude,
    }))).returning()
    try {
      const { body } = await lists(origin, '/api/shop/goodShop')
      assert.deepEqual(ids(body.result.list), [rows[0].id])
      assert.equal(body.result.more, false)
    } finally {
      for (const r of rows) await db.delete(shops).where(eq(shops.id, r.id))
    }
  })

  test('goodShop takes a keyword (search_gf): only quality shops that match', async () => {
    const good = (await openShops()).filter((s) => s.isGood)
    const target = good[0]
    const keyword = target.name.slice(0, 2)
    const found = await allPages({ keyword }, 50, '/api/shop/goodShop')
    assert.ok(found.some((s) => s.id === target.id), `${target.name} found by "${keyword}"`)
    assert.ok(found.every((s) => good.some((g) => g.id === s.id)), 'only quality-zone shops')
  })
})

describe('deal tags: derived from the deal on every answer', () => {
  test("every shop's 满X返Y tag matches its deal, in the lists, the quality zone and the detail", async () => {
    const deals = await dealsByShop()
    const all = await allPages({}, 50)
    assert.ok(all.filter((s) => deals.has(s.id)).length >= 20)
    for (const s of all) assertDealTag(s, deals, 'shop/lists')
    for (const s of await allPages({}, 50, '/api/shop/mt_list')) assertDealTag(s, deals, 'shop/mt_list')
    for (const s of await allPages({}, 50, '/api/shop/goodShop')) assertDealTag(s, deals, 'shop/goodShop')
    for (const s of all) {
      const { body } = await call<ShopDetail>(env.app, '/api/shop/detail', { id: s.id })
      assertDealTag(body.result, deals, 'shop/detail')
    }
  })

  test('the seed stores no tag about a deal: the deal is the one place its terms live', async () => {
    for (const s of await env.database.db.select().from(shops)) {
      assert.deepEqual(s.tags.filter((t) => DEAL_LIKE.test(t)), [], s.name)
    }
  })

  test('a deal tag stored on a shop is not shown; a changed deal shows its new terms at once', async () => {
    const db = env.database.db
    const deals = await dealsByShop()
    const open = await openShops()
    const withDeal = open.find((s) => s.name === '山城牛杂火锅（世纪城店）')!
    const without = open.find((s) => !deals.has(s.id))!
    const deal = deals.get(withDeal.id)!
    await db.update(shops).set({ tags: ['满32返22', '一人食'] }).where(eq(shops.id, withDeal.id))
    await db.update(shops).set({ tags: ['满10返5', '新店'] }).where(eq(shops.id, without.id))
    try {
      const detail = async (id: number) => (await call<ShopDetail>(env.app, '/api/shop/detail', { id })).body.result.tags
      assert.deepEqual(await detail(withDeal.id), ['满30返22', '一人食'])
      assert.deepEqual(await detail(without.id), ['新店'])
      const listed = (await lists({ keyword: '山城牛杂' })).body.result.list[0]
      assert.deepEqual(listed.tags, ['满30返22', '一人食'])
      await db.update(freeMealDeals).set({ minOrderFen: 2850, rebateFen: 1950 }).where(eq(freeMealDeals.id, deal.id))
      assert.deepEqual(await detail(withDeal.id), ['满28.5返19.5', '一人食'])
      await db.update(freeMealDeals).set({ minOrderFen: 0 }).where(eq(freeMealDeals.id, deal.id))
      assert.deepEqual(await detail(withDeal.id), ['返19.5', '一人食'])
    } finally {
      await db.update(freeMealDeals).set({ minOrderFen: deal.minOrderFen, rebateFen: deal.rebateFen }).where(eq(freeMealDeals.id, deal.id))
      await db.update(shops).set({ tags: withDeal.tags }).where(eq(shops.id, withDeal.id))
      await db.update(shops).set({ tags: without.tags }).where(eq(shops.id, without.id))
    }
  })

  test('the keyword finds shops by their deal tag as shown, never by a stale stored one', async () => {
    const db = env.database.db
    const deals = await dealsByShop()
    const expected = [...deals.values()].filter((d) => d.minOrderFen === 3000 && d.rebateFen === 2200).map((d) => d.shopId).sort((a, b) => a - b)
    assert.ok(expected.length >= 2)
    const found = await allPages({ keyword: '满30返22' }, 50)
    assert.deepEqual(ids(found).sort((a, b) => a - b), expected)
    const plain = (await openShops()).find((s) => !deals.has(s.id))!
    await db.update(shops).set({ tags: ['满77返66'] }).where(eq(shops.id, plain.id))
    try {
      assert.deepEqual((await lists({ keyword: '满77返66' })).body.result.list, [])
    } finally {
      await db.update(shops).set({ tags: plain.tags }).where(eq(shops.id, plain.id))
    }
  })
})

describe('free-meal quota through the day (server clock)', () => {
  let shopId: number
  let dealId: number
  let holder: { id: number; token: string }
  let uploader: { id: number; token: string }
  let lapsed: { id: number; token: string }
  let canceller: { id: number; token: string }

  before(async () => {
    const [s] = await env.database.db.select().from(shops).where(eq(shops.name, '老凯俚花溪牛肉粉（花果园店）'))
    shopId = s.id
    dealId = (await dealsByShop()).get(shopId)!.id // am 10:00-14:00 12 slots, pm 16:00-21:00 8 slots
    holder = await createUser(env)
    uploader = await createUser(env)
    lapsed = await createUser(env)
    canceller = await createUser(env)
  })

  let asked = 0
  const quota = async () => {
    const { body } = await lists({ keyword: '老凯俚' })
    const s = body.result.list[0]
    assert.ok(s.quota_total !== undefined && s.quota_left !== undefined, 'the shop has a deal')
    // the home list, nearest first from a position of its own (nearby.ts's rows), says the same
    const [shop] = await env.database.db.select().from(shops).where(eq(shops.id, shopId))
    const near = (await lists({ latitude: shop.latitude + (++asked % 7) * 0.00005, longitude: shop.longitude, limit: 1 })).body.result.list[0]
    assert.equal(near.id, shopId)
    assert.deepEqual([near.quota_total, near.quota_left], [s.quota_total, s.quota_left], 'the nearest-first list agrees')
    return { total: s.quota_total, left: s.quota_left }
  }
  /** quota_next of the list item and of the detail's deal, which must agree. */
  const nextRelease = async () => {
    const { body } = await lists({ keyword: '老凯俚' })
    const meal = (await detail()).body.result.free_meal!
    assert.equal(body.result.list[0].quota_next, meal.quota_next, 'the list and the detail agree')
    return meal.quota_next
  }
  const detail = (token?: string) => call<ShopDetail>(env.app, '/api/shop/detail', { id: shopId }, { token })

  /** A deal changed outside this server process (as an operator's tool would): lists show it once their cached moment is over. */
  async function changeDeal(set: Partial<typeof freeMealDeals.$inferInsert>) {
    await env.database.db.update(freeMealDeals).set(set).where(eq(freeMealDeals.id, dealId))
    clock.advance(LIST_CACHE_TTL_MS)
  }

  async function order(userId: number, status: string, expiresAt: string) {
    const [row] = await env.database.db.insert(freeMealOrders).values({
      orderNo: `T${userId}${status}`, userId, shopId, dealId, day: DAY, window: 'am', status,
      orderPriceFen: 2500, rebateFen: 2000, minOrderFen: 2500, expiresAt: at(expiresAt),
    }).returning({ id: freeMealOrders.id })
    return row.id
  }

  test('before the morning window nothing is released', async () => {
    clock.set(at('08:00:00'))
    assert.deepEqual(await quota(), { total: 0, left: 0 })
    const { body } = await detail()
    assert.equal(body.result.free_meal!.quota_total, 0)
    assert.equal(body.result.free_meal!.server_time, `${DAY} 08:00:00`)
    // the lists say when they were made too: the free-meal list counts down from it
    for (const path of ['/api/shop/lists', '/api/shop/mt_list', '/api/shop/goodShop']) {
      const page = await call<ShopPage>(env.app, path, {})
      assert.equal(page.body.result.server_time, `${DAY} 08:00:00`, path)
    }
  })

  test('inside the morning window: the morning quota, less the slots held (not expired, cancelled or lapsed reservations)', async () => {
    clock.set(at('11:00:00'))
    const reserved = await order(holder.id, 'reserved', '11:20:00')
    const uploaded = await order(uploader.id, 'uploaded', '10:40:00')
    await order(lapsed.id, 'reserved', '10:50:00') // its 30 minutes ran out without proof
    await order(canceller.id, 'cancelled', '11:10:00')
    assert.deepEqual(await quota(), { total: 12, left: 10 })

    const anonymous = await detail()
    assert.equal(anonymous.body.status, 1)
    const meal = anonymous.body.result.free_meal!
    assert.equal(meal.quota_total, 12)
    assert.equal(meal.quota_left, 10)
    assert.equal(meal.my_order, null)
    assert.equal(meal.server_time, `${DAY} 11:00:00`)
    assert.equal(anonymous.body.result.quota_left, 10)

    assert.deepEqual((await detail(holder.token)).body.result.free_meal!.my_order, { id: reserved, status: 'reserved' })
    assert.deepEqual((await detail(uploader.token)).body.result.free_meal!.my_order, { id: uploaded, status: 'uploaded' })
    assert.equal((await detail(lapsed.token)).body.result.free_meal!.my_order, null)
    assert.equal((await detail(canceller.token)).body.result.free_meal!.my_order, null)
  })

  test('in the afternoon the afternoon quota is added, and the reservation that ran out frees its slot', async () => {
    clock.set(at('17:00:00'))
    assert.deepEqual(await quota(), { total: 20, left: 19 })
    assert.equal((await detail(holder.token)).body.result.free_meal!.my_order, null)
    assert.equal((await detail(uploader.token)).body.result.free_meal!.my_order!.status, 'uploaded')
  })

  test('the next day starts again', async () => {
    clock.set(new Date(at('11:00:00').getTime() + 24 * 3600_000))
    assert.deepEqual(await quota(), { total: 12, left: 12 })
    assert.equal((await detail(uploader.token)).body.result.free_meal!.my_order, null)
    clock.set(at('11:00:00'))
  })

  test('quota_next: the slots the next window of today releases, 0 once no window opens later today', async () => {
    clock.set(at('08:00:00'))
    assert.equal(await nextRelease(), 12, 'before the morning window: its 12 slots')
    clock.set(at('09:59:59'))
    assert.equal(await nextRelease(), 12)
    clock.set(at('10:00:00'))
    assert.equal(await nextRelease(), 8, 'the morning window is open: the afternoon is next')
    clock.set(at('15:00:00'))
    assert.equal(await nextRelease(), 8, 'between the windows: the afternoon\'s 8 slots')
    clock.set(at('16:00:00'))
    assert.equal(await nextRelease(), 0, 'the afternoon window is open: nothing later today')
    clock.set(at('22:00:00'))
    assert.equal(await nextRelease(), 0, 'after the last window')

    // a deal with only an afternoon window: before it, its quota; a deal without windows: 0
    const { amStartTime, amEndTime, pmStartTime, pmEndTime } = (await dealsByShop()).get(shopId)!
    clock.set(at('08:00:00'))
    await changeDeal({ amStartTime: '00:00:00', amEndTime: '00:00:00' })
    try {
      assert.equal(await nextRelease(), 8)
      await changeDeal({ pmStartTime: '00:00:00', pmEndTime: '00:00:00' })
      assert.equal(await nextRelease(), 0)
    } finally {
      await changeDeal({ amStartTime, amEndTime, pmStartTime, pmEndTime })
      clock.set(at('11:00:00'))
    }
  })

  test('quota_left never goes below zero', async () => {
    await changeDeal({ amQuota: 1 })
    try {
      assert.deepEqual(await quota(), { total: 1, left: 0 })
    } finally {
      await changeDeal({ amQuota: 12 })
    }
  })

  test('a list shows a grab or a cancel in this process at once, and a change made elsewhere within LIST_CACHE_TTL_MS', async () => {
    clock.set(at('11:30:00'))
    const before = await quota()
    const grabber = await createUser(env)
    const grabbed = await call<{ id: number }>(env.app, '/api/order/grab', { shop_id: shopId }, { token: grabber.token })
    assert.equal(grabbed.body.status, 1, grabbed.body.msg)
    assert.deepEqual(await quota(), { total: before.total, left: before.left - 1 }, 'the grab shows at once')
    const cancelled = await call(env.app, '/api/order/cancel', { id: grabbed.body.result.id }, { token: grabber.token })
    assert.equal(cancelled.body.status, 1, cancelled.body.msg)
    assert.deepEqual(await quota(), before, 'the cancel shows at once')

    // a reservation written by another process: this one's page stays for its moment, then shows it
    const other = await createUser(env)
    await order(other.id, 'reserved', '11:59:00')
    clock.advance(LIST_CACHE_TTL_MS - 1)
    assert.deepEqual(await quota(), before, 'within the moment the page is reused')
    clock.advance(1)
    assert.deepEqual(await quota(), { total: before.total, left: before.left - 1 }, 'after it the page is read again')
  })
})

describe('shop/detail and shop/categories', () => {
  test('detail: images, description, phone, hours, rating out of 5, platform page, distance from a position', async () => {
    const [s] = await env.database.db.select().from(shops).where(eq(shops.name, '黔香阁酸汤鱼（观山湖店）'))
    const { body } = await call<ShopDetail>(env.app, '/api/shop/detail', { id: s.id, latitude: 26.6190, longitude: 106.6780 })
    assert.equal(body.status, 1)
    const d = body.result
    assert.equal(d.rating, 4.9)
    assert.deepEqual(d.images, ['/shops/photos/qiancai-1.jpg'], 'its own dish: 凯里红酸汤鱼')
    assert.ok(d.description.length > 10)
    assert.match(d.phone, /^0851-/)
    assert.match(d.business_hours, /^\d\d:\d\d-\d\d:\d\d$/)
    assert.match(d.platform_url, /^https:\/\/h5\.waimai\.meituan\.com\//)
    assert.ok(Math.abs(d.distance! - metres(26.6190, 106.6780, s.latitude, s.longitude)) <= 1)
    assert.equal(d.free_meal!.order_price, '35.00')
    assert.match(d.free_meal!.rules, /30分钟/)
  })

  test('detail of a shop without a deal: free_meal null', async () => {
    const deals = await dealsByShop()
    const plain = (await openShops()).find((s) => !deals.has(s.id))!
    const { body } = await call<ShopDetail>(env.app, '/api/shop/detail', { id: plain.id })
    assert.equal(body.status, 1)
    assert.equal(body.result.free_meal, null)
    assert.equal(body.result.rebate, undefined)
  })

  test('unknown shop', async () => {
    const { body } = await call(env.app, '/api/shop/detail', { id: 999999 })
    assert.equal(body.status, 0)
    assert.equal(body.msg, '店铺不存在或已下架')
    const en = await call(env.app, '/api/shop/detail', { id: 999999 }, { lang: 'en' })
    assert.equal(en.body.msg, 'This shop does not exist or is closed')
  })

  test('categories: enabled ones in display order, each with an icon', async () => {
    const { body } = await call<ShopCategory[]>(env.app, '/api/shop/categories')
    assert.equal(body.status, 1)
    assert.ok(body.result.length >= 8 && body.result.length <= 10)
    assert.equal(body.result[0].name, '快餐简餐')
    assert.ok(body.result.every((c) => /^\/shops\/icons\/\w+\.svg$/.test(c.icon)))
    const [first] = await env.database.db.select().from(shopCategories).where(and(eq(shopCategories.name, '快餐简餐')))
    await env.database.db.update(shopCategories).set({ enabled: false }).where(eq(shopCategories.id, first.id))
    try {
      const again = await call<ShopCategory[]>(env.app, '/api/shop/categories')
      assert.ok(!again.body.result.some((c) => c.id === first.id))
    } finally {
      await env.database.db.update(shopCategories).set({ enabled: true }).where(eq(shopCategories.id, first.id))
    }
  })
})

describe('bad input gets status 0 and a clear message', () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    ['latitude 91', '/api/shop/lists', { latitude: 91, longitude: 106.7 }, '纬度不能大于90'],
    ['longitude -181', '/api/shop/lists', { latitude: 26.6, longitude: -181 }, '经度不能小于-180'],
    ['latitude as text', '/api/shop/lists', { latitude: '26.6', longitude: 106.7 }, '纬度格式不正确'],
    ['only a latitude', '/api/shop/lists', { latitude: 26.6 }, '请同时提供纬度和经度'],
    ['distance sort without a position', '/api/shop/lists', { sort: 'distance' }, '按距离排序需要提供当前位置'],
    ['limit 0', '/api/shop/lists', { limit: 0 }, '每页条数不能小于1'],
    ['limit 51', '/api/shop/lists', { limit: 51 }, '每页条数不能大于50'],
    ['page 0', '/api/shop/lists', { page: 0 }, '页码不能小于1'],
    ['sort price', '/api/shop/lists', { sort: 'price' }, '排序方式不正确'],
    ['keyword of 200 characters', '/api/shop/lists', { keyword: '粉'.repeat(200) }, '搜索关键词不能超过50个字符'],
    ['category 0', '/api/shop/lists', { category_id: 0 }, '分类不能小于1'],
    ['mt_list latitude 91', '/api/shop/mt_list', { latitude: 91, longitude: 0 }, '纬度不能大于90'],
    ['goodShop only a longitude', '/api/shop/goodShop', { longitude: 106.7 }, '请同时提供纬度和经度'],
    ['detail without id', '/api/shop/detail', {}, '请填写ID'],
    ['detail id text', '/api/shop/detail', { id: 'abc' }, 'ID格式不正确'],
    ['detail only a latitude', '/api/shop/detail', { id: 1, latitude: 26.6 }, '请同时提供纬度和经度'],
  ]
  for (const [name, url, body, msg] of cases) {
    test(name, async () => {
      const r = await call(env.app, url, body)
      assert.equal(r.statusCode, 200)
      assert.equal(r.body.status, 0)
      assert.equal(r.body.msg, msg)
    })
  }
})
