import { and, desc, eq } from 'drizzle-orm'
import type { FreeMealOrderStatus } from '@api-types/order'
import type { Db } from '../db/driver'
import { freeMealOrders, shops, users } from '../db/schema'
import { formatTime, yuan } from '../lib'
import { expireReservations } from '../modules/order/expiry'
import { approve, reject, type ReviewOutcome } from '../modules/order/review'
import { FREE_MEAL_ORDER_STATUSES } from '@api-types/order'
import { statusAt, statusIs } from '../modules/order/service'

// The operators' commands (`npm run ops -- <command>`): what they do on a database, the same
// whether the CLI runs them itself or a running server runs them for it (ops/endpoint.ts).

export type OpsRequest =
  /** `status` 'all' lists every state. */
  | { command: 'orders'; status: FreeMealOrderStatus | 'all'; limit: number }
  /** Orders by id or order number. */
  | { command: 'approve'; orders: string[] }
  | { command: 'reject'; order: string; reason: string }
  | { command: 'expire' }

export type OpsCommand = OpsRequest['command']
export const OPS_COMMANDS: readonly OpsCommand[] = ['orders', 'approve', 'reject', 'expire']

export interface OpsOrderRow {
  id: number
  order_no: string
  /** The user's phone, masked (138****0001). */
  tel: string
  shop: string
  status: FreeMealOrderStatus
  rebate: string
  platform_order_no: string | null
  proof_time: string | null
  images: string[]
}

export type OpsReviewResult = { order: string } & ReviewOutcome

export type OpsAnswer =
  | { command: 'orders'; orders: OpsOrderRow[] }
  | { command: 'approve' | 'reject'; results: OpsReviewResult[] }
  | { command: 'expire'; expired: number }

/** JSON schemas of the request bodies of POST /ops/<command>. */
const ref = { type: 'string', minLength: 1, maxLength: 40, pattern: '^(\\d{1,10}|FM\\d{16})$' }
export const OPS_BODY_SCHEMAS: Record<OpsCommand, object> = {
  orders: {
    type: 'object',
    properties: { status: { type: 'string', enum: [...FREE_MEAL_ORDER_STATUSES, 'all'] }, limit: { type: 'integer', minimum: 1, maximum: 500 } },
    required: ['status', 'limit'],
    additionalProperties: false,
  },
  approve: {
    type: 'object',
    properties: { orders: { type: 'array', minItems: 1, maxItems: 100, items: ref } },
    required: ['orders'],
    additionalProperties: false,
  },
  reject: {
    type: 'object',
    properties: { order: ref, reason: { type: 'string', maxLength: 1000 } },
    required: ['order', 'reason'],
    additionalProperties: false,
  },
  expire: { type: 'object', additionalProperties: false },
}

export const maskTel = (tel: string | null): string => (tel ? tel.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2') : '-')

/** An order's id from its id or order number, or null. */
async function orderIdOf(db: Db, ref: string): Promise<number | null> {
  const where = /^\d+$/.test(ref) ? eq(freeMealOrders.id, Number(ref)) : eq(freeMealOrders.orderNo, ref)
  const [row] = await db.select({ id: freeMealOrders.id }).from(freeMealOrders).where(where).limit(1)
  return row?.id ?? null
}

async function listForOps(db: Db, status: FreeMealOrderStatus | 'all', limit: number, now: Date): Promise<OpsOrderRow[]> {
  const rows = await db.select({ order: freeMealOrders, tel: users.tel, shop: shops.name }).from(freeMealOrders)
    .innerJoin(users, eq(users.id, freeMealOrders.userId))
    .innerJoin(shops, eq(shops.id, freeMealOrders.shopId))
    .where(and(status === 'all' ? undefined : statusIs(status, now)))
    .orderBy(desc(freeMealOrders.id)).limit(limit)
  return rows.map(({ order, tel, shop }) => ({
    id: order.id,
    order_no: order.orderNo,
    tel: maskTel(tel),
    shop,
    status: statusAt(order, now),
    rebate: yuan(order.rebateFen),
    platform_order_no: order.platformOrderNo,
    proof_time: formatTime(order.proofAt),
    images: order.proofImages,
  }))
}

export async function executeOps(db: Db, request: OpsRequest, now: Date): Promise<OpsAnswer> {
  switch (request.command) {
    case 'orders':
      return { command: 'orders', orders: await listForOps(db, request.status, request.limit, now) }
    case 'approve': {
      const results: OpsReviewResult[] = []
      for (const order of request.orders) {
        const id = await orderIdOf(db, order)
        results.push({ order, ...(id === null ? { outcome: 'not_found' as const } : await approve(db, id, now)) })
      }
      return { command: 'approve', results }
    }
    case 'reject': {
      const id = await orderIdOf(db, request.order)
      const outcome = id === null ? { outcome: 'not_found' as const } : await reject(db, id, request.reason, now)
      return { command: 'reject', results: [{ order: request.order, ...outcome }] }
    }
    case 'expire':
      return { command: 'expire', expired: await expireReservations(db, now) }
  }
}
