import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import { atom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { appStore } from '@/store/persisted'
import { useLocale, type Locale } from '.'
import { NUT_LOADERS } from './nutui/loaders'

// NutUI's own texts (pickers, uploader, calendar...) in the app's locale. Kept apart from the core
// tables so the home tab, which shows no NutUI texts, does not load them. NutUI has no French or
// Spanish packs: ./nutui/fr.ts and ./nutui/es.ts are ours. The mini-program reads zh-Hant, fr and es
// from the server's locale pack (nutui/loaders.weapp.ts).

export type NutLocale = typeof enUS

export const nutPacksAtom = atom<Partial<Record<Locale, NutLocale>>>({ en: enUS, 'zh-Hans': zhCN })

export async function loadNutLocale(locale: Locale): Promise<void> {
  if (appStore.get(nutPacksAtom)[locale]) return
  const pack = await NUT_LOADERS[locale as keyof typeof NUT_LOADERS]()
  appStore.set(nutPacksAtom, (packs) => ({ ...packs, [locale]: pack }))
}

/** NutUI's texts in the current locale (English until a pack loaded on demand arrives). */
export function useNutLocale(): NutLocale {
  const locale = useLocale()
  const packs = useAtomValue(nutPacksAtom)
  useEffect(() => {
    loadNutLocale(locale).catch(() => undefined)
  }, [locale])
  return packs[locale] ?? enUS
}
