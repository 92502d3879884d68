import { and, between, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm'
import { EARTH_RADIUS_M, haversineMetres, type Position } from '@api-types/geo'

// Great-circle distances (haversine on a sphere of the Earth's mean radius), in SQL for sorting and
// paging the shop and place lists; in JS (for answers that do not come from the database) they are
// the contract's (types/api/geo.ts), which the app uses too.

export { haversineMetres, type Position }

/** A position in SQL: numbers, or the placeholders of a prepared statement. */
export interface PositionSql {
  latitude: number | Placeholder
  longitude: number | Placeholder
}

/** Metres between a row's coordinates and a position, as a SQL expression (double precision). */
export function distanceSql(latitude: AnyColumn, longitude: AnyColumn, from: PositionSql): SQL<number> {
  const lat = sql`${from.latitude}::double precision`
  const lng = sql`${from.longitude}::double precision`
  // least(1, ...) keeps rounding from pushing asin out of its domain for antipodal points
  return sql<number>`(2 * ${EARTH_RADIUS_M}::double precision * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)))))`
}

/** Metres in one degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M

/** The box around a position that holds every point within a radius; no longitudes near a pole or across the 180th meridian (the box spans them all). */
export interface Box {
  minLat: number
  maxLat: number
  minLng?: number
  maxLng?: number
}

export function boxAround(from: Position, radiusM: number): Box {
  const dLat = radiusM / METRES_PER_DEGREE
  const box: Box = { minLat: from.latitude - dLat, maxLat: from.latitude + dLat }
  const edge = Math.abs(from.latitude) + dLat
  if (edge >= 89) return box
  const dLng = dLat / Math.cos((edge * Math.PI) / 180)
  if (from.longitude - dLng < -180 || from.longitude + dLng > 180) return box
  return { ...box, minLng: from.longitude - dLng, maxLng: from.longitude + dLng }
}

/**
 * Rows whose coordinates lie in a box (boxAround): a range an index on (latitude, longitude)
 * serves, so the exact distance is computed only for the rows in the box. The bounds are
 * placeholders of a prepared statement (minLat, maxLat, minLng, maxLng); `withLongitude` false for
 * a box that spans every longitude.
 */
export function boxSql(latitude: AnyColumn, longitude: AnyColumn, withLongitude: boolean): SQL {
  const inLatitude = between(latitude, sql.placeholder('minLat'), sql.placeholder('maxLat'))
  if (!withLongitude) return inLatitude
  return and(inLatitude, between(longitude, sql.placeholder('minLng'), sql.placeholder('maxLng')))!
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
