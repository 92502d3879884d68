import { Type } from '@sinclair/typebox'
import { calls, NoBody, OptText, returns, Text, type CallBody } from './contract'
import { POSITION } from './shop'

// Address search for /pages/search/search_location (not in the spec's call list, so these
// /api/places/* calls are this project's own): a places provider; the default searches the seeded
// places of the supported cities.

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

export const places = calls({
  search: {
    path: '/api/places/search',
    doc: 'up to 20 places matching a keyword in a city or near a position, nearest first when a position is given.',
    auth: 'optional',
    body: Type.Object({
      keyword: Text(50),
      /** City code or name to search in; the nearest supported city to the position when absent. */
      city: Type.Optional(OptText(20)),
      ...POSITION,
    }),
    result: returns<PlacesSearchResult>(),
  },
  cities: {
    path: '/api/places/cities',
    doc: 'the supported cities, the default first.',
    auth: 'optional',
    body: NoBody,
    result: returns<PlacesCitiesResult>(),
  },
})

export type PlacesSearchRequest = CallBody<typeof places.search>
