import { sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { rowsOf, type Db } from '../../db/driver'

// One engine for every balance the app keeps per user (the wallet in fen, gold coins): each change
// is one append-only ledger row with the balance after it, written in the caller's transaction, and
// one cause (user, kind, ref_type, ref_id) moves a user's balance at most once. A book names the
// tables and columns; the SQL is the same for all (docs/rules.md "Money and units").

/** A transaction of Db (what db.transaction passes to its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface BookTables {
  /** What the balance is, for error messages: 'wallet', 'gold'. */
  name: string
  /** One row per user: user id (primary key), balance (never below zero), updated at. */
  accounts: PgTable
  account: { userId: AnyPgColumn; balance: AnyPgColumn; updatedAt: AnyPgColumn }
  /** The append-only rows, unique on (user_id, kind, ref_type, ref_id). */
  ledger: PgTable
  entry: {
    userId: AnyPgColumn; kind: AnyPgColumn; amount: AnyPgColumn; balanceAfter: AnyPgColumn
    refType: AnyPgColumn; refId: AnyPgColumn; note: AnyPgColumn; createdAt: AnyPgColumn
  }
}

export interface BookEntry {
  userId: number
  /** What kind of movement, e.g. 'free_meal_rebate', 'discount_coupon'. */
  kind: string
  /** Positive units of the book (fen, coins); credit adds them, debit takes them. */
  amount: number
  /** What caused it, e.g. ('free_meal_order', order id). */
  refType: string
  refId: number
  note?: string
  /** When it happened: the server's clock (app.clock). */
  at: Date
}

/** done: moved; duplicate: this cause was already booked (nothing changed); insufficient: a debit above the balance (nothing written). */
export type LedgerOutcome = 'done' | 'duplicate' | 'insufficient'

export interface Book {
  /** Adds amount to the user's balance, once per cause. */
  credit(tx: Tx, entry: BookEntry): Promise<Exclude<LedgerOutcome, 'insufficient'>>
  /** Takes amount from the user's balance, once per cause; never below zero. */
  debit(tx: Tx, entry: BookEntry): Promise<LedgerOutcome>
  /** The user's balance (0 without an account), read without a lock. */
  balance(db: Db | Tx, userId: number): Promise<number>
}

const col = (c: AnyPgColumn) => sql.identifier(c.name)

export function defineBook(t: BookTables): Book {
  const { accounts, account, ledger, entry: e } = t

  async function move(tx: Tx, entry: BookEntry, sign: 1 | -1): Promise<LedgerOutcome> {
    if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0) {
      throw new RangeError(`${t.name} ${sign > 0 ? 'credit' : 'debit'} needs a positive integer amount, got ${entry.amount}`)
    }
    if (sign > 0) await tx.execute(sql`insert into ${accounts} (${col(account.userId)}) values (${entry.userId}) on conflict do nothing`)
    // The row lock serialises every movement of this user's balance, so the duplicate check, the
    // balance read and the update below see each other's committed work.
    const [locked] = rowsOf<{ balance: string | number }>(await tx.execute(
      sql`select ${col(account.balance)} as balance from ${accounts} where ${col(account.userId)} = ${entry.userId} for update`))
    const [booked] = rowsOf(await tx.execute(sql`select 1 from ${ledger}
      where ${col(e.userId)} = ${entry.userId} and ${col(e.kind)} = ${entry.kind}
        and ${col(e.refType)} = ${entry.refType} and ${col(e.refId)} = ${entry.refId} limit 1`))
    if (booked) return 'duplicate'
    const balanceAfter = Number(locked?.balance ?? 0) + sign * entry.amount
    if (balanceAfter < 0) return 'insufficient'
    const at = sql`${entry.at.toISOString()}::timestamptz`
    const inserted = rowsOf(await tx.execute(sql`insert into ${ledger}
      (${col(e.userId)}, ${col(e.kind)}, ${col(e.amount)}, ${col(e.balanceAfter)}, ${col(e.refType)}, ${col(e.refId)}, ${col(e.note)}, ${col(e.createdAt)})
      values (${entry.userId}, ${entry.kind}, ${sign * entry.amount}, ${balanceAfter}, ${entry.refType}, ${entry.refId}, ${entry.note ?? ''}, ${at})
      on conflict do nothing returning 1`))
    if (inserted.length === 0) return 'duplicate'
    await tx.execute(sql`update ${accounts} set ${col(account.balance)} = ${balanceAfter}, ${col(account.updatedAt)} = ${at}
      where ${col(account.userId)} = ${entry.userId}`)
    return 'done'
  }

  return {
    credit: (tx, entry) => move(tx, entry, 1) as Promise<Exclude<LedgerOutcome, 'insufficient'>>,
    debit: (tx, entry) => move(tx, entry, -1),
    async balance(db, userId) {
      const [row] = rowsOf<{ balance: string | number }>(await db.execute(
        sql`select ${col(account.balance)} as balance from ${accounts} where ${col(account.userId)} = ${userId}`))
      return Number(row?.balance ?? 0)
    },
  }
}
