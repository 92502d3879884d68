import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import VipgroupPage from '@/pages/share/vipgroup'
import { welfareGroupOf } from '@/features/share/VipGroupScreen'
import { fakeApi, flush, pageText, resetApp, tap, toastTitles } from './helpers'

// 福利群 (/pages/share/vipgroup): the welfare group from appConfig's system_infos.

// the tests run as H5: the browser's saving (Jest resolves the mini-program's file by default)
jest.mock('@/features/share/saveImage', () => jest.requireActual('@/features/share/saveImage.h5'))

const testUtils = new TestUtils()
const GROUP = { welfare_group_qrcode: '/banners/welfare-group.png', welfare_group_wechat: 'fanbei_fuli', welfare_group_intro: '每天领外卖红包' }

async function mountPage() {
  Current.router = { path: '/pages/share/vipgroup', params: {} } as any
  await testUtils.mount(VipgroupPage, {})
  await testUtils.act(() => flush(10))
}

describe('福利群', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => jest.restoreAllMocks())

  it('reads the group from the operator’s config; none without a picture or an ID', () => {
    expect(welfareGroupOf({ system_infos: GROUP } as any)).toEqual({ qrcode: '/banners/welfare-group.png', wechat: 'fanbei_fuli', intro: '每天领外卖红包' })
    expect(welfareGroupOf({ system_infos: { welfare_group_wechat: ' x ' } } as any)).toEqual({ qrcode: '', wechat: 'x', intro: '' })
    expect(welfareGroupOf({ system_infos: { welfare_group_qrcode: ' ' } } as any)).toBeNull()
    expect(welfareGroupOf(null)).toBeNull()
  })

  it('shows the QR code, the intro and the WeChat ID; 复制微信号 copies it', async () => {
    fakeApi({ '/api/config/appConfig': { system_infos: GROUP } })
    const clip = jest.spyOn(Taro, 'setClipboardData')
      .mockImplementationOnce((() => Promise.resolve({ errMsg: 'setClipboardData:ok' })) as any)
      .mockImplementationOnce((() => Promise.reject(new Error('setClipboardData:fail'))) as any)
    await mountPage()
    expect(document.querySelector('.vip-group__qr')!.getAttribute('src')).toBe('/banners/welfare-group.png')
    expect(pageText()).toContain('每天领外卖红包')
    expect(document.querySelector('.vip-group__id')!.textContent).toBe('fanbei_fuli')
    await tap('.vip-group__copy')
    expect(clip).toHaveBeenCalledWith({ data: 'fanbei_fuli' })
    await tap('.vip-group__copy')
    expect(toastTitles(spies.showToast)).toEqual(['复制成功', '复制失败'])
  })

  it('保存图片 downloads the picture', async () => {
    fakeApi({ '/api/config/appConfig': { system_infos: GROUP } })
    const clicked: HTMLAnchorElement[] = []
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    await mountPage()
    await tap('.vip-group__save')
    expect(clicked.map((a) => [a.getAttribute('href'), a.download])).toEqual([['/banners/welfare-group.png', 'fanbei-welfare-group.png']])
    expect(toastTitles(spies.showToast)).toEqual(['已保存到相册'])
  })

  it('an ID without a picture: no picture, no 保存图片', async () => {
    fakeApi({ '/api/config/appConfig': { system_infos: { welfare_group_wechat: 'fanbei_fuli' } } })
    await mountPage()
    expect(document.querySelector('.vip-group__qr')).toBeNull()
    expect(document.querySelector('.vip-group__save')).toBeNull()
    expect(pageText()).toContain('微信扫码进群，每天领红包，霸王餐上新早知道')
  })

  it('says the group is not open when the operator set none', async () => {
    fakeApi({ '/api/config/appConfig': { system_infos: {} } })
    await mountPage()
    expect(pageText()).toContain('福利群暂未开放')
    expect(document.querySelector('.vip-group__copy')).toBeNull()
  })
})
