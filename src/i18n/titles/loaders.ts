import type { Locale } from '..'

// The page titles of the locales that do not ship with the pages: chunks of their own (the
// mini-program's come from the server's locale pack: loaders.weapp.ts).
export const LOADERS: Record<Exclude<Locale, 'en' | 'zh-Hans'>, () => Promise<Record<string, string>>> = {
  'zh-Hant': async () => (await import('./zh-Hant')).default,
  fr: async () => (await import('./fr')).default,
  es: async () => (await import('./es')).default,
}
