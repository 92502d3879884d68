import type { Db } from '../../db/driver'
import { getSetting } from '../config/service'

// The sign-in rules (docs/rules.md "Sign-in and gold coins"): the defaults, which an operator can
// replace with an app_config row 'sign_in_rules' ({rewards, member_multiplier, make_up_cost,
// make_up_limit}; a missing or unusable field keeps its default), and the pure streak arithmetic on
// Asia/Shanghai days ('YYYY-MM-DD').

export interface SignInRules {
  /** Gold of streak days 1..n; the streak starts again at 1 after day n. */
  rewards: number[]
  memberMultiplier: number
  makeUpCost: number
  /** Make-up sign-ins allowed a month. */
  makeUpLimit: number
}

export const DEFAULT_SIGN_IN_RULES: SignInRules = {
  rewards: [10, 10, 15, 15, 20, 20, 50],
  memberMultiplier: 2,
  makeUpCost: 30,
  makeUpLimit: 3,
}

export const SIGN_IN_RULES_KEY = 'sign_in_rules'

const DAY_MS = 86_400_000
const whole = (value: unknown, min: number): value is number => Number.isSafeInteger(value) && (value as number) >= min

/** The rules from a stored setting, each field checked (rewards: 1 to 31 positive integers). */
export function readRules(stored: unknown): SignInRules {
  const s = (stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}) as Record<string, unknown>
  const d = DEFAULT_SIGN_IN_RULES
  const rewards = Array.isArray(s.rewards) && s.rewards.length >= 1 && s.rewards.length <= 31 && s.rewards.every((g) => whole(g, 1))
    ? (s.rewards as number[])
    : d.rewards
  return {
    rewards,
    memberMultiplier: whole(s.member_multiplier, 1) ? s.member_multiplier : d.memberMultiplier,
    makeUpCost: whole(s.make_up_cost, 0) ? s.make_up_cost : d.makeUpCost,
    makeUpLimit: whole(s.make_up_limit, 0) ? s.make_up_limit : d.makeUpLimit,
  }
}

export async function signInRules(db: Db): Promise<SignInRules> {
  return readRules(await getSetting<unknown>(db, SIGN_IN_RULES_KEY, null))
}

/** The day n days after `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** 'YYYY-MM' of a day. */
export const monthOf = (day: string): string => day.slice(0, 7)

/** Every day of a month 'YYYY-MM', in order. */
export function monthDays(month: string): string[] {
  const first = `${month}-01`
  const days: string[] = []
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day)
  return days
}

/** The streak position (1..cycle) of a day signed after `runBefore` consecutive signed days. */
export const positionAfter = (runBefore: number, cycle: number): number => (runBefore % cycle) + 1

/**
 * The streak as of today: today's position when signed today, else the position of yesterday
 * (the run ending yesterday), 0 when yesterday was not signed.
 */
export function currentStreak(signedToday: boolean, runEndingYesterday: number, cycle: number): number {
  if (signedToday) return positionAfter(runEndingYesterday, cycle)
  return runEndingYesterday === 0 ? 0 : positionAfter(runEndingYesterday - 1, cycle)
}

/** Gold of a streak position, doubled (member_multiplier) for members. */
export function rewardAt(rules: SignInRules, position: number, member: boolean): number {
  return rules.rewards[position - 1] * (member ? rules.memberMultiplier : 1)
}
