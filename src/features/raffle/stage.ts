import { useEffect } from 'react'
import type { RafflePrize } from '@api-types/raffle'
import type { MessageKey, Translate } from '@/i18n'
import type messages from './raffle.messages'
import type { DrawFlow } from './useRaffle'

/** The raffle pages' translate function (the app's keys and raffle.messages.ts's). */
export type RaffleT = Translate<MessageKey | Extract<keyof typeof messages.en, string>>

/** What every draw view gets: the prizes in the activity's order, the flow, and the draw button. */
export interface StageProps {
  prizes: RafflePrize[]
  flow: DrawFlow
  button: DrawButton
}

export interface DrawButton {
  /** The words on it. */
  text: string
  /** Its accessible name (what a draw costs). */
  label: string
  /** The page knows a tap cannot draw (not started, ended, no gold, no draws left). */
  disabled: boolean
}

// Motion: how long the drawn views animate the answer they got, and none at all for a user who asked the
// system for less motion (prefers-reduced-motion on H5).

export function reducedMotion(): boolean {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined' || !window.matchMedia) return false
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** `ms`, or 0 with reduced motion. */
export const motionMs = (ms: number) => (reducedMotion() ? 0 : ms)

/** Once the answer is in (phase revealing), the view's animation of `ms` runs, then the flow hears it stopped. */
export function useRevealAfter(flow: DrawFlow, ms: number): void {
  const { phase, revealed } = flow
  useEffect(() => {
    if (phase !== 'revealing') return undefined
    const timer = setTimeout(revealed, motionMs(ms))
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase])
}
