import type { FastifyInstance } from 'fastify'
import { member } from '@api-types/member'
import { answer, ok, route } from '../../http'
import { langOfRequest } from '../../i18n'
import { payContext, type PaidOrder } from '../pay/checkout'
import { listMemberOrders, recharge } from './orders'
import { claimAward, giveTrial, memberInfo, memberNewInfo, memberTaskList, rechargeInfo } from './service'

// Membership (VIP), as declared in types/api/member.ts (docs/server.md "Membership"). All need login.

/** Where the payer comes back to after paying a membership: 开通会员 with the order, which shows its result (hash router). */
const resultPage = ({ orderNo }: PaidOrder) => `/pagesme/vip/vip?order_no=${encodeURIComponent(orderNo)}`

export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  route(app, member.rechargeInfo, async (request) =>
    ok(request, await rechargeInfo(app.db, request.user!.id, app.providers.payment, langOfRequest(request), app.clock.now())))

  route(app, member.info, async (request) =>
    ok(request, await memberInfo(app.db, request.user!.id, langOfRequest(request), app.clock.now())))

  route(app, member.newInfo, async (request) =>
    ok(request, await memberNewInfo(app.db, request.user!.id, langOfRequest(request), app.clock.now())))

  route(app, member.giveMember, async (request) =>
    answer(request, await giveTrial(app.db, request.user!.id, app.clock.now()), 'memberTrialGranted'))

  route(app, member.free, async (request) =>
    ok(request, { tasks: await memberTaskList(app.db, request.user!.id, app.clock.now()) }))

  route(app, member.getAward, async (request) =>
    answer(request, await claimAward(app.db, request.user!.id, request.body.task_id, app.clock.now()), 'memberAwardGranted'))

  route(app, member.recharge, async (request) => {
    const { pay_type: payType, member_type_id: memberTypeId } = request.body
    const outcome = await recharge(app.db, request.user!.id, { payType, memberTypeId }, payContext(app, request, resultPage), app.clock.now())
    return answer(request, outcome, 'value' in outcome && outcome.value.paid ? 'memberPaidOk' : 'memberOrderCreated')
  })

  route(app, member.lists, async (request) => {
    const { page = 1, limit = 10 } = request.body
    return ok(request, await listMemberOrders(app.db, request.user!.id, page, limit, app.clock.now()))
  })
}
