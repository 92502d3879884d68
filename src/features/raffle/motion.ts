import { useEffect } from 'react'
import type { DrawFlow } from './useRaffle'

// How long the drawn views animate the answer they got, and none at all for a user who asked the
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
