import type { FastifyInstance, FastifyRequest } from 'fastify'
import { discount } from '@api-types/discount'
import { answer, ok, route } from '../../http'
import type { CpsContext } from '../../providers/cps'
import { listGoldPackOrders, listPacks, rechargeGold } from '../gold/packs'
import { payContext, type PaidOrder } from '../pay/checkout'
import { convertLink, listConfigs, offerLink, receive, reportFailed, saveLog, saveOpenedUrl } from './service'

// Takeaway-platform coupons through the CPS provider, and the gold packs (goldRechargeList,
// recharge, goldRechargeOrders: gold/packs.ts), as declared in types/api/discount.ts.

const cpsContext = (request: FastifyRequest): CpsContext =>
  ({ userId: request.user!.id, serverOrigin: `${request.protocol}://${request.host}` })

/** Where the payer comes back to after paying a gold pack: 金币 with the order (hash router). */
const goldPackPage = ({ orderNo }: PaidOrder) => `/pages_gold/index_gold?order_no=${encodeURIComponent(orderNo)}`

export default async function discountRoutes(app: FastifyInstance): Promise<void> {
  route(app, discount.goldRechargeList, async (request) => ok(request, await listPacks(app.db)))

  route(app, discount.recharge, async (request) => {
    const { pay_type: payType, gold_type: packId } = request.body
    const outcome = await rechargeGold(app.db, request.user!.id, { payType, packId }, payContext(app, request, goldPackPage), app.clock.now())
    return answer(request, outcome, 'value' in outcome && outcome.value.paid ? 'goldPackPaidOk' : 'goldPackOrderCreated')
  })

  route(app, discount.goldRechargeOrders, async (request) => {
    const { page = 1, limit = 10, order_no: orderNo } = request.body
    return ok(request, await listGoldPackOrders(app.db, request.user!.id, { page, limit, orderNo }, app.clock.now()))
  })

  route(app, discount.discountConfigList, async (request) =>
    ok(request, await listConfigs(app.db, request.user?.id ?? null, app.clock.now())))

  route(app, discount.getMtUrl, async (request) =>
    answer(request, await offerLink(app.db, app.providers.cps, request.body.coupon_type, cpsContext(request), request.log)))

  route(app, discount.receiveDiscount, async (request) => {
    const { discount_url: discountUrl, coupon_type: type } = request.body
    return answer(request, await receive(app.db, request.user!.id, { discountUrl, couponType: type }, app.clock.now()), 'discountReceived')
  })

  route(app, discount.failDiscount, async (request) =>
    answer(request, await reportFailed(app.db, request.user!.id, request.body.discount_redeem_id, app.clock.now())))

  route(app, discount.saveMtUrl, async (request) => {
    await saveOpenedUrl(app.db, request.user!.id, request.body.discount_url, app.clock.now())
    return ok(request, {})
  })

  route(app, discount.recodeLog, async (request) => {
    await saveLog(app.db, request.user?.id ?? null, request.body.data, app.clock.now())
    return ok(request, {})
  })

  route(app, discount.relax, async (request) =>
    answer(request, await convertLink(app.providers.cps, request.body.url, cpsContext(request), request.log)))
}
