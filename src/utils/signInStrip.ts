import type { SignInConfig } from '@api-types/signIn'
import type { Translate } from '@/i18n'

// The sign-in strip as every screen shows it (每日签到 and the perks tab 福利): the streak cycle's
// days with the gold a sign-in pays this user (the server's my_rewards: doubled for a member, the
// figures the sign-in books), and the one wording of the member bonus (会员签到金币翻倍).

/** One day of the streak strip: 第N天 with its gold. */
export interface StripDay {
  /** 1-based place in the cycle. */
  day: number
  /** What a sign-in on this day of the cycle pays this user. */
  gold: number
  /** Already signed in this cycle. */
  done: boolean
  /** Today's place: signed today, or the one a sign-in now would take. */
  today: boolean
}

type StripConfig = Pick<SignInConfig, 'rewards' | 'streak' | 'signed_today'> & Partial<Pick<SignInConfig, 'my_rewards'>>

/**
 * The streak strip from config (null: not loaded): today's place is the streak when signed today;
 * otherwise the day after yesterday's streak, or day 1 again once yesterday closed a full cycle (or
 * nothing is running). The gold is my_rewards (an older server without it: rewards).
 */
export function stripDays(config: StripConfig | null): StripDay[] {
  const own = Array.isArray(config?.my_rewards) ? config!.my_rewards : null
  const rewards = own ?? (Array.isArray(config?.rewards) ? config!.rewards : [])
  const cycle = rewards.length
  if (!config || cycle === 0) return []
  const streak = Math.min(Math.max(Math.floor(Number(config.streak) || 0), 0), cycle)
  let done: number
  let today: number
  if (config.signed_today) {
    today = Math.max(streak, 1)
    done = today
  } else {
    done = streak >= cycle ? 0 : streak
    today = done + 1
  }
  return rewards.map((gold, i) => ({ day: i + 1, gold: Number(gold) || 0, done: i < done, today: i + 1 === today }))
}

/** The member note: members earn more than others only with a multiplier above 1. */
export function memberBonus(multiplier: number | undefined): 'double' | 'times' | null {
  const n = Number(multiplier) || 1
  if (n <= 1) return null
  return n === 2 ? 'double' : 'times'
}

/** The member note in the shared texts (翻倍 for 2, N倍 above), or null without a bonus. */
export function memberBonusText(multiplier: number | undefined, t: Translate<'signIn.vipDouble' | 'signIn.vipTimes'>): string | null {
  const bonus = memberBonus(multiplier)
  if (!bonus) return null
  return bonus === 'double' ? t('signIn.vipDouble') : t('signIn.vipTimes', { times: Number(multiplier) })
}
