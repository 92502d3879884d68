import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type {
  PrizeKind, RaffleActivity, RaffleActivityCard, RaffleMine, RafflePrize, RaffleState, RaffleStyle, RaffleWin, RaffleWinState,
} from '@api-types/raffle'
import type { Paged } from '@api-types/envelope'
import { shanghaiDay } from '../../clock'
import type { Db } from '../../db/driver'
import { raffleActivities, raffleDrawCounters, rafflePrizes, raffleWins } from '../../db/schema'
import { formatTime } from '../../lib'
import { refuse, type Outcome } from '../../outcome'
import type { Tx } from '../ledger/book'
import { goldBook } from '../gold/ledger'

// The raffle's reads (docs/rules.md "Raffles"): activities and their state, an activity with its
// prizes and their published odds, the caller's standing, their wins; claiming a goods win.

export type ActivityRow = typeof raffleActivities.$inferSelect
export type PrizeRow = typeof rafflePrizes.$inferSelect
export type WinRow = typeof raffleWins.$inferSelect

/** Ended activities stay listed this long after their end. */
const ENDED_LISTED_MS = 30 * 86_400_000

/** The counter row of the whole activity (the others are Shanghai days). */
export const TOTAL_PERIOD = 'all'

/** When the activity stopped or stops taking draws: its end, or an operator's earlier close. */
export const endOf = (a: ActivityRow): Date => (a.closedAt && a.closedAt < a.endAt ? a.closedAt : a.endAt)

export function stateOf(a: ActivityRow, now: Date): RaffleState {
  if (endOf(a) <= now) return 'ended'
  return a.startAt > now ? 'upcoming' : 'live'
}

/** A prize the draw can give now: unlimited, or with stock left. */
export const inStock = (p: PrizeRow): boolean => p.stock === null || (p.stockLeft ?? 0) > 0

/**
 * 概率公示: each enabled prize with stock left, its weight over the sum of their weights, in
 * hundredths of a percent rounded to the nearest (two decimals); a prize whose stock ran out is
 * 0.00% (the draw picks among those with stock left: draw.ts). With every weight 0 the
 * consolation prize is certain.
 */
export function oddsOf(prizes: readonly PrizeRow[]): Map<number, string> {
  const weightOf = (p: PrizeRow) => (inStock(p) ? p.weight : 0)
  const sum = prizes.reduce((s, p) => s + weightOf(p), 0)
  const text = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`
  return new Map(prizes.map((p) => [p.id, text(sum === 0 ? (p.kind === 'none' ? 10000 : 0) : Math.round((weightOf(p) * 10000) / sum))]))
}

/** The activity's enabled prizes in the draw page's order (position, then id). */
export function prizesOf(db: Db | Tx, activityId: number): Promise<PrizeRow[]> {
  return db.select().from(rafflePrizes).where(and(eq(rafflePrizes.activityId, activityId), eq(rafflePrizes.enabled, true)))
    .orderBy(asc(rafflePrizes.position), asc(rafflePrizes.id))
}

export function toPrize(p: PrizeRow, odds: Map<number, string>): RafflePrize {
  return { id: p.id, name: p.name, kind: p.kind as PrizeKind, value: p.value, image: p.image, odds: odds.get(p.id) ?? '0.00%', stock_left: p.stockLeft }
}

export function toCard(a: ActivityRow, now: Date): RaffleActivityCard {
  return {
    id: a.id, title: a.title, style: a.style as RaffleStyle, cover: a.cover, cost_gold: a.costGold,
    start_time: formatTime(a.startAt)!, end_time: formatTime(a.endAt)!, state: stateOf(a, now),
  }
}

export function toWin(w: WinRow): RaffleWin {
  const claimed = w.shipName !== null
  return {
    id: w.id, activity_id: w.activityId, activity_title: w.activityTitle, prize_name: w.prizeName, kind: w.kind as PrizeKind,
    value: w.value, image: w.image, state: w.state as RaffleWinState,
    shipping: claimed
      ? { name: w.shipName!, tel: w.shipTel!, address: w.shipAddress!, carrier: w.carrier, tracking_no: w.trackingNo, shipped_at: formatTime(w.shippedAt) }
      : null,
    create_time: formatTime(w.createdAt)!,
  }
}

/** The user's gold and their draws of the activity today (Shanghai day of `now`) and in all. */
export async function mineOf(db: Db | Tx, userId: number, activityId: number, now: Date): Promise<RaffleMine> {
  const rows = await db.select({ period: raffleDrawCounters.period, count: raffleDrawCounters.count }).from(raffleDrawCounters)
    .where(and(eq(raffleDrawCounters.userId, userId), eq(raffleDrawCounters.activityId, activityId),
      inArray(raffleDrawCounters.period, [shanghaiDay(now), TOTAL_PERIOD])))
  const of = (period: string) => rows.find((r) => r.period === period)?.count ?? 0
  return { gold: await goldBook.balance(db, userId), draws_today: of(shanghaiDay(now)), draws_total: of(TOTAL_PERIOD) }
}

/**
 * raffle/activities: enabled activities that are live or upcoming (live first, soonest ending
 * first; then upcoming, soonest starting first), then those ended in the last 30 days (latest first).
 */
export async function listActivities(db: Db, page: number, limit: number, now: Date): Promise<Paged<RaffleActivityCard>> {
  const at = sql`${now.toISOString()}::timestamptz`
  const end = sql`least(${raffleActivities.endAt}, coalesce(${raffleActivities.closedAt}, ${raffleActivities.endAt}))`
  const where = and(eq(raffleActivities.enabled, true), sql`${end} > ${new Date(now.getTime() - ENDED_LISTED_MS).toISOString()}::timestamptz`)
  const rank = sql`case when ${end} <= ${at} then 2 when ${raffleActivities.startAt} > ${at} then 1 else 0 end`
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(raffleActivities).where(where)
      .orderBy(rank, sql`case when ${end} <= ${at} then -extract(epoch from ${end}) when ${raffleActivities.startAt} > ${at} then extract(epoch from ${raffleActivities.startAt}) else extract(epoch from ${end}) end`, desc(raffleActivities.id))
      .limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(raffleActivities).where(where),
  ])
  return { list: rows.map((a) => toCard(a, now)), total: Number(total), page, limit }
}

/** raffle/detail: an enabled activity (whatever its state) with its prizes and odds; mine when logged in. */
export async function activityDetail(db: Db, activityId: number, userId: number | null, now: Date): Promise<Outcome<RaffleActivity>> {
  const [a] = await db.select().from(raffleActivities).where(and(eq(raffleActivities.id, activityId), eq(raffleActivities.enabled, true)))
  if (!a) return refuse('raffleNotFound')
  const prizes = await prizesOf(db, a.id)
  const odds = oddsOf(prizes)
  return {
    value: {
      ...toCard(a, now), rules: a.rules, daily_limit: a.dailyLimit, total_limit: a.totalLimit,
      prizes: prizes.map((p) => toPrize(p, odds)),
      mine: userId === null ? null : await mineOf(db, userId, a.id, now),
    },
  }
}

/** raffle/wins: the user's wins, newest first. */
export async function listWins(db: Db, userId: number, page: number, limit: number): Promise<Paged<RaffleWin>> {
  const mine = eq(raffleWins.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(raffleWins).where(mine).orderBy(desc(raffleWins.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(raffleWins).where(mine),
  ])
  return { list: rows.map(toWin), total: Number(total), page, limit }
}

/** raffle/claim: the winner's address for their goods win waiting for one (to_claim -> claimed), once. */
export async function claimWin(db: Db, userId: number, winId: number, address: { name: string; tel: string; address: string }, now: Date): Promise<Outcome<RaffleWin>> {
  const [claimed] = await db.update(raffleWins)
    .set({ state: 'claimed', shipName: address.name.trim(), shipTel: address.tel, shipAddress: address.address.trim(), claimedAt: now })
    .where(and(eq(raffleWins.id, winId), eq(raffleWins.userId, userId), eq(raffleWins.state, 'to_claim')))
    .returning()
  if (claimed) return { value: toWin(claimed) }
  const [win] = await db.select().from(raffleWins).where(and(eq(raffleWins.id, winId), eq(raffleWins.userId, userId)))
  if (!win) return refuse('raffleWinNotFound')
  return refuse(win.kind === 'goods' ? 'raffleWinClaimed' : 'raffleWinNotGoods')
}
