import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import type { UserInfo } from '@api-types/user'
import { info } from '@/api/user'
import { useQuery } from '@/data/useQuery'
import { isLoggedInAtom, profileAtom, userInfoAtom } from '@/store/session'

/**
 * The account the wallet pages act on: /api/user/info (balance, frozen amount, payment password,
 * payout binding, phone), loaded when logged in and again whenever the page shows (back from
 * binding Alipay or setting the password), every fresh answer copied into the shared userInfoAtom
 * (docs/features.md, the data layer) and the shared copy shown. Like useAccount, plus the load's
 * error, so that a page tells no network from the server's refusal.
 */
export function useWalletAccount() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const profile = useAtomValue(profileAtom)
  const [shared, setShared] = useAtom(userInfoAtom)
  const account = useQuery<UserInfo | null>('walletAccount', () => info({ silent: true }).then((res) => res.result ?? null), {
    whenLoggedIn: true,
    refreshOnShow: true,
  })
  useEffect(() => {
    if (account.data) setShared(account.data)
  }, [account.data, setShared])

  const userInfo = loggedIn ? shared ?? account.data : null
  return {
    loggedIn,
    profile,
    userInfo,
    /** 'ready' once an account is known (a fresh answer or the shared copy), else the load's state. */
    state: !loggedIn ? ('idle' as const) : userInfo ? ('ready' as const) : account.state === 'error' ? ('error' as const) : ('loading' as const),
    error: account.error,
    reload: account.reload,
    /** Reads it again keeping what is shown. */
    refresh: () => account.refresh().catch(() => undefined),
    /** Writes what an action changed into the shared copy. */
    update: (change: (info: UserInfo) => UserInfo) => setShared((info) => (info ? change(info) : info)),
  }
}
