import type { FastifyInstance } from 'fastify'
import { wallet } from '@api-types/wallet'
import { answer, ok, route } from '../../http'
import { langOfRequest } from '../../i18n'
import { savePayoutAccount } from './account'
import { cashOut } from './cashOut'
import { walletIncome } from './income'
import { cashOutSettings, fenOf } from './settings'

// The wallet's calls, as declared in types/api/wallet.ts.

export default async function walletRoutes(app: FastifyInstance): Promise<void> {
  route(app, wallet.income, async (request) => {
    const { kind, month, page = 1, limit = 10 } = request.body
    const lang = langOfRequest(request)
    return ok(request, await walletIncome(app.db, request.user!.id, { kind, month, page, limit }, lang, app.clock.now()))
  })

  route(app, wallet.saveAlipayInfo, async (request) => {
    const { real_name, alipay_number, code } = request.body
    const outcome = await savePayoutAccount(app.db, request.user!.id, { realName: real_name, account: alipay_number, code }, app.clock.now())
    return answer(request, outcome, 'payoutAccountSaved')
  })

  route(app, wallet.cashOut, async (request) => {
    const { cash_password, amount, pay_type } = request.body
    // the body's pattern admits only yuan strings of at most 8 integer digits and 2 decimals
    const amountFen = fenOf(amount)!
    const settings = await cashOutSettings(app.db)
    const outcome = await cashOut(app.db, request.user!.id, { cashPassword: cash_password, amountFen, payType: pay_type }, settings, app.clock.now())
    if ('value' in outcome) app.metrics.cashOuts.inc({ event: 'requested' })
    return answer(request, outcome, 'cashOutSubmitted')
  })
}
