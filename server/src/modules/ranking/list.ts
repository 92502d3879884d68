import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm'
import type { RankingEntry, RankingKind, RankingListResult, RankingPeriod } from '@api-types/user'
import type { Db } from '../../db/driver'
import { rankingRefreshes, rankingScores, users } from '../../db/schema'
import { formatTime, maskNickname, yuan } from '../../lib'
import { periodStartOf } from './periods'

// user/ranking_list (docs/rules.md "Rankings"): a page of a ranking read from ranking_scores along
// its index (value desc, user id asc), and the caller's own place counted on the same index: the
// users ahead are those with a greater value, or the same value and a smaller id. The order is
// written as the index has it (value desc nulls last: desc alone means nulls first, another
// order). A ranking changes only when the job computes it, so its size and each page read are
// kept per process with the computation's time (ranking_refreshes, stamped in the same
// transaction as the rows) and read again once that time changes, and so is each caller's
// counted place: a request then reads that one stamp, and the caller's own row.

export interface RankingQuery {
  period: RankingPeriod
  kind: RankingKind
  page: number
  limit: number
  /** The caller (null: a guest, who has no own entry). */
  userId: number | null
}

/** The rows of one ranking. */
const rowsOfRanking = (q: RankingQuery, periodStart: string) =>
  and(eq(rankingScores.period, q.period), eq(rankingScores.periodStart, periodStart), eq(rankingScores.kind, q.kind))

/** A figure as the app shows it: yuan for money, a count for invitations. */
const valueText = (kind: RankingKind, value: number): string => (kind === 'invitations' ? String(value) : yuan(value))

/** What this process keeps of a database's rankings, each with its computation's time. */
interface Kept {
  /** Each ranking's size, by `period:start:kind`. */
  sizes: Map<string, { at: number; total: number }>
  /** Pages read, by `period:start:kind:page:limit` (at most KEPT_MAX). */
  pages: Map<string, { at: number; rows: PageRow[] }>
  /** Callers' places counted, by `period:start:kind:user` (at most KEPT_MAX): a user paging down a ranking is counted once. */
  places: Map<string, { at: number; value: number; rank: number }>
}
const keptByDb = new WeakMap<Db, Kept>()
const KEPT_MAX = 10_000

/** Keeps `value` under `key`, the oldest entry making room. */
function keep<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key)
  if (map.size >= KEPT_MAX) map.delete(map.keys().next().value as string)
  map.set(key, value)
}

function keptOf(db: Db): Kept {
  let kept = keptByDb.get(db)
  if (!kept) keptByDb.set(db, kept = { sizes: new Map(), pages: new Map(), places: new Map() })
  return kept
}

/** A page's entries as every caller sees them (is_me apart), with whose they are. */
type PageRow = { userId: number; entry: Omit<RankingEntry, 'is_me'> }

/** The ranking's size and when it was computed (null: never); counted again only after a new computation. */
async function sizeOf(db: Db, q: RankingQuery, periodStart: string): Promise<{ at: Date | null; total: number }> {
  const key = `${q.period}:${periodStart}:${q.kind}`
  const refreshed = and(eq(rankingRefreshes.period, q.period), eq(rankingRefreshes.periodStart, periodStart), eq(rankingRefreshes.kind, q.kind))
  const [stamp] = await db.select({ at: rankingRefreshes.refreshedAt }).from(rankingRefreshes).where(refreshed)
  const { sizes } = keptOf(db)
  const known = sizes.get(key)
  if (stamp && known?.at === stamp.at.getTime()) return { at: stamp.at, total: known.total }
  // the time and the count from one snapshot, so the size kept belongs to that computation
  const [counted] = await db.select({
    at: rankingRefreshes.refreshedAt,
    total: sql<string>`(select count(*) from ${rankingScores} where ${rowsOfRanking(q, periodStart)})`,
  }).from(rankingRefreshes).where(refreshed)
  if (!counted) return { at: null, total: 0 }
  sizes.set(key, { at: counted.at.getTime(), total: Number(counted.total) })
  return { at: counted.at, total: Number(counted.total) }
}

/** The page's places from the index alone, then their users: the rows skipped are never joined. */
async function readPage(db: Db, q: RankingQuery, periodStart: string): Promise<PageRow[]> {
  const offset = (q.page - 1) * q.limit
  const page = db.select({ userId: rankingScores.userId, value: rankingScores.value }).from(rankingScores)
    .where(rowsOfRanking(q, periodStart)).orderBy(sql`${rankingScores.value} desc nulls last`, asc(rankingScores.userId))
    .limit(q.limit).offset(offset).as('page')
  const rows = await db.select({ userId: page.userId, value: page.value, nickname: users.nickname, avatar: users.avatar })
    .from(page).innerJoin(users, eq(users.id, page.userId)).orderBy(sql`${page.value} desc nulls last`, asc(page.userId))
  return rows.map((r, i) => ({
    userId: r.userId,
    entry: { rank: offset + i + 1, nickname: maskNickname(r.nickname), avatar: r.avatar, value: valueText(q.kind, r.value) },
  }))
}

/** The page as of the ranking's computation at `at`: read once per computation (a ranking changes only then). */
async function pageOf(db: Db, q: RankingQuery, periodStart: string, at: Date | null): Promise<PageRow[]> {
  if (!at) return readPage(db, q, periodStart)
  const key = `${q.period}:${periodStart}:${q.kind}:${q.page}:${q.limit}`
  const { pages } = keptOf(db)
  const kept = pages.get(key)
  if (kept?.at === at.getTime()) return kept.rows
  const rows = await readPage(db, q, periodStart)
  keep(pages, key, { at: at.getTime(), rows })
  return rows
}

export async function rankingList(db: Db, q: RankingQuery, now: Date): Promise<RankingListResult> {
  const periodStart = periodStartOf(q.period, now)
  const { at, total } = await sizeOf(db, q, periodStart)
  const [rows, mine] = await Promise.all([
    pageOf(db, q, periodStart, at),
    q.userId === null ? null : ownEntry(db, { ...q, userId: q.userId }, periodStart, at),
  ])
  return {
    list: rows.map((r) => ({ ...r.entry, is_me: r.userId === q.userId })),
    total,
    page: q.page,
    limit: q.limit,
    more: (q.page - 1) * q.limit + rows.length < total,
    mine,
    period_start: periodStart,
    updated_at: formatTime(at),
  }
}

/** The caller's entry: their place when ranked (counted once per computation `at`), else rank null and a value of 0. */
async function ownEntry(db: Db, q: RankingQuery & { userId: number }, periodStart: string, at: Date | null): Promise<RankingEntry | null> {
  const ranking = rowsOfRanking(q, periodStart)
  const [me] = await db.select({ nickname: users.nickname, avatar: users.avatar, value: rankingScores.value }).from(users)
    .leftJoin(rankingScores, and(ranking, eq(rankingScores.userId, users.id)))
    .where(eq(users.id, q.userId))
  if (!me) return null
  const entry = { nickname: maskNickname(me.nickname), avatar: me.avatar, is_me: true }
  if (me.value === null) return { ...entry, rank: null, value: valueText(q.kind, 0) }
  const { places } = keptOf(db)
  const key = `${q.period}:${periodStart}:${q.kind}:${q.userId}`
  const known = places.get(key)
  if (at && known?.at === at.getTime() && known.value === me.value) return { ...entry, rank: known.rank, value: valueText(q.kind, me.value) }
  // two index ranges: greater values, then the same value with a smaller id
  const [[{ above }], [{ tiedAhead }]] = await Promise.all([
    db.select({ above: count() }).from(rankingScores).where(and(ranking, gt(rankingScores.value, me.value))),
    db.select({ tiedAhead: count() }).from(rankingScores).where(and(ranking, eq(rankingScores.value, me.value), lt(rankingScores.userId, q.userId))),
  ])
  const rank = Number(above) + Number(tiedAhead) + 1
  if (at) keep(places, key, { at: at.getTime(), value: me.value, rank })
  return { ...entry, rank, value: valueText(q.kind, me.value) }
}
