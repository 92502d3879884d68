import './helpers'
import Taro from '@tarojs/taro'
import BlindBoxPage from '@/pages_gold/blind_box'
import BlindBoxHelpListPage from '@/pages_gold/blind_box_help_list'
import BlindBoxInvitePage from '@/pages_gold/blind_box_get_user'
import { codeOf, percentOf, slotsOf } from '@/features/blindBox/blindBoxView'
import { saveProfile } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays, toastTitles } from './helpers'
import { freshEachTest } from './goldTestKit'
import { mountAt, showAgain, tapOn as tap } from './redbagTestKit'
import { BB, CONFIG, box, helper, mine } from './blindBoxFixtures'

// 盲盒 (pages_gold/blind_box): the published contents, odds and rules before starting, 开启盲盒, the
// open box's progress with its helpers, the opened box's prize; 邀请好友助力 (the help link) and
// 助力记录 (paged, both sides, empty).
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const $ = (selector: string) => document.querySelector(selector)
const $$ = (selector: string) => Array.from(document.querySelectorAll(selector))

describe('blind-box views', () => {
  it('reads the share code of a link or a mini-program code, and lays out the help slots', () => {
    expect(codeOf({ code: 'abcdefghjk' })).toBe('ABCDEFGHJK')
    expect(codeOf({ scene: 'ABCDEFGHJK' })).toBe('ABCDEFGHJK')
    expect(codeOf({ code: 'a b' })).toBeNull()
    expect(codeOf({})).toBeNull()
    expect(percentOf(2, 3)).toBe(67)
    expect(percentOf(5, 3)).toBe(100)
    const slots = slotsOf([helper('新**', 2)], 3)
    expect(slots.map((s) => s?.nickname ?? null)).toEqual(['新**', '新**', null])
  })
})

describe('盲盒', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in', async () => {
    const api = fakeApi({ [BB.CONFIG]: CONFIG })
    await mountAt(BlindBoxPage, '/pages_gold/blind_box')
    expect(pageText()).toContain('登录后开盲盒')
    expect(api.calls(BB.MINE)).toHaveLength(0)
  })

  it('shows the contents with their odds and the rules before starting, and starts a box', async () => {
    saveProfile({ token: 't' })
    let current: ReturnType<typeof box> | null = null
    const api = fakeApi({ [BB.CONFIG]: CONFIG, [BB.MINE]: () => mine(current), [BB.START]: () => (current = box()) })
    await mountAt(BlindBoxPage, '/pages_gold/blind_box')
    const odds = $$('.blind-contents__row').map((r) => r.textContent)
    expect(odds).toEqual(['50 金币50%', '200 金币30%', '¥1.00 现金15%', '¥5.00 现金5%'])
    expect(pageText()).toContain('集齐 3 点助力即开启')
    expect(pageText()).toContain('注册 24 小时内的新用户助力记 2 点')
    expect(pageText()).toContain('每人每天最多为 3 个盲盒助力')
    expect(pageText()).toContain('24 小时内未集齐助力即过期作废')
    expect(pageText()).toContain('助力的好友不获得奖励')
    await tap($('.blind-hero__start'))
    expect(api.calls(BB.START)).toHaveLength(1)
    expect(toastTitles(app.spies.showToast)).toContain('ok')
    // the open box: progress, empty slots, when it lapses
    expect($('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('0')
    expect($$('.blind-progress__slot--empty')).toHaveLength(3)
    expect(pageText()).toContain('还差 3 点助力即可开启')
    expect(pageText()).toContain('03-11 10:30 前未集齐助力，盲盒将过期作废')
    await tap($('.blind-hero__invite'))
    expect(openedUrls(app.spies.navigateTo)).toContain('/pages_gold/blind_box_get_user')
  })

  it('shows the helpers in their slots, a new user\'s help in two', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [BB.CONFIG]: CONFIG, [BB.MINE]: mine(box({ progress: 2, helpers: [helper('新**', 2, 'https://cdn.example/a.png')] })) })
    await mountAt(BlindBoxPage, '/pages_gold/blind_box')
    expect($('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('2')
    expect($$('.blind-progress__slot').filter((s) => s.getAttribute('src') === 'https://cdn.example/a.png')).toHaveLength(2)
    // Taro's H5 Image hands the alt to its <img> (Picture)
    expect(($$('.blind-progress__slot')[0] as unknown as { imgProps: { alt: string } }).imgProps.alt).toBe('新**的头像')
    expect($$('.blind-progress__slot--empty')).toHaveLength(1)
  })

  it('shows the prize of the box that opened, and offers another; a refused start says why', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({
      [BB.CONFIG]: CONFIG,
      [BB.MINE]: mine(null, [box({ status: 'opened', progress: 3, prize: { kind: 'cash', amount: '5.00' }, helpers: [helper('a'), helper('b'), helper('c')] })]),
    })
    await mountAt(BlindBoxPage, '/pages_gold/blind_box')
    expect($('.blind-hero__prize')!.textContent).toBe('恭喜获得 ¥5.00 现金')
    expect(pageText()).toContain('现金已存入余额')
    expect($('.blind-past__state--opened')!.textContent).toBe('已开启')
    expect($('.blind-hero__start')!.textContent).toBe('再开一个')
    serverSays(api, BB.START, { status: 0, msg: '你已有一个进行中的盲盒，开启或过期后再开新的' })
    await tap($('.blind-hero__start'))
    expect(toastTitles(app.spies.showToast)).toContain('你已有一个进行中的盲盒，开启或过期后再开新的')
  })

  it('shows a load failure with a retry', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [BB.CONFIG]: CONFIG, [BB.MINE]: () => mine(null) })
    serverSays(api, BB.MINE, { status: 0, msg: '服务器繁忙，请稍后再试' })
    await mountAt(BlindBoxPage, '/pages_gold/blind_box')
    expect(pageText()).toContain('盲盒加载失败')
    api.spy.mockRestore()
    fakeApi({ [BB.CONFIG]: CONFIG, [BB.MINE]: () => mine(null) })
    await tap($('.load-error__retry'))
    expect($('.blind-hero__start')).toBeTruthy()
  })
})

describe('邀请好友助力', () => {
  const app = freshEachTest(mockShown)

  it('gives the help link of the open box to copy', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [BB.MINE]: mine(box({ progress: 1, helpers: [helper('张**')] })) })
    const write = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({ errMsg: 'setClipboardData:ok' })) as any)
    await mountAt(BlindBoxInvitePage, '/pages_gold/blind_box_get_user')
    expect($('.blind-invite__link')!.textContent).toMatch(/#\/pages_gold\/blind_box_help\?code=ABCDEFGHJK$/)
    await tap($('.blind-invite__copy'))
    expect(write.mock.calls[0][0]).toMatchObject({ data: expect.stringMatching(/blind_box_help\?code=ABCDEFGHJK$/) })
    expect(toastTitles(app.spies.showToast)).toContain('已复制')
    await tap($('.blind-invite__poster'))
    expect(openedUrls(app.spies.navigateTo)).toContain('/pages_gold/blind_box_poster')
  })

  it('without an open box, sends to 盲盒', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [BB.MINE]: mine(null) })
    await mountAt(BlindBoxInvitePage, '/pages_gold/blind_box_get_user')
    expect(pageText()).toContain('还没有进行中的盲盒')
  })
})

describe('助力记录', () => {
  freshEachTest(mockShown)

  it('lists the help received, then the help given, paged; an empty side says so', async () => {
    saveProfile({ token: 't' })
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: 100 - i, user: { nickname: `友**${i}`, avatar: '' }, box_id: 7, box_status: 'open', points: 1, time: '2026-03-10 11:00:00' }))
    const api = fakeApi({
      [BB.HELPS]: (body) => {
        const list = body.side === 'given' ? [] : rows
        const page = Number(body.page ?? 1)
        const limit = Number(body.limit)
        return { list: list.slice((page - 1) * limit, page * limit), total: list.length, page, limit, more: page * limit < list.length }
      },
    })
    await mountAt(BlindBoxHelpListPage, '/pages_gold/blind_box_help_list')
    expect($$('.blind-record')).toHaveLength(20)
    expect($('.blind-record__points')!.textContent).toBe('为你助力 +1')
    await tap($('.blind-records__footer'))
    expect($$('.blind-record')).toHaveLength(25)
    await tap($$('[role="tab"]')[1])
    expect(api.calls(BB.HELPS).at(-1)).toMatchObject({ side: 'given', page: 1 })
    expect(pageText()).toContain('还没有为好友助力')
    await showAgain(mockShown)
  })
})
