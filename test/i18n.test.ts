import { BUNDLES_FOR_TEST } from './i18nBundles'
import { appStore } from '@/store/persisted'
import { ALL_PAGES } from '@/routes'
import { bundlesAtom, chosenLocaleAtom, localeAtom, resolveLocale, setLocale, t, translate } from '@/i18n'
import { loadTitles, pageTitle, titlesAtom } from '@/i18n/titles'
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import { loadNutLocale, nutPacksAtom } from '@/i18n/nutui'

// Locales (docs/product.md: Constants): English fallback; zh-Hans, zh-Hant, fr, es; the spec's texts verbatim in zh-Hans.

describe('locale choice', () => {
  it.each([
    ['zh_CN', 'zh-Hans'], ['zh-CN', 'zh-Hans'], ['zh', 'zh-Hans'], ['zh-Hans-CN', 'zh-Hans'],
    ['zh_TW', 'zh-Hant'], ['zh-HK', 'zh-Hant'], ['zh-Hant', 'zh-Hant'],
    ['fr-FR', 'fr'], ['fr', 'fr'], ['es_ES', 'es'], ['es-419', 'es'],
    ['en-US', 'en'], ['de-DE', 'en'], ['', 'en'], [undefined, 'en'],
  ])('the phone language %s gives %s', (tag, locale) => expect(resolveLocale(tag as string)).toBe(locale))

  it('follows the phone until the user picks one in settings', async () => {
    appStore.set(chosenLocaleAtom, '')
    expect(appStore.get(localeAtom)).toBe('en') // jsdom says en-US
    await setLocale('fr')
    expect(appStore.get(localeAtom)).toBe('fr')
    expect(t('code.get')).toBe(BUNDLES_FOR_TEST.fr.messages['code.get'])
  })
})

describe('messages', () => {
  it('Simplified Chinese carries the spec texts verbatim', () => {
    const zh = (key: Parameters<typeof t>[0], params?: Record<string, string | number>) => translate('zh-Hans', key, params)
    expect(zh('request.error')).toBe('请求错误')
    expect(zh('request.timeout')).toBe('请求超时')
    expect(zh('auth.tipTitle')).toBe('温馨提示')
    expect(zh('auth.notLoggedIn')).toBe('您还未登录，是否去登录？')
    expect(zh('nav.h5LinkMissing')).toBe('h5网页链接未配置')
    expect(zh('location.deniedTitle')).toBe('您未开启地理位置授权')
    expect(zh('code.get')).toBe('获取验证码')
    expect(zh('code.countdown', { n: 59 })).toBe('59秒重新获取')
    expect(zh('code.again')).toBe('重新获取')
    expect(zh('network.lost')).toBe('哎呀，网络信号丢失')
    expect(zh('copy.ok')).toBe('复制成功')
    expect(zh('copy.fail')).toBe('复制失败')
    expect(zh('preview.fail')).toBe('预览图片失败')
    expect(zh('auth.failed')).toBe('授权失败')
    expect(zh('common.loading')).toBe('加载中...')
  })

  it('every locale has every message key and every page title', () => {
    const keys = Object.keys(BUNDLES_FOR_TEST.en.messages).sort()
    for (const [locale, bundle] of Object.entries(BUNDLES_FOR_TEST)) {
      expect([locale, Object.keys(bundle.messages).sort()]).toEqual([locale, keys])
      for (const page of ALL_PAGES) {
        expect([locale, page, typeof bundle.titles[page]]).toEqual([locale, page, 'string'])
        expect([locale, page, bundle.titles[page].length > 0]).toEqual([locale, page, true])
      }
      expect(Object.keys(bundle.titles).sort()).toEqual([...ALL_PAGES].sort())
    }
  })

  it('falls back to English for a key the locale lacks, and a page table wins over the shared one', () => {
    const local = { en: { hello: 'Hello {name}' }, 'zh-Hans': { hello: '你好，{name}' } }
    expect(translate('zh-Hans', 'hello', { name: '小明' }, local)).toBe('你好，小明')
    expect(translate('fr', 'hello', { name: 'Léa' }, local)).toBe('Hello Léa')
  })

  it('loads the other locales, and their page titles, on demand', async () => {
    expect(appStore.get(bundlesAtom)['es']).toBeUndefined()
    await setLocale('es')
    expect(appStore.get(bundlesAtom)['es']).toBeDefined()
    expect(appStore.get(titlesAtom)['zh-Hant']).toBeUndefined()
    expect(pageTitle('zh-Hant', 'pages/signin/signin')).toBe(BUNDLES_FOR_TEST.en.titles['pages/signin/signin'])
    await loadTitles('zh-Hant')
    expect(pageTitle('zh-Hant', 'pages/signin/signin')).toBe(BUNDLES_FOR_TEST['zh-Hant'].titles['pages/signin/signin'])
  })

  it("NutUI's texts exist in every locale with NutUI's own shape", async () => {
    for (const locale of ['zh-Hant', 'fr', 'es'] as const) await loadNutLocale(locale)
    const shape = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? shape(v).map((s) => `${k}.${s}`) : [k])).sort()
    const packs = appStore.get(nutPacksAtom)
    expect(Object.keys(packs).sort()).toEqual(['en', 'es', 'fr', 'zh-Hans', 'zh-Hant'])
    for (const pack of Object.values(packs)) expect(shape(pack!)).toEqual(shape(enUS))
    expect(packs.fr!.uploader.uploading).not.toBe(enUS.uploader.uploading)
  })
})
