import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import FuliPage from '@/pages/fuli/fuli'
import { saveProfile } from '@/store/session'
import type { SignInConfig } from '@api-types/signIn'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'

const testUtils = new TestUtils()

const CONFIG: SignInConfig = {
  rewards: [10, 10, 15, 15, 20, 20, 50], my_rewards: [10, 10, 15, 15, 20, 20, 50], member_multiplier: 2, make_up_cost: 30, make_up_limit: 3, make_up_used: 0,
  signed_today: false, streak: 2, gold: 1280, today: '2025-06-01',
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush()
  })
}

async function mount() {
  await testUtils.mount(FuliPage, {})
  await testUtils.act(() => flush(8))
}

describe('welfare tab', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })

  it('logged out: a login prompt instead of gold, no sign-in call, and every perk entry', async () => {
    const api = fakeApi()
    await mount()
    await testUtils.queries.waitForQuerySelector('.fuli-gold__login')
    expect(pageText()).toContain('登录领金币')
    expect(pageText()).toContain('登录后签到，天天领金币')
    for (const label of ['金币兑换', '幸运抽奖', '盲盒', '外卖红包', '会员中心', '免费领会员']) expect(pageText()).toContain(label)
    expect(document.querySelector('.fuli-sign__days')).toBeNull()
    expect(api.calls('/api/signIn/config')).toHaveLength(0)

    await tap(document.querySelector('.fuli-sign__btn')!)
    await tap(document.querySelector('[data-url="/pages_raffle/index_raffle"]')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/login/login', '/pages_raffle/index_raffle'])
  })

  it('logged in: today\'s sign-in state, the 7-day row and the gold from signIn.config', async () => {
    saveProfile({ token: 't' })
    fakeApi({ '/api/signIn/config': CONFIG })
    await mount()
    await testUtils.queries.waitForQuerySelector('.fuli-sign__days')
    expect(document.querySelector('.fuli-gold__value')!.textContent).toBe('1280')
    expect(pageText()).toContain('今日未签到 · 已连续签到2天')
    const days = document.querySelectorAll('.fuli-day')
    expect(days).toHaveLength(7)
    expect(days[0].className).toContain('fuli-day--done')
    expect(days[2].className).toContain('fuli-day--today')
    expect(days[6].textContent).toContain('+50')
    // the wording of 每日签到 (it once read 2倍 here and 翻倍 there)
    expect(document.querySelector('.fuli-sign__vip')!.textContent).toBe('会员签到金币翻倍')

    await tap(document.querySelector('.fuli-sign__btn')!)
    await tap(document.querySelector('.fuli-task')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/signin/signin', '/pages_gold/all_task'])
  })

  it("the operator's 看视频领金币 row opens the ad task; an action the tab does not know does nothing", async () => {
    saveProfile({ token: 't' })
    fakeApi({
      '/api/signIn/config': CONFIG,
      '/api/nav/menu_reward': [
        { id: 1, type: 4, name: '看视频领金币', path: 'watch_ad', reward: '+10金币' },
        { id: 2, type: 4, name: '未知动作', path: 'not_known' },
      ],
    })
    await mount()
    const rows = await testUtils.queries.waitForQuerySelectorAll('.server-menu__item')
    await tap(rows[1])
    await tap(rows[0])
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages_gold/bonus?type=1'])
  })

  it('logged in with the server down: no toast, a retry in place of the sign-in state', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({})
    await mount()
    expect(pageText()).toContain('签到信息加载失败')
    expect(spies.showToast).not.toHaveBeenCalled()
    await tap(document.querySelector('.fuli-sign__btn')!)
    expect(api.calls('/api/signIn/config')).toHaveLength(2)
  })

  it("a member's row shows the gold a sign-in pays them (my_rewards), as 每日签到 does", async () => {
    saveProfile({ token: 't' })
    fakeApi({ '/api/signIn/config': { ...CONFIG, my_rewards: [20, 20, 30, 30, 40, 40, 100] } })
    await mount()
    await testUtils.queries.waitForQuerySelector('.fuli-sign__days')
    expect(Array.from(document.querySelectorAll('.fuli-day__gold')).map((d) => d.textContent)).toEqual(['+20', '+20', '+30', '+30', '+40', '+40', '+100'])
  })
})
