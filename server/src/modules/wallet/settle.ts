import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { cashOuts, users, wallets } from '../../db/schema'
import { formatTime, yuan } from '../../lib'
import { notify } from '../notification/service'
import type { PayoutProvider } from '../../providers/payout'
import { credit, type Tx } from './ledger'
import type { CashOutStatus, OpsCashOutRow, SettleResult } from '@api-types/ops/wallet'

// Settling a pending cash-out (docs/server.md "Cash-out and payouts"), by an operator (npm run ops):
// paid takes the amount out of frozen; refused takes it out of frozen and credits it back to the
// balance (kind cash_out_refund, once per cash-out). Each decision locks the cash_outs row first
// and moves it out of pending with a conditional update, so of parallel decisions exactly one acts
// and the others find it decided. A payout provider that is not manual is asked while the row is
// locked: a refusal cannot overtake a transfer in flight.

/** A refusal reason: 1 to 200 characters, shown to the user. */
export const CASH_OUT_REASON_MAX = 200

/** What the payee sees with a transfer. */
const PAYOUT_TITLE = '饭贝提现'

type CashOutRow = typeof cashOuts.$inferSelect

/** The page a cash-out's notification opens: the wallet's history. */
const WALLET_HISTORY_PATH = '/pages/moneydetail/moneydetail'

/** The provider's idempotency key of a cash-out: stable across attempts, unique across databases' id reuse. */
export function outBizNo(row: Pick<CashOutRow, 'id' | 'createdAt'>): string {
  const stamp = formatTime(row.createdAt)!.replace(/\D/g, '')
  return `CO${stamp}${String(row.id).padStart(10, '0')}`
}

async function lockCashOut(tx: Tx, id: number): Promise<CashOutRow | undefined> {
  const [row] = await tx.select().from(cashOuts).where(eq(cashOuts.id, id)).for('update')
  return row
}

/** pending → paid: the amount leaves frozen. False when it was no longer pending. */
async function markPaid(tx: Tx, row: CashOutRow, ref: string, now: Date): Promise<boolean> {
  const moved = await tx.update(cashOuts)
    .set({ status: 'paid', decidedAt: now, payoutRef: ref, payoutError: null })
    .where(and(eq(cashOuts.id, row.id), eq(cashOuts.status, 'pending')))
    .returning({ id: cashOuts.id })
  if (moved.length === 0) return false
  await tx.update(wallets).set({ frozenFen: sql`${wallets.frozenFen} - ${row.amountFen}`, updatedAt: now }).where(eq(wallets.userId, row.userId))
  await notify(tx, {
    userId: row.userId, kind: 'cashoutPaid', key: `cashoutPaid:${row.id}`, params: { amount: yuan(row.amountFen) }, path: WALLET_HISTORY_PATH,
  })
  return true
}

/** pending → refused: the amount leaves frozen and comes back to the balance, once. False when it was no longer pending. */
async function markRefused(tx: Tx, row: CashOutRow, reason: string, now: Date): Promise<boolean> {
  const moved = await tx.update(cashOuts)
    .set({ status: 'refused', decidedAt: now, reason })
    .where(and(eq(cashOuts.id, row.id), eq(cashOuts.status, 'pending')))
    .returning({ id: cashOuts.id })
  if (moved.length === 0) return false
  const booked = await credit(tx, {
    userId: row.userId, kind: 'cash_out_refund', amountFen: row.amountFen, refType: 'cash_out', refId: row.id, note: reason, at: now,
  })
  if (booked !== 'done') throw new Error(`cash-out ${row.id}: refund ${booked}`)
  await tx.update(wallets).set({ frozenFen: sql`${wallets.frozenFen} - ${row.amountFen}`, updatedAt: now }).where(eq(wallets.userId, row.userId))
  await notify(tx, {
    userId: row.userId, kind: 'cashoutRefused', key: `cashoutRefused:${row.id}`,
    params: { amount: yuan(row.amountFen), reason }, path: WALLET_HISTORY_PATH,
  })
  return true
}

/**
 * Pays a pending cash-out through the payout provider (or records a payment made by hand:
 * `manual`, or the manual provider). A provider's final refusal refuses the cash-out and returns
 * the money; an answer that is not final leaves it pending with the attempt and its error.
 */
export async function payCashOut(db: Db, payout: PayoutProvider, id: number, now: Date, opts: { manual?: boolean } = {}): Promise<SettleResult> {
  return db.transaction(async (tx): Promise<SettleResult> => {
    const row = await lockCashOut(tx, id)
    if (!row) return { id, outcome: 'not_found' }
    if (row.status !== 'pending') return { id, outcome: 'not_pending', status: row.status }
    const paid = (ref: string): SettleResult =>
      ({ id, outcome: 'paid', amountFen: row.amountFen, feeFen: row.feeFen, account: `${row.accountName} ${row.accountNumber}`, ref })
    if (opts.manual || payout.manual) {
      await markPaid(tx, row, 'manual', now)
      return paid('manual')
    }
    if (!payout.payTypes.includes(row.payType)) return { id, outcome: 'unsupported', provider: payout.name }
    const result = await payout.transfer({
      outBizNo: outBizNo(row), amountFen: row.amountFen - row.feeFen, payType: row.payType,
      accountName: row.accountName, accountNumber: row.accountNumber, title: PAYOUT_TITLE,
    })
    await tx.update(cashOuts).set({ payoutAttempts: sql`${cashOuts.payoutAttempts} + 1` }).where(eq(cashOuts.id, id))
    switch (result.status) {
      case 'paid':
        await markPaid(tx, row, result.ref, now)
        return paid(result.ref)
      case 'failed':
        await markRefused(tx, row, result.reason, now)
        return { id, outcome: 'failed', amountFen: row.amountFen, reason: result.reason }
      case 'pending':
        await tx.update(cashOuts).set({ payoutError: result.error }).where(eq(cashOuts.id, id))
        return { id, outcome: 'retry', error: result.error }
    }
  })
}

/**
 * Refuses a pending cash-out with a reason and returns its money. A payout provider that is not
 * manual is asked first about the cash-out's transfer: one it shows paid is recorded as paid, one
 * without a final answer blocks the refusal, none (or a failed one) lets it through.
 */
export async function refuseCashOut(db: Db, payout: PayoutProvider, id: number, reason: string, now: Date): Promise<SettleResult> {
  const why = reason.trim()
  if (why.length === 0 || [...why].length > CASH_OUT_REASON_MAX) return { id, outcome: 'bad_reason' }
  return db.transaction(async (tx): Promise<SettleResult> => {
    const row = await lockCashOut(tx, id)
    if (!row) return { id, outcome: 'not_found' }
    if (row.status !== 'pending') return { id, outcome: 'not_pending', status: row.status }
    // asked whether or not an attempt was recorded: a transfer whose answer was lost with its
    // transaction (a crash, a failed commit) may have been paid all the same
    if (!payout.manual && payout.payTypes.includes(row.payType)) {
      const earlier = await payout.query(outBizNo(row))
      if (earlier.status === 'paid') {
        await markPaid(tx, row, earlier.ref, now)
        return { id, outcome: 'found_paid', ref: earlier.ref }
      }
      if (earlier.status === 'pending') return { id, outcome: 'in_flight', error: earlier.error }
    }
    // the conditional update decides: of parallel refusals only one returns the money
    if (!(await markRefused(tx, row, why, now))) return { id, outcome: 'not_pending', status: 'refused' }
    return { id, outcome: 'refused', amountFen: row.amountFen, reason: why }
  })
}

/** A cash-out as operators list it; `tel` unmasked (the operator call masks it). */
export type CashOutListRow = Omit<OpsCashOutRow, 'tel'> & { tel: string | null }

/** Cash-outs for operators, oldest pending first (the queue), or any status newest first. */
export async function listCashOuts(db: Db, status: CashOutStatus | 'all', limit: number): Promise<CashOutListRow[]> {
  const rows = await db.select({ c: cashOuts, tel: users.tel }).from(cashOuts)
    .innerJoin(users, eq(users.id, cashOuts.userId))
    .where(status === 'all' ? undefined : eq(cashOuts.status, status))
    .orderBy(status === 'pending' ? cashOuts.id : desc(cashOuts.id))
    .limit(limit)
  return rows.map(({ c, tel }) => ({
    id: c.id,
    user_id: c.userId,
    tel,
    amount_fen: c.amountFen,
    fee_fen: c.feeFen,
    pay_type: c.payType,
    account_name: c.accountName,
    account_number: c.accountNumber,
    status: c.status,
    created_time: formatTime(c.createdAt)!,
    decided_time: formatTime(c.decidedAt),
    reason: c.reason,
    payout_attempts: c.payoutAttempts,
    payout_error: c.payoutError,
  }))
}
