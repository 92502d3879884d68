import { localeAtom } from '@/i18n'
import { appStore } from '@/store/persisted'
import { getToken } from '@/store/session'
import type { BootData, EarlyAnswer, EarlyQuery, EarlyShopDetail } from './boot'

export type { BootData, EarlyAnswer, EarlyQuery, EarlyShopDetail } from './boot'

// The H5 page carries the home banners and menu as JSON (#boot-data, written by the server: see
// docs/performance.md), so home draws them, its largest element among them, in its first paint.
// Landing on a shop detail, its inline script (src/index.html) has asked shop/detail already and
// left the request in window.earlyShopDetail (its answer's promise, and the answer once it came).
// Landing on a raffle's draw page or the member centre, it asked that page's first call
// (raffle/detail, member/newInfo) with the stored token and the app's language, and left it in
// window.earlyCall with what it sent.

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

export function takeEarlyCall(path: string, body: string): EarlyAnswer | undefined {
  const w = window as unknown as { earlyCall?: EarlyAnswer & { path: string; body: string; token: string; lang: string } }
  const early = w.earlyCall
  if (!early || early.path !== path || early.body !== body) return undefined
  delete w.earlyCall
  // asked as the app would ask it now: the same session, the same language
  return early.token === getToken() && early.lang === appStore.get(localeAtom) ? early : undefined
}

export function earlyQuery<T>(path: string, body: string, accept: (result: unknown) => T | undefined): EarlyQuery<T> {
  let pending = takeEarlyCall(path, body)
  // a refusal (status != 1) or a failure is asked again through the app's own call, which tells the user
  const taken = (envelope: unknown) => {
    const answer = envelope as { status?: unknown; result?: unknown } | undefined
    return answer?.status === 1 ? accept(answer.result) : undefined
  }
  return {
    load(fetch) {
      const landed = pending?.answer
      pending = undefined
      return landed ? landed.then((envelope) => taken(envelope) ?? fetch()) : fetch()
    },
    initial() {
      const value = pending?.settled === undefined ? undefined : taken(pending.settled)
      if (value !== undefined) pending = undefined
      return value
    },
  }
}
