import type { FastifyInstance } from 'fastify'
import { signIn as calls } from '@api-types/signIn'
import { answer, ok, route } from '../../http'
import { langOfRequest } from '../../i18n'
import { redeemWithGold } from '../member/service'
import { goldRecords, makeUpSignIn, signIn, signInConfig, signInMonth } from './service'
import { claimTask, taskList } from './tasks'

// Daily and make-up sign-in, the sign-in calendar, gold tasks (the list and their rewards), the gold ledger and membership
// bought with gold (redeemMember, built by the member module), as declared in types/api/signIn.ts.

export default async function signInRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.config, async (request) =>
    ok(request, await signInConfig(app.db, request.user!.id, app.clock.now())))

  route(app, calls.signIn, async (request) =>
    answer(request, await signIn(app.db, request.user!.id, app.clock.now()), 'signedIn'))

  route(app, calls.makeUpSignIn, async (request) =>
    answer(request, await makeUpSignIn(app.db, request.user!.id, request.body.date, app.clock.now()), 'madeUp'))

  route(app, calls.month, async (request) =>
    ok(request, await signInMonth(app.db, request.user!.id, request.body.month, app.clock.now())))

  route(app, calls.lists, async (request) => {
    const { page = 1, limit = 10 } = request.body
    const lang = langOfRequest(request)
    return ok(request, await goldRecords(app.db, request.user!.id, page, limit, lang))
  })

  route(app, calls.tasks, async (request) =>
    ok(request, await taskList(app.db, request.user?.id ?? null, app.clock.now())))

  route(app, calls.addGoldCoin, async (request) =>
    answer(request, await claimTask(app.db, request.user!.id, request.body.type, app.clock.now()), 'goldTaskRewarded'))

  route(app, calls.redeemMember, async (request) =>
    answer(request, await redeemWithGold(app.db, request.user!.id, request.body.member_type, app.clock.now()), 'memberRedeemed'))
}
