import type {
  PrizeKind, RaffleActivity, RaffleActivityCard, RaffleMine, RafflePrize, RaffleStyle, RaffleWin, RaffleWinState,
} from '@api-types/raffle'
import { pageUrl, type PageName } from '@/routes'
import { fenToYuan } from '@/utils/money'
import { isMobile } from '@/utils/validation'

// The raffle pages' view logic (docs/rules.md "Raffles"), pure and tested alone: which page shows an
// activity's style, what a prize and a won prize read, what the draw button says before any tap,
// the request id of a tap and the shipping address's checks. The prize itself is always the
// server's (raffle/draw's prize_index): nothing here picks one.

/** Each draw style is one page of pages_raffle (types/api/raffle.ts RAFFLE_STYLES). */
export const STYLE_PAGES = {
  wheel: 'wheelDraw',
  grid: 'gridDraw',
  flip: 'cardDraw',
  egg: 'eggDraw',
  scratch: 'scratchDraw',
  capsule: 'capsuleDraw',
} as const satisfies Record<RaffleStyle, PageName>

/** The draw page of an activity card. */
export function drawUrl(card: Pick<RaffleActivityCard, 'id' | 'style'>): string {
  return pageUrl(STYLE_PAGES[card.style] ?? STYLE_PAGES.wheel, { id: card.id })
}

export const isActivityCard = (row: unknown): row is RaffleActivityCard =>
  !!row && typeof (row as RaffleActivityCard).id === 'number' && typeof (row as RaffleActivityCard).title === 'string'

export const isWin = (row: unknown): row is RaffleWin =>
  !!row && typeof (row as RaffleWin).id === 'number' && typeof (row as RaffleWin).state === 'string'

/** Draws the caller has left now: the smaller of today's and the whole activity's allowance. */
export function drawsLeft(activity: Pick<RaffleActivity, 'daily_limit' | 'total_limit'>, mine: RaffleMine): number {
  return Math.max(0, Math.min(activity.daily_limit - mine.draws_today, activity.total_limit - mine.draws_total))
}

/**
 * Why a tap cannot draw, as far as the page knows before asking (the server still decides and may
 * refuse): logged out, not started, ended, no gold, no draws left; null: a tap draws.
 */
export type DrawBlock = 'login' | 'upcoming' | 'ended' | 'gold' | 'today' | 'total' | null

export function drawBlock(activity: RaffleActivity): DrawBlock {
  if (activity.state === 'upcoming') return 'upcoming'
  if (activity.state === 'ended') return 'ended'
  const mine = activity.mine
  if (!mine) return 'login'
  if (mine.draws_total >= activity.total_limit) return 'total'
  if (mine.draws_today >= activity.daily_limit) return 'today'
  if (mine.gold < activity.cost_gold) return 'gold'
  return null
}

/** What a prize gives, as a message key and its values; null for goods and the consolation prize (the name says it). */
export function prizeWorth(kind: PrizeKind, value: number): { key: `raffle.worth.${'gold' | 'cash' | 'coupon' | 'membership_days'}`; value: string } | null {
  switch (kind) {
    case 'gold':
      return { key: 'raffle.worth.gold', value: String(value) }
    case 'cash':
      return { key: 'raffle.worth.cash', value: fenToYuan(value) }
    case 'coupon':
      return { key: 'raffle.worth.coupon', value: fenToYuan(value) }
    case 'membership_days':
      return { key: 'raffle.worth.membership_days', value: String(value) }
    default:
      return null
  }
}

/** The consolation prize (谢谢参与) is not a win. */
export const isConsolation = (prize: Pick<RafflePrize, 'kind'>) => prize.kind === 'none'

/** A won prize's state chip: its message key and tone. */
export function winChip(state: RaffleWinState): { key: `raffle.win.${RaffleWinState}`; tone: 'done' | 'todo' | 'wait' } {
  const tone = state === 'to_claim' ? 'todo' : state === 'claimed' ? 'wait' : 'done'
  return { key: `raffle.win.${state}`, tone }
}

/** '2026-11-27 10:00:00' -> '2026-11-27 10:00'. */
export function minuteTime(text: string): string {
  return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.exec(text)?.[0].replace('T', ' ') ?? text
}

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** Random bytes: the platform's cryptographic source where there is one, else Math.random (an id only needs to be unique). */
function randomBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(n)
  const source = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto
  if (source?.getRandomValues) return source.getRandomValues(bytes)
  for (let i = 0; i < n; i += 1) bytes[i] = Math.floor(Math.random() * 256)
  return bytes
}

/** A fresh draw request id (RequestId: 8 to 64 of [A-Za-z0-9_-]): 't' + time + 20 random characters. */
export function newRequestId(now = Date.now()): string {
  const random = Array.from(randomBytes(20), (b) => ID_CHARS[b % ID_CHARS.length]).join('')
  return `t${now.toString(36)}_${random}`
}

export interface Address {
  name: string
  tel: string
  address: string
}

export const NAME_MAX = 20
export const ADDRESS_MIN = 5
export const ADDRESS_MAX = 120

/** The first problem of a shipping address, as a message key; null when it can be sent. */
export function addressProblem(form: Address): 'raffle.nameRequired' | 'raffle.telInvalid' | 'raffle.addressShort' | null {
  const name = form.name.trim()
  if (!name || name.length > NAME_MAX) return 'raffle.nameRequired'
  if (!isMobile(form.tel.trim())) return 'raffle.telInvalid'
  const address = form.address.trim()
  if (address.length < ADDRESS_MIN || address.length > ADDRESS_MAX) return 'raffle.addressShort'
  return null
}
