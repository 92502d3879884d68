import { useCallback } from 'react'
import { useT } from '@/i18n'
import type { DealButton } from './dealPresenter'
import { dealMessages } from './deal.messages'

/** The free-meal list's words (deal.messages.ts, which the list's table includes) for each state of a deal's button (抢 / 已抢完 / 未开始 / 已结束). */
const LIST_BUTTON: Record<DealButton['kind'], 'deal.grab' | 'deal.soldOut' | 'deal.notOpen' | 'deal.over'> = {
  grab: 'deal.grab',
  myOrder: 'deal.grab',
  soldOut: 'deal.soldOut',
  upcoming: 'deal.notOpen',
  ended: 'deal.over',
}

/**
 * What a deal card's button says, in the free-meal list's texts: the free-meal list's cards use it
 * for every state, the shop feed cards for a deal that cannot be grabbed, so that a deal reads the
 * same in both lists.
 */
export function useDealButtonText(): (button: DealButton) => string {
  const t = useT(dealMessages)
  return useCallback((button: DealButton) => t(LIST_BUTTON[button.kind]), [t])
}
