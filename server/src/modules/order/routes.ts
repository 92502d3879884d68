import type { FastifyInstance } from 'fastify'
import type { FreeMealOrder, OrderGrabRequest, OrderIdRequest, OrderListsRequest, OrderListsResult, OrderSubmitProofRequest } from '@api-types/order'
import { answer, fail, LOGIN, ok, S } from '../../http'
import { cancelOrder, findOrder, grab, isUploadedImage, listOrders, ORDER_STATUSES, submitProof } from './service'

// /api/order/*: the user's free-meal orders (types/api/order.ts). All need login.

const PLATFORM_ORDER_NO = /^[A-Za-z0-9-]{4,40}$/
const MAX_PROOF_IMAGES = 9

const idSchema = S.body({ id: S.id }, ['id'])
const grabSchema = S.body({ shop_id: S.id }, ['shop_id'])
const listsSchema = S.body({ status: { type: 'string', enum: ORDER_STATUSES }, page: S.page, limit: { ...S.limit, maximum: 50 } })
const proofSchema = S.body({
  id: S.id,
  // the format is checked after trimming, with its own message
  platform_order_no: { type: 'string', maxLength: 100 },
  images: { type: 'array', maxItems: MAX_PROOF_IMAGES, items: { type: 'string', maxLength: 1000 } },
}, ['id', 'platform_order_no', 'images'])

export default async function orderRoutes(app: FastifyInstance): Promise<void> {
  /** /api/order/grab {shop_id}: reserves a slot of the shop's free-meal deal for 30 minutes. */
  app.post<{ Body: OrderGrabRequest }>('/grab', { ...LOGIN, schema: { body: grabSchema } }, async (request) => {
    return answer(request, await grab(app.db, request.user!.id, request.body.shop_id, app.clock.now()), 'grabbed')
  })

  /** /api/order/lists {status?, page?, limit?}: newest first, with the counts per status. */
  app.post<{ Body: OrderListsRequest }>('/lists', { ...LOGIN, schema: { body: listsSchema } }, async (request) => {
    const { status, page = 1, limit = 10 } = request.body
    return ok<OrderListsResult>(request, await listOrders(app.db, request.user!.id, { status, page, limit }, app.clock.now()))
  })

  /** /api/order/detail {id}: one of the user's orders. */
  app.post<{ Body: OrderIdRequest }>('/detail', { ...LOGIN, schema: { body: idSchema } }, async (request) => {
    const order = await findOrder(app.db, request.user!.id, request.body.id, app.clock.now())
    return order ? ok<FreeMealOrder>(request, order) : fail(request, 'orderNotFound')
  })

  /** /api/order/submitProof {id, platform_order_no, images}: proof of a live reservation goes to review. */
  app.post<{ Body: OrderSubmitProofRequest }>('/submitProof', { ...LOGIN, schema: { body: proofSchema } }, async (request) => {
    const platformOrderNo = request.body.platform_order_no.trim()
    if (!PLATFORM_ORDER_NO.test(platformOrderNo)) return fail(request, 'platformOrderNoInvalid')
    const images = request.body.images.map((url) => url.trim())
    if (images.length === 0) return fail(request, 'proofImagesRequired')
    if (!images.every((url) => isUploadedImage(url, app.config.providers.storage.publicBaseUrl))) return fail(request, 'proofImageInvalid')
    const outcome = await submitProof(app.db, request.user!.id, { id: request.body.id, platformOrderNo, images }, app.clock.now())
    return answer(request, outcome, 'proofSubmitted')
  })

  /** /api/order/cancel {id}: gives a live reservation back. */
  app.post<{ Body: OrderIdRequest }>('/cancel', { ...LOGIN, schema: { body: idSchema } }, async (request) => {
    return answer(request, await cancelOrder(app.db, request.user!.id, request.body.id, app.clock.now()), 'orderCancelled')
  })
}
