import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../../db/driver'
import { walletAdjustments } from '../../db/schema'
import { Refused, refuse, refusedOr, type Outcome } from '../../outcome'
import { credit, debit, walletBook } from './ledger'
import type { OpsBalanceRow, ReconcileDiff } from '@api-types/ops/wallet'

// Operators' wallet tools (npm run ops; docs/server.md "Cash-out and payouts"): corrections of a
// balance with a reason, the users holding money, and the reconciliation of every balance with
// its ledger.

/** A correction's reason: 1 to 200 characters, the ledger row's note. */
export const ADJUST_REASON_MAX = 200

/**
 * Credits (amountFen > 0) or debits (< 0) a wallet as an operator's correction (kinds ops_credit /
 * ops_debit), its cause a wallet_adjustments row. A debit above the balance writes nothing.
 */
export async function adjustWallet(db: Db, userId: number, amountFen: number, reason: string, now: Date): Promise<Outcome<{ balanceFen: number }>> {
  return refusedOr(() => db.transaction(async (tx) => {
    const [row] = await tx.insert(walletAdjustments).values({ userId, amountFen, reason, createdAt: now }).returning({ id: walletAdjustments.id })
    const entry = { userId, amountFen: Math.abs(amountFen), refType: 'wallet_adjustment', refId: row.id, note: reason, at: now }
    const moved = amountFen > 0 ? await credit(tx, { ...entry, kind: 'ops_credit' }) : await debit(tx, { ...entry, kind: 'ops_debit' })
    if (moved === 'insufficient') throw new Refused(refuse('walletInsufficient'))
    if (moved !== 'done') throw new Error(`wallet adjustment ${row.id}: ${moved}`)
    return { value: { balanceFen: await walletBook.balance(tx, userId) } }
  }))
}


/** A user holding money or gold; `tel` unmasked (the operator call masks it). */
export type BalanceRow = Omit<OpsBalanceRow, 'tel'> & { tel: string | null }

/** Users holding wallet money (balance or frozen) or gold, most money first. */
export async function usersWithBalances(db: Db, limit: number): Promise<BalanceRow[]> {
  const rows = rowsOf<Record<string, string | number | null>>(await db.execute(sql`
    select u.id as user_id, u.tel, u.nickname,
      coalesce(w.balance_fen, 0) as balance_fen, coalesce(w.frozen_fen, 0) as frozen_fen, coalesce(g.balance, 0) as gold
    from users u
    left join wallets w on w.user_id = u.id
    left join gold_accounts g on g.user_id = u.id
    where coalesce(w.balance_fen, 0) <> 0 or coalesce(w.frozen_fen, 0) <> 0 or coalesce(g.balance, 0) <> 0
    order by coalesce(w.balance_fen, 0) + coalesce(w.frozen_fen, 0) desc, coalesce(g.balance, 0) desc, u.id
    limit ${limit}`))
  return rows.map((r) => ({
    user_id: Number(r.user_id),
    tel: r.tel === null ? null : String(r.tel),
    nickname: String(r.nickname ?? ''),
    balance_fen: Number(r.balance_fen),
    frozen_fen: Number(r.frozen_fen),
    gold: Number(r.gold),
  }))
}

/**
 * For every user: wallet balance = the sum of wallet_ledger, frozen = the sum of pending
 * cash-outs, gold balance = the sum of gold_ledger (a missing account counts as 0). Answers the
 * users checked and those that differ.
 */
export async function reconcile(db: Db): Promise<{ users: number; diffs: ReconcileDiff[] }> {
  const rows = rowsOf<Record<string, string | number>>(await db.execute(sql`
    with l as (select user_id, sum(amount_fen) as s from wallet_ledger group by user_id),
      c as (select user_id, sum(amount_fen) as s from cash_outs where status = 'pending' group by user_id),
      gl as (select user_id, sum(amount) as s from gold_ledger group by user_id)
    select u.id as user_id,
      coalesce(w.balance_fen, 0) as balance_fen, coalesce(l.s, 0) as ledger_fen,
      coalesce(w.frozen_fen, 0) as frozen_fen, coalesce(c.s, 0) as pending_fen,
      coalesce(g.balance, 0) as gold, coalesce(gl.s, 0) as gold_ledger
    from users u
    left join wallets w on w.user_id = u.id
    left join l on l.user_id = u.id
    left join c on c.user_id = u.id
    left join gold_accounts g on g.user_id = u.id
    left join gl on gl.user_id = u.id
    order by u.id`))
  const all = rows.map((r) => ({
    user_id: Number(r.user_id),
    balance_fen: Number(r.balance_fen),
    ledger_fen: Number(r.ledger_fen),
    frozen_fen: Number(r.frozen_fen),
    pending_fen: Number(r.pending_fen),
    gold: Number(r.gold),
    gold_ledger: Number(r.gold_ledger),
  }))
  const diffs = all.filter((r) => r.balance_fen !== r.ledger_fen || r.frozen_fen !== r.pending_fen || r.gold !== r.gold_ledger)
  return { users: all.length, diffs }
}
