import type { ActivityTimeWindow } from '@api-types/shop'
import type { Translate } from '@/i18n'
import { shanghaiWallClock } from '@/hooks/useServerNow'
import { ACTIVITY_NOT_STARTED, ACTIVITY_RUNNING, activityState } from '@/utils/activity'

// How a free-meal deal reads at a moment of the server's clock (epoch ms, see useServerNow): its
// activity phase (spec 4, three-value form) with the time to the next change or the start time,
// and whether a slot can be grabbed. Shared by the free-meal list, the grab confirmation page, the
// order pages and the shop detail.

export type DealPhase = 'running' | 'upcoming' | 'ended'

/** The phase and, unless today is over, the ms until it changes (running: the window's end; upcoming: the next start). */
export type DealTiming = { phase: 'running' | 'upcoming'; msToChange: number } | { phase: 'ended' }

export interface DealState {
  phase: DealPhase
  /** running: time left in the window, 'MM:SS' (or 'H:MM:SS' over an hour). */
  countdown?: string
  /** upcoming: when the next window opens, 'HH:MM' Shanghai time. */
  startsAt?: string
  /** Slots are released but none is left. */
  soldOut: boolean
  /** A window is open and a slot is left: the grab button works. */
  canGrab: boolean
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Time left, never negative: 65_000 -> '01:05', 3_725_000 -> '1:02:05'; with `fixedHours` always
 * 'HH:MM:SS' (3_725_000 -> '01:02:05').
 */
export function formatCountdown(ms: number, { fixedHours = false } = {}): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (fixedHours) return `${pad(h)}:${pad(m)}:${pad(s)}`
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}

/** 'HH:MM' of an instant, Shanghai wall clock. */
export function formatClock(epochMs: number): string {
  const d = shanghaiWallClock(epochMs)
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** 'HH:MM:SS' -> 'HH:MM'. */
export function hhmm(time: string): string {
  return (time || '').slice(0, 5)
}

/** '10:00-14:00' for a window, or '' when it is absent (start equals end). */
export function windowText(start: string, end: string): string {
  return start && end && start !== end ? `${hhmm(start)}-${hhmm(end)}` : ''
}

/** Where the deal's windows stand at `nowMs` (the server's clock). */
export function dealTiming(w: ActivityTimeWindow, nowMs: number): DealTiming {
  const state = activityState(w, shanghaiWallClock(nowMs))
  if (state.status === ACTIVITY_RUNNING) return { phase: 'running', msToChange: state.msUntilEnd }
  if (state.status === ACTIVITY_NOT_STARTED) return { phase: 'upcoming', msToChange: state.msUntilStart }
  return { phase: 'ended' }
}

function hasWindow(w: Partial<ActivityTimeWindow>): boolean {
  return [w.am_start_time, w.am_end_time, w.pm_start_time, w.pm_end_time].some((v) => typeof v === 'string' && v !== '')
}

/**
 * The deal at `nowMs` (epoch ms of the clock the caller trusts), or null when the answer carries no
 * activity windows.
 */
export function dealState(w: Partial<ActivityTimeWindow>, quotaLeft: number | undefined, nowMs: number): DealState | null {
  if (!hasWindow(w)) return null
  const timing = dealTiming(
    {
      am_start_time: w.am_start_time ?? '',
      am_end_time: w.am_end_time ?? '',
      pm_start_time: w.pm_start_time ?? '',
      pm_end_time: w.pm_end_time ?? '',
    },
    nowMs,
  )
  const left = quotaLeft ?? 0
  if (timing.phase === 'running') {
    return { phase: 'running', countdown: formatCountdown(timing.msToChange), soldOut: left <= 0, canGrab: left > 0 }
  }
  if (timing.phase === 'upcoming') {
    return { phase: 'upcoming', startsAt: formatClock(nowMs + timing.msToChange), soldOut: false, canGrab: false }
  }
  return { phase: 'ended', soldOut: false, canGrab: false }
}

/**
 * Before a window opens (phase 'upcoming'), what a deal shows instead of the slots released so far
 * (0 then, which would read as sold out): `t('deal.next')` with {time} and {n}, e.g. '10:00开抢 ·
 * 本场10份'. null in any other phase, or when the answer has no quota_next.
 */
export function comingRelease(state: Pick<DealState, 'phase' | 'startsAt'> | null, quotaNext: number | undefined, t: Translate<'deal.next'>): string | null {
  return state?.phase === 'upcoming' && typeof quotaNext === 'number' ? t('deal.next', { time: state.startsAt ?? '', n: quotaNext }) : null
}
