import type { Shop } from '@api-types/shop'

// Pure helpers of the shop card: today's slots.

/** Where a shop's free-meal slots stand today: some left, none left, or no free-meal quota at all. */
export type QuotaState = { kind: 'left'; n: number } | { kind: 'soldOut' } | { kind: 'none' }

export function quotaState(shop: Pick<Shop, 'quota_left' | 'status' | 'rebate'>): QuotaState {
  if (shop.status === 0) return { kind: 'soldOut' }
  if (typeof shop.quota_left !== 'number') return { kind: 'none' }
  return shop.quota_left > 0 ? { kind: 'left', n: shop.quota_left } : { kind: 'soldOut' }
}
