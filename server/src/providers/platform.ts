import type { Config } from '../config'

// Where the app sends a user to order at a shop on its takeaway platform (the free-meal go-order
// page). 'stored' (production): the shop's page on Meituan / Ele.me that operators keep in
// shops.platform_url. 'stand-in' (development): this server's stand-in of that page, because the
// demo shops' links carry made-up platform ids; it is served with the coupon stand-in, so it is
// chosen exactly when that one is mounted (CPS_PROVIDER=database outside production, app.ts).

/** The path of the stand-in's shop page, under the coupon stand-in's prefix (dev/cpsStandIn.ts). */
export const STAND_IN_SHOP_PATH = '/dev/cps/shop'

export interface PlatformShop {
  id: number
  /** shops.platform_url: '' when the shop has no link. */
  platformUrl: string
}

export interface PlatformProvider {
  readonly name: 'stored' | 'stand-in'
  /** The link the app opens to order at the shop; '' when the shop has none (the app says so). */
  shopLink(shop: PlatformShop, ctx: { serverOrigin: string }): string
}

export class StoredPlatformLinks implements PlatformProvider {
  readonly name = 'stored'
  shopLink(shop: PlatformShop): string {
    return shop.platformUrl
  }
}

export class StandInPlatformLinks implements PlatformProvider {
  readonly name = 'stand-in'
  shopLink(shop: PlatformShop, ctx: { serverOrigin: string }): string {
    // a shop without a link has none in development either, as in production
    return shop.platformUrl ? `${ctx.serverOrigin}${STAND_IN_SHOP_PATH}/${shop.id}` : ''
  }
}

/** The stand-in while the coupon stand-in is served (the default outside production), else the stored links. */
export function createPlatformProvider(config: Pick<Config, 'allowDevProviders'> & { providers: Pick<Config['providers'], 'cps'> }): PlatformProvider {
  return config.providers.cps.provider === 'database' && config.allowDevProviders ? new StandInPlatformLinks() : new StoredPlatformLinks()
}
