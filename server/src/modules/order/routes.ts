import type { FastifyInstance, FastifyRequest } from 'fastify'
import { order, type FreeMealOrder } from '@api-types/order'
import { answer, fail, ok, route } from '../../http'
import type { Outcome } from '../../outcome'
import { storedNameOf } from '../../providers/storage'
import { backfillProofHashes, hashProofLater, proofHashesIdle } from './proofHash'
import { cancelOrder, findOrder, grab, listOrders, submitProof } from './service'

// The user's free-meal orders, as declared in types/api/order.ts.

const PLATFORM_ORDER_NO = /^[A-Za-z0-9-]{4,40}$/

/**
 * The orders as the app gets them: the shop's platform_url is the link the go-order page opens, the
 * platform provider's (the shop's stored link, or in development this server's stand-in of it).
 */
function platformLinks(app: FastifyInstance, request: FastifyRequest) {
  const serverOrigin = `${request.protocol}://${request.host}`
  const one = (o: FreeMealOrder): FreeMealOrder => ({
    ...o,
    shop: { ...o.shop, platform_url: app.providers.platform.shopLink({ id: o.shop.id, platformUrl: o.shop.platform_url }, { serverOrigin }) },
  })
  return {
    one,
    outcome: (outcome: Outcome<FreeMealOrder>): Outcome<FreeMealOrder> => ('value' in outcome ? { value: one(outcome.value) } : outcome),
  }
}

export default async function orderRoutes(app: FastifyInstance): Promise<void> {
  // proofs stored without their screenshots' hashes (before proof_hashes, or a failed hashing):
  // hashed once in the background at start; closing waits for it and for the submits' hashing
  let backfill: Promise<unknown> = Promise.resolve()
  app.addHook('onReady', async () => {
    backfill = backfillProofHashes(app.db, app.providers.storage, app.log)
      .then((n) => { if (n > 0) app.log.info({ hashed: n }, 'proof hashes backfilled') })
      .catch((err: unknown) => app.log.error({ err }, 'proof hash backfill failed'))
  })
  app.addHook('onClose', async () => { await Promise.all([backfill, proofHashesIdle(app.db)]) })

  route(app, order.grab, async (request) => {
    const outcome = await grab(app.db, request.user!.id, request.body.shop_id, app.clock.now())
    app.metrics.grabs.inc('refusal' in outcome ? { outcome: 'refused', reason: outcome.refusal } : { outcome: 'won', reason: '' })
    return answer(request, platformLinks(app, request).outcome(outcome), 'grabbed')
  })

  route(app, order.lists, async (request) => {
    const { status, page = 1, limit = 10 } = request.body
    const result = await listOrders(app.db, request.user!.id, { status, page, limit }, app.clock.now())
    return ok(request, { ...result, list: result.list.map(platformLinks(app, request).one) })
  })

  route(app, order.detail, async (request) => {
    const found = await findOrder(app.db, request.user!.id, request.body.id, app.clock.now())
    return found ? ok(request, platformLinks(app, request).one(found)) : fail(request, 'orderNotFound')
  })

  route(app, order.submitProof, async (request) => {
    const platformOrderNo = request.body.platform_order_no.trim()
    if (!PLATFORM_ORDER_NO.test(platformOrderNo)) return fail(request, 'platformOrderNoInvalid')
    const images = request.body.images.map((url) => url.trim())
    if (images.length === 0) return fail(request, 'proofImagesRequired')
    if (!images.every((url) => storedNameOf(app.providers.storage, url) !== null)) return fail(request, 'proofImageInvalid')
    const proof = { id: request.body.id, platformOrderNo, images, clientIp: request.ip ?? null }
    const outcome = await submitProof(app.db, request.user!.id, proof, app.clock.now())
    // the screenshots' perceptual hashes for the review queue, after the answer (proofHash.ts)
    if ('value' in outcome) hashProofLater(app.db, app.providers.storage, proof.id, images, request.log)
    return answer(request, platformLinks(app, request).outcome(outcome), 'proofSubmitted')
  })

  route(app, order.cancel, async (request) => {
    const outcome = await cancelOrder(app.db, request.user!.id, request.body.id, app.clock.now())
    return answer(request, platformLinks(app, request).outcome(outcome), 'orderCancelled')
  })
}
