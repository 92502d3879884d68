import { sql, type AnyColumn, type SQL } from 'drizzle-orm'

// Great-circle distances (haversine on a sphere of the Earth's mean radius), in SQL for sorting and
// paging the shop and place lists, and in JS for answers that do not come from the database.

export const EARTH_RADIUS_M = 6371008.8

export interface Position {
  latitude: number
  longitude: number
}

/** Metres between a row's coordinates and a position, as a SQL expression (double precision). */
export function distanceSql(latitude: AnyColumn, longitude: AnyColumn, from: Position): SQL<number> {
  const lat = sql`${from.latitude}::double precision`
  const lng = sql`${from.longitude}::double precision`
  // least(1, ...) keeps rounding from pushing asin out of its domain for antipodal points
  return sql<number>`(2 * ${EARTH_RADIUS_M}::double precision * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)))))`
}

/** The same distance computed in JS, in metres. */
export function haversineMetres(a: Position, b: Position): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2
    + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Escapes LIKE's wildcards so a keyword matches literally, wrapped as a contains pattern. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The position of a request body (its fields are types/api/shop.ts POSITION): null without one, 'incomplete' when only one coordinate came. */
export function positionOf(body: { latitude?: number; longitude?: number }): Position | null | 'incomplete' {
  const { latitude, longitude } = body
  if (latitude === undefined && longitude === undefined) return null
  if (latitude === undefined || longitude === undefined) return 'incomplete'
  return { latitude, longitude }
}
