import { useReachBottom } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import type { GoldPackOrder } from '@api-types/discount'
import type { GoldRedemptionRecord } from '@api-types/goldRedeem'
import { goldRechargeOrders } from '@/api/discount'
import { records } from '@/api/goldRedeem'
import { pageRowsOf, usePagedQuery } from '@/data/usePagedQuery'
import { isLoggedInAtom } from '@/store/session'
import { RECORDS_PAGE_SIZE, isOrderRow, isRecordRow, type OrdersTab } from './goldExchangeView'

/**
 * 兑换记录: the user's redemptions (goldRedeem/records) and gold pack orders
 * (discount/goldRechargeOrders), newest first, on the data layer's paging engine: the tab shown
 * loads (only when logged in, silent: the page shows its own states), the next page at the page
 * bottom, the first page again when the page shows (back from paying, an order may be paid now).
 */
export function useGoldOrders(tab: OrdersTab) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const redemptions = usePagedQuery<GoldRedemptionRecord>(
    'goldRedemptions',
    (page, limit) => records({ page, limit }, { silent: true }).then((res) => pageRowsOf(res.result, isRecordRow)),
    { limit: RECORDS_PAGE_SIZE, enabled: tab === 'redeem', whenLoggedIn: true, refreshOnShow: true },
  )
  const orders = usePagedQuery<GoldPackOrder>(
    'goldPackOrders',
    (page, limit) => goldRechargeOrders({ page, limit }, { silent: true }).then((res) => pageRowsOf(res.result, isOrderRow)),
    { limit: RECORDS_PAGE_SIZE, enabled: tab === 'recharge', whenLoggedIn: true, refreshOnShow: true },
  )

  useReachBottom(() => {
    ;(tab === 'redeem' ? redemptions : orders).loadMore()
  })

  return { loggedIn, redemptions, orders }
}
