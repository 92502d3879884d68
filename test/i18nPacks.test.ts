import Taro from '@tarojs/taro'
import { bundlesAtom, translate } from '@/i18n'
import { loadPack, packPart } from '@/i18n/pack.weapp'
import { LOADERS as MESSAGE_LOADERS } from '@/i18n/locales/loaders.weapp'
import { LOADERS as TITLE_LOADERS } from '@/i18n/titles/loaders.weapp'
import { NUT_LOADERS } from '@/i18n/nutui/loaders.weapp'
import nutFr from '@/i18n/nutui/fr'
import { fingerprint } from '@/i18n/pageTables'
import { appStore } from '@/store/persisted'

// The mini-program's page texts in zh-Hant, fr and es come from the server's locale pack
// (src/i18n/pageTables.ts, pack.weapp.ts): found by the fingerprint of the table's English. So do
// its shared messages and page titles in those locales (locales/loaders.weapp.ts, titles/loaders.weapp.ts).

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

  it('reads English from the pack for a table the mini-program build stripped to its fingerprint, Simplified Chinese until then', () => {
    const built = { id: fingerprint(stripped.en), 'zh-Hans': stripped['zh-Hans'] } as unknown as typeof stripped
    const english = appStore.get(bundlesAtom).en!
    expect(translate('en', 'hello', { name: 'Lu' }, built)).toBe('你好 Lu')
    appStore.set(bundlesAtom, (loaded) => ({ ...loaded, en: { ...english, pages: { [fingerprint(stripped.en)]: stripped.en } } }))
    expect(translate('en', 'hello', { name: 'Lu' }, built)).toBe('Hello Lu')
    expect(translate('zh-Hans', 'hello', { name: 'Lu' }, built)).toBe('你好 Lu')
    appStore.set(bundlesAtom, (loaded) => ({ ...loaded, en: english }))
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

  it('reads the shared messages and titles from the stored pack without asking the server', async () => {
    Taro.setStorageSync('localePack:fr', { pages: {}, messages: { 'common.retry': 'Réessayer' }, titles: { 'pages/me/me': 'Moi' } })
    const request = jest.spyOn(Taro, 'request')
    expect(await MESSAGE_LOADERS.fr()).toEqual({ messages: { 'common.retry': 'Réessayer' } })
    expect(await TITLE_LOADERS.fr()).toEqual({ 'pages/me/me': 'Moi' })
    expect(request).not.toHaveBeenCalled()
  })

  it('fetches the pack once for the messages and titles asked together, and stores it', async () => {
    const pack = { pages: { a: { k: 'v' } }, messages: { 'common.retry': 'Réessayer' }, titles: { 'pages/me/me': 'Moi' } }
    const request = jest.spyOn(Taro, 'request').mockResolvedValue({ statusCode: 200, data: pack } as any)
    const [messages, titles] = await Promise.all([packPart('fr', 'messages'), packPart('fr', 'titles')])
    expect(messages).toEqual(pack.messages)
    expect(titles).toEqual(pack.titles)
    expect(request).toHaveBeenCalledTimes(1)
    expect(Taro.getStorageSync('localePack:fr')).toEqual(pack)
  })

  it('fails the messages offline on first use (English stays), and asks again next time', async () => {
    const request = jest.spyOn(Taro, 'request').mockRejectedValue({ errMsg: 'request:fail' })
    await expect(packPart('fr', 'messages')).rejects.toThrow()
    await expect(TITLE_LOADERS.fr()).rejects.toThrow()
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('asks the server when the stored pack is an older one without messages', async () => {
    Taro.setStorageSync('localePack:fr', { pages: { a: { k: 'ancien' } } })
    const pack = { pages: { a: { k: 'nouveau' } }, messages: { 'common.retry': 'Réessayer' }, titles: {} }
    jest.spyOn(Taro, 'request').mockResolvedValue({ statusCode: 200, data: pack } as any)
    expect(await packPart('fr', 'messages')).toEqual(pack.messages)
  })

  it("gives NutUI's French texts from the server's pack (server/public/i18n/fr.json) with the functions JSON cannot carry", async () => {
    // the pack as the server serves it, stored from an earlier start
    const served = JSON.parse(require('fs').readFileSync(require('path').resolve(__dirname, '../server/public/i18n/fr.json'), 'utf8'))
    Taro.setStorageSync('localePack:fr', served)
    const nut = await NUT_LOADERS.fr()
    expect(nut.calendaritem.today).toBe("Aujourd'hui")
    expect(nut.calendaritem.weekdays).toEqual(nutFr.calendaritem.weekdays)
    expect(nut.calendaritem.monthTitle(2026, 11)).toBe('novembre 2026')
    expect(nut.comment.additionalReview(3)).toBe(nutFr.comment.additionalReview(3))
  })
})
