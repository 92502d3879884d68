import './helpers'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import ExchangePage from '@/pages_raffle/exchange'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, pageText, serverSays, toastTitles, type } from './helpers'
import { freshEachTest } from './goldTestKit'
import { tapOn as tap, testUtils } from './redbagTestKit'
import { RAFFLE, win } from './raffleFixtures'

// 填写收货地址 (pages_raffle/exchange?win_id=): the address of a won physical prize, checked here,
// sent once, then back to 我的奖品.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const $ = (selector: string) => document.querySelector(selector)
const goods = win(4, { prize_name: '蓝牙耳机', kind: 'goods', value: 0, state: 'to_claim' })

async function mountExchange(winId: number) {
  Current.router = { path: '/pages_raffle/exchange', params: { win_id: String(winId) } } as any
  await testUtils.mount(ExchangePage, {})
  await testUtils.act(() => flush(10))
}

async function fill(name: string, tel: string, address: string) {
  await type('.raffle-exchange__input-name', name)
  await type('.raffle-exchange__input-tel', tel)
  await type('.raffle-exchange__input-address', address)
}

describe('填写收货地址', () => {
  const app = freshEachTest(mockShown)

  it('checks the name, the phone and the address before sending anything', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [RAFFLE.WINS]: { list: [goods], total: 1, page: 1, limit: 50 } })
    await mountExchange(4)
    expect(pageText()).toContain('蓝牙耳机寄到哪里？')
    await tap($('.raffle-exchange__submit'))
    await fill('张三', '1380013', '上海市浦东新区世纪大道1号')
    await tap($('.raffle-exchange__submit'))
    await fill('张三', '13800138000', '上海')
    await tap($('.raffle-exchange__submit'))
    expect(toastTitles(app.spies.showToast)).toEqual([
      '请填写收货人姓名（最多20个字）', '请填写正确的11位手机号', '请填写完整的收货地址（5到120个字）',
    ])
    expect(api.calls(RAFFLE.CLAIM)).toHaveLength(0)
  })

  it('sends the address once and goes back to 我的奖品', async () => {
    saveProfile({ token: 't' })
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'redirectTo:ok' })) as any)
    const api = fakeApi({
      [RAFFLE.WINS]: { list: [goods], total: 1, page: 1, limit: 50 },
      [RAFFLE.CLAIM]: (body) => ({ ...goods, state: 'claimed', shipping: { name: body.name, tel: body.tel, address: body.address, carrier: null, tracking_no: null, shipped_at: null } }),
    })
    await mountExchange(4)
    await fill(' 张三 ', '13800138000', '上海市浦东新区世纪大道1号')
    await testUtils.act(async () => {
      testUtils.fireEvent.click($('.raffle-exchange__submit')!)
      testUtils.fireEvent.click($('.raffle-exchange__submit')!)
      await flush(10)
    })
    expect(api.calls(RAFFLE.CLAIM)).toEqual([expect.objectContaining({ win_id: 4, name: '张三', tel: '13800138000', address: '上海市浦东新区世纪大道1号' })])
    expect(toastTitles(app.spies.showToast)).toContain('地址已提交，我们会尽快发货')
    expect(redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages_raffle/my_raffle' }))
    expect($('.raffle-exchange__submit')).toBeNull()
    expect(pageText()).toContain('待发货')
  })

  it('lets the server’s refusal stand and keeps the form', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [RAFFLE.WINS]: { list: [goods], total: 1, page: 1, limit: 50 } })
    serverSays(api, RAFFLE.CLAIM, { status: 0, msg: '该奖品已填写地址' })
    await mountExchange(4)
    await fill('张三', '13800138000', '上海市浦东新区世纪大道1号')
    await tap($('.raffle-exchange__submit'))
    expect(toastTitles(app.spies.showToast)).toEqual(['该奖品已填写地址'])
    expect($('.raffle-exchange__submit')).not.toBeNull()
  })

  it('says a prize already claimed needs no address, and an unknown one was not found', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [RAFFLE.WINS]: { list: [{ ...goods, state: 'shipped' }], total: 1, page: 1, limit: 50 } })
    await mountExchange(4)
    expect($('.raffle-exchange__submit')).toBeNull()
    expect($('.raffle-exchange__done')!.textContent).toBe('已发货')
  })

  it('says when the prize is not among the caller’s', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [RAFFLE.WINS]: { list: [], total: 0, page: 1, limit: 50 } })
    await mountExchange(9)
    expect(pageText()).toContain('没有找到这个奖品')
  })
})
