import { useReachBottom } from '@tarojs/taro'
import type { GoldRecord } from '@api-types/signIn'
import { lists } from '@/api/signIn'
import { pageRowsOf, usePagedQuery } from '@/data/usePagedQuery'
import { useAccount } from '@/features/account'
import { GOLD_PAGE_SIZE, isGoldRow } from './goldRecordView'
import { useSignInConfig } from './useSignInConfig'

/**
 * 金币明细: the user's gold balance (/api/user/info, kept in the shared account atom) and the gold
 * ledger from signIn/lists on the data layer's paging engine (silent: the page shows its own
 * states), loaded only when logged in, the next page at the bottom, both again when the page shows.
 * `signedToday` (from the sign-in config, like 每日签到) is true only once the server said so: while
 * unknown or unreadable the page keeps its invitation, which leads to the page that knows.
 */
export function useGoldRecords() {
  const { loggedIn, userInfo } = useAccount()
  const signInConfig = useSignInConfig()
  const list = usePagedQuery<GoldRecord>(
    'gold',
    (page, limit) => lists({ page, limit }, { silent: true }).then((res) => pageRowsOf(res.result, isGoldRow)),
    { limit: GOLD_PAGE_SIZE, whenLoggedIn: true, refreshOnShow: true },
  )

  useReachBottom(() => {
    list.loadMore()
  })

  return { loggedIn, gold: userInfo?.gold, list, signedToday: signInConfig.data?.signed_today === true }
}
