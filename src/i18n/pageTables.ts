import tableFingerprint from '../../config/table-fingerprint'

// A page's message table is known across builds by a fingerprint of its English. The mini-program
// ships page tables in Simplified Chinese only: its build strips the other locales and writes the
// fingerprint in place of the English (`id`: config/babel-strip-page-locales.js), and the app
// finds them in the locale pack the server serves (server/public/i18n/<locale>.json, written by
// `npm run locale-packs`). A table whose English changed since the pack was made reads its
// Simplified Chinese there (its English on H5) until the pack is regenerated.

/** A table's fingerprint: FNV-1a of its English's sorted key=value lines (config/table-fingerprint.js). */
export const fingerprint: (table: Record<string, string>) => string = tableFingerprint.fingerprint

const ids = new WeakMap<object, string>()

/** The fingerprint of a page table: written by the mini-program build (`id`), else of its English, computed once per table. */
export function tableId(table: { en?: Record<string, string>; id?: string }): string {
  if (table.id) return table.id
  const english = table.en ?? {}
  let id = ids.get(english)
  if (!id) {
    id = fingerprint(english)
    ids.set(english, id)
  }
  return id
}

/**
 * A locale pack: page tables by the fingerprint of their English; for the mini-program also the
 * locale's shared messages, page titles and NutUI's texts (its build does not carry them:
 * i18n/locales/loaders.weapp.ts, i18n/nutui/loaders.weapp.ts).
 */
export interface LocalePack {
  pages: Record<string, Record<string, string>>
  messages?: Record<string, string>
  titles?: Record<string, string>
  /** NutUI's texts (nested, without the few that are functions: i18n/nutui/functions.ts). */
  nutui?: Record<string, unknown>
}
