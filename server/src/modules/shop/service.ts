import { and, asc, desc, eq, ilike, isNotNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { FreeMealDeal, Shop, ShopCategory, ShopDetail, ShopPage, ShopPlatform, ShopSort } from '@api-types/shop'
import { perDatabase, type Db } from '../../db/driver'
import { cities, freeMealDeals, freeMealOrders, shopCategories, shops } from '../../db/schema'
import { formatTime, yuan } from '../../lib'
import { shopVouchers } from '../businessOrder/service'
import { shanghaiMoment } from '../../clock'
import { isMember } from '../member/membership'
import { enabledDealOf, holdsSlot, nextWindowQuota, rebateFor, releasedQuota, takenSlots, type DealRow } from './deal'
import { boxAround, boxSql, containsPattern, distanceSql, haversineMetres, type Position, type PositionSql } from './geo'
import { ListCache } from './listCache'
import { NearbyCache, pageAround } from './nearby'

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

type TagTerms = Pick<DealRow, 'minOrderFen' | 'rebateFen' | 'memberRebateFen'>

/** The tag of a deal as a viewer reads it: 满{minimum order}返{their rebate}, or 返{their rebate} without a minimum. */
function dealTag(deal: TagTerms, member: boolean): string {
  const rebate = tagYuan(rebateFor(deal, member))
  return deal.minOrderFen > 0 ? `满${tagYuan(deal.minOrderFen)}返${rebate}` : `返${rebate}`
}

/** The same tag in SQL (for the keyword filter), null for a shop without a deal. */
function dealTagSql(member: boolean): SQL<string | null> {
  const rebate = member ? freeMealDeals.memberRebateFen : freeMealDeals.rebateFen
  return sql<string | null>`(case when ${freeMealDeals.minOrderFen} > 0
  then '满' || trim_scale(${freeMealDeals.minOrderFen} / 100.0)::text else '' end) || '返' || trim_scale(${rebate} / 100.0)::text`
}

/**
 * A shop's tags as answered: the deal's own tag first (with the viewer's rebate, as my_rebate),
 * then the stored tags that are not about a deal.
 */
function shopTags(stored: string[], deal: TagTerms | null, member: boolean): string[] {
  const own = stored.filter((tag) => !DEAL_TAG_RE.test(tag))
  return deal ? [dealTag(deal, member), ...own] : own
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
  /** The viewer is a member: the rebate they are paid (my_rebate, the deal tag) is the member rebate. */
  member: boolean
}

/** Shops with their category, city and enabled deal (if any), and the distance from a position (the detail). */
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
    .leftJoin(freeMealDeals, enabledDealOf(shops.id))
}

const P = sql.placeholder
const HERE: PositionSql = { latitude: P('lat'), longitude: P('lng') }

/** A deal's terms as a card shows them. */
const DEAL_TERM_KEYS = ['id', 'orderPriceFen', 'rebateFen', 'memberRebateFen', 'minOrderFen', 'amQuota', 'pmQuota', 'amStartTime', 'amEndTime',
  'pmStartTime', 'pmEndTime', 'memberOnly'] as const

/** The columns of a deal's terms, of the deals table or of a subquery reading it. */
function dealTerms<T extends Record<(typeof DEAL_TERM_KEYS)[number], AnyColumn>>(source: T): Pick<T, (typeof DEAL_TERM_KEYS)[number]> {
  return Object.fromEntries(DEAL_TERM_KEYS.map((key) => [key, source[key]])) as Pick<T, (typeof DEAL_TERM_KEYS)[number]>
}

/**
 * A list's columns: what a card shows, the deal's terms from `deal` (the deals table, or a lateral
 * read of it), and the slots the deal holds today (placeholders day and now). The count is a
 * subquery PostgreSQL evaluates after the sort and the limit, for the rows answered only, so a
 * list is one statement.
 */
function listColumns<D extends { id: AnyColumn }>(deal: D) {
  return {
    shop: {
      id: shops.id, name: shops.name, logo: shops.logo, address: shops.address, latitude: shops.latitude, longitude: shops.longitude,
      categoryId: shops.categoryId, platform: shops.platform, tags: shops.tags, sales: shops.sales, rating: shops.rating, status: shops.status,
    },
    categoryName: shopCategories.name,
    cityName: cities.name,
    deal,
    taken: sql<number>`(select count(*)::int from ${freeMealOrders} where ${freeMealOrders.dealId} = ${deal.id}
      and ${freeMealOrders.day} = ${P('day')} and ${holdsSlot(P('now'))})`,
  }
}

/** Shops with their category, city and enabled deal: the rows of the lists by sales or rebate. */
function listRows(db: Db) {
  return db.select(listColumns(dealTerms(freeMealDeals))).from(shops)
    .innerJoin(shopCategories, eq(shopCategories.id, shops.categoryId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .leftJoin(freeMealDeals, enabledDealOf(shops.id))
}

type ListRow = Awaited<ReturnType<typeof listRows>>[number]

/** What a shop card is made of: a list row, or the detail's. */
interface CardRow {
  shop: ListRow['shop']
  categoryName: string
  cityName: string
  deal: DealTerms | null
}

/** The deal's terms a card shows. */
type DealTerms = NonNullable<ListRow['deal']>

/**
 * What a list statement's SQL depends on; its values (position, box, radius, keyword, category,
 * platform, day, page) are placeholders, so each shape is prepared once per database and every
 * request only fills it in (building the SQL of this select was most of a list's cost).
 */
interface ListShape {
  sort: ShopSort
  keyword: boolean
  /** The keyword is matched against the deal tag a member reads (the member rebate). */
  memberTag: boolean
  category: boolean
  withDeal: boolean
  platform: boolean
  good: boolean
  /** Only shops within `radius` of the position (the radius search, or the quality zone's radius). */
  radius: boolean
  /** The radius search's box on the indexed coordinates: none, or with or without longitudes. */
  box: 'none' | 'latitude' | 'full'
}

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
      ilike(dealTagSql(shape.memberTag), pattern),
    ) : undefined,
    shape.withDeal ? isNotNull(freeMealDeals.id) : undefined,
    shape.platform ? eq(shops.platform, P('platform')) : undefined,
    shape.good ? eq(shops.isGood, true) : undefined,
    shape.box === 'none' ? undefined : boxSql(shops.latitude, shops.longitude, shape.box === 'full'),
    shape.radius ? lte(distanceSql(shops.latitude, shops.longitude, HERE), P('radius')) : undefined,
  )
}

/** A deterministic order for every sort (shop id breaks ties), so pages never overlap; nearest first: nearestStatement. */
function listOrder(sort: Exclude<ShopSort, 'distance'>): SQL[] {
  switch (sort) {
    case 'rebate':
      // shops without a deal last
      return [sql`${freeMealDeals.rebateFen} desc nulls last`, asc(shops.id)]
    case 'sales':
      return [desc(shops.sales), asc(shops.id)]
  }
}

function listStatement(db: Db, shape: ListShape, name: string) {
  if (shape.sort === 'distance') return nearestStatement(db, shape, name)
  return listRows(db).where(listFilter(shape)).orderBy(...listOrder(shape.sort))
    .limit(P('limit')).offset(P('offset')).prepare(name)
}

/**
 * Nearest first: the shops of the page are found first (sorted and limited on the shops table,
 * joined only to what the filters read), then joined to what a card shows: the joins are made for
 * the rows of the page, not for every shop of the radius searched. Each row's deal is a lateral
 * read through the index on the shop, so no plan (PostgreSQL's generic one of a prepared statement
 * does not know the limit) reads every deal to join a page.
 */
function nearestStatement(db: Db, shape: ListShape, name: string) {
  // ordered by the selected column's name: the distance is computed once per shop for the order
  const distance = sql<number>`${distanceSql(shops.latitude, shops.longitude, HERE)}`.as('distance')
  let found = db.select({ id: shops.id, distance }).from(shops).$dynamic()
  if (shape.keyword) found = found.innerJoin(shopCategories, eq(shopCategories.id, shops.categoryId))
  if (shape.keyword || shape.withDeal) found = found.leftJoin(freeMealDeals, enabledDealOf(shops.id))
  const near = found.where(listFilter(shape)).orderBy(distance, asc(shops.id)).limit(P('limit')).offset(P('offset')).as('near')
  const deal = db.select(dealTerms(freeMealDeals)).from(freeMealDeals)
    .where(enabledDealOf(shops.id)).limit(1).as('deal')
  return db.select(listColumns(dealTerms(deal))).from(near)
    .innerJoin(shops, eq(shops.id, near.id))
    .innerJoin(shopCategories, eq(shopCategories.id, shops.categoryId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .leftJoinLateral(deal, sql`true`)
    .orderBy(asc(near.distance), asc(shops.id)).prepare(name)
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
  const byShape = perDatabase(statements, db, () => new Map<string, ListStatement>())
  let statement = byShape.get(name)
  if (!statement) {
    statement = listStatement(db, shape, name)
    byShape.set(name, statement)
  }
  return statement
}

/** The deal's API fields as of `time`, given the slots already held today, for a viewer who is a `member` or not. */
function dealFields(deal: DealTerms, time: string, taken: number, member: boolean) {
  const released = releasedQuota(deal, time)
  return {
    order_price: yuan(deal.orderPriceFen),
    rebate: yuan(deal.rebateFen),
    member_rebate: yuan(deal.memberRebateFen),
    my_rebate: yuan(rebateFor(deal, member)),
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

/** A shop as answered; `taken`: the slots its deal holds today; `distance`: metres from the position asked, if any. */
function toShop(row: CardRow, time: string, taken: number, distance: number | null, member: boolean): Shop {
  const { shop, deal } = row
  return {
    id: shop.id,
    name: shop.name,
    logo: shop.logo,
    address: shop.address,
    city: row.cityName,
    latitude: shop.latitude,
    longitude: shop.longitude,
    distance: distance === null ? null : Math.round(distance),
    category_id: shop.categoryId,
    category_name: row.categoryName,
    ...(shop.platform ? { platform: shop.platform as ShopPlatform } : {}),
    tags: shopTags(shop.tags, deal, member),
    sales: shop.sales,
    rating: shop.rating / 10,
    status: shop.status,
    ...(deal ? dealFields(deal, time, taken, member) : {}),
  }
}

/**
 * The radii (metres) searched in turn for "nearest first": each is a box query on the indexed
 * coordinates (geo.ts, boxSql), so a page near the user reads the shops around them, not the whole
 * catalogue. A read is complete once a radius holds all the rows asked for (every shop outside it
 * is farther); past the last radius the whole catalogue is read, which only a sparse one (or a
 * narrow filter) comes to. A read starts at the radius that held the last read of as many rows
 * around there (radiusHints): any radius that holds them gives the same rows.
 */
const NEAREST_RADII_M = [5_000, 20_000, 80_000, 320_000, 1_280_000]
/** Reads remember their radius by squares of this many degrees (about 11 km). */
const HINT_DEGREES = 0.1
/** Radii remembered at most (all are forgotten past it). */
const MAX_HINTS = 10_000

/** Per database: where the radius search around an area starts (an index of its radii, or their number: the whole catalogue). */
const radiusHints = new WeakMap<Db, Map<string, number>>()

/** A list's filters as a statement shape and its values, and as a key (with the day: the slots counted are the day's). */
interface ListRead {
  shape: ListShape
  values: Record<string, unknown>
  key: string
}

function listRead(q: ShopListQuery, keyword: string | undefined, day: string, now: Date): ListRead {
  return {
    shape: {
      sort: q.sort, keyword: !!keyword, memberTag: !!keyword && q.member, category: q.categoryId !== undefined, withDeal: !!q.withDeal, platform: q.platform !== undefined,
      good: !!q.good, radius: false, box: 'none',
    },
    values: {
      pattern: keyword ? containsPattern(keyword) : undefined, categoryId: q.categoryId, platform: q.platform, day, now: now.toISOString(),
    },
    key: JSON.stringify([day, keyword, !!keyword && q.member, q.categoryId, q.withDeal, q.platform, q.good]),
  }
}

/**
 * The `count` shops nearest to `position` after the first `offset` (nearest first, ties by id),
 * only those within `bound` metres when given: the radius search.
 */
async function readNearest(db: Db, list: ListRead, position: Position, count: number, offset: number, bound: number | undefined): Promise<ListRow[]> {
  const radii = bound === undefined ? NEAREST_RADII_M : [...NEAREST_RADII_M.filter((r) => r < bound), bound]
  const values = { ...list.values, lat: position.latitude, lng: position.longitude, limit: count, offset }
  const hints = perDatabase(radiusHints, db, () => new Map<string, number>())
  const hintKey = JSON.stringify([list.key, bound, offset + count, Math.floor(position.latitude / HINT_DEGREES), Math.floor(position.longitude / HINT_DEGREES)])
  let rows: ListRow[] | null = null
  for (let i = hints.get(hintKey) ?? 0; i < radii.length; i++) {
    const radius = radii[i]
    const box = boxAround(position, radius)
    const shape: ListShape = { ...list.shape, sort: 'distance', radius: true, box: box.minLng === undefined ? 'latitude' : 'full' }
    const found = await preparedList(db, shape).execute({ ...values, ...box, radius })
    // complete when the radius holds every row asked for, or when it is the list's own radius
    if (found.length === count || radius === bound) {
      rows = found
      break
    }
  }
  rows ??= await preparedList(db, { ...list.shape, sort: 'distance' }).execute(values)
  // the next read of as many rows around here starts at the first radius that holds these
  const farthest = rows.length === count ? haversineMetres(position, rows[count - 1].shop) : Infinity
  const first = radii.findIndex((r) => r >= farthest)
  if (hints.size >= MAX_HINTS) hints.clear()
  hints.set(hintKey, Math.min(first === -1 ? radii.length : first, bound === undefined ? radii.length : radii.length - 1))
  return rows
}

/** A read around a position holds this many times the rows of the page asked (pages nearby need a few more)... */
const AROUND_ROWS_FACTOR = 4
/** ...up to this many rows; a deeper page is read at its own position. */
const AROUND_MAX_ROWS = 200
/** A list with a radius of its own is read around a position this much farther, so nearby positions find their shops in it. */
const AROUND_BOUND_MARGIN_M = 2_000

const pageCaches = new WeakMap<Db, ListCache<ListRow[]>>()
const nearbyCaches = new WeakMap<Db, NearbyCache<ListRow>>()

const pageCache = (db: Db) => perDatabase(pageCaches, db, () => new ListCache<ListRow[]>())

/** A page's rows with their distances (metres, unrounded; null without a position), and whether another page follows. */
interface PageRows {
  rows: { row: ListRow; distance: number | null }[]
  more: boolean
}

/** A page from its rows read one past it (`more`), each with its distance from `position` when there is one. */
function pageOf(rows: ListRow[], limit: number, position: Position | null): PageRows {
  return { rows: rows.slice(0, limit).map((row) => ({ row, distance: position ? haversineMetres(position, row.shop) : null })), more: rows.length > limit }
}

/**
 * "Nearest first": from the rows read around a position near enough (nearby.ts), else around this
 * one; a page those cannot prove (a deep one, or a crowd of shops at one distance) is read at this
 * very position.
 */
async function nearestPage(db: Db, list: ListRead, q: ShopListQuery, position: Position, nowMs: number): Promise<PageRows> {
  const offset = (q.page - 1) * q.limit
  const count = (offset + q.limit + 1) * AROUND_ROWS_FACTOR
  if (count <= AROUND_MAX_ROWS) {
    const cache = perDatabase(nearbyCaches, db, () => new NearbyCache<ListRow>())
    const bound = q.radiusM === undefined ? undefined : q.radiusM + AROUND_BOUND_MARGIN_M
    const found = await cache.answer(JSON.stringify([list.key, q.radiusM]), position,
      JSON.stringify([position.latitude, position.longitude, q.page, q.limit]), nowMs,
      (around) => pageAround(around, position, offset, q.limit, q.radiusM),
      async () => {
        const rows = await readNearest(db, list, position, count, 0, bound)
        return { centre: position, rows, reach: rows.length < count ? Infinity : haversineMetres(position, rows[count - 1].shop), bound: bound ?? Infinity }
      })
    if (found) return found
  }
  const key = JSON.stringify(['distance', list.key, q.radiusM, position.latitude, position.longitude, q.page, q.limit])
  const rows = await pageCache(db).get(key, nowMs, () => readNearest(db, list, position, q.limit + 1, offset, q.radiusM))
  return pageOf(rows, q.limit, position)
}

/**
 * Best sellers or best rebates first: the rows do not depend on the position (distances are
 * computed per answer), unless only shops within a radius of it are listed.
 */
async function sortedPage(db: Db, list: ListRead, q: ShopListQuery, nowMs: number): Promise<PageRows> {
  const near = q.position !== null && q.radiusM !== undefined
  const key = JSON.stringify([q.sort, list.key, near ? [q.radiusM, q.position!.latitude, q.position!.longitude] : null, q.page, q.limit])
  const rows = await pageCache(db).get(key, nowMs, () => preparedList(db, { ...list.shape, radius: near }).execute({
    ...list.values, lat: q.position?.latitude, lng: q.position?.longitude, radius: q.radiusM, limit: q.limit + 1, offset: (q.page - 1) * q.limit,
  }))
  return pageOf(rows, q.limit, q.position)
}

/**
 * One page of shops, and whether another follows. Rows are not counted (a count reads every
 * matching shop): one row past the page says `more`. Rows come from memory for a moment
 * (listCache.ts, nearby.ts); the deal figures that follow the time of day are computed on every answer.
 */
export async function listShops(db: Db, q: ShopListQuery, now: Date): Promise<ShopPage> {
  const keyword = q.keyword?.trim() || undefined
  const { day, time } = shanghaiMoment(now)
  const list = listRead(q, keyword, day, now)
  const { rows, more } = q.sort === 'distance' && q.position
    ? await nearestPage(db, list, q, q.position, now.getTime())
    : await sortedPage(db, list, q, now.getTime())
  return { list: rows.map((r) => toShop(r.row, time, r.row.taken, r.distance, q.member)), more, page: q.page, limit: q.limit, server_time: formatTime(now)! }
}

/** An open shop with its deal as of now and the user's order of today, or null when there is no such shop. */
export async function shopDetail(db: Db, id: number, position: Position | null, userId: number | null, now: Date): Promise<ShopDetail | null> {
  const [row] = await shopRows(db, position).where(and(eq(shops.id, id), eq(shops.status, 1))).limit(1)
  if (!row) return null
  const { day, time } = shanghaiMoment(now)
  const { shop, deal } = row
  const taken = deal ? await takenSlots(db, [deal.id], day, now) : new Map<number, number>()
  const member = userId !== null && await isMember(db, userId, now)
  let freeMeal: FreeMealDeal | null = null
  if (deal) {
    const [mine] = userId === null ? [] : await db.select({ id: freeMealOrders.id, status: freeMealOrders.status })
      .from(freeMealOrders)
      .where(and(eq(freeMealOrders.userId, userId), eq(freeMealOrders.shopId, shop.id), eq(freeMealOrders.day, day), holdsSlot(now)))
      .orderBy(desc(freeMealOrders.id)).limit(1)
    freeMeal = {
      id: deal.id,
      ...dealFields(deal, time, taken.get(deal.id) ?? 0, member),
      rules: deal.rules,
      server_time: formatTime(now)!,
      my_order: mine ?? null,
    }
  }
  return {
    ...toShop(row, time, deal ? taken.get(deal.id) ?? 0 : 0, row.distance === null ? null : Number(row.distance), member),
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
