import TestUtils from '@tarojs/test-utils-react'
import TabBar from '@/components/TabBar'
import { resetTabBar } from '@/lib/tabBar'
import { oneRead, showUnread } from '@/utils/unreadBadge'

// The me tab's unread badge (docs/rules.md "Notifications"): the count the message lists bring,
// one lower for each notice read, 99+ above 99, none at 0.
const testUtils = new TestUtils()
const meBadge = () => document.querySelector('.tab-bar__item[data-path="pages/me/me"] .tab-bar__badge')

describe('the me tab unread badge', () => {
  afterEach(() => resetTabBar())

  it('counts the unread notices and goes down as they are read', async () => {
    await testUtils.mount(TabBar, {})
    expect(meBadge()).toBeNull()
    await testUtils.act(async () => { showUnread(2) })
    expect(meBadge()!.textContent).toBe('2')
    await testUtils.act(async () => { oneRead() })
    expect(meBadge()!.textContent).toBe('1')
    await testUtils.act(async () => { oneRead() })
    expect(meBadge()).toBeNull()
    // never below zero
    await testUtils.act(async () => { oneRead() })
    expect(meBadge()).toBeNull()
    await testUtils.act(async () => { showUnread(120) })
    expect(meBadge()!.textContent).toBe('99+')
  })
})
