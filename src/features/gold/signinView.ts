import dayjs from 'dayjs'
import type { SignInConfig, SignInDay } from '@api-types/signIn'

// How 每日签到 reads (pure, tested alone): the month calendar as weeks of a grid, month navigation,
// and the numbers the rules are written with (the 7-day strip: utils/signInStrip.ts).

/** How a calendar day reads: signed, made up, can still be made up, missed, today (not signed), future. */
export type DayMark = 'signed' | 'made_up' | 'can_make_up' | 'missed' | 'today' | 'future'

export interface CalendarCell {
  /** 'YYYY-MM-DD'. */
  date: string
  /** Day of the month. */
  day: number
  mark: DayMark
  /** Gold earned that day (signed or made up), else 0. */
  gold: number
  isToday: boolean
}

/** 'YYYY-MM-DD' -> 'YYYY-MM'. */
export const monthOf = (date: string): string => date.slice(0, 7)

function markOf(date: string, record: SignInDay | undefined, today: string): DayMark {
  if (record?.signed) return record.made_up ? 'made_up' : 'signed'
  if (record?.can_make_up) return 'can_make_up'
  if (date > today) return 'future'
  if (date === today) return 'today'
  return 'missed'
}

/**
 * The month 'YYYY-MM' as weeks of seven, Sunday first (日一二三四五六), with blanks (null) before the
 * 1st and after the last day; each day marked from the server's record of it (`days`).
 */
export function monthWeeks(month: string, days: SignInDay[], today: string): (CalendarCell | null)[][] {
  const first = dayjs(`${month}-01`)
  if (!first.isValid() || first.format('YYYY-MM') !== month) return []
  const byDate = new Map((Array.isArray(days) ? days : []).map((d) => [d.date, d]))
  const cells: (CalendarCell | null)[] = Array.from({ length: first.day() }, () => null)
  for (let n = 1; n <= first.daysInMonth(); n += 1) {
    const date = first.date(n).format('YYYY-MM-DD')
    const record = byDate.get(date)
    const mark = markOf(date, record, today)
    cells.push({ date, day: n, mark, gold: mark === 'signed' || mark === 'made_up' ? Number(record?.gold) || 0 : 0, isToday: date === today })
  }
  while (cells.length % 7) cells.push(null)
  const weeks: (CalendarCell | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** 'YYYY-MM' moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  return dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM')
}

/** The month after `month` may be shown: never beyond the current month (of the server's today). */
export function canShowNext(month: string, today: string): boolean {
  return month < monthOf(today)
}

/** Year and month number of 'YYYY-MM' for the calendar's title. */
export function monthTitleParams(month: string): { year: string; month: string } {
  return { year: month.slice(0, 4), month: String(Number(month.slice(5, 7))) }
}

/** The numbers 签到规则 is written with, from config. */
export interface RuleParams {
  /** Days in the streak cycle (7). */
  days: number
  /** The cycle's rewards joined with `separator` ('10、10、15...'). */
  rewards: string
  multiplier: number
  cost: number
  limit: number
}

export function ruleParams(config: SignInConfig, separator: string): RuleParams {
  const rewards = Array.isArray(config.rewards) ? config.rewards : []
  return {
    days: rewards.length,
    rewards: rewards.join(separator),
    multiplier: Number(config.member_multiplier) || 1,
    cost: Number(config.make_up_cost) || 0,
    limit: Number(config.make_up_limit) || 0,
  }
}
