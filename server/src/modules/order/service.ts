import { and, count, desc, eq, exists, gt, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { FREE_MEAL_ORDER_STATUSES, type FreeMealOrder, type FreeMealOrderStatus, type OrderListsResult } from '@api-types/order'
import type { ShopPlatform } from '@api-types/shop'
import { perDatabase, type Db } from '../../db/driver'
import { freeMealDeals, freeMealOrders, freeMealSlots, shops } from '../../db/schema'
import { refuse, type Outcome, type Refusal } from '../../outcome'
import { formatTime, isUniqueViolation, newOrderNo, yuan } from '../../lib'
import { shanghaiMoment } from '../../clock'
import { enabledDealOf, holdsSlot, openWindow, rebateFor, releasedQuota, type DealRow } from '../shop/deal'
import { isMemberSql } from '../member/membership'
import { expireReservations } from './expiry'
import { forgetShopLists } from '../shop/listCache'
import { ensureSlotRow, giveBackSlots, hintSoldOut, inTurn, slotsGivenBack, soldOutHinted, takeSlotFor } from './slots'

// Free-meal orders of a user (docs/rules.md "Free meals and deals"): grab a slot for 30 minutes, upload proof,
// cancel; lists and detail. Time comes from the caller (app.clock), never from SQL now().

export const RESERVATION_MS = 30 * 60_000


type OrderRow = typeof freeMealOrders.$inferSelect
type ShopRow = Pick<typeof shops.$inferSelect, 'id' | 'name' | 'logo' | 'platform' | 'platformUrl' | 'address'>

const shopSummary = {
  id: shops.id, name: shops.name, logo: shops.logo, platform: shops.platform, platformUrl: shops.platformUrl, address: shops.address,
}

/** A reservation past its expiry is expired, whether or not the sweep has stored that yet. */
export function statusAt(order: Pick<OrderRow, 'status' | 'expiresAt'>, now: Date): FreeMealOrderStatus {
  if (order.status === 'reserved' && order.expiresAt <= now) return 'expired'
  return order.status as FreeMealOrderStatus
}

/** Reservations past expiry that the sweep has not marked yet. */
const staleReservation = (now: Date | Placeholder): SQL => and(eq(freeMealOrders.status, 'reserved'), lte(freeMealOrders.expiresAt, now))!

/** Orders whose status at `now` (statusAt) is `status`. */
export function statusIs(status: FreeMealOrderStatus, now: Date): SQL {
  if (status === 'reserved') return and(eq(freeMealOrders.status, 'reserved'), gt(freeMealOrders.expiresAt, now))!
  if (status === 'expired') return or(eq(freeMealOrders.status, 'expired'), staleReservation(now))!
  return eq(freeMealOrders.status, status)
}

export function toFreeMealOrder(order: OrderRow, shop: ShopRow, now: Date): FreeMealOrder {
  return {
    id: order.id,
    order_no: order.orderNo,
    status: statusAt(order, now),
    shop: {
      id: shop.id, name: shop.name, logo: shop.logo, platform: shop.platform as ShopPlatform | null,
      platform_url: shop.platformUrl, address: shop.address,
    },
    order_price: yuan(order.orderPriceFen),
    min_order_price: yuan(order.minOrderFen),
    rebate: yuan(order.rebateFen),
    platform_order_no: order.platformOrderNo,
    images: order.proofImages,
    reject_reason: order.rejectReason,
    expires_at: formatTime(order.expiresAt)!,
    server_time: formatTime(now)!,
    create_time: formatTime(order.createdAt)!,
    proof_time: formatTime(order.proofAt),
    review_time: formatTime(order.reviewedAt),
  }
}

/** One order of the user with its shop, or null (another user's order is as good as missing). */
export async function findOrder(db: Db, userId: number, orderId: number, now: Date): Promise<FreeMealOrder | null> {
  const [row] = await db.select({ order: freeMealOrders, shop: shopSummary }).from(freeMealOrders)
    .innerJoin(shops, eq(shops.id, freeMealOrders.shopId))
    .where(and(eq(freeMealOrders.id, orderId), eq(freeMealOrders.userId, userId))).limit(1)
  return row ? toFreeMealOrder(row.order, row.shop, now) : null
}

export async function listOrders(
  db: Db, userId: number, q: { status?: FreeMealOrderStatus; page: number; limit: number }, now: Date,
): Promise<OrderListsResult> {
  const mine = eq(freeMealOrders.userId, userId)
  const where = and(mine, q.status ? statusIs(q.status, now) : undefined)
  const [rows, [{ total }], perStatus, [{ stale }]] = await Promise.all([
    db.select({ order: freeMealOrders, shop: shopSummary }).from(freeMealOrders)
      .innerJoin(shops, eq(shops.id, freeMealOrders.shopId)).where(where)
      .orderBy(desc(freeMealOrders.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(freeMealOrders).where(where),
    db.select({ status: freeMealOrders.status, n: count() }).from(freeMealOrders).where(mine).groupBy(freeMealOrders.status),
    db.select({ stale: count() }).from(freeMealOrders).where(and(mine, staleReservation(now))),
  ])
  const counts = Object.fromEntries(FREE_MEAL_ORDER_STATUSES.map((s) => [s, 0])) as Record<FreeMealOrderStatus, number>
  for (const r of perStatus) counts[r.status as FreeMealOrderStatus] = Number(r.n)
  // stored as reserved but past expiry: counted where they are shown
  counts.reserved -= Number(stale)
  counts.expired += Number(stale)
  return {
    list: rows.map((r) => toFreeMealOrder(r.order, r.shop, now)),
    total: Number(total),
    page: q.page,
    limit: q.limit,
    counts,
  }
}

const hhmm = (time: string) => time.slice(0, 5)

/** The windows' start times in the day, per deal.ts: a window whose start is not before its end is absent. */
function windowStarts(deal: DealRow): { am: string | null; pm: string | null } {
  return {
    am: deal.amStartTime < deal.amEndTime ? deal.amStartTime : null,
    pm: deal.pmStartTime < deal.pmEndTime ? deal.pmStartTime : null,
  }
}

/** Why a grab at `time`, outside both windows, is refused: the next window today, or tomorrow's first. */
function closedRefusal(deal: DealRow, time: string): Refusal {
  const starts = Object.values(windowStarts(deal)).filter((s): s is string => s !== null)
  if (starts.length === 0) return refuse('grabNoDeal')
  const next = starts.find((s) => s > time)
  return next ? refuse('grabNotStarted', { time: hhmm(next) }) : refuse('grabDayOver', { time: hhmm(starts[0]) })
}

/** No slot left: say so, and when the afternoon release is still ahead, when it comes. */
function soldOutRefusal(deal: DealRow, time: string): Refusal {
  const { pm } = windowStarts(deal)
  return pm !== null && time < pm && deal.pmQuota > 0 ? refuse('grabSoldOutUntil', { time: hhmm(pm) }) : refuse('grabSoldOut')
}

const P = sql.placeholder

/**
 * What a grab decides on, in one statement: the shop's enabled deal (an open shop's), the shop as
 * the order shows it, whether the user holds a slot of the shop today or has a reservation of it
 * that lapsed unswept, the membership (one read for the member-only rule and the rebate), and the
 * deal's slot counter of the day (null when no grab made it yet).
 */
function grabFactsStatement(db: Db) {
  const mine = (holds: SQL) => sql<boolean>`${exists(db.select({ one: sql`1` }).from(freeMealOrders)
    .where(and(eq(freeMealOrders.userId, P('userId')), eq(freeMealOrders.shopId, P('shopId')), eq(freeMealOrders.day, P('day')), holds)))}`
  return db.select({
    deal: freeMealDeals,
    shop: shopSummary,
    held: mine(holdsSlot(P('now'))),
    lapsed: mine(staleReservation(P('now'))),
    member: isMemberSql(db, P('userId'), P('now')),
    taken: sql<number | null>`(${db.select({ taken: freeMealSlots.taken }).from(freeMealSlots)
      .where(and(eq(freeMealSlots.dealId, freeMealDeals.id), eq(freeMealSlots.day, P('day'))))})`,
  }).from(freeMealDeals)
    .innerJoin(shops, eq(shops.id, freeMealDeals.shopId))
    .where(and(enabledDealOf(P('shopId')), eq(shops.status, 1))).limit(1)
    .prepare('grab_facts')
}

// prepared once per database: the crowd of a peak sends it without building it again
const grabFactsStatements = new WeakMap<Db, ReturnType<typeof grabFactsStatement>>()

async function grabFacts(db: Db, userId: number, shopId: number, day: string, now: Date) {
  const [found] = await perDatabase(grabFactsStatements, db, () => grabFactsStatement(db))
    .execute({ userId, shopId, day, now: now.toISOString() })
  return found ? { ...found, taken: found.taken === null ? null : Number(found.taken) } : null
}

// the sweeps grabs of this process run now, by database, deal and day: a crowd that finds a deal full shares one
const sweepsOf = new WeakMap<Db, Map<string, Promise<number>>>()

/**
 * Whether sweeping the deal's lapsed reservations of the day gave a slot back (one sweep at a time
 * per deal and day in this process: the others wait for it). A sweep that frees none leaves this
 * process a sold-out hint (slots.ts) for the crowd behind.
 */
async function slotFreed(db: Db, dealId: number, day: string, quota: number, now: Date): Promise<boolean> {
  const key = `${dealId}:${day}`
  const sweeping = perDatabase(sweepsOf, db, () => new Map<string, Promise<number>>())
  let sweep = sweeping.get(key)
  if (!sweep) {
    sweep = expireReservations(db, now, and(eq(freeMealOrders.dealId, dealId), eq(freeMealOrders.day, day)))
      .finally(() => sweeping.delete(key))
    sweeping.set(key, sweep)
  }
  const freed = await sweep
  if (freed === 0) hintSoldOut(db, dealId, day, quota, now)
  return freed > 0
}

/**
 * Reserves a slot of the shop's free-meal deal for 30 minutes (docs/server.md "Slots at the peak").
 * A grab that cannot win is refused on one read, without a transaction: no deal, window closed, a
 * slot held today, member-only for a non-member, or sold out (the counter full and no lapsed
 * reservation to sweep). One that can win takes its slot on the deal's counter with a conditional
 * update that feeds the order's insert in one statement (slots.ts takeSlotFor), so the quota holds
 * under parallel grabs; the one-per-day unique index backs the per-user rule (a second tap's
 * statement fails on it and takes no slot).
 */
export async function grab(db: Db, userId: number, shopId: number, now: Date): Promise<Outcome<FreeMealOrder>> {
  const { day, time } = shanghaiMoment(now)
  const found = await grabFacts(db, userId, shopId, day, now)
  if (!found) return refuse('grabNoDeal')
  const { deal, shop } = found
  const window = openWindow(deal, time)
  if (!window) return closedRefusal(deal, time)
  if (found.held) return refuse('grabAlreadyToday')
  if (deal.memberOnly && !found.member) return refuse('grabMembersOnly')
  const quota = releasedQuota(deal, time)
  let taken = found.taken
  // the unique index still counts the user's lapsed reservation of this shop today: store it expired
  if (found.lapsed) {
    const expired = await expireReservations(db, now, and(eq(freeMealOrders.userId, userId), eq(freeMealOrders.shopId, shopId), eq(freeMealOrders.day, day)))
    if (taken !== null) taken -= expired
  }
  // The counter full: refused at once while this process's sold-out hint lasts (slots.ts), else
  // its lapsed reservations are swept first (theirs are free); a sweep that frees none leaves
  // the hint for the crowd behind.
  let swept = false
  if (taken === null) await ensureSlotRow(db, deal.id, day)
  else if (taken >= quota) {
    if (soldOutHinted(db, deal.id, day, quota, now) || !(await slotFreed(db, deal.id, day, quota, now))) return soldOutRefusal(deal, time)
    swept = true
  }

  for (let attempt = 1; ; attempt++) {
    const reservation = {
      orderNo: newOrderNo('FM', day),
      userId,
      shopId,
      dealId: deal.id,
      day,
      window,
      orderPriceFen: deal.orderPriceFen,
      rebateFen: rebateFor(deal, found.member),
      minOrderFen: deal.minOrderFen,
      expiresAt: new Date(now.getTime() + RESERVATION_MS),
      createdAt: now,
    }
    let order: OrderRow | null
    try {
      // this process's grabs of the deal take their turns (slots.ts inTurn): the counter's row lock
      // would order them anyway, and waiting here holds no database connection
      order = await inTurn(db, deal.id, day, async () => {
        if (soldOutHinted(db, deal.id, day, quota, now)) return null
        const took = await takeSlotFor(db, reservation, quota)
        if (took || swept) return took
        // parallel grabs took the rest, or a lapsed reservation still counts: sweep once and try again
        swept = true
        return await slotFreed(db, deal.id, day, quota, now) ? takeSlotFor(db, reservation, quota) : null
      })
    } catch (err) {
      if (isUniqueViolation(err, 'free_meal_orders_one_per_day_uq')) return refuse('grabAlreadyToday')
      // a random order number that exists already: draw again
      if (isUniqueViolation(err, 'free_meal_orders_order_no_unique') && attempt < 5) continue
      throw err
    }
    if (order === null) return soldOutRefusal(deal, time)
    forgetShopLists() // the lists show one slot fewer
    return { value: toFreeMealOrder(order, shop, now) }
  }
}

/** Why an order that is not a live reservation of the user cannot take proof or be cancelled. */
async function notReservedRefusal(db: Db, userId: number, orderId: number, now: Date, action: 'proof' | 'cancel'): Promise<Refusal> {
  const order = await findOrder(db, userId, orderId, now)
  switch (order?.status) {
    case undefined: return refuse('orderNotFound')
    case 'expired': return refuse('orderExpired')
    case 'cancelled': return refuse('orderCancelledAlready')
    case 'uploaded': return refuse(action === 'proof' ? 'proofInReview' : 'cancelInReview')
    default: return refuse('orderReviewed')
  }
}

/**
 * Takes the platform order number and screenshots of a live reservation and sends it to review,
 * with the client address it came from (the review queue's address signal).
 * A conditional update, so a double submit moves it once and the second is told it is in review.
 */
export async function submitProof(
  db: Db, userId: number, proof: { id: number; platformOrderNo: string; images: string[]; clientIp?: string | null }, now: Date,
): Promise<Outcome<FreeMealOrder>> {
  const moved = await db.update(freeMealOrders)
    .set({ status: 'uploaded', platformOrderNo: proof.platformOrderNo, proofImages: proof.images, proofAt: now, proofIp: proof.clientIp ?? null })
    .where(and(
      eq(freeMealOrders.id, proof.id), eq(freeMealOrders.userId, userId),
      eq(freeMealOrders.status, 'reserved'), gt(freeMealOrders.expiresAt, now),
    ))
    .returning({ id: freeMealOrders.id })
  if (moved.length === 0) return notReservedRefusal(db, userId, proof.id, now, 'proof')
  return { value: (await findOrder(db, userId, proof.id, now))! }
}

/** Gives a live reservation back: its slot returns to the pool on the counter, in the same transaction. */
export async function cancelOrder(db: Db, userId: number, orderId: number, now: Date): Promise<Outcome<FreeMealOrder>> {
  const moved = await db.transaction(async (tx) => {
    const rows = await tx.update(freeMealOrders).set({ status: 'cancelled', closedAt: now })
      .where(and(
        eq(freeMealOrders.id, orderId), eq(freeMealOrders.userId, userId),
        eq(freeMealOrders.status, 'reserved'), gt(freeMealOrders.expiresAt, now),
      ))
      .returning({ id: freeMealOrders.id })
    await giveBackSlots(tx, rows.map((r) => r.id))
    return rows.length > 0
  })
  if (!moved) return notReservedRefusal(db, userId, orderId, now, 'cancel')
  slotsGivenBack() // the slot is back in the lists and grabbable here at once
  return { value: (await findOrder(db, userId, orderId, now))! }
}
