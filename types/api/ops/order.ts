import { Type } from '@sinclair/typebox'
import { Exact, Limit, OneOf, OptText, opsCalls, returns } from '../contract'
import { FREE_MEAL_ORDER_STATUSES, type FreeMealOrderStatus } from '../order'

// The operators' free-meal calls (docs/contract.md "Operator calls"): the review queue, approving
// and rejecting proof. Served by server/src/modules/order/ops.ts.

/** A free-meal order by its id or its order number. */
export const ORDER_REF_PATTERN = '^(\\d{1,10}|FM\\d{16})$'
const OrderRef = Type.String({ minLength: 1, maxLength: 40, pattern: ORDER_REF_PATTERN })
/** A rejection's reason: 1 to 200 characters, shown to the user. */
export const REJECT_REASON_MAX = 200

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

/** What reviewing one order did. */
export type ReviewOutcome =
  /** approved: the rebate (fen) went to the wallet; rejected: with the reason. */
  | { outcome: 'approved'; orderNo: string; userId: number; rebateFen: number }
  | { outcome: 'rejected'; orderNo: string; userId: number; reason: string }
  | { outcome: 'not_found' }
  /** Only proof in review ('uploaded') can be reviewed; `status` is the order's. */
  | { outcome: 'not_in_review'; orderNo: string; status: string }
  | { outcome: 'bad_reason' }

export type OpsReviewResult = { order: string } & ReviewOutcome

export const orderOps = opsCalls({
  orders: {
    path: '/ops/orders',
    doc: 'lists free-meal orders, newest first; status all lists every state.',
    auth: 'operator',
    body: Exact({ status: OneOf([...FREE_MEAL_ORDER_STATUSES, 'all'] as const), limit: Limit(500) }),
    result: returns<{ command: 'orders'; orders: OpsOrderRow[] }>(),
  },
  approve: {
    path: '/ops/approve',
    doc: "approves the proof of orders (by id or order number) and credits each rebate to the user's wallet.",
    auth: 'operator',
    body: Exact({ orders: Type.Array(OrderRef, { minItems: 1, maxItems: 100 }) }),
    result: returns<{ command: 'approve'; results: OpsReviewResult[] }>(),
  },
  reject: {
    path: '/ops/reject',
    doc: 'rejects the proof of an order with a reason shown to the user.',
    auth: 'operator',
    body: Exact({ order: OrderRef, reason: OptText(1000) }),
    result: returns<{ command: 'reject'; results: OpsReviewResult[] }>(),
  },
})
