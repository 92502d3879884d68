import './helpers'
import MyChallengePage from '@/challenge/my_challenge'
import MyJoinPage from '@/challenge/my_join'
import MakemoneyMyJoinPage from '@/pages/makemoney/makemoney-my-join'
import { saveProfile } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt, tapOn as tap } from './redbagTestKit'
import { CH, entriesPage, entry } from './challengeFixtures'

// 我的挑战 (challenge/my_challenge), 参与记录 (challenge/my_join) and 我参与的挑战
// (pages/makemoney/makemoney-my-join): the user's entries from challenge/mine, by state with a
// progress bar and the time left, the reward won, nothing when failed; logged-out, empty, error.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const $ = (selector: string) => document.querySelector(selector)
const $$ = (selector: string) => Array.from(document.querySelectorAll(selector))
const ENTRIES = [
  entry(3, { title: '进行中的挑战' }),
  entry(2, { title: '完成的挑战', state: 'completed', progress: 5, ended_at: '2026-05-08 10:00:00', reward_granted: true }),
  entry(1, { title: '失败的挑战', state: 'failed', progress: 1, ended_at: '2026-05-01 10:00:00', reward_kind: 'gold', reward_gold: 200, reward_cash: '0.00', entry_gold: 0 }),
]
const server = (all = ENTRIES) => fakeApi({ [CH.MINE]: (body) => entriesPage(all, body) })

describe('我的挑战', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = server()
    await mountAt(MyChallengePage, '/challenge/my_challenge')
    expect(pageText()).toContain('登录后查看我的挑战')
    expect(api.calls(CH.MINE)).toHaveLength(0)
  })

  it('进行中 shows the progress bar and the time left on the server\'s clock; 已完成 the reward; 未完成 nothing won', async () => {
    saveProfile({ token: 't' })
    const api = server()
    await mountAt(MyChallengePage, '/challenge/my_challenge')
    expect(api.calls(CH.MINE)[0]).toEqual(expect.objectContaining({ state: 'active', page: 1, limit: 20 }))
    expect($$('.order-tabs__tab').map((el) => el.textContent)).toEqual(['进行中', '已完成', '未完成'])
    const active = $('.ch-entry')!
    expect(active.textContent).toContain('进行中的挑战')
    expect(active.querySelector('.ch-card__progress-text')!.textContent).toBe('进度 2/5')
    expect(active.querySelector('.nut-progress-inner')!.getAttribute('style')).toContain('40%')
    // the server said 12:00:00; the deadline is 2 days 3:04:05 later
    expect(active.querySelector('.ch-card__left')!.textContent).toMatch(/^剩余 2天 03:0[34]:\d{2}$/)

    await tap($$('.order-tabs__tab')[1])
    expect(api.calls(CH.MINE).pop()).toEqual(expect.objectContaining({ state: 'completed' }))
    expect($('.ch-entry__won')!.textContent).toBe('已获得 ¥5.00')

    await tap($$('.order-tabs__tab')[2])
    expect($('.ch-entry__lost')!.textContent).toBe('未在期限内完成，未获得奖励')
    expect($('.ch-entry')!.textContent).toContain('免费参与')
  })

  it('empty: leads to the challenges; a failed load offers a retry', async () => {
    saveProfile({ token: 't' })
    const api = server([])
    await mountAt(MyChallengePage, '/challenge/my_challenge')
    expect(pageText()).toContain('没有进行中的挑战')
    await tap($('.ch-empty__go'))
    expect(openedUrls(app.spies.navigateTo).pop()).toContain('/challenge/challenge')
    serverSays(api, CH.MINE, { status: 0, msg: '服务繁忙' })
    await tap($$('.order-tabs__tab')[1])
    expect(pageText()).toContain('我的挑战加载失败')
  })
})

describe('参与记录', () => {
  freshEachTest(mockShown)

  it('lists every entry, newest first, whatever its state, and pages on', async () => {
    saveProfile({ token: 't' })
    const many = Array.from({ length: 25 }, (_, i) => entry(100 - i, { title: `挑战${100 - i}` }))
    const api = server(many)
    await mountAt(MyJoinPage, '/challenge/my_join')
    expect(api.calls(CH.MINE)[0]).not.toHaveProperty('state')
    expect($$('.ch-entry')).toHaveLength(20)
    await tap($('.ch-footer'))
    expect(api.calls(CH.MINE).pop()).toEqual(expect.objectContaining({ page: 2 }))
    expect($$('.ch-entry')).toHaveLength(25)
  })

  it('says when there is none yet', async () => {
    saveProfile({ token: 't' })
    server([])
    await mountAt(MyJoinPage, '/challenge/my_join')
    expect(pageText()).toContain('还没有参与记录')
  })
})

describe('我参与的挑战', () => {
  const app = freshEachTest(mockShown)

  it('lists the joined challenges compactly with state, progress and deadline, and leads to 我的挑战', async () => {
    saveProfile({ token: 't' })
    server()
    await mountAt(MakemoneyMyJoinPage, '/pages/makemoney/makemoney-my-join')
    const rows = $$('.order-card')
    expect(rows.map((r) => r.querySelector('.order-card__shop')!.textContent)).toEqual(['进行中的挑战', '完成的挑战', '失败的挑战'])
    expect(rows.map((r) => r.querySelector('.order-card__chip')!.textContent)).toEqual(['进行中', '已完成', '未完成'])
    expect(rows[0].textContent).toContain('进度 2/5 单')
    expect(rows[0].textContent).toContain('截止 05-12 15:04')
    expect(rows[1].textContent).toContain('结束于 05-08 10:00')
    await tap($('.order-list__footer'))
    expect(openedUrls(app.spies.navigateTo).pop()).toContain('/challenge/my_challenge')
  })

  it('says 还没有参与挑战 with a way to the challenges', async () => {
    saveProfile({ token: 't' })
    server([])
    await mountAt(MakemoneyMyJoinPage, '/pages/makemoney/makemoney-my-join')
    expect(pageText()).toContain('还没有参与挑战')
    await tap($('.challenge-joined__go'))
    expect(openedUrls(app.spies.navigateTo).pop()).toContain('/challenge/challenge')
  })

  it('asks a logged-out user to log in', async () => {
    const api = server()
    await mountAt(MakemoneyMyJoinPage, '/pages/makemoney/makemoney-my-join')
    expect(pageText()).toContain('登录后查看我参与的挑战')
    expect(api.calls(CH.MINE)).toHaveLength(0)
  })
})
