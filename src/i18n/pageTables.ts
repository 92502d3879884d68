// A page's message table is known across builds by a fingerprint of its English texts, which every
// build keeps. The mini-program ships page tables in English and Simplified Chinese only (the
// others are stripped at build time: config/babel-strip-page-locales.js) and finds the rest in the
// locale pack the server serves (server/public/i18n/<locale>.json, written by
// `npm run locale-packs`). A table whose English changed since the pack was made falls back to
// English until the pack is regenerated.

/** FNV-1a (32 bit) of the table's sorted key=value lines, as 8 hex digits. */
export function fingerprint(table: Record<string, string>): string {
  const text = Object.keys(table).sort().map((key) => `${key}=${table[key]}`).join('\n')
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

const ids = new WeakMap<object, string>()

/** The fingerprint of a page table's English, computed once per table. */
export function tableId(english: Record<string, string>): string {
  let id = ids.get(english)
  if (!id) {
    id = fingerprint(english)
    ids.set(english, id)
  }
  return id
}

/**
 * A locale pack: page tables by the fingerprint of their English; for the mini-program also the
 * locale's shared messages and page titles (its build does not carry them: i18n/locales/loaders.weapp.ts).
 */
export interface LocalePack {
  pages: Record<string, Record<string, string>>
  messages?: Record<string, string>
  titles?: Record<string, string>
}
