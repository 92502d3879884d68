import { and, between, sql, type AnyColumn, type SQL } from 'drizzle-orm'

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

/** Metres in one degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M

/**
 * Rows whose coordinates lie in the box around `from` that holds every point within `radiusM`: a
 * range an index on (latitude, longitude) serves, so the exact distance is computed only for the
 * rows in the box. Near a pole, or across the 180th meridian, the box spans every longitude.
 */
export function boxSql(latitude: AnyColumn, longitude: AnyColumn, from: Position, radiusM: number): SQL {
  const dLat = radiusM / METRES_PER_DEGREE
  const inLatitude = between(latitude, from.latitude - dLat, from.latitude + dLat)
  const edge = Math.abs(from.latitude) + dLat
  if (edge >= 89) return inLatitude
  const dLng = dLat / Math.cos((edge * Math.PI) / 180)
  if (from.longitude - dLng < -180 || from.longitude + dLng > 180) return inLatitude
  return and(inLatitude, between(longitude, from.longitude - dLng, from.longitude + dLng))!
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
