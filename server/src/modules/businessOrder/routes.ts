import type { FastifyInstance, FastifyRequest } from 'fastify'
import type {
  BusinessOrder, BusinessOrderCreateRequest, BusinessOrderIdRequest, BusinessOrderListsRequest, BusinessOrderListsResult,
  BusinessOrderPayRequest, BusinessOrderPayResult,
} from '@api-types/businessOrder'
import { answer, fail, LOGIN, ok, S } from '../../http'
import type { MessageKey } from '../../i18n'
import type { Outcome } from '../../outcome'
import { BUSINESS_ORDER_STATUSES, cancelOrder, createOrder, findOrder, listOrders, payOrder, type PayContext } from './service'

// /api/business_order/*: the user's nearby-shop voucher orders (types/api/businessOrder.ts). All need login.

const payType = { type: 'integer', enum: [1, 2, 3] }
const idSchema = S.body({ id: S.id }, ['id'])
const createSchema = S.body({ voucher_id: S.id, quantity: { type: 'integer', minimum: 1, maximum: 99 }, pay_type: payType }, ['voucher_id', 'quantity', 'pay_type'])
const paySchema = S.body({ id: S.id, pay_type: payType }, ['id', 'pay_type'])
const listsSchema = S.body({ status: { type: 'string', enum: BUSINESS_ORDER_STATUSES }, page: S.page, limit: { ...S.limit, maximum: 50 } })

/** The app's origin: where the call came from (the H5 page), else this server (which serves the built H5). */
function appOrigin(request: FastifyRequest, serverOrigin: string): string {
  const origin = request.headers.origin
  return typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : serverOrigin
}

/** Where the payment provider is, and where the payer comes back to: the order's detail page (hash router). */
function payContext(app: FastifyInstance, request: FastifyRequest): PayContext {
  const serverOrigin = `${request.protocol}://${request.host}`
  const back = appOrigin(request, serverOrigin)
  return {
    provider: app.providers.payment,
    serverOrigin,
    returnUrl: (orderId) => `${back}/#/pages/business_order/order_detail?id=${orderId}`,
  }
}

const payKey = (result: Outcome<BusinessOrderPayResult>, pending: MessageKey): MessageKey =>
  'value' in result && result.value.payment.paid ? 'businessOrderPaidOk' : pending

export default async function businessOrderRoutes(app: FastifyInstance): Promise<void> {
  /** create {voucher_id, quantity, pay_type}: reserves the stock for 15 minutes and pays (wallet) or starts a payment. */
  app.post<{ Body: BusinessOrderCreateRequest }>('/create', { ...LOGIN, schema: { body: createSchema } }, async (request) => {
    const { voucher_id: voucherId, quantity, pay_type: payType } = request.body
    const outcome = await createOrder(app.db, request.user!.id, { voucherId, quantity, payType }, payContext(app, request), app.clock.now())
    return answer(request, outcome, payKey(outcome, 'businessOrderCreated'))
  })

  /** pay {id, pay_type}: pays a pending order again or another way. */
  app.post<{ Body: BusinessOrderPayRequest }>('/pay', { ...LOGIN, schema: { body: paySchema } }, async (request) => {
    const { id, pay_type: payType } = request.body
    const outcome = await payOrder(app.db, request.user!.id, { id, payType }, payContext(app, request), app.clock.now())
    return answer(request, outcome, payKey(outcome, 'ok'))
  })

  /** lists {status?, page?, limit?}: newest first. */
  app.post<{ Body: BusinessOrderListsRequest }>('/lists', { ...LOGIN, schema: { body: listsSchema } }, async (request) => {
    const { status, page = 1, limit = 10 } = request.body
    return ok<BusinessOrderListsResult>(request, await listOrders(app.db, request.user!.id, { status, page, limit }, app.clock.now()))
  })

  /** detail {id}: one of the user's orders. */
  app.post<{ Body: BusinessOrderIdRequest }>('/detail', { ...LOGIN, schema: { body: idSchema } }, async (request) => {
    const order = await findOrder(app.db, request.user!.id, request.body.id, app.clock.now())
    return order ? ok<BusinessOrder>(request, order) : fail(request, 'businessOrderNotFound')
  })

  /** cancel {id}: a pending order is cancelled, its stock returned and its payments closed. */
  app.post<{ Body: BusinessOrderIdRequest }>('/cancel', { ...LOGIN, schema: { body: idSchema } }, async (request) => {
    return answer(request, await cancelOrder(app.db, request.user!.id, request.body.id, app.clock.now()), 'businessOrderCancelled')
  })
}
