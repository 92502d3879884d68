import type { Locale } from '..'
import { packPart } from '../pack.weapp'

// The mini-program's page titles in zh-Hant, fr and es: from the server's locale pack
// (pack.weapp.ts), not its main package (capped at 1 MB; H5: loaders.ts).
const fromPack = (locale: Locale) => () => packPart(locale, 'titles')

export const LOADERS: Record<Exclude<Locale, 'en' | 'zh-Hans'>, () => Promise<Record<string, string>>> = {
  'zh-Hant': fromPack('zh-Hant'),
  fr: fromPack('fr'),
  es: fromPack('es'),
}
