import { generationOf, publishChange } from '../../db/changes'

// Shop list pages read from memory for a moment (docs/server.md "Shops and places"): the home page's
// list at a popular position is asked by many people at once, and its shops, deals and taken slots
// change far more slowly than they are read. A page is reused for LIST_CACHE_TTL_MS; a grab or a
// cancel forgets every page at once, in every process (the quota it shows moved: the change bus,
// db/changes.ts), as does an operator's edit of shops or deals. Figures that follow the time of
// day (released quota, server_time) are computed on every answer from the cached rows; what the
// user may do is always decided on the live rows (a grab takes its slot from the deal's counter:
// docs/server.md "Slots at the peak").

/** How long a page is reused. */
export const LIST_CACHE_TTL_MS = 2_000
/** Pages kept at most: the oldest goes first (positions are many, popular ones few). */
export const LIST_CACHE_MAX_PAGES = 500

interface Entry<T> {
  /** Read at this time (app.clock): a clock set back, as tests do, does not reuse a later page. */
  from: number
  until: number
  generation: number
  value: Promise<T>
}

/** Every cached page is stale, in every process: a slot was taken or given back (call after its commit). */
export function forgetShopLists(): void {
  publishChange('shop_lists')
}

/** Pages (and nearby.ts's rows) read before the last forgetShopLists (of any process) carry an older number. */
export function listGeneration(): number {
  return generationOf('shop_lists')
}

/**
 * Pages by key for one database. `load` runs once per key however many ask while it runs (fifty
 * people opening home together cost one read); a failed load is not kept.
 */
export class ListCache<T> {
  private readonly pages = new Map<string, Entry<T>>()

  get(key: string, nowMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.pages.get(key)
    const generation = listGeneration()
    if (hit && hit.from <= nowMs && nowMs < hit.until && hit.generation === generation) return hit.value
    if (hit) this.pages.delete(key)
    const value = load()
    const entry: Entry<T> = { from: nowMs, until: nowMs + LIST_CACHE_TTL_MS, generation, value }
    this.pages.set(key, entry)
    value.catch(() => { if (this.pages.get(key) === entry) this.pages.delete(key) })
    if (this.pages.size > LIST_CACHE_MAX_PAGES) this.pages.delete(this.pages.keys().next().value!)
    return value
  }
}
