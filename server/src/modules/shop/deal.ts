import { and, count, eq, gt, inArray, notInArray, or, ne, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { freeMealDeals, freeMealOrders } from '../../db/schema'

// Free-meal deal rules shared by the shop lists/detail and the orders (docs/rules.md "Free meals and deals").
// Times are Asia/Shanghai (clock.ts shanghaiMoment of app.clock's now); windows are [start, end)
// 'HH:MM:SS', and a window whose start is not before its end is absent.

export type DealRow = typeof freeMealDeals.$inferSelect
type DealWindows = Pick<DealRow, 'amStartTime' | 'amEndTime' | 'pmStartTime' | 'pmEndTime'>

// zero-padded 'HH:MM:SS' strings compare like times
const present = (start: string, end: string) => start < end

/** The window open at `time`, or null. */
export function openWindow(deal: DealWindows, time: string): 'am' | 'pm' | null {
  if (present(deal.amStartTime, deal.amEndTime) && time >= deal.amStartTime && time < deal.amEndTime) return 'am'
  if (present(deal.pmStartTime, deal.pmEndTime) && time >= deal.pmStartTime && time < deal.pmEndTime) return 'pm'
  return null
}

/** Slots released by `time` today: the morning quota once its window opened, plus the afternoon's. */
export function releasedQuota(deal: DealWindows & Pick<DealRow, 'amQuota' | 'pmQuota'>, time: string): number {
  let released = 0
  if (present(deal.amStartTime, deal.amEndTime) && time >= deal.amStartTime) released += deal.amQuota
  if (present(deal.pmStartTime, deal.pmEndTime) && time >= deal.pmStartTime) released += deal.pmQuota
  return released
}

/** Slots the next window to open later today releases (the afternoon's while the morning window is
 * open or over), or 0 when no window opens after `time` today. */
export function nextWindowQuota(deal: DealWindows & Pick<DealRow, 'amQuota' | 'pmQuota'>, time: string): number {
  if (present(deal.amStartTime, deal.amEndTime) && time < deal.amStartTime) return deal.amQuota
  if (present(deal.pmStartTime, deal.pmEndTime) && time < deal.pmStartTime) return deal.pmQuota
  return 0
}

/**
 * The rebate (fen) a user is paid for a deal: its member rebate for a member, its rebate otherwise
 * (docs/rules.md "Free meals and deals"). The one place that decides it: the lists, the detail
 * (my_rebate and the deal's tag) and the grab, which keeps it on the order for approval to credit.
 */
export function rebateFor(deal: Pick<DealRow, 'rebateFen' | 'memberRebateFen'>, member: boolean): number {
  return member ? deal.memberRebateFen : deal.rebateFen
}

/**
 * The enabled deal of a shop: `enabled` written as the bare column, as the partial unique index on
 * the shop has it (schema.ts), so a prepared statement's generic plan can use that index (drizzle
 * would send `= true` as a parameter, which no plan can match to the index's predicate).
 */
export function enabledDealOf(shopId: AnyColumn | number | Placeholder): SQL {
  return and(eq(freeMealDeals.shopId, shopId), sql`${freeMealDeals.enabled}`)!
}

/**
 * Orders that hold a slot: all but expired and cancelled ones, and a reservation only until it
 * expires. `now` may be a prepared statement's placeholder (an ISO time when it is filled in).
 */
export function holdsSlot(now: Date | Placeholder): SQL {
  return and(
    notInArray(freeMealOrders.status, ['expired', 'cancelled']),
    or(ne(freeMealOrders.status, 'reserved'), gt(freeMealOrders.expiresAt, now)),
  )!
}

/** Slots held per deal on a day. */
export async function takenSlots(db: Db, dealIds: number[], day: string, now: Date): Promise<Map<number, number>> {
  if (dealIds.length === 0) return new Map()
  const rows = await db.select({ dealId: freeMealOrders.dealId, n: count() }).from(freeMealOrders)
    .where(and(inArray(freeMealOrders.dealId, dealIds), eq(freeMealOrders.day, day), holdsSlot(now)))
    .groupBy(freeMealOrders.dealId)
  return new Map(rows.map((r) => [r.dealId, Number(r.n)]))
}
