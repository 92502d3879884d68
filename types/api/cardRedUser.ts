import { Type } from '@sinclair/typebox'
import { calls, paging, returns, type CallBody } from './contract'
import type { Paged, Yuan } from './envelope'

// The user's red-packet and coupon cards (pagesme/red_bag).

/** 0 = unused, 1 = used, 2 = expired (an unused card past its expiry reads as expired). */
export const CARD_RED_STATUSES = [0, 1, 2] as const
export type CardRedStatus = typeof CARD_RED_STATUSES[number]

export interface CardRed {
  id: number
  /** 'red_packet' = cash into the wallet, 'coupon' = off an order. */
  type: 'red_packet' | 'coupon'
  title: string
  amount: Yuan
  /** Minimum spend, '0.00' for none. */
  threshold: Yuan
  status: CardRedStatus
  start_time: string
  expire_time: string
  /** Where it is used, when it is a platform coupon. */
  discount_url?: string | null
}

export type CardRedUserMyCardRedResult = Paged<CardRed>

export const cardRedUser = calls({
  myCardRed: {
    path: '/api/cardRedUser/myCardRed',
    doc: "the user's red-packet and coupon cards, newest first.",
    auth: 'required',
    body: Type.Object({
      /** One state; all when absent. */
      status: Type.Optional(Type.Unsafe<CardRedStatus>({ type: 'integer', enum: [...CARD_RED_STATUSES] })),
      ...paging(50),
    }),
    result: returns<CardRedUserMyCardRedResult>(),
  },
})

export type CardRedUserMyCardRedRequest = CallBody<typeof cardRedUser.myCardRed>
