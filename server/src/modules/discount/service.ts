import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { DiscountConfig, DiscountFailResult, DiscountLogValue, DiscountMtUrl, DiscountRecord } from '@api-types/discount'
import type { Db } from '../../db/driver'
import { discountConfigs, discountLogs, discountRedeems, discountUrlOpens, redCards } from '../../db/schema'
import { formatTime, yuan } from '../../lib'
import { CpsError, type CpsContext, type CpsProvider } from '../../providers/cps'
import { goldBook } from '../gold/ledger'
import type { Tx } from '../ledger/book'
import { refuse, refusedOr, Refused, type Outcome } from '../../outcome'
import { shanghaiMoment } from '../../clock'
import { lockFor } from '../../db/locks'

// Takeaway-platform coupons (docs/rules.md "Free meals and deals", last point): the offers of
// discount_configs, the user's link from the CPS provider, receiving one (its gold price taken
// through the gold book, at most daily_limit a Shanghai day, a coupon card in red_bag), and
// reporting one that could not be claimed (its gold returned once, the card withdrawn).

/** How long after receiving a coupon the user can report it could not be claimed. */
export const FAIL_WINDOW_MS = 24 * 3600_000
const DAY_MS = 86_400_000

type ConfigRow = typeof discountConfigs.$inferSelect


function toConfig(c: ConfigRow, remainingToday?: number): DiscountConfig {
  return {
    id: c.id,
    coupon_type: c.couponType,
    title: c.title,
    ...(c.image ? { image: c.image } : {}),
    description: c.description,
    amount: yuan(c.amountFen),
    threshold: yuan(c.thresholdFen),
    gold_price: c.goldPrice,
    ...(remainingToday === undefined ? {} : { remaining_today: remainingToday }),
  }
}

/** Coupons of each type the user received (and did not report failed) on the Shanghai day. */
async function receivedOn(db: Db | Tx, userId: number, day: string, couponType?: number): Promise<Map<number, number>> {
  const rows = await db.select({ couponType: discountRedeems.couponType, n: count() }).from(discountRedeems)
    .where(and(
      eq(discountRedeems.userId, userId), eq(discountRedeems.day, day), eq(discountRedeems.status, 'received'),
      couponType === undefined ? undefined : eq(discountRedeems.couponType, couponType),
    ))
    .groupBy(discountRedeems.couponType)
  return new Map(rows.map((r) => [r.couponType, Number(r.n)]))
}

/** The enabled offers in the operator's order; with the times left today when a user asks. */
export async function listConfigs(db: Db, userId: number | null, now: Date): Promise<DiscountConfig[]> {
  const rows = await db.select().from(discountConfigs).where(eq(discountConfigs.enabled, true))
    .orderBy(asc(discountConfigs.sort), asc(discountConfigs.id))
  if (userId === null) return rows.map((c) => toConfig(c))
  const received = await receivedOn(db, userId, shanghaiMoment(now).day)
  return rows.map((c) => toConfig(c, Math.max(0, c.dailyLimit - (received.get(c.couponType) ?? 0))))
}

async function enabledOffer(db: Db | Tx, couponType: number | undefined): Promise<ConfigRow | undefined> {
  const [row] = await db.select().from(discountConfigs)
    .where(and(eq(discountConfigs.enabled, true), couponType === undefined ? undefined : eq(discountConfigs.couponType, couponType)))
    .orderBy(asc(discountConfigs.sort), asc(discountConfigs.id)).limit(1)
  return row
}

/** The user's link of an offer (the first offer when couponType is absent). */
export async function offerLink(db: Db, cps: CpsProvider, couponType: number | undefined, ctx: CpsContext, log: FastifyBaseLogger): Promise<Outcome<DiscountMtUrl>> {
  const offer = await enabledOffer(db, couponType)
  if (!offer) return refuse('discountOfferGone')
  try {
    const url = await cps.offerLink({ couponType: offer.couponType, link: offer.link }, ctx)
    return { value: { discount_url: url, coupon_type: offer.couponType, title: offer.title } }
  } catch (err) {
    if (!(err instanceof CpsError)) throw err
    log.error({ err, couponType: offer.couponType }, 'CPS provider gave no coupon link')
    return refuse('discountLinkFailed')
  }
}

/** relax: a platform link converted for this user; refused when it is not one the provider knows. */
export async function convertLink(cps: CpsProvider, url: string, ctx: CpsContext, log: FastifyBaseLogger): Promise<Outcome<{ url: string }>> {
  try {
    const converted = await cps.convert(url, ctx)
    return converted ? { value: { url: converted } } : refuse('discountLinkUnsupported')
  } catch (err) {
    if (!(err instanceof CpsError)) throw err
    log.error({ err }, 'CPS provider could not convert a link')
    return refuse('discountLinkFailed')
  }
}

/** A coupon card for the user's 红包卡券 (red_cards) and what caused it (one card per source row). */
export interface CouponCard {
  userId: number
  title: string
  amountFen: number
  thresholdFen: number
  /** Usable from now for this many days. */
  validDays: number
  /** The platform link the card opens (cardView: a card without one cannot be used). */
  discountUrl: string
  /** e.g. 'discount_redeem' (a received coupon), 'gold_redemption' (a coupon bought with gold). */
  source: string
  sourceId: number
  now: Date
}

/** Adds a coupon card in the caller's transaction (a received coupon, a gold redemption). */
export async function addCouponCard(tx: Tx, card: CouponCard): Promise<void> {
  await tx.insert(redCards).values({
    userId: card.userId, type: 'coupon', title: card.title, amountFen: card.amountFen, thresholdFen: card.thresholdFen,
    startAt: card.now, expireAt: new Date(card.now.getTime() + card.validDays * DAY_MS), discountUrl: card.discountUrl,
    source: card.source, sourceId: card.sourceId, createdAt: card.now,
  })
}

export interface ReceiveInput {
  discountUrl: string
  couponType: number
}

/**
 * Receives a coupon: within the daily limit (one transaction per user, type and day at a time),
 * its gold taken, and a coupon card valid for the offer's days. The title is the offer's own.
 */
export async function receive(db: Db, userId: number, input: ReceiveInput, now: Date): Promise<Outcome<DiscountRecord>> {
  const { day } = shanghaiMoment(now)
  return refusedOr(() => db.transaction(async (tx) => {
      await lockFor(tx, 'discount', userId, input.couponType, day)
      const offer = await enabledOffer(tx, input.couponType)
      if (!offer) throw new Refused(refuse('discountOfferGone'))
      const received = (await receivedOn(tx, userId, day, offer.couponType)).get(offer.couponType) ?? 0
      if (received >= offer.dailyLimit) throw new Refused(refuse('discountDailyLimit'))
      const [redeem] = await tx.insert(discountRedeems).values({
        userId, configId: offer.id, couponType: offer.couponType, title: offer.title, discountUrl: input.discountUrl,
        goldSpent: offer.goldPrice, day, createdAt: now,
      }).returning()
      if (offer.goldPrice > 0) {
        const paid = await goldBook.debit(tx, {
          userId, kind: 'discount_coupon', amount: offer.goldPrice, refType: 'discount_redeem', refId: redeem.id, note: offer.title, at: now,
        })
        if (paid === 'insufficient') throw new Refused(refuse('goldNotEnough'))
      }
      await addCouponCard(tx, {
        userId, title: offer.title, amountFen: offer.amountFen, thresholdFen: offer.thresholdFen, validDays: offer.validDays,
        discountUrl: input.discountUrl, source: 'discount_redeem', sourceId: redeem.id, now,
      })
      return {
        value: {
          discount_redeem_id: redeem.id,
          discount_url: redeem.discountUrl,
          coupon_type: offer.couponType,
          title: offer.title,
          discount_config: toConfig(offer, offer.dailyLimit - received - 1),
          gold_spent: offer.goldPrice,
          gold_balance: await goldBook.balance(tx, userId),
          create_time: formatTime(now)!,
        },
      }
  }))
}

/**
 * The user could not claim a received coupon on the platform: within 24 hours, and only while its
 * card is unused, the gold comes back (once: the redeem row is locked and its status checked, and
 * the gold book books one refund per receipt) and the card is withdrawn.
 */
export async function reportFailed(db: Db, userId: number, redeemId: number, now: Date): Promise<Outcome<DiscountFailResult>> {
  return refusedOr(() => db.transaction(async (tx) => {
      const [redeem] = await tx.select().from(discountRedeems)
        .where(and(eq(discountRedeems.id, redeemId), eq(discountRedeems.userId, userId))).for('update')
      if (!redeem) throw new Refused(refuse('discountRedeemNotFound'))
      if (redeem.status === 'failed') throw new Refused(refuse('discountAlreadyFailed'))
      if (now.getTime() - redeem.createdAt.getTime() > FAIL_WINDOW_MS) throw new Refused(refuse('discountFailTooLate'))
      const withdrawn = await tx.delete(redCards)
        .where(and(eq(redCards.source, 'discount_redeem'), eq(redCards.sourceId, redeem.id), eq(redCards.status, 0)))
        .returning({ id: redCards.id })
      if (withdrawn.length === 0) throw new Refused(refuse('discountCardUsed'))
      if (redeem.goldSpent > 0) {
        await goldBook.credit(tx, {
          userId, kind: 'discount_coupon_refund', amount: redeem.goldSpent, refType: 'discount_redeem', refId: redeem.id, note: redeem.title, at: now,
        })
      }
      await tx.update(discountRedeems).set({ status: 'failed', failedAt: now }).where(eq(discountRedeems.id, redeem.id))
      return { value: { gold_returned: redeem.goldSpent, gold_balance: await goldBook.balance(tx, userId) } }
  }))
}

/** saveMtUrl: counts the user's opens of a coupon link. */
export async function saveOpenedUrl(db: Db, userId: number, url: string, now: Date): Promise<void> {
  await db.insert(discountUrlOpens).values({ userId, url, firstAt: now, lastAt: now })
    .onConflictDoUpdate({
      target: [discountUrlOpens.userId, discountUrlOpens.url],
      set: { opens: sql`${discountUrlOpens.opens} + 1`, lastAt: now },
    })
}

/** recodeLog: what the coupon page reports, as it came (the route's schema bounds its size). */
export async function saveLog(db: Db, userId: number | null, data: Record<string, DiscountLogValue>, now: Date): Promise<void> {
  await db.insert(discountLogs).values({ userId, data, createdAt: now })
}
