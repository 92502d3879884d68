import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { discountConfigs } from '../db/schema'
import { yuan } from '../lib'

// Development only (CPS_PROVIDER=database with the seeded offers): a stand-in of the takeaway
// platform's coupon page, at /dev/cps/meituan?coupon_type=<n>&sid=<user tag>, so the coupon journey
// can be walked offline. It shows the offer and says the coupon went into the platform account.

export const DEV_CPS_PREFIX = '/dev/cps'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export default async function cpsStandIn(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { coupon_type?: string; sid?: string } }>('/meituan', async (request, reply) => {
    const type = Number(request.query.coupon_type)
    const [offer] = Number.isSafeInteger(type)
      ? await app.db.select().from(discountConfigs).where(eq(discountConfigs.couponType, type)).limit(1)
      : []
    const body = offer
      ? `<div class="coupon"><div class="amount"><small>¥</small>${escape(yuan(offer.amountFen).replace(/\.00$/, ''))}</div>
<div class="rule">${offer.thresholdFen > 0 ? `满${escape(yuan(offer.thresholdFen).replace(/\.00$/, ''))}可用` : '无门槛'}</div>
<div class="title">${escape(offer.title)}</div></div>
<div class="state">红包已放入你的美团账户</div><div class="meta">下单时自动抵扣 · 推广标识 ${escape(request.query.sid ?? '-')}</div>`
      : '<div class="state">活动不存在或已结束</div>'
    return reply.code(offer ? 200 : 404).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>美团外卖红包</title><style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#ffd100;color:#222;text-align:center}
.dev{background:#ff9800;color:#fff;font-size:13px;padding:6px}.brand{font-size:22px;font-weight:700;padding:22px 0 8px}
.coupon{background:#fff;margin:12px 24px;border-radius:14px;padding:22px 16px}.amount{font-size:48px;font-weight:700;color:#f63}
.amount small{font-size:24px}.rule{color:#f63;font-size:14px}.title{margin-top:10px;font-size:15px;color:#555}
.state{font-size:17px;font-weight:600;margin-top:18px}.meta{font-size:12px;color:#7a6a20;margin-top:8px}
</style></head><body><div class="dev">开发环境·模拟美团外卖领券页</div><div class="brand">美团外卖</div>${body}</body></html>`)
  })
}
