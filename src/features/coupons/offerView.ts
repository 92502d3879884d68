import type { DiscountConfig, DiscountFailResult, DiscountLogValue, DiscountRecord } from '@api-types/discount'
import { displayYuan, ruleYuan } from '@/utils/money'

// How a takeaway coupon offer (discount/discountConfigList) reads on 外卖红包 (pure, tested alone):
// its value, minimum spend, cost and button.

export type RedbagKey =
  | 'redbag.noThreshold'
  | 'redbag.threshold'
  | 'redbag.free'
  | 'redbag.goldPrice'
  | 'redbag.receive'
  | 'redbag.soldOut'
  | 'redbag.goldReturned'
  | 'redbag.failNoted'

/** A text of the page: its key in mt_redbag.messages and the values it takes. */
export interface RedbagText {
  key: RedbagKey
  params?: Record<string, string | number>
}

export interface OfferView {
  /** The coupon's value as shown after '¥' ('15.00'); '' when the offer has none. */
  amount: string
  threshold: RedbagText
  cost: RedbagText
  button: RedbagText
  /** Used up today (remaining_today 0, only known when logged in): the button is disabled. */
  soldOut: boolean
}

/** True for a minimum spend that is absent or zero. */
function noMinimum(threshold: string | undefined): boolean {
  return !threshold || !(Number(threshold) > 0)
}

export function offerView(offer: DiscountConfig): OfferView {
  const soldOut = offer.remaining_today !== undefined && offer.remaining_today !== null && Number(offer.remaining_today) <= 0
  const gold = Math.max(0, Math.floor(Number(offer.gold_price) || 0))
  return {
    amount: offer.amount ? displayYuan(offer.amount) : '',
    threshold: noMinimum(offer.threshold)
      ? { key: 'redbag.noThreshold' }
      : { key: 'redbag.threshold', params: { amount: ruleYuan(offer.threshold) } },
    cost: gold > 0 ? { key: 'redbag.goldPrice', params: { gold } } : { key: 'redbag.free' },
    button: soldOut ? { key: 'redbag.soldOut' } : { key: 'redbag.receive' },
    soldOut,
  }
}

/** The offers of an answer a card can draw (an id, a coupon type and a title); the rest is dropped. */
export function offersOf(value: unknown): DiscountConfig[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (row): row is DiscountConfig =>
      !!row && typeof row === 'object' && typeof row.id === 'number' && typeof row.coupon_type === 'number' && typeof row.title === 'string',
  )
}

/** What the user is told after 没领到: the gold that came back, or that the report was taken. */
export function failToast(result: DiscountFailResult | null | undefined): RedbagText {
  const gold = Math.floor(Number(result?.gold_returned) || 0)
  return gold > 0 ? { key: 'redbag.goldReturned', params: { gold } } : { key: 'redbag.failNoted' }
}

export type RedbagAction = 'open' | 'claimed' | 'failed'

/** The recodeLog payload of a step of a received coupon. */
export function redbagLog(action: RedbagAction, record: Pick<DiscountRecord, 'discount_redeem_id' | 'coupon_type'>): Record<string, DiscountLogValue> {
  return { action, discount_redeem_id: record.discount_redeem_id, coupon_type: record.coupon_type }
}
