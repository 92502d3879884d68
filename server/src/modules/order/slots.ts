import { performance } from 'node:perf_hooks'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { perDatabase, rowsOf, type Db } from '../../db/driver'
import { freeMealOrders, freeMealSlots } from '../../db/schema'
import type { Tx } from '../ledger/book'
import { forgetShopLists } from '../shop/listCache'

// The slot counters of free-meal deals (docs/server.md "Orders", "Slots at the peak"): one row per
// deal and day counting its orders not stored as expired or cancelled. Every writer of an order's
// status moves it in the same transaction: a grab takes one (takeSlotFor), an expiry or a cancel gives
// it back (giveBackSlots), the demo seed counts its orders (countSlot).

// the counters this process made sure exist (or is making), by database, deal and day: the crowd
// that opens a deal's day waits for one insert
const ensured = new WeakMap<Db, Map<string, Promise<void>>>()

/** Makes the deal's counter of the day exist (0 taken), so a grab's conditional update finds it. */
export function ensureSlotRow(db: Db, dealId: number, day: string): Promise<void> {
  const made = perDatabase(ensured, db, () => new Map<string, Promise<void>>())
  const key = `${dealId}:${day}`
  let insert = made.get(key)
  if (!insert) {
    // the days go by: the memory of earlier ones goes when it grows
    if (made.size >= 10_000) made.clear()
    insert = db.insert(freeMealSlots).values({ dealId, day, taken: 0 }).onConflictDoNothing().then(() => undefined)
    insert.catch(() => made.delete(key)) // a failed insert is tried again by the next grab
    made.set(key, insert)
  }
  return insert
}

type NewReservation = Pick<typeof freeMealOrders.$inferSelect,
  'orderNo' | 'userId' | 'shopId' | 'dealId' | 'day' | 'window' | 'orderPriceFen' | 'rebateFen' | 'minOrderFen' | 'expiresAt' | 'createdAt'>

/**
 * Takes one of `quota` slots of the reservation's deal and day, when fewer are taken, and stores
 * the reservation, in one statement: a conditional update of the counter whose row feeds the
 * insert. Its own transaction, so the counter's row lock ends with the statement (the crowd of a
 * peak queues for one statement each, not for a transaction's round trips), and an insert that
 * fails (one per user and day) takes no slot. Null when none is left (or the counter row is
 * missing: ensureSlotRow first).
 */
export async function takeSlotFor(db: Db, reservation: NewReservation, quota: number): Promise<typeof freeMealOrders.$inferSelect | null> {
  const fields = (Object.keys(reservation) as (keyof NewReservation)[]).map((key) => {
    const column: AnyPgColumn = freeMealOrders[key]
    // typed, as an insert's select list does not take the columns' types
    return { name: sql.identifier(column.name), value: sql`${column.mapToDriverValue(reservation[key])}::${sql.raw(column.getSQLType())}` }
  })
  const taken = sql.identifier(freeMealSlots.taken.name)
  const [stored] = rowsOf<{ id: number }>(await db.execute(sql`
    with slot as (
      update ${freeMealSlots} set ${taken} = ${taken} + 1
      where ${sql.identifier(freeMealSlots.dealId.name)} = ${reservation.dealId}
        and ${sql.identifier(freeMealSlots.day.name)} = ${reservation.day}::date and ${taken} < ${quota}
      returning 1
    )
    insert into ${freeMealOrders} (${sql.join(fields.map((f) => f.name), sql`, `)})
    select ${sql.join(fields.map((f) => f.value), sql`, `)} from slot
    returning ${sql.identifier(freeMealOrders.id.name)} as id`))
  if (!stored) return null
  return {
    ...reservation, id: Number(stored.id), status: 'reserved',
    platformOrderNo: null, proofImages: [], rejectReason: null, proofAt: null, proofIp: null, reviewedAt: null, closedAt: null,
  }
}

// the grabs of this process waiting for their turn, by database, deal and day: the last one's promise
const turns = new WeakMap<Db, Map<string, Promise<unknown>>>()

/**
 * Runs `take` after the takes of the deal's day this process started before it have ended. Takes
 * of one counter run one after another anyway (its row lock); queued here, a crowd holds no
 * database connection while it waits, so the pool keeps serving the first reads, and once the
 * sold-out hint is set the rest of the queue is refused without a statement.
 */
export function inTurn<T>(db: Db, dealId: number, day: string, take: () => Promise<T>): Promise<T> {
  const queue = perDatabase(turns, db, () => new Map<string, Promise<unknown>>())
  const key = `${dealId}:${day}`
  const mine = (queue.get(key) ?? Promise.resolve()).then(take)
  const done = mine.then(() => undefined, () => undefined)
  queue.set(key, done)
  void done.then(() => { if (queue.get(key) === done) queue.delete(key) })
  return mine
}

/** Counts an order stored without a grab (the demo seed), whatever the quota. */
export async function countSlot(tx: Tx, dealId: number, day: string): Promise<void> {
  await tx.insert(freeMealSlots).values({ dealId, day, taken: 1 })
    .onConflictDoUpdate({ target: [freeMealSlots.dealId, freeMealSlots.day], set: { taken: sql`${freeMealSlots.taken} + 1` } })
}

/**
 * Gives back the slots of orders this transaction just stored as expired or cancelled, one
 * counter after another in (deal, day) order, so two sweeps never wait on each other crosswise.
 */
export async function giveBackSlots(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return
  const groups = await tx.select({ dealId: freeMealOrders.dealId, day: freeMealOrders.day, n: count() }).from(freeMealOrders)
    .where(inArray(freeMealOrders.id, orderIds))
    .groupBy(freeMealOrders.dealId, freeMealOrders.day)
    .orderBy(freeMealOrders.dealId, freeMealOrders.day)
  for (const g of groups) {
    await tx.update(freeMealSlots).set({ taken: sql`${freeMealSlots.taken} - ${Number(g.n)}` })
      .where(and(eq(freeMealSlots.dealId, g.dealId), eq(freeMealSlots.day, g.day)))
  }
}

/**
 * After slots came back in this process: the lists show them and no sold-out hint here hides
 * them (another process's hint lapses by itself within SOLD_OUT_HINT_MS).
 */
export function slotsGivenBack(): void {
  soldOutHints = new WeakMap()
  forgetShopLists()
}

/** How long a process trusts that a deal it found sold out (and swept) still is. */
export const SOLD_OUT_HINT_MS = 1_000

interface Hint {
  /** app.clock's time when it was found sold out: a clock moved on (tests) ends the hint. */
  at: number
  /** This process's monotonic time then: however app.clock runs, a hint lives SOLD_OUT_HINT_MS. */
  real: number
}

// by database, then deal, day and the quota released then, so the afternoon release is never hidden
let soldOutHints = new WeakMap<Db, Map<string, Hint>>()
const hintKey = (dealId: number, day: string, quota: number) => `${dealId}:${day}:${quota}`
const hintsOf = (db: Db) => perDatabase(soldOutHints, db, () => new Map<string, Hint>())

/** Whether this process found the deal's released quota all taken, with no lapsed reservation, less than SOLD_OUT_HINT_MS ago. */
export function soldOutHinted(db: Db, dealId: number, day: string, quota: number, now: Date): boolean {
  const hints = hintsOf(db)
  const hint = hints.get(hintKey(dealId, day, quota))
  if (!hint) return false
  const fresh = now.getTime() >= hint.at && now.getTime() - hint.at < SOLD_OUT_HINT_MS && performance.now() - hint.real < SOLD_OUT_HINT_MS
  if (!fresh) hints.delete(hintKey(dealId, day, quota))
  return fresh
}

/** Records that the deal's released quota is all taken and no reservation of it has lapsed unswept. */
export function hintSoldOut(db: Db, dealId: number, day: string, quota: number, now: Date): void {
  const hints = hintsOf(db)
  // stale hints of other deals go when the map grows: a hint is worth a second
  if (hints.size >= 1000) hints.clear()
  hints.set(hintKey(dealId, day, quota), { at: now.getTime(), real: performance.now() })
}
