import dayjs from 'dayjs'
import type { CardRed } from '@api-types/cardRedUser'
import { displayYuan, ruleYuan } from '@/utils/money'

// How a red-packet or coupon card (cardRedUser/myCardRed) reads on 红包卡券 (pure, tested alone).

export type CardStatus = CardRed['status']

/** Cards per page of myCardRed. */
export const RED_BAG_PAGE_SIZE = 10


/** The tabs: unused, used, expired (the status myCardRed filters by), and what each says when empty. */
export const RED_BAG_TABS = [
  { status: 0, label: 'redBag.tab.unused', empty: 'redBag.empty' },
  { status: 1, label: 'redBag.tab.used', empty: 'redBag.emptyUsed' },
  { status: 2, label: 'redBag.tab.expired', empty: 'redBag.emptyExpired' },
] as const satisfies readonly { status: CardStatus; label: string; empty: string }[]

export type CardKey =
  | 'redBag.type.red_packet'
  | 'redBag.type.coupon'
  | 'redBag.noThreshold'
  | 'redBag.threshold'
  | 'redBag.validity'
  | 'redBag.stamp.used'
  | 'redBag.stamp.expired'

/** A text of the page: its key in red_bag.messages and the values it takes. */
export interface CardText {
  key: CardKey
  params?: Record<string, string>
}

export interface CardView {
  chip: CardText
  /** After '¥': '15.00'. */
  amount: string
  threshold: CardText
  validity: CardText
  /** 已使用 / 已过期 on a greyed card; null while it can be used. */
  stamp: CardText | null
  /** 去使用: an unused coupon with a link on the takeaway platform. */
  canUse: boolean
}

/** '2026-05-01 12:00:00' -> '2026.05.01'; text that is not a date is shown as the server gave it. */
export function shortDate(text: string | null | undefined): string {
  const value = text ?? ''
  const date = dayjs(value)
  return value && date.isValid() ? date.format('YYYY.MM.DD') : value
}

export function cardView(card: CardRed): CardView {
  const minimum = Number(card.threshold) > 0
  return {
    chip: { key: card.type === 'coupon' ? 'redBag.type.coupon' : 'redBag.type.red_packet' },
    amount: displayYuan(card.amount),
    threshold: minimum ? { key: 'redBag.threshold', params: { amount: ruleYuan(card.threshold) } } : { key: 'redBag.noThreshold' },
    validity: { key: 'redBag.validity', params: { start: shortDate(card.start_time), end: shortDate(card.expire_time) } },
    stamp: card.status === 1 ? { key: 'redBag.stamp.used' } : card.status === 2 ? { key: 'redBag.stamp.expired' } : null,
    canUse: card.status === 0 && card.type === 'coupon' && !!card.discount_url,
  }
}

/** A card the list can draw (an id, a title, a known status); anything else in an answer is dropped. */
export function isCardRow(row: unknown): row is CardRed {
  const card = row as CardRed
  return !!card && typeof card === 'object' && typeof card.id === 'number' && typeof card.title === 'string' && [0, 1, 2].includes(card.status)
}
