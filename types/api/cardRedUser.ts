import { Type, type Static } from '@sinclair/typebox'
import { calls, Nullable, OneOf, PagedOf, paging, TimeText, YuanText, type CallBody } from './contract'

// The user's red-packet and coupon cards (pagesme/red_bag).

/** 0 = unused, 1 = used, 2 = expired (an unused card past its expiry reads as expired). */
export const CARD_RED_STATUSES = [0, 1, 2] as const
export type CardRedStatus = typeof CARD_RED_STATUSES[number]
const CardRedStatusField = Type.Unsafe<CardRedStatus>({ type: 'integer', enum: [...CARD_RED_STATUSES] })

export const CardRedSchema = Type.Object({
  id: Type.Integer(),
  /** 'red_packet' = cash into the wallet, 'coupon' = off an order. */
  type: OneOf(['red_packet', 'coupon'] as const),
  title: Type.String(),
  amount: YuanText,
  /** Minimum spend, '0.00' for none. */
  threshold: YuanText,
  status: CardRedStatusField,
  start_time: TimeText,
  expire_time: TimeText,
  /** Where it is used, when it is a platform coupon. */
  discount_url: Type.Optional(Nullable(Type.String())),
})
export type CardRed = Static<typeof CardRedSchema>

export const CardRedUserMyCardRedResultSchema = PagedOf(CardRedSchema)
export type CardRedUserMyCardRedResult = Static<typeof CardRedUserMyCardRedResultSchema>

export const cardRedUser = calls({
  myCardRed: {
    path: '/api/cardRedUser/myCardRed',
    doc: "the user's red-packet and coupon cards, newest first.",
    auth: 'required',
    body: Type.Object({
      /** One state; all when absent. */
      status: Type.Optional(CardRedStatusField),
      ...paging(50),
    }),
    result: CardRedUserMyCardRedResultSchema,
  },
})

export type CardRedUserMyCardRedRequest = CallBody<typeof cardRedUser.myCardRed>
