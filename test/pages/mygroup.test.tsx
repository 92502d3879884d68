import './helpers'
import Taro from '@tarojs/taro'
import MygroupPage from '@/pages/makemoney/mygroup'
import { saveProfile } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt, showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'
import { TEAM, member, pageOf, teamSummary } from './teamFixtures'

// 我的团队 (pages/makemoney/mygroup): the direct and second-level members of team/members, with the
// counts of team/summary, paged.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const mount = () => mountAt(MygroupPage, '/pages/makemoney/mygroup')
const $ = (selector: string) => document.querySelector(selector)
const rows = () => Array.from(document.querySelectorAll('.team-member'))
const names = () => rows().map((r) => r.querySelector('.team-member__name')!.textContent)

const DIRECT = [member(1), member(2, { valid: false, brought: '0', avatar: '' })]
const SECOND = Array.from({ length: 25 }, (_, i) => member(100 + i, { level: 2 }))
const server = (direct = DIRECT, second = SECOND) =>
  fakeApi({
    [TEAM.SUMMARY]: teamSummary({ direct_count: direct.length, indirect_count: second.length }),
    [TEAM.MEMBERS]: (body) => pageOf(body.level === 2 ? second : direct, body),
  })

describe('我的团队', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = server()
    await mount()
    expect(pageText()).toContain('登录后查看我的团队')
    expect(api.calls(TEAM.MEMBERS)).toHaveLength(0)
  })

  it('lists the direct members with avatar, masked nickname, 加入时间, 有效 / 未生效 and 贡献, the counts on the tabs', async () => {
    saveProfile({ token: 't' })
    const api = server()
    await mount()
    expect(api.calls(TEAM.MEMBERS)[0]).toEqual(expect.objectContaining({ level: 1, page: 1, limit: 20 }))
    const tabs = Array.from(document.querySelectorAll('.order-tabs__tab')).map((tab) => tab.textContent)
    expect(tabs).toEqual(['直属团员2', '二级团员25'])
    expect(names()).toEqual(['团员1**', '团员2**'])
    const [first, second] = rows()
    // Taro's H5 Image hands the alt to its <img> (Picture)
    expect((first.querySelector('.team-member__avatar') as unknown as { imgProps: { alt: string } }).imgProps.alt).toBe('团员1**的头像')
    expect(first.textContent).toContain('加入时间 2026-05-10')
    expect(first.querySelector('.team-member__badge')!.textContent).toBe('有效')
    expect(first.querySelector('.team-member__brought')!.textContent).toBe('贡献 ¥3.50')
    // no picture: the first character of the masked nickname
    expect(second.querySelector('.team-member__avatar.member-initial')!.textContent).toBe('团')
    expect(second.querySelector('.team-member__badge')!.textContent).toBe('未生效')
    expect(second.querySelector('.team-member__brought')!.textContent).toBe('贡献 ¥0.00')
    expect(app.spies.showToast).not.toHaveBeenCalled()
  })

  it('pages the second-level members twenty at a time, and reads the list again when the page shows', async () => {
    saveProfile({ token: 't' })
    const api = server()
    await mount()
    await tap(document.querySelectorAll('.order-tabs__tab')[1])
    expect(api.calls(TEAM.MEMBERS).pop()).toEqual(expect.objectContaining({ level: 2, page: 1 }))
    expect(rows()).toHaveLength(20)
    await tap($('.team-footer'))
    expect(api.calls(TEAM.MEMBERS).pop()).toEqual(expect.objectContaining({ level: 2, page: 2 }))
    expect(rows()).toHaveLength(25)
    expect($('.team-footer')!.textContent).toBe('没有更多了')

    const before = api.calls(TEAM.MEMBERS).length
    await showAgain(mockShown)
    expect(api.calls(TEAM.MEMBERS).length).toBeGreaterThan(before)
    expect(rows()).toHaveLength(20)
  })

  it('an empty team invites to share', async () => {
    saveProfile({ token: 't' })
    server([], [])
    await mount()
    expect($('.team-empty')!.textContent).toContain('还没有直属团员')
    await tap($('.team-empty__go'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/share/share'])
  })

  it('shows the skeleton, the error with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    const pending = jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as any)
    await mount()
    expect(document.querySelectorAll('.order-card--skeleton')).toHaveLength(3)
    pending.mockRestore()
    testUtils.unmout()

    serverSays(server(), TEAM.MEMBERS, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('团队加载失败')
    expect(app.spies.showToast).not.toHaveBeenCalled()
    server()
    await tap($('.load-error__retry'))
    expect(names()).toEqual(['团员1**', '团员2**'])
    testUtils.unmout()

    let online = false
    fakeApi({ [TEAM.SUMMARY]: teamSummary(), [TEAM.MEMBERS]: unlessOnline(() => online, () => pageOf(DIRECT, { page: 1, limit: 20 })) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(names()).toEqual(['团员1**', '团员2**'])
  })
})
