import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { payments } from '../../db/schema'
import { applyNotification } from '../businessOrder/service'

// POST /api/pay/notify/:provider: the payment provider's signed notification (docs/rules.md
// "Payments"). Not behind login and not in the app's envelope: the provider's own format in, a
// plain answer out. The sandbox's page (dev/payPage.ts) sends its notifications here too.
//
// Answers: 200 {code: 'SUCCESS'} once the notification is applied, also for a duplicate (nothing
// changes) and for a payment whose order was already closed (cancelled, expired, or paid another
// way): nothing is marked paid, the amount is credited to the user's wallet (退款至余额, logged),
// and the provider is told OK so it stops retrying. 400 {code: 'FAIL'} for a forged or mismatched one (bad signature, unknown payment,
// another amount), with no change.

interface NotifyAnswer {
  code: 'SUCCESS' | 'FAIL'
  message: string
}

export default async function payRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { provider: string } }>('/notify/:provider', {
    // a body that is not JSON is the provider's problem to see, not an envelope
    errorHandler: (_err, _request, reply) => reply.code(400).send({ code: 'FAIL', message: 'bad request' } satisfies NotifyAnswer),
  }, async (request, reply) => {
    const provider = app.providers.payment
    const refuse = (message: string) => {
      request.log.warn({ provider: request.params.provider, message }, 'payment notification refused')
      return reply.code(400).send({ code: 'FAIL', message } satisfies NotifyAnswer)
    }
    if (!provider || request.params.provider !== provider.name) return refuse('unknown provider')
    const notification = provider.verifyNotification(request.body)
    if (!notification) return refuse('bad signature')
    const [payment] = await app.db.select().from(payments).where(eq(payments.paymentNo, notification.paymentNo)).limit(1)
    if (!payment || payment.provider !== provider.name) return refuse('unknown payment')
    if (payment.amountFen !== notification.amountFen) return refuse('amount mismatch')
    const outcome = await applyNotification(app.db, payment, notification.tradeNo, app.clock.now())
    if (outcome === 'refunded') {
      request.log.warn({ paymentNo: payment.paymentNo, tradeNo: notification.tradeNo, amountFen: payment.amountFen, userId: payment.userId },
        'payment notified after it was closed: nothing was bought, the amount went to the user\'s wallet')
    }
    return { code: 'SUCCESS', message: outcome } satisfies NotifyAnswer
  })
}
