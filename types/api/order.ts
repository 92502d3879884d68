import { Type, type Static, type TInteger } from '@sinclair/typebox'
import { calls, Id, Nullable, OneOf, PagedOf, paging, TimeText, YuanText, type CallBody } from './contract'
import { SHOP_PLATFORMS, type ShopPlatform } from './shop'

// Free-meal orders: grab a slot, upload proof, review (docs/rules.md "Free meals and
// deals"). The spec lists no order calls, so these /api/order/* calls are this project's own.

/** reserved: 30 minutes to order on the platform and upload proof; uploaded: proof in review;
 * approved: rebate credited to the wallet; rejected: with a reason; expired / cancelled: the slot
 * went back to the pool. */
export const FREE_MEAL_ORDER_STATUSES = ['reserved', 'uploaded', 'approved', 'rejected', 'expired', 'cancelled'] as const
export type FreeMealOrderStatus = typeof FREE_MEAL_ORDER_STATUSES[number]

/** The shop of an order. `platform_url`: the link the go-order page opens to order at the shop ('' when
 * it has none): the shop's page on its platform, or in development the server's stand-in of that page. */
export const FreeMealOrderShopSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  // nullable widens neither enum nor const (Ajv), so null is one of the values
  platform: Type.Unsafe<ShopPlatform | null>({ type: 'string', enum: [...SHOP_PLATFORMS, null], nullable: true }),
  platform_url: Type.String(),
  address: Type.String(),
})

export const FreeMealOrderSchema = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  status: OneOf(FREE_MEAL_ORDER_STATUSES),
  shop: FreeMealOrderShopSchema,
  /** What to pay on the platform, the minimum order, and what comes back. */
  order_price: YuanText,
  min_order_price: YuanText,
  rebate: YuanText,
  /** The takeaway platform's order number and the proof screenshots, once uploaded. */
  platform_order_no: Nullable(Type.String()),
  images: Type.Array(Type.String()),
  reject_reason: Nullable(Type.String()),
  /** 'YYYY-MM-DD HH:mm:ss' Asia/Shanghai: when a reserved slot expires. */
  expires_at: TimeText,
  /** When the answer was made (the server is the clock). */
  server_time: TimeText,
  create_time: TimeText,
  proof_time: Nullable(TimeText),
  review_time: Nullable(TimeText),
})
export type FreeMealOrder = Static<typeof FreeMealOrderSchema>

export const OrderListsResultSchema = Type.Object({
  ...PagedOf(FreeMealOrderSchema).properties,
  /** Orders of the user per state (for the filter badges). */
  counts: Type.Object(Object.fromEntries(FREE_MEAL_ORDER_STATUSES.map((status) => [status, Type.Integer()])) as Record<FreeMealOrderStatus, TInteger>),
})
export type OrderListsResult = Static<typeof OrderListsResultSchema>

/** Proof screenshots a free-meal order takes at most. */
export const MAX_PROOF_IMAGES = 9

export const order = calls({
  grab: {
    path: '/api/order/grab',
    doc: "reserves a slot of the shop's free-meal deal for 30 minutes.",
    auth: 'required',
    body: Type.Object({ shop_id: Id }),
    result: FreeMealOrderSchema,
  },
  lists: {
    path: '/api/order/lists',
    doc: "the user's free-meal orders, newest first (one state, or all when absent), with the counts per state.",
    auth: 'required',
    body: Type.Object({ status: Type.Optional(OneOf(FREE_MEAL_ORDER_STATUSES)), ...paging(50) }),
    result: OrderListsResultSchema,
  },
  detail: {
    path: '/api/order/detail',
    doc: "one of the user's orders.",
    auth: 'required',
    body: Type.Object({ id: Id }),
    result: FreeMealOrderSchema,
  },
  submitProof: {
    path: '/api/order/submitProof',
    doc: 'the platform order number and 1-9 screenshots (placeUpload URLs) of a live reservation; the order goes to review.',
    auth: 'required',
    body: Type.Object({
      id: Id,
      // the format is checked after trimming, with its own message
      platform_order_no: Type.String({ maxLength: 100 }),
      images: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: MAX_PROOF_IMAGES }),
    }),
    result: FreeMealOrderSchema,
  },
  cancel: {
    path: '/api/order/cancel',
    doc: 'gives a live reservation back.',
    auth: 'required',
    body: Type.Object({ id: Id }),
    result: FreeMealOrderSchema,
  },
})

export type OrderGrabRequest = CallBody<typeof order.grab>
export type OrderListsRequest = CallBody<typeof order.lists>
export type OrderIdRequest = CallBody<typeof order.detail>
export type OrderSubmitProofRequest = CallBody<typeof order.submitProof>
