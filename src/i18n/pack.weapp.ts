import Taro from '@tarojs/taro'
import { apiUrl } from '@/lib/env'
import { readStored, writeStored } from '@/lib/storage'
import type { LocalePack } from './pageTables'

// The mini-program's page tables of a locale other than English and Simplified Chinese (stripped
// from its main package, which is capped at 1 MB): the stored copy at once, then the server's
// /i18n/<locale>.json. Until either arrives, and offline on first use, pages read in English.

const storageKey = (locale: string) => `localePack:${locale}`

function pagesOf(value: unknown): LocalePack['pages'] | null {
  const pages = (value as Partial<LocalePack> | null)?.pages
  return pages && typeof pages === 'object' ? pages : null
}

export async function loadPack(locale: string, apply: (pages: LocalePack['pages']) => void): Promise<void> {
  const stored = pagesOf(readStored<unknown>(storageKey(locale), null))
  if (stored) apply(stored)
  try {
    const res = await Taro.request({ url: apiUrl(`/i18n/${locale}.json`), method: 'GET', dataType: 'json', timeout: 10000 })
    const pages = res.statusCode === 200 ? pagesOf(res.data) : null
    if (!pages) return
    writeStored(storageKey(locale), { pages })
    apply(pages)
  } catch {
    // offline: the stored copy (or English) until the next start
  }
}
