import { useDidShow } from '@tarojs/taro'
import { useAtom, useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { info as fetchUserInfo } from '@/api/user'
import { isLoggedIn, isLoggedInAtom, profileAtom, userInfoAtom } from '@/store/session'

export type LoadState = 'idle' | 'loading' | 'ok' | 'error'

/**
 * The logged-in account for the me tab: loads /api/user/info whenever the tab shows (the balance
 * changes on other pages) and keeps it in userInfoAtom. Failures are silent: the page shows the
 * last known values and a retry line.
 */
export function useAccount() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const profile = useAtomValue(profileAtom)
  const [userInfo, setUserInfo] = useAtom(userInfoAtom)
  const [state, setState] = useState<LoadState>('idle')
  const inFlight = useRef(false)

  const reload = useCallback(async () => {
    if (!isLoggedIn() || inFlight.current) return
    inFlight.current = true
    setState('loading')
    try {
      const res = await fetchUserInfo({ silent: true })
      // a logout while the call ran must not bring the account back
      if (isLoggedIn()) setUserInfo(res.result ?? null)
      setState('ok')
    } catch {
      setState('error')
    } finally {
      inFlight.current = false
    }
  }, [setUserInfo])

  useEffect(() => {
    if (loggedIn) reload()
    else setState('idle')
  }, [loggedIn, reload])

  useDidShow(() => {
    reload()
  })

  return { loggedIn, profile, userInfo: loggedIn ? userInfo : null, state, reload }
}
