import { Type, type Static } from '@sinclair/typebox'
import { calls, NoBody, Nullable, OptText, Text, type CallBody } from './contract'
import { POSITION } from './shop'

// Address search for /pages/search/search_location (not in the spec's call list, so these
// /api/places/* calls are this project's own): a places provider; the default searches the seeded
// places of the supported cities.

export const PlaceSchema = Type.Object({
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  /** Metres from the given position. */
  distance: Type.Optional(Nullable(Type.Number())),
})
export type Place = Static<typeof PlaceSchema>

export const PlacesSearchResultSchema = Type.Array(PlaceSchema)
export type PlacesSearchResult = Static<typeof PlacesSearchResultSchema>

/** /api/places/cities: the supported cities (the first is the default, Guiyang). */
export const CitySchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
})
export type City = Static<typeof CitySchema>

export const PlacesCitiesResultSchema = Type.Array(CitySchema)
export type PlacesCitiesResult = Static<typeof PlacesCitiesResultSchema>

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
    result: PlacesSearchResultSchema,
  },
  cities: {
    path: '/api/places/cities',
    doc: 'the supported cities, the default first.',
    auth: 'optional',
    body: NoBody,
    result: PlacesCitiesResultSchema,
  },
})

export type PlacesSearchRequest = CallBody<typeof places.search>
