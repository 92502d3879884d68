import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AgreementResult, CommonCooperateRequest, CommonFormResult, CommonSettleInRequest } from '@api-types/common'
import { fail, ok, S } from '../../http'
import { getAgreement, saveCooperate, saveSettleIn, type AgreementKind } from './service'

const settleInSchema = S.body({
  shop_name: S.text(50),
  contact_name: S.text(20),
  tel: S.tel,
  city: S.text(30),
  address: S.text(200),
  category: S.optText(20),
  images: { type: 'array', maxItems: 9, items: { type: 'string', minLength: 1, maxLength: 500 } },
  remark: S.optText(500),
}, ['shop_name', 'contact_name', 'tel', 'city', 'address'])

const cooperateSchema = S.body({
  name: S.text(20),
  tel: S.tel,
  company: S.optText(50),
  content: S.text(1000),
}, ['name', 'tel', 'content'])

export default async function commonRoutes(app: FastifyInstance): Promise<void> {
  /** /api/common/settleIn: stores a merchant join application. */
  app.post<{ Body: CommonSettleInRequest }>('/settleIn', { schema: { body: settleInSchema } }, async (request) =>
    ok<CommonFormResult>(request, await saveSettleIn(app.db, request.user?.id ?? null, request.body), 'submitted'))

  /** /api/common/cooperate: stores a cooperation enquiry. */
  app.post<{ Body: CommonCooperateRequest }>('/cooperate', { schema: { body: cooperateSchema } }, async (request) =>
    ok<CommonFormResult>(request, await saveCooperate(app.db, request.user?.id ?? null, request.body), 'submitted'))

  const agreement = (kind: AgreementKind) => async (request: FastifyRequest) => {
    const found = await getAgreement(app.db, kind)
    return found ? ok<AgreementResult>(request, found) : fail(request, 'agreementNotFound')
  }
  app.post('/memberAgreement', agreement('member'))
  app.post('/userAgreement', agreement('user'))
  app.post('/privacyAgreement', agreement('privacy'))
}
