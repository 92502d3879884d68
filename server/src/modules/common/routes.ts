import type { FastifyInstance, FastifyRequest } from 'fastify'
import { common } from '@api-types/common'
import { fail, ok, route } from '../../http'
import { getAgreement, saveCooperate, saveSettleIn, type AgreementKind } from './service'

// The merchant forms and the agreements, as declared in types/api/common.ts. cashoutType is
// declared pending: the wallet feature builds it.

export default async function commonRoutes(app: FastifyInstance): Promise<void> {
  route(app, common.settleIn, async (request) =>
    ok(request, await saveSettleIn(app.db, request.user?.id ?? null, request.body), 'submitted'))

  route(app, common.cooperate, async (request) =>
    ok(request, await saveCooperate(app.db, request.user?.id ?? null, request.body), 'submitted'))

  const agreement = (kind: AgreementKind) => async (request: FastifyRequest) => {
    const found = await getAgreement(app.db, kind)
    return found ? ok(request, found) : fail(request, 'agreementNotFound')
  }
  route(app, common.memberAgreement, agreement('member'))
  route(app, common.userAgreement, agreement('user'))
  route(app, common.privacyAgreement, agreement('privacy'))
}
