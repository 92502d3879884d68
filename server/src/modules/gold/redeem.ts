import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type {
  GoldRedeemItem, GoldRedeemRecordsResult, GoldRedeemRedeemResult, GoldRedeemType, GoldRedemptionRecord,
} from '@api-types/goldRedeem'
import type { Db } from '../../db/driver'
import { goldItems, goldRedemptions } from '../../db/schema'
import { formatTime, yuan } from '../../lib'
import { refuse, Refused, refusedOr, type Outcome } from '../../outcome'
import type { CpsContext, CpsProvider } from '../../providers/cps'
import { addCouponCard, offerLink } from '../discount/service'
import type { Tx } from '../ledger/book'
import { grantMembership } from '../member/grant'
import { credit, walletBook } from '../wallet/ledger'
import { goldBook } from './ledger'

// Gold redemption (docs/rules.md "Sign-in and gold coins"): the items of gold_items, each with a
// gold price, a stock and a per-user limit, bought in one transaction that holds the item's row,
// so parallel redemptions of one item count stock and limits one after another. What an item
// grants goes through its own writer: membership days (member/grant.ts), a coupon card in 红包卡券
// (discount/service.ts), wallet credit (the wallet book); the gold through the gold book.

type ItemRow = typeof goldItems.$inferSelect

function toItem(item: ItemRow, redeemed: number): GoldRedeemItem {
  return {
    id: item.id,
    type: item.type as GoldRedeemType,
    title: item.title,
    image: item.image,
    description: item.description,
    gold_price: item.goldPrice,
    stock: item.stock,
    limit_per_user: item.limitPerUser,
    redeemed,
    ...(item.days !== null ? { days: item.days } : {}),
    ...(item.amountFen !== null ? { amount: yuan(item.amountFen) } : {}),
    ...(item.thresholdFen !== null ? { threshold: yuan(item.thresholdFen) } : {}),
    ...(item.validDays !== null ? { valid_days: item.validDays } : {}),
  }
}

/** How many of each item the user has redeemed. */
async function redeemedBy(db: Db | Tx, userId: number, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map()
  const rows = await db.select({ itemId: goldRedemptions.itemId, n: count() }).from(goldRedemptions)
    .where(and(eq(goldRedemptions.userId, userId), inArray(goldRedemptions.itemId, itemIds)))
    .groupBy(goldRedemptions.itemId)
  return new Map(rows.map((r) => [r.itemId, Number(r.n)]))
}

/** goldRedeem/lists {type}: the enabled items of the type in the operator's order, with the user's redeemed count. */
export async function listItems(db: Db, userId: number, type: GoldRedeemType): Promise<GoldRedeemItem[]> {
  const rows = await db.select().from(goldItems).where(and(eq(goldItems.type, type), eq(goldItems.enabled, true)))
    .orderBy(asc(goldItems.sort), asc(goldItems.id))
  const redeemed = await redeemedBy(db, userId, rows.map((r) => r.id))
  return rows.map((r) => toItem(r, redeemed.get(r.id) ?? 0))
}

/**
 * goldRedeem/records {page, limit}: the user's redemptions newest first, as they were redeemed
 * (title, gold, days or amount stay what they were, whatever the item became since), with `total`.
 */
export async function listRedemptions(db: Db, userId: number, page: number, limit: number): Promise<GoldRedeemRecordsResult> {
  const mine = eq(goldRedemptions.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(goldRedemptions).where(mine).orderBy(desc(goldRedemptions.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(goldRedemptions).where(mine),
  ])
  const list = rows.map((r): GoldRedemptionRecord => ({
    id: r.id,
    item_id: r.itemId,
    type: r.type as GoldRedeemType,
    title: r.title,
    gold_spent: r.goldSpent,
    ...(r.days !== null ? { days: r.days } : {}),
    ...(r.amountFen !== null ? { amount: yuan(r.amountFen) } : {}),
    create_time: formatTime(r.createdAt)!,
  }))
  return { list, total: Number(total), page, limit }
}

export interface RedeemContext {
  /** Where a coupon's platform link comes from (type 2), as discount/getMtUrl. */
  cps: CpsProvider
  cpsContext: CpsContext
  log: FastifyBaseLogger
}

/**
 * goldRedeem/redeem {id}. A coupon's platform link is asked of the CPS provider first (a network
 * call, outside the transaction; its refusals write nothing). Then one transaction: the item's row
 * locked (enabled, else 该兑换商品不存在或已下架), the user's redemptions of it within the limit
 * (已达兑换上限), stock left (已兑完), one taken, the redemption row written, the grant, and last
 * the gold debit whose cause is the redemption (金币不足 undoes everything). Lock order: the item,
 * the wallet or membership row, the gold account (as membership for gold: membership, then gold).
 */
export async function redeemItem(db: Db, userId: number, itemId: number, ctx: RedeemContext, now: Date): Promise<Outcome<GoldRedeemRedeemResult>> {
  const [seen] = await db.select().from(goldItems).where(and(eq(goldItems.id, itemId), eq(goldItems.enabled, true)))
  if (!seen) return refuse('goldItemUnavailable')
  let discountUrl: string | undefined
  if (seen.type === 2) {
    const link = await offerLink(db, ctx.cps, seen.couponType!, ctx.cpsContext, ctx.log)
    if ('refusal' in link) return link
    discountUrl = link.value.discount_url
  }
  return refusedOr(() => db.transaction(async (tx) => {
    const [item] = await tx.select().from(goldItems).where(eq(goldItems.id, itemId)).for('update')
    if (!item?.enabled || item.type !== seen.type || item.couponType !== seen.couponType) throw new Refused(refuse('goldItemUnavailable'))
    const redeemed = (await redeemedBy(tx, userId, [item.id])).get(item.id) ?? 0
    if (redeemed >= item.limitPerUser) throw new Refused(refuse('goldItemLimit'))
    if (item.stock <= 0) throw new Refused(refuse('goldItemSoldOut'))
    await tx.update(goldItems).set({ stock: item.stock - 1 }).where(eq(goldItems.id, item.id))
    const [row] = await tx.insert(goldRedemptions).values({
      userId, itemId: item.id, type: item.type, title: item.title, goldSpent: item.goldPrice, days: item.days, amountFen: item.amountFen, createdAt: now,
    }).returning({ id: goldRedemptions.id })
    const cause = { refType: 'gold_redemption', refId: row.id }
    const result: GoldRedeemRedeemResult = { type: item.type as GoldRedeemType, gold_spent: item.goldPrice, gold_balance: 0 }
    if (item.type === 1) {
      // refId null: membership_grants.ref_id of source 'gold' names a member type, and an item is none
      const granted = await grantMembership(tx, { userId, source: 'gold', refId: null, days: item.days!, reason: `金币兑换 ${item.title}`, at: now })
      result.expire_time = formatTime(granted.expireAfter)!
    } else if (item.type === 2) {
      await addCouponCard(tx, {
        userId, title: item.title, amountFen: item.amountFen!, thresholdFen: item.thresholdFen!, validDays: item.validDays!,
        discountUrl: discountUrl!, source: 'gold_redemption', sourceId: row.id, now,
      })
      result.discount_url = discountUrl
    } else {
      const booked = await credit(tx, { userId, kind: 'gold_redeem', amountFen: item.amountFen!, ...cause, note: item.title, at: now })
      if (booked !== 'done') throw new Error(`gold redemption ${row.id} was credited already`)
      result.amount = yuan(item.amountFen!)
      result.balance = yuan(await walletBook.balance(tx, userId))
    }
    const paid = await goldBook.debit(tx, { userId, kind: 'redeem', amount: item.goldPrice, ...cause, note: item.title, at: now })
    if (paid === 'insufficient') throw new Refused(refuse('goldNotEnough'))
    if (paid === 'duplicate') throw new Error(`gold redemption ${row.id} was debited already`)
    result.gold_balance = await goldBook.balance(tx, userId)
    return { value: result }
  }))
}
