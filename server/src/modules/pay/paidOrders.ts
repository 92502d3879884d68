import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { PaymentOrder, PayType } from '@api-types/member'
import type { Db } from '../../db/driver'
import { markExpired } from '../../db/expire'
import type { MessageKey } from '../../i18n'
import { formatTime, yuan } from '../../lib'
import { refuse, Refused, type Outcome } from '../../outcome'
import type { Tx } from '../ledger/book'
import type { PaidOrderEvent, Reactions } from '../reactions'
import { credit, debit, walletBook } from '../wallet/ledger'
import type { WalletLedgerKind } from '../wallet/kinds'
import {
  checkout, closePendingPayments, lockPayment, markPaymentPaid, openPayment, PAYMENT_WINDOW_MS, refundToWallet, startPayment,
  withFreshNumbers, type NotificationOutcome, type NotifiedPayment, type OpenedPayment, type PayContext,
} from './checkout'

// The paid-order kernel (docs/server.md "Paid orders"): everything bought with money (membership,
// gold packs, vouchers; whatever comes next) is a product of this kernel. A product says what its
// orders table is, what its payments are called (payments.purpose), what a paid order grants and,
// where it holds something (a voucher's stock), how a closed order gives it back, and how its
// orders read in the user's bills (pay/bills.ts). The kernel does
// the rest the same way for all: pay a pending order by the wallet (debit, paid and granted in one
// transaction) or through a provider (a payments row started after the commit), settle a provider's
// notification once, expire unpaid orders after 15 minutes, send money that came too late to the
// wallet, and refund a paid order to the wallet.

/** The columns every paid order table has (its own columns come beside them). */
export type PaidOrderTable = PgTable & {
  id: PgColumn; orderNo: PgColumn; userId: PgColumn; amountFen: PgColumn; payType: PgColumn
  status: PgColumn; expiresAt: PgColumn; paidAt: PgColumn; closedAt: PgColumn; createdAt: PgColumn
}

/** What the kernel reads of an order row. */
export interface PaidOrderRow {
  id: number
  orderNo: string
  userId: number
  amountFen: number
  payType: number | null
  status: string
  expiresAt: Date
}

export interface PaidProduct<Row extends PaidOrderRow = PaidOrderRow> {
  /** payments.purpose of its payments; unique among the products of the modules. */
  purpose: string
  orders: PaidOrderTable
  /** The ledgers' ref_type of its orders. */
  refType: string
  /** The wallet ledger's kind of a wallet payment, and of a refund (none: its orders are not refunded). */
  walletKind: WalletLedgerKind
  refundKind?: WalletLedgerKind
  /** What the payer is shown (subject) and the wallet ledger's note of its payment. */
  describe(tx: Tx, order: Row): Promise<{ subject: string; note: string }>
  /** Unique constraints of the random numbers its transactions write (withFreshNumbers draws again). */
  freshNumbers: readonly string[]
  /** What a paid order grants, once: called in the transaction that moves it to paid. */
  grant(tx: Tx, order: Row, now: Date): Promise<void>
  /**
   * Locks what a change of order `refId` must hold before the order row, in the product's lock
   * order (a voucher's row); default none.
   */
  lockFor?(tx: Tx, refId: number): Promise<void>
  /**
   * Closes the pending orders past their expiry that `scope` picks (the caller holds what lockFor
   * locks) and gives back what they held; answers their ids. Default: status 'expired'.
   */
  closeLapsed?(tx: Tx, now: Date, scope?: SQL): Promise<number[]>
  /** The expiry sweep of its orders (answers how many); default one transaction of closeLapsed. */
  sweep?(db: Db, now: Date, scope?: SQL): Promise<number>
  /** The operators' line for how many of its orders the expire command closed ({count}). */
  expiredMessage?: MessageKey
  /**
   * How its orders read in the user's bill list (pay/bills.ts): what an order is, as SQL of its
   * orders table (a subquery for what another table holds); the kernel gives the rest (number,
   * amount, status, times) from the columns every paid order table has.
   */
  bill: BillOf
}

/** What a bill says an order is: its title (the voucher, the member type, the gold pack), a subtitle (the shop) and how many. */
export interface BillOf {
  title: SQL | PgColumn
  subtitle?: SQL | PgColumn
  /** Default 1. */
  quantity?: SQL | PgColumn
}

/** Any product, whatever its row type (the products list of the modules). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPaidProduct = PaidProduct<any>

const table = (p: AnyPaidProduct) => p.orders

/** Closes the lapsed pending orders `scope` picks, by the product's rule (the caller holds its locks). */
export async function closeLapsed(tx: Tx, product: AnyPaidProduct, now: Date, scope?: SQL): Promise<number[]> {
  if (product.closeLapsed) return product.closeLapsed(tx, now, scope)
  const expired = await markExpired(tx, table(product), 'pending', now, scope)
  await closePendingPayments(tx, product.purpose, expired)
  return expired
}

/** The expiry sweep of one product's orders (`scope` narrows it: a user's on read). Answers how many. */
export async function sweepLapsed(db: Db, product: AnyPaidProduct, now: Date, scope?: SQL): Promise<number> {
  if (product.sweep) return product.sweep(db, now, scope)
  return (await db.transaction((tx) => closeLapsed(tx, product, now, scope))).length
}

/** An order's state as of `now`: a pending one past its expiry reads `lapsed`, whether or not the sweep stored it. */
export function statusAt<S extends string>(order: { status: string; expiresAt: Date }, now: Date, lapsed: S = 'expired' as S): S {
  return (order.status === 'pending' && order.expiresAt <= now ? lapsed : order.status) as S
}

/** A paid order as the modules' reactions are told of it (reactions.ts). */
const paidOrderEvent = (product: AnyPaidProduct, order: PaidOrderRow, at: Date): PaidOrderEvent =>
  ({ purpose: product.purpose, refType: product.refType, orderId: order.id, userId: order.userId, amountFen: order.amountFen, at })

/**
 * Moves a pending order (locked by the caller) to paid, grants it and tells the modules' reactions
 * (paidOrderSettled). Answers the paid row, or null when it was no longer pending (then nothing is granted).
 */
async function markPaid<Row extends PaidOrderRow>(
  tx: Tx, product: PaidProduct<Row>, order: Row, payType: PayType, now: Date, reactions: Reactions,
): Promise<Row | null> {
  const t = table(product)
  const [paid] = await tx.update(t).set({ status: 'paid', payType, paidAt: now } as never)
    .where(and(eq(t.id, order.id), eq(t.status, 'pending'))).returning() as unknown as Row[]
  if (!paid) return null
  await product.grant(tx, paid, now)
  await reactions.paidOrderSettled(tx, paidOrderEvent(product, paid, now))
  return paid
}

/** What paying a pending order decided: paid by the wallet, or a provider payment to start after the commit. */
export type Settled<Row> = { order: Row; payment: OpenedPayment | null }

/**
 * Pays a pending order the caller holds: the wallet (3) at once (钱包余额不足 throws Refused, so the
 * transaction writes nothing), or a new payment of the provider's (one live payment per order).
 */
export async function payPending<Row extends PaidOrderRow>(
  tx: Tx, product: PaidProduct<Row>, order: Row, payType: PayType, provider: string, now: Date, reactions: Reactions,
): Promise<Settled<Row>> {
  if (payType !== 3) {
    const t = table(product)
    const [started] = await tx.update(t).set({ payType } as never).where(eq(t.id, order.id)).returning() as unknown as Row[]
    const payment = await openPayment(tx, {
      userId: order.userId, purpose: product.purpose, refId: order.id, orderNo: order.orderNo, amountFen: order.amountFen, payType, provider,
      expiresAt: order.expiresAt, subject: (await product.describe(tx, order)).subject, now,
    })
    return { order: started, payment }
  }
  const booked = await debit(tx, {
    userId: order.userId, kind: product.walletKind, amountFen: order.amountFen, refType: product.refType, refId: order.id,
    note: (await product.describe(tx, order)).note, at: now,
  })
  if (booked === 'insufficient') throw new Refused(refuse('walletInsufficient'))
  if (booked === 'duplicate') throw new Error(`${product.purpose} order ${order.id} was debited already while pending`)
  await closePendingPayments(tx, product.purpose, [order.id])
  const paid = await markPaid(tx, product, order, 3, now, reactions)
  if (!paid) throw new Error(`${product.purpose} order ${order.id} was not pending while held`)
  return { order: paid, payment: null }
}

/**
 * Takes up the user's pending order that `pending` picks, or makes one with `insert`, at the terms
 * of this moment: a pending order taken up again is priced and granted as the screen shows it now
 * (`terms`: its amount and what it grants), and its 15 minutes start again. An earlier payment of it
 * is closed when the new one opens, so money sent for the old terms goes to the wallet.
 */
export async function takeUpPending<Row extends PaidOrderRow>(
  tx: Tx, product: PaidProduct<Row>, pending: SQL, terms: Record<string, unknown> & { amountFen: number },
  insert: (expiresAt: Date) => Record<string, unknown>, now: Date,
): Promise<Row> {
  const t = table(product)
  const expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS)
  const [held] = await tx.select({ id: t.id }).from(t).where(and(pending, eq(t.status, 'pending'))).for('update')
  const [order] = held
    ? await tx.update(t).set({ ...terms, expiresAt } as never).where(eq(t.id, held.id)).returning() as unknown as Row[]
    : await tx.insert(t).values({ ...insert(expiresAt), ...terms, status: 'pending', expiresAt, createdAt: now } as never).returning() as unknown as Row[]
  return order
}

/** The answer of a payment: paid by the wallet, or where the payer pays. */
function paymentAnswer(order: PaidOrderRow, payType: PayType, start: { payUrl: string | null; payParams: PaymentOrder['pay_params'] } | null): PaymentOrder {
  return {
    order_no: order.orderNo, amount: yuan(order.amountFen), pay_type: payType, expire_time: formatTime(order.expiresAt)!,
    paid: start === null, pay_url: start?.payUrl ?? null, pay_params: start?.payParams ?? null,
  }
}

/**
 * Buys a product: `take` (in the transaction: the product's locks and checks, then the pending order
 * to pay: takeUpPending, or a new one) and pays it by the wallet at once or through the provider of
 * `payType`, whose payment is started after the commit (when it cannot start, the order stays
 * pending and the caller is told 支付发起失败，请稍后再试). A refusal thrown by `take` writes nothing.
 */
export async function purchase<Row extends PaidOrderRow>(
  db: Db, product: PaidProduct<Row>, userId: number, payType: PayType, ctx: PayContext, now: Date,
  take: (tx: Tx) => Promise<Row>,
): Promise<Outcome<{ order: Row; payment: PaymentOrder }>> {
  const chosen = await checkout(db, userId, payType, ctx)
  if ('refusal' in chosen) return chosen
  const provider = chosen.value?.provider.name ?? ''
  let settled: Settled<Row>
  try {
    settled = await withFreshNumbers(product.freshNumbers, () => db.transaction(async (tx) =>
      payPending(tx, product, await take(tx), payType, provider, now, ctx.reactions)))
  } catch (err) {
    if (err instanceof Refused) return err.refusal
    throw err
  }
  const { order, payment } = settled
  if (!payment) {
    ctx.paymentsSettled.inc({ purpose: product.purpose, paid_by: 'wallet' })
    return { value: { order, payment: paymentAnswer(order, 3, null) } }
  }
  const start = await startPayment(db, chosen.value!, payment, ctx)
  if ('refusal' in start) return start
  return { value: { order, payment: paymentAnswer(order, payType, start.value) } }
}

/**
 * Applies a verified notification of a payment of this product (the caller checked the payment and
 * its amount), in one transaction holding the product's locks, the order, then the payment: a
 * pending payment of a pending, unexpired order → both paid and the order granted, so identical
 * notifications at once grant once. Money for a closed payment, or an order past its expiry or no
 * longer pending, goes to the user's wallet (checkout.ts refundToWallet).
 */
export async function settleNotification(
  db: Db, product: AnyPaidProduct, payment: NotifiedPayment, tradeNo: string, now: Date, reactions: Reactions,
): Promise<NotificationOutcome> {
  const t = table(product)
  return withFreshNumbers(product.freshNumbers, () => db.transaction(async (tx) => {
    await product.lockFor?.(tx, payment.refId)
    const [held] = await tx.select({ id: t.id }).from(t).where(eq(t.id, payment.refId)).for('update')
    if (held) await closeLapsed(tx, product, now, eq(t.id, held.id))
    const status = await lockPayment(tx, payment.id)
    if (status === 'paid' || status === 'refunded') return 'duplicate'
    const [order] = held ? await tx.select().from(t).where(eq(t.id, held.id)) as unknown as PaidOrderRow[] : []
    const live = status === 'pending' && order !== undefined && order.status === 'pending' && order.expiresAt > now
    if (!live) return refundToWallet(tx, payment, tradeNo, now)
    await markPaymentPaid(tx, payment.id, tradeNo, now)
    await markPaid(tx, product, order, payment.payType as PayType, now, reactions)
    return 'paid'
  }))
}

/** What a refund did (`taken`: what its takeBack answered). */
export type Refund<Row, Taken> =
  | { outcome: 'refunded'; order: Row; balanceFen: number; taken: Taken }
  | { outcome: 'not_found' }
  | { outcome: 'not_paid'; status: string }
  | { outcome: 'refunded_already' }

/**
 * Refunds the paid order `pick` selects to the user's wallet (whatever paid it; ledger kind
 * refundKind, with `note`) and takes back what it granted (`takeBack`, in the same transaction, then
 * the modules' reactions: paidOrderRefunded with `reason`), in one transaction holding the order first, so parallel refunds of one order refund once. The
 * table needs a refunded_at column and 'refunded' among its statuses.
 */
export async function refundToWalletOf<Row extends PaidOrderRow, Taken>(
  db: Db, product: PaidProduct<Row>, pick: SQL, now: Date, reactions: Reactions,
  how: { note: (order: Row) => string; takeBack: (tx: Tx, order: Row) => Promise<Taken>; reason: string },
): Promise<Refund<Row, Taken>> {
  if (!product.refundKind) throw new Error(`${product.purpose} orders cannot be refunded`)
  const kind = product.refundKind
  const t = table(product)
  return db.transaction(async (tx): Promise<Refund<Row, Taken>> => {
    const [order] = await tx.select().from(t).where(pick).for('update') as unknown as Row[]
    if (!order) return { outcome: 'not_found' }
    if (order.status === 'refunded') return { outcome: 'refunded_already' }
    if (order.status !== 'paid') return { outcome: 'not_paid', status: statusAt(order, now) }
    const [refunded] = await tx.update(t).set({ status: 'refunded', refundedAt: now } as never).where(eq(t.id, order.id)).returning() as unknown as Row[]
    const booked = await credit(tx, {
      userId: order.userId, kind, amountFen: order.amountFen, refType: product.refType, refId: order.id, note: how.note(order), at: now,
    })
    if (booked !== 'done') throw new Error(`${product.purpose} order ${order.id} was refunded to the wallet already while paid`)
    const taken = await how.takeBack(tx, refunded)
    await reactions.paidOrderRefunded(tx, { ...paidOrderEvent(product, refunded, now), reason: how.reason })
    return { outcome: 'refunded', order: refunded, balanceFen: await walletBook.balance(tx, order.userId), taken }
  })
}
