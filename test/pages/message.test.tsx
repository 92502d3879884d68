import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import NoticesPage from '@/pages/index/message'
import MyMessagePage from '@/pagesme/message'
import { formatNoticeTime, noticeNavItem } from '@/features/notices/noticeFormat'
import { saveProfile } from '@/store/session'
import type { Notice } from '@api-types/notice'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'

// The notice pages: /pages/index/message (system notices, from the home notice bar) and
// /pagesme/message (system notices and the account's messages in tabs, from the me tab).
const testUtils = new TestUtils()
const YEAR = new Date().getFullYear()

function notice(id: number, extra: Partial<Notice> = {}): Notice {
  return {
    id,
    type: 1,
    title: `通知${id}`,
    content: `第${id}条通知的内容`,
    path: null,
    is_read: false,
    create_time: `${YEAR}-11-20 09:30:00`,
    ...extra,
  }
}

/** /api/notice/lists answering from a list, paged like the server. */
function pagedLists(all: Notice[]) {
  return (body: Record<string, unknown>) => {
    const page = Number(body.page)
    const limit = Number(body.limit)
    const list = all.filter((n) => body.type === undefined || n.type === body.type)
    return { list: list.slice((page - 1) * limit, page * limit), total: list.length, page, limit, unread: 0 }
  }
}

const cards = () => [...document.querySelectorAll('.notice-card:not(.notice-card--skeleton)')] as HTMLElement[]
const card = (id: number) => document.querySelector(`.notice-card[data-id="${id}"]`) as HTMLElement

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush()
  })
}

describe('notice pages', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    Current.router = { path: '/pages/index/message', params: {} } as any
  })
  afterEach(() => jest.restoreAllMocks())

  it('reads times as 11-20 09:30 this year and 2025-11-20 before, and links as navigation items', () => {
    const now = new Date(2026, 5, 1)
    expect(formatNoticeTime('2026-11-20 09:30:00', now)).toBe('11-20 09:30')
    expect(formatNoticeTime('2025-11-20 09:30:00', now)).toBe('2025-11-20')
    expect(noticeNavItem({ title: 'a', path: '/pages/signin/signin' })).toMatchObject({ type: 1, path: '/pages/signin/signin' })
    expect(noticeNavItem({ title: 'a', path: '/pages/me/me' })).toMatchObject({ type: 2 })
    expect(noticeNavItem({ title: 'a', path: 'https://example.com/x' })).toMatchObject({ type: 3 })
    expect(noticeNavItem({ title: 'a', path: null })).toBeNull()
  })

  it('lists the system notices, newest first, with their times; logged out shows no unread dots', async () => {
    const api = fakeApi({
      '/api/notice/lists': pagedLists([notice(3), notice(2, { create_time: '2023-05-01 10:00:00' })]),
    })
    await testUtils.mount(NoticesPage, {})
    await flush()
    expect(api.calls('/api/notice/lists')[0]).toMatchObject({ page: 1, limit: 20, type: 1 })
    expect(cards().map((c) => c.querySelector('.notice-card__title')!.textContent)).toEqual(['通知3', '通知2'])
    expect(card(3).querySelector('.notice-card__time')!.textContent).toBe('11-20 09:30')
    expect(card(2).querySelector('.notice-card__time')!.textContent).toBe('2023-05-01')
    expect(document.querySelectorAll('.notice-card__dot')).toHaveLength(0)
  })

  it('says 暂无消息 when there is nothing', async () => {
    fakeApi({ '/api/notice/lists': pagedLists([]) })
    await testUtils.mount(NoticesPage, {})
    await flush()
    expect(pageText()).toContain('暂无消息')
    expect(cards()).toHaveLength(0)
  })

  it('shows the no-network view when the call fails, and tapping it loads again', async () => {
    let online = false
    const api = fakeApi({
      '/api/notice/lists': (body) => {
        if (!online) throw { errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' }
        return pagedLists([notice(1)])(body)
      },
    })
    await testUtils.mount(NoticesPage, {})
    await flush()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    expect(cards()).toHaveLength(0)
    // silent: the list's own view explains, no toast
    expect(spies.showToast).not.toHaveBeenCalled()

    online = true
    await tap(document.querySelector('.no-network')!)
    expect(api.calls('/api/notice/lists')).toHaveLength(2)
    expect(pageText()).not.toContain('网络信号丢失')
    expect(cards()).toHaveLength(1)
  })

  it('loads page 2 at the end of the list, then says there is no more', async () => {
    const all = Array.from({ length: 25 }, (_, i) => notice(100 - i))
    const api = fakeApi({ '/api/notice/lists': pagedLists(all) })
    await testUtils.mount(NoticesPage, {})
    await flush()
    expect(cards()).toHaveLength(20)
    expect(document.querySelector('.notice-list__footer')!.textContent).toBe('上拉加载更多')

    await tap(document.querySelector('.notice-list__footer')!)
    expect(api.calls('/api/notice/lists')[1]).toMatchObject({ page: 2, limit: 20, type: 1 })
    expect(cards()).toHaveLength(25)
    expect(cards()[24].querySelector('.notice-card__title')!.textContent).toBe('通知76')
    expect(document.querySelector('.notice-list__footer')!.textContent).toBe('没有更多了')
  })

  it('tapping an unread notice opens it and marks it read once, and its link opens like a nav item', async () => {
    saveProfile({ token: 't', user_id: 9 })
    const api = fakeApi({
      '/api/notice/lists': pagedLists([notice(5, { path: '/pages/signin/signin' }), notice(4, { is_read: true })]),
      '/api/notice/dealRead': null,
    })
    await testUtils.mount(NoticesPage, {})
    await flush()
    expect(card(5).querySelector('.notice-card__dot')).not.toBeNull()
    expect(card(4).querySelector('.notice-card__dot')).toBeNull()

    await tap(card(5))
    expect(api.calls('/api/notice/dealRead')).toEqual([expect.objectContaining({ id: 5 })])
    expect(card(5).querySelector('.notice-card__dot')).toBeNull()
    expect(card(5).getAttribute('aria-expanded')).toBe('true')

    await tap(card(5).querySelector('.notice-card__detail')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/signin/signin'])

    await tap(card(5)) // closes
    await tap(card(5)) // opens again
    await tap(card(4)) // already read
    expect(api.calls('/api/notice/dealRead')).toHaveLength(1)
    // a notice without a link has no button
    expect(card(4).querySelector('.notice-card__detail')).toBeNull()
  })

  it('logged out, tapping opens the notice without marking it read', async () => {
    const api = fakeApi({ '/api/notice/lists': pagedLists([notice(5)]), '/api/notice/dealRead': null })
    await testUtils.mount(NoticesPage, {})
    await flush()
    await tap(card(5))
    expect(card(5).getAttribute('aria-expanded')).toBe('true')
    expect(api.calls('/api/notice/dealRead')).toHaveLength(0)
  })

  it('my messages: the tabs load system notices (type 1) and my messages (type 2)', async () => {
    Current.router = { path: '/pagesme/message', params: {} } as any
    saveProfile({ token: 't', user_id: 9 })
    const api = fakeApi({
      '/api/notice/lists': pagedLists([notice(8), notice(7, { type: 2, title: '提现已到账' })]),
    })
    await testUtils.mount(MyMessagePage, {})
    await flush()
    expect(api.calls('/api/notice/lists')).toEqual([expect.objectContaining({ type: 1 })])
    expect(pageText()).toContain('通知8')

    const tabs = document.querySelectorAll('.my-message__tab')
    expect([...tabs].map((t) => t.textContent)).toEqual(['系统通知', '我的消息'])
    await tap(tabs[1])
    expect(api.calls('/api/notice/lists')[1]).toMatchObject({ page: 1, limit: 20, type: 2 })
    const shown = [...document.querySelectorAll('.my-message__list')].find((el) => (el as HTMLElement).style.display !== 'none')!
    expect(shown.textContent).toContain('提现已到账')
    expect(shown.textContent).not.toContain('通知8')

    // back to the first tab: still loaded, no new call
    await tap(tabs[0])
    expect(api.calls('/api/notice/lists')).toHaveLength(2)
  })

  it('my messages logged out: a login prompt and no list', async () => {
    Current.router = { path: '/pagesme/message', params: {} } as any
    const api = fakeApi({ '/api/notice/lists': pagedLists([notice(1)]) })
    await testUtils.mount(MyMessagePage, {})
    await flush()
    expect(pageText()).toContain('登录后查看消息')
    expect(api.calls('/api/notice/lists')).toHaveLength(0)
    await tap(document.querySelector('.my-message__guest-btn')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login'])
  })
})
