import { asc } from 'drizzle-orm'
import type { City } from '@api-types/places'
import type { Db } from '../../db/driver'
import { cities } from '../../db/schema'
import type { SupportedCity } from '../../providers/places'
import { haversineMetres, type Position } from '../shop/geo'

/** The supported cities, the default (Guiyang) first. */
export async function supportedCities(db: Db): Promise<SupportedCity[]> {
  return db.select().from(cities).orderBy(asc(cities.sort), asc(cities.id))
}

export function toCity(c: SupportedCity): City {
  return { code: c.code, name: c.name, latitude: c.latitude, longitude: c.longitude }
}

/**
 * The city a search runs in: the one named (by code, or by name with or without 市), else the
 * supported city nearest the position, else the default city. Null for a city not supported.
 */
export function resolveCity(all: SupportedCity[], named: string | undefined, position: Position | null): SupportedCity | null {
  const text = named?.trim()
  if (text) {
    const name = text.replace(/市$/, '')
    return all.find((c) => c.code === text.toLowerCase() || c.name === name) ?? null
  }
  if (position && all.length) {
    return all.reduce((best, c) => (haversineMetres(position, c) < haversineMetres(position, best) ? c : best))
  }
  return all[0] ?? null
}
