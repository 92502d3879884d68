import type { ShopPlatform } from '@api-types/shop'

/** The message key of a platform's name: 'mt' Meituan, 'ele' Ele.me. */
export function platformKey(platform: ShopPlatform | null | undefined): 'deal.platform.mt' | 'deal.platform.ele' | null {
  if (platform === 'mt') return 'deal.platform.mt'
  if (platform === 'ele') return 'deal.platform.ele'
  return null
}
