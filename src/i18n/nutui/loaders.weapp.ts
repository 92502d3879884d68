import type { Locale } from '..'
import type { NutLocale } from '../nutui'
import { packPart } from '../pack.weapp'
import { NUT_FUNCTIONS } from './functions'

// The mini-program's NutUI texts in zh-Hant, fr and es: the server's locale pack (pack.weapp.ts)
// holds their strings, not the main package (capped at 1 MB; H5: loaders.ts); the few that are
// functions, which JSON cannot carry, are added from functions.ts.
const fromPack = (locale: keyof typeof NUT_FUNCTIONS) => async (): Promise<NutLocale> => {
  const texts = (await packPart(locale, 'nutui')) as unknown as NutLocale
  const { calendaritem, comment } = NUT_FUNCTIONS[locale]
  return { ...texts, calendaritem: { ...texts.calendaritem, ...calendaritem }, comment: { ...texts.comment, ...comment } }
}

export const NUT_LOADERS: Record<Exclude<Locale, 'en' | 'zh-Hans'>, () => Promise<NutLocale>> = {
  'zh-Hant': fromPack('zh-Hant'),
  fr: fromPack('fr'),
  es: fromPack('es'),
}
