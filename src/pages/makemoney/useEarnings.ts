import { useEffect, useState } from 'react'
import { appConfig } from '@/api/config'
import { menuReward } from '@/api/nav'
import { income } from '@/api/wallet'
import { useLoggedInLoad } from '@/hooks/useLoggedInLoad'
import { toNavItems } from '@/lib/navItem'
import type { AppConfigResult } from '@api-types/config'
import type { NavItem } from '@api-types/nav'
import type { WalletIncomeResult } from '@api-types/wallet'

export type { LoadState } from '@/hooks/useLoggedInLoad'

const BACKGROUND = { silent: true } as const

/**
 * The make-money tab's data: the user's earnings from /api/Wallet/income (when logged in, again
 * each time the tab shows), the commission rates from /api/config/appConfig and the operator's
 * extra menu (/api/nav/menu_reward, group 'makemoney'). All silent: the page shows its own states.
 */
export function useEarnings() {
  const { loggedIn, data: earnings, state, reload } = useLoggedInLoad<WalletIncomeResult>(
    async () => (await income({ page: 1, limit: 1 }, BACKGROUND)).result ?? null,
  )
  const [config, setConfig] = useState<AppConfigResult | null>(null)
  const [menus, setMenus] = useState<NavItem[]>([])

  useEffect(() => {
    let alive = true
    appConfig(BACKGROUND).then((res) => alive && setConfig(res.result ?? null), () => undefined)
    menuReward({ group: 'makemoney' }, BACKGROUND).then((res) => alive && setMenus(toNavItems(res.result)), () => undefined)
    return () => {
      alive = false
    }
  }, [])

  return { loggedIn, earnings, state, reload, config, menus }
}
