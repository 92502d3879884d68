import { and, desc, eq, gt, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm'
import { FREE_MEAL_ORDER_STATUSES, type FreeMealOrderStatus } from '@api-types/order'
import type { OpsReviewRow, OpsUserOrder, ReviewSignal } from '@api-types/ops/order'
import type { Db } from '../../db/driver'
import { freeMealDeals, freeMealOrders, proofHashes, referrals, shops, userIdentities, userMemberships, users } from '../../db/schema'
import { formatTime, yuan } from '../../lib'
import { maskTel } from '../../ops/commands'
import { bandsOf, hammingDistance, PROOF_HASH_MAX_DISTANCE } from './proofHash'
import { statusAt, statusIs } from './service'

// The proof review queue (docs/server.md "Proof review"): a page of orders, each with what a
// reviewer decides on: the screenshots, the deal's rules, the shop, the user's history, and the
// fraud signals (docs/rules.md "Proof review signals"). Every part of a page is read in one query
// for all its rows, whatever the page size.

/** The accounts one device id may have before the device is a signal: any second account. */
export const DEVICE_MIN_ACCOUNTS = 2
/** The accounts one client address may have before it is a signal (a home, an office or a
 * carrier's NAT puts a few people behind one address; more than that is a farm). */
export const ADDRESS_MIN_ACCOUNTS = 3
/** The newest other orders shown with the user. */
const RECENT_ORDERS = 5
/** The other accounts a device or an address signal names (the count says how many in all). */
const NAMED_USERS = 10
/** The signals of one code on one row (the newest orders first). */
const SIGNALS_PER_CODE = 10

type OrderRow = typeof freeMealOrders.$inferSelect

export interface ReviewQuery {
  status: FreeMealOrderStatus | 'all'
  limit: number
  beforeId?: number
}

const groupBy = <T, K>(list: T[], key: (t: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>()
  for (const item of list) map.set(key(item), [...(map.get(key(item)) ?? []), item])
  return map
}

/** A page of the queue, newest first, and the before_id of the next page (null on the last). */
export async function reviewQueue(db: Db, q: ReviewQuery, now: Date): Promise<{ rows: OpsReviewRow[]; next: number | null }> {
  const found = await db.select({
    order: freeMealOrders,
    deal: freeMealDeals,
    shop: { id: shops.id, name: shops.name },
    user: userFacts,
  }).from(freeMealOrders)
    .innerJoin(freeMealDeals, eq(freeMealDeals.id, freeMealOrders.dealId))
    .innerJoin(shops, eq(shops.id, freeMealOrders.shopId))
    .innerJoin(users, eq(users.id, freeMealOrders.userId))
    .where(and(
      q.status === 'all' ? undefined : statusIs(q.status, now),
      q.beforeId === undefined ? undefined : lt(freeMealOrders.id, q.beforeId),
    ))
    .orderBy(desc(freeMealOrders.id)).limit(q.limit)
  if (found.length === 0) return { rows: [], next: null }

  const orders = found.map((f) => f.order)
  const userIds = [...new Set(orders.map((o) => o.userId))]
  const [members, counts, recent, signals] = await Promise.all([
    membersOf(db, userIds, now),
    countsOf(db, userIds, now),
    recentOf(db, userIds, now),
    signalsOf(db, orders, now),
  ])
  const rows = found.map(({ order, deal, shop, user }): OpsReviewRow => ({
    order: {
      id: order.id,
      order_no: order.orderNo,
      status: statusAt(order, now),
      day: order.day,
      window: order.window,
      grab_time: formatTime(order.createdAt)!,
      proof_time: formatTime(order.proofAt),
      review_time: formatTime(order.reviewedAt),
      platform_order_no: order.platformOrderNo,
      images: order.proofImages,
      order_price: yuan(order.orderPriceFen),
      min_order_price: yuan(order.minOrderFen),
      rebate: yuan(order.rebateFen),
      reject_reason: order.rejectReason,
    },
    deal: {
      id: deal.id,
      enabled: deal.enabled,
      am_window: `${deal.amStartTime.slice(0, 5)}-${deal.amEndTime.slice(0, 5)}`,
      pm_window: `${deal.pmStartTime.slice(0, 5)}-${deal.pmEndTime.slice(0, 5)}`,
      am_quota: deal.amQuota,
      pm_quota: deal.pmQuota,
      daily_quota: deal.amQuota + deal.pmQuota,
      order_price: yuan(deal.orderPriceFen),
      min_order_price: yuan(deal.minOrderFen),
      rebate: yuan(deal.rebateFen),
      member_rebate: yuan(deal.memberRebateFen),
      member_only: deal.memberOnly,
      rules: deal.rules,
    },
    shop,
    user: {
      ...summaryOf(user, members, counts),
      recent: (recent.get(user.id) ?? []).filter((r) => r.id !== order.id).slice(0, RECENT_ORDERS),
    },
    signals: signals.get(order.id) ?? [],
  }))
  return { rows, next: found.length === q.limit ? orders[orders.length - 1].id : null }
}

type UserFacts = Pick<typeof users.$inferSelect, 'id' | 'tel' | 'nickname' | 'createdAt'>
const userFacts = { id: users.id, tel: users.tel, nickname: users.nickname, createdAt: users.createdAt }

/** The user as the reviewer sees them (OpsReviewRow['user'] without the recent orders). */
function summaryOf(user: UserFacts, members: Set<number>, counts: Map<number, Record<FreeMealOrderStatus, number>>) {
  return {
    id: user.id,
    tel: user.tel === null ? null : maskTel(user.tel),
    nickname: user.nickname,
    registered_at: formatTime(user.createdAt)!,
    member: members.has(user.id),
    counts: counts.get(user.id) ?? zeroCounts(),
  }
}

/**
 * One user's orders newest first (`id < beforeId`), and the user with their counts; null for no
 * such user. The review history a reviewer opens from a row of the queue.
 */
export async function userOrders(
  db: Db, userId: number, q: ReviewQuery, now: Date,
): Promise<{ found: ReturnType<typeof summaryOf> | null; orders: OpsUserOrder[]; next: number | null }> {
  const [[user], members, counts, rows] = await Promise.all([
    db.select(userFacts).from(users).where(eq(users.id, userId)).limit(1),
    membersOf(db, [userId], now),
    countsOf(db, [userId], now),
    db.select({ order: freeMealOrders, shop: { id: shops.id, name: shops.name } }).from(freeMealOrders)
      .innerJoin(shops, eq(shops.id, freeMealOrders.shopId))
      .where(and(
        eq(freeMealOrders.userId, userId),
        q.status === 'all' ? undefined : statusIs(q.status, now),
        q.beforeId === undefined ? undefined : lt(freeMealOrders.id, q.beforeId),
      ))
      .orderBy(desc(freeMealOrders.id)).limit(q.limit),
  ])
  if (!user) return { found: null, orders: [], next: null }
  return {
    found: summaryOf(user, members, counts),
    orders: rows.map(({ order, shop }) => ({
      id: order.id,
      order_no: order.orderNo,
      shop,
      status: statusAt(order, now),
      platform_order_no: order.platformOrderNo,
      images: order.proofImages,
      rebate: yuan(order.rebateFen),
      grab_time: formatTime(order.createdAt)!,
      proof_time: formatTime(order.proofAt),
      review_time: formatTime(order.reviewedAt),
      reject_reason: order.rejectReason,
    })),
    next: rows.length === q.limit ? rows[rows.length - 1].order.id : null,
  }
}

async function membersOf(db: Db, userIds: number[], now: Date): Promise<Set<number>> {
  const rows = await db.select({ userId: userMemberships.userId }).from(userMemberships)
    .where(and(inArray(userMemberships.userId, userIds), gt(userMemberships.expireAt, now)))
  return new Set(rows.map((r) => r.userId))
}

const zeroCounts = () => Object.fromEntries(FREE_MEAL_ORDER_STATUSES.map((s) => [s, 0])) as Record<FreeMealOrderStatus, number>

/** Each user's orders by status as shown (a reservation past expiry counts as expired). */
async function countsOf(db: Db, userIds: number[], now: Date): Promise<Map<number, Record<FreeMealOrderStatus, number>>> {
  const shown = sql<string>`case when ${freeMealOrders.status} = 'reserved' and ${freeMealOrders.expiresAt} <= ${now.toISOString()} then 'expired' else ${freeMealOrders.status} end`
  const rows = await db.select({ userId: freeMealOrders.userId, status: shown, n: sql<number>`count(*)` }).from(freeMealOrders)
    .where(inArray(freeMealOrders.userId, userIds)).groupBy(freeMealOrders.userId, sql`2`) // by the shown status (its bound time is a parameter)
  const map = new Map<number, Record<FreeMealOrderStatus, number>>()
  for (const r of rows) {
    const counts = map.get(r.userId) ?? zeroCounts()
    counts[r.status as FreeMealOrderStatus] += Number(r.n)
    map.set(r.userId, counts)
  }
  return map
}

/** Each user's newest orders (one more than shown, for the row's own order to be left out). */
async function recentOf(db: Db, userIds: number[], now: Date): Promise<Map<number, OpsReviewRow['user']['recent']>> {
  const ranked = db.select({
    id: freeMealOrders.id,
    orderNo: freeMealOrders.orderNo,
    userId: freeMealOrders.userId,
    status: freeMealOrders.status,
    expiresAt: freeMealOrders.expiresAt,
    createdAt: freeMealOrders.createdAt,
    shop: sql<string>`${shops.name}`.as('shop'),
    rank: sql<number>`row_number() over (partition by ${freeMealOrders.userId} order by ${freeMealOrders.id} desc)`.as('rank'),
  }).from(freeMealOrders).innerJoin(shops, eq(shops.id, freeMealOrders.shopId))
    .where(inArray(freeMealOrders.userId, userIds)).as('ranked')
  const rows = await db.select().from(ranked).where(lte(ranked.rank, RECENT_ORDERS + 1)).orderBy(desc(ranked.id))
  return new Map([...groupBy(rows, (r) => r.userId)].map(([userId, list]) => [userId, list.map((r) => ({
    id: r.id,
    order_no: r.orderNo,
    shop: r.shop,
    status: statusAt({ status: r.status, expiresAt: new Date(r.expiresAt) }, now),
    grab_time: formatTime(new Date(r.createdAt))!,
  }))]))
}

/** The signals of each order of the page, by order id. */
async function signalsOf(db: Db, orders: OrderRow[], now: Date): Promise<Map<number, ReviewSignal[]>> {
  const [platform, screenshots, devices, addresses] = await Promise.all([
    samePlatformOrderNo(db, orders, now),
    sameScreenshot(db, orders, now),
    sharedDevices(db, orders),
    sharedAddresses(db, orders),
  ])
  return new Map(orders.map((o) => [o.id, [
    ...(platform.get(o.id) ?? []), ...(screenshots.get(o.id) ?? []), ...(devices.get(o.userId) ?? []), ...(addresses.get(o.id) ?? []),
  ]]))
}

const otherOrder = (o: Pick<OrderRow, 'id' | 'orderNo' | 'userId' | 'status' | 'expiresAt'>, now: Date) =>
  ({ order_id: o.id, order_no: o.orderNo, user_id: o.userId, status: statusAt(o, now) })

const orderBrief = {
  id: freeMealOrders.id, orderNo: freeMealOrders.orderNo, userId: freeMealOrders.userId,
  status: freeMealOrders.status, expiresAt: freeMealOrders.expiresAt,
}

/** (a) Other orders with the same platform order number. */
async function samePlatformOrderNo(db: Db, orders: OrderRow[], now: Date): Promise<Map<number, ReviewSignal[]>> {
  const numbers = [...new Set(orders.map((o) => o.platformOrderNo).filter((n): n is string => n !== null))]
  if (numbers.length === 0) return new Map()
  const holders = groupBy(
    await db.select({ ...orderBrief, platformOrderNo: freeMealOrders.platformOrderNo }).from(freeMealOrders)
      .where(inArray(freeMealOrders.platformOrderNo, numbers)).orderBy(desc(freeMealOrders.id)),
    (h) => h.platformOrderNo,
  )
  return new Map(orders.map((o) => [o.id, (holders.get(o.platformOrderNo) ?? []).filter((h) => h.id !== o.id).slice(0, SIGNALS_PER_CODE)
    .map((h): ReviewSignal => ({ code: 'same_platform_order_no', ...otherOrder(h, now) }))]))
}

/**
 * (b) Other orders with a screenshot within PROOF_HASH_MAX_DISTANCE bits: the candidates are the
 * hashes sharing a band with one of the page's (each band indexed), the distance is then counted
 * here. One signal per other order, at its nearest screenshot.
 */
async function sameScreenshot(db: Db, orders: OrderRow[], now: Date): Promise<Map<number, ReviewSignal[]>> {
  const mine = await db.select({ orderId: proofHashes.orderId, url: proofHashes.url, hash: proofHashes.hash }).from(proofHashes)
    .where(and(inArray(proofHashes.orderId, orders.map((o) => o.id)), isNotNull(proofHashes.hash)))
  if (mine.length === 0) return new Map()
  const bands = mine.map((m) => bandsOf(m.hash!))
  const bandColumns = [proofHashes.band0, proofHashes.band1, proofHashes.band2, proofHashes.band3, proofHashes.band4]
  const candidates = await db.select({ orderId: proofHashes.orderId, hash: proofHashes.hash, order: orderBrief }).from(proofHashes)
    .innerJoin(freeMealOrders, eq(freeMealOrders.id, proofHashes.orderId))
    .where(or(...bandColumns.map((column, i) => inArray(column, [...new Set(bands.map((b) => b[i]))]))))
  const found = new Map<number, Map<number, { distance: number; image: string; order: (typeof candidates)[number]['order'] }>>()
  for (const m of mine) {
    const nearest = found.get(m.orderId) ?? new Map()
    found.set(m.orderId, nearest)
    for (const c of candidates) {
      if (c.orderId === m.orderId || c.hash === null) continue
      const distance = hammingDistance(m.hash!, c.hash)
      if (distance > PROOF_HASH_MAX_DISTANCE) continue
      const best = nearest.get(c.orderId)
      if (!best || distance < best.distance) nearest.set(c.orderId, { distance, image: m.url, order: c.order })
    }
  }
  return new Map([...found].map(([orderId, nearest]) => [orderId, [...nearest.values()]
    .sort((a, b) => a.distance - b.distance || b.order.id - a.order.id).slice(0, SIGNALS_PER_CODE)
    .map((n): ReviewSignal => ({ code: 'same_screenshot', ...otherOrder(n.order, now), image: n.image, distance: n.distance }))]))
}

/** The other accounts of each key, named (at most NAMED_USERS, the lowest ids first) and counted. */
function othersOf(accounts: number[], self: number): { user_ids: number[]; accounts: number } {
  const all = [...new Set(accounts)].sort((a, b) => a - b)
  return { user_ids: all.filter((u) => u !== self).slice(0, NAMED_USERS), accounts: all.includes(self) ? all.length : all.length + 1 }
}

/** (c) Each user's device ids that DEVICE_MIN_ACCOUNTS or more accounts used, by user id. */
async function sharedDevices(db: Db, orders: OrderRow[]): Promise<Map<number, ReviewSignal[]>> {
  const userIds = [...new Set(orders.map((o) => o.userId))]
  const own = await db.select({ userId: userIdentities.userId, value: userIdentities.value }).from(userIdentities)
    .where(and(eq(userIdentities.kind, 'device'), inArray(userIdentities.userId, userIds)))
  if (own.length === 0) return new Map()
  const accountsOf = groupBy(
    await db.select({ userId: userIdentities.userId, value: userIdentities.value }).from(userIdentities)
      .where(and(eq(userIdentities.kind, 'device'), inArray(userIdentities.value, [...new Set(own.map((o) => o.value))]))),
    (r) => r.value,
  )
  const signals = new Map<number, ReviewSignal[]>()
  for (const { userId, value } of own) {
    const others = othersOf((accountsOf.get(value) ?? []).map((r) => r.userId), userId)
    if (others.accounts < DEVICE_MIN_ACCOUNTS) continue
    signals.set(userId, [...(signals.get(userId) ?? []), { code: 'shared_device', device: value, ...others }])
  }
  return signals
}

/**
 * (c) The client addresses of each order (its proof's, and the user's referral binding's) that
 * ADDRESS_MIN_ACCOUNTS or more accounts used, in proofs or referral bindings.
 */
async function sharedAddresses(db: Db, orders: OrderRow[]): Promise<Map<number, ReviewSignal[]>> {
  const bound = await db.select({ userId: referrals.inviteeId, ip: referrals.clientIp }).from(referrals)
    .where(and(inArray(referrals.inviteeId, [...new Set(orders.map((o) => o.userId))]), isNotNull(referrals.clientIp)))
  const boundIp = new Map(bound.map((b) => [b.userId, b.ip!]))
  const addressesOf = (o: OrderRow) => [...new Set([o.proofIp, boundIp.get(o.userId)].filter((a): a is string => !!a))]
  const all = [...new Set(orders.flatMap(addressesOf))]
  if (all.length === 0) return new Map()
  const [proofs, bindings] = await Promise.all([
    db.selectDistinct({ ip: freeMealOrders.proofIp, userId: freeMealOrders.userId }).from(freeMealOrders)
      .where(inArray(freeMealOrders.proofIp, all)),
    db.select({ ip: referrals.clientIp, userId: referrals.inviteeId }).from(referrals)
      .where(inArray(referrals.clientIp, all)),
  ])
  const accountsOf = groupBy([...proofs, ...bindings], (r) => r.ip!)
  return new Map(orders.map((o) => [o.id, addressesOf(o).flatMap((address): ReviewSignal[] => {
    const others = othersOf((accountsOf.get(address) ?? []).map((r) => r.userId), o.userId)
    return others.accounts < ADDRESS_MIN_ACCOUNTS ? [] : [{ code: 'shared_address', address, ...others }]
  })]))
}
