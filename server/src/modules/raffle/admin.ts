import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { PrizeKind, RaffleStyle, RaffleWinState } from '@api-types/raffle'
import type {
  OpsRaffleActivityBody, OpsRaffleActivityRow, OpsRafflePrizeBody, OpsRafflePrizeRow, OpsRaffleWinRow, RAFFLE_WIN_FILTERS,
} from '@api-types/ops/raffle'
import type { Db } from '../../db/driver'
import { discountConfigs, raffleActivities, rafflePrizes, raffleWins, users } from '../../db/schema'
import type { MessageKey } from '../../i18n'
import { formatTime, parseShanghaiTime } from '../../lib'
import { maskTel } from '../../ops/commands'
import type { Tx } from '../ledger/book'
import { notify } from '../notification/service'
import { oddsOf, prizesOf, stateOf, type ActivityRow, type PrizeRow } from './service'

// What operators do with raffles (docs/rules.md "Raffles"; ops.ts makes them operator calls and
// CLI commands; the demo seed uses the same saves): activities and prizes created or changed, an
// activity closed, goods wins listed and shipped once.

/** The consolation prize every activity gets when it is created (its only prize of kind 'none'). */
export const CONSOLATION = { name: '谢谢参与', position: 99 }

export type Saved<T, N = object> = { outcome: 'saved'; created: boolean } & T | { outcome: 'not_found' } & N | { outcome: 'refused'; reason: MessageKey; field?: string }

const refused = (reason: MessageKey, field?: string) => ({ outcome: 'refused' as const, reason, ...(field ? { field } : {}) })

export function toActivityRow(a: ActivityRow, now: Date): OpsRaffleActivityRow {
  return {
    id: a.id, title: a.title, style: a.style as RaffleStyle, state: stateOf(a, now), enabled: a.enabled, cost_gold: a.costGold,
    daily_limit: a.dailyLimit, total_limit: a.totalLimit, start_time: formatTime(a.startAt)!, end_time: formatTime(a.endAt)!,
    closed_time: formatTime(a.closedAt),
  }
}

export async function listActivitiesForOps(db: Db, limit: number, now: Date): Promise<OpsRaffleActivityRow[]> {
  const rows = await db.select().from(raffleActivities).orderBy(desc(raffleActivities.id)).limit(limit)
  return rows.map((a) => toActivityRow(a, now))
}

/** Creates an activity with its consolation prize, or changes one (the fields given). */
export async function saveActivity(db: Db | Tx, body: OpsRaffleActivityBody, now: Date): Promise<Saved<{ activity: OpsRaffleActivityRow }, { id: number }>> {
  return db.transaction(async (tx) => {
    let current: ActivityRow | undefined
    if (body.id !== undefined) {
      [current] = await tx.select().from(raffleActivities).where(eq(raffleActivities.id, body.id)).for('update')
      if (!current) return { outcome: 'not_found' as const, id: body.id }
    }
    const need = <T>(value: T | undefined, kept: T | undefined, field: string): T | { missing: string } =>
      value !== undefined ? value : kept !== undefined ? kept : { missing: field }
    const fields = {
      title: need(body.title?.trim(), current?.title, 'title'),
      style: need(body.style, current?.style, 'style'),
      costGold: need(body.cost_gold, current?.costGold, 'cost_gold'),
      dailyLimit: need(body.daily_limit, current?.dailyLimit, 'daily_limit'),
      totalLimit: need(body.total_limit, current?.totalLimit, 'total_limit'),
      startAt: need(body.start_time === undefined ? undefined : parseShanghaiTime(body.start_time), current?.startAt, 'start_time'),
      endAt: need(body.end_time === undefined ? undefined : parseShanghaiTime(body.end_time), current?.endAt, 'end_time'),
    }
    for (const v of Object.values(fields)) if (typeof v === 'object' && v !== null && 'missing' in v) return refused('opsRaffleNeedArg', v.missing)
    const f = fields as { title: string; style: string; costGold: number; dailyLimit: number; totalLimit: number; startAt: Date; endAt: Date }
    if (Number.isNaN(f.startAt.getTime()) || Number.isNaN(f.endAt.getTime()) || f.endAt <= f.startAt) return refused('opsRaffleBadWindow', 'end_time')
    if (f.dailyLimit > f.totalLimit) return refused('opsRaffleBadLimits', 'daily_limit')
    const values = {
      ...f, cover: body.cover ?? current?.cover ?? '', rules: body.rules ?? current?.rules ?? '', enabled: body.enabled ?? current?.enabled ?? true,
    }
    if (current) {
      const [a] = await tx.update(raffleActivities).set(values).where(eq(raffleActivities.id, current.id)).returning()
      return { outcome: 'saved' as const, created: false, activity: toActivityRow(a, now) }
    }
    const [a] = await tx.insert(raffleActivities).values({ ...values, createdAt: now }).returning()
    await tx.insert(rafflePrizes).values({
      activityId: a.id, position: CONSOLATION.position, name: CONSOLATION.name, kind: 'none', value: 0, weight: 0, stock: null, stockLeft: null, createdAt: now,
    })
    return { outcome: 'saved' as const, created: true, activity: toActivityRow(a, now) }
  })
}

export function toPrizeRow(p: PrizeRow, odds: Map<number, string>): OpsRafflePrizeRow {
  return {
    id: p.id, activity_id: p.activityId, position: p.position, name: p.name, kind: p.kind as PrizeKind, value: p.value, weight: p.weight,
    odds: odds.get(p.id) ?? '-', stock: p.stock, stock_left: p.stockLeft, enabled: p.enabled,
  }
}

/** The activity's prizes, the disabled ones too, with the odds of the enabled ones. */
export async function listPrizesForOps(db: Db, activityId: number): Promise<OpsRafflePrizeRow[]> {
  const rows = await db.select().from(rafflePrizes).where(eq(rafflePrizes.activityId, activityId)).orderBy(asc(rafflePrizes.position), asc(rafflePrizes.id))
  const odds = oddsOf(rows.filter((p) => p.enabled))
  return rows.map((p) => toPrizeRow(p, odds))
}

/**
 * Creates or changes a prize. Its kind stays; the consolation prize stays enabled, unlimited and
 * worth nothing, and no second one is added. A new stock keeps what was given: left = stock - given.
 */
export async function savePrize(db: Db | Tx, body: OpsRafflePrizeBody, now: Date): Promise<Saved<{ prize: OpsRafflePrizeRow }>> {
  return db.transaction(async (tx) => {
    let current: PrizeRow | undefined
    if (body.id !== undefined) {
      [current] = await tx.select().from(rafflePrizes).where(eq(rafflePrizes.id, body.id)).for('update')
      if (!current || (body.activity_id !== undefined && body.activity_id !== current.activityId)) return { outcome: 'not_found' as const }
      if (body.kind !== undefined && body.kind !== current.kind) return refused('opsRaffleKindFixed', 'kind')
    }
    const activityId = current?.activityId ?? body.activity_id
    if (activityId === undefined) return refused('opsRaffleNeedArg', 'activity_id')
    const [activity] = await tx.select({ id: raffleActivities.id }).from(raffleActivities).where(eq(raffleActivities.id, activityId))
    if (!activity) return { outcome: 'not_found' as const }
    const kind = current?.kind ?? body.kind
    const name = body.name?.trim() ?? current?.name
    const weight = body.weight ?? current?.weight
    if (kind === undefined) return refused('opsRaffleNeedArg', 'kind')
    if (name === undefined) return refused('opsRaffleNeedArg', 'name')
    if (weight === undefined) return refused('opsRaffleNeedArg', 'weight')
    const value = body.value ?? current?.value ?? 0
    const stock = body.stock !== undefined ? body.stock : current ? current.stock : null
    const enabled = body.enabled ?? current?.enabled ?? true
    if (kind === 'none') {
      if (!current) return refused('opsRaffleOneConsolation', 'kind')
      if (!enabled || stock !== null || value !== 0) return refused('opsRaffleConsolationFixed')
    }
    if ((kind === 'goods' || kind === 'none') !== (value === 0)) return refused('opsRaffleBadValue', 'value')
    const coupon = {
      thresholdFen: body.threshold_fen ?? current?.thresholdFen ?? null,
      validDays: body.valid_days ?? current?.validDays ?? null,
      couponType: body.coupon_type ?? current?.couponType ?? null,
    }
    if (kind === 'coupon') {
      if (coupon.thresholdFen === null || coupon.validDays === null || coupon.couponType === null) return refused('opsRaffleBadCoupon')
      const [offer] = await tx.select({ id: discountConfigs.id }).from(discountConfigs)
        .where(and(eq(discountConfigs.couponType, coupon.couponType), eq(discountConfigs.enabled, true))).limit(1)
      if (!offer) return refused('opsRaffleBadCoupon', 'coupon_type')
    }
    let position = body.position ?? current?.position
    if (position === undefined) {
      const [{ last }] = await tx.select({ last: sql<number | null>`max(${rafflePrizes.position})` }).from(rafflePrizes)
        .where(and(eq(rafflePrizes.activityId, activityId), sql`${rafflePrizes.kind} <> 'none'`))
      position = last === null ? 1 : Number(last) + 1
    }
    const values = { position, name, value, image: body.image ?? current?.image ?? '', weight, enabled, ...(kind === 'coupon' ? coupon : {}) }
    let row: PrizeRow
    if (current) {
      // what was given stays given: the new stock less the prizes already drawn, never below zero
      const stockLeft = stock === null ? null : sql`greatest(0, ${stock}::int - coalesce(${rafflePrizes.stock} - ${rafflePrizes.stockLeft}, 0))`
      ;[row] = await tx.update(rafflePrizes).set({ ...values, stock, stockLeft }).where(eq(rafflePrizes.id, current.id)).returning()
    } else {
      ;[row] = await tx.insert(rafflePrizes).values({ ...values, activityId, kind, stock, stockLeft: stock, createdAt: now }).returning()
    }
    const odds = oddsOf(await prizesOf(tx, activityId))
    return { outcome: 'saved' as const, created: !current, prize: toPrizeRow(row, odds) }
  })
}

/** Closes an activity now (no more draws), once. */
export async function closeActivity(db: Db, activityId: number, now: Date): Promise<{ outcome: 'closed' | 'already_closed'; id: number; closed_time: string } | { outcome: 'not_found'; id: number }> {
  const [closed] = await db.update(raffleActivities).set({ closedAt: now })
    .where(and(eq(raffleActivities.id, activityId), sql`${raffleActivities.closedAt} is null`)).returning({ at: raffleActivities.closedAt })
  const id = activityId
  if (closed) return { outcome: 'closed', id, closed_time: formatTime(closed.at)! }
  const [a] = await db.select({ at: raffleActivities.closedAt }).from(raffleActivities).where(eq(raffleActivities.id, activityId))
  return a ? { outcome: 'already_closed', id, closed_time: formatTime(a.at)! } : { outcome: 'not_found', id }
}

type WinWithUser = { w: typeof raffleWins.$inferSelect; tel: string | null }

function toWinRow({ w, tel }: WinWithUser): OpsRaffleWinRow {
  return {
    id: w.id, activity_id: w.activityId, activity_title: w.activityTitle, prize_name: w.prizeName, user: maskTel(tel),
    state: w.state as RaffleWinState, name: w.shipName, tel: w.shipTel, address: w.shipAddress, carrier: w.carrier, tracking_no: w.trackingNo,
    claimed_time: formatTime(w.claimedAt), shipped_time: formatTime(w.shippedAt), create_time: formatTime(w.createdAt)!,
  }
}

/** Goods wins: to ship (claimed first, oldest claim first, then those waiting for an address), one state, or all (newest first). */
export async function listWinsForOps(db: Db, filter: typeof RAFFLE_WIN_FILTERS[number], limit: number): Promise<OpsRaffleWinRow[]> {
  const states = filter === 'to_ship' ? ['claimed', 'to_claim'] : filter === 'all' ? null : [filter]
  const rows = await db.select({ w: raffleWins, tel: users.tel }).from(raffleWins).innerJoin(users, eq(users.id, raffleWins.userId))
    .where(and(eq(raffleWins.kind, 'goods'), states ? inArray(raffleWins.state, states) : undefined))
    .orderBy(...(filter === 'to_ship'
      ? [sql`case when ${raffleWins.state} = 'claimed' then 0 else 1 end`, asc(raffleWins.claimedAt), asc(raffleWins.id)]
      : [desc(raffleWins.id)]))
    .limit(limit)
  return rows.map(toWinRow)
}

/** Marks a claimed goods win shipped, once. */
export async function shipWin(db: Db, winId: number, carrier: string, trackingNo: string, now: Date):
Promise<{ outcome: 'shipped'; id: number; win: OpsRaffleWinRow } | { outcome: 'not_found'; id: number } | { outcome: 'not_claimed'; id: number; state: RaffleWinState }> {
  const shipped = await db.transaction(async (tx) => {
    const [win] = await tx.update(raffleWins).set({ state: 'shipped', carrier: carrier.trim(), trackingNo, shippedAt: now })
      .where(and(eq(raffleWins.id, winId), eq(raffleWins.state, 'claimed')))
      .returning({ id: raffleWins.id, userId: raffleWins.userId, prizeName: raffleWins.prizeName })
    if (win) {
      await notify(tx, {
        userId: win.userId, kind: 'prizeShipped', key: `prizeShipped:${win.id}`,
        params: { prize: win.prizeName, carrier: carrier.trim(), trackingNo }, path: '/pages_raffle/my_raffle',
      })
    }
    return win
  })
  const [row] = await db.select({ w: raffleWins, tel: users.tel }).from(raffleWins).innerJoin(users, eq(users.id, raffleWins.userId)).where(eq(raffleWins.id, winId))
  if (!row) return { outcome: 'not_found', id: winId }
  if (!shipped) return { outcome: 'not_claimed', id: winId, state: row.w.state as RaffleWinState }
  return { outcome: 'shipped', id: winId, win: toWinRow(row) }
}
