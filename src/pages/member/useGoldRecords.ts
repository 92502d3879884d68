import { useDidShow, useReachBottom } from '@tarojs/taro'
import type { GoldRecord } from '@api-types/signIn'
import { lists } from '@/api/signIn'
import { pageRowsOf, usePagedList } from '@/hooks/usePagedList'
import { useAccount } from '@/pages/me/useAccount'
import { GOLD_PAGE_SIZE, isGoldRow } from './goldRecordView'

/**
 * 金币明细: the user's gold balance (/api/user/info, kept in the shared account atom) and the gold
 * ledger from signIn/lists on the shared paging engine (silent: the page shows its own states),
 * loaded only when logged in, the next page at the bottom, both again when the page shows.
 */
export function useGoldRecords() {
  const { loggedIn, userInfo } = useAccount()
  const list = usePagedList<GoldRecord>(
    (page, limit) => lists({ page, limit }, { silent: true }).then((res) => pageRowsOf(res.result, isGoldRow)),
    'gold',
    { limit: GOLD_PAGE_SIZE, enabled: loggedIn },
  )

  useDidShow(() => {
    if (loggedIn) list.refresh().catch(() => undefined)
  })
  useReachBottom(() => {
    list.loadMore()
  })

  return { loggedIn, gold: userInfo?.gold, list }
}
