import './helpers'
import type { RankingEntry } from '@api-types/user'
import RangkinglistPage from '@/pages/makemoney/rangkinglist'
import { rankingValue, splitPodium } from '@/features/team/teamView'
import { saveProfile } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt, tapOn as tap } from './redbagTestKit'
import { TEAM, entry, ranking } from './teamFixtures'

// 排行榜 (pages/makemoney/rangkinglist): user/ranking_list by period (本周 / 本月) and board (收益榜 /
// 邀请榜): the podium, the rows, the caller's own entry pinned, the guest's login entry.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const mount = () => mountAt(RangkinglistPage, '/pages/makemoney/rangkinglist')
const $ = (selector: string) => document.querySelector(selector)
const podium = () => Array.from(document.querySelectorAll('.team-podium__place')).map((p) => p.textContent)
const rowTexts = () => Array.from(document.querySelectorAll('.team-ranking__rows .team-rank')).map((r) => r.textContent)

const BOARD: RankingEntry[] = Array.from({ length: 30 }, (_, i) => entry(i + 1, { value: String(100 - i), is_me: i === 4 }))
const ME = entry(5, { nickname: '我**', value: '96', is_me: true })

describe('排行榜', () => {
  const app = freshEachTest(mockShown)

  it('shows a guest the board and a login entry instead of their own rank', async () => {
    const api = fakeApi({ [TEAM.RANKING]: (body) => ranking(BOARD, body) })
    await mount()
    expect(api.calls(TEAM.RANKING)[0]).toEqual(expect.objectContaining({ kind: 'earnings', period: 'week', page: 1, limit: 20 }))
    expect(podium()).toEqual(['1用户1*¥100.00', '2用户2*¥99.00', '3用户3*¥98.00'])
    expect(rowTexts()[0]).toBe('4用户4*¥97.00')
    expect(rowTexts()).toHaveLength(17)
    expect($('.team-rank--me')).toBeTruthy()
    expect($('.member-initial')).toBeNull()
    expect($('.team-ranking__updated')!.textContent).toBe('更新于 2026-05-18 12:00')
    expect($('.team-ranking__login')!.textContent).toBe('登录查看我的排名')
    expect(app.spies.showToast).not.toHaveBeenCalled()

    await tap($('.team-ranking__login'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('pins the caller’s own entry, pages the board, and switches period and board', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [TEAM.RANKING]: (body) => ranking(body.kind === 'invitations' ? BOARD.map((e) => ({ ...e, value: '3' })) : BOARD, body, { mine: ME }) })
    await mount()
    expect($('.team-ranking__mine')!.textContent).toBe('5我**¥96.00')
    expect($('.team-ranking__login')).toBeNull()

    await tap($('.team-footer'))
    expect(api.calls(TEAM.RANKING).pop()).toEqual(expect.objectContaining({ page: 2 }))
    expect(rowTexts()).toHaveLength(27)
    expect($('.team-footer')!.textContent).toBe('没有更多了')

    await tap(document.querySelectorAll('.team-ranking__period-tab')[1])
    expect(api.calls(TEAM.RANKING).pop()).toEqual(expect.objectContaining({ kind: 'earnings', period: 'month', page: 1 }))
    expect(document.querySelectorAll('.team-ranking__period-tab')[1].getAttribute('aria-selected')).toBe('true')

    await tap(document.querySelectorAll('.order-tabs__tab')[1])
    expect(api.calls(TEAM.RANKING).pop()).toEqual(expect.objectContaining({ kind: 'invitations', period: 'month', page: 1 }))
    expect(podium()[0]).toBe('1用户1*3人')
  })

  it('says 未上榜 when the caller has no rank this period', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [TEAM.RANKING]: (body) => ranking(BOARD, body, { mine: entry(null, { nickname: '我**', value: '0', is_me: true }) }) })
    await mount()
    expect($('.team-ranking__mine')!.textContent).toBe('未上榜我**¥0.00')
  })

  it('an empty board, and a failed one with a retry', async () => {
    const api = fakeApi({ [TEAM.RANKING]: (body) => ranking([], body, { updated_at: null }) })
    await mount()
    expect(pageText()).toContain('暂无排名')
    serverSays(api, TEAM.RANKING, { status: 0, msg: '服务繁忙' })
    await tap(document.querySelectorAll('.team-ranking__period-tab')[1])
    expect($('.load-error')!.textContent).toContain('排行榜加载失败')
    fakeApi({ [TEAM.RANKING]: (body) => ranking(BOARD, body) })
    await tap($('.load-error__retry'))
    expect(podium()).toHaveLength(3)
  })

  it('reads values as yuan or people, and puts the top three on the podium', () => {
    expect(rankingValue('earnings', '12.5')).toEqual({ key: 'team.yuan', params: { value: '12.50' } })
    expect(rankingValue('savings', '3')).toEqual({ key: 'team.yuan', params: { value: '3.00' } })
    expect(rankingValue('invitations', '7')).toEqual({ key: 'team.people', params: { value: '7' } })
    const { podium: top, rest } = splitPodium([entry(1), entry(2), entry(3), entry(4)])
    expect(top.map((e) => e.rank)).toEqual([1, 2, 3])
    expect(rest.map((e) => e.rank)).toEqual([4])
  })
})
