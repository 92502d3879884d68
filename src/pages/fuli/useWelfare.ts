import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { menuReward } from '@/api/nav'
import { config as signInConfig } from '@/api/signIn'
import { useLoggedInLoad } from '@/hooks/useLoggedInLoad'
import { toNavItems } from '@/lib/navItem'
import { userInfoAtom } from '@/store/session'
import type { NavItem } from '@api-types/nav'
import type { SignInConfig } from '@api-types/signIn'

export type { LoadState } from '@/hooks/useLoggedInLoad'

const BACKGROUND = { silent: true } as const

/**
 * The welfare tab's data: today's sign-in state and gold from /api/signIn/config (logged in only,
 * again each time the tab shows, since signing in happens on another page) and the operator's
 * extra perks (/api/nav/menu_reward, group 'fuli'). All silent.
 */
export function useWelfare() {
  const userInfo = useAtomValue(userInfoAtom)
  const { loggedIn, data: signConfig, state, reload } = useLoggedInLoad<SignInConfig>(
    async () => (await signInConfig(BACKGROUND)).result ?? null,
  )
  const [menus, setMenus] = useState<NavItem[]>([])

  useEffect(() => {
    let alive = true
    menuReward({ group: 'fuli' }, BACKGROUND).then((res) => alive && setMenus(toNavItems(res.result)), () => undefined)
    return () => {
      alive = false
    }
  }, [])

  // the sign-in config carries the freshest gold; the account info is the fallback
  const gold = signConfig?.gold ?? (loggedIn ? userInfo?.gold : undefined)
  return { loggedIn, signConfig, gold, state, reload, menus }
}
