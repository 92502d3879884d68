import type { ApiResponse } from '@api-types/envelope'
import type { Shop, ShopPage } from '@api-types/shop'
import { type ListStatus, type MoreStatus, type PageAnswer, pageRowsOf, usePagedQuery } from '@/data/usePagedQuery'
import type { ApiError } from '@/lib/request'
import { SHOP_PAGE_SIZE, isShopRow } from './paging'

export type FetchShopPage = (page: number) => Promise<ApiResponse<ShopPage>>

export interface PagedShops {
  shops: Shop[]
  status: ListStatus
  more: MoreStatus
  error: ApiError | null
  reload: () => void
  loadMore: () => void
  /** server_time of the latest page: the moment its deals' slots were counted. */
  serverTime?: string
}

/**
 * A paged shop feed on the data layer's paging engine (usePagedQuery), ten at a time: `fetchPage` (null while
 * its inputs are not known yet, e.g. while locating) loads page n. A new fetchPage starts over at
 * page 1; answers to an older one are dropped. `serverTime` is the latest answer's (the cards read
 * their deals as of it).
 */
export function usePagedShops(fetchPage: FetchShopPage | null): PagedShops {
  const { items, last, status, more, error, reload, loadMore } = usePagedQuery<Shop, PageAnswer<Shop> & Pick<ShopPage, 'server_time'>>(
    fetchPage,
    (page) => fetchPage!(page).then((res) => ({ ...pageRowsOf(res.result, isShopRow), server_time: res.result?.server_time })),
    { limit: SHOP_PAGE_SIZE, enabled: !!fetchPage },
  )
  return { shops: items, status, more, error, reload, loadMore, serverTime: last?.server_time }
}
