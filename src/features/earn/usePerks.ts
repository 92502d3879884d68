import { useAtomValue } from 'jotai'
import { menuReward } from '@/api/nav'
import { config as signInConfig } from '@/api/signIn'
import { useQuery } from '@/data/useQuery'
import { toNavItems } from '@/lib/navItem'
import { isLoggedInAtom, userInfoAtom } from '@/store/session'
import type { NavItem } from '@api-types/nav'
import type { SignInConfig } from '@api-types/signIn'

const BACKGROUND = { silent: true } as const

/**
 * The perks tab's (福利) data: today's sign-in state and gold from /api/signIn/config (logged in only,
 * again each time the tab shows, since signing in happens on another page) and the operator's
 * extra perks (/api/nav/menu_reward, group 'fuli'). All silent.
 */
export function usePerks() {
  const userInfo = useAtomValue(userInfoAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const { data: signConfig, state, reload } = useQuery<SignInConfig>(
    'signInConfig',
    () => signInConfig(BACKGROUND).then((res) => res.result ?? null),
    { whenLoggedIn: true, refreshOnShow: true },
  )
  const menus = useQuery<NavItem[]>('fuli', () => menuReward({ group: 'fuli' }, BACKGROUND).then((res) => toNavItems(res.result))).data ?? []

  // the sign-in config carries the freshest gold; the account info is the fallback
  const gold = signConfig?.gold ?? (loggedIn ? userInfo?.gold : undefined)
  return { loggedIn, signConfig, gold, state, reload, menus }
}
