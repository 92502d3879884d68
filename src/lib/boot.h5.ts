import type { BootData } from './boot'

export type { BootData } from './boot'

// The H5 page carries the home banners and menu as JSON (#boot-data, written by the server: see
// docs/performance.md), so home draws them, its largest element among them, in its first paint.
// Landing on a shop detail, its inline script (src/index.html) has asked shop/detail already and
// left the answer's promise in window.earlyShopDetail.

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

interface EarlyShopDetail {
  id: string
  answer: Promise<unknown>
}

export function takeEarlyShopDetail(id: number): Promise<unknown> | undefined {
  const w = window as unknown as { earlyShopDetail?: EarlyShopDetail }
  const early = w.earlyShopDetail
  delete w.earlyShopDetail
  return early && Number(early.id) === id ? early.answer : undefined
}
