import { lt, or, sql } from 'drizzle-orm'
import type { Db } from './db/driver'
import type { Job, JobLog } from './jobs'
import { captchas, discountLogs, loginFailures, smsCodes, smsOutbox, tokens } from './db/schema'

// Pruning of rows that no rule reads any more, so the short-lived tables do not grow forever.
// Each age is longer than the longest window that still counts the rows.

export const PRUNE_INTERVAL_MS = 3600_000

export interface PruneCounts {
  captchas: number
  smsCodes: number
  loginFailures: number
  tokens: number
  smsOutbox: number
  discountLogs: number
}

/** Where the sweeps write (the scheduler's log). */
export type MaintenanceLog = JobLog

/** Deletes what has expired at `now` (app.clock); answers how many rows of each kind went. */
export async function pruneExpired(db: Db, now: Date): Promise<PruneCounts> {
  const deleted = async (rows: Promise<unknown[]>) => (await rows).length
  // Ages are SQL intervals from the clock's now, passed as a parameter (never the database's now()).
  const at = sql`${now.toISOString()}::timestamptz`
  const before = (interval: string) => sql`${at} - ${interval}::interval`
  return {
    // A captcha is single use and checked only before its expiry.
    captchas: await deleted(db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ key: captchas.key })),
    // The send limits count the last day; 2 days leaves a margin.
    smsCodes: await deleted(db.delete(smsCodes).where(lt(smsCodes.createdAt, before('2 days'))).returning({ id: smsCodes.id })),
    // The login lock counts the last 15 minutes.
    loginFailures: await deleted(db.delete(loginFailures).where(lt(loginFailures.createdAt, before('1 day'))).returning({ id: loginFailures.id })),
    // Ended sessions are kept a month for support questions ("why was I logged out?").
    tokens: await deleted(db.delete(tokens).where(or(
      lt(tokens.expiresAt, before('30 days')),
      lt(tokens.revokedAt, before('30 days')),
    )).returning({ id: tokens.id })),
    // The dev SMS provider's messages: a week for reading codes back.
    smsOutbox: await deleted(db.delete(smsOutbox).where(lt(smsOutbox.createdAt, before('7 days'))).returning({ id: smsOutbox.id })),
    // What coupon pages reported (recodeLog): 90 days for looking into a platform problem.
    discountLogs: await deleted(db.delete(discountLogs).where(lt(discountLogs.createdAt, before('90 days'))).returning({ id: discountLogs.id })),
  }
}

/** The pruning as a job of the scheduler (jobs.ts): at start and every hour. */
export const pruneJob: Job = {
  name: 'prune-expired-rows',
  intervalMs: PRUNE_INTERVAL_MS,
  failedMsg: 'pruning expired rows failed',
  async run({ db, now, log }) {
    const counts = await pruneExpired(db, now)
    if (Object.values(counts).some((n) => n > 0)) log.info({ pruned: counts }, 'pruned expired rows')
  },
}
