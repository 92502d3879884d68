import { useMemo } from 'react'
import { lists } from '@/api/shop'
import { SHOP_PAGE_SIZE, usePagedShops } from '@/features/shopFeed'
import type { HomePlace } from './homeLinks'
import type { ShopSort } from '@api-types/shop'

/**
 * The nearby-shop list of /api/shop/lists around `place`, sorted by `sort`, ten at a time. A new
 * place or sort starts over. Failures are silent (no toast): the list shows its own error state.
 */
export function useShopList(place: HomePlace | null, sort: ShopSort) {
  const fetchPage = useMemo(
    () =>
      place
        ? (page: number) =>
            lists({ page, limit: SHOP_PAGE_SIZE, sort, latitude: place.latitude, longitude: place.longitude }, { silent: true })
        : null,
    [place, sort],
  )
  return usePagedShops(fetchPage)
}
