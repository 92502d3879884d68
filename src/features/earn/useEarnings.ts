import { menuReward } from '@/api/nav'
import { income } from '@/api/wallet'
import { useQuery } from '@/data/useQuery'
import { useAccount } from '@/features/account'
import { toNavItems } from '@/lib/navItem'
import type { NavItem } from '@api-types/nav'
import { incomeFigures, type IncomeFigures } from './makeMoney'

const BACKGROUND = { silent: true } as const

/**
 * The make-money tab's data: the wallet figures of the logged-in account (the account's
 * user/info, again each time the tab shows, shared with the me tab), today's and all earnings
 * (Wallet/income's totals: one row asked, only when logged in, again each time the tab shows)
 * and the operator's extra menu (nav/menu_reward,
 * group 'makemoney'). All silent: the page shows its own states, and a figure not known reads '--'.
 */
export function useEarnings() {
  const { loggedIn, userInfo: account, state, reload } = useAccount()
  const earned = useQuery<IncomeFigures | null>('walletIncome', () => income({ page: 1, limit: 1 }, BACKGROUND).then((res) => incomeFigures(res.result)), {
    whenLoggedIn: true,
    refreshOnShow: true,
  }).data
  const menus = useQuery<NavItem[]>('makemoney', () => menuReward({ group: 'makemoney' }, BACKGROUND).then((res) => toNavItems(res.result))).data ?? []
  return { loggedIn, account, state, reload, earned, menus }
}
