import { useMemo } from 'react'
import { useQuery } from '@/data/useQuery'
import { type PageMessages, useLocale, useT } from '@/i18n'
import { loadExtraLocales, preloadedLocales } from './extraLocales'

/**
 * useT() for a home-tab message table that holds only English and Simplified Chinese: the other
 * locales are merged in when the user's language needs them (English shows meanwhile, as the
 * app does while a locale bundle loads).
 */
export function useLazyMessages<M extends PageMessages>(base: M) {
  const locale = useLocale()
  const loaded = useQuery('extraLocales', loadExtraLocales, { enabled: !preloadedLocales && !base[locale] }).data
  const more = preloadedLocales ?? loaded
  const table = useMemo<M>(() => (more ? { ...base, ...more } : base), [base, more])
  return useT(table)
}
