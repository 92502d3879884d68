import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm'
import type { RankingEntry, RankingKind, RankingListResult, RankingPeriod } from '@api-types/user'
import type { Db } from '../../db/driver'
import { rankingRefreshes, rankingScores, users } from '../../db/schema'
import { formatTime, maskNickname, yuan } from '../../lib'
import { periodStartOf } from './periods'

// user/ranking_list (docs/rules.md "Rankings"): a page of a ranking read from ranking_scores along
// its index (value desc, user id asc), and the caller's own place counted on the same index: the
// users ahead are those with a greater value, or the same value and a smaller id.

export interface RankingQuery {
  period: RankingPeriod
  kind: RankingKind
  page: number
  limit: number
  /** The caller (null: a guest, who has no own entry). */
  userId: number | null
}

/** A figure as the app shows it: yuan for money, a count for invitations. */
const valueText = (kind: RankingKind, value: number): string => (kind === 'invitations' ? String(value) : yuan(value))

export async function rankingList(db: Db, q: RankingQuery, now: Date): Promise<RankingListResult> {
  const periodStart = periodStartOf(q.period, now)
  const ranking = and(eq(rankingScores.period, q.period), eq(rankingScores.periodStart, periodStart), eq(rankingScores.kind, q.kind))
  const offset = (q.page - 1) * q.limit
  const [rows, [{ total }], [refreshed], mine] = await Promise.all([
    db.select({ userId: rankingScores.userId, value: rankingScores.value, nickname: users.nickname, avatar: users.avatar })
      .from(rankingScores).innerJoin(users, eq(users.id, rankingScores.userId))
      .where(ranking).orderBy(desc(rankingScores.value), asc(rankingScores.userId)).limit(q.limit).offset(offset),
    db.select({ total: count() }).from(rankingScores).where(ranking),
    db.select({ at: rankingRefreshes.refreshedAt }).from(rankingRefreshes)
      .where(and(eq(rankingRefreshes.period, q.period), eq(rankingRefreshes.periodStart, periodStart), eq(rankingRefreshes.kind, q.kind))),
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
    total: Number(total),
    page: q.page,
    limit: q.limit,
    more: offset + rows.length < Number(total),
    mine,
    period_start: periodStart,
    updated_at: formatTime(refreshed?.at),
  }
}

/** The caller's entry: their place when ranked, else rank null and a value of 0. */
async function ownEntry(db: Db, q: RankingQuery & { userId: number }, periodStart: string): Promise<RankingEntry | null> {
  const ranking = and(eq(rankingScores.period, q.period), eq(rankingScores.periodStart, periodStart), eq(rankingScores.kind, q.kind))
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
