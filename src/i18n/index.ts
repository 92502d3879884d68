import { atom, useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { LOCALES, FALLBACK_LOCALE } from '@/constants'
import { systemLanguage } from '@/lib/platform'
import { appStore, persistedAtom } from '@/store/persisted'
import en from './locales/en'
import zhHans from './locales/zh-Hans'
import { LOADERS } from './locales/loaders'
import { loadPack } from './pack'
import { tableId, type LocalePack } from './pageTables'

// Locales of docs/product.md (Constants): English is the fallback; the language follows the phone's unless the
// user picks one in settings. Simplified Chinese carries the spec's texts verbatim. English and
// Simplified Chinese ship with the app; the others load on demand, keeping the first load small.
// NutUI's own texts (./nutui.ts) and the page titles (./titles) load only with the pages that
// show them.

export type Locale = (typeof LOCALES)[number]
export type MessageKey = keyof typeof en.messages
export type Params = Record<string, string | number>
export interface LocaleBundle {
  messages: Partial<Record<MessageKey, string>>
  /** The mini-program's page tables of this locale (its build strips them from the pages): see pageTables.ts. */
  pages?: LocalePack['pages']
}

const EN: LocaleBundle = en

/** The bundles loaded so far. */
export const bundlesAtom = atom<Partial<Record<Locale, LocaleBundle>>>({ en: EN, 'zh-Hans': zhHans })

/** Maps a phone or browser language tag ('zh_CN', 'zh-TW', 'fr-FR', ...) to a supported locale. */
export function resolveLocale(language: string | undefined | null): Locale {
  const tag = (language || '').replace('_', '-').toLowerCase()
  if (tag.startsWith('zh')) {
    return /hant|tw|hk|mo/.test(tag) ? 'zh-Hant' : 'zh-Hans'
  }
  const base = tag.split('-')[0]
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : FALLBACK_LOCALE
}

/** The user's choice from settings; '' follows the phone. */
export const chosenLocaleAtom = persistedAtom<Locale | ''>('locale', '')
export const localeAtom = atom<Locale>((get) => get(chosenLocaleAtom) || resolveLocale(systemLanguage()))

/**
 * Fetches a locale's bundle if it is not loaded yet; in the mini-program also its page tables
 * (from the stored copy at once, then refreshed from the server in the background).
 */
export async function loadLocale(locale: Locale): Promise<void> {
  const loaded = appStore.get(bundlesAtom)[locale]
  if (loaded) {
    // English ships its shared messages; in the mini-program its page tables come from the pack
    if (locale === 'en' && !loaded.pages) void loadPack(locale, (pages) => appStore.set(bundlesAtom, (all) => ({ ...all, en: { ...(all.en ?? EN), pages } })))
    return
  }
  const bundle = await LOADERS[locale as keyof typeof LOADERS]()
  appStore.set(bundlesAtom, (loaded) => ({ ...loaded, [locale]: { ...bundle, pages: loaded[locale]?.pages } }))
  // the stored pack applies at once; the server's copy follows without holding up the switch
  void loadPack(locale, (pages) => appStore.set(bundlesAtom, (loaded) => ({ ...loaded, [locale]: { ...(loaded[locale] ?? bundle), pages } })))
}

export function format(template: string, params?: Params): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole))
}

function bundleOf(locale: Locale): LocaleBundle {
  return appStore.get(bundlesAtom)[locale] ?? EN
}

/** A page's own texts, one table per locale; English is required and is the fallback. (In the
 * mini-program build a table carries Simplified Chinese and its fingerprint `id` instead: pageTables.ts.) */
export type PageMessages = { en: Record<string, string> } & Partial<Record<Locale, Record<string, string>>>

export function defineMessages<M extends PageMessages>(messages: M): M {
  return messages
}

/**
 * Looks a key up in the locale, then in English; page messages come before the shared ones. A
 * mini-program page table without the locale (nor English) reads it from the locale's pack, and
 * its Simplified Chinese until the pack is there.
 */
export function translate(locale: Locale, key: string, params?: Params, local?: PageMessages): string {
  const pages = local && !local[locale] ? bundleOf(locale).pages : undefined
  const text =
    local?.[locale]?.[key] ??
    pages?.[tableId(local!)]?.[key] ??
    (bundleOf(locale).messages as Record<string, string>)[key] ??
    local?.en?.[key] ??
    local?.['zh-Hans']?.[key] ??
    (EN.messages as Record<string, string>)[key] ??
    key
  return format(text, params)
}

/** For code outside React (the request client, navigation rules): the current locale's text. */
export function t(key: MessageKey, params?: Params): string {
  return translate(appStore.get(localeAtom), key, params)
}

export type Translate<K extends string = string> = (key: K, params?: Params) => string

/** The current locale; re-renders when it changes or its bundle arrives. */
export function useLocale(): Locale {
  useAtomValue(bundlesAtom)
  return useAtomValue(localeAtom)
}

/** t() bound to the current locale and, when given, a page's own message table. */
export function useT<M extends PageMessages>(local?: M): Translate<MessageKey | Extract<keyof M['en'], string>> {
  const locale = useLocale()
  const bundles = useAtomValue(bundlesAtom)
  // translate() reads the loaded bundles from the store: a bundle that arrives makes a new t()
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key, params) => translate(locale, key, params, local), [locale, local, bundles])
}

/** Switches the language ('' follows the phone again), loading it first. */
export async function setLocale(locale: Locale | ''): Promise<void> {
  await loadLocale(locale || resolveLocale(systemLanguage()))
  appStore.set(chosenLocaleAtom, locale)
}
