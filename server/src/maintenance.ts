import { lt, or, sql } from 'drizzle-orm'
import type { Db } from './db/driver'
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

export interface MaintenanceLog {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** Deletes what has expired; answers how many rows of each kind went. */
export async function pruneExpired(db: Db): Promise<PruneCounts> {
  const deleted = async (rows: Promise<unknown[]>) => (await rows).length
  return {
    // A captcha is single use and checked only before its expiry.
    captchas: await deleted(db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`)).returning({ key: captchas.key })),
    // The send limits count the last day; 2 days leaves a margin.
    smsCodes: await deleted(db.delete(smsCodes).where(lt(smsCodes.createdAt, sql`now() - interval '2 days'`)).returning({ id: smsCodes.id })),
    // The login lock counts the last 15 minutes.
    loginFailures: await deleted(db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 day'`)).returning({ id: loginFailures.id })),
    // Ended sessions are kept a month for support questions ("why was I logged out?").
    tokens: await deleted(db.delete(tokens).where(or(
      lt(tokens.expiresAt, sql`now() - interval '30 days'`),
      lt(tokens.revokedAt, sql`now() - interval '30 days'`),
    )).returning({ id: tokens.id })),
    // The dev SMS provider's messages: a week for reading codes back.
    smsOutbox: await deleted(db.delete(smsOutbox).where(lt(smsOutbox.createdAt, sql`now() - interval '7 days'`)).returning({ id: smsOutbox.id })),
    // What coupon pages reported (recodeLog): 90 days for looking into a platform problem.
    discountLogs: await deleted(db.delete(discountLogs).where(lt(discountLogs.createdAt, sql`now() - interval '90 days'`)).returning({ id: discountLogs.id })),
  }
}

/**
 * Prunes now and every hour. The timer does not keep the process alive; a failed run is logged
 * and the next one tries again. stop() ends the schedule and waits for a run in progress, so the
 * database can be closed after it.
 */
export function startMaintenance(db: Db, log: MaintenanceLog): { stop(): Promise<void> } {
  let running: Promise<void> | null = null
  const run = () => {
    if (running) return // the previous run is still going
    running = pruneExpired(db)
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0)) log.info({ pruned: counts }, 'pruned expired rows')
      })
      .catch((err: unknown) => log.error({ err }, 'pruning expired rows failed'))
      .finally(() => { running = null })
  }
  run()
  const timer = setInterval(run, PRUNE_INTERVAL_MS)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
