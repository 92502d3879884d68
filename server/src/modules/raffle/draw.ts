import { randomInt } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { RaffleDrawResult } from '@api-types/raffle'
import { shanghaiDay } from '../../clock'
import type { Db } from '../../db/driver'
import { raffleActivities, raffleDrawCounters, raffleDraws, rafflePrizes, raffleWins } from '../../db/schema'
import { refuse, Refused, refusedOr, type Outcome } from '../../outcome'
import { addCouponCard } from '../discount/service'
import { goldBook } from '../gold/ledger'
import type { Tx } from '../ledger/book'
import { grantMembership } from '../member/grant'
import { credit } from '../wallet/ledger'
import { inStock, mineOf, oddsOf, prizesOf, stateOf, toPrize, toWin, TOTAL_PERIOD, type ActivityRow, type PrizeRow } from './service'

// One raffle draw (docs/rules.md "Raffles"), decided on the server in one transaction: the draw row
// first (its unique (user, request_id) makes the same request id one draw: a second one waits for
// the first and then answers it), the window, the allowances by conditional upserts of the counter
// rows, the gold through the gold book, the prize picked by weight with node:crypto's randomInt among
// those with stock left, its stock taken by a conditional update (gone meanwhile: the consolation
// prize), and the grant, whose cause is the draw, so it happens once.

/** The cause every movement of a draw names in the books: ('raffle_draw', draw id). */
export const DRAW_REF = 'raffle_draw'

/** A coupon prize's platform link for the user (discount/service.ts offerLink), asked before the transaction. */
export type CouponLinkOf = (couponType: number) => Promise<Outcome<string>>

/** The same request id was drawn already (by this call's twin): answer that draw. */
class Replay extends Error {}

/**
 * The weighted pick: a uniform integer below the weights' sum from node:crypto, and the prize
 * whose band it falls in, so each prize's chance is exactly weight / sum (its published odds).
 * null when every weight is 0.
 */
export function pickByWeight<P extends { weight: number }>(prizes: readonly P[], random: (max: number) => number = (max) => randomInt(max)): P | null {
  const sum = prizes.reduce((s, p) => s + p.weight, 0)
  if (sum <= 0) return null
  let r = random(sum)
  for (const p of prizes) {
    if (r < p.weight) return p
    r -= p.weight
  }
  throw new Error('the pick fell outside the weights')
}

/** Raises the user's counter of the period by one if it is below the allowance: the new count, or null when it is not. */
async function countDraw(tx: Tx, userId: number, activityId: number, period: string, allowance: number): Promise<number | null> {
  const rows = await tx.insert(raffleDrawCounters).values({ userId, activityId, period, count: 1 })
    .onConflictDoUpdate({
      target: [raffleDrawCounters.userId, raffleDrawCounters.activityId, raffleDrawCounters.period],
      set: { count: sql`${raffleDrawCounters.count} + 1` },
      setWhere: sql`${raffleDrawCounters.count} < ${allowance}`,
    })
    .returning({ count: raffleDrawCounters.count })
  return rows.length === 1 && rows[0].count <= allowance ? rows[0].count : null
}

/** Grants the prize of the draw in its transaction; goods wait for the winner's address. */
async function grant(tx: Tx, a: ActivityRow, p: PrizeRow, draw: { id: number; userId: number }, links: Map<number, string>, now: Date) {
  const cause = { refType: DRAW_REF, refId: draw.id }
  const note = `${a.title} ${p.name}`
  switch (p.kind) {
    case 'gold':
      if ((await goldBook.credit(tx, { userId: draw.userId, kind: 'raffle_prize', amount: p.value, ...cause, note, at: now })) !== 'done') throw new Error(`raffle draw ${draw.id} was paid already`)
      break
    case 'cash':
      if ((await credit(tx, { userId: draw.userId, kind: 'raffle_prize', amountFen: p.value, ...cause, note, at: now })) !== 'done') throw new Error(`raffle draw ${draw.id} was paid already`)
      break
    case 'coupon':
      // one card per source row (red_cards_source_uq)
      await addCouponCard(tx, {
        userId: draw.userId, title: p.name, amountFen: p.value, thresholdFen: p.thresholdFen!, validDays: p.validDays!,
        discountUrl: links.get(p.couponType!)!, source: DRAW_REF, sourceId: draw.id, now,
      })
      break
    case 'membership_days':
      // once per draw (membership_grants_cause_uq of source 'raffle')
      await grantMembership(tx, { userId: draw.userId, source: 'raffle', refId: draw.id, days: p.value, reason: note, at: now })
      break
  }
  const [win] = await tx.insert(raffleWins).values({
    drawId: draw.id, userId: draw.userId, activityId: a.id, prizeId: p.id, activityTitle: a.title, prizeName: p.name, kind: p.kind,
    value: p.value, image: p.image, state: p.kind === 'goods' ? 'to_claim' : 'granted', createdAt: now,
  }).returning()
  return win
}

/** The answer for a stored draw (a first answer, or a request id seen again): the prize where it is now on the page. */
async function answerOf(db: Db | Tx, drawId: number, now: Date): Promise<RaffleDrawResult> {
  const [d] = await db.select().from(raffleDraws).where(eq(raffleDraws.id, drawId))
  const [[prize], [win], all] = await Promise.all([
    db.select().from(rafflePrizes).where(eq(rafflePrizes.id, d.prizeId!)),
    db.select().from(raffleWins).where(eq(raffleWins.drawId, d.id)),
    prizesOf(db, d.activityId),
  ])
  const odds = oddsOf(all)
  return {
    draw_id: d.id,
    prize_index: Math.max(0, all.findIndex((p) => p.id === prize.id)),
    prize: toPrize(prize, odds),
    win: win ? toWin(win) : null,
    mine: await mineOf(db, d.userId, d.activityId, now),
  }
}

async function replayOf(db: Db, userId: number, activityId: number, requestId: string, now: Date): Promise<Outcome<RaffleDrawResult> | null> {
  const [seen] = await db.select({ id: raffleDraws.id, activityId: raffleDraws.activityId }).from(raffleDraws)
    .where(and(eq(raffleDraws.userId, userId), eq(raffleDraws.requestId, requestId)))
  if (!seen) return null
  if (seen.activityId !== activityId) return refuse('raffleRequestReused')
  return { value: await answerOf(db, seen.id, now) }
}

export interface DrawInput {
  userId: number
  activityId: number
  requestId: string
  now: Date
  /** Where coupon prizes' links come from (the route's CPS provider); without it an activity with a coupon prize in stock is refused. */
  couponLink?: CouponLinkOf
}

/** raffle/draw. */
export async function draw(db: Db, input: DrawInput): Promise<Outcome<RaffleDrawResult>> {
  const { userId, activityId, requestId, now } = input
  const replay = await replayOf(db, userId, activityId, requestId, now)
  if (replay) return replay

  // a coupon prize's link is the CPS provider's (a network call): asked before the transaction
  const links = new Map<number, string>()
  const couponTypes = new Set((await prizesOf(db, activityId)).filter((p) => p.kind === 'coupon' && p.weight > 0 && p.stockLeft !== 0).map((p) => p.couponType!))
  for (const type of couponTypes) {
    if (!input.couponLink) return refuse('discountLinkFailed')
    const link = await input.couponLink(type)
    if ('refusal' in link) return link
    links.set(type, link.value)
  }

  try {
    return await refusedOr(() => db.transaction(async (tx) => {
      const [a] = await tx.select().from(raffleActivities).where(and(eq(raffleActivities.id, activityId), eq(raffleActivities.enabled, true)))
      if (!a) throw new Refused(refuse('raffleNotFound'))
      const day = shanghaiDay(now)
      const [d] = await tx.insert(raffleDraws).values({ userId, activityId, requestId, costGold: a.costGold, day, createdAt: now })
        .onConflictDoNothing({ target: [raffleDraws.userId, raffleDraws.requestId] }).returning({ id: raffleDraws.id })
      if (!d) throw new Replay()

      const state = stateOf(a, now)
      if (state === 'upcoming') throw new Refused(refuse('raffleNotStarted'))
      if (state === 'ended') throw new Refused(refuse('raffleEnded'))
      const today = await countDraw(tx, userId, a.id, day, a.dailyLimit)
      if (today === null) throw new Refused(refuse('raffleDailyLimit', { limit: String(a.dailyLimit) }))
      const total = await countDraw(tx, userId, a.id, TOTAL_PERIOD, a.totalLimit)
      if (total === null) throw new Refused(refuse('raffleTotalLimit', { limit: String(a.totalLimit) }))
      if (a.costGold > 0) {
        const paid = await goldBook.debit(tx, { userId, kind: 'raffle', amount: a.costGold, refType: DRAW_REF, refId: d.id, note: a.title, at: now })
        if (paid === 'insufficient') throw new Refused(refuse('raffleGoldNotEnough', { cost: String(a.costGold) }))
        if (paid === 'duplicate') throw new Error(`raffle draw ${d.id} was charged already`)
      }

      const prizes = await prizesOf(tx, a.id)
      const consolation = prizes.find((p) => p.kind === 'none')
      if (!consolation) throw new Refused(refuse('raffleNotFound'))
      // among the prizes with stock left, by the weights the page publishes (oddsOf)
      const picked = pickByWeight(prizes.filter(inStock)) ?? consolation
      let given = picked
      if (picked.stock !== null) {
        const [taken] = await tx.update(rafflePrizes).set({ stockLeft: sql`${rafflePrizes.stockLeft} - 1` })
          .where(and(eq(rafflePrizes.id, picked.id), gt(rafflePrizes.stockLeft, 0))).returning()
        given = taken ?? consolation
      }
      if (given.kind === 'coupon' && !links.has(given.couponType!)) throw new Refused(refuse('discountLinkFailed'))
      await tx.update(raffleDraws).set({ prizeId: given.id, pickedPrizeId: picked.id }).where(eq(raffleDraws.id, d.id))
      const win = given.kind === 'none' ? null : await grant(tx, a, given, { id: d.id, userId }, links, now)
      const odds = oddsOf(prizes)
      return {
        value: {
          draw_id: d.id,
          prize_index: prizes.findIndex((p) => p.id === given.id),
          prize: toPrize(given, odds),
          win: win ? toWin(win) : null,
          mine: { gold: await goldBook.balance(tx, userId), draws_today: today, draws_total: total },
        },
      }
    }))
  } catch (err) {
    if (!(err instanceof Replay)) throw err
    return (await replayOf(db, userId, activityId, requestId, now))!
  }
}
