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

/** A call the H5 page's inline script made while the app's scripts downloaded. */
export interface EarlyAnswer {
  /** Its envelope as the server sent it, once it came. */
  settled?: unknown
  /** Resolves to the envelope, or undefined when the request failed. */
  answer: Promise<unknown>
}

/** What the H5 page's inline script asked shop/detail while the app's scripts downloaded. */
export type EarlyShopDetail = EarlyAnswer

/** The early shop/detail of shop `id`, when the app landed on that shop's detail (H5 only); once. */
export function takeEarlyShopDetail(_id: number): EarlyShopDetail | undefined {
  return undefined
}

/**
 * The early answer of `path` (raffle/detail, member/newInfo) with the JSON `body`, when the app
 * landed on its page (H5 only), asked with the token and language the app would send now; once.
 */
export function takeEarlyCall(_path: string, _body: string): EarlyAnswer | undefined {
  return undefined
}

/** A query's first load from an early answer (boot.h5.ts), else its own call. */
export interface EarlyQuery<T> {
  /** The first call: the early answer when it is a success `accept` takes, else `fetch`'s; later calls: `fetch`'s. */
  load(fetch: () => Promise<T>): Promise<T>
  /** useQuery's `initial`: the early answer when it came before the first render. */
  initial(): T | undefined
}

/** The early answer of `path` with `body` (takeEarlyCall) as a query's first load; the mini-program always calls. */
export function earlyQuery<T>(_path: string, _body: string, _accept: (result: unknown) => T | undefined): EarlyQuery<T> {
  return { load: (fetch) => fetch(), initial: () => undefined }
}
