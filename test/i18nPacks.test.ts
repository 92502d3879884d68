import Taro from '@tarojs/taro'
import { bundlesAtom, translate } from '@/i18n'
import { loadPack } from '@/i18n/pack.weapp'
import { fingerprint } from '@/i18n/pageTables'
import { appStore } from '@/store/persisted'

// The mini-program's page texts in zh-Hant, fr and es come from the server's locale pack
// (src/i18n/pageTables.ts, pack.weapp.ts): found by the fingerprint of the table's English.

const stripped = { en: { hello: 'Hello {name}' }, 'zh-Hans': { hello: '你好 {name}' } }

describe('page tables from the locale pack', () => {
  afterEach(() => {
    appStore.set(bundlesAtom, (loaded) => ({ en: loaded.en, 'zh-Hans': loaded['zh-Hans'] }))
    jest.restoreAllMocks()
    Taro.removeStorageSync('localePack:fr')
  })

  it('translates a stripped table from the pack, and falls back to English when its English changed', () => {
    appStore.set(bundlesAtom, (loaded) => ({
      ...loaded,
      fr: { messages: {}, pages: { [fingerprint(stripped.en)]: { hello: 'Bonjour {name}' } } },
    }))
    expect(translate('fr', 'hello', { name: 'Lu' }, stripped)).toBe('Bonjour Lu')
    const changed = { en: { hello: 'Hi {name}' } }
    expect(translate('fr', 'hello', { name: 'Lu' }, changed)).toBe('Hi Lu')
    // a table that still has the locale (H5) reads its own
    expect(translate('fr', 'hello', { name: 'Lu' }, { ...stripped, fr: { hello: 'Salut {name}' } })).toBe('Salut Lu')
  })

  it('uses the stored pack at once, then the server\'s, and keeps it for next time', async () => {
    Taro.setStorageSync('localePack:fr', { pages: { a: { k: 'ancien' } } })
    const pages = { a: { k: 'nouveau' } }
    const request = jest.spyOn(Taro, 'request').mockResolvedValue({ statusCode: 200, data: { pages } } as any)
    const seen: unknown[] = []
    await loadPack('fr', (p) => seen.push(p))
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(/\/i18n\/fr\.json$/), method: 'GET' }))
    expect(seen).toEqual([{ a: { k: 'ancien' } }, pages])
    expect(Taro.getStorageSync('localePack:fr')).toEqual({ pages })
  })

  it('offline, keeps what it had and fails quietly', async () => {
    jest.spyOn(Taro, 'request').mockRejectedValue({ errMsg: 'request:fail' })
    const seen: unknown[] = []
    await loadPack('fr', (p) => seen.push(p))
    expect(seen).toEqual([])
  })
})
