// Address search for /pages/search/search_location (not in the spec's call list): a places
// provider; the default searches the seeded places of the supported cities.

export interface PlacesSearchRequest {
  keyword: string
  /** City code or name to search in; the nearest supported city to the position when absent. */
  city?: string
  latitude?: number
  longitude?: number
}

export interface Place {
  name: string
  address: string
  city: string
  latitude: number
  longitude: number
  /** Metres from the given position. */
  distance?: number | null
}

export type PlacesSearchResult = Place[]

/** /api/places/cities: the supported cities (the first is the default, Guiyang). */
export interface City {
  code: string
  name: string
  latitude: number
  longitude: number
}

export type PlacesCitiesResult = City[]
