import type { FastifyInstance } from 'fastify'
import type {
  SignInAddGoldCoinRequest, SignInConfig, SignInListsRequest, SignInListsResult, SignInMakeUpSignInRequest, SignInMonthRequest,
  SignInMonthResult,
} from '@api-types/signIn'
import { answer, LOGIN, ok, S } from '../../http'
import { langOf } from '../../i18n'
import { claimTask, goldRecords, makeUpSignIn, signIn, signInConfig, signInMonth } from './service'

// /api/signIn/*: daily and make-up sign-in, the sign-in calendar, gold tasks and the gold ledger
// (types/api/signIn.ts). redeemMember (membership for gold) comes with the member feature.

const schemas = {
  month: S.body({ month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } }, ['month']),
  makeUp: S.body({ date: { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } }, ['date']),
  lists: S.body({ page: S.page, limit: { ...S.limit, maximum: 50 } }),
  addGoldCoin: S.body({ type: S.id }, ['type']),
}

export default async function signInRoutes(app: FastifyInstance): Promise<void> {
  /** config: rules, today's state, streak, make-ups used this month, gold. */
  app.post('/config', LOGIN, async (request) =>
    ok<SignInConfig>(request, await signInConfig(app.db, request.user!.id, app.clock.now())))

  /** signIn: today's sign-in (once a Shanghai day). */
  app.post('/signIn', LOGIN, async (request) =>
    answer(request, await signIn(app.db, request.user!.id, app.clock.now()), 'signedIn'))

  /** makeUpSignIn {date}: a missed day of this month, for gold. */
  app.post<{ Body: SignInMakeUpSignInRequest }>('/makeUpSignIn', { ...LOGIN, schema: { body: schemas.makeUp } }, async (request) =>
    answer(request, await makeUpSignIn(app.db, request.user!.id, request.body.date, app.clock.now()), 'madeUp'))

  /** month {month}: the calendar of one month. */
  app.post<{ Body: SignInMonthRequest }>('/month', { ...LOGIN, schema: { body: schemas.month } }, async (request) =>
    ok<SignInMonthResult>(request, await signInMonth(app.db, request.user!.id, request.body.month, app.clock.now())))

  /** lists {page?, limit?}: the gold ledger, newest first. */
  app.post<{ Body: Partial<SignInListsRequest> }>('/lists', { ...LOGIN, schema: { body: schemas.lists } }, async (request) => {
    const { page = 1, limit = 10 } = request.body
    const lang = langOf(request.headers['accept-language'])
    return ok<SignInListsResult>(request, await goldRecords(app.db, request.user!.id, page, limit, lang))
  })

  /** addGoldCoin {type}: a task reward within its daily cap. */
  app.post<{ Body: SignInAddGoldCoinRequest }>('/addGoldCoin', { ...LOGIN, schema: { body: schemas.addGoldCoin } }, async (request) =>
    answer(request, await claimTask(app.db, request.user!.id, request.body.type, app.clock.now()), 'goldTaskRewarded'))
}
