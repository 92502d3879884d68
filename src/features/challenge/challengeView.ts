import type { Challenge, ChallengeEntry, EntryState } from '@api-types/challenge'
import type { Translate } from '@/i18n'
import { displayYuan } from '@/utils/money'
import { formatCountdown } from '@/utils/time'
import type messages from './challenges.messages'

// The challenge screens' view logic (docs/rules.md "Challenges"), pure: how a challenge's terms,
// an entry's progress, reward and time left read.

type T = Translate<keyof typeof messages.en>
type Terms = Pick<Challenge | ChallengeEntry, 'reward_kind' | 'reward_gold' | 'reward_cash'>

const DAY_S = 86_400

/** The reward as shown: '200 金币', '¥5.00'. */
export const rewardText = (t: T, c: Terms): string =>
  c.reward_kind === 'gold' ? t('ch.rewardGold', { gold: c.reward_gold }) : t('ch.rewardCash', { amount: displayYuan(c.reward_cash) })

/** The entry: 免费参与 or 报名 100 金币. */
export const entryText = (t: T, c: Pick<Challenge, 'entry_gold'>): string =>
  c.entry_gold > 0 ? t('ch.entryGold', { gold: c.entry_gold }) : t('ch.entryFree')

/** Progress as a whole percentage, 0-100. */
export function progressPercent(progress: number | null, goal: number): number {
  if (!goal || !progress) return 0
  return Math.min(100, Math.max(0, Math.floor((progress * 100) / goal)))
}

/** Time left until `deadlineMs`: '2天 03:04:05' from a day on, else '03:04:05'; never negative. */
export function timeLeft(t: T, deadlineMs: number, nowMs: number): string {
  // whole seconds first (rounded up, as the countdowns do), then the days: never '6天 24:00:00'
  const seconds = Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000))
  const days = Math.floor(seconds / DAY_S)
  const time = formatCountdown((seconds - days * DAY_S) * 1000, { fixedHours: true })
  return days > 0 ? t('ch.daysLeft', { days, time }) : time
}

/** The progress bars' colour: NutUI's Progress paints it inline (its own red otherwise), so it names
 * the variable challenges.scss sets from the tokens. */
export const BAR_COLOR = 'var(--ch-bar-color)'

/** The tabs of 我的挑战, in order. */
export const ENTRY_TABS: readonly EntryState[] = ['active', 'completed', 'failed']

/** A client request id for one join (types/api/challenge.ts ChallengeRequestId): the same id twice is one join. */
export function newRequestId(now = Date.now(), random = Math.random()): string {
  return `cj-${now.toString(36)}-${Math.floor(random * 2 ** 40).toString(36)}`
}
