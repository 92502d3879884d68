import type { Locale, LocaleBundle } from '..'
import { packPart } from '../pack.weapp'

// The mini-program's shared messages in zh-Hant, fr and es: from the server's locale pack
// (pack.weapp.ts), not its main package (capped at 1 MB; H5: loaders.ts).
const fromPack = (locale: Locale) => async (): Promise<LocaleBundle> => ({ messages: await packPart(locale, 'messages') })

export const LOADERS: Record<Exclude<Locale, 'en' | 'zh-Hans'>, () => Promise<LocaleBundle>> = {
  'zh-Hant': fromPack('zh-Hant'),
  fr: fromPack('fr'),
  es: fromPack('es'),
}
