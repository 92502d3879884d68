import crypto from 'node:crypto'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PayType } from '@api-types/member'
import { shanghaiDay } from '../../clock'
import type { Db } from '../../db/driver'
import { markExpired, type Lapsing } from '../../db/expire'
import { payments, users } from '../../db/schema'
import { refuse, type Outcome } from '../../outcome'
import { isUniqueViolation } from '../../lib'
import {
  PAY_CLIENTS, PaymentStartError, type PayClient, type Payer, type PaymentProvider, type PaymentProviders, type PaymentStart,
} from '../../providers/payment'
import { credit, type Tx } from '../wallet/ledger'
import type { Reactions } from '../reactions'
import type { BusinessMetrics } from '../../metrics'

// What every purchase paid through a provider shares (docs/rules.md "Payments", docs/server.md
// "Vouchers and payments"): who pays from where (the X-Client header, the caller's address, the
// user's openid), the provider that takes the pay type, the payments row (one live payment per
// order: a new one closes the earlier pending ones), starting it at the provider after the order's
// transaction committed, and the wallet refund of money that arrives too late. A purchase (voucher
// order, membership order, gold pack order) keeps its own order and says what a paid notification does to it
// (pay/notify.ts dispatches by payments.purpose).

/** Unpaid orders close 15 minutes after they were placed, and their payments with them. */
export const PAYMENT_WINDOW_MS = 15 * 60_000

/** The order a payment pays: its row (ref_id) and the number the app shows. */
export interface PaidOrder {
  refId: number
  orderNo: string
}

/** What a payments row pays: the purpose of a paid-order product (paidOrders.ts), which names the table of ref_id. */
export type PaymentPurpose = string

/** The unique constraint a colliding random payment number violates (the caller draws again). */
export const PAYMENT_NO_CONSTRAINT = 'payments_payment_no_unique'

/**
 * Runs `run` (a transaction writing random numbers: an order's, a payment's, redeem codes) again
 * when one of them collided with a stored one, which violates one of `constraints` and aborts it;
 * at most 5 tries. The payment number's constraint is always among them.
 */
export async function withFreshNumbers<T>(constraints: readonly string[], run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (err) {
      const collided = [...constraints, PAYMENT_NO_CONSTRAINT].some((c) => isUniqueViolation(err, c))
      if (!collided || attempt >= 5) throw err
    }
  }
}

export interface PayContext {
  /** The provider of each pay type (none configured: only the wallet, pay_type 3, pays). */
  payments: PaymentProviders
  /** This server's origin as the caller reached it, and the app page to come back to after paying. */
  serverOrigin: string
  returnUrl: (order: PaidOrder) => string
  /** Where the payer pays (the app's X-Client header) and from which address. */
  client: PayClient
  clientIp: string
  /** Where a payment that could not be started is told (the request's log). */
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void }
  /** The modules' reactions, told when an order is paid (reactions.ts). */
  reactions: Reactions
  /** The orders paid (metrics.ts), counted once their transaction committed. */
  paymentsSettled: BusinessMetrics['paymentsSettled']
}

/**
 * Where the app pays (src/lib/payment.ts sends it): h5 (a browser), wechat_h5 (WeChat's in-app
 * browser) or weapp (the mini-program); h5 when absent. WeChat Pay starts a different payment for each.
 */
export const PAY_CLIENT_HEADER = 'x-client'

function payClient(request: FastifyRequest): PayClient {
  const value = request.headers[PAY_CLIENT_HEADER]
  return (PAY_CLIENTS as readonly unknown[]).includes(value) ? value as PayClient : 'h5'
}

/** The app's origin: where the call came from (the H5 page), else this server (which serves the built H5). */
function appOrigin(request: FastifyRequest, serverOrigin: string): string {
  const origin = request.headers.origin
  return typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : serverOrigin
}

/**
 * Where the provider is, who pays from where, and where the payer comes back to: `page(order)`,
 * the app's page of the order (a hash-router path such as `/pages/business_order/order_detail?id=1`).
 */
export function payContext(app: FastifyInstance, request: FastifyRequest, page: (order: PaidOrder) => string): PayContext {
  const serverOrigin = `${request.protocol}://${request.host}`
  const back = appOrigin(request, serverOrigin)
  return {
    payments: app.providers.payment,
    serverOrigin,
    returnUrl: (order) => `${back}/#${page(order)}`,
    client: payClient(request),
    // an IPv4 caller on a dual-stack socket reads ::ffff:a.b.c.d; WeChat Pay H5 wants the address itself
    clientIp: request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, ''),
    log: request.log,
    reactions: app.reactions,
    paymentsSettled: app.metrics.paymentsSettled,
  }
}

/** The provider that takes a pay type, with the payer it will see; null for the wallet (3). */
export type Checkout = { provider: PaymentProvider; payer: Payer } | null

/** Who takes this pay type from this payer, or the refusal: asked before anything is written. */
export async function checkout(db: Db, userId: number, payType: PayType, ctx: PayContext): Promise<Outcome<Checkout>> {
  if (payType === 3) return { value: null }
  const provider = ctx.payments.forPayType(payType)
  if (!provider) return refuse('payTypeUnavailable')
  // JSAPI pays as the user's openid of the app it runs in (users.openid: the official account; mini_openid: the mini-program)
  const [user] = ctx.client === 'h5' ? []
    : await db.select({ openid: users.openid, miniOpenid: users.miniOpenid }).from(users).where(eq(users.id, userId))
  const openid = (ctx.client === 'weapp' ? user?.miniOpenid : user?.openid) ?? null
  const payer: Payer = { client: ctx.client, clientIp: ctx.clientIp, openid }
  const refusal = provider.payerRefusal(payer)
  return refusal ? refuse(refusal) : { value: { provider, payer } }
}

/** 'PAY' + the Shanghai day + 10 random digits: what the provider knows the payment by. */
function newPaymentNo(now: Date): string {
  return `PAY${shanghaiDay(now).replaceAll('-', '')}${String(crypto.randomInt(0, 10_000_000_000)).padStart(10, '0')}`
}

/** Closes the pending payments of these orders (paid another way, cancelled, expired). */
export async function closePendingPayments(tx: Db | Tx, purpose: PaymentPurpose, refIds: number[]): Promise<void> {
  if (refIds.length === 0) return
  await tx.update(payments).set({ status: 'closed' })
    .where(and(eq(payments.purpose, purpose), inArray(payments.refId, refIds), eq(payments.status, 'pending')))
}

/**
 * Marks the orders still pending past expires_at that `scope` picks expired (db/expire.ts) and
 * closes their pending payments. Answers how many.
 */
export async function expirePendingOrders(tx: Db | Tx, orders: Lapsing, purpose: PaymentPurpose, now: Date, scope?: SQL): Promise<number> {
  const expired = await markExpired(tx, orders, 'pending', now, scope)
  await closePendingPayments(tx, purpose, expired)
  return expired.length
}

/** A pending payment written in the order's transaction, to start at the provider once it commits. */
export interface OpenedPayment extends PaidOrder {
  paymentNo: string
  amountFen: number
  payType: 1 | 2
  expiresAt: Date
  /** What is paid for, shown to the payer. */
  subject: string
}

/**
 * Writes a pending payment of the order (the caller holds the order's row), expiring with it. One
 * live payment per order: an earlier pending one (another way, an abandoned page) stops counting.
 * A colliding payment number aborts the transaction: run it again (PAYMENT_NO_CONSTRAINT).
 */
export async function openPayment(tx: Tx, p: {
  userId: number; purpose: PaymentPurpose; refId: number; orderNo: string; amountFen: number; payType: 1 | 2; provider: string
  expiresAt: Date; subject: string; now: Date
}): Promise<OpenedPayment> {
  await closePendingPayments(tx, p.purpose, [p.refId])
  const paymentNo = newPaymentNo(p.now)
  await tx.insert(payments).values({
    paymentNo, userId: p.userId, purpose: p.purpose, refId: p.refId, amountFen: p.amountFen,
    payType: p.payType, provider: p.provider, expiresAt: p.expiresAt, createdAt: p.now,
  })
  return { paymentNo, refId: p.refId, orderNo: p.orderNo, amountFen: p.amountFen, payType: p.payType, expiresAt: p.expiresAt, subject: p.subject }
}

/**
 * Starts an opened payment at its provider (after the order's transaction committed). When the
 * call fails (no answer, an error, a bad signature) the payment is closed, the order stays pending
 * (payable again until it expires) and the caller is told 支付发起失败，请稍后再试.
 */
export async function startPayment(db: Db, chosen: NonNullable<Checkout>, opened: OpenedPayment, ctx: PayContext): Promise<Outcome<PaymentStart>> {
  const { provider, payer } = chosen
  try {
    return {
      value: await provider.createPayment({
        ...payer, paymentNo: opened.paymentNo, amountFen: opened.amountFen, payType: opened.payType, subject: opened.subject,
        serverOrigin: ctx.serverOrigin, returnUrl: ctx.returnUrl(opened), expiresAt: opened.expiresAt,
      }),
    }
  } catch (err) {
    const facts = { err, provider: provider.name, paymentNo: opened.paymentNo, refId: opened.refId }
    if (err instanceof PaymentStartError) ctx.log.warn(facts, 'payment could not be started at the provider: the order stays pending')
    else ctx.log.error(facts, 'payment start failed unexpectedly: the order stays pending')
    await db.update(payments).set({ status: 'closed' }).where(and(eq(payments.paymentNo, opened.paymentNo), eq(payments.status, 'pending')))
    return refuse('paymentStartFailed')
  }
}

/**
 * What a notification did: paid now; already applied (a duplicate); or refunded: the money came for
 * a payment or order that had closed, so it went to the user's wallet instead of buying anything.
 */
export type NotificationOutcome = 'paid' | 'duplicate' | 'refunded'

export type PaymentRow = typeof payments.$inferSelect
/** What applying a verified notification needs of its payment. */
export type NotifiedPayment = Pick<PaymentRow, 'id' | 'userId' | 'purpose' | 'refId' | 'payType' | 'amountFen' | 'paymentNo'>

/**
 * The payment's status, locked (the caller locked the order first): a payment already paid or
 * refunded makes the notification a duplicate.
 */
export async function lockPayment(tx: Tx, paymentId: number): Promise<PaymentRow['status']> {
  const [current] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)).for('update')
  return current.status
}

/** Marks a pending payment paid with the provider's trade number. */
export async function markPaymentPaid(tx: Tx, paymentId: number, tradeNo: string, now: Date): Promise<void> {
  await tx.update(payments).set({ status: 'paid', providerTradeNo: tradeNo, paidAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
}

/**
 * Money that arrived for a payment that is closed, past its expiry, or whose order no longer
 * waits for it buys nothing and is not lost: the payment becomes refunded and its amount is
 * credited to the user's wallet, once (the ledger's cause is the payment).
 */
export async function refundToWallet(tx: Tx, payment: NotifiedPayment, tradeNo: string, now: Date): Promise<'refunded'> {
  await tx.update(payments).set({ status: 'refunded', providerTradeNo: tradeNo, paidAt: now }).where(eq(payments.id, payment.id))
  await credit(tx, {
    userId: payment.userId, kind: 'payment_refund', amountFen: payment.amountFen, refType: 'payment', refId: payment.id,
    note: `退款至余额 ${payment.paymentNo}`, at: now,
  })
  return 'refunded'
}
