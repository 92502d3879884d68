import type { PageQuery, Paged, Yuan } from './envelope'

// The user's red-packet and coupon cards (pagesme/red_bag).

export interface CardRedUserMyCardRedRequest extends Partial<PageQuery> {
  /** 0 = unused, 1 = used, 2 = expired; all when absent. */
  status?: 0 | 1 | 2
}

export interface CardRed {
  id: number
  /** 'red_packet' = cash into the wallet, 'coupon' = off an order. */
  type: 'red_packet' | 'coupon'
  title: string
  amount: Yuan
  /** Minimum spend, '0.00' for none. */
  threshold: Yuan
  status: 0 | 1 | 2
  start_time: string
  expire_time: string
  /** Where it is used, when it is a platform coupon. */
  discount_url?: string | null
}

export type CardRedUserMyCardRedResult = Paged<CardRed>
