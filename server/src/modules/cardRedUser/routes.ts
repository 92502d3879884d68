import { and, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { cardRedUser, type CardRed, type CardRedStatus, type CardRedUserMyCardRedResult } from '@api-types/cardRedUser'
import type { Db } from '../../db/driver'
import { redCards } from '../../db/schema'
import { ok, route } from '../../http'
import { formatTime, yuan } from '../../lib'

// The user's red packets and coupons (pagesme/red_bag), as declared in types/api/cardRedUser.ts. An
// unused card past its expiry reads as expired (2); the status filter follows that reading.

type CardRow = typeof redCards.$inferSelect

const statusAt = (card: CardRow, now: Date): CardRedStatus => (card.status === 1 ? 1 : card.expireAt <= now ? 2 : 0)

function statusIs(status: CardRedStatus, now: Date): SQL | undefined {
  if (status === 1) return eq(redCards.status, 1)
  return and(eq(redCards.status, 0), status === 0 ? gt(redCards.expireAt, now) : lte(redCards.expireAt, now))
}

function toCard(card: CardRow, now: Date): CardRed {
  return {
    id: card.id,
    type: card.type as CardRed['type'],
    title: card.title,
    amount: yuan(card.amountFen),
    threshold: yuan(card.thresholdFen),
    status: statusAt(card, now),
    start_time: formatTime(card.startAt)!,
    expire_time: formatTime(card.expireAt)!,
    discount_url: card.discountUrl,
  }
}

export async function listCards(db: Db, userId: number, query: { status?: CardRedStatus; page: number; limit: number }, now: Date): Promise<CardRedUserMyCardRedResult> {
  const where = and(eq(redCards.userId, userId), query.status === undefined ? undefined : statusIs(query.status, now))
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(redCards).where(where).orderBy(desc(redCards.createdAt), desc(redCards.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(redCards).where(where),
  ])
  return { list: rows.map((r) => toCard(r, now)), total: Number(total), page: query.page, limit: query.limit }
}

export default async function cardRedUserRoutes(app: FastifyInstance): Promise<void> {
  route(app, cardRedUser.myCardRed, async (request) => {
    const { status, page = 1, limit = 10 } = request.body
    return ok(request, await listCards(app.db, request.user!.id, { status, page, limit }, app.clock.now()))
  })
}
