import type { Shop } from '@api-types/shop'

// Pure helpers of the shop card: today's slots and the tags it shows.

/** Where a shop's free-meal slots stand today: some left, none left, or no free-meal quota at all. */
export type QuotaState = { kind: 'left'; n: number } | { kind: 'soldOut' } | { kind: 'none' }

export function quotaState(shop: Pick<Shop, 'quota_left' | 'status' | 'rebate'>): QuotaState {
  if (shop.status === 0) return { kind: 'soldOut' }
  if (typeof shop.quota_left !== 'number') return { kind: 'none' }
  return shop.quota_left > 0 ? { kind: 'left', n: shop.quota_left } : { kind: 'soldOut' }
}

/** At most this many tags on a card. */
const CARD_TAGS = 3

/**
 * The tags a card shows: with a deal, the server puts the deal's own tag first (满35返25, types/api/shop.ts),
 * which the card's deal line already says in the user's language, so it is left out here.
 */
export function cardTags(shop: Pick<Shop, 'tags' | 'rebate'>): string[] {
  const tags = (shop.tags ?? []).filter((tag) => typeof tag === 'string' && tag)
  return (shop.rebate ? tags.slice(1) : tags).slice(0, CARD_TAGS)
}
