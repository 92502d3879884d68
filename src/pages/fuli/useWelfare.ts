import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { menuReward } from '@/api/nav'
import { config as signInConfig } from '@/api/signIn'
import { isLoggedIn, isLoggedInAtom, userInfoAtom } from '@/store/session'
import type { NavItem } from '@api-types/nav'
import type { SignInConfig } from '@api-types/signIn'

export type LoadState = 'idle' | 'loading' | 'ok' | 'error'

const BACKGROUND = { silent: true } as const

function navItems(value: unknown): NavItem[] {
  return Array.isArray(value)
    ? value.filter((i): i is NavItem => !!i && typeof i === 'object' && typeof i.name === 'string' && [1, 2, 3, 4].includes(Number(i.type)))
    : []
}

/**
 * The welfare tab's data: today's sign-in state and gold from /api/signIn/config (logged in only,
 * again each time the tab shows, since signing in happens on another page) and the operator's
 * extra perks (/api/nav/menu_reward, group 'fuli'). All silent.
 */
export function useWelfare() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const userInfo = useAtomValue(userInfoAtom)
  const [signConfig, setSignConfig] = useState<SignInConfig | null>(null)
  const [state, setState] = useState<LoadState>('idle')
  const [menus, setMenus] = useState<NavItem[]>([])
  const inFlight = useRef(false)

  const reload = useCallback(async () => {
    if (!isLoggedIn() || inFlight.current) return
    inFlight.current = true
    setState('loading')
    try {
      const res = await signInConfig(BACKGROUND)
      if (isLoggedIn()) setSignConfig(res.result ?? null)
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
      setSignConfig(null)
      setState('idle')
    }
  }, [loggedIn, reload])

  useDidShow(() => {
    reload()
  })

  useEffect(() => {
    let alive = true
    menuReward({ group: 'fuli' }, BACKGROUND).then((res) => alive && setMenus(navItems(res.result)), () => undefined)
    return () => {
      alive = false
    }
  }, [])

  const config = loggedIn ? signConfig : null
  // the sign-in config carries the freshest gold; the account info is the fallback
  const gold = config?.gold ?? (loggedIn ? userInfo?.gold : undefined)
  return { loggedIn, signConfig: config, gold, state, reload, menus }
}
