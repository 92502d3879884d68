import { useCallback, useEffect, useRef, useState } from 'react'
import { lists } from '@/api/shop'
import type { ResolvedLocation } from '@/lib/location'
import type { ApiError } from '@/lib/request'
import type { Shop, ShopSort } from '@api-types/shop'
import { SHOP_PAGE_SIZE, hasMore, mergeShops, shopsOf } from './shopFormat'

/** The first page: loading, shown (possibly empty), or failed. */
export type ListStatus = 'loading' | 'ready' | 'error'
/** The next page: can load, loading, failed (tap to retry), or none left. */
export type MoreStatus = 'idle' | 'loading' | 'error' | 'done'

/**
 * The nearby-shop list of /api/shop/lists around `place`, sorted by `sort`, ten at a time. A new
 * place or sort starts over; answers to an older request are dropped. Failures are silent (no
 * toast): the list shows its own error state.
 */
export function useShopList(place: ResolvedLocation | null, sort: ShopSort) {
  const [shops, setShops] = useState<Shop[]>([])
  const [status, setStatus] = useState<ListStatus>('loading')
  const [more, setMore] = useState<MoreStatus>('idle')
  const [error, setError] = useState<ApiError | null>(null)
  const seq = useRef(0)
  const page = useRef(1)
  const loaded = useRef<Shop[]>([])
  const busy = useRef(false)

  const fetchPage = useCallback(
    (n: number) =>
      lists(
        { page: n, limit: SHOP_PAGE_SIZE, sort, latitude: place?.latitude, longitude: place?.longitude },
        { silent: true },
      ),
    [place, sort],
  )

  const reload = useCallback(async () => {
    if (!place) return
    const id = ++seq.current
    busy.current = false
    setStatus('loading')
    setMore('idle')
    setError(null)
    try {
      const { list, total } = shopsOf((await fetchPage(1)).result)
      if (id !== seq.current) return
      page.current = 1
      loaded.current = list
      setShops(list)
      setMore(hasMore(list.length, total, list.length) ? 'idle' : 'done')
      setStatus('ready')
    } catch (e) {
      if (id !== seq.current) return
      loaded.current = []
      setShops([])
      setError(e as ApiError)
      setStatus('error')
    }
  }, [place, fetchPage])

  const loadMore = useCallback(async () => {
    if (status !== 'ready' || (more !== 'idle' && more !== 'error') || busy.current) return
    busy.current = true
    const id = seq.current
    setMore('loading')
    try {
      const { list, total } = shopsOf((await fetchPage(page.current + 1)).result)
      if (id !== seq.current) return
      page.current += 1
      loaded.current = mergeShops(loaded.current, list)
      setShops(loaded.current)
      setMore(hasMore(loaded.current.length, total, list.length) ? 'idle' : 'done')
    } catch {
      if (id === seq.current) setMore('error')
    } finally {
      if (id === seq.current) busy.current = false
    }
  }, [status, more, fetchPage])

  useEffect(() => {
    reload()
  }, [reload])

  return { shops, status, more, error, reload, loadMore }
}
