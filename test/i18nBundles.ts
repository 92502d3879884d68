import en from '@/i18n/locales/en'
import zhHans from '@/i18n/locales/zh-Hans'
import zhHant from '@/i18n/locales/zh-Hant'
import fr from '@/i18n/locales/fr'
import es from '@/i18n/locales/es'

/** Every locale's tables, for tests that compare them. */
export const BUNDLES_FOR_TEST = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, fr, es } as Record<string, { messages: Record<string, string>; titles: Record<string, string> }>
