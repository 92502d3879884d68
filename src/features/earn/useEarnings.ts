import { appConfig } from '@/api/config'
import { menuReward } from '@/api/nav'
import { useQuery } from '@/data/useQuery'
import { useAccount } from '@/features/account'
import { toNavItems } from '@/lib/navItem'
import type { AppConfigResult } from '@api-types/config'
import type { NavItem } from '@api-types/nav'

const BACKGROUND = { silent: true } as const

/**
 * The make-money tab's data: the wallet figures of the logged-in account (the account's
 * user/info, again each time the tab shows, shared with the me tab), the commission rates from
 * config/appConfig and the operator's extra menu (nav/menu_reward, group 'makemoney'). All silent:
 * the page shows its own states. The wallet's income call (earnings totals and ledger) is not built
 * on the server yet, so the tab does not call it.
 */
export function useEarnings() {
  const { loggedIn, userInfo: account, state, reload } = useAccount()
  const config = useQuery<AppConfigResult>('appConfig', () => appConfig(BACKGROUND).then((res) => res.result ?? null)).data
  const menus = useQuery<NavItem[]>('makemoney', () => menuReward({ group: 'makemoney' }, BACKGROUND).then((res) => toNavItems(res.result))).data ?? []
  return { loggedIn, account, state, reload, config, menus }
}
