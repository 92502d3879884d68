import { useEffect, useState } from 'react'
import { type PageMessages, useLocale, useT } from '@/i18n'
import { loadExtraLocales, preloadedLocales } from './extraLocales'

/**
 * useT() for a home-tab message table that holds only English and Simplified Chinese: the other
 * locales are merged in when the user's language needs them (English shows meanwhile, as the
 * app does while a locale bundle loads).
 */
export function useLazyMessages<M extends PageMessages>(base: M) {
  const locale = useLocale()
  const [table, setTable] = useState<M>(() => (preloadedLocales ? { ...base, ...preloadedLocales } : base))
  const missing = !table[locale]

  useEffect(() => {
    if (!missing) return undefined
    let alive = true
    loadExtraLocales()
      .then((more) => alive && setTable((current) => ({ ...current, ...more })))
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [missing])

  return useT(table)
}
