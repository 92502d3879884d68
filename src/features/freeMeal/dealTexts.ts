import { useCallback } from 'react'
import { useAtomValue } from 'jotai'
import { userInfoAtom } from '@/store/session'
import { useT } from '@/i18n'
import type { DealButton } from './dealPresenter'
import { dealMessages } from './deal.messages'

/** The free-meal list's words (deal.messages.ts, which the list's table includes) for each state of a deal's button (抢 / 已抢完 / 未开始 / 已结束 / 开通会员抢). */
const LIST_BUTTON: Record<DealButton['kind'], 'deal.grab' | 'deal.soldOut' | 'deal.notOpen' | 'deal.over' | 'deal.joinMember'> = {
  grab: 'deal.grab',
  myOrder: 'deal.grab',
  soldOut: 'deal.soldOut',
  upcoming: 'deal.notOpen',
  ended: 'deal.over',
  joinMember: 'deal.joinMember',
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

/** The 会员专享 badge of a member-only deal, in the deal texts (the shop cards and the free-meal cards show the same). */
export function useMemberOnlyText(): string {
  return useT(dealMessages)('deal.memberOnly')
}

/** Whether the viewer is a member, as the account the app holds says (logged out: not): presentDeal's `member`. */
export function useViewerIsMember(): boolean {
  return useAtomValue(userInfoAtom)?.is_vip === true
}
