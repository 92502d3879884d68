import { sql } from 'drizzle-orm'
import type { Db } from './driver'

// Advisory locks (docs/server.md "Locks"): one named lock per thing that must change one request at
// a time (a user's recharge, a deal's day, a phone's SMS sends...), transaction-scoped so it goes
// with the transaction's commit or rollback on whichever pooled connection it got, and shared by
// every server process on the database. The name's parts are joined with ':' and hashed to the
// 64-bit key by PostgreSQL's hashtextextended, the same function for every lock.

/** A transaction handle or the database (drizzle's transaction is a Db too). */
type Handle = Pick<Db, 'execute'>

const keyOf = (parts: readonly (string | number)[]) => sql`hashtextextended(${parts.join(':')}, 0)`

/** Waits for, then holds until the transaction ends, the advisory lock named by `parts`. */
export async function lockFor(tx: Handle, ...parts: (string | number)[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${keyOf(parts)})`)
}

/** Takes the advisory lock named by `parts` if it is free (held until the transaction ends); false when another holds it. */
export async function tryLockFor(tx: Handle, ...parts: (string | number)[]): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${keyOf(parts)}) as locked`)
  // both drivers (node-postgres, PGlite) answer { rows }
  const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows
  return row?.locked === true
}
