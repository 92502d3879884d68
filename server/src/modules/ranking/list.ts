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
// order). A ranking's size is counted once per computation and process: kept with the
// computation's time, which ranking_refreshes stamps in the same transaction as the rows.

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

/** Each ranking's size as of its computation's time, by `period:start:kind` (this process's). */
const sizes = new Map<string, { at: number; total: number }>()

/** The ranking's size and when it was computed (null: never); counted again only after a new computation. */
async function sizeOf(db: Db, q: RankingQuery, periodStart: string): Promise<{ at: Date | null; total: number }> {
  const key = `${q.period}:${periodStart}:${q.kind}`
  const refreshed = and(eq(rankingRefreshes.period, q.period), eq(rankingRefreshes.periodStart, periodStart), eq(rankingRefreshes.kind, q.kind))
  const [stamp] = await db.select({ at: rankingRefreshes.refreshedAt }).from(rankingRefreshes).where(refreshed)
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

export async function rankingList(db: Db, q: RankingQuery, now: Date): Promise<RankingListResult> {
  const periodStart = periodStartOf(q.period, now)
  const ranking = rowsOfRanking(q, periodStart)
  const offset = (q.page - 1) * q.limit
  // the page's places from the index alone, then their users: the rows skipped are never joined
  const page = db.select({ userId: rankingScores.userId, value: rankingScores.value }).from(rankingScores)
    .where(ranking).orderBy(sql`${rankingScores.value} desc nulls last`, asc(rankingScores.userId)).limit(q.limit).offset(offset).as('page')
  const [rows, { at, total }, mine] = await Promise.all([
    db.select({ userId: page.userId, value: page.value, nickname: users.nickname, avatar: users.avatar })
      .from(page).innerJoin(users, eq(users.id, page.userId)).orderBy(sql`${page.value} desc nulls last`, asc(page.userId)),
    sizeOf(db, q, periodStart),
    q.userId === null ? null : ownEntry(db, { ...q, userId: q.userId }, periodStart),
  ])
  return {
    list: rows.map((r, i) => ({
      rank: offset + i + 1,
      nickname: maskNickname(r.nickname),
      avatar: r.avatar,
      value: valueText(q.kind, r.value),
      is_me: r.userId === q.userId,
    })),
    total,
    page: q.page,
    limit: q.limit,
    more: offset + rows.length < total,
    mine,
    period_start: periodStart,
    updated_at: formatTime(at),
  }
}

/** The caller's entry: their place when ranked, else rank null and a value of 0. */
async function ownEntry(db: Db, q: RankingQuery & { userId: number }, periodStart: string): Promise<RankingEntry | null> {
  const ranking = rowsOfRanking(q, periodStart)
  const [me] = await db.select({ nickname: users.nickname, avatar: users.avatar, value: rankingScores.value }).from(users)
    .leftJoin(rankingScores, and(ranking, eq(rankingScores.userId, users.id)))
    .where(eq(users.id, q.userId))
  if (!me) return null
  const entry = { nickname: maskNickname(me.nickname), avatar: me.avatar, is_me: true }
  if (me.value === null) return { ...entry, rank: null, value: valueText(q.kind, 0) }
  // two index ranges: greater values, then the same value with a smaller id
  const [[{ above }], [{ tiedAhead }]] = await Promise.all([
    db.select({ above: count() }).from(rankingScores).where(and(ranking, gt(rankingScores.value, me.value))),
    db.select({ tiedAhead: count() }).from(rankingScores).where(and(ranking, eq(rankingScores.value, me.value), lt(rankingScores.userId, q.userId))),
  ])
  return { ...entry, rank: Number(above) + Number(tiedAhead) + 1, value: valueText(q.kind, me.value) }
}
