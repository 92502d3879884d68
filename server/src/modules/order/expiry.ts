import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { markExpired } from '../../db/expire'
import { freeMealOrders } from '../../db/schema'
import type { Job } from '../../jobs'
import { expireOrders as expireVoucherOrders } from '../businessOrder/service'
import { expireGoldPackOrders } from '../gold/packs'
import { expireMemberOrders } from '../member/orders'

// Reservations without proof in time expire and give their slot back. Every rule already treats a
// reservation past expires_at as free (deal.ts holdsSlot) and shows it as expired, so this sweep
// only brings the stored status in line (the one-per-day unique index still counts a stale one).

export const EXPIRY_INTERVAL_MS = 60_000

/** Marks reservations with expires_at <= now as expired (db/expire.ts); `scope` narrows which. Answers how many. */
export async function expireReservations(db: Db, now: Date, scope?: SQL): Promise<number> {
  return (await markExpired(db, freeMealOrders, 'reserved', now, scope)).length
}

/**
 * The sweep as a job of the scheduler (jobs.ts), at start and every minute: reservations, then
 * voucher, membership and gold pack orders unpaid after 15 minutes (vouchers give their stock back)
 * on the same beat. Each part runs in its own savepoint and logs its own failure, so one failing does not
 * stop the other.
 */
export const expirySweepJob: Job = {
  name: 'expiry-sweep',
  intervalMs: EXPIRY_INTERVAL_MS,
  failedMsg: 'the expiry sweep failed',
  async run({ db, now, log }) {
    try {
      const n = await db.transaction((tx) => expireReservations(tx, now))
      if (n > 0) log.info({ expired: n }, 'expired free-meal reservations')
    } catch (err) {
      log.error({ err }, 'expiring free-meal reservations failed')
    }
    try {
      const n = await db.transaction((tx) => expireVoucherOrders(tx, now))
      if (n > 0) log.info({ cancelled: n }, 'cancelled unpaid voucher orders')
    } catch (err) {
      log.error({ err }, 'cancelling unpaid voucher orders failed')
    }
    try {
      const n = await expireMemberOrders(db, now)
      if (n > 0) log.info({ expired: n }, 'expired unpaid membership orders')
    } catch (err) {
      log.error({ err }, 'expiring unpaid membership orders failed')
    }
    try {
      const n = await expireGoldPackOrders(db, now)
      if (n > 0) log.info({ expired: n }, 'expired unpaid gold pack orders')
    } catch (err) {
      log.error({ err }, 'expiring unpaid gold pack orders failed')
    }
  },
}
