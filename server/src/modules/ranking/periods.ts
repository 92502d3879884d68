import type { RankingPeriod } from '@api-types/user'
import { shanghaiDay, shanghaiMidnight } from '../../clock'

// The periods of the rankings (docs/rules.md "Rankings"), on Asia/Shanghai's calendar: a week
// starts on Monday at 00:00, a month on its 1st. A period is named by its first day 'YYYY-MM-DD'.

const DAY_MS = 86_400_000

/** 'YYYY-MM-DD' moved by `days` calendar days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The first day of the month `months` months after the one of 'YYYY-MM-DD'. */
function addMonths(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months
  return `${Math.floor(index / 12)}-${String(index % 12 + 1).padStart(2, '0')}-01`
}

/** The first day of the period that holds `now`. */
export function periodStartOf(period: RankingPeriod, now: Date): string {
  const day = shanghaiDay(now)
  if (period === 'month') return `${day.slice(0, 8)}01`
  // getUTCDay of the day's own midnight: 0 Sunday ... 6 Saturday; Monday starts the week
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7))
}

/** The first day of the period `steps` periods after (negative: before) the one starting `start`. */
export function periodShift(period: RankingPeriod, start: string, steps: number): string {
  return period === 'week' ? addDays(start, 7 * steps) : addMonths(start, steps)
}

/** The instants the period starting `start` covers: [from, to). */
export function periodSpan(period: RankingPeriod, start: string): { from: Date; to: Date } {
  return { from: shanghaiMidnight(start), to: shanghaiMidnight(periodShift(period, start, 1)) }
}
