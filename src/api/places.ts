import type { ApiResponse } from '@api-types/envelope'
import type { PlacesCitiesResult, PlacesSearchRequest, PlacesSearchResult } from '@api-types/places'
import { post, type RequestOptions } from '@/lib/request'

// Address search for search_location (not in the spec's call list).

export const PATHS = {
  search: '/api/places/search',
  cities: '/api/places/cities',
} as const

/** /api/places/search: places matching a keyword in a city or near a position. */
export function search(body: PlacesSearchRequest, options?: RequestOptions): Promise<ApiResponse<PlacesSearchResult>> {
  return post<PlacesSearchResult, PlacesSearchRequest>(PATHS.search, body, options)
}

/** /api/places/cities: the supported cities, the default first. */
export function cities(options?: RequestOptions): Promise<ApiResponse<PlacesCitiesResult>> {
  return post<PlacesCitiesResult>(PATHS.cities, undefined, options)
}
