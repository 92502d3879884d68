import { type DealState, dealTiming, formatClock } from '@/utils/freeMealDeal'
import type { FreeMealDeal } from '@api-types/shop'
import { voucherUrl } from '@/pageLinks'

// What the free-meal card of the shop detail shows at a moment: the button and the countdown, on
// top of the shared deal timing (src/utils/freeMealDeal.ts). `nowMs` is the server's clock.

export const ORDERS_TAB = '/pages/order/order'

export type DealButton =
  /** The user already has an order of this shop today: a reservation opens its proof upload, the rest the orders tab. */
  | { kind: 'myOrder'; url: string; tab: boolean }
  /** Running with slots left: 立即抢购. */
  | { kind: 'grab' }
  /** Running, no slot left: 已抢完. */
  | { kind: 'soldOut' }
  /** Before the next window: 即将开抢 HH:MM. */
  | { kind: 'upcoming'; startsAt: string }
  /** After today's last window: 今日已结束. */
  | { kind: 'ended' }

/** The deal's phase (upcoming: when the next window opens, 'HH:MM'), as dealState reads it, with the
 * card's button and countdown. */
export interface DealView extends Pick<DealState, 'phase' | 'startsAt'> {
  button: DealButton
  /** What the countdown counts to, and how many seconds are left; none once today is over. */
  countdown: { to: 'end' | 'start'; seconds: number } | null
}

export function dealView(deal: FreeMealDeal, nowMs: number): DealView {
  const timing = dealTiming(deal, nowMs)
  const startsAt = timing.phase === 'upcoming' ? formatClock(nowMs + timing.msToChange) : undefined
  const moment = { phase: timing.phase, startsAt }
  const countdown: DealView['countdown'] =
    timing.phase === 'ended' ? null : { to: timing.phase === 'running' ? 'end' : 'start', seconds: Math.ceil(timing.msToChange / 1000) }

  if (deal.my_order) {
    const reserved = deal.my_order.status === 'reserved'
    return {
      ...moment,
      button: { kind: 'myOrder', url: reserved ? voucherUrl(deal.my_order.id) : ORDERS_TAB, tab: !reserved },
      countdown,
    }
  }
  if (startsAt) return { ...moment, button: { kind: 'upcoming', startsAt }, countdown }
  if (timing.phase === 'ended') return { ...moment, button: { kind: 'ended' }, countdown }
  return { ...moment, button: deal.quota_left > 0 ? { kind: 'grab' } : { kind: 'soldOut' }, countdown }
}
