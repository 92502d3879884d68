import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { appConfig } from '@/api/config'
import { menuReward } from '@/api/nav'
import { income } from '@/api/wallet'
import { isLoggedIn, isLoggedInAtom } from '@/store/session'
import type { AppConfigResult } from '@api-types/config'
import type { NavItem } from '@api-types/nav'
import type { WalletIncomeResult } from '@api-types/wallet'

export type LoadState = 'idle' | 'loading' | 'ok' | 'error'

const BACKGROUND = { silent: true } as const

function navItems(value: unknown): NavItem[] {
  return Array.isArray(value)
    ? value.filter((i): i is NavItem => !!i && typeof i === 'object' && typeof i.name === 'string' && [1, 2, 3, 4].includes(Number(i.type)))
    : []
}

/**
 * The make-money tab's data: the user's earnings from /api/Wallet/income (when logged in, again
 * each time the tab shows), the commission rates from /api/config/appConfig and the operator's
 * extra menu (/api/nav/menu_reward, group 'makemoney'). All silent: the page shows its own states.
 */
export function useEarnings() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [earnings, setEarnings] = useState<WalletIncomeResult | null>(null)
  const [state, setState] = useState<LoadState>('idle')
  const [config, setConfig] = useState<AppConfigResult | null>(null)
  const [menus, setMenus] = useState<NavItem[]>([])
  const inFlight = useRef(false)

  const reload = useCallback(async () => {
    if (!isLoggedIn() || inFlight.current) return
    inFlight.current = true
    setState('loading')
    try {
      const res = await income({ page: 1, limit: 1 }, BACKGROUND)
      if (isLoggedIn()) setEarnings(res.result ?? null)
      setState('ok')
    } catch {
      setState('error')
    } finally {
      inFlight.current = false
    }
  }, [])

  useEffect(() => {
    if (loggedIn) reload()
    else {
      setEarnings(null)
      setState('idle')
    }
  }, [loggedIn, reload])

  useDidShow(() => {
    reload()
  })

  useEffect(() => {
    let alive = true
    appConfig(BACKGROUND).then((res) => alive && setConfig(res.result ?? null), () => undefined)
    menuReward({ group: 'makemoney' }, BACKGROUND).then((res) => alive && setMenus(navItems(res.result)), () => undefined)
    return () => {
      alive = false
    }
  }, [])

  return { loggedIn, earnings: loggedIn ? earnings : null, state, reload, config, menus }
}
