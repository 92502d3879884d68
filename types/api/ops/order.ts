import { Type, type Static } from '@sinclair/typebox'
import { Exact, Id, Limit, Nullable, OneOf, OpsOutcome, OpsResult, OptText, TimeText, UnionWith, UserRef, YuanText, opsCalls } from '../contract'
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

/** A signal's code: the console translates it (the ops CLI prints it in the server's five locales). */
export const REVIEW_SIGNAL_CODES = ['same_platform_order_no', 'same_screenshot', 'shared_device', 'shared_address'] as const
/** Another order a signal points at. */
const OtherOrder = { order_id: Type.Integer(), order_no: Type.String(), user_id: Type.Integer(), status: OneOf(FREE_MEAL_ORDER_STATUSES) }
/** The accounts (besides the order's user) a device or an address was seen with: at most 10 ids, and how many in all. */
const OtherUsers = { user_ids: Type.Array(Type.Integer()), accounts: Type.Integer() }

/** One reason to look twice at a proof (docs/rules.md "Proof review signals"). */
export const ReviewSignalSchema = Type.Union([
  /** Another order holds the same platform order number. */
  Type.Object({ code: Type.Literal('same_platform_order_no'), ...OtherOrder }),
  /** One of this order's screenshots (`image`) is within `distance` bits (perceptual hash) of one of another order's. */
  Type.Object({ code: Type.Literal('same_screenshot'), ...OtherOrder, image: Type.String(), distance: Type.Integer() }),
  /** The user's device id was used by other accounts (user_identities). */
  Type.Object({ code: Type.Literal('shared_device'), device: Type.String(), ...OtherUsers }),
  /** The proof's client address (or the user's referral address) was used by other accounts. */
  Type.Object({ code: Type.Literal('shared_address'), address: Type.String(), ...OtherUsers }),
])
export type ReviewSignal = Static<typeof ReviewSignalSchema>

/** A free-meal status and how many of the user's orders are in it. */
const StatusCounts = Type.Object({
  reserved: Type.Integer(), uploaded: Type.Integer(), approved: Type.Integer(), rejected: Type.Integer(), expired: Type.Integer(), cancelled: Type.Integer(),
})

/** A user as the reviewer sees them. */
const ReviewUser = {
  id: Type.Integer(),
  /** Masked (138****0001); null for an account without a phone. */
  tel: Nullable(Type.String()),
  nickname: Type.String(),
  registered_at: TimeText,
  /** A member now. */
  member: Type.Boolean(),
  /** The user's free-meal orders by status (a lapsed reservation counts as expired). */
  counts: StatusCounts,
}

/** One order of a user's history (/ops/user-orders). */
export const OpsUserOrderSchema = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  shop: Type.Object({ id: Type.Integer(), name: Type.String() }),
  status: OneOf(FREE_MEAL_ORDER_STATUSES),
  platform_order_no: Nullable(Type.String()),
  images: Type.Array(Type.String()),
  rebate: YuanText,
  grab_time: TimeText,
  proof_time: Nullable(TimeText),
  review_time: Nullable(TimeText),
  reject_reason: Nullable(Type.String()),
})
export type OpsUserOrder = Static<typeof OpsUserOrderSchema>

/** One proof in the review queue, with what the reviewer decides on. */
export const OpsReviewRowSchema = Type.Object({
  order: Type.Object({
    id: Type.Integer(),
    order_no: Type.String(),
    status: OneOf(FREE_MEAL_ORDER_STATUSES),
    /** The Asia/Shanghai day and window ('am' | 'pm') of the slot. */
    day: Type.String(),
    window: Type.String(),
    grab_time: TimeText,
    proof_time: Nullable(TimeText),
    review_time: Nullable(TimeText),
    platform_order_no: Nullable(Type.String()),
    /** The screenshots' URLs as stored: a path on this server (/uploads/...) or the bucket's (or its CDN's) absolute URL. */
    images: Type.Array(Type.String()),
    order_price: YuanText,
    min_order_price: YuanText,
    rebate: YuanText,
    reject_reason: Nullable(Type.String()),
  }),
  /** The deal's rules as stored now (the order keeps its own price, minimum and rebate from the grab). */
  deal: Type.Object({
    id: Type.Integer(),
    enabled: Type.Boolean(),
    am_window: Type.String(),
    pm_window: Type.String(),
    am_quota: Type.Integer(),
    pm_quota: Type.Integer(),
    daily_quota: Type.Integer(),
    order_price: YuanText,
    min_order_price: YuanText,
    rebate: YuanText,
    member_rebate: YuanText,
    member_only: Type.Boolean(),
    rules: Type.String(),
  }),
  shop: Type.Object({ id: Type.Integer(), name: Type.String() }),
  user: Type.Object({
    ...ReviewUser,
    /** The user's 5 newest other orders. */
    recent: Type.Array(Type.Object({ id: Type.Integer(), order_no: Type.String(), shop: Type.String(), status: OneOf(FREE_MEAL_ORDER_STATUSES), grab_time: TimeText })),
  }),
  signals: Type.Array(ReviewSignalSchema),
})
export type OpsReviewRow = Static<typeof OpsReviewRowSchema>

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
  orderReview: {
    path: '/ops/order-review',
    doc: "the proof review queue (default status uploaded), newest first: each order with its screenshots, the deal's rules, the shop, the user's history and the fraud signals; before_id pages on.",
    auth: 'operator',
    roles: ['reviewer'],
    reads: true,
    body: Exact({
      status: Type.Optional(OneOf([...FREE_MEAL_ORDER_STATUSES, 'all'] as const)),
      limit: Type.Optional(Limit(100)),
      /** The next page: the `next` of the previous answer. */
      before_id: Type.Optional(Id),
    }),
    result: OpsResult('order-review', {
      rows: Type.Array(OpsReviewRowSchema),
      /** Pass as before_id for the next page; null on the last. */
      next: Nullable(Type.Integer()),
    }),
  },
  userOrders: {
    path: '/ops/user-orders',
    doc: "one user's free-meal orders (the review history a reviewer opens from a row), newest first, with the user's counts per state; found is null for no such user; before_id pages on.",
    auth: 'operator',
    roles: ['reviewer'],
    reads: true,
    body: Exact({
      user: UserRef,
      status: Type.Optional(OneOf([...FREE_MEAL_ORDER_STATUSES, 'all'] as const)),
      limit: Type.Optional(Limit(100)),
      before_id: Type.Optional(Id),
    }),
    result: OpsResult('user-orders', {
      /** The user as the operator named them. */
      user: Type.String(),
      found: Nullable(Type.Object(ReviewUser)),
      orders: Type.Array(OpsUserOrderSchema),
      next: Nullable(Type.Integer()),
    }),
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
