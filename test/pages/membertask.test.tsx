import './helpers'
import MembertaskPage from '@/pages/member/membertask'
import { taskAction, taskProgress } from '@/features/member/memberView'
import { appStore } from '@/store/persisted'
import { saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, openedUrls, pageText, serverSays, toastTitles } from './helpers'
import { freshEachTest } from './goldTestKit'
import { MEMBER, task } from './memberFixtures'
import { mountAt, showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'

// 免费领会员 (pages/member/membertask): the free-membership tasks, their progress and awards.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const mount = () => mountAt(MembertaskPage, '/pages/member/membertask')
const $ = (selector: string) => document.querySelector(selector)
const cards = () => Array.from(document.querySelectorAll('.task-card'))
const card = (id: number) => $(`.task-card[data-task-id="${id}"]`)!
const inCard = (id: number, selector: string) => card(id).querySelector(selector)

describe('task view', () => {
  it('caps progress at the target and picks the button by status', () => {
    expect(taskProgress({ progress: 2, target: 7 })).toEqual({ percent: 29, text: '2/7' })
    expect(taskProgress({ progress: 9, target: 7 })).toEqual({ percent: 100, text: '7/7' })
    expect(taskProgress({ progress: 1, target: 0 })).toEqual({ percent: 0, text: '0/0' })
    expect(taskAction({ status: 0, path: '/pages/signin/signin' })).toBe('go')
    expect(taskAction({ status: 0, path: null })).toBe('doing')
    expect(taskAction({ status: 1, path: '/x' })).toBe('claim')
    expect(taskAction({ status: 2, path: '/x' })).toBe('claimed')
  })
})

describe('免费领会员', () => {
  const app = freshEachTest(mockShown)

  it('asks a logged-out user to log in and loads nothing', async () => {
    const api = fakeApi({ [MEMBER.FREE]: { tasks: [task(1)] } })
    await mount()
    expect(pageText()).toContain('登录后免费领会员')
    expect(cards()).toHaveLength(0)
    expect(api.calls(MEMBER.FREE)).toHaveLength(0)
    await tap($('.order-state__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
  })

  it('shows each task: title, award, description, progress bar and its button', async () => {
    saveProfile({ token: 't' })
    fakeApi({
      [MEMBER.FREE]: {
        tasks: [
          task(1),
          task(2, { title: '邀请3位好友', description: '好友注册即算', award_days: 7, progress: 3, target: 3, status: 1, path: '/pages/share/share' }),
          task(3, { title: '完成首单霸王餐', award_days: 5, progress: 1, target: 1, status: 2 }),
          task(4, { title: '浏览会员权益', path: null, progress: 0, target: 1 }),
        ],
      },
    })
    await mount()
    expect(pageText()).toContain('做任务 免费领会员')
    expect(cards()).toHaveLength(4)
    expect(inCard(1, '.task-card__title')!.textContent).toBe('连续签到7天')
    expect(inCard(1, '.task-card__award')!.textContent).toBe('+3天会员')
    expect(inCard(1, '.task-card__desc')!.textContent).toBe('每日签到，连续7天即可领取')
    expect(inCard(1, '.task-card__count')!.textContent).toBe('进度 2/7')
    expect(inCard(1, '.nut-progress')).not.toBeNull()
    expect((inCard(1, '.nut-progress-inner') as HTMLElement).style.width).toBe('29%')
    expect(inCard(1, '.task-card__btn')!.textContent).toBe('去完成')

    expect(inCard(2, '.task-card__award')!.textContent).toBe('+7天会员')
    expect((inCard(2, '.nut-progress-inner') as HTMLElement).style.width).toBe('100%')
    expect(inCard(2, '.task-card__btn')!.textContent).toBe('领取')

    expect(inCard(3, '.task-card__btn')!.textContent).toBe('已领取')
    expect(inCard(3, '.task-card__btn')!.className).toContain('nut-button-disabled')
    expect(inCard(4, '.task-card__btn')!.textContent).toBe('进行中')
  })

  it('去完成 opens where the task is done: a page, a tab, or a web link', async () => {
    saveProfile({ token: 't' })
    fakeApi({
      [MEMBER.FREE]: {
        tasks: [
          task(1),
          task(2, { path: '/pages/makemoney/makemoney' }),
          task(3, { title: '关注公众号', path: 'https://mp.example.com/follow' }),
          task(4, { path: '/pages/nowhere/nowhere' }),
        ],
      },
    })
    await mount()
    await tap(inCard(1, '.task-card__btn'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/signin/signin'])
    await tap(inCard(2, '.task-card__btn'))
    expect(app.spies.switchTab).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/makemoney/makemoney' }))
    await tap(inCard(3, '.task-card__btn'))
    expect(openedUrls(app.spies.navigateTo)[1]).toBe(
      `/pages/index/toweburl?url=${encodeURIComponent('https://mp.example.com/follow')}&title=${encodeURIComponent('关注公众号')}`,
    )
    await tap(inCard(4, '.task-card__btn'))
    expect(toastTitles(app.spies.showToast)).toEqual(['暂时无法打开该任务'])
  })

  it('claims a finished task once: getAward, the server\'s message, the tasks again', async () => {
    saveProfile({ token: 't' })
    appStore.set(userInfoAtom, { id: 1, is_vip: false, vip_expire_at: null } as any)
    let claimed = false
    const api = fakeApi({
      [MEMBER.FREE]: () => ({ tasks: [task(1), task(2, { status: claimed ? 2 : 1, progress: 7 })] }),
      // the account as the server has it, read again after the award
      '/api/user/info': () => ({ id: 1, amount: '0.00', is_vip: claimed, vip_expire_at: claimed ? '2026-06-01 12:00:00' : null }),
    })
    const others = api.spy.getMockImplementation()!
    api.spy.mockImplementation(((opts: any) => {
      if (!String(opts.url).endsWith(MEMBER.AWARD)) return others(opts)
      claimed = true
      return Promise.resolve({
        statusCode: 200, header: {},
        data: { status: 1, msg: '领取成功，会员天数+3', result: { is_member: true, expire_time: '2026-06-01 12:00:00', award_days: 3 } },
      })
    }) as any)
    await mount()
    // two taps while the first runs still claim once
    const btn = inCard(2, '.task-card__btn')!
    await testUtils.act(async () => {
      testUtils.fireEvent.click(btn)
      testUtils.fireEvent.click(btn)
      await new Promise((r) => setTimeout(r, 0))
    })
    await showAgain([])
    expect(api.calls(MEMBER.AWARD)).toEqual([expect.objectContaining({ task_id: 2 })])
    expect(toastTitles(app.spies.showToast)).toEqual(['领取成功，会员天数+3'])
    expect(api.calls(MEMBER.FREE).length).toBeGreaterThanOrEqual(2)
    expect(inCard(2, '.task-card__btn')!.textContent).toBe('已领取')
    expect(appStore.get(userInfoAtom)).toMatchObject({ is_vip: true, vip_expire_at: '2026-06-01 12:00:00' })
  })

  it('without a message of its own, says the days it gave', async () => {
    saveProfile({ token: 't' })
    fakeApi({
      [MEMBER.FREE]: { tasks: [task(2, { status: 1, award_days: 5 })] },
      [MEMBER.AWARD]: { is_member: true, expire_time: '2026-06-01 12:00:00', award_days: 5 },
    })
    await mount()
    await tap(inCard(2, '.task-card__btn'))
    expect(toastTitles(app.spies.showToast)).toEqual(['领取成功，获得5天会员'])
  })

  it('a refused claim shows the server\'s reason and the tasks as they are now', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [MEMBER.FREE]: { tasks: [task(2, { status: 1 })] } })
    serverSays(api, MEMBER.AWARD, { status: 0, msg: '任务奖励已领取' })
    await mount()
    await tap(inCard(2, '.task-card__btn'))
    expect(toastTitles(app.spies.showToast)).toEqual(['任务奖励已领取'])
    expect(api.calls(MEMBER.FREE)).toHaveLength(2)
  })

  it('reads the tasks again when shown again (back from doing one)', async () => {
    saveProfile({ token: 't' })
    let progress = 2
    fakeApi({ [MEMBER.FREE]: () => ({ tasks: [task(1, { progress })] }) })
    await mount()
    expect(inCard(1, '.task-card__count')!.textContent).toBe('进度 2/7')
    progress = 3
    await showAgain(mockShown)
    expect(inCard(1, '.task-card__count')!.textContent).toBe('进度 3/7')
  })

  it('says when there are no tasks', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [MEMBER.FREE]: { tasks: [] } })
    await mount()
    expect(pageText()).toContain('暂无任务')
    expect(pageText()).toContain('新任务上线后会出现在这里')
    await tap($('.member-tasks__to-member'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/member/member'])
  })

  it('shows the skeleton, then the error state with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({})
    api.spy.mockImplementation((() => new Promise(() => undefined)) as any)
    await mount()
    expect($('.task-card--skeleton')).not.toBeNull()
    testUtils.unmout()

    serverSays(fakeApi({}), MEMBER.FREE, { status: 0, msg: '服务繁忙' })
    await mount()
    expect($('.load-error')!.textContent).toContain('任务加载失败')
    expect($('.load-error')!.textContent).toContain('服务繁忙')
    expect(app.spies.showToast).not.toHaveBeenCalled()
    fakeApi({ [MEMBER.FREE]: { tasks: [task(1)] } })
    await tap($('.load-error__retry'))
    expect(cards()).toHaveLength(1)
    testUtils.unmout()

    let online = false
    fakeApi({ [MEMBER.FREE]: unlessOnline(() => online, () => ({ tasks: [task(1)] })) })
    await mount()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(cards()).toHaveLength(1)
  })
})
