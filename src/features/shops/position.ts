import { DEFAULT_CITY } from '@/constants'

// The position a search page works around: the latitude, longitude and address of its query
// (docs/product.md (Screens and navigation): /pages/search/search?latitude=&longitude=&address=).

export interface QueryPosition {
  latitude?: number
  longitude?: number
  address: string
}

function coordinate(value: string | undefined, limit: number): number | undefined {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined
}

/** The position of a page query; both coordinates or neither (a lone one is useless to the server). */
export function positionOf(params: Partial<Record<string, string>>): QueryPosition {
  const latitude = coordinate(params.latitude, 90)
  const longitude = coordinate(params.longitude, 180)
  let address: string
  try {
    address = decodeURIComponent(params.address ?? '')
  } catch {
    address = params.address ?? ''
  }
  return latitude === undefined || longitude === undefined ? { address } : { latitude, longitude, address }
}

/** The query for the next page that needs the position. */
export function positionQuery(p: QueryPosition): string {
  const latitude = p.latitude ?? DEFAULT_CITY.latitude
  const longitude = p.longitude ?? DEFAULT_CITY.longitude
  return `latitude=${latitude}&longitude=${longitude}&address=${encodeURIComponent(p.address)}`
}
