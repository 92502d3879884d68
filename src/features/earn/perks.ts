import type { SignInConfig } from '@api-types/signIn'
import { bonusUrl } from '@/pageLinks'

// Pure helpers of the perks tab (福利).

export interface SignDay {
  day: number
  gold: number
  /** Already signed in this streak. */
  done: boolean
  /** The day today's sign-in counts as. */
  today: boolean
}

/** The 7-day streak row from the server's sign-in config; [] when it sent no usable rewards. */
export function signDays(config: SignInConfig | null): SignDay[] {
  const rewards = Array.isArray(config?.rewards) ? config!.rewards.map(Number).filter(Number.isFinite) : []
  if (!rewards.length) return []
  const streak = Math.max(0, Math.min(rewards.length, Math.floor(Number(config?.streak) || 0)))
  // today is the last signed day when already signed, otherwise the next one (the streak restarts after the last day)
  const todayIndex = config?.signed_today ? Math.max(streak - 1, 0) : streak % rewards.length
  const restarted = !config?.signed_today && streak >= rewards.length
  return rewards.map((gold, i) => ({
    day: i + 1,
    gold,
    done: !restarted && i < streak,
    today: i === todayIndex,
  }))
}

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
