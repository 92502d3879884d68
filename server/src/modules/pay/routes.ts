import type { FastifyInstance, FastifyReply } from 'fastify'
import { eq } from 'drizzle-orm'
import { pay } from '@api-types/pay'
import { payments } from '../../db/schema'
import type { NotifyReply, PaymentProvider } from '../../providers/payment'
import { ok, route } from '../../http'
import { listBills } from './bills'
import { settleNotification } from './paidOrders'

// pay/bills (types/api/pay.ts): the user's bills of every product (bills.ts). Needs login.
export default async function payRoutes(app: FastifyInstance): Promise<void> {
  route(app, pay.bills, async (request) => {
    const { status, page = 1, limit = 10 } = request.body
    return ok(request, await listBills(app.db, app.paidProducts.values(), request.user!.id, { status, page, limit }, app.clock.now()))
  })
  // its own plugin: its raw-body parsers stay there
  await app.register(notifyRoutes, { prefix: '/api/pay' })
}

// POST /api/pay/notify/:provider: the payment provider's signed notification (docs/rules.md
// "Payments", docs/server.md "Vouchers and payments", "Membership"). Not behind login and not in the app's
// envelope: the provider's own format in, its own answer out (provider.reply). The body is kept
// as the exact text that came (WeChat Pay signs its bytes; Alipay posts a form), so this plugin
// has its own parsers. The sandbox's page (pay/sandboxPage.ts) sends its notifications here too.
//
// Accepted (the provider stops sending) once the notification is applied, also for a duplicate
// (nothing changes), for a signed one that pays nothing (Alipay's TRADE_CLOSED), and for a payment
// whose order was already closed (cancelled, expired, or paid another way): nothing is marked
// paid, the amount is credited to the user's wallet (退款至余额, logged). Refused, with no change,
// when forged or mismatched (bad signature, another account, unknown payment, another amount).

/** The answer when no provider of that name is configured. */
const UNKNOWN: NotifyReply = { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: 'unknown provider' }) }

const send = (reply: FastifyReply, answer: NotifyReply) => reply.code(answer.status).type(answer.contentType).send(answer.body)

async function notifyRoutes(app: FastifyInstance): Promise<void> {
  // the raw text, for this plugin only (the app's parser turns JSON into objects)
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, (_req, body, done) => {
    done(null, String(body))
  })

  const providerOf = (name: string): PaymentProvider | null => app.providers.payment.byName(name)

  app.post<{ Params: { provider: string } }>('/notify/:provider', {
    // a body of another type, or too large, is the provider's problem to see, not an envelope
    errorHandler: (err, request, reply) => {
      request.log.warn({ provider: request.params.provider, code: err.code }, 'payment notification unreadable')
      return send(reply, providerOf(request.params.provider)?.reply(false, 'bad request') ?? UNKNOWN)
    },
  }, async (request, reply) => {
    const provider = providerOf(request.params.provider)
    const refuse = (message: string) => {
      request.log.warn({ provider: request.params.provider, message }, 'payment notification refused')
      return send(reply, provider?.reply(false, message) ?? UNKNOWN)
    }
    if (!provider) return refuse('unknown provider')
    const rawBody = typeof request.body === 'string' ? request.body : ''
    const notification = await provider.verifyNotification({ headers: request.headers, rawBody })
    if (!notification) return refuse('bad signature')
    if ('ignored' in notification) {
      request.log.info({ provider: provider.name, state: notification.ignored }, 'payment notification of an unpaid trade acknowledged')
      return send(reply, provider.reply(true, 'ignored'))
    }
    const [payment] = await app.db.select().from(payments).where(eq(payments.paymentNo, notification.paymentNo)).limit(1)
    if (!payment || payment.provider !== provider.name) return refuse('unknown payment')
    if (payment.amountFen !== notification.amountFen) return refuse('amount mismatch')
    // the product its purpose names settles it; a purpose no module sells is a bug: no acknowledgement, so the provider sends it again
    const product = app.paidProducts.get(payment.purpose)
    if (!product) throw new Error(`payment ${payment.paymentNo} has an unknown purpose ${payment.purpose}`)
    const outcome = await settleNotification(app.db, product, payment, notification.tradeNo, app.clock.now(), app.reactions)
    if (outcome === 'paid') app.metrics.paymentsSettled.inc({ purpose: product.purpose, paid_by: provider.name })
    if (outcome === 'refunded') {
      request.log.warn({ paymentNo: payment.paymentNo, tradeNo: notification.tradeNo, amountFen: payment.amountFen, userId: payment.userId },
        'payment notified after it was closed: nothing was bought, the amount went to the user\'s wallet')
    }
    return send(reply, provider.reply(true, outcome))
  })
}
