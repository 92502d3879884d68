import Taro from '@tarojs/taro'
import { apiUrl } from '@/lib/env'
import { readStored, writeStored } from '@/lib/storage'
import type { LocalePack } from './pageTables'

// The mini-program's texts of a locale other than Simplified Chinese (kept out of its main package,
// which is capped at 1 MB): the page tables (English's too), and for zh-Hant, fr and es the shared
// messages, the page titles and NutUI's texts, of server/public/i18n/<locale>.json. The page tables
// apply from the stored copy at once, then from the server's; the other parts come from the stored copy,
// or the server's on first use (a newer copy stored meanwhile applies from the next start). Until
// either arrives, and offline on first use, pages read in Simplified Chinese, shared texts in English.

const storageKey = (locale: string) => `localePack:${locale}`

function packOf(value: unknown): LocalePack | null {
  const pack = value as Partial<LocalePack> | null
  return pack && typeof pack === 'object' && pack.pages && typeof pack.pages === 'object' ? (pack as LocalePack) : null
}

// one request per locale at a time (the messages, the titles and the page tables ask together)
const inFlight = new Map<string, Promise<LocalePack | null>>()

/** The server's pack of the locale, stored for next time; null when it cannot be had. */
function fetchPack(locale: string): Promise<LocalePack | null> {
  let request = inFlight.get(locale)
  if (!request) {
    request = Taro.request({ url: apiUrl(`/i18n/${locale}.json`), method: 'GET', dataType: 'json', timeout: 10000 })
      .then((res) => {
        const pack = res.statusCode === 200 ? packOf(res.data) : null
        if (pack) writeStored(storageKey(locale), pack)
        return pack
      })
      .catch(() => null)
      .finally(() => inFlight.delete(locale))
    inFlight.set(locale, request)
  }
  return request
}

/** The locale's shared messages, page titles or NutUI texts: the stored copy, else the server's; fails offline. */
export async function packPart<P extends 'messages' | 'titles' | 'nutui'>(locale: string, part: P): Promise<NonNullable<LocalePack[P]>> {
  const stored = packOf(readStored<unknown>(storageKey(locale), null))?.[part]
  if (stored) return stored
  const fetched = (await fetchPack(locale))?.[part]
  if (!fetched) throw new Error(`no ${part} for ${locale}`)
  return fetched
}

export async function loadPack(locale: string, apply: (pages: LocalePack['pages']) => void): Promise<void> {
  const stored = packOf(readStored<unknown>(storageKey(locale), null))
  if (stored) apply(stored.pages)
  // offline: the stored copy (or English) until the next start
  const pack = await fetchPack(locale)
  if (pack) apply(pack.pages)
}
