import type { FastifyInstance, FastifyRequest } from 'fastify'
import { APPLICATIONS_PER_DAY, common } from '@api-types/common'
import { fail, ok, route } from '../../http'
import { isOwnStored, storedNameOf } from '../../providers/storage'
import { myApplications, saveCooperate, saveSettleIn, type Sender } from './service'

// The merchant forms (common/settleIn, common/cooperate) and the applicant's view of them
// (common/myApplications), declared in types/api/common.ts; docs/rules.md "Merchant onboarding".

export default async function merchantRoutes(app: FastifyInstance): Promise<void> {
  const sender = (request: FastifyRequest): Sender => ({ userId: request.user?.id ?? null, ip: request.ip, now: app.clock.now() })
  const limited = (request: FastifyRequest) => fail(request, 'applicationLimit', undefined, { n: APPLICATIONS_PER_DAY })

  route(app, common.settleIn, async (request) => {
    const images = (request.body.images ?? []).map((url) => url.trim())
    // photos are uploaded logged in (user/placeUpload); only the sender's own settle-in uploads are kept
    if (images.length && !request.user) return fail(request, 'settleInImagesLoginFirst')
    const own = (url: string) => {
      const name = storedNameOf(app.providers.storage, url)
      return name !== null && isOwnStored(name, 'settle_in', request.user!.id)
    }
    if (!images.every(own)) return fail(request, 'settleInImageInvalid')
    const saved = await saveSettleIn(app.db, sender(request), { ...request.body, images })
    return saved === 'limit' ? limited(request) : ok(request, saved, 'submitted')
  })

  route(app, common.cooperate, async (request) => {
    const saved = await saveCooperate(app.db, sender(request), request.body)
    return saved === 'limit' ? limited(request) : ok(request, saved, 'submitted')
  })

  route(app, common.myApplications, async (request) => ok(request, await myApplications(app.db, request.user!.id)))
}
