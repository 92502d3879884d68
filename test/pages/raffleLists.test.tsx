import './helpers'
import IndexRafflePage from '@/pages_raffle/index_raffle'
import MyRafflePage from '@/pages_raffle/my_raffle'
import { saveProfile } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt, showAgain, tapOn as tap } from './redbagTestKit'
import { RAFFLE, card, win } from './raffleFixtures'
import { pageOf } from './teamFixtures'

// 幸运抽奖 (pages_raffle/index_raffle): the activities as cards, each opening the page of its style;
// 我的奖品 (pages_raffle/my_raffle): the wins with their states and the way to claim goods.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const $ = (selector: string) => document.querySelector(selector)
const $$ = (selector: string) => Array.from(document.querySelectorAll(selector))

describe('幸运抽奖', () => {
  const app = freshEachTest(mockShown)

  it('lists the activities with cover, cost and state, and opens each on the page of its style', async () => {
    const rows = [card(1), card(2, { style: 'scratch', cost_gold: 0, state: 'upcoming' }), card(3, { style: 'capsule', state: 'ended' })]
    fakeApi({ [RAFFLE.ACTIVITIES]: (body) => pageOf(rows, body) })
    await mountAt(IndexRafflePage, '/pages_raffle/index_raffle')
    expect($$('.raffle-activity__title').map((e) => e.textContent)).toEqual(['幸运大转盘1', '幸运大转盘2', '幸运大转盘3'])
    expect($$('.raffle-activity__cost').map((e) => e.textContent)).toEqual(['10金币/次', '免费', '10金币/次'])
    expect($$('.raffle-activity .raffle-chip').map((e) => e.textContent)).toEqual(['进行中', '即将开始', '已结束'])
    // Taro's H5 Image hands the alt to its <img> (Picture)
    expect($$('.raffle-activity__cover').map((e) => (e as unknown as { imgProps: { alt: string } }).imgProps.alt)).toEqual(['幸运大转盘1的封面', '幸运大转盘2的封面', '幸运大转盘3的封面'])
    for (const el of $$('.raffle-activity')) await tap(el)
    expect(openedUrls(app.spies.navigateTo)).toEqual([
      '/pages_raffle/kevy-luckydraw?id=1', '/pages_raffle/other_four?id=2', '/pages_raffle/other_five?id=3',
    ])
  })

  it('says when there is no activity', async () => {
    fakeApi({ [RAFFLE.ACTIVITIES]: { list: [], total: 0, page: 1, limit: 20 } })
    await mountAt(IndexRafflePage, '/pages_raffle/index_raffle')
    expect(pageText()).toContain('暂无抽奖活动')
  })

  it('shows why the list did not load, and loads it again on retry', async () => {
    const api = fakeApi({})
    serverSays(api, RAFFLE.ACTIVITIES, { status: 0, msg: '服务繁忙' })
    await mountAt(IndexRafflePage, '/pages_raffle/index_raffle')
    expect(pageText()).toContain('抽奖活动加载失败')
    expect(pageText()).toContain('服务繁忙')
    await tap($('.load-error__retry'))
    expect(api.calls(RAFFLE.ACTIVITIES)).toHaveLength(2)
  })
})

describe('我的奖品', () => {
  const app = freshEachTest(mockShown)

  it('asks a guest to log in and loads nothing', async () => {
    const api = fakeApi({})
    await mountAt(MyRafflePage, '/pages_raffle/my_raffle')
    expect(pageText()).toContain('登录后查看我的奖品')
    expect(api.calls(RAFFLE.WINS)).toHaveLength(0)
  })

  it('shows each win with its state: 已发放, 待领取 with 去领取, 待发货, 已发货 with its tracking number', async () => {
    saveProfile({ token: 't' })
    const shipping = { name: '张三', tel: '13800138000', address: '上海市浦东新区世纪大道1号', carrier: null, tracking_no: null, shipped_at: null }
    const rows = [
      win(4, { prize_name: '蓝牙耳机', kind: 'goods', value: 0, state: 'to_claim' }),
      win(3, { prize_name: '保温杯', kind: 'goods', value: 0, state: 'claimed', shipping }),
      win(2, { prize_name: '充电宝', kind: 'goods', value: 0, state: 'shipped', shipping: { ...shipping, carrier: '顺丰', tracking_no: 'SF123456', shipped_at: '2026-11-26 10:00:00' } }),
      win(1),
    ]
    const api = fakeApi({ [RAFFLE.WINS]: (body) => pageOf(rows, body) })
    await mountAt(MyRafflePage, '/pages_raffle/my_raffle')
    expect($$('.raffle-win__name').map((e) => e.textContent)).toEqual(['蓝牙耳机', '保温杯', '充电宝', '10金币'])
    expect($$('.raffle-win__state').map((e) => e.textContent)).toEqual(['待领取', '待发货', '已发货', '已发放'])
    expect($$('.raffle-win__tracking').map((e) => e.textContent)).toEqual(['顺丰 运单号 SF123456'])
    expect($$('.raffle-win__claim')).toHaveLength(1)
    expect($('.raffle-win__claim')!.getAttribute('aria-label')).toBe('领取蓝牙耳机')
    await tap($('.raffle-win__claim'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages_raffle/exchange?win_id=4'])

    // back from the address: read again, now 待发货
    rows[0] = { ...rows[0], state: 'claimed', shipping }
    await showAgain(mockShown)
    expect(api.calls(RAFFLE.WINS).length).toBeGreaterThan(1)
    expect($$('.raffle-win__state').map((e) => e.textContent)[0]).toBe('待发货')
  })

  it('says when there is no prize yet, with the way to the draws', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [RAFFLE.WINS]: { list: [], total: 0, page: 1, limit: 20 } })
    await mountAt(MyRafflePage, '/pages_raffle/my_raffle')
    expect(pageText()).toContain('还没有奖品')
    await tap($('.raffle-empty__go'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages_raffle/index_raffle'])
  })

  it('shows why the prizes did not load', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({})
    serverSays(api, RAFFLE.WINS, { status: 0, msg: '服务繁忙' })
    await mountAt(MyRafflePage, '/pages_raffle/my_raffle')
    expect(pageText()).toContain('奖品加载失败')
  })
})
