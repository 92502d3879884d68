import { and, count, desc, eq, gt, lte, or, type SQL } from 'drizzle-orm'
import { FREE_MEAL_ORDER_STATUSES, type FreeMealOrder, type FreeMealOrderStatus, type OrderListsResult } from '@api-types/order'
import type { ShopPlatform } from '@api-types/shop'
import type { Db } from '../../db/driver'
import { freeMealDeals, freeMealOrders, shops } from '../../db/schema'
import { refuse, type Outcome, type Refusal } from '../../outcome'
import { formatTime, isUniqueViolation, newOrderNo, yuan } from '../../lib'
import { shanghaiMoment } from '../../clock'
import { enabledDealOf, holdsSlot, openWindow, rebateFor, releasedQuota, takenSlots, type DealRow } from '../shop/deal'
import { isMember } from '../member/membership'
import { expireReservations } from './expiry'
import { forgetShopLists } from '../shop/listCache'
import { lockFor } from '../../db/locks'

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
const staleReservation = (now: Date): SQL => and(eq(freeMealOrders.status, 'reserved'), lte(freeMealOrders.expiresAt, now))!

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

/**
 * Reserves a slot of the shop's free-meal deal for 30 minutes. One transaction per deal and day
 * at a time (an advisory lock), so the quota holds under parallel grabs; the one-per-day unique
 * index backs the per-user rule. A member-only deal is refused to a non-member (会员专享) by the
 * same membership read, in the same transaction, that picks the rebate, so a membership ending at
 * that moment is decided once.
 */
export async function grab(db: Db, userId: number, shopId: number, now: Date): Promise<Outcome<FreeMealOrder>> {
  const [found] = await db.select({ deal: freeMealDeals }).from(freeMealDeals)
    .innerJoin(shops, eq(shops.id, freeMealDeals.shopId))
    .where(and(enabledDealOf(shopId), eq(shops.status, 1))).limit(1)
  if (!found) return refuse('grabNoDeal')
  const deal = found.deal
  const { day, time } = shanghaiMoment(now)
  const window = openWindow(deal, time)
  if (!window) return closedRefusal(deal, time)

  for (let attempt = 1; ; attempt++) {
    let outcome: Outcome<number>
    try {
      outcome = await db.transaction(async (tx) => {
        await lockFor(tx, 'free_meal_deal', deal.id, day)
        // The unique index still counts stale reservations: expire this deal's of today and the user's.
        await expireReservations(tx, now, or(
          and(eq(freeMealOrders.dealId, deal.id), eq(freeMealOrders.day, day)),
          eq(freeMealOrders.userId, userId),
        ))
        const [held] = await tx.select({ id: freeMealOrders.id }).from(freeMealOrders)
          .where(and(eq(freeMealOrders.userId, userId), eq(freeMealOrders.shopId, shopId), eq(freeMealOrders.day, day), holdsSlot(now)))
          .limit(1)
        if (held) return refuse('grabAlreadyToday')
        // one read of the membership decides both whether a member-only deal may be grabbed and the rebate
        const member = await isMember(tx, userId, now)
        if (deal.memberOnly && !member) return refuse('grabMembersOnly')
        const taken = (await takenSlots(tx, [deal.id], day, now)).get(deal.id) ?? 0
        if (taken >= releasedQuota(deal, time)) return soldOutRefusal(deal, time)
        const [order] = await tx.insert(freeMealOrders).values({
          orderNo: newOrderNo('FM', day),
          userId,
          shopId,
          dealId: deal.id,
          day,
          window,
          status: 'reserved',
          orderPriceFen: deal.orderPriceFen,
          rebateFen: rebateFor(deal, member),
          minOrderFen: deal.minOrderFen,
          expiresAt: new Date(now.getTime() + RESERVATION_MS),
          createdAt: now,
        }).returning({ id: freeMealOrders.id })
        return { value: order.id }
      })
    } catch (err) {
      if (isUniqueViolation(err, 'free_meal_orders_one_per_day_uq')) return refuse('grabAlreadyToday')
      // a random order number that exists already: draw again
      if (isUniqueViolation(err, 'free_meal_orders_order_no_unique') && attempt < 5) continue
      throw err
    }
    if ('refusal' in outcome) return outcome
    forgetShopLists() // the lists show one slot fewer
    return { value: (await findOrder(db, userId, outcome.value, now))! }
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
 * Takes the platform order number and screenshots of a live reservation and sends it to review.
 * A conditional update, so a double submit moves it once and the second is told it is in review.
 */
export async function submitProof(
  db: Db, userId: number, proof: { id: number; platformOrderNo: string; images: string[] }, now: Date,
): Promise<Outcome<FreeMealOrder>> {
  const moved = await db.update(freeMealOrders)
    .set({ status: 'uploaded', platformOrderNo: proof.platformOrderNo, proofImages: proof.images, proofAt: now })
    .where(and(
      eq(freeMealOrders.id, proof.id), eq(freeMealOrders.userId, userId),
      eq(freeMealOrders.status, 'reserved'), gt(freeMealOrders.expiresAt, now),
    ))
    .returning({ id: freeMealOrders.id })
  if (moved.length === 0) return notReservedRefusal(db, userId, proof.id, now, 'proof')
  return { value: (await findOrder(db, userId, proof.id, now))! }
}

/** Gives a live reservation back (its slot returns to the pool). */
export async function cancelOrder(db: Db, userId: number, orderId: number, now: Date): Promise<Outcome<FreeMealOrder>> {
  const moved = await db.update(freeMealOrders).set({ status: 'cancelled', closedAt: now })
    .where(and(
      eq(freeMealOrders.id, orderId), eq(freeMealOrders.userId, userId),
      eq(freeMealOrders.status, 'reserved'), gt(freeMealOrders.expiresAt, now),
    ))
    .returning({ id: freeMealOrders.id })
  if (moved.length === 0) return notReservedRefusal(db, userId, orderId, now, 'cancel')
  forgetShopLists() // the slot is back in the lists
  return { value: (await findOrder(db, userId, orderId, now))! }
}
