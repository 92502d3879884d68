import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { GoldPackOrder, GoldRechargeOrdersResult, GoldRechargePack } from '@api-types/discount'
import type { PaymentOrder, PayType } from '@api-types/member'
import { shanghaiDay } from '../../clock'
import type { Db } from '../../db/driver'
import { lockFor } from '../../db/locks'
import { goldPackOrders, goldPacks } from '../../db/schema'
import { formatTime, newOrderNo, yuan } from '../../lib'
import { refuse, Refused, type Outcome } from '../../outcome'
import type { PayContext } from '../pay/checkout'
import { closeLapsed, purchase, statusAt, sweepLapsed, takeUpPending, type PaidProduct } from '../pay/paidOrders'
import { goldBook } from './ledger'

// Gold packs bought with money (docs/rules.md "Sign-in and gold coins", "Payments"), a product of
// the paid-order kernel (pay/paidOrders.ts) as membership is: paid by the wallet at once or through
// a provider, settled once on its notification, expired after 15 minutes. One pending order per
// user and pack: a second recharge of the pack takes it up at the pack's price and gold of that
// moment. Lock order: the user's recharge lock, the order, its payments, the wallet, gold.

type OrderRow = typeof goldPackOrders.$inferSelect

export const goldPackProduct: PaidProduct<OrderRow> = {
  purpose: 'gold_pack',
  orders: goldPackOrders,
  refType: 'gold_pack_order',
  walletKind: 'gold_pack_payment',
  expiredMessage: 'opsGoldPackOrdersExpired',
  freshNumbers: ['gold_pack_orders_order_no_unique'],
  bill: { title: goldPackOrders.title },
  describe: async (_tx, o) => ({ subject: `饭贝金币 ${o.title}`, note: `金币 ${o.title}` }),
  // kind 'recharge', once per order
  grant: async (tx, o, now) => {
    const booked = await goldBook.credit(tx, {
      userId: o.userId, kind: 'recharge', amount: o.gold + o.bonusGold, refType: 'gold_pack_order', refId: o.id, note: o.title, at: now,
    })
    if (booked !== 'done') throw new Error(`gold pack order ${o.id} was credited already`)
  },
}

/** discount/goldRechargeList: the enabled packs in the operator's order. */
export async function listPacks(db: Db): Promise<GoldRechargePack[]> {
  const rows = await db.select().from(goldPacks).where(eq(goldPacks.enabled, true)).orderBy(asc(goldPacks.sort), asc(goldPacks.id))
  return rows.map((p) => ({ id: p.id, title: p.title, gold: p.gold, bonus_gold: p.bonusGold, price: yuan(p.priceFen) }))
}

/** Marks unpaid gold pack orders past their 15 minutes expired (and closes their payments); `scope` narrows which. */
export const expireGoldPackOrders = (db: Db, now: Date, scope?: SQL): Promise<number> => sweepLapsed(db, goldPackProduct, now, scope)

/**
 * discount/recharge {pay_type, gold_type}: the user's pending order of the pack, taken up at the
 * pack's price and gold now, or a new one; the wallet (3) pays it and credits the gold in one
 * transaction (钱包余额不足 writes nothing), WeChat Pay / Alipay (1, 2) start a payment after the
 * commit. The user's recharges run one at a time (an advisory lock).
 */
export async function rechargeGold(
  db: Db, userId: number, req: { payType: PayType; packId: number }, ctx: PayContext, now: Date,
): Promise<Outcome<PaymentOrder>> {
  const bought = await purchase(db, goldPackProduct, userId, req.payType, ctx, now, async (tx) => {
    await lockFor(tx, 'gold_recharge', userId)
    await closeLapsed(tx, goldPackProduct, now, eq(goldPackOrders.userId, userId))
    const [pack] = await tx.select().from(goldPacks).where(and(eq(goldPacks.id, req.packId), eq(goldPacks.enabled, true)))
    if (!pack) throw new Refused(refuse('goldPackUnavailable'))
    return takeUpPending(tx, goldPackProduct, and(eq(goldPackOrders.userId, userId), eq(goldPackOrders.packId, pack.id))!,
      { amountFen: pack.priceFen, title: pack.title, gold: pack.gold, bonusGold: pack.bonusGold, payType: req.payType },
      () => ({ orderNo: newOrderNo('GD', shanghaiDay(now)), userId, packId: pack.id }), now)
  })
  return 'refusal' in bought ? bought : { value: bought.value.payment }
}

/**
 * discount/goldRechargeOrders {page, limit, order_no?}: the user's gold pack orders newest first,
 * with `total`; `order_no` narrows them to that order (none when it is not the user's), which the
 * page the payer comes back to reads for its result. The user's stale pending orders are stored as
 * expired first (their payments closed), and any the sweep skips still read expired.
 */
export async function listGoldPackOrders(
  db: Db, userId: number, req: { page: number; limit: number; orderNo?: string }, now: Date,
): Promise<GoldRechargeOrdersResult> {
  await expireGoldPackOrders(db, now, eq(goldPackOrders.userId, userId))
  const mine = and(eq(goldPackOrders.userId, userId), req.orderNo === undefined ? undefined : eq(goldPackOrders.orderNo, req.orderNo))
  const { page, limit } = req
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(goldPackOrders).where(mine).orderBy(desc(goldPackOrders.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(goldPackOrders).where(mine),
  ])
  const list = rows.map((o): GoldPackOrder => ({
    id: o.id,
    order_no: o.orderNo,
    pack_id: o.packId,
    title: o.title,
    gold: o.gold,
    bonus_gold: o.bonusGold,
    amount: yuan(o.amountFen),
    pay_type: o.payType as PayType,
    status: statusAt<GoldPackOrder['status']>(o, now),
    create_time: formatTime(o.createdAt)!,
    expire_time: formatTime(o.expiresAt)!,
    pay_time: formatTime(o.paidAt),
  }))
  return { list, total: Number(total), page, limit }
}
