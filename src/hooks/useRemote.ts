import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiError } from '@/lib/request'

export type RemoteState = 'loading' | 'ready' | 'error'

/**
 * One record a page shows (a shop's deal, an order): loaded on mount and when `key` changes.
 * `reload` shows the loading state again; `refresh` replaces the record quietly (after an action
 * the server refused, say); `setData` takes a record an action answered with. Answers to an older
 * request are dropped.
 */
export function useRemote<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | null>(null)
  const [state, setState] = useState<RemoteState>('loading')
  const [error, setError] = useState<ApiError | null>(null)
  const loadRef = useRef(load)
  loadRef.current = load
  const seq = useRef(0)

  const reload = useCallback(async () => {
    const id = ++seq.current
    setState('loading')
    setError(null)
    try {
      const value = await loadRef.current()
      if (id !== seq.current) return
      setData(value)
      setState('ready')
    } catch (e) {
      if (id !== seq.current) return
      setError(e as ApiError)
      setState('error')
    }
  }, [])

  const refresh = useCallback(async () => {
    const id = ++seq.current
    try {
      const value = await loadRef.current()
      if (id === seq.current) setData(value)
    } catch {
      // the record on screen stays; the next action or visit tries again
    }
  }, [])

  useEffect(() => {
    reload()
  }, [key, reload])

  return { data, setData, state, error, reload, refresh }
}
