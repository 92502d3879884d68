import { bonusUrl } from '@/pageLinks'

// Pure helpers of the perks tab (福利).

export type FuliIcon = 'gold' | 'raffle' | 'box' | 'redbag' | 'member' | 'free'

export interface FuliEntry {
  icon: FuliIcon
  url: string
  title: 'fuli.goldExchange' | 'fuli.raffle' | 'fuli.blindBox' | 'fuli.redBag' | 'fuli.member' | 'fuli.memberTask'
  needLogin: boolean
}

export const FULI_ENTRIES: FuliEntry[] = [
  { icon: 'gold', url: '/pages_gold/index_gold', title: 'fuli.goldExchange', needLogin: false },
  { icon: 'raffle', url: '/pages_raffle/index_raffle', title: 'fuli.raffle', needLogin: false },
  { icon: 'box', url: '/pages_gold/blind_box', title: 'fuli.blindBox', needLogin: true },
  { icon: 'redbag', url: '/pages_gold/mt_redbag', title: 'fuli.redBag', needLogin: false },
  { icon: 'member', url: '/pages/member/member', title: 'fuli.member', needLogin: false },
  { icon: 'free', url: '/pages/member/membertask', title: 'fuli.memberTask', needLogin: true },
]

/** The gold task 看广告 (seeded as type 1). */
const AD_TASK_TYPE = 1

/** The perks menu's actions (nav items of type 4, by their path): the page each opens. */
export const PERK_ACTIONS: Record<string, string> = {
  watch_ad: bonusUrl(AD_TASK_TYPE),
}
