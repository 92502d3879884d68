import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { markExpired } from '../../db/expire'
import { freeMealOrders } from '../../db/schema'
import { giveBackSlots, slotsGivenBack } from './slots'

// Reservations without proof in time expire and give their slot back. Every rule already treats a
// reservation past expires_at as free (deal.ts holdsSlot) and shows it as expired, so this sweep
// only brings the stored status in line (the one-per-day unique index and the slot counters,
// slots.ts, still count a stale one) and gives the slots back on the counters in one transaction.
// The order module declares it as a lapse, swept every minute (modules/registry.ts).

/** Marks reservations with expires_at <= now as expired (db/expire.ts); `scope` narrows which. Answers how many. */
export async function expireReservations(db: Db, now: Date, scope?: SQL): Promise<number> {
  const expired = await db.transaction(async (tx) => {
    const ids = await markExpired(tx, freeMealOrders, 'reserved', now, scope)
    await giveBackSlots(tx, ids)
    return ids.length
  })
  if (expired > 0) slotsGivenBack()
  return expired
}
