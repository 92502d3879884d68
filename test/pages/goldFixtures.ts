import type { GoldPackOrder, GoldRechargePack } from '@api-types/discount'
import type { GoldRedeemItem, GoldRedemptionRecord } from '@api-types/goldRedeem'
import type { UserInfo } from '@api-types/user'

// Answers of the gold exchange calls (types/api/goldRedeem.ts, discount.ts) that the 金币兑换 and
// 兑换记录 page tests share.

export const GOLD = {
  USER: '/api/user/info',
  LISTS: '/api/goldRedeem/lists',
  REDEEM: '/api/goldRedeem/redeem',
  RECORDS: '/api/goldRedeem/records',
  PACKS: '/api/discount/goldRechargeList',
  RECHARGE: '/api/discount/recharge',
  ORDERS: '/api/discount/goldRechargeOrders',
} as const

export function account(extra: Partial<UserInfo> = {}): UserInfo {
  return { id: 7, amount: '20.00', gold: 1200, nickname: '小饭', ...extra }
}

export function item(id: number, extra: Partial<GoldRedeemItem> = {}): GoldRedeemItem {
  return {
    id, type: 3, title: '1元现金', image: '', description: '兑换后直接存入钱包余额，可提现', gold_price: 1000, stock: 1000,
    limit_per_user: 3, redeemed: 0, amount: '1.00', ...extra,
  }
}

/** The items of each type, as the seed has them. */
export const ITEMS: Record<number, GoldRedeemItem[]> = {
  1: [
    item(1, { type: 1, title: '3天会员', gold_price: 800, days: 3, amount: undefined, limit_per_user: 3 }),
    item(2, { type: 1, title: '7天会员', gold_price: 1500, days: 7, amount: undefined, stock: 500, limit_per_user: 2 }),
  ],
  2: [item(3, { type: 2, title: '满20减5红包', gold_price: 500, amount: '5.00', threshold: '20.00', valid_days: 3 })],
  3: [item(5, { title: '1元现金' }), item(6, { title: '5元现金', gold_price: 4800, amount: '5.00', stock: 100, limit_per_user: 1 })],
}

export const PACKS: GoldRechargePack[] = [
  { id: 1, title: '100金币', gold: 100, bonus_gold: 0, price: '1.00' },
  { id: 2, title: '600金币', gold: 600, bonus_gold: 60, price: '6.00' },
  { id: 3, title: '3000金币', gold: 3000, bonus_gold: 600, price: '30.00' },
]

/** Shanghai wall-clock time `minutes` from now, as the server writes it. */
export const shanghaiIn = (minutes: number) => new Date(Date.now() + (8 * 60 + minutes) * 60000).toISOString().slice(0, 19).replace('T', ' ')

export function packOrder(id: number, extra: Partial<GoldPackOrder> = {}): GoldPackOrder {
  return {
    id, order_no: `GD2026031000000${String(id).padStart(3, '0')}`, pack_id: 2, title: '600金币', gold: 600, bonus_gold: 60, amount: '6.00',
    pay_type: 3, status: 'paid', create_time: '2026-03-10 10:30:00', expire_time: '2026-03-10 10:45:00', pay_time: '2026-03-10 10:30:02',
    ...extra,
  }
}

export function record(id: number, extra: Partial<GoldRedemptionRecord> = {}): GoldRedemptionRecord {
  return { id, item_id: 5, type: 3, title: '1元现金', gold_spent: 1000, amount: '1.00', create_time: '2026-03-10 10:30:00', ...extra }
}

/** A page of a list as the server answers it. */
export const paged = <T>(list: T[], total = list.length, page = 1, limit = 10) => ({ list, total, page, limit })
