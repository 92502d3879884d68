import type { FastifyInstance } from 'fastify'
import { places } from '@api-types/places'
import { fail, ok, route } from '../../http'
import { positionOf } from '../shop/geo'
import { resolveCity, supportedCities, toCity } from './service'

// Address search for search_location through the places provider, and the cities served, as
// declared in types/api/places.ts.

export default async function placesRoutes(app: FastifyInstance): Promise<void> {
  route(app, places.search, async (request) => {
    const position = positionOf(request.body)
    if (position === 'incomplete') return fail(request, 'positionIncomplete')
    const city = resolveCity(await supportedCities(app.db), request.body.city, position)
    if (!city) return fail(request, 'placesCityUnsupported')
    try {
      return ok(request, await app.providers.places.search({ keyword: request.body.keyword, city, position }))
    } catch (err) {
      request.log.warn({ err }, 'places search failed')
      return fail(request, 'placesSearchFailed')
    }
  })

  route(app, places.cities, async (request) => {
    return ok(request, (await supportedCities(app.db)).map(toCity))
  })
}
