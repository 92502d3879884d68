import crypto from 'node:crypto'
import { and, asc, count, desc, eq, inArray, lte, sql, sum, type SQL } from 'drizzle-orm'
import type { BusinessOrder, BusinessOrderListsResult, BusinessOrderPayResult, BusinessOrderStatus, RedeemCode, Voucher } from '@api-types/businessOrder'
import type { PayType } from '@api-types/member'
import { shanghaiDay } from '../../clock'
import type { Db } from '../../db/driver'
import { businessOrderCodes, businessOrders, shops, vouchers } from '../../db/schema'
import { formatTime, newOrderNo, yuan } from '../../lib'
import { refuse, Refused, type Outcome, type Refusal } from '../../outcome'
import { closePendingPayments, PAYMENT_WINDOW_MS, type PayContext } from '../pay/checkout'
import { purchase, type PaidProduct } from '../pay/paidOrders'
import type { Tx } from '../wallet/ledger'

// Nearby-shop voucher orders (docs/rules.md "Free meals and deals", "Payments"): a product of the
// paid-order kernel (pay/paidOrders.ts). An order holds stock for 15 minutes while it is paid
// through a provider or at once by the wallet; a closed one (cancelled, or unpaid in time) gives its
// stock back. Lock order everywhere: voucher row, then its orders, then payments, then the wallet
// (ledger.ts), so no two transactions wait on each other in a circle. Time comes from the caller
// (app.clock), never from SQL now().

export const PAYMENT_PURPOSE = 'business_order'
const DAY_MS = 86_400_000

type OrderRow = typeof businessOrders.$inferSelect
type VoucherRow = typeof vouchers.$inferSelect

/** The shop's enabled vouchers, cheapest first, as ShopDetail shows them. */
export async function shopVouchers(db: Db, shopId: number): Promise<Voucher[]> {
  const rows = await db.select().from(vouchers).where(and(eq(vouchers.shopId, shopId), eq(vouchers.enabled, true)))
    .orderBy(asc(vouchers.priceFen), asc(vouchers.sort), asc(vouchers.id))
  return rows.map((v) => ({
    id: v.id,
    title: v.title,
    price: yuan(v.priceFen),
    face_value: yuan(v.faceValueFen),
    stock_left: v.stock - v.sold,
    sold: v.sold,
    per_user_limit: v.perUserLimit,
    valid_days: v.validDays,
    rules: v.rules,
  }))
}

const orderColumns = {
  order: businessOrders,
  voucher: { id: vouchers.id, title: vouchers.title, priceFen: vouchers.priceFen, faceValueFen: vouchers.faceValueFen, rules: vouchers.rules },
  shop: { id: shops.id, name: shops.name, logo: shops.logo, address: shops.address, phone: shops.phone },
}
type JoinedOrder = { order: OrderRow; voucher: { id: number; title: string; priceFen: number; faceValueFen: number; rules: string }; shop: BusinessOrder['shop'] }

function toBusinessOrder(r: JoinedOrder, codes: RedeemCode[], now: Date): BusinessOrder {
  const o = r.order
  return {
    id: o.id,
    order_no: o.orderNo,
    status: o.status as BusinessOrderStatus,
    voucher: { id: r.voucher.id, title: r.voucher.title, price: yuan(r.voucher.priceFen), face_value: yuan(r.voucher.faceValueFen), rules: r.voucher.rules },
    shop: r.shop,
    quantity: o.quantity,
    amount: yuan(o.amountFen),
    pay_type: o.payType as PayType | null,
    redeem_code: codes[0]?.code ?? null,
    redeem_codes: codes,
    valid_until: formatTime(o.validUntil),
    expire_time: formatTime(o.expiresAt)!,
    create_time: formatTime(o.createdAt)!,
    pay_time: formatTime(o.paidAt),
    server_time: formatTime(now)!,
  }
}

function selectOrders(db: Db | Tx) {
  return db.select(orderColumns).from(businessOrders)
    .innerJoin(vouchers, eq(vouchers.id, businessOrders.voucherId))
    .innerJoin(shops, eq(shops.id, businessOrders.shopId))
}

/** The answers of joined rows, each with its redeem codes by seq (one query for all of them). */
async function withCodes(db: Db | Tx, rows: JoinedOrder[], now: Date): Promise<BusinessOrder[]> {
  const paid = rows.filter((r) => r.order.status === 'paid').map((r) => r.order.id)
  const codes = paid.length
    ? await db.select({ orderId: businessOrderCodes.orderId, seq: businessOrderCodes.seq, code: businessOrderCodes.code })
      .from(businessOrderCodes).where(inArray(businessOrderCodes.orderId, paid)).orderBy(asc(businessOrderCodes.orderId), asc(businessOrderCodes.seq))
    : []
  const byOrder = new Map<number, RedeemCode[]>()
  for (const c of codes) byOrder.set(c.orderId, [...(byOrder.get(c.orderId) ?? []), { seq: c.seq, code: c.code }])
  return rows.map((r) => toBusinessOrder(r, byOrder.get(r.order.id) ?? [], now))
}

async function loadOrder(db: Db | Tx, orderId: number, now: Date): Promise<BusinessOrder> {
  const [row] = await selectOrders(db).where(eq(businessOrders.id, orderId)).limit(1)
  return (await withCodes(db, [row], now))[0]
}

/**
 * Cancels the pending orders that `scope` picks (expired ones, or the one a user cancels), gives
 * their stock back and closes their pending payments. The caller holds their vouchers' rows.
 */
async function closeOrders(tx: Tx, now: Date, scope: SQL): Promise<number[]> {
  const closed = await tx.update(businessOrders).set({ status: 'cancelled', closedAt: now })
    .where(and(eq(businessOrders.status, 'pending'), scope))
    .returning({ id: businessOrders.id, voucherId: businessOrders.voucherId, quantity: businessOrders.quantity })
  if (closed.length === 0) return []
  const returned = new Map<number, number>()
  for (const o of closed) returned.set(o.voucherId, (returned.get(o.voucherId) ?? 0) + o.quantity)
  for (const [voucherId, n] of returned) await tx.update(vouchers).set({ sold: sql`${vouchers.sold} - ${n}` }).where(eq(vouchers.id, voucherId))
  const ids = closed.map((o) => o.id)
  await closePendingPayments(tx, PAYMENT_PURPOSE, ids)
  return ids
}

const lockVoucher = async (tx: Tx, voucherId: number): Promise<VoucherRow | undefined> =>
  (await tx.select().from(vouchers).where(eq(vouchers.id, voucherId)).for('update'))[0]

const expired = (now: Date): SQL => lte(businessOrders.expiresAt, now)

/**
 * Cancels pending orders past expires_at (stock back, payments closed), one voucher at a time;
 * `scope` narrows which (a user's on read). Answers how many.
 */
export async function expireOrders(db: Db, now: Date, scope?: SQL): Promise<number> {
  const stale = await db.selectDistinct({ voucherId: businessOrders.voucherId }).from(businessOrders)
    .where(and(eq(businessOrders.status, 'pending'), expired(now), scope))
  let n = 0
  for (const { voucherId } of stale) {
    n += await db.transaction(async (tx) => {
      await lockVoucher(tx, voucherId)
      return (await closeOrders(tx, now, and(eq(businessOrders.voucherId, voucherId), expired(now), scope)!)).length
    })
  }
  return n
}

/** 12 random digits the shop checks. Tests replace `next` to force a collision. */
export const redeemCodeSource = {
  next: (): string => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0') + String(crypto.randomInt(0, 1_000_000)).padStart(6, '0'),
}

/** `n` distinct codes (a code already stored elsewhere makes the insert fail, and withFreshNumbers retries). */
function newRedeemCodes(n: number): string[] {
  const codes = new Set<string>()
  while (codes.size < n) codes.add(redeemCodeSource.next())
  return [...codes]
}

/** The constraints a colliding random order number or redeem code violates (withFreshNumbers runs it again). */
const FRESH_NUMBERS = ['business_orders_order_no_unique', 'business_order_codes_code_unique']

export const voucherProduct: PaidProduct<OrderRow> = {
  purpose: PAYMENT_PURPOSE,
  orders: businessOrders,
  refType: PAYMENT_PURPOSE,
  walletKind: 'voucher_payment',
  expiredMessage: 'opsVoucherOrdersExpired',
  freshNumbers: FRESH_NUMBERS,
  // the voucher's title at its shop, so many
  bill: {
    title: sql`(select ${vouchers.title} from ${vouchers} where ${vouchers.id} = ${businessOrders.voucherId})`,
    subtitle: sql`(select ${shops.name} from ${shops} where ${shops.id} = ${businessOrders.shopId})`,
    quantity: businessOrders.quantity,
  },
  describe: async (tx, o) => {
    const [v] = await tx.select({ title: vouchers.title, shop: shops.name }).from(vouchers)
      .innerJoin(shops, eq(shops.id, vouchers.shopId)).where(eq(vouchers.id, o.voucherId))
    const text = `${v.shop} ${v.title} x${o.quantity}`
    return { subject: text, note: text }
  },
  // valid for the voucher's days, with one redeem code per voucher bought (docs/server.md "Vouchers
  // and payments"); only the transaction that moves the order to paid calls it, so a duplicate
  // notification adds no code
  grant: async (tx, o, now) => {
    const [v] = await tx.select({ validDays: vouchers.validDays }).from(vouchers).where(eq(vouchers.id, o.voucherId))
    await tx.update(businessOrders).set({ validUntil: new Date(now.getTime() + v.validDays * DAY_MS) }).where(eq(businessOrders.id, o.id))
    await tx.insert(businessOrderCodes).values(newRedeemCodes(o.quantity).map((code, i) => ({ orderId: o.id, seq: i + 1, code, createdAt: now })))
  },
  lockFor: async (tx, orderId) => {
    const [o] = await tx.select({ voucherId: businessOrders.voucherId }).from(businessOrders).where(eq(businessOrders.id, orderId))
    if (o) await lockVoucher(tx, o.voucherId)
  },
  closeLapsed: (tx, now, scope) => closeOrders(tx, now, and(expired(now), scope)!),
  sweep: expireOrders,
}

/** The answer of create and pay: the order as it is now and its payment (paid, or where to pay). */
async function payResult(db: Db, bought: Outcome<{ order: OrderRow; payment: BusinessOrderPayResult['payment'] }>, now: Date): Promise<Outcome<BusinessOrderPayResult>> {
  if ('refusal' in bought) return bought
  return { value: { order: await loadOrder(db, bought.value.order.id, now), payment: bought.value.payment } }
}

/**
 * Buys `quantity` of a voucher: under the voucher's row lock (so stock and the per-user limit hold
 * under parallel calls) reserves the stock, writes the order, and pays it (wallet) or starts a payment.
 */
export async function createOrder(
  db: Db, userId: number, req: { voucherId: number; quantity: number; payType: PayType }, ctx: PayContext, now: Date,
): Promise<Outcome<BusinessOrderPayResult>> {
  return payResult(db, await purchase(db, voucherProduct, userId, req.payType, ctx, now, async (tx) => {
    const voucher = await lockVoucher(tx, req.voucherId)
    const [shop] = voucher ? await tx.select({ status: shops.status }).from(shops).where(eq(shops.id, voucher.shopId)) : []
    if (!voucher || !voucher.enabled || !shop || shop.status !== 1) throw new Refused(refuse('voucherUnavailable'))
    await closeOrders(tx, now, and(eq(businessOrders.voucherId, voucher.id), expired(now))!)
    const [held] = await tx.select({ n: sum(businessOrders.quantity) }).from(businessOrders).where(and(
      eq(businessOrders.voucherId, voucher.id), eq(businessOrders.userId, userId), inArray(businessOrders.status, ['pending', 'paid']),
    ))
    const mine = Number(held?.n ?? 0)
    if (mine + req.quantity > voucher.perUserLimit) {
      throw new Refused(refuse('voucherLimit', { limit: String(voucher.perUserLimit), left: String(Math.max(0, voucher.perUserLimit - mine)) }))
    }
    // closing expired orders may have returned stock
    const [{ sold }] = await tx.select({ sold: vouchers.sold }).from(vouchers).where(eq(vouchers.id, voucher.id))
    if (sold + req.quantity > voucher.stock) throw new Refused(refuse('voucherSoldOut'))
    await tx.update(vouchers).set({ sold: sold + req.quantity }).where(eq(vouchers.id, voucher.id))
    const [order] = await tx.insert(businessOrders).values({
      orderNo: newOrderNo('BO', shanghaiDay(now)), userId, voucherId: voucher.id, shopId: voucher.shopId, quantity: req.quantity,
      amountFen: voucher.priceFen * req.quantity, status: 'pending', expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS), createdAt: now,
    }).returning()
    return order
  }), now)
}

/** Why an order of the user cannot be paid or cancelled now (it is not a live pending one). */
async function notPendingRefusal(db: Db, userId: number, orderId: number, now: Date): Promise<Refusal> {
  const order = await findOrder(db, userId, orderId, now)
  switch (order?.status) {
    case undefined: return refuse('businessOrderNotFound')
    case 'paid': return refuse('businessOrderPaid')
    default: return refuse('businessOrderClosed')
  }
}

/** Pays a pending, unexpired order of the user again, or another way (at the amount the order shows). */
export async function payOrder(
  db: Db, userId: number, req: { id: number; payType: PayType }, ctx: PayContext, now: Date,
): Promise<Outcome<BusinessOrderPayResult>> {
  const [mine] = await db.select({ voucherId: businessOrders.voucherId }).from(businessOrders)
    .where(and(eq(businessOrders.id, req.id), eq(businessOrders.userId, userId)))
  if (!mine) return refuse('businessOrderNotFound')
  return payResult(db, await purchase(db, voucherProduct, userId, req.payType, ctx, now, async (tx) => {
    await lockVoucher(tx, mine.voucherId)
    await closeOrders(tx, now, and(eq(businessOrders.id, req.id), expired(now))!)
    const [order] = await tx.select().from(businessOrders).where(eq(businessOrders.id, req.id)).for('update')
    if (order.status !== 'pending') throw new Refused(order.status === 'paid' ? refuse('businessOrderPaid') : refuse('businessOrderClosed'))
    return order
  }), now)
}

/** Cancels a pending order of the user: stock back, payments closed. */
export async function cancelOrder(db: Db, userId: number, orderId: number, now: Date): Promise<Outcome<BusinessOrder>> {
  const [mine] = await db.select({ voucherId: businessOrders.voucherId }).from(businessOrders)
    .where(and(eq(businessOrders.id, orderId), eq(businessOrders.userId, userId)))
  if (!mine) return refuse('businessOrderNotFound')
  const closed = await db.transaction(async (tx) => {
    await lockVoucher(tx, mine.voucherId)
    // one past expiry is cancelled as well, but by the clock: the caller is told it had expired
    if ((await closeOrders(tx, now, and(eq(businessOrders.id, orderId), expired(now))!)).length) return false
    return (await closeOrders(tx, now, eq(businessOrders.id, orderId))).length > 0
  })
  if (!closed) return notPendingRefusal(db, userId, orderId, now)
  return { value: await loadOrder(db, orderId, now) }
}

/** One order of the user (another user's is as good as missing); an expired pending one is cancelled first. */
export async function findOrder(db: Db, userId: number, orderId: number, now: Date): Promise<BusinessOrder | null> {
  await expireOrders(db, now, and(eq(businessOrders.id, orderId), eq(businessOrders.userId, userId)))
  const [row] = await selectOrders(db).where(and(eq(businessOrders.id, orderId), eq(businessOrders.userId, userId))).limit(1)
  return row ? (await withCodes(db, [row], now))[0] : null
}

export async function listOrders(
  db: Db, userId: number, q: { status?: BusinessOrderStatus; page: number; limit: number }, now: Date,
): Promise<BusinessOrderListsResult> {
  await expireOrders(db, now, eq(businessOrders.userId, userId))
  const where = and(eq(businessOrders.userId, userId), q.status ? eq(businessOrders.status, q.status) : undefined)
  const [rows, [{ total }]] = await Promise.all([
    selectOrders(db).where(where).orderBy(desc(businessOrders.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(businessOrders).where(where),
  ])
  return { list: await withCodes(db, rows, now), total: Number(total), page: q.page, limit: q.limit }
}
