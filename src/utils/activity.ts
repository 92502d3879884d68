import dayjs, { type Dayjs } from 'dayjs'
import type { ActivityWindow } from '@api-types/activity'

// The free-meal activity windows of docs/product.md (States). Times are 'HH:MM:SS' of the given day; a
// window is [start, end). A window whose start equals its end is absent.

export type { ActivityWindow }

/** Five-value form: where today stands against the morning and afternoon windows. */
export const TODAY_IN_AM = 0
export const TODAY_IN_PM = 1
export const TODAY_BEFORE_AM = 2
export const TODAY_AFTER_PM = 3
export const TODAY_BETWEEN = 4

/** Three-value form. */
export const ACTIVITY_RUNNING = 1
export const ACTIVITY_NOT_STARTED = 2
export const ACTIVITY_ENDED = 3

export type ActivityState =
  | { status: typeof ACTIVITY_RUNNING; msUntilEnd: number }
  | { status: typeof ACTIVITY_NOT_STARTED; msUntilStart: number }
  | { status: typeof ACTIVITY_ENDED }

function at(day: Dayjs, hms: string): Dayjs {
  const [h = 0, m = 0, s = 0] = (hms || '').split(':').map(Number)
  return day.startOf('day').hour(h).minute(m).second(s).millisecond(0)
}

interface Span {
  start: Dayjs
  end: Dayjs
}

function span(day: Dayjs, start: string, end: string): Span | null {
  if (!start || !end || start === end) return null
  const s = at(day, start)
  const e = at(day, end)
  return e.isAfter(s) ? { start: s, end: e } : null
}

function windows(w: ActivityWindow, now: Dayjs): { am: Span | null; pm: Span | null } {
  return { am: span(now, w.am_start_time, w.am_end_time), pm: span(now, w.pm_start_time, w.pm_end_time) }
}

function inside(s: Span | null, now: Dayjs): boolean {
  return !!s && !now.isBefore(s.start) && now.isBefore(s.end)
}

/** 0 in the morning window, 1 in the afternoon, 2 before the morning start, 3 after the afternoon end, 4 between. */
export function todayStatus(w: ActivityWindow, nowInput: Date | Dayjs | number = new Date()): number {
  const now = dayjs(nowInput)
  const { am, pm } = windows(w, now)
  if (inside(am, now)) return TODAY_IN_AM
  if (inside(pm, now)) return TODAY_IN_PM
  const first = am ?? pm
  const last = pm ?? am
  if (!first || !last) return TODAY_AFTER_PM
  if (now.isBefore(first.start)) return TODAY_BEFORE_AM
  if (!now.isBefore(last.end)) return TODAY_AFTER_PM
  return TODAY_BETWEEN
}

/** 1 running (ms until it ends), 2 not started (ms until it starts), 3 today's activity ended. */
export function activityState(w: ActivityWindow, nowInput: Date | Dayjs | number = new Date()): ActivityState {
  const now = dayjs(nowInput)
  const { am, pm } = windows(w, now)
  for (const s of [am, pm]) {
    if (s && inside(s, now)) return { status: ACTIVITY_RUNNING, msUntilEnd: s.end.diff(now) }
  }
  for (const s of [am, pm]) {
    if (s && now.isBefore(s.start)) return { status: ACTIVITY_NOT_STARTED, msUntilStart: s.start.diff(now) }
  }
  return { status: ACTIVITY_ENDED }
}
