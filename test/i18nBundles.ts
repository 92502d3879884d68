import en from '@/i18n/locales/en'
import zhHans from '@/i18n/locales/zh-Hans'
import zhHant from '@/i18n/locales/zh-Hant'
import fr from '@/i18n/locales/fr'
import es from '@/i18n/locales/es'
import enTitles from '@/i18n/titles/en'
import zhHansTitles from '@/i18n/titles/zh-Hans'
import zhHantTitles from '@/i18n/titles/zh-Hant'
import frTitles from '@/i18n/titles/fr'
import esTitles from '@/i18n/titles/es'

/** Every locale's tables, for tests that compare them. */
export const BUNDLES_FOR_TEST = {
  en: { ...en, titles: enTitles },
  'zh-Hans': { ...zhHans, titles: zhHansTitles },
  'zh-Hant': { ...zhHant, titles: zhHantTitles },
  fr: { ...fr, titles: frTitles },
  es: { ...es, titles: esTitles },
} as Record<string, { messages: Record<string, string>; titles: Record<string, string> }>
