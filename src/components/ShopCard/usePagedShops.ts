import type { ApiResponse, Paged } from '@api-types/envelope'
import type { Shop } from '@api-types/shop'
import { type ListStatus, type MoreStatus, pageRowsOf, usePagedList } from '@/hooks/usePagedList'
import type { ApiError } from '@/lib/request'
import { SHOP_PAGE_SIZE, isShopRow } from './paging'

export type FetchShopPage = (page: number) => Promise<ApiResponse<Paged<Shop>>>

export interface PagedShops {
  shops: Shop[]
  status: ListStatus
  more: MoreStatus
  error: ApiError | null
  reload: () => void
  loadMore: () => void
}

/**
 * A paged shop feed on the shared engine (usePagedList), ten at a time: `fetchPage` (null while
 * its inputs are not known yet, e.g. while locating) loads page n. A new fetchPage starts over at
 * page 1; answers to an older one are dropped.
 */
export function usePagedShops(fetchPage: FetchShopPage | null): PagedShops {
  const { items, status, more, error, reload, loadMore } = usePagedList<Shop>(
    (page) => fetchPage!(page).then((res) => pageRowsOf(res.result, isShopRow)),
    fetchPage,
    { limit: SHOP_PAGE_SIZE, enabled: !!fetchPage },
  )
  return { shops: items, status, more, error, reload, loadMore }
}
