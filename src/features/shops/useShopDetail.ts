import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { detail } from '@/api/shop'
import { useQuery } from '@/data/useQuery'
import { takeEarlyShopDetail } from '@/lib/boot'
import { isLoggedInAtom } from '@/store/session'
import { haversineMetres } from '@api-types/geo'
import { useCountdown } from '@/hooks/useCountdown'
import { useClockOffset } from '@/hooks/useServerNow'
import type { ListPosition } from '@/hooks/useListPosition'
import type { ShopDetail } from '@api-types/shop'
import { dealView, useViewerIsMember } from '@/features/freeMeal'

export type DetailStatus = 'loading' | 'ready' | 'notFound' | 'error'

const shopOf = (result: ShopDetail | null | undefined) => (result && typeof result.id === 'number' ? result : null)

/** The inline script's answer (lib/boot) when it is a shop: a refusal or a failure is asked again through the app's own call. */
function earlyShop(envelope: unknown): ShopDetail | null {
  const answer = envelope as { status?: number; result?: ShopDetail } | undefined
  return answer?.status === 1 ? shopOf(answer.result) : null
}

/**
 * A shop's detail (shop/detail), its distance measured from `position` once that is known: the
 * shop shows without waiting for the user's location (a first visit asks for it). A refusal
 * (unknown or delisted shop) is the not-found state; a network or server failure the error state.
 * `refresh` fetches again without the loading state (after a countdown ran out); a failure then
 * keeps what is on screen. Landing on the page logged out on H5, the answer the page's inline
 * script asked for while the app loaded is the first one (docs/performance.md).
 */
export function useShopDetail(id: number, position: ListPosition | null) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  // anonymous: a logged-in user's answer also holds their own order of the shop today (a ref made
  // once: the first load or the first render takes it)
  const [early] = useState(() => {
    const landed = takeEarlyShopDetail(id)
    return { pending: loggedIn ? undefined : landed }
  })
  const query = useQuery<ShopDetail | null>(
    id,
    () => {
      const fetchDetail = () => detail({ id }, { silent: true }).then((res) => shopOf(res.result))
      const landed = early.pending?.answer
      early.pending = undefined
      return landed ? landed.then((envelope) => earlyShop(envelope) ?? fetchDetail()) : fetchDetail()
    },
    {
      enabled: id > 0,
      // the answer came before this first render: drawn in it, the page's largest element with it
      initial: () => {
        const shop = early.pending?.settled === undefined ? null : earlyShop(early.pending.settled)
        if (!shop) return undefined
        early.pending = undefined
        return shop
      },
    },
  )
  const { data, state, error } = query
  const shop = useMemo(
    () => (data && position && typeof data.latitude === 'number' && typeof data.longitude === 'number'
      ? { ...data, distance: haversineMetres(position, { latitude: data.latitude, longitude: data.longitude }) }
      : data),
    [data, position],
  )
  let status: DetailStatus
  if (!(id > 0)) status = 'notFound'
  else if (state === 'ready') status = shop ? 'ready' : 'notFound'
  else if (state === 'error') status = error?.kind === 'status' ? 'notFound' : 'error'
  else status = 'loading'

  const { reload: reloadQuery, refresh: refreshQuery } = query
  const reload = useCallback(() => {
    reloadQuery()
  }, [reloadQuery])
  const refresh = useCallback(() => {
    refreshQuery().catch(() => undefined)
  }, [refreshQuery])
  return { shop, status, error, reload, refresh }
}

/**
 * The free-meal card's state on the server's clock, for this viewer (a member-only deal offers a
 * non-member 开通会员抢), with one countdown (useCountdown) to the next change; when it runs out the detail is fetched again (a window opened or closed, so the
 * quota and the button change).
 */
export function useDealClock(shop: ShopDetail | null, onElapsed: () => void) {
  const deal = shop?.free_meal ?? null
  // the server is the clock: one offset per answer, the countdown runs from it
  const offset = useClockOffset(deal?.server_time)
  const { remaining, start, stop } = useCountdown()
  const member = useViewerIsMember()
  const view = useMemo(() => (deal ? dealView(deal, Date.now() + offset, member) : null), [deal, offset, member])
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
