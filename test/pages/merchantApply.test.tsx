import './helpers'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import ApplyPage from '@/pagesme/businessinto/apply'
import IntroPage from '@/pagesme/businessinto/businessinto'
import { placePicked } from '@/lib/placePick'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, pageText, toastTitles, type } from './helpers'
import { freshEachTest } from './goldTestKit'
import { tapOn as tap, testUtils } from './redbagTestKit'

// 申请入驻 (pagesme/businessinto/apply): the settle-in form checks its fields before sending
// (messages under the fields, the first one toasted), takes its address from the place search in
// pick mode, and sends common/settleIn once. 商家入驻 lists a logged-in applicant's applications
// with their state (and a refusal's reason); logged out it asks to log in to follow them.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const SETTLE_IN = '/api/common/settleIn'
const MINE = '/api/common/myApplications'
const CATEGORIES = '/api/shop/categories'
const $ = (selector: string) => document.querySelector(selector)
const errors = () => Array.from(document.querySelectorAll('.mc-field__error')).map((e) => e.textContent)
const PLACE = { name: '花果园购物中心', address: '南明区花果园大街 1 号', city: '贵阳市', latitude: 26.56, longitude: 106.69 }

async function mountApply() {
  Current.router = { path: '/pagesme/businessinto/apply', params: {} } as any
  await testUtils.mount(ApplyPage, {})
  await testUtils.act(() => flush(10))
}

describe('申请入驻', () => {
  const app = freshEachTest(mockShown)

  it('shows each missing or wrong field under it and sends nothing', async () => {
    const api = fakeApi({ [CATEGORIES]: [{ id: 1, name: '快餐', icon: '' }, { id: 2, name: '奶茶', icon: '' }], [SETTLE_IN]: { id: 1 } })
    await mountApply()
    expect(pageText()).toContain('未登录也可以提交申请，但只有登录后才能在这里查看申请进度')
    expect(pageText()).toContain('登录后可上传照片')
    await tap($('.mc-form__submit'))
    expect(errors()).toEqual(['请输入店铺名称', '请输入联系人', '请输入正确的11位手机号', '请选择经营品类', '请选择店铺地址'])
    expect(toastTitles(app.spies.showToast)).toEqual(['请输入店铺名称'])
    await type('.mc-form__shop', '黔味小馆')
    await type('.mc-form__contact', '王先生')
    await type('.mc-form__tel', '1380000')
    expect(errors()).toEqual(['请输入正确的11位手机号', '请选择经营品类', '请选择店铺地址'])
    expect(api.calls(SETTLE_IN)).toHaveLength(0)
  })

  it('takes the address from the place search, then sends the form once', async () => {
    saveProfile({ token: 't' })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'navigateTo:ok' })) as any)
    jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve({ errMsg: 'navigateBack:ok' })) as any)
    jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'redirectTo:ok' })) as any)
    const api = fakeApi({ [CATEGORIES]: [{ id: 1, name: '快餐', icon: '' }, { id: 2, name: '奶茶', icon: '' }], [SETTLE_IN]: { id: 7 } })
    await mountApply()
    await type('.mc-form__shop', ' 黔味小馆 ')
    await type('.mc-form__contact', '王先生')
    await type('.mc-form__tel', '13800001111')
    await tap(Array.from(document.querySelectorAll('.mc-chips__chip')).find((c) => c.textContent === '奶茶')!)
    await tap($('.mc-form__address'))
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/search/search_location?pick=1' }))
    await testUtils.act(async () => {
      placePicked(PLACE)
      await flush()
    })
    expect(pageText()).toContain('贵阳市 · 南明区花果园大街 1 号 花果园购物中心')
    await testUtils.act(async () => {
      testUtils.fireEvent.click($('.mc-form__submit')!)
      testUtils.fireEvent.click($('.mc-form__submit')!)
      await flush(10)
    })
    expect(api.calls(SETTLE_IN)).toEqual([expect.objectContaining({
      shop_name: '黔味小馆', contact_name: '王先生', tel: '13800001111', category: '奶茶', city: '贵阳市', address: '南明区花果园大街 1 号 花果园购物中心',
    })])
    expect(toastTitles(app.spies.showToast)).toContain('提交成功，我们会尽快联系您')
  })
})

describe('商家入驻', () => {
  freshEachTest(mockShown)
  const mount = async () => {
    Current.router = { path: '/pagesme/businessinto/businessinto', params: {} } as any
    await testUtils.mount(IntroPage, {})
    await testUtils.act(() => flush(10))
  }

  it('shows the applicant their applications with the state and a refusal’s reason', async () => {
    saveProfile({ token: 't' })
    fakeApi({
      [MINE]: {
        list: [
          { id: 2, kind: 'settle_in', title: '遵义羊肉粉', state: 'refused', reason: '暂未开通该城市', create_time: '2026-11-27 10:00:00', update_time: '2026-11-27 12:00:00' },
          { id: 1, kind: 'settle_in', title: '黔味小馆', state: 'approved', reason: null, create_time: '2026-11-26 10:00:00', update_time: '2026-11-27 09:00:00' },
        ],
      },
    })
    await mount()
    const rows = Array.from(document.querySelectorAll('.mc-app')).map((row) => row.textContent)
    expect(rows).toEqual([
      expect.stringMatching(/遵义羊肉粉未通过入驻申请 · 提交于 2026-11-27 10:00原因：暂未开通该城市/),
      expect.stringMatching(/黔味小馆已通过入驻申请/),
    ])
  })

  it('logged out: the offer, the two ways in, and a prompt to log in to follow applications', async () => {
    const api = fakeApi({})
    await mount()
    expect(pageText()).toContain('返利由平台支付')
    expect($('.mc-actions__apply')).not.toBeNull()
    expect($('.mc-actions__contact')).not.toBeNull()
    expect(pageText()).toContain('登录后可查看申请进度')
    expect(api.calls(MINE)).toHaveLength(0)
  })
})
