import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { detail } from '@/api/shop'
import { useCountdown } from '@/hooks/useCountdown'
import { useClockOffset } from '@/hooks/useServerNow'
import type { ListPosition } from '@/hooks/useListPosition'
import type { ApiError } from '@/lib/request'
import type { ShopDetail } from '@api-types/shop'
import { dealView } from './dealView'

export type DetailStatus = 'loading' | 'ready' | 'notFound' | 'error'

/**
 * A shop's detail (shop/detail) measured from `position`, waiting while it is null. A refusal
 * (unknown or delisted shop) is the not-found state; a network or server failure the error state.
 * `refresh` fetches again without the loading state (after a countdown ran out).
 */
export function useShopDetail(id: number, position: ListPosition | null) {
  const [shop, setShop] = useState<ShopDetail | null>(null)
  const [status, setStatus] = useState<DetailStatus>(id > 0 ? 'loading' : 'notFound')
  const [error, setError] = useState<ApiError | null>(null)
  const seq = useRef(0)
  const shown = useRef(false)

  const load = useCallback(
    async (quiet: boolean) => {
      if (!(id > 0) || !position) return
      const n = ++seq.current
      if (!quiet) setStatus('loading')
      try {
        const res = await detail({ id, latitude: position.latitude, longitude: position.longitude }, { silent: true })
        if (n !== seq.current) return
        const found = res.result && typeof res.result.id === 'number' ? res.result : null
        setShop(found)
        shown.current = !!found
        setStatus(found ? 'ready' : 'notFound')
      } catch (e) {
        if (n !== seq.current) return
        const err = e as ApiError
        setError(err)
        // a failed background refresh keeps what is on screen
        if (!quiet || !shown.current) setStatus(err.kind === 'status' ? 'notFound' : 'error')
      }
    },
    [id, position],
  )

  useEffect(() => {
    load(false)
  }, [load])

  const reload = useCallback(() => load(false), [load])
  const refresh = useCallback(() => load(true), [load])
  return { shop, status, error, reload, refresh }
}

/**
 * The free-meal card's state on the server's clock, with one countdown (useCountdown) to the
 * next change; when it runs out the detail is fetched again (a window opened or closed, so the
 * quota and the button change).
 */
export function useDealClock(shop: ShopDetail | null, onElapsed: () => void) {
  const deal = shop?.free_meal ?? null
  // the server is the clock: one offset per answer, the countdown runs from it
  const offset = useClockOffset(deal?.server_time)
  const { remaining, start, stop } = useCountdown()
  const view = useMemo(() => (deal ? dealView(deal, Date.now() + offset) : null), [deal, offset])
  const counting = useRef(false)
  const elapsed = useRef(onElapsed)
  elapsed.current = onElapsed

  useEffect(() => {
    if (view?.countdown && view.countdown.seconds > 0) start(view.countdown.seconds)
    else stop()
  }, [view, start, stop])

  useEffect(() => {
    if (remaining > 0) counting.current = true
    else if (counting.current) {
      counting.current = false
      elapsed.current()
    }
  }, [remaining])

  return { view, remaining }
}
