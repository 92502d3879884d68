import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import HomePage from '@/pages/index/index'
import { redPacketDismissedAtom } from '@/features/home/redPacketStore'
import { appStore } from '@/store/persisted'
import { INITIAL_COMMON_INFO, commonInfoAtom } from '@/store/commonInfo'
import { fakeApi, flush, resetApp } from './helpers'

// On H5 the server writes the home banners and menu into the page (#boot-data): home draws them in
// its first render, without asking the server (docs/performance.md).
jest.mock('@/lib/boot', () => jest.requireActual('@/lib/boot.h5'))

const testUtils = new TestUtils()

const BOOT = {
  banners: [{ id: 1, type: 1, name: '霸王餐免费吃', path: '/pages/kingeat/kingeat', image: '/banners/kingeat.jpg' }],
  menus: [{ id: 2, type: 2, name: '去赚钱', path: '/pages/makemoney/makemoney', reward: '+50金币' }],
}

describe('home with the page\'s boot data', () => {
  beforeEach(() => {
    resetApp()
    appStore.set(redPacketDismissedAtom, null)
    appStore.set(commonInfoAtom, INITIAL_COMMON_INFO)
    const script = document.createElement('script')
    script.id = 'boot-data'
    script.type = 'application/json'
    script.textContent = JSON.stringify(BOOT)
    document.head.appendChild(script)
  })
  afterEach(() => {
    document.getElementById('boot-data')?.remove()
    jest.restoreAllMocks()
  })

  it('shows the banners and menu from the page at once and asks the server only for the rest; a later visit asks the server', async () => {
    const api = fakeApi({
      '/api/nav/banner': [{ id: 3, type: 1, name: '服务器的横幅', path: '/pages/signin/signin', image: '' }],
      '/api/nav/app_menu_reward': [],
      '/api/shop/lists': { list: [], more: false, page: 1, limit: 10 },
    })
    await testUtils.mount(HomePage, {})
    // in the first render: no loading place for them
    expect(document.querySelector('.home-banner--loading')).toBeNull()
    expect(document.querySelector('.home-banner')!.innerHTML).toContain('/banners/kingeat.jpg')
    expect(document.querySelector('.home-menu')!.textContent).toContain('去赚钱')
    // nothing else is fetched before that first screen is painted
    expect(api.calls('/api/notice/lists')).toHaveLength(0)
    expect(api.calls('/api/shop/lists')).toHaveLength(0)
    await testUtils.act(() => flush(10))
    expect(api.calls('/api/notice/lists')).toHaveLength(1)
    expect(api.calls('/api/nav/banner')).toHaveLength(0)
    expect(api.calls('/api/nav/app_menu_reward')).toHaveLength(0)
    expect(api.calls('/api/shop/lists')).toHaveLength(1)
    expect(document.querySelector('.home-banner')!.innerHTML).toContain('/banners/kingeat.jpg')

    // the boot data serves one first screen only
    await testUtils.mount(HomePage, {})
    await testUtils.act(() => flush(10))
    expect(api.calls('/api/nav/banner')).toHaveLength(1)
    expect([...document.querySelectorAll('.home-banner')].at(-1)!.textContent).toContain('服务器的横幅')
  })
})
