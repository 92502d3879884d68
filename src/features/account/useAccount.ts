import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { info as fetchUserInfo } from '@/api/user'
import { useQuery } from '@/data/useQuery'
import { appStore } from '@/store/persisted'
import { isLoggedInAtom, profileAtom, userInfoAtom } from '@/store/session'
import type { UserInfo } from '@api-types/user'

/** One read of user/info, and whether the shared copy was written while it was on its way. */
interface AccountRead {
  info: UserInfo | null
  overtaken: boolean
}

/**
 * Reads the account again after an action changed it on the server (a sign-in, a redemption, a
 * membership bought): its figures are the server's, never patched field by field on the app's
 * side (docs/features.md, the data layer). Every page that shows the account follows. An answer
 * that a newer write overtook is dropped, as useAccount's; never rejects.
 */
export async function reloadAccount(): Promise<void> {
  if (!appStore.get(isLoggedInAtom)) return
  const before = appStore.get(userInfoAtom)
  try {
    const info = (await fetchUserInfo({ silent: true })).result
    if (info && appStore.get(isLoggedInAtom) && appStore.get(userInfoAtom) === before) appStore.set(userInfoAtom, info)
  } catch {
    // offline or refused: the pages keep the last known figures until the next read on show
  }
}

/**
 * The logged-in account: /api/user/info, loaded on login and again whenever the page shows (the
 * balance and the gold change on other pages; back from binding Alipay or setting the payment
 * password), kept in userInfoAtom, which every page that shows the account reads (and an action that
 * changes it writes: `update`). Failures are silent: the page shows the last known values (the me
 * tab, a retry line), or, while none is known, the load's `error` (no network or the server's
 * refusal). Logging out clears the atom (clearProfile).
 *
 * A read that an action's write overtook (a nickname saved while the page's read on show was on its
 * way) is not copied over it: the server may have answered it before the write.
 */
export function useAccount() {
  const profile = useAtomValue(profileAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [shared, setShared] = useAtom(userInfoAtom)
  const { data, state, error, reload, refresh } = useQuery<AccountRead>(
    'account',
    () => {
      const before = appStore.get(userInfoAtom)
      return fetchUserInfo({ silent: true }).then((res) => ({ info: res.result ?? null, overtaken: appStore.get(userInfoAtom) !== before }))
    },
    { whenLoggedIn: true, refreshOnShow: true },
  )
  // a fresh answer (never a stale one: the query drops those, and skips overtaken ones) replaces the shared copy
  useEffect(() => {
    if (data?.info && !data.overtaken) setShared(data.info)
  }, [data, setShared])
  const userInfo = loggedIn ? shared ?? data?.info ?? null : null
  return {
    loggedIn,
    profile,
    userInfo,
    /** The load's state. */
    state,
    /** What a page that needs the account shows: 'ready' once one is known (a fresh answer or the shared copy), else the load's state. */
    shown: !loggedIn ? ('idle' as const) : userInfo ? ('ready' as const) : state === 'error' ? ('error' as const) : ('loading' as const),
    error,
    reload,
    /** Reads it again keeping what is shown (never rejects). */
    refresh: () => refresh().catch(() => undefined),
  }
}
