import './helpers'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import KevyLuckydrawPage from '@/pages_raffle/kevy-luckydraw'
import OtherTwoPage from '@/pages_raffle/other_two'
import OtherFourPage from '@/pages_raffle/other_four'
import { localeAtom } from '@/i18n'
import { appStore } from '@/store/persisted'
import { saveProfile } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays, type FakeApi } from './helpers'
import { freshEachTest } from './goldTestKit'
import { tapOn as tap, testUtils } from './redbagTestKit'
import { RAFFLE, activity, drawResult } from './raffleFixtures'

// The draw pages (pages_raffle/kevy-luckydraw and the other styles): one draw flow. A tap sends one
// raffle/draw with a fresh request id, a tap while a draw runs sends nothing, a network failure is
// retried with the same request id, a refusal shows beside the wheel, and the wheel stops on the
// server's prize_index, the prize dialog showing the server's prize.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))
// the H5 boot module: landing on a draw page, the page's inline script has asked raffle/detail
jest.mock('@/lib/boot', () => jest.requireActual('@/lib/boot.h5'))

// lucky-canvas's boards, as the page drives them: play, then stop on an index; stopping ends the turn
interface MockBoard { plays: number; stops: number[] }
const mockBoards: MockBoard[] = []
jest.mock('lucky-canvas', () => {
  class Board {
    plays = 0
    stops: number[] = []
    mockData: { end: () => void }
    constructor(_config: unknown, mockData: { end: () => void }) {
      this.mockData = mockData
      mockBoards.push(this as never)
    }
    play() { this.plays += 1 }
    stop(index: number) {
      this.stops.push(index)
      setTimeout(() => this.mockData.end(), 0)
    }
  }
  return { LuckyWheel: Board, LuckyGrid: Board }
})

const $ = (selector: string) => document.querySelector(selector)
const go = () => $('.raffle-wheel__go')

async function mountDraw(Page: () => JSX.Element, path: string, id = 7) {
  Current.router = { path, params: { id: String(id) } } as any
  await testUtils.mount(Page, {})
  await testUtils.act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((r) => setTimeout(r, 0))
  })
}

/** raffle/draw answers only when the test says so. */
function holdDraws(api: FakeApi): { answer: (result: unknown) => Promise<void>; fail: () => Promise<void> } {
  const others = api.spy.getMockImplementation()!
  const waiting: Array<{ ok: (v: unknown) => void; ko: (e: unknown) => void }> = []
  api.spy.mockImplementation(((opts: Taro.request.Option) =>
    String(opts.url).endsWith(RAFFLE.DRAW) ? new Promise((ok, ko) => waiting.push({ ok, ko })) : others(opts)) as any)
  const settle = async (fn: (w: (typeof waiting)[number]) => void) => {
    await testUtils.act(async () => {
      fn(waiting.shift()!)
      for (let i = 0; i < 10; i += 1) await new Promise((r) => setTimeout(r, 0))
    })
    // the wheel stops in an effect of that render, and says so on the next tick
    await testUtils.act(async () => {
      for (let i = 0; i < 10; i += 1) await new Promise((r) => setTimeout(r, 0))
    })
  }
  return {
    answer: (result) => settle((w) => w.ok({ statusCode: 200, data: { status: 1, msg: 'ok', result }, header: {}, cookies: [], errMsg: 'request:ok' })),
    fail: () => settle((w) => w.ko({ errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' })),
  }
}

describe('the draw pages', () => {
  const app = freshEachTest(mockShown)
  beforeEach(() => {
    mockBoards.length = 0
  })

  it('shows the cost, my gold, draws left, the odds, the rules and the window', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [RAFFLE.DETAIL]: activity({ mine: { gold: 100, draws_today: 1, draws_total: 1 } }) })
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    expect($('.raffle-draw__cost')!.textContent).toBe('10金币')
    expect($('.raffle-draw__gold')!.textContent).toBe('100')
    expect($('.raffle-draw__left')!.textContent).toBe('2')
    expect(Array.from(document.querySelectorAll('.raffle-odds__odds')).map((e) => e.textContent)).toEqual([
      '中奖概率 12.50%', '中奖概率 5.00%', '中奖概率 0.50%', '中奖概率 82.00%',
    ])
    expect(pageText()).toContain('奖品与概率公示')
    expect(pageText()).toContain('每人每天最多抽3次，活动期间共10次；每次消耗10金币。')
    expect(pageText()).toContain('活动时间：2026-11-01 00:00 至 2026-12-31 23:59（北京时间）。')
    expect(pageText()).toContain('实物奖品请填写地址')
    expect(go()!.getAttribute('aria-label')).toBe('消耗10金币抽奖')
  })

  it('sends one draw per tap and none while the wheel turns, stops on the server’s prize and shows it', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [RAFFLE.DETAIL]: activity() })
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    const draws = holdDraws(api)

    await tap(go())
    await tap(go())
    expect(api.calls(RAFFLE.DRAW)).toHaveLength(1)
    const first = api.calls(RAFFLE.DRAW)[0]
    expect(first).toEqual(expect.objectContaining({ activity_id: 7, request_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) }))
    expect(mockBoards[0].plays).toBe(1)
    expect(go()!.textContent).toBe('抽奖中…')

    // the server says: prize 2 (蓝牙耳机), not what any page would pick
    await draws.answer(drawResult(2))
    expect(mockBoards[0].stops).toEqual([2])
    expect($('.raffle-dialog__prize')!.textContent).toBe('获得 蓝牙耳机')
    expect(pageText()).toContain('填写收货地址后为您发货。')
    expect($('.raffle-draw__gold')!.textContent).toBe('90')
    expect($('.raffle-draw__left')!.textContent).toBe('2')

    // a tap while the dialog is open sends nothing either
    await tap(go())
    expect(api.calls(RAFFLE.DRAW)).toHaveLength(1)

    // 填写收货地址 opens the exchange page of the win
    await tap($('.raffle-dialog .nut-dialog-footer-ok'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages_raffle/exchange?win_id=50'])

    // the next tap is a new draw with a new request id
    await tap(go())
    expect(api.calls(RAFFLE.DRAW)).toHaveLength(2)
    expect(api.calls(RAFFLE.DRAW)[1].request_id).not.toBe(first.request_id)
  })

  it('retries a draw that got no answer with the same request id', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [RAFFLE.DETAIL]: activity() })
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    const draws = holdDraws(api)

    await tap(go())
    await draws.fail()
    expect(mockBoards[0].stops).toEqual([-1])
    expect($('.raffle-draw__failed-text')!.textContent).toContain('重试不会重复扣金币')
    expect(go()!.textContent).toBe('重试')

    await tap($('.raffle-draw__retry'))
    const [first, second] = api.calls(RAFFLE.DRAW)
    expect(second.request_id).toBe(first.request_id)
    await draws.answer(drawResult(3))
    expect($('.raffle-draw__failed')).toBeNull()
    expect($('.raffle-dialog__prize')!.textContent).toBe('这次没有中奖，再接再厉！')
    expect(mockBoards[0].stops).toEqual([-1, 3])
  })

  it('shows a refusal beside the wheel, reads the activity again, and draws with a fresh id next time', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [RAFFLE.DETAIL]: activity() })
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    serverSays(api, RAFFLE.DRAW, { status: 0, msg: '今日抽奖次数已用完' })
    await tap(go())
    expect($('.raffle-draw__refusal')!.textContent).toBe('今日抽奖次数已用完')
    expect(api.calls(RAFFLE.DETAIL).length).toBe(2)
    await tap(go())
    const [first, second] = api.calls(RAFFLE.DRAW)
    expect(second.request_id).not.toBe(first.request_id)
  })

  it('asks a guest to log in and sends no draw', async () => {
    const api = fakeApi({ [RAFFLE.DETAIL]: activity({ mine: null }) })
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    expect(pageText()).toContain('登录后参与抽奖')
    expect(go()!.textContent).toBe('登录后抽奖')
    await tap(go())
    expect(api.calls(RAFFLE.DRAW)).toHaveLength(0)
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('says an ended activity has ended and draws nothing', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [RAFFLE.DETAIL]: activity({ state: 'ended' }) })
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    expect(go()!.textContent).toBe('活动已结束')
    expect(go()!.getAttribute('aria-disabled')).toBe('true')
    await tap(go())
    expect(api.calls(RAFFLE.DRAW)).toHaveLength(0)
  })

  it('shows why the activity did not load, and loads it again on retry', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({})
    serverSays(api, RAFFLE.DETAIL, { status: 0, msg: '活动不存在' })
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    expect(pageText()).toContain('活动加载失败')
    expect(pageText()).toContain('活动不存在')
    await tap($('.load-error__retry'))
    expect(api.calls(RAFFLE.DETAIL)).toHaveLength(2)
  })

  it('turns over the tapped card on the server’s prize (翻牌)', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [RAFFLE.DETAIL]: activity({ style: 'flip' }), [RAFFLE.DRAW]: drawResult(1) })
    await mountDraw(OtherTwoPage, '/pages_raffle/other_two')
    const cards = document.querySelectorAll('.raffle-flip__card')
    expect(cards).toHaveLength(6)
    expect(cards[2].getAttribute('aria-label')).toBe('第3张卡片，点击翻牌抽奖, 消耗10金币抽奖')
    await tap(cards[2])
    await tap(cards[4])
    expect(api.calls(RAFFLE.DRAW)).toHaveLength(1)
    expect(document.querySelectorAll('.raffle-flip__card')[2].className).toContain('raffle-flip__card--open')
    expect(document.querySelectorAll('.raffle-flip__prize')[2].textContent).toBe('5元红包')
    // the dialog once the card has turned
    expect($('.raffle-dialog__prize')).toBeNull()
    await testUtils.act(() => new Promise((r) => setTimeout(r, 800)))
    expect($('.raffle-dialog__prize')!.textContent).toBe('获得 5元红包')
    expect($('.raffle-dialog__worth')!.textContent).toBe('5.00元现金')
  })

  it('reveals the scratch card with the 刮开 button (刮刮卡)', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null)
    saveProfile({ token: 't' })
    const api = fakeApi({ [RAFFLE.DETAIL]: activity({ style: 'scratch' }), [RAFFLE.DRAW]: drawResult(0) })
    await mountDraw(OtherFourPage, '/pages_raffle/other_four')
    expect($('.raffle-scratch__prize')!.textContent).toBe('')
    await tap($('.raffle-scratch__buy'))
    expect(api.calls(RAFFLE.DRAW)).toHaveLength(1)
    // the answer is under the coating, and no dialog until it is scratched off
    expect($('.raffle-scratch__prize')!.textContent).toBe('10金币')
    expect($('.raffle-dialog__prize')).toBeNull()
    await tap($('.raffle-scratch__reveal'))
    expect($('.raffle-scratch__coat')!.getAttribute('class')).toContain('raffle-scratch__coat--gone')
    expect($('.raffle-dialog__prize')!.textContent).toBe('获得 10金币')
  })
})

describe('landing on a draw page (H5: the answer the page asked for while the app loaded)', () => {
  freshEachTest(mockShown)
  const page = window as unknown as { earlyCall?: unknown }
  // what the page's inline script leaves: what it sent, the answer's promise, and the answer once it came
  const early = (body: string, envelope: unknown, { token = '', came = false } = {}) => {
    page.earlyCall = {
      path: 'raffle/detail', body, token, lang: appStore.get(localeAtom),
      answer: Promise.resolve(envelope), ...(came ? { settled: envelope } : {}),
    }
  }
  afterEach(() => {
    delete page.earlyCall
  })

  it('draws an answer that came before the page in its first render, without asking again; a later visit asks', async () => {
    early('{"activity_id":7}', { status: 1, msg: 'ok', result: activity() }, { came: true })
    const api = fakeApi({ [RAFFLE.DETAIL]: activity({ title: '服务器又答的' }) })
    Current.router = { path: '/pages_raffle/kevy-luckydraw', params: { id: '7' } } as any
    await testUtils.mount(KevyLuckydrawPage, {})
    expect($('.raffle-draw__cost')!.textContent).toBe('10金币')
    await testUtils.act(async () => {
      for (let i = 0; i < 10; i += 1) await new Promise((r) => setTimeout(r, 0))
    })
    expect(api.calls(RAFFLE.DETAIL)).toHaveLength(0)
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    expect(api.calls(RAFFLE.DETAIL)).toHaveLength(1)
    expect(pageText()).toContain('服务器又答的')
  })

  it('takes an answer still on its way as the first load, with the token it was asked with', async () => {
    saveProfile({ token: 't' })
    early('{"activity_id":7}', { status: 1, msg: 'ok', result: activity({ mine: { gold: 100, draws_today: 1, draws_total: 1 } }) }, { token: 't' })
    const api = fakeApi({ [RAFFLE.DETAIL]: activity() })
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    expect($('.raffle-draw__gold')!.textContent).toBe('100')
    expect(api.calls(RAFFLE.DETAIL)).toHaveLength(0)
  })

  it('asks again when the answer was asked without the session, for another activity, or refused', async () => {
    saveProfile({ token: 't' })
    early('{"activity_id":7}', { status: 1, msg: 'ok', result: activity({ title: '游客的' }) })
    const api = fakeApi({ [RAFFLE.DETAIL]: activity({ mine: { gold: 100, draws_today: 1, draws_total: 1 } }) })
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    expect(api.calls(RAFFLE.DETAIL)).toHaveLength(1)
    expect($('.raffle-draw__gold')!.textContent).toBe('100')

    early('{"activity_id":8}', { status: 1, msg: 'ok', result: activity({ title: '别的活动' }) }, { token: 't' })
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    expect(api.calls(RAFFLE.DETAIL)).toHaveLength(2)
    expect(pageText()).not.toContain('别的活动')

    early('{"activity_id":7}', { status: 0, msg: '活动不存在', result: null }, { token: 't' })
    await mountDraw(KevyLuckydrawPage, '/pages_raffle/kevy-luckydraw')
    expect(api.calls(RAFFLE.DETAIL)).toHaveLength(3)
    expect($('.raffle-draw__gold')!.textContent).toBe('100')
  })
})
