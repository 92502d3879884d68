import type { ShopPlatform } from '@api-types/shop'

/** The message key of a platform's name: 'mt' Meituan, 'ele' Ele.me. */
export function platformKey(platform: ShopPlatform | null | undefined): 'deal.platform.mt' | 'deal.platform.ele' | null {
  if (platform === 'mt') return 'deal.platform.mt'
  if (platform === 'ele') return 'deal.platform.ele'
  return null
}

/**
 * The link to order at a shop, exactly as the server answers it (order.shop.platform_url: the
 * shop's page on its platform, or in development the server's stand-in of that page, see
 * docs/server.md); null when it is not an http(s) link, which the page treats as no link.
 */
export function orderLink(url: string | null | undefined): string | null {
  const link = (url ?? '').trim()
  return /^https?:\/\/[^\s/]+/i.test(link) ? link : null
}

/** Leaves the H5 app for a page in this tab (most platforms refuse to load in a frame). Tests replace `open`. */
export const browserTab = {
  open(url: string): void {
    window.location.href = url
  },
}
