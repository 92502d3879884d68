import './helpers'
import FoodiePage from '@/pagesme/foodie'
import { saveProfile } from '@/store/session'
import { fakeApi } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt, tapOn as tap } from './redbagTestKit'
import { TEAM, entry, ranking } from './teamFixtures'

// 吃货排行榜 (pagesme/foodie): the same ranking view on the savings board (累计省钱), by week or month.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const $ = (selector: string) => document.querySelector(selector)

describe('吃货排行榜', () => {
  freshEachTest(mockShown)

  it('shows the savings board by week, then by month, with the caller’s own savings pinned', async () => {
    saveProfile({ token: 't' })
    const board = [entry(1, { value: '88.8' }), entry(2, { value: '50' })]
    const api = fakeApi({ [TEAM.RANKING]: (body) => ranking(board, body, { mine: entry(2, { nickname: '我**', value: '50', is_me: true }) }) })
    await mountAt(FoodiePage, '/pagesme/foodie')
    expect(api.calls(TEAM.RANKING)[0]).toEqual(expect.objectContaining({ kind: 'savings', period: 'week', page: 1 }))
    expect($('.team-ranking__board-title')!.textContent).toBe('累计省钱')
    expect($('.order-tabs')).toBeNull()
    expect(Array.from(document.querySelectorAll('.team-podium__value')).map((e) => e.textContent)).toEqual(['¥88.80', '¥50.00'])
    expect($('.team-ranking__mine')!.textContent).toBe('2我**¥50.00')

    await tap(document.querySelectorAll('.team-ranking__period-tab')[1])
    expect(api.calls(TEAM.RANKING).pop()).toEqual(expect.objectContaining({ kind: 'savings', period: 'month', page: 1 }))
  })
})
