import querystring from 'node:querystring'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { businessOrders, goldPackOrders, memberOrders, payments, shops, vouchers } from '../../db/schema'
import { formatTime, yuan } from '../../lib'
import type { SandboxPaymentProvider } from '../../providers/payment'

// Development only (PAYMENT_PROVIDER=sandbox): the page a payment's pay_url opens (a voucher
// order's or a membership order's), at
// /dev/pay/<payment_no>?return=<app page>. 确认支付 makes the sandbox send its signed notification
// to POST /api/pay/notify/sandbox, the route a real provider calls, then sends the browser back.

interface PageOptions {
  provider: SandboxPaymentProvider
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Only a web page may be returned to (the app's order page). */
const returnTarget = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\/\S+$/.test(value) ? value : null

function page(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>模拟支付</title><style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
.dev{background:#ff9800;color:#fff;text-align:center;font-size:13px;padding:6px}
.card{background:#fff;margin:16px;border-radius:12px;padding:24px 20px;text-align:center}
.merchant{font-size:15px;color:#666}.subject{font-size:14px;color:#999;margin-top:6px}
.amount{font-size:40px;font-weight:600;margin:18px 0 6px}.amount small{font-size:22px}
.meta{font-size:12px;color:#aaa;line-height:1.8}.state{font-size:16px;margin-top:12px}
form{margin:0 16px}button{display:block;width:100%;border:0;border-radius:24px;font-size:17px;padding:13px;margin-top:12px}
.pay{background:#07c160;color:#fff}.cancel{background:#fff;color:#666}
</style></head><body><div class="dev">开发环境·模拟支付（不会产生真实扣款）</div>${body}</body></html>`)
}

export default async function sandboxPayPage(app: FastifyInstance, { provider }: PageOptions): Promise<void> {
  // the page's buttons post plain HTML forms
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, querystring.parse(String(body)))
  })

  /** The payment and what it pays for: the shop and voucher of a voucher order, the member type, or the gold pack. */
  async function load(paymentNo: string): Promise<{ payment: typeof payments.$inferSelect; merchant: string; subject: string } | undefined> {
    const [payment] = await app.db.select().from(payments).where(eq(payments.paymentNo, paymentNo)).limit(1)
    if (!payment) return undefined
    if (payment.purpose === 'member') {
      const [order] = await app.db.select({ name: memberOrders.memberTypeName, days: memberOrders.days }).from(memberOrders)
        .where(eq(memberOrders.id, payment.refId))
      return order ? { payment, merchant: '饭贝会员', subject: `${order.name} · ${order.days}天` } : undefined
    }
    if (payment.purpose === 'gold_pack') {
      const [order] = await app.db.select({ title: goldPackOrders.title, gold: goldPackOrders.gold, bonus: goldPackOrders.bonusGold })
        .from(goldPackOrders).where(eq(goldPackOrders.id, payment.refId))
      return order ? { payment, merchant: '饭贝金币', subject: `${order.title} · ${order.gold + order.bonus}金币` } : undefined
    }
    const [order] = await app.db.select({ quantity: businessOrders.quantity, voucher: vouchers.title, shop: shops.name }).from(businessOrders)
      .innerJoin(vouchers, eq(vouchers.id, businessOrders.voucherId))
      .innerJoin(shops, eq(shops.id, businessOrders.shopId))
      .where(eq(businessOrders.id, payment.refId)).limit(1)
    return order ? { payment, merchant: order.shop, subject: `${order.voucher} × ${order.quantity}` } : undefined
  }

  app.get<{ Params: { paymentNo: string }; Querystring: { return?: string } }>('/:paymentNo', async (request, reply) => {
    const row = await load(request.params.paymentNo)
    if (!row) return page(reply, 404, '<div class="card"><div class="state">支付单不存在</div></div>')
    const { payment } = row
    const back = returnTarget(request.query.return)
    const live = payment.status === 'pending' && payment.expiresAt > app.clock.now()
    const state = payment.status === 'paid' ? '该订单已支付' : live ? '' : '支付单已关闭或已超时'
    const action = `${encodeURIComponent(payment.paymentNo)}`
    const hiddenReturn = back ? `<input type="hidden" name="return" value="${escape(back)}">` : ''
    const buttons = live
      ? `<form method="post" action="${action}/confirm">${hiddenReturn}<button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${action}/cancel">${hiddenReturn}<button class="cancel" type="submit">取消支付</button></form>`
      : back ? `<form method="post" action="${action}/cancel">${hiddenReturn}<button class="cancel" type="submit">返回</button></form>` : ''
    return page(reply, 200, `<div class="card">
<div class="merchant">${escape(row.merchant)}</div>
<div class="subject">${escape(row.subject)}</div>
<div class="amount"><small>¥</small>${yuan(payment.amountFen)}</div>
<div class="meta">支付单号 ${escape(payment.paymentNo)}<br>${live ? `请在 ${formatTime(payment.expiresAt)} 前完成支付` : ''}</div>
${state ? `<div class="state">${state}</div>` : ''}
</div>${buttons}`)
  })

  app.post<{ Params: { paymentNo: string }; Body: { return?: unknown } }>('/:paymentNo/confirm', async (request, reply) => {
    const row = await load(request.params.paymentNo)
    if (!row) return page(reply, 404, '<div class="card"><div class="state">支付单不存在</div></div>')
    const back = returnTarget(request.body?.return)
    if (row.payment.status === 'paid') {
      return back ? reply.redirect(back, 303) : page(reply, 200, '<div class="card"><div class="state">该订单已支付</div></div>')
    }
    // like a provider whose trade was closed, the sandbox takes no money for a closed or expired payment
    if (row.payment.status !== 'pending' || row.payment.expiresAt <= app.clock.now()) {
      return page(reply, 409, '<div class="card"><div class="state">支付单已关闭或已超时，未扣款</div></div>')
    }
    // the provider's side: a signed notification to the notify route, exactly as a real one arrives
    const notified = await app.inject({
      method: 'POST',
      url: `/api/pay/notify/${provider.name}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(provider.notification(row.payment.paymentNo, row.payment.amountFen)),
    })
    const outcome = notified.statusCode === 200 ? (notified.json() as { message: string }).message : 'failed'
    if (outcome === 'paid' && back) return reply.redirect(back, 303)
    const state = outcome === 'paid' ? '支付成功，请返回应用查看订单'
      : outcome === 'refunded' ? '订单已关闭，款项已退至余额' : '支付未完成，请返回应用重试'
    return page(reply, outcome === 'paid' ? 200 : 409, `<div class="card"><div class="state">${state}</div></div>`)
  })

  app.post<{ Params: { paymentNo: string }; Body: { return?: unknown } }>('/:paymentNo/cancel', async (request, reply) => {
    const back = returnTarget(request.body?.return)
    if (back) return reply.redirect(back, 303)
    return page(reply, 200, '<div class="card"><div class="state">已取消支付，请返回应用</div></div>')
  })
}
