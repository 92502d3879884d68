import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { walletLedger, wallets } from '../../db/schema'

// The wallet's only writer (product-rules "Money and units"): every balance change is one
// append-only ledger row with the balance after it, written in the caller's transaction, and one
// cause (user, kind, ref_type, ref_id) moves a user's money at most once.

/** A transaction of Db (what db.transaction passes to its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface LedgerEntry {
  userId: number
  /** What kind of movement: 'free_meal_rebate', 'voucher_payment', 'cash_out', ... */
  kind: string
  /** Positive fen; credit adds it, debit takes it. */
  amountFen: number
  /** What caused it, e.g. ('free_meal_order', order id). */
  refType: string
  refId: number
  note?: string
}

/** done: moved; duplicate: this cause was already booked (nothing changed); insufficient: a debit above the balance (nothing written). */
export type LedgerOutcome = 'done' | 'duplicate' | 'insufficient'

/** Adds amountFen to the user's balance, once per cause. */
export function credit(tx: Tx, entry: LedgerEntry): Promise<Exclude<LedgerOutcome, 'insufficient'>> {
  return move(tx, entry, 1) as Promise<Exclude<LedgerOutcome, 'insufficient'>>
}

/** Takes amountFen from the user's balance, once per cause; never below zero. */
export function debit(tx: Tx, entry: LedgerEntry): Promise<LedgerOutcome> {
  return move(tx, entry, -1)
}

async function move(tx: Tx, entry: LedgerEntry, sign: 1 | -1): Promise<LedgerOutcome> {
  if (!Number.isSafeInteger(entry.amountFen) || entry.amountFen <= 0) {
    throw new RangeError(`wallet ${sign > 0 ? 'credit' : 'debit'} needs a positive integer of fen, got ${entry.amountFen}`)
  }
  if (sign > 0) await tx.insert(wallets).values({ userId: entry.userId }).onConflictDoNothing()
  // The row lock serialises every movement of this user's money, so the duplicate check, the
  // balance read and the update below see each other's committed work.
  const [wallet] = await tx.select({ balanceFen: wallets.balanceFen }).from(wallets)
    .where(eq(wallets.userId, entry.userId)).for('update')
  const cause = and(
    eq(walletLedger.userId, entry.userId), eq(walletLedger.kind, entry.kind),
    eq(walletLedger.refType, entry.refType), eq(walletLedger.refId, entry.refId),
  )
  const [booked] = await tx.select({ id: walletLedger.id }).from(walletLedger).where(cause).limit(1)
  if (booked) return 'duplicate'
  const balanceAfterFen = (wallet?.balanceFen ?? 0) + sign * entry.amountFen
  if (balanceAfterFen < 0) return 'insufficient'
  const inserted = await tx.insert(walletLedger).values({
    userId: entry.userId,
    kind: entry.kind,
    amountFen: sign * entry.amountFen,
    balanceAfterFen,
    refType: entry.refType,
    refId: entry.refId,
    note: entry.note ?? '',
  }).onConflictDoNothing().returning({ id: walletLedger.id })
  if (inserted.length === 0) return 'duplicate'
  await tx.update(wallets).set({ balanceFen: balanceAfterFen, updatedAt: sql`now()` }).where(eq(wallets.userId, entry.userId))
  return 'done'
}
