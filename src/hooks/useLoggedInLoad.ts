import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isLoggedIn, isLoggedInAtom } from '@/store/session'

export type LoadState = 'idle' | 'loading' | 'ok' | 'error'

/**
 * Loads data that belongs to the logged-in user: on login, and again each time the page shows
 * (other pages change it). The caller renders the state; a result that arrives after a logout is
 * dropped, and a logout clears the data. `store` keeps the value somewhere shared (an atom)
 * instead of in the component.
 */
export function useLoggedInLoad<T>(load: () => Promise<T | null>, store?: [T | null, (value: T | null) => void]) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const local = useState<T | null>(null)
  const [data, setData] = store ?? local
  const [state, setState] = useState<LoadState>('idle')
  const inFlight = useRef(false)
  const loadRef = useRef(load)
  loadRef.current = load

  const reload = useCallback(async () => {
    if (!isLoggedIn() || inFlight.current) return
    inFlight.current = true
    setState('loading')
    try {
      const value = await loadRef.current()
      if (isLoggedIn()) setData(value)
      setState('ok')
    } catch {
      setState('error')
    } finally {
      inFlight.current = false
    }
  }, [setData])

  useEffect(() => {
    if (loggedIn) reload()
    else {
      setData(null)
      setState('idle')
    }
  }, [loggedIn, reload, setData])

  useDidShow(() => {
    reload()
  })

  return { loggedIn, data: loggedIn ? data : null, state, reload }
}
