import type { FreeMealOrder } from '@api-types/order'
import type { Shop, ShopDetail } from '@api-types/shop'
import { parseShanghai } from '@/hooks/useServerNow'

// Contract-shaped answers (types/api/order.ts, shop.ts) for the free-meal page tests.

const pad = (n: number) => String(n).padStart(2, '0')

/** Epoch ms -> 'YYYY-MM-DD HH:mm:ss' Asia/Shanghai, as the server writes times. */
export function shanghai(ms: number): string {
  const d = new Date(ms + 8 * 3600 * 1000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

export const at = parseShanghai

/** Freezes Date at a Shanghai time while timers (and so the tests' flush) keep running. */
export function freezeClock(text: string): void {
  jest.useFakeTimers({
    now: at(text),
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
}

export const WINDOWS = { am_start_time: '10:30:00', am_end_time: '14:00:00', pm_start_time: '17:00:00', pm_end_time: '20:00:00' }

export function mtShop(id: number, extra: Partial<Shop> = {}): Shop {
  return {
    id, name: `霸王餐店${id}`, logo: `/img/shop${id}.png`, distance: 600 + id, platform: 'mt', order_price: '25.00', rebate: '20.00',
    member_rebate: '22.00', my_rebate: '20.00', min_order_price: '25.00', quota_left: 3, quota_total: 10, ...WINDOWS, ...extra,
  }
}

export function shopDetail(extra: Partial<ShopDetail> = {}, deal: Partial<NonNullable<ShopDetail['free_meal']>> | null = {}): ShopDetail {
  return {
    ...mtShop(7),
    name: '老凯里酸汤鱼',
    address: '贵阳市云岩区中华北路 88 号',
    images: [], description: '', phone: '', business_hours: '10:00-21:00', rating: 4.8, vouchers: [],
    platform_url: 'https://h5.waimai.meituan.com/waimai/mindex/menu?dpShopId=7',
    free_meal:
      deal === null
        ? null
        : {
            id: 70, order_price: '25.00', rebate: '20.00', member_rebate: '22.00', my_rebate: '20.00', member_only: false, min_order_price: '25.00', quota_total: 10, quota_left: 3,
            quota_next: 8, rules: '1. 每人每天每店限抢1单\n2. 抢到后30分钟内下单并上传凭证', server_time: '2026-05-01 12:00:00', my_order: null, ...WINDOWS, ...deal,
          },
    ...extra,
  }
}

export function order(id: number, extra: Partial<FreeMealOrder> = {}): FreeMealOrder {
  return {
    id, order_no: `FM2026050100${id}`, status: 'reserved',
    shop: { id: 7, name: '老凯里酸汤鱼', logo: '/img/shop7.png', platform: 'mt', platform_url: 'https://h5.waimai.meituan.com/waimai/mindex/menu?dpShopId=7', address: '贵阳市云岩区中华北路 88 号' },
    order_price: '25.00', min_order_price: '25.00', rebate: '20.00', platform_order_no: null, images: [], reject_reason: null,
    expires_at: '2026-05-01 12:30:00', server_time: '2026-05-01 12:00:00', create_time: '2026-05-01 12:00:00', proof_time: null, review_time: null,
    ...extra,
  }
}

export const NO_COUNTS = { reserved: 0, uploaded: 0, approved: 0, rejected: 0, expired: 0, cancelled: 0 }

/** The next request (whatever its path) is refused by the server with `msg`. */
export function refuseNext(spy: jest.SpyInstance, msg: string): void {
  spy.mockImplementationOnce((() =>
    Promise.resolve({ statusCode: 200, data: { status: 0, msg, result: null }, header: {}, cookies: [], errMsg: 'request:ok' })) as any)
}
