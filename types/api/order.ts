import type { PageQuery, Paged, Yuan } from './envelope'
import type { ShopPlatform } from './shop'

// Free-meal orders: grab a slot, upload proof, review (product-rules "Free meals (king meal) and
// deals"). The spec lists no order calls, so these /api/order/* calls are this project's own.

/** reserved: 30 minutes to order on the platform and upload proof; uploaded: proof in review;
 * approved: rebate credited to the wallet; rejected: with a reason; expired / cancelled: the slot
 * went back to the pool. */
export type FreeMealOrderStatus = 'reserved' | 'uploaded' | 'approved' | 'rejected' | 'expired' | 'cancelled'

export interface FreeMealOrder {
  id: number
  order_no: string
  status: FreeMealOrderStatus
  shop: { id: number; name: string; logo: string; platform: ShopPlatform | null; platform_url: string; address: string }
  /** What to pay on the platform, the minimum order, and what comes back. */
  order_price: Yuan
  min_order_price: Yuan
  rebate: Yuan
  /** The takeaway platform's order number and the proof screenshots, once uploaded. */
  platform_order_no: string | null
  images: string[]
  reject_reason: string | null
  /** 'YYYY-MM-DD HH:mm:ss' Asia/Shanghai: when a reserved slot expires. */
  expires_at: string
  /** When the answer was made (the server is the clock). */
  server_time: string
  create_time: string
  proof_time: string | null
  review_time: string | null
}

/** /api/order/grab: reserves a slot of the shop's free-meal deal for 30 minutes. */
export interface OrderGrabRequest {
  shop_id: number
}

export interface OrderListsRequest extends Partial<PageQuery> {
  /** One state, or all when absent. */
  status?: FreeMealOrderStatus
}

export type OrderListsResult = Paged<FreeMealOrder> & {
  /** Orders of the user per state (for the filter badges). */
  counts: Record<FreeMealOrderStatus, number>
}

export interface OrderIdRequest {
  id: number
}

/** /api/order/submitProof: the platform order number and 1-9 screenshots (placeUpload URLs). */
export interface OrderSubmitProofRequest {
  id: number
  platform_order_no: string
  images: string[]
}
