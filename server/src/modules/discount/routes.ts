import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { EmptyResult } from '@api-types/envelope'
import type {
  DiscountConfigListResult, DiscountFailRequest, DiscountGetMtUrlRequest, DiscountReceiveRequest, DiscountRecodeLogRequest,
  DiscountRelaxRequest, DiscountSaveMtUrlRequest,
} from '@api-types/discount'
import { answer, LOGIN, ok, S } from '../../http'
import type { CpsContext } from '../../providers/cps'
import { convertLink, listConfigs, offerLink, receive, reportFailed, saveLog, saveOpenedUrl } from './service'

// /api/discount/*: takeaway-platform coupons through the CPS provider (types/api/discount.ts).
// recharge and goldRechargeList (gold packs) come with the gold feature.

const couponType = { type: 'integer', minimum: 1, maximum: 2147483647 }
/** A coupon link: http(s), no spaces, at most 2000 characters. */
const link = { type: 'string', minLength: 8, maxLength: 2000, pattern: '^https?://\\S+$' }
const logValue = { type: ['string', 'number', 'boolean', 'null'], maxLength: 500 }

const schemas = {
  getMtUrl: S.body({ coupon_type: couponType }),
  saveMtUrl: S.body({ discount_url: link }, ['discount_url']),
  receive: S.body({ discount_url: link, coupon_type: couponType, title: S.optText(100) }, ['discount_url', 'coupon_type']),
  fail: S.body({ discount_redeem_id: S.id }, ['discount_redeem_id']),
  recodeLog: S.body({
    data: {
      type: 'object', minProperties: 1, maxProperties: 20,
      propertyNames: { maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$' },
      additionalProperties: logValue,
    },
  }, ['data']),
  relax: S.body({ url: link }, ['url']),
}

const cpsContext = (request: FastifyRequest): CpsContext =>
  ({ userId: request.user!.id, serverOrigin: `${request.protocol}://${request.host}` })

export default async function discountRoutes(app: FastifyInstance): Promise<void> {
  /** discountConfigList: the offers; remaining_today for a logged-in user. */
  app.post('/discountConfigList', async (request) =>
    ok<DiscountConfigListResult>(request, await listConfigs(app.db, request.user?.id ?? null, app.clock.now())))

  /** getMtUrl {coupon_type?}: the user's link of the offer (the first offer without coupon_type). */
  app.post<{ Body: DiscountGetMtUrlRequest }>('/getMtUrl', { ...LOGIN, schema: { body: schemas.getMtUrl } }, async (request) =>
    answer(request, await offerLink(app.db, app.providers.cps, request.body.coupon_type, cpsContext(request), request.log)))

  /** receiveDiscount {discount_url, coupon_type, title}: takes the gold price, within the daily limit. */
  app.post<{ Body: DiscountReceiveRequest }>('/receiveDiscount', { ...LOGIN, schema: { body: schemas.receive } }, async (request) => {
    const { discount_url: discountUrl, coupon_type: type } = request.body
    return answer(request, await receive(app.db, request.user!.id, { discountUrl, couponType: type }, app.clock.now()), 'discountReceived')
  })

  /** failDiscount {discount_redeem_id}: the coupon could not be claimed; its gold comes back once. */
  app.post<{ Body: DiscountFailRequest }>('/failDiscount', { ...LOGIN, schema: { body: schemas.fail } }, async (request) =>
    answer(request, await reportFailed(app.db, request.user!.id, request.body.discount_redeem_id, app.clock.now())))

  /** saveMtUrl {discount_url}: the user opened this link. */
  app.post<{ Body: DiscountSaveMtUrlRequest }>('/saveMtUrl', { ...LOGIN, schema: { body: schemas.saveMtUrl } }, async (request) => {
    await saveOpenedUrl(app.db, request.user!.id, request.body.discount_url, app.clock.now())
    return ok<EmptyResult>(request, {})
  })

  /** recodeLog {data}: what happened on a coupon page (login optional). */
  app.post<{ Body: DiscountRecodeLogRequest }>('/recodeLog', { schema: { body: schemas.recodeLog } }, async (request) => {
    await saveLog(app.db, request.user?.id ?? null, request.body.data, app.clock.now())
    return ok<EmptyResult>(request, {})
  })

  /** relax {url}: a platform link converted into the one the app opens. */
  app.post<{ Body: DiscountRelaxRequest }>('/relax', { ...LOGIN, schema: { body: schemas.relax } }, async (request) =>
    answer(request, await convertLink(app.providers.cps, request.body.url, cpsContext(request), request.log)))
}
