import { and, count, desc, eq, gte, inArray, lt, sum, type SQL } from 'drizzle-orm'
import type { WalletIncomeResult, WalletRecordKind } from '@api-types/wallet'
import { shanghaiDay, shanghaiMidnight } from '../../clock'
import type { Db } from '../../db/driver'
import { cashOuts, commissions, walletLedger, wallets } from '../../db/schema'
import { formatTime, yuan } from '../../lib'
import { translate, type Lang } from '../../i18n'
import { EARNING_KINDS, isWalletLedgerKind, ledgerKindsOf, WALLET_LEDGER_KINDS } from './kinds'

// Wallet/income (docs/server.md "Wallet"): the balances, what the user has earned (in all and
// today, Asia/Shanghai), and the wallet ledger newest first, each row named by its kind
// (kinds.ts) and a cash-out row with its state (and a refused one's reason).

export interface IncomeQuery {
  kind?: WalletRecordKind
  /** 'YYYY-MM': only that month (Asia/Shanghai). */
  month?: string
  page: number
  limit: number
}

const earningLedgerKinds = EARNING_KINDS.flatMap(ledgerKindsOf)

/** The first instant of the month after 'YYYY-MM'. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

/**
 * A commission row's member (its note: the member's masked nickname, written by the team module)
 * and state: credited, or reversed when its cause was undone later; a clawback row is reversed.
 */
function commissionOf(kind: string, status: string | null, note: string): { member?: string; status?: string } {
  if (kind === 'commission_clawback') return { member: note, status: 'reversed' }
  if (kind === 'commission') return { member: note, status: status === 'reversed' ? 'reversed' : 'credited' }
  return {}
}

export async function walletIncome(db: Db, userId: number, q: IncomeQuery, lang: Lang, now: Date): Promise<WalletIncomeResult> {
  const mine = eq(walletLedger.userId, userId)
  const filters: (SQL | undefined)[] = [mine]
  if (q.kind) filters.push(inArray(walletLedger.kind, ledgerKindsOf(q.kind)))
  if (q.month) {
    filters.push(gte(walletLedger.createdAt, shanghaiMidnight(`${q.month}-01`)), lt(walletLedger.createdAt, shanghaiMidnight(`${nextMonth(q.month)}-01`)))
  }
  const where = and(...filters)
  const earned = and(mine, inArray(walletLedger.kind, earningLedgerKinds))
  const [[wallet], rows, [{ total }], [earnedAll], [earnedToday], [waiting]] = await Promise.all([
    db.select({ balanceFen: wallets.balanceFen, frozenFen: wallets.frozenFen }).from(wallets).where(eq(wallets.userId, userId)),
    db.select({ entry: walletLedger, cashOutStatus: cashOuts.status, cashOutReason: cashOuts.reason, commissionStatus: commissions.status }).from(walletLedger)
      .leftJoin(cashOuts, and(eq(walletLedger.refType, 'cash_out'), eq(cashOuts.id, walletLedger.refId)))
      .leftJoin(commissions, and(eq(walletLedger.kind, 'commission'), eq(walletLedger.refType, 'commission'), eq(commissions.id, walletLedger.refId)))
      .where(where).orderBy(desc(walletLedger.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(walletLedger).where(where),
    db.select({ fen: sum(walletLedger.amountFen) }).from(walletLedger).where(earned),
    db.select({ fen: sum(walletLedger.amountFen) }).from(walletLedger)
      .where(and(earned, gte(walletLedger.createdAt, shanghaiMidnight(shanghaiDay(now))))),
    db.select({ fen: sum(commissions.amountFen) }).from(commissions)
      .where(and(eq(commissions.beneficiaryId, userId), inArray(commissions.status, ['pending', 'held']))),
  ])
  return {
    amount: yuan(wallet?.balanceFen ?? 0),
    frozen_amount: yuan(wallet?.frozenFen ?? 0),
    total_income: yuan(Number(earnedAll?.fen ?? 0)),
    today_income: yuan(Number(earnedToday?.fen ?? 0)),
    pending_commission: yuan(Number(waiting?.fen ?? 0)),
    list: rows.map(({ entry, cashOutStatus, cashOutReason, commissionStatus }) => {
      // every writer names a kind of kinds.ts; a row from before a kind was renamed still shows
      const known = isWalletLedgerKind(entry.kind) ? WALLET_LEDGER_KINDS[entry.kind] : null
      return {
        id: entry.id,
        kind: known?.kind ?? (entry.amountFen < 0 ? 'payment' : 'refund'),
        title: known ? translate(lang, known.title) : entry.note,
        amount: yuan(entry.amountFen),
        balance_after: yuan(entry.balanceAfterFen),
        create_time: formatTime(entry.createdAt)!,
        ...(cashOutStatus ? { status: cashOutStatus } : {}),
        ...(cashOutStatus === 'refused' && cashOutReason ? { reason: cashOutReason } : {}),
        ...(commissionOf(entry.kind, commissionStatus, entry.note)),
      }
    }),
    total: Number(total),
    page: q.page,
    limit: q.limit,
  }
}
