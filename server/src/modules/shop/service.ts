import { and, asc, desc, eq, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { FreeMealDeal, Shop, ShopCategory, ShopDetail, ShopPage, ShopPlatform, ShopSort } from '@api-types/shop'
import type { Db } from '../../db/driver'
import { cities, freeMealDeals, freeMealOrders, shopCategories, shops } from '../../db/schema'
import { formatTime, yuan } from '../../lib'
import { shopVouchers } from '../businessOrder/service'
import { shanghaiMoment } from '../../clock'
import { holdsSlot, nextWindowQuota, releasedQuota, takenSlots, type DealRow } from './deal'
import { boxAround, boxSql, containsPattern, distanceSql, type Position, type PositionSql } from './geo'
import { ListCache } from './listCache'

// The shop catalogue: lists with filters and sorts, detail with the free-meal deal as of now
// (app.clock), categories. Only open shops (status 1) are ever shown.

/**
 * A tag about a free-meal deal (满30返22, 返12). Such a tag is derived from the shop's enabled deal
 * on every answer and never read from shops.tags: a stored copy contradicted the deal as soon as
 * one of them changed. One pattern for JS and PostgreSQL regular expressions.
 */
const DEAL_TAG = '^(满[0-9]+([.][0-9]+)?)?返[0-9]+([.][0-9]+)?元?$'
const DEAL_TAG_RE = new RegExp(DEAL_TAG)

/** Yuan without trailing zeros, as a tag shows it: 3000 → '30', 1550 → '15.5'. */
function tagYuan(fen: number): string {
  return yuan(fen).replace(/\.00$/, '').replace(/(\.\d)0$/, '$1')
}

/** The tag of a deal: 满{minimum order}返{rebate}, or 返{rebate} without a minimum. */
function dealTag(deal: Pick<DealRow, 'minOrderFen' | 'rebateFen'>): string {
  return deal.minOrderFen > 0 ? `满${tagYuan(deal.minOrderFen)}返${tagYuan(deal.rebateFen)}` : `返${tagYuan(deal.rebateFen)}`
}

/** The same tag in SQL (for the keyword filter), null for a shop without a deal. */
const dealTagSql = sql<string | null>`(case when ${freeMealDeals.minOrderFen} > 0
  then '满' || trim_scale(${freeMealDeals.minOrderFen} / 100.0)::text else '' end) || '返' || trim_scale(${freeMealDeals.rebateFen} / 100.0)::text`

/** A shop's tags as answered: the deal's own tag first, then the stored tags that are not about a deal. */
function shopTags(stored: string[], deal: DealRow | null): string[] {
  const own = stored.filter((tag) => !DEAL_TAG_RE.test(tag))
  return deal ? [dealTag(deal), ...own] : own
}

export interface ShopListQuery {
  keyword?: string
  categoryId?: number
  sort: ShopSort
  position: Position | null
  page: number
  limit: number
  /** Which shops: only those with an enabled free-meal deal (mt_list), of one platform, or the quality zone (goodShop). */
  withDeal?: boolean
  platform?: ShopPlatform
  good?: boolean
  /** Only shops within this many metres of the position (the quality zone: GOOD_SHOP_RADIUS_M). */
  radiusM?: number
}

/** Shops with their category, city and enabled deal (if any), and the distance from a position. */
function shopRows(db: Db, position: PositionSql | null) {
  return db.select({
    shop: shops,
    categoryName: shopCategories.name,
    cityName: cities.name,
    deal: freeMealDeals,
    distance: position ? distanceSql(shops.latitude, shops.longitude, position) : sql<number | null>`null`,
  }).from(shops)
    .innerJoin(shopCategories, eq(shopCategories.id, shops.categoryId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .leftJoin(freeMealDeals, and(eq(freeMealDeals.shopId, shops.id), eq(freeMealDeals.enabled, true)))
}

type ShopRow = Awaited<ReturnType<typeof shopRows>>[number]

/**
 * What a list statement's SQL depends on; its values (position, box, radius, keyword, category,
 * platform, page) are placeholders, so each shape is prepared once per database and every request
 * only fills it in (building the SQL of this select was most of a list's cost).
 */
interface ListShape {
  sort: ShopSort
  near: boolean
  keyword: boolean
  category: boolean
  withDeal: boolean
  platform: boolean
  good: boolean
  /** Only shops within `radius` of the position (the radius search, or the quality zone's radius). */
  radius: boolean
  /** The radius search's box on the indexed coordinates: none, or with or without longitudes. */
  box: 'none' | 'latitude' | 'full'
}

const P = sql.placeholder
const HERE: PositionSql = { latitude: P('lat'), longitude: P('lng') }

function listFilter(shape: ListShape): SQL | undefined {
  const pattern = P('pattern')
  return and(
    eq(shops.status, 1),
    shape.category ? eq(shops.categoryId, P('categoryId')) : undefined,
    shape.keyword ? or(
      ilike(shops.name, pattern),
      ilike(shopCategories.name, pattern),
      // the tags as answered: stored ones but those about a deal, and the deal's own
      sql`exists (select 1 from jsonb_array_elements_text(${shops.tags}) as tag(value) where tag.value ilike ${pattern} and tag.value !~ ${DEAL_TAG})`,
      ilike(dealTagSql, pattern),
    ) : undefined,
    shape.withDeal ? isNotNull(freeMealDeals.id) : undefined,
    shape.platform ? eq(shops.platform, P('platform')) : undefined,
    shape.good ? eq(shops.isGood, true) : undefined,
    shape.box === 'none' ? undefined : boxSql(shops.latitude, shops.longitude, shape.box === 'full'),
    shape.radius ? lte(distanceSql(shops.latitude, shops.longitude, HERE), P('radius')) : undefined,
  )
}

/** A deterministic order for every sort (shop id breaks ties), so pages never overlap. */
function listOrder(sort: ShopSort): SQL[] {
  switch (sort) {
    case 'distance':
      return [asc(distanceSql(shops.latitude, shops.longitude, HERE)), asc(shops.id)]
    case 'rebate':
      // shops without a deal last
      return [sql`${freeMealDeals.rebateFen} desc nulls last`, asc(shops.id)]
    case 'sales':
      return [desc(shops.sales), asc(shops.id)]
  }
}

function listStatement(db: Db, shape: ListShape, name: string) {
  return shopRows(db, shape.near ? HERE : null).where(listFilter(shape)).orderBy(...listOrder(shape.sort))
    .limit(P('limit')).offset(P('offset')).prepare(name)
}

type ListStatement = ReturnType<typeof listStatement>

/** Statement names by shape: one text per name on every connection, as node-postgres requires. */
const shapeNames = new Map<string, string>()
const statements = new WeakMap<Db, Map<string, ListStatement>>()

function preparedList(db: Db, shape: ListShape): ListStatement {
  const key = JSON.stringify(shape)
  let name = shapeNames.get(key)
  if (!name) {
    name = `shop_list_${shapeNames.size + 1}`
    shapeNames.set(key, name)
  }
  let byShape = statements.get(db)
  if (!byShape) {
    byShape = new Map()
    statements.set(db, byShape)
  }
  let statement = byShape.get(name)
  if (!statement) {
    statement = listStatement(db, shape, name)
    byShape.set(name, statement)
  }
  return statement
}

/** The deal's API fields as of `time`, given the slots already held today. */
function dealFields(deal: DealRow, time: string, taken: number) {
  const released = releasedQuota(deal, time)
  return {
    order_price: yuan(deal.orderPriceFen),
    rebate: yuan(deal.rebateFen),
    member_rebate: yuan(deal.memberRebateFen),
    member_only: deal.memberOnly,
    min_order_price: yuan(deal.minOrderFen),
    quota_total: released,
    quota_left: Math.max(0, released - taken),
    quota_next: nextWindowQuota(deal, time),
    am_start_time: deal.amStartTime,
    am_end_time: deal.amEndTime,
    pm_start_time: deal.pmStartTime,
    pm_end_time: deal.pmEndTime,
  }
}

function toShop(row: ShopRow, time: string, taken: Map<number, number>): Shop {
  const { shop, deal } = row
  return {
    id: shop.id,
    name: shop.name,
    logo: shop.logo,
    address: shop.address,
    city: row.cityName,
    latitude: shop.latitude,
    longitude: shop.longitude,
    distance: row.distance === null ? null : Math.round(Number(row.distance)),
    category_id: shop.categoryId,
    category_name: row.categoryName,
    ...(shop.platform ? { platform: shop.platform as ShopPlatform } : {}),
    tags: shopTags(shop.tags, deal),
    sales: shop.sales,
    rating: shop.rating / 10,
    status: shop.status,
    ...(deal ? dealFields(deal, time, taken.get(deal.id) ?? 0) : {}),
  }
}

/**
 * The radii (metres) searched in turn for "nearest first": each is a box query on the indexed
 * coordinates (geo.ts, boxSql), so a page near the user reads the shops around them, not the whole
 * catalogue. A page is complete once a radius holds more shops than the page reaches (every shop
 * outside it is farther); past the last radius the whole catalogue is read, which only a sparse
 * one (or a narrow filter) comes to.
 */
const NEAREST_RADII_M = [5_000, 20_000, 80_000, 320_000, 1_280_000]

/** A page's rows (one past the page when another follows) and the slots its deals hold today. */
interface PageRows {
  rows: ShopRow[]
  taken: Map<number, number>
}

/** One page's rows, read from the database. */
async function readPage(db: Db, q: ShopListQuery, keyword: string | undefined, day: string, now: Date): Promise<PageRows> {
  const near = q.position !== null
  const base: ListShape = {
    sort: q.sort, near, keyword: !!keyword, category: q.categoryId !== undefined, withDeal: !!q.withDeal,
    platform: q.platform !== undefined, good: !!q.good, radius: near && q.radiusM !== undefined, box: 'none',
  }
  const values = {
    lat: q.position?.latitude, lng: q.position?.longitude, pattern: keyword ? containsPattern(keyword) : undefined,
    categoryId: q.categoryId, platform: q.platform, radius: q.radiusM, limit: q.limit + 1, offset: (q.page - 1) * q.limit,
  }
  let rows: ShopRow[] | null = null
  if (q.sort === 'distance' && q.position) {
    const radii = q.radiusM === undefined ? NEAREST_RADII_M : [...NEAREST_RADII_M.filter((r) => r < q.radiusM!), q.radiusM]
    for (const radius of radii) {
      const box = boxAround(q.position, radius)
      const shape: ListShape = { ...base, radius: true, box: box.minLng === undefined ? 'latitude' : 'full' }
      const found = await preparedList(db, shape).execute({ ...values, ...box, radius })
      // complete when the radius holds the page and one more, or when it is the list's own radius
      if (found.length > q.limit || radius === q.radiusM) {
        rows = found
        break
      }
    }
  }
  rows ??= await preparedList(db, base).execute(values)
  const dealIds = rows.slice(0, q.limit).flatMap((r) => (r.deal ? [r.deal.id] : []))
  return { rows, taken: await takenSlots(db, dealIds, day, now) }
}

const pageCaches = new WeakMap<Db, ListCache<PageRows>>()

/**
 * One page of shops, and whether another follows. Rows are not counted (a count reads every
 * matching shop): one row past the page says `more`. Pages come from memory for a moment
 * (listCache.ts); the deal figures that follow the time of day are computed on every answer.
 */
export async function listShops(db: Db, q: ShopListQuery, now: Date): Promise<ShopPage> {
  const keyword = q.keyword?.trim() || undefined
  const { day, time } = shanghaiMoment(now)
  let cache = pageCaches.get(db)
  if (!cache) {
    cache = new ListCache()
    pageCaches.set(db, cache)
  }
  const key = JSON.stringify([day, q.sort, q.position?.latitude, q.position?.longitude, keyword, q.categoryId, q.withDeal,
    q.platform, q.good, q.radiusM, q.page, q.limit])
  const { rows, taken } = await cache.get(key, now.getTime(), () => readPage(db, q, keyword, day, now))
  const list = rows.slice(0, q.limit)
  return { list: list.map((r) => toShop(r, time, taken)), more: rows.length > q.limit, page: q.page, limit: q.limit, server_time: formatTime(now)! }
}

/** An open shop with its deal as of now and the user's order of today, or null when there is no such shop. */
export async function shopDetail(db: Db, id: number, position: Position | null, userId: number | null, now: Date): Promise<ShopDetail | null> {
  const [row] = await shopRows(db, position).where(and(eq(shops.id, id), eq(shops.status, 1))).limit(1)
  if (!row) return null
  const { day, time } = shanghaiMoment(now)
  const { shop, deal } = row
  const taken = deal ? await takenSlots(db, [deal.id], day, now) : new Map<number, number>()
  let freeMeal: FreeMealDeal | null = null
  if (deal) {
    const [mine] = userId === null ? [] : await db.select({ id: freeMealOrders.id, status: freeMealOrders.status })
      .from(freeMealOrders)
      .where(and(eq(freeMealOrders.userId, userId), eq(freeMealOrders.shopId, shop.id), eq(freeMealOrders.day, day), holdsSlot(now)))
      .orderBy(desc(freeMealOrders.id)).limit(1)
    freeMeal = {
      id: deal.id,
      ...dealFields(deal, time, taken.get(deal.id) ?? 0),
      rules: deal.rules,
      server_time: formatTime(now)!,
      my_order: mine ?? null,
    }
  }
  return {
    ...toShop(row, time, taken),
    images: shop.images,
    description: shop.description,
    phone: shop.phone,
    business_hours: shop.businessHours,
    rating: shop.rating / 10,
    platform_url: shop.platformUrl,
    free_meal: freeMeal,
    vouchers: await shopVouchers(db, shop.id),
  }
}

export async function listCategories(db: Db): Promise<ShopCategory[]> {
  return db.select({ id: shopCategories.id, name: shopCategories.name, icon: shopCategories.icon }).from(shopCategories)
    .where(eq(shopCategories.enabled, true)).orderBy(asc(shopCategories.sort), asc(shopCategories.id))
}
