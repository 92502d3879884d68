import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { RANKING_KINDS, RANKING_PERIODS, type RankingKind, type RankingPeriod } from '@api-types/user'
import { rowsOf, type Db } from '../../db/driver'
import { freeMealOrders, rankingRefreshes, referrals, walletLedger } from '../../db/schema'
import { EARNING_KINDS, ledgerKindsOf } from '../wallet/kinds'
import { periodShift, periodSpan, periodStartOf } from './periods'

// The rankings' summary (docs/rules.md "Rankings"): each ranking (period, its first day, kind)
// computed from the books into ranking_scores by the scheduler's job (module.ts), so a request
// reads an index and never adds up a ledger. One statement per ranking: the figures of the period,
// upserted (a row rewritten only when its value changed) and the rows no longer present deleted;
// ranking_refreshes is stamped in the same transaction, so a reader sees a ranking and its time together.

/** A computed ranking: which, and how many users it ranks. */
export interface RefreshedRanking {
  period: RankingPeriod
  periodStart: string
  kind: RankingKind
  ranked: number
  /** Rows written or deleted. */
  changed: number
}


/** The wallet ledger kinds that count as earnings (a commission clawback counts against them when it maps to 'commission'). */
const EARNING_LEDGER_KINDS = EARNING_KINDS.flatMap(ledgerKindsOf)

/** Each kind's figure per user over [from, to): a select of (user_id, value). */
const FIGURES: Record<RankingKind, (from: Date, to: Date) => SQL> = {
  // what the wallet earned: the signed sum of the earning kinds' rows created in the period
  earnings: (from, to) => sql`select ${walletLedger.userId} as user_id, sum(${walletLedger.amountFen}) as value from ${walletLedger}
    where ${and(inArray(walletLedger.kind, EARNING_LEDGER_KINDS), sql`${walletLedger.createdAt} >= ${from} and ${walletLedger.createdAt} < ${to}`)}
    group by ${walletLedger.userId}`,
  // valid invitations: invitees whose first free meal was approved in the period, by inviter
  invitations: (from, to) => sql`select ${referrals.inviterId} as user_id, count(*) as value from ${referrals}
    where ${referrals.validAt} >= ${from} and ${referrals.validAt} < ${to}
    group by ${referrals.inviterId}`,
  // what approved free meals saved (user/info's total_saved), by the time of approval
  savings: (from, to) => sql`select ${freeMealOrders.userId} as user_id, sum(${freeMealOrders.rebateFen}) as value from ${freeMealOrders}
    where ${freeMealOrders.status} = 'approved' and ${freeMealOrders.reviewedAt} >= ${from} and ${freeMealOrders.reviewedAt} < ${to}
    group by ${freeMealOrders.userId}`,
}

/** Computes one ranking now: its rows made equal to the figures (cancelled accounts and figures of 0 or less left out). */
export async function refreshRanking(db: Db, period: RankingPeriod, periodStart: string, kind: RankingKind, now: Date): Promise<RefreshedRanking> {
  const { from, to } = periodSpan(period, periodStart)
  // PostgreSQL runs each data-modifying WITH part once, on the statement's one snapshot: the upsert
  // and the delete touch different users, and neither sees the other's rows. Only the figures that
  // differ from the kept ones are written (a hash join of the two), not every row probed for its conflict.
  const key = sql`period = ${period} and period_start = ${periodStart}::date and kind = ${kind}`
  const [moved] = rowsOf<{ ranked: string | number; written: string | number; removed: string | number }>(await db.execute(sql`
    with fresh as (
      select f.user_id, f.value from (${FIGURES[kind](from, to)}) f
      join users u on u.id = f.user_id
      where u.cancelled_at is null and f.value > 0
    ), kept as (
      select user_id, value from ranking_scores where ${key}
    ), upserted as (
      insert into ranking_scores (period, period_start, kind, user_id, value)
      select ${period}::text, ${periodStart}::date, ${kind}::text, f.user_id, f.value
      from fresh f left join kept k on k.user_id = f.user_id
      where k.value is distinct from f.value
      on conflict (period, period_start, kind, user_id) do update set value = excluded.value
      returning 1
    ), removed as (
      delete from ranking_scores s
      where ${key} and not exists (select 1 from fresh where fresh.user_id = s.user_id)
      returning 1
    )
    select (select count(*) from fresh) as ranked, (select count(*) from upserted) as written, (select count(*) from removed) as removed`))
  await db.insert(rankingRefreshes).values({ period, periodStart, kind, refreshedAt: now })
    .onConflictDoUpdate({ target: [rankingRefreshes.period, rankingRefreshes.periodStart, rankingRefreshes.kind], set: { refreshedAt: now } })
  return { period, periodStart, kind, ranked: Number(moved.ranked), changed: Number(moved.written) + Number(moved.removed) }
}

/**
 * A finished period is computed again until a computation ran this long after its end, so what
 * was written in its last moments (a transaction that committed after the turn) is counted.
 */
export const FINISHED_PERIOD_GRACE_MS = 5 * 60_000

/** Whether the period before the current one still needs a computation (never computed, or not since its end and the grace). */
async function finishedNeedsRefresh(db: Db, period: RankingPeriod, periodStart: string): Promise<boolean> {
  const { to } = periodSpan(period, periodStart)
  const stamps = await db.select({ refreshedAt: rankingRefreshes.refreshedAt }).from(rankingRefreshes)
    .where(and(eq(rankingRefreshes.period, period), eq(rankingRefreshes.periodStart, periodStart)))
  return stamps.length < RANKING_KINDS.length || stamps.some((s) => s.refreshedAt.getTime() < to.getTime() + FINISHED_PERIOD_GRACE_MS)
}

/** Every ranking of the current week and month, and of the previous ones while they still need it; in a transaction (the job's or the operator call's). */
export async function refreshRankings(db: Db, now: Date): Promise<RefreshedRanking[]> {
  // a ranking's figures and rows are hashed in memory (100,000 users take some 10 MB)
  await db.execute(sql`set local work_mem = '64MB'`)
  const done: RefreshedRanking[] = []
  for (const period of RANKING_PERIODS) {
    const current = periodStartOf(period, now)
    const previous = periodShift(period, current, -1)
    const starts = await finishedNeedsRefresh(db, period, previous) ? [previous, current] : [current]
    for (const start of starts) {
      for (const kind of RANKING_KINDS) done.push(await refreshRanking(db, period, start, kind, now))
    }
  }
  await keepStatistics(db, done.reduce((sum, r) => sum + r.changed, 0))
  return done
}

/**
 * The planner's statistics of ranking_scores renewed when a run changed more than a tenth of it
 * (autovacuum's own threshold): the embedded database has no autovacuum, and a ranking planned on
 * an empty table's statistics would sort every row instead of reading its index.
 */
async function keepStatistics(db: Db, changed: number): Promise<void> {
  const [table] = rowsOf<{ rows: number }>(await db.execute(sql`select reltuples as rows from pg_class where oid = 'ranking_scores'::regclass`))
  if (changed > 50 + 0.1 * Math.max(Number(table?.rows ?? 0), 0)) await db.execute(sql`analyze ranking_scores`)
}
