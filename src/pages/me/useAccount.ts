import { useAtom, useAtomValue } from 'jotai'
import { info as fetchUserInfo } from '@/api/user'
import { useLoggedInLoad } from '@/hooks/useLoggedInLoad'
import { profileAtom, userInfoAtom } from '@/store/session'
import type { UserInfo } from '@api-types/user'

export type { LoadState } from '@/hooks/useLoggedInLoad'

/**
 * The logged-in account for the me tab: loads /api/user/info whenever the tab shows (the balance
 * changes on other pages) and keeps it in userInfoAtom. Failures are silent: the page shows the
 * last known values and a retry line.
 */
export function useAccount() {
  const profile = useAtomValue(profileAtom)
  const { loggedIn, data: userInfo, state, reload } = useLoggedInLoad<UserInfo>(
    async () => (await fetchUserInfo({ silent: true })).result ?? null,
    useAtom(userInfoAtom),
  )
  return { loggedIn, profile, userInfo, state, reload }
}
