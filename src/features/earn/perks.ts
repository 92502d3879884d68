import { pageUrl } from '@/routes'

// Pure helpers of the perks tab (福利).

export type FuliIcon = 'gold' | 'raffle' | 'box' | 'redbag' | 'member' | 'free'

export interface FuliEntry {
  icon: FuliIcon
  url: string
  title: 'fuli.goldExchange' | 'fuli.raffle' | 'fuli.blindBox' | 'fuli.redBag' | 'fuli.member' | 'fuli.memberTask'
}

export const FULI_ENTRIES: FuliEntry[] = [
  { icon: 'gold', url: pageUrl('goldExchange'), title: 'fuli.goldExchange' },
  { icon: 'raffle', url: pageUrl('raffles'), title: 'fuli.raffle' },
  { icon: 'box', url: pageUrl('blindBox'), title: 'fuli.blindBox' },
  { icon: 'redbag', url: pageUrl('takeawayCoupons'), title: 'fuli.redBag' },
  { icon: 'member', url: pageUrl('memberCenter'), title: 'fuli.member' },
  { icon: 'free', url: pageUrl('memberTasks'), title: 'fuli.memberTask' },
]

/** The gold task 看广告 (seeded as type 1). */
const AD_TASK_TYPE = 1

/** The perks menu's actions (nav items of type 4, by their path): the page each opens. */
export const PERK_ACTIONS: Record<string, string> = {
  watch_ad: pageUrl('taskDetail', { type: AD_TASK_TYPE }),
}
