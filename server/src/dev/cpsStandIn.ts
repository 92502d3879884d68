import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { discountConfigs, shops } from '../db/schema'
import { yuan } from '../lib'
import { STAND_IN_SHOP_PATH } from '../providers/platform'

// Development only (CPS_PROVIDER=database with the seeded offers): stand-ins of the takeaway
// platform's pages, so the coupon and free-meal journeys can be walked offline:
// - the coupon page, /dev/cps/meituan?coupon_type=<n>&sid=<user tag>: shows the offer and says the
//   coupon went into the platform account;
// - a shop's page, /dev/cps/shop/<shop id>, which the go-order page opens in development
//   (providers/platform.ts): the shop's name and where production sends the user instead.

export const DEV_CPS_PREFIX = '/dev/cps'
const SHOP_ROUTE = `${STAND_IN_SHOP_PATH.slice(DEV_CPS_PREFIX.length)}/:id`
const PLATFORMS: Record<string, { name: string; colour: string; ink: string }> = {
  mt: { name: '美团外卖', colour: '#ffd100', ink: '#222' },
  ele: { name: '饿了么', colour: '#0085ff', ink: '#fff' },
}

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

  app.get<{ Params: { id: string } }>(SHOP_ROUTE, async (request, reply) => {
    const id = Number(request.params.id)
    const [shop] = /^\d{1,9}$/.test(request.params.id)
      ? await app.db.select({ name: shops.name, logo: shops.logo, address: shops.address, platform: shops.platform, platformUrl: shops.platformUrl })
        .from(shops).where(eq(shops.id, id)).limit(1)
      : []
    const platform = PLATFORMS[shop?.platform ?? ''] ?? PLATFORMS.mt
    const body = shop
      ? `${shop.logo ? `<img class="logo" src="${escape(shop.logo)}" alt="">` : ''}<h1 class="name">${escape(shop.name)}</h1>
${shop.address ? `<div class="address">${escape(shop.address)}</div>` : ''}
<div class="note">这是${platform.name}店铺页的开发环境替身，不会真的下单。<br>正式环境会打开这家店在${platform.name}的真实页面：</div>
<div class="link">${escape(shop.platformUrl || '（未设置）')}</div>
<div class="next">在平台下单后，回到饭贝上传订单号和截图</div>`
      : '<h1 class="name">店铺不存在</h1>'
    return reply.code(shop ? 200 : 404).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(shop ? `${shop.name} - ${platform.name}` : platform.name)}</title><style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#222;text-align:center}
.dev{background:#ff9800;color:#fff;font-size:13px;padding:6px}.brand{background:${platform.colour};color:${platform.ink};font-size:20px;font-weight:700;padding:16px 0}
.card{background:#fff;margin:16px;border-radius:14px;padding:22px 16px}.logo{width:72px;height:72px;border-radius:12px;object-fit:cover}
.name{font-size:20px;margin:12px 0 6px}.address{font-size:13px;color:#777}.note{margin-top:18px;font-size:14px;line-height:1.6;color:#555}
.link{margin-top:6px;font-size:12px;color:#999;word-break:break-all}.next{margin-top:16px;font-size:14px;font-weight:600}
.back{margin-top:18px;border:0;border-radius:20px;padding:10px 28px;font-size:15px;background:${platform.colour};color:${platform.ink}}
</style></head><body><div class="dev">开发环境·模拟${platform.name}店铺页</div><div class="brand">${platform.name}</div>
<div class="card">${body}<br><button class="back" type="button" onclick="history.back()">返回饭贝</button></div></body></html>`)
  })
}
