// Data the server wrote into the H5 page for the first screen (boot.h5.ts). The mini-program has
// no such page: every call goes to the server.

export interface BootData {
  /** The home banners and menu as /api/nav/banner and /api/nav/app_menu_reward answer them. */
  banners?: unknown
  menus?: unknown
}

/** The page's boot data of `key`, once (a later load asks the server); undefined when there is none. */
export function takeBootData<K extends keyof BootData>(_key: K): BootData[K] | undefined {
  return undefined
}

/** What the H5 page's inline script asked shop/detail while the app's scripts downloaded. */
export interface EarlyShopDetail {
  /** Its envelope as the server sent it, once it came. */
  settled?: unknown
  /** Resolves to the envelope, or undefined when the request failed. */
  answer: Promise<unknown>
}

/** The early shop/detail of shop `id`, when the app landed on that shop's detail (H5 only); once. */
export function takeEarlyShopDetail(_id: number): EarlyShopDetail | undefined {
  return undefined
}
