import { and, asc, eq, ilike, or, sql } from 'drizzle-orm'
import type { Place } from '@api-types/places'
import type { Config } from '../config'
import type { Db } from '../db/driver'
import { cities, places } from '../db/schema'
import { containsPattern, distanceSql, haversineMetres, type Position } from '../modules/shop/geo'

// Address search for search_location. 'dev' (default) searches the seeded places table; 'amap'
// asks the AMap (高德) web service's keyword search (v3/place/text), limited to the city.

export type SupportedCity = typeof cities.$inferSelect

export interface PlacesQuery {
  keyword: string
  /** The supported city to search in (the caller resolved it from a code, a name or the position). */
  city: SupportedCity
  /** Sorts by distance from here, and answers each place's distance, when given. */
  position: Position | null
}

export interface PlacesProvider {
  search(q: PlacesQuery): Promise<Place[]>
}

export const PLACES_MAX_RESULTS = 20
export const PLACES_TIMEOUT_MS = 5000

/** The seeded places of the city whose name or address contains the keyword. */
export class DevPlacesProvider implements PlacesProvider {
  constructor(private readonly db: Db) {}

  async search({ keyword, city, position }: PlacesQuery): Promise<Place[]> {
    const pattern = containsPattern(keyword.trim())
    const distance = position ? distanceSql(places.latitude, places.longitude, position) : null
    const rows = await this.db.select({
      name: places.name, address: places.address, latitude: places.latitude, longitude: places.longitude,
      distance: distance ?? sql<number | null>`null`,
    }).from(places)
      .where(and(eq(places.cityId, city.id), or(ilike(places.name, pattern), ilike(places.address, pattern))))
      .orderBy(...(distance ? [asc(distance), asc(places.id)] : [asc(places.id)]))
      .limit(PLACES_MAX_RESULTS)
    return rows.map((r) => ({ ...r, city: city.name, distance: r.distance === null ? null : Math.round(Number(r.distance)) }))
  }
}

interface AmapPoi {
  name?: unknown
  address?: unknown
  cityname?: unknown
  location?: unknown
}

/** AMap's keyword search: GET {base}/v3/place/text, one page of 20 places within the city. */
export class AmapPlacesProvider implements PlacesProvider {
  constructor(private readonly key: string, private readonly apiBase: string, private readonly timeoutMs = PLACES_TIMEOUT_MS) {}

  async search({ keyword, city, position }: PlacesQuery): Promise<Place[]> {
    const url = new URL(`${this.apiBase.replace(/\/+$/, '')}/v3/place/text`)
    url.search = new URLSearchParams({
      key: this.key, keywords: keyword.trim(), city: city.name, citylimit: 'true', offset: String(PLACES_MAX_RESULTS), page: '1', output: 'JSON',
    }).toString()
    let answer: { status?: unknown; info?: unknown; infocode?: unknown; pois?: unknown }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      answer = await res.json() as typeof answer
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError'
      throw new Error(`AMap place search failed: ${timedOut ? `no answer within ${this.timeoutMs} ms` : (err instanceof Error ? err.message : String(err))}`, { cause: err })
    }
    if (answer.status !== '1') throw new Error(`AMap place search refused: ${String(answer.info)} (${String(answer.infocode)})`)
    const found: Place[] = []
    for (const poi of (Array.isArray(answer.pois) ? answer.pois : []) as AmapPoi[]) {
      // location is "lng,lat"; AMap answers [] instead of '' for an empty text field
      const [longitude, latitude] = typeof poi.location === 'string' ? poi.location.split(',').map(Number) : []
      if (typeof poi.name !== 'string' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue
      found.push({
        name: poi.name,
        address: typeof poi.address === 'string' ? poi.address : '',
        city: typeof poi.cityname === 'string' && poi.cityname ? poi.cityname : city.name,
        latitude,
        longitude,
        distance: position ? Math.round(haversineMetres(position, { latitude, longitude })) : null,
      })
    }
    return position ? found.sort((a, b) => a.distance! - b.distance!) : found
  }
}

export function createPlacesProvider(config: Config['providers']['places'], db: Db): PlacesProvider {
  switch (config.provider) {
    case 'dev':
      return new DevPlacesProvider(db)
    case 'amap':
      if (!config.amapKey) throw new Error('PLACES_PROVIDER=amap needs the AMap web service key: set PLACES_AMAP_KEY')
      if (!/^https?:\/\/\S+$/.test(config.apiBase)) throw new Error(`PLACES_API_BASE must be an http(s) URL, got "${config.apiBase}"`)
      return new AmapPlacesProvider(config.amapKey, config.apiBase)
    default:
      throw new Error(`PLACES_PROVIDER "${config.provider}" is unknown (use dev or amap)`)
  }
}
