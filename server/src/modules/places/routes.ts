import type { FastifyInstance } from 'fastify'
import type { PlacesCitiesResult, PlacesSearchRequest, PlacesSearchResult } from '@api-types/places'
import { fail, ok, S } from '../../http'
import { positionOf, POSITION_SCHEMA } from '../shop/geo'
import { resolveCity, supportedCities, toCity } from './service'

// /api/places: address search for search_location through the places provider, and the cities served.

export default async function placesRoutes(app: FastifyInstance): Promise<void> {
  /** /api/places/search {keyword, city?, latitude?, longitude?}: up to 20 places, nearest first when a position is given. */
  app.post<{ Body: PlacesSearchRequest }>('/search', {
    schema: { body: S.body({ keyword: S.text(50), city: S.optText(20), ...POSITION_SCHEMA }, ['keyword']) },
  }, async (request) => {
    const position = positionOf(request.body)
    if (position === 'incomplete') return fail(request, 'positionIncomplete')
    const city = resolveCity(await supportedCities(app.db), request.body.city, position)
    if (!city) return fail(request, 'placesCityUnsupported')
    try {
      return ok<PlacesSearchResult>(request, await app.providers.places.search({ keyword: request.body.keyword, city, position }))
    } catch (err) {
      request.log.warn({ err }, 'places search failed')
      return fail(request, 'placesSearchFailed')
    }
  })

  /** /api/places/cities: the supported cities, the default first. */
  app.post('/cities', { schema: { body: S.body({}) } }, async (request) => {
    return ok<PlacesCitiesResult>(request, (await supportedCities(app.db)).map(toCity))
  })
}
