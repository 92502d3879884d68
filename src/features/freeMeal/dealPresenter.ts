import type { ActivityTimeWindow } from '@api-types/shop'
import type { Params, Translate } from '@/i18n'
import { shanghaiWallClock } from '@/hooks/useServerNow'
import { ACTIVITY_NOT_STARTED, ACTIVITY_RUNNING, activityState } from '@/utils/activity'
import { formatCountdown } from '@/utils/time'
import { pageUrl } from '@/routes'

// The deal presenter: how a free-meal deal reads at a moment of the server's clock (epoch ms, see
// useServerNow), written once for every surface that shows a deal (the free-meal list's cards, the
// shop feed cards, the shop detail, the grab confirmation): its phase (running, not started yet,
// over for today) with its countdown or start time, its slots, whether it is member-only (会员专享),
// and what the grab button offers to this viewer (presentDeal: a non-member is sent to the member
// centre instead of a member-only deal's grab). Each surface words the button in its own texts;
// the shop cards use the free-meal list's words for a deal that cannot be grabbed
// (useDealButtonText), so both lists say the same.

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
  /** A window is open and a slot is left, and the viewer may grab it: the grab button works. */
  canGrab: boolean
}

const pad = (n: number) => String(n).padStart(2, '0')

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

function windowsOf(w: Partial<ActivityTimeWindow>): ActivityTimeWindow {
  return { am_start_time: w.am_start_time ?? '', am_end_time: w.am_end_time ?? '', pm_start_time: w.pm_start_time ?? '', pm_end_time: w.pm_end_time ?? '' }
}

/**
 * The deal's phase and slots at `nowMs` (epoch ms of the clock the caller trusts), or null when the
 * answer carries no activity windows: presentDeal's reading, without the button.
 */
export function dealState(w: Partial<ActivityTimeWindow>, quotaLeft: number | undefined, nowMs: number): DealState | null {
  if (!hasWindow(w)) return null
  const { phase, countdown, startsAt, soldOut, canGrab } = presentDeal({ ...w, quota_left: quotaLeft }, nowMs)
  return { phase: phase ?? 'ended', countdown, startsAt, soldOut, canGrab }
}

/**
 * Before a window opens (phase 'upcoming'), what a deal shows instead of the slots released so far
 * (0 then, which would read as sold out): `t('deal.next')` with {time} and {n}, e.g. '10:00开抢 ·
 * 本场10份'. null in any other phase, or when the answer has no quota_next.
 */
export function comingRelease(state: { phase: DealPhase | null; startsAt?: string } | null, quotaNext: number | undefined, t: Translate<'deal.next'>): string | null {
  return state?.phase === 'upcoming' && typeof quotaNext === 'number' ? t('deal.next', { time: state.startsAt ?? '', n: quotaNext }) : null
}

/** What a deal's grab button offers. */
export type DealButton =
  /** The user already has an order of this shop today: a reservation opens its proof upload, the rest the orders tab. */
  | { kind: 'myOrder'; url: string; tab: boolean }
  /** A window is open (or the answer has no windows) and a slot is left. */
  | { kind: 'grab' }
  /** No slot left in the open window, or the deal is closed. */
  | { kind: 'soldOut' }
  /** Before the next window of today. */
  | { kind: 'upcoming'; startsAt: string }
  /** After today's last window. */
  | { kind: 'ended' }
  /** A member-only deal the viewer, not a member (or logged out), could grab as one: 开通会员抢, to the member centre. */
  | { kind: 'joinMember'; url: string }

/** What the presenter reads of a deal: a list's shop row, or a shop detail's free_meal. */
export interface DealInput extends Partial<ActivityTimeWindow> {
  quota_left?: number
  quota_next?: number
  /** The lists' shop status: 0 closed or sold out. */
  status?: number
  /** The shop detail's: the user's own order of the shop today. */
  my_order?: { id: number; status: string } | null
  /** Only members may grab it (会员专享). */
  member_only?: boolean
}

export interface DealPresentation extends Pick<DealState, 'countdown' | 'startsAt' | 'soldOut' | 'canGrab'> {
  /** null when the answer carries no activity windows: the slots alone decide. */
  phase: DealPhase | null
  button: DealButton
  /** What a countdown counts to (the window's end or the next start) and the seconds left; none once today is over. */
  next: { to: 'end' | 'start'; seconds: number } | null
  /** The phase line in the deal texts (deal.messages.ts): 进行中 · 距结束 / 即将开抢 · HH:MM / 今日已结束. */
  phaseText: { key: 'deal.running' | 'deal.upcoming' | 'deal.ended'; params?: Params } | null
  /** Before a window opens: the slots it releases (instead of the 0 released so far); null otherwise. */
  nextRelease: number | null
  /** Only members may grab it: every surface shows the 会员专享 badge. */
  memberOnly: boolean
  /**
   * How the button looks on every surface: 'active' (the brand button: grab, or open one's own
   * order), 'member' (开通会员抢, gold) or 'off' (grey and inert: 未开始, 已结束, 已抢完).
   */
  buttonLook: 'active' | 'member' | 'off'
}

/**
 * A deal at `nowMs` (the server's clock; NaN when unknown, e.g. a list answer without server_time)
 * for a viewer who is a `member` or not (logged out: not): the phase, the slots, and the button. A
 * closed deal (status 0) is sold out; an answer without windows is read by its slots alone. A
 * member-only deal that a member could grab now or later today offers a non-member 开通会员抢
 * (joinMember) instead, as order/grab would refuse them; sold out, over and their own order read
 * as for anyone.
 */
export function presentDeal(deal: DealInput, nowMs: number, member = false): DealPresentation {
  const timing = hasWindow(deal) && Number.isFinite(nowMs) ? dealTiming(windowsOf(deal), nowMs) : null
  const phase = timing?.phase ?? null
  const startsAt = timing?.phase === 'upcoming' ? formatClock(nowMs + timing.msToChange) : undefined
  const closed = deal.status === 0
  const left = deal.quota_left ?? 0
  const open = phase === 'running' || phase === null
  const soldOut = closed || (open && left <= 0)
  const memberOnly = deal.member_only === true
  const locked = memberOnly && !member
  const canGrab = !closed && open && left > 0 && !locked

  let button: DealButton
  if (deal.my_order) {
    const reserved = deal.my_order.status === 'reserved'
    button = { kind: 'myOrder', url: reserved ? pageUrl('proof', { id: deal.my_order.id }) : pageUrl('orders'), tab: !reserved }
  } else if (closed) button = { kind: 'soldOut' }
  else if (locked && (startsAt || (open && left > 0))) button = { kind: 'joinMember', url: pageUrl('memberCenter') }
  else if (startsAt) button = { kind: 'upcoming', startsAt }
  else if (phase === 'ended') button = { kind: 'ended' }
  else button = canGrab ? { kind: 'grab' } : { kind: 'soldOut' }

  const buttonLook = button.kind === 'joinMember' ? 'member' : button.kind === 'grab' || button.kind === 'myOrder' ? 'active' : 'off'
  const running = timing?.phase === 'running' ? formatCountdown(timing.msToChange) : undefined
  return {
    phase,
    countdown: running,
    startsAt,
    soldOut,
    canGrab,
    button,
    next: timing && timing.phase !== 'ended' ? { to: timing.phase === 'running' ? 'end' : 'start', seconds: Math.ceil(timing.msToChange / 1000) } : null,
    phaseText:
      phase === 'running' ? { key: 'deal.running', params: { left: running ?? '' } }
        : phase === 'upcoming' ? { key: 'deal.upcoming', params: { time: startsAt ?? '' } }
          : phase === 'ended' ? { key: 'deal.ended' }
            : null,
    nextRelease: !closed && phase === 'upcoming' && typeof deal.quota_next === 'number' ? deal.quota_next : null,
    memberOnly,
    buttonLook,
  }
}

/** The shop detail's reading of its deal: the phase (with when the next window opens), the button and the countdown. */
export interface DealView extends Pick<DealPresentation, 'phase' | 'startsAt' | 'button'> {
  countdown: DealPresentation['next']
}

export function dealView(deal: DealInput, nowMs: number, member = false): DealView {
  const { phase, startsAt, button, next } = presentDeal(deal, nowMs, member)
  return { phase, startsAt, button, countdown: next }
}

/** The cash back this user is paid for a deal (docs/rules.md "Free meals and deals"). */
export interface RebateForUser {
  /** The server's my_rebate: what the grab keeps on the order and approval credits. */
  price: string
  /** It is the member rebate, above the plain one: the surfaces say 会员返现. */
  memberRate: boolean
  /** The member rebate a viewer who is not paid it would get as a member, when higher; else null. */
  memberOffer: string | null
}

/**
 * The one reading of a deal's rebate for every surface (free-meal list, shop cards, shop detail,
 * grab confirmation): the figure the server answers for this user (my_rebate), never one the app
 * picks from the account it holds, which could disagree with the grab's. An answer without
 * my_rebate (an older server) reads as the plain rebate.
 */
export function rebateForUser(deal: { rebate?: string; member_rebate?: string; my_rebate?: string }): RebateForUser {
  const price = deal.my_rebate ?? deal.rebate ?? ''
  const memberRate = Number(price) > Number(deal.rebate)
  const memberOffer = !memberRate && Number(deal.member_rebate) > Number(price) ? deal.member_rebate! : null
  return { price, memberRate, memberOffer }
}
