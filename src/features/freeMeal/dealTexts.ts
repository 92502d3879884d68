import { useCallback } from 'react'
import { useT } from '@/i18n'
import type { DealButton } from './dealPresenter'
import { messages } from './freeMealList.messages'

/** The free-meal list's words for each state of a deal's button (抢 / 已抢完 / 未开始 / 已结束). */
const LIST_BUTTON: Record<DealButton['kind'], 'kingeat.grab' | 'deal.soldOut' | 'kingeat.notOpen' | 'kingeat.over'> = {
  grab: 'kingeat.grab',
  myOrder: 'kingeat.grab',
  soldOut: 'deal.soldOut',
  upcoming: 'kingeat.notOpen',
  ended: 'kingeat.over',
}

/**
 * What a deal card's button says, in the free-meal list's texts: the free-meal list's cards use it
 * for every state, the shop feed cards for a deal that cannot be grabbed, so that a deal reads the
 * same in both lists.
 */
export function useDealButtonText(): (button: DealButton) => string {
  const t = useT(messages)
  return useCallback((button: DealButton) => t(LIST_BUTTON[button.kind]), [t])
}
