import type { BootData, EarlyShopDetail } from './boot'

export type { BootData, EarlyShopDetail } from './boot'

// The H5 page carries the home banners and menu as JSON (#boot-data, written by the server: see
// docs/performance.md), so home draws them, its largest element among them, in its first paint.
// Landing on a shop detail, its inline script (src/index.html) has asked shop/detail already and
// left the request in window.earlyShopDetail (its answer's promise, and the answer once it came).

let boot: BootData | undefined

function read(): BootData {
  if (boot === undefined) {
    const element = document.getElementById('boot-data')
    if (!element) return {}
    try {
      const json = JSON.parse(element.textContent || '{}')
      boot = json && typeof json === 'object' ? json : {}
    } catch {
      boot = {}
    }
  }
  return boot!
}

/** The page's boot data of `key`, once (a later load asks the server); undefined when there is none. */
export function takeBootData<K extends keyof BootData>(key: K): BootData[K] | undefined {
  const data = read()
  const value = data[key]
  delete data[key]
  return value
}

export function takeEarlyShopDetail(id: number): EarlyShopDetail | undefined {
  const w = window as unknown as { earlyShopDetail?: EarlyShopDetail & { id: string } }
  const early = w.earlyShopDetail
  delete w.earlyShopDetail
  return early && Number(early.id) === id ? early : undefined
}
