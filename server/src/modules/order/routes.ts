import type { FastifyInstance } from 'fastify'
import { order } from '@api-types/order'
import { answer, fail, ok, route } from '../../http'
import { cancelOrder, findOrder, grab, isUploadedImage, listOrders, submitProof } from './service'

// The user's free-meal orders, as declared in types/api/order.ts.

const PLATFORM_ORDER_NO = /^[A-Za-z0-9-]{4,40}$/

export default async function orderRoutes(app: FastifyInstance): Promise<void> {
  route(app, order.grab, async (request) => {
    return answer(request, await grab(app.db, request.user!.id, request.body.shop_id, app.clock.now()), 'grabbed')
  })

  route(app, order.lists, async (request) => {
    const { status, page = 1, limit = 10 } = request.body
    return ok(request, await listOrders(app.db, request.user!.id, { status, page, limit }, app.clock.now()))
  })

  route(app, order.detail, async (request) => {
    const found = await findOrder(app.db, request.user!.id, request.body.id, app.clock.now())
    return found ? ok(request, found) : fail(request, 'orderNotFound')
  })

  route(app, order.submitProof, async (request) => {
    const platformOrderNo = request.body.platform_order_no.trim()
    if (!PLATFORM_ORDER_NO.test(platformOrderNo)) return fail(request, 'platformOrderNoInvalid')
    const images = request.body.images.map((url) => url.trim())
    if (images.length === 0) return fail(request, 'proofImagesRequired')
    if (!images.every((url) => isUploadedImage(url, app.config.providers.storage.publicBaseUrl))) return fail(request, 'proofImageInvalid')
    const outcome = await submitProof(app.db, request.user!.id, { id: request.body.id, platformOrderNo, images }, app.clock.now())
    return answer(request, outcome, 'proofSubmitted')
  })

  route(app, order.cancel, async (request) => {
    return answer(request, await cancelOrder(app.db, request.user!.id, request.body.id, app.clock.now()), 'orderCancelled')
  })
}
