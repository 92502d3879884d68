import type { FastifyInstance, FastifyRequest } from 'fastify'
import { common } from '@api-types/common'
import { fail, ok, route, STATUS } from '../../http'
import { langOfRequest } from '../../i18n'
import { cashOutOptions } from '../wallet/cashOut'
import { cashOutSettings } from '../wallet/settings'
import { getAgreement, type AgreementKind } from './service'

// The agreements and the cash-out page's options, as declared in types/api/common.ts; its merchant
// forms and myApplications are served by modules/merchant.

/** What common/cashoutType's `type` names: 1 = the wallet balance, the only thing cashed out. */
const CASH_OUT_WALLET = 1

export default async function commonRoutes(app: FastifyInstance): Promise<void> {
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
