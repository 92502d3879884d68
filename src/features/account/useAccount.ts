import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { info as fetchUserInfo } from '@/api/user'
import { useQuery } from '@/data/useQuery'
import { isLoggedInAtom, profileAtom, userInfoAtom } from '@/store/session'
import type { UserInfo } from '@api-types/user'

/**
 * The logged-in account: /api/user/info, loaded on login and again whenever the page shows (the
 * balance and the gold change on other pages), kept in userInfoAtom, which every page that shows
 * the account reads (and an action that changes it writes). Failures are silent: the page shows the
 * last known values (the me tab, a retry line). Logging out clears the atom (clearProfile).
 */
export function useAccount() {
  const profile = useAtomValue(profileAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [userInfo, setUserInfo] = useAtom(userInfoAtom)
  const { data, state, reload } = useQuery<UserInfo | null>(
    'account',
    () => fetchUserInfo({ silent: true }).then((res) => res.result ?? null),
    { whenLoggedIn: true, refreshOnShow: true },
  )
  // a fresh answer (never a stale one: the query drops those) replaces the shared copy
  useEffect(() => {
    if (data) setUserInfo(data)
  }, [data, setUserInfo])
  return { loggedIn, profile, userInfo: loggedIn ? userInfo : null, state, reload }
}
