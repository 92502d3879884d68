import type { FastifyInstance, FastifyRequest } from 'fastify'
import { businessOrder, type BusinessOrderPayResult } from '@api-types/businessOrder'
import { answer, fail, ok, route } from '../../http'
import type { MessageKey } from '../../i18n'
import type { Outcome } from '../../outcome'
import { cancelOrder, createOrder, findOrder, listOrders, payOrder, type PayContext } from './service'

// The user's nearby-shop voucher orders, as declared in types/api/businessOrder.ts. All need login.

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
  route(app, businessOrder.create, async (request) => {
    const { voucher_id: voucherId, quantity, pay_type: payType } = request.body
    const outcome = await createOrder(app.db, request.user!.id, { voucherId, quantity, payType }, payContext(app, request), app.clock.now())
    return answer(request, outcome, payKey(outcome, 'businessOrderCreated'))
  })

  route(app, businessOrder.pay, async (request) => {
    const { id, pay_type: payType } = request.body
    const outcome = await payOrder(app.db, request.user!.id, { id, payType }, payContext(app, request), app.clock.now())
    return answer(request, outcome, payKey(outcome, 'ok'))
  })

  route(app, businessOrder.lists, async (request) => {
    const { status, page = 1, limit = 10 } = request.body
    return ok(request, await listOrders(app.db, request.user!.id, { status, page, limit }, app.clock.now()))
  })

  route(app, businessOrder.detail, async (request) => {
    const order = await findOrder(app.db, request.user!.id, request.body.id, app.clock.now())
    return order ? ok(request, order) : fail(request, 'businessOrderNotFound')
  })

  route(app, businessOrder.cancel, async (request) => {
    return answer(request, await cancelOrder(app.db, request.user!.id, request.body.id, app.clock.now()), 'businessOrderCancelled')
  })
}
