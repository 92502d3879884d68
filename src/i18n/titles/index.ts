import { atom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { appStore } from '@/store/persisted'
import type { Locale } from '..'
import en from './en'
import zhHans from './zh-Hans'
import { LOADERS } from './loaders'

// The 88 page titles per locale. Apart from the shared messages because only the navigation bar of
// non-tab pages shows them: the home tab's first load does not carry them.

export const titlesAtom = atom<Partial<Record<Locale, Record<string, string>>>>({ en, 'zh-Hans': zhHans })

export async function loadTitles(locale: Locale): Promise<void> {
  if (appStore.get(titlesAtom)[locale]) return
  const titles = await LOADERS[locale as keyof typeof LOADERS]()
  appStore.set(titlesAtom, (loaded) => ({ ...loaded, [locale]: titles }))
}

/** A route's title in the locale, English until a locale loaded on demand arrives. */
export function pageTitle(locale: Locale, route: string): string {
  return appStore.get(titlesAtom)[locale]?.[route] ?? en[route] ?? ''
}

export function usePageTitle(locale: Locale, route: string): string {
  useAtomValue(titlesAtom)
  useEffect(() => {
    loadTitles(locale).catch(() => undefined)
  }, [locale])
  return pageTitle(locale, route)
}
