// Distances as the API means them (a shop's `distance`): great-circle metres on a sphere of the
// Earth's mean radius. One definition for the server (which also has it in SQL: server
// src/modules/shop/geo.ts distanceSql) and the app (which measures a shop detail from the
// position it knows: docs/performance.md).

export const EARTH_RADIUS_M = 6371008.8

export interface Position {
  latitude: number
  longitude: number
}

/** PostgreSQL's radians(): degrees times this constant (its float.c RADIANS_PER_DEGREE, the same double as π / 180). */
const RADIANS_PER_DEGREE = Math.PI / 180

/**
 * Metres between two positions: the server's distanceSql operations in its order (`a` the
 * position, `b` the row), so both give the same double but for the last bit of the maths library
 * (which PGlite and PostgreSQL differ in too), never a different whole metre in practice.
 */
export function haversineMetres(a: Position, b: Position): number {
  const halfSine = (degrees: number) => Math.sin((degrees * RADIANS_PER_DEGREE) / 2)
  const h = halfSine(b.latitude - a.latitude) ** 2
    + Math.cos(a.latitude * RADIANS_PER_DEGREE) * Math.cos(b.latitude * RADIANS_PER_DEGREE) * halfSine(b.longitude - a.longitude) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}
