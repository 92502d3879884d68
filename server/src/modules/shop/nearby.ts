import { haversineMetres, type Position } from './geo'
import { LIST_CACHE_MAX_PAGES, LIST_CACHE_TTL_MS, listGeneration } from './listCache'

// "Nearest first" pages shared by nearby positions (docs/server.md "Shops and places"). A read
// around one position (the shops nearest to it, a few times more than its page needs) holds the
// page of every position close enough to it: from each such position the distances and the order
// are computed again, and a page is answered from those rows only when they prove it complete
// (Around, pageAround). So people at positions of their own, a street apart, share one read; the
// rows are kept like a page (listCache.ts: LIST_CACHE_TTL_MS, forgotten on a grab or a cancel).

/** A shop row as this module needs it: the id breaks ties of distance, as in the SQL order. */
export interface Located {
  shop: { id: number; latitude: number; longitude: number }
}

/** What a read around a position found. */
export interface Around<R extends Located> {
  centre: Position
  /** The matching shops nearest to the centre, nearest first. */
  rows: R[]
  /** Every matching shop nearer to the centre than this (metres) is in rows; Infinity when rows hold every one. */
  reach: number
  /** Metres: the read's own radius (rows hold only shops within it of the centre), Infinity without one. */
  bound: number
}

/** A page: its rows with their distances (metres, unrounded) from the position asked, and whether more follow. */
export interface NearPage<R> {
  rows: { row: R; distance: number }[]
  more: boolean
}

/** Metres added to the distance between two positions, for the last bits of floating point. */
const SLACK_M = 1

/**
 * The page at `position` (rows `offset` to `offset + limit`, nearest first, ties by id; only
 * those within `radiusM` when given) from what a read around another position found, or null
 * when those rows cannot prove it: some shop outside them could belong on it. The rows hold every
 * shop nearer to the centre than `reach` (and within `bound`), so they hold every shop nearer to
 * `position` than `reach` less the distance between the two (and `bound` less it): the page is
 * exact when its rows lie within that and another row follows them (`more`, whichever it is), or
 * when the whole list lies within it.
 */
export function pageAround<R extends Located>(around: Around<R>, position: Position, offset: number, limit: number, radiusM?: number): NearPage<R> | null {
  const apart = haversineMetres(around.centre, position) + SLACK_M
  const sure = Math.min(around.reach, around.bound) - apart
  const scored: { row: R; distance: number }[] = []
  for (const row of around.rows) {
    const distance = haversineMetres(position, row.shop)
    if (radiusM === undefined || distance <= radiusM) scored.push({ row, distance })
  }
  scored.sort((a, b) => a.distance - b.distance || a.row.shop.id - b.row.shop.id)
  const end = offset + limit
  const whole = radiusM === undefined ? sure === Infinity : radiusM < sure
  if (!whole && !(scored.length > end && scored[end - 1].distance < sure)) return null
  return { rows: scored.slice(offset, end), more: scored.length > end }
}

/** Reads around a position are looked up by area: squares of this many degrees, the nine around a position. */
const AREA_DEGREES = 0.02
/** Reads tried per answer, nearest first (each costs a distance per row). */
const MAX_TRIES = 6
/** Reads kept per area and list (the newest). */
const MAX_PER_AREA = 8
/** Rows kept in all (the oldest reads go first): with LIST_CACHE_MAX_PAGES reads, a bound on memory. */
export const NEARBY_MAX_ROWS = 20_000
/** Answers remembered per read (those asked again at the same position: many ask at a city's centre). */
const MAX_ANSWERS = 64

interface Entry<R extends Located> {
  key: string
  centre: Position
  area: string
  /** Read at this time (app.clock): a clock set back does not reuse a later read. */
  from: number
  until: number
  generation: number
  value: Promise<Around<R>>
  /** Its rows, once read. */
  rows: number
  /** Its answers by position and page (`fit` gives the same for the same). */
  answers: Map<string, unknown>
}

const areaOf = (key: string, i: number, j: number) => `${key}|${i}|${j}`
const cellOf = (p: Position) => [Math.floor(p.latitude / AREA_DEGREES), Math.floor(p.longitude / AREA_DEGREES)]

/**
 * Reads around positions for one database, by list (`key`: filters and day). A read that holds
 * every matching shop answers that list at any position. At most LIST_CACHE_MAX_PAGES reads are
 * kept, the oldest dropped first; a failed read is not kept.
 */
export class NearbyCache<R extends Located> {
  private readonly entries = new Set<Entry<R>>()
  private readonly areas = new Map<string, Entry<R>[]>()
  private readonly whole = new Map<string, Entry<R>>()
  private rows = 0

  /**
   * `fit`'s answer from a kept read near `position` (one being read counts: its answer is
   * awaited), else from a new read around `position` by `load`; null when even that one does not
   * fit (the caller reads the page itself). `asked` names the page and position: a read gives the
   * same answer to the same question without computing it again.
   */
  async answer<T>(key: string, position: Position, asked: string, nowMs: number, fit: (around: Around<R>) => T | null,
    load: () => Promise<Around<R>>): Promise<T | null> {
    for (const entry of this.near(key, position, nowMs)) {
      const known = entry.answers.get(asked) as T | undefined
      if (known) return known
      let around: Around<R>
      try {
        around = await entry.value
      } catch {
        continue // its failure is its own requester's answer
      }
      const found = this.remember(entry, asked, fit(around))
      if (found) return found
    }
    const entry = this.add(key, position, nowMs, load)
    return this.remember(entry, asked, fit(await entry.value))
  }

  private remember<T>(entry: Entry<R>, asked: string, found: T | null): T | null {
    if (found) {
      if (entry.answers.size >= MAX_ANSWERS) entry.answers.clear()
      entry.answers.set(asked, found)
    }
    return found
  }

  private live(entry: Entry<R>, nowMs: number): boolean {
    if (entry.from <= nowMs && nowMs < entry.until && entry.generation === listGeneration()) return true
    this.drop(entry)
    return false
  }

  /** The live reads that may hold a page at `position`, most likely first. */
  private near(key: string, position: Position, nowMs: number): Entry<R>[] {
    const whole = this.whole.get(key)
    if (whole && this.live(whole, nowMs)) return [whole]
    const [i, j] = cellOf(position)
    const found: { entry: Entry<R>; apart: number }[] = []
    for (let di = -1; di <= 1; di++) {
      for (let dj = -1; dj <= 1; dj++) {
        for (const entry of [...(this.areas.get(areaOf(key, i + di, j + dj)) ?? [])]) {
          if (this.live(entry, nowMs)) found.push({ entry, apart: haversineMetres(entry.centre, position) })
        }
      }
    }
    return found.sort((a, b) => a.apart - b.apart).slice(0, MAX_TRIES).map((f) => f.entry)
  }

  private add(key: string, centre: Position, nowMs: number, load: () => Promise<Around<R>>): Entry<R> {
    const [i, j] = cellOf(centre)
    // the oldest reads are the first to lapse
    for (const old of this.entries) if (this.live(old, nowMs)) break
    const entry: Entry<R> = {
      key, centre, area: areaOf(key, i, j), from: nowMs, until: nowMs + LIST_CACHE_TTL_MS, generation: listGeneration(), value: load(), rows: 0,
      answers: new Map(),
    }
    this.entries.add(entry)
    const area = this.areas.get(entry.area) ?? []
    area.push(entry)
    this.areas.set(entry.area, area)
    if (area.length > MAX_PER_AREA) this.drop(area[0])
    if (this.entries.size > LIST_CACHE_MAX_PAGES) this.drop(this.entries.values().next().value!)
    entry.value.then((around) => {
      if (!this.entries.has(entry)) return
      entry.rows = around.rows.length
      this.rows += entry.rows
      if (around.reach === Infinity && around.bound === Infinity) this.whole.set(key, entry)
      while (this.rows > NEARBY_MAX_ROWS && this.entries.size > 1) this.drop(this.entries.values().next().value!)
    }, () => this.drop(entry))
    return entry
  }

  private drop(entry: Entry<R>): void {
    if (!this.entries.delete(entry)) return
    this.rows -= entry.rows
    const area = this.areas.get(entry.area)
    if (area) {
      const at = area.indexOf(entry)
      if (at >= 0) area.splice(at, 1)
      if (area.length === 0) this.areas.delete(entry.area)
    }
    if (this.whole.get(entry.key) === entry) this.whole.delete(entry.key)
  }
}
