import { and, eq, inArray, lte, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './driver'

/** A table whose rows wait in one status until expires_at, then turn 'expired' (closed_at set). */
export type Lapsing = PgTable & { id: PgColumn; status: PgColumn; expiresAt: PgColumn; closedAt: PgColumn }

/**
 * Marks the rows still `waiting` with expires_at <= now that `scope` picks 'expired' (closed_at =
 * now) and answers their ids. Rows another transaction holds are skipped (FOR UPDATE SKIP LOCKED),
 * so a sweep never waits for or deadlocks with the request holding them; the next run takes them.
 */
export async function markExpired(db: Db, rows: Lapsing, waiting: string, now: Date, scope?: SQL): Promise<number[]> {
  const stale = db.select({ id: rows.id }).from(rows)
    .where(and(eq(rows.status, waiting), lte(rows.expiresAt, now), scope))
    .orderBy(rows.id)
    .for('update', { skipLocked: true })
  const expired = await db.update(rows).set({ status: 'expired', closedAt: now })
    .where(and(inArray(rows.id, stale), eq(rows.status, waiting)))
    .returning({ id: rows.id })
  return expired.map((row) => row.id as number)
}
