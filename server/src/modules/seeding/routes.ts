import type { FastifyInstance, FastifyRequest } from 'fastify'
import { marketing } from '@api-types/marketing'
import { seedingActivity } from '@api-types/seedingActivity'
import { answer, fail, ok, route } from '../../http'
import { isOwnStored, storedNameOf } from '../../providers/storage'
import { applySeeding, seedingOf, submitSeeding, xhsPosts } from './service'

// The seeding calls (types/api/seedingActivity.ts) and the marketing copy (types/api/marketing.ts)
// the same page shows; docs/rules.md "Seeding activity". The spec's body names the user: it must
// be the caller, so nobody reads or writes someone else's entry.

const notCaller = (request: FastifyRequest<{ Body: { user_id: number } }>) => request.body.user_id !== request.user!.id

export default async function seedingRoutes(app: FastifyInstance): Promise<void> {
  route(app, seedingActivity.getSeeding, async (request) => {
    if (notCaller(request)) return fail(request, 'seedingNotYou')
    return ok(request, await seedingOf(app.db, request.user!.id, app.clock.now()))
  })

  route(app, seedingActivity.apply, async (request) => {
    if (notCaller(request)) return fail(request, 'seedingNotYou')
    return answer(request, await applySeeding(app.db, request.user!.id, app.clock.now()), 'seedingApplied')
  })

  route(app, seedingActivity.submit, async (request) => {
    if (notCaller(request)) return fail(request, 'seedingNotYou')
    const userId = request.user!.id
    const images = request.body.images.map((url) => url.trim())
    if (images.length === 0) return fail(request, 'seedingImagesRequired')
    // the free-meal proof's check (a file of this storage), and the file must be this user's seeding upload
    const own = (url: string) => {
      const name = storedNameOf(app.providers.storage, url)
      return name !== null && isOwnStored(name, 'seeding', userId)
    }
    if (!images.every(own) || new Set(images).size !== images.length) return fail(request, 'seedingImageInvalid')
    return answer(request, await submitSeeding(app.db, userId, request.body.link.trim(), images, app.clock.now()), 'seedingSubmitted')
  })

  route(app, marketing.getMarketingXhs, async (request) => ok(request, await xhsPosts(app.db)))
}
