import { Type, type Static } from '@sinclair/typebox'
import { Exact, Limit, Nullable, OneOf, OpsOutcome, OpsResult, OptText, TimeText, UnionWith, YuanText, opsCalls } from '../contract'
import { FREE_MEAL_ORDER_STATUSES } from '../order'

// The operators' free-meal calls (docs/contract.md "Operator calls"): the review queue, approving
// and rejecting proof, revoking an approval. Served by server/src/modules/order/ops.ts.

/** A free-meal order by its id or its order number. */
export const ORDER_REF_PATTERN = '^(\\d{1,10}|FM\\d{16})$'
const OrderRef = Type.String({ minLength: 1, maxLength: 40, pattern: ORDER_REF_PATTERN })
/** A rejection's reason: 1 to 200 characters, shown to the user. */
export const REJECT_REASON_MAX = 200

export const OpsOrderRowSchema = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  /** The user's phone, masked (138****0001). */
  tel: Type.String(),
  shop: Type.String(),
  status: OneOf(FREE_MEAL_ORDER_STATUSES),
  rebate: YuanText,
  platform_order_no: Nullable(Type.String()),
  proof_time: Nullable(TimeText),
  images: Type.Array(Type.String()),
})
export type OpsOrderRow = Static<typeof OpsOrderRowSchema>

/** What reviewing one order did. */
export const ReviewOutcomeSchema = Type.Union([
  /** approved: the rebate (fen) went to the wallet; rejected: with the reason. */
  OpsOutcome('approved', { orderNo: Type.String(), userId: Type.Integer(), rebateFen: Type.Integer() }),
  OpsOutcome('rejected', { orderNo: Type.String(), userId: Type.Integer(), reason: Type.String() }),
  OpsOutcome('not_found'),
  /** Only proof in review ('uploaded') can be reviewed; `status` is the order's. */
  OpsOutcome('not_in_review', { orderNo: Type.String(), status: Type.String() }),
  OpsOutcome('bad_reason'),
  /** revoke-approval: approved → rejected with the reason, the rebate taken back from the wallet. */
  OpsOutcome('revoked', { orderNo: Type.String(), userId: Type.Integer(), rebateFen: Type.Integer(), reason: Type.String() }),
  /** Only an approved order's approval can be revoked; `status` is the order's. */
  OpsOutcome('not_approved', { orderNo: Type.String(), status: Type.String() }),
  /** The user's balance is below the rebate (cashed out or spent): nothing changed. */
  OpsOutcome('balance_short', { orderNo: Type.String(), userId: Type.Integer(), rebateFen: Type.Integer() }),
])
export type ReviewOutcome = Static<typeof ReviewOutcomeSchema>

/** What reviewing the order named `order` (as the operator named it) did. */
export const OpsReviewResultSchema = UnionWith({ order: OrderRef }, ReviewOutcomeSchema.anyOf)
export type OpsReviewResult = Static<typeof OpsReviewResultSchema>

export const orderOps = opsCalls({
  orders: {
    path: '/ops/orders',
    doc: 'lists free-meal orders, newest first; status all lists every state.',
    auth: 'operator',
    roles: ['reviewer', 'finance'],
    reads: true,
    body: Exact({ status: OneOf([...FREE_MEAL_ORDER_STATUSES, 'all'] as const), limit: Limit(500) }),
    result: OpsResult('orders', { orders: Type.Array(OpsOrderRowSchema) }),
  },
  approve: {
    path: '/ops/approve',
    doc: "approves the proof of orders (by id or order number) and credits each rebate to the user's wallet.",
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({ orders: Type.Array(OrderRef, { minItems: 1, maxItems: 100 }) }),
    result: OpsResult('approve', { results: Type.Array(OpsReviewResultSchema) }),
  },
  reject: {
    path: '/ops/reject',
    doc: 'rejects the proof of an order with a reason shown to the user.',
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({ order: OrderRef, reason: OptText(1000) }),
    result: OpsResult('reject', { results: Type.Array(OpsReviewResultSchema) }),
  },
  revokeApproval: {
    path: '/ops/revoke-approval',
    doc: "revokes an approval found wrong later: the order becomes rejected with the reason, its rebate is taken back from the user's wallet (refused when the balance is short) and its commissions are undone.",
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({ order: OrderRef, reason: OptText(1000) }),
    result: OpsResult('revoke-approval', { results: Type.Array(OpsReviewResultSchema) }),
  },
})
