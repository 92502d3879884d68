import type { Shop } from '@api-types/shop'

// Pure helpers of the shop card: distances, prices and today's slots.

/** 850 -> '850m', 1234 -> '1.2km'; unknown -> ''. */
export function formatDistance(metres: number | null | undefined): string {
  if (metres === null || metres === undefined || !Number.isFinite(Number(metres)) || Number(metres) < 0) return ''
  const m = Number(metres)
  return m < 1000 ? `${Math.round(m)}m` : `${(m / 1000).toFixed(1)}km`
}

/** '20.00' -> '20', '12.50' -> '12.5'; '' for nothing. */
export function shortYuan(yuan: string | number | null | undefined): string {
  if (yuan === null || yuan === undefined || yuan === '') return ''
  const n = Number(yuan)
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : ''
}

/** Where a shop's free-meal slots stand today: some left, none left, or no free-meal quota at all. */
export type QuotaState = { kind: 'left'; n: number } | { kind: 'soldOut' } | { kind: 'none' }

export function quotaState(shop: Pick<Shop, 'quota_left' | 'status' | 'rebate'>): QuotaState {
  if (shop.status === 0) return { kind: 'soldOut' }
  if (typeof shop.quota_left !== 'number') return { kind: 'none' }
  return shop.quota_left > 0 ? { kind: 'left', n: shop.quota_left } : { kind: 'soldOut' }
}
