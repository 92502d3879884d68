import type { FastifyInstance, FastifyRequest } from 'fastify'
import { businessOrder, type BusinessOrderPayResult } from '@api-types/businessOrder'
import { answer, fail, ok, route } from '../../http'
import type { MessageKey } from '../../i18n'
import type { Outcome } from '../../outcome'
import { payContext, type PaidOrder } from '../pay/checkout'
import { cancelOrder, createOrder, findOrder, listOrders, payOrder } from './service'

// The user's nearby-shop voucher orders, as declared in types/api/businessOrder.ts. All need login.

/** The voucher order's detail page, where the payer comes back to (hash router). */
const orderPage = ({ refId }: PaidOrder) => `/pages/business_order/order_detail?id=${refId}`
const payContextOf = (app: FastifyInstance, request: FastifyRequest) => payContext(app, request, orderPage)

const payKey = (result: Outcome<BusinessOrderPayResult>, pending: MessageKey): MessageKey =>
  'value' in result && result.value.payment.paid ? 'businessOrderPaidOk' : pending

export default async function businessOrderRoutes(app: FastifyInstance): Promise<void> {
  route(app, businessOrder.create, async (request) => {
    const { voucher_id: voucherId, quantity, pay_type: payType } = request.body
    const outcome = await createOrder(app.db, request.user!.id, { voucherId, quantity, payType }, payContextOf(app, request), app.clock.now())
    return answer(request, outcome, payKey(outcome, 'businessOrderCreated'))
  })

  route(app, businessOrder.pay, async (request) => {
    const { id, pay_type: payType } = request.body
    const outcome = await payOrder(app.db, request.user!.id, { id, payType }, payContextOf(app, request), app.clock.now())
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
