import type { Locale } from '..'
import type { NutLocale } from '../nutui'

// NutUI's texts in the locales that do not ship with the first load: chunks of their own (the
// mini-program's come from the server's locale pack: loaders.weapp.ts).
export const NUT_LOADERS: Record<Exclude<Locale, 'en' | 'zh-Hans'>, () => Promise<NutLocale>> = {
  'zh-Hant': async () => (await import('@nutui/nutui-react-taro/dist/es/locales/zh-TW')).default,
  fr: async () => (await import('./fr')).default,
  es: async () => (await import('./es')).default,
}
