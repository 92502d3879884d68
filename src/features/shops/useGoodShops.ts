import { useMemo } from 'react'
import { goodShop } from '@/api/shop'
import { SHOP_PAGE_SIZE, usePagedShops } from '@/features/shopFeed'
import type { ListPosition } from '@/hooks/useListPosition'

/** The quality-zone shops (shop/goodShop) of a category (0 = all) near the position (the server keeps
 * those within GOOD_SHOP_RADIUS_M), nearest first; waits for the position. */
export function useGoodShops(categoryId: number, position: ListPosition | null) {
  const fetchPage = useMemo(
    () =>
      position
        ? (page: number) =>
            goodShop(
              {
                page,
                limit: SHOP_PAGE_SIZE,
                latitude: position.latitude,
                longitude: position.longitude,
                ...(categoryId ? { category_id: categoryId } : {}),
              },
              { silent: true },
            )
        : null,
    [categoryId, position],
  )
  return usePagedShops(fetchPage)
}
