import type { FastifyInstance, FastifyRequest } from 'fastify'
import { common } from '@api-types/common'
import { fail, ok, route, STATUS } from '../../http'
import { langOfRequest } from '../../i18n'
import { cashOutOptions } from '../wallet/cashOut'
import { cashOutSettings } from '../wallet/settings'
import { getAgreement, saveCooperate, saveSettleIn, type AgreementKind } from './service'

// The merchant forms, the agreements and the cash-out page's options, as declared in
// types/api/common.ts.

/** What common/cashoutType's `type` names: 1 = the wallet balance, the only thing cashed out. */
const CASH_OUT_WALLET = 1

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

  // the figures are app_config rows (modules/wallet/settings.ts), read on every call
  route(app, common.cashoutType, async (request) => {
    if ((request.body.type ?? CASH_OUT_WALLET) !== CASH_OUT_WALLET) return fail(request, 'cashOutTypeUnsupported')
    const lang = langOfRequest(request)
    const options = await cashOutOptions(app.db, request.user!.id, await cashOutSettings(app.db), lang, app.clock.now())
    return options ? ok(request, options) : fail(request, 'loginFirst', STATUS.LOGOUT)
  })
}
