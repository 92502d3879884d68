import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Bill, BillsResult, BillStatus } from '@api-types/pay'
import type { Db } from '../../db/driver'
import { formatTime, yuan } from '../../lib'
import { sweepLapsed, type AnyPaidProduct, type PaidOrderTable } from './paidOrders'

// The user's bills (docs/rules.md "Payments", Bills): every order of every product of the paid-order kernel,
// in one list newest first. Each product says what its orders are (its `bill`: title, subtitle,
// quantity); the rest comes from the columns every paid order table has, so a product a module adds
// is listed without a change here. One query: the products' orders as one union, ordered and paged
// in the database, so a page is right across products.

/** An order's bill status now: pending within its expiry, paid, refunded; anything else closed (nothing charged). */
const billStatus = (t: PaidOrderTable, now: Date) => sql<BillStatus>`case
  when ${and(eq(t.status, 'pending'), gt(t.expiresAt, now))} then 'pending'
  when ${t.status} in ('paid', 'refunded') then ${t.status}
  else 'closed' end`

/** A time column of the orders table, read as the column reads it (a Date). */
const timeOf = (column: PgColumn) => sql`${column}`.mapWith(column) as SQL<Date | null>

/** One product's orders of the user as bill rows (the same columns, in the same order, for every product). */
function billRows(db: Db, product: AnyPaidProduct, userId: number, now: Date) {
  const t = product.orders
  const { title, subtitle, quantity } = product.bill
  return db.select({
    kind: sql<string>`${product.purpose}::text`.as('kind'),
    id: sql<number>`${t.id}`.as('id'),
    orderNo: sql<string>`${t.orderNo}`.as('order_no'),
    title: sql<string>`${title}`.as('title'),
    subtitle: sql<string | null>`${subtitle ?? sql`null::text`}`.as('subtitle'),
    quantity: sql<number>`${quantity ?? sql`1`}`.as('quantity'),
    amountFen: sql<number>`${t.amountFen}`.as('amount_fen'),
    status: billStatus(t, now).as('status'),
    createdAt: timeOf(t.createdAt).as('created_at'),
    paidAt: timeOf(t.paidAt).as('paid_at'),
    expiresAt: timeOf(t.expiresAt).as('expires_at'),
  }).from(t).where(eq(t.userId, userId))
}

/**
 * pay/bills {status?, page, limit}: the user's orders of every product, newest first (created at,
 * then kind and id, so pages never overlap), one status or all. The user's lapsed orders are closed
 * first by each product's rule (stock back for vouchers).
 */
export async function listBills(
  db: Db, products: Iterable<AnyPaidProduct>, userId: number, q: { status?: BillStatus; page: number; limit: number }, now: Date,
): Promise<BillsResult> {
  const all = [...products]
  for (const product of all) await sweepLapsed(db, product, now, eq(product.orders.userId, userId))
  const [first, ...rest] = all.map((p) => billRows(db, p, userId, now))
  // a server whose modules sell nothing
  if (!first) return { list: [], total: 0, page: q.page, limit: q.limit }
  const bills = rest.reduce((union, rows) => union.unionAll(rows) as unknown as typeof first, first).as('bills')
  const where = q.status ? eq(bills.status, q.status) : undefined
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(bills).where(where).orderBy(desc(bills.createdAt), desc(bills.kind), desc(bills.id))
      .limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(bills).where(where),
  ])
  const list = rows.map((r): Bill => ({
    kind: r.kind,
    id: `${r.kind}:${r.id}`,
    order_id: r.id,
    order_no: r.orderNo,
    title: r.title,
    subtitle: r.subtitle,
    quantity: r.quantity,
    amount: yuan(r.amountFen),
    status: r.status,
    create_time: formatTime(r.createdAt)!,
    pay_time: formatTime(r.paidAt),
    expire_time: formatTime(r.expiresAt)!,
    server_time: formatTime(now)!,
  }))
  return { list, total: Number(total), page: q.page, limit: q.limit }
}
