import { useMemo } from 'react'
import { mtList } from '@/api/shop'
import { SHOP_PAGE_SIZE, usePagedShops } from '@/features/shopFeed'
import type { ListPosition } from '@/hooks/useListPosition'
import type { ShopPlatform } from '@api-types/shop'

/** The platform filter of the category page; '' is every platform. */
export const PLATFORM_FILTERS: { value: ShopPlatform | ''; label: 'platformAll' | 'platformMt' | 'platformEle' }[] = [
  { value: '', label: 'platformAll' },
  { value: 'mt', label: 'platformMt' },
  { value: 'ele', label: 'platformEle' },
]

/** The free-meal shops (shop/mt_list) of a category (0 = all) and platform, nearest first; waits for the position. */
export function useCategoryShops(categoryId: number, platform: ShopPlatform | '', position: ListPosition | null) {
  const fetchPage = useMemo(
    () =>
      position
        ? (page: number) =>
            mtList(
              {
                page,
                limit: SHOP_PAGE_SIZE,
                latitude: position.latitude,
                longitude: position.longitude,
                ...(categoryId ? { category_id: categoryId } : {}),
                ...(platform ? { platform } : {}),
              },
              { silent: true },
            )
        : null,
    [categoryId, platform, position],
  )
  return usePagedShops(fetchPage)
}
