import { useReachBottom } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import type { MemberOrder } from '@api-types/member'
import { lists } from '@/api/member'
import { pageRowsOf, usePagedQuery } from '@/data/usePagedQuery'
import { isLoggedInAtom } from '@/store/session'
import { ORDER_PAGE_SIZE, isOrderRow } from './memberView'

/**
 * 会员订单: the user's membership orders, newest first (member/lists), on the data layer's paging
 * engine: only when logged in, silent (the page shows its own states), the next page at the page
 * bottom, the first page again when the page shows (back from paying, an order may be paid now).
 */
export function useMemberOrders() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const list = usePagedQuery<MemberOrder>(
    'memberOrders',
    (page, limit) => lists({ page, limit }, { silent: true }).then((res) => pageRowsOf(res.result, isOrderRow)),
    { limit: ORDER_PAGE_SIZE, whenLoggedIn: true, refreshOnShow: true },
  )

  useReachBottom(() => {
    list.loadMore()
  })

  return { loggedIn, list }
}
