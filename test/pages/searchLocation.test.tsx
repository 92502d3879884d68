import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import SearchLocationPage from '@/pages/search/search_location'
import { sameCity } from '@/features/shops/useSearchLocation'
import { INITIAL_COMMON_INFO, commonInfoAtom, updateCommonInfo } from '@/store/commonInfo'
import { appStore } from '@/store/persisted'
import { fakeApi, flush, pageText, resetApp } from './helpers'

// The address picker (/pages/search/search_location): debounced place search, city switcher,
// choosing a place stores it in common info and goes back; "use my current location".
const testUtils = new TestUtils()

const CITIES = [
  { code: '520100', name: '贵阳市', latitude: 26.647661, longitude: 106.630153 },
  { code: '520300', name: '遵义市', latitude: 27.725654, longitude: 106.927389 },
]
const PLACES = [
  { name: '花果园购物中心', address: '南明区花果园大街', city: '贵阳市', latitude: 26.565, longitude: 106.689, distance: 850 },
  { name: '花果园湿地公园', address: '南明区花果园', city: '贵阳市', latitude: 26.561, longitude: 106.692, distance: 1500 },
]

async function mount() {
  Current.router = { path: '/pages/search/search_location', params: { latitude: '26.6', longitude: '106.7', address: encodeURIComponent('贵阳市') } } as any
  await testUtils.mount(SearchLocationPage, {})
  await testUtils.act(() => flush())
}

async function type(word: string) {
  // the page's screen loads as a chunk of its own: wait for Taro's <input> inside the search bar
  const input = (await testUtils.queries.waitForQuerySelector('.search-location__input input')) as HTMLInputElement
  await testUtils.act(async () => {
    input.value = word
    testUtils.fireEvent.input(input, { target: { value: word } } as EventInit)
    await flush(1)
  })
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush()
  })
}

describe('search location', () => {
  let back: jest.SpyInstance
  beforeEach(() => {
    resetApp()
    appStore.set(commonInfoAtom, INITIAL_COMMON_INFO)
    // the picker was opened from home: going back pops one page
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation((() => [{ route: 'pages/index/index' }, { route: 'pages/search/search_location' }]) as any)
    back = jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve({ errMsg: 'navigateBack:ok' })) as any)
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('searches 300 ms after the last keystroke, then choosing a place stores it and goes back', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    const api = fakeApi({ '/api/places/cities': CITIES, '/api/places/search': PLACES })
    await mount()
    expect(document.querySelector('.search-location__city-name')!.textContent).toBe('贵阳市')

    await type('花')
    await type('花果')
    await type('花果园')
    await testUtils.act(async () => {
      jest.advanceTimersByTime(200)
      await flush(1)
    })
    expect(api.calls('/api/places/search')).toHaveLength(0)
    await testUtils.act(async () => {
      jest.advanceTimersByTime(150)
      await flush()
    })
    expect(api.calls('/api/places/search')).toEqual([expect.objectContaining({ keyword: '花果园', city: '贵阳市', latitude: 26.6, longitude: 106.7 })])
    const items = document.querySelectorAll('.place-list__item')
    expect(items).toHaveLength(2)
    expect(items[0].textContent).toContain('南明区花果园大街')
    expect(items[0].textContent).toContain('850m')
    expect(items[1].textContent).toContain('1.5km')

    await tap(items[0])
    expect(appStore.get(commonInfoAtom).address).toEqual({ latitude: 26.565, longitude: 106.689, recommend: '花果园购物中心' })
    expect(appStore.get(commonInfoAtom).addressDetail).toMatchObject({ city: '贵阳市' })
    expect(back).toHaveBeenCalledWith({ delta: 1 })
  })

  it('treats 贵阳 and 贵阳市 as one city', () => {
    expect(sameCity('贵阳', '贵阳市')).toBe(true)
    expect(sameCity('遵义', '贵阳市')).toBe(false)
  })

  it('switches the city: the search goes to that city around its centre', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    updateCommonInfo({ addressDetail: { city: '贵阳市' } })
    const api = fakeApi({ '/api/places/cities': CITIES, '/api/places/search': [] })
    await mount()
    await tap(document.querySelector('.search-location__city')!)
    const zunyi = Array.from(document.querySelectorAll('.search-location__cities .search-chips__chip')).find((c) => c.textContent === '遵义市')!
    await tap(zunyi)
    expect(document.querySelector('.search-location__city-name')!.textContent).toBe('遵义市')
    await type('汇川')
    await testUtils.act(async () => {
      jest.advanceTimersByTime(350)
      await flush()
    })
    expect(api.calls('/api/places/search')[0]).toMatchObject({ keyword: '汇川', city: '520300', latitude: 27.725654, longitude: 106.927389 })
    expect(pageText()).toContain('没有找到相关地址')
    expect(back).not.toHaveBeenCalled()
  })

  it('"use my current location" drops the chosen address when the device is located, and says so when it is not', async () => {
    updateCommonInfo({ address: { latitude: 26.565, longitude: 106.689, recommend: '花果园购物中心' }, addressDetail: { city: '贵阳市' } })
    fakeApi({ '/api/places/cities': CITIES })
    // jsdom has no geolocation: locating fails and the chosen address stays
    await mount()
    await tap(document.querySelector('.search-location__current')!)
    await testUtils.act(() => flush())
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '定位失败，请检查定位权限' }))
    expect(appStore.get(commonInfoAtom).address?.recommend).toBe('花果园购物中心')
    expect(back).not.toHaveBeenCalled()

    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: (p: unknown) => void) => ok({ coords: { latitude: 26.61, longitude: 106.65 } }) },
    })
    try {
      await tap(document.querySelector('.search-location__current')!)
      await testUtils.act(() => flush())
      expect(appStore.get(commonInfoAtom).address).toBeNull()
      expect(back).toHaveBeenCalledWith({ delta: 1 })
    } finally {
      delete (navigator as { geolocation?: unknown }).geolocation
    }
  })
})
