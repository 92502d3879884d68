import './helpers'
import { Current } from '@tarojs/runtime'
import type { GoldTask, SignInTasksResult } from '@api-types/signIn'
import AllTaskPage from '@/pages_gold/all_task'
import BonusPage from '@/pages_gold/bonus'
import {
  goldMemberTypes, goldShort, taskAction, taskDestination, taskProgress, taskTypeOf,
} from '@/features/gold/goldTaskView'
import { appStore } from '@/store/persisted'
import { isLoggedIn, saveProfile, userInfoAtom } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, serverSays, toastTitles, type FakeApi } from './helpers'
import { freshEachTest } from './goldTestKit'
import { showAgain, tapOn as tap, testUtils, unlessOnline } from './redbagTestKit'

// 全部任务 (pages_gold/all_task) and 任务详情 (pages_gold/bonus): the gold tasks with their progress,
// where 去完成 leads, claiming a proven reward, the simulated ad, and every state. There is no share
// task (sharing earns no gold: docs/rules.md).
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const TASKS = '/api/signIn/tasks'
const CLAIM = '/api/signIn/addGoldCoin'

function task(type: number, extra: Partial<GoldTask> = {}): GoldTask {
  return { type, kind: 'ad', title: '看广告', description: '观看一段广告视频，看完即得金币', gold: 10, period: 'day', cap: 5, claimed: 0, status: 'todo', ...extra }
}

const AD = task(1, { claimed: 2 })
const MEAL = task(3, { kind: 'free_meal', title: '每日首单霸王餐', description: '当天第一单霸王餐审核通过后可领取', gold: 50, cap: 1, status: 'claimable' })
const VOUCHER = task(4, { kind: 'voucher', title: '首次购买代金券', description: '', gold: 100, period: 'once', cap: 1 })

/**
 * A server of tasks: claims count up to the cap; a claimable proof task becomes done. `gold` is the
 * balance; logged out (no token), the list has no progress.
 */
function server(tasks: GoldTask[] = [AD, MEAL, VOUCHER], gold = 120): { api: FakeApi; state: { gold: number; tasks: GoldTask[] } } {
  const state = { gold, tasks: tasks.map((x) => ({ ...x })) }
  const api = fakeApi({
    [TASKS]: (): SignInTasksResult => (isLoggedIn()
      ? { gold: state.gold, tasks: state.tasks }
      : { gold: null, tasks: state.tasks.map((x) => ({ ...x, claimed: null, status: 'todo' })) }),
    [CLAIM]: (body) => {
      const x = state.tasks.find((row) => row.type === Number(body.type))!
      x.claimed = (x.claimed ?? 0) + 1
      x.status = x.claimed >= x.cap ? 'done' : 'todo'
      state.gold += x.gold
      return { gold: x.gold, gold_balance: state.gold, remaining_today: x.cap - x.claimed }
    },
    // the account as the server has it: read again after a claim
    '/api/user/info': () => ({ id: 7, amount: '0.00', gold: state.gold }),
  })
  return { api, state }
}

async function mountAt(Page: () => JSX.Element, path: string, params: Record<string, string> = {}) {
  Current.router = { path, params } as any
  await testUtils.mount(Page, {})
  await testUtils.act(() => flush(10))
}
const mountList = () => mountAt(AllTaskPage, '/pages_gold/all_task')
const mountDetail = (type: string) => mountAt(BonusPage, '/pages_gold/bonus', { type })

const $ = (selector: string) => document.querySelector(selector)
const row = (type: number) => $(`.gold-task[data-type="${type}"]`)!
const inRow = (type: number, selector: string) => row(type).querySelector(selector)?.textContent
const button = (type: number) => row(type).querySelector('.gold-task__btn') as HTMLElement
const action = () => $('.task-detail__action') as HTMLElement
const isDisabled = (el: Element) => el.className.includes('nut-button-disabled') || el.hasAttribute('disabled')

describe('gold task view', () => {
  it('picks the button, the progress and where 去完成 leads', () => {
    expect([taskAction({ status: 'todo' }), taskAction({ status: 'claimable' }), taskAction({ status: 'done' })]).toEqual(['go', 'claim', 'done'])
    expect(taskProgress({ claimed: 2, cap: 5 })).toEqual({ claimed: 2, cap: 5, left: 3 })
    expect(taskProgress({ claimed: 9, cap: 5 })).toEqual({ claimed: 5, cap: 5, left: 0 })
    expect(taskProgress({ claimed: null, cap: 3 })).toEqual({ claimed: null, cap: 3, left: 3 })
    expect(taskDestination(AD)).toBe('/pages_gold/bonus?type=1')
    expect(taskDestination(MEAL)).toBe('/pages/kingeat/kingeat')
    expect(taskDestination(VOUCHER)).toBe('/pages/index/index')
    expect(taskDestination(task(9, { kind: 'new_kind' as GoldTask['kind'] }))).toBe('/pages_gold/bonus?type=9')
    expect(['1', '12', 3, '0', '-1', 'x', '', undefined, '1.5'].map(taskTypeOf)).toEqual([1, 12, 3, null, null, null, null, null, null])
  })

  it('lists the member types gold buys and the gold missing', () => {
    expect(goldMemberTypes([
      { id: 1, name: '月卡', price: '9.90', days: 30, gold_price: 3000 },
      { id: 2, name: '季卡', price: '25.90', days: 90, gold_price: null },
      { id: 3, name: '年卡', price: '88.00', days: 365 },
    ]).map((x) => x.id)).toEqual([1])
    expect([goldShort(1200, 3000), goldShort(5000, 3000), goldShort(null, 10)]).toEqual([1800, 0, 10])
  })
})

describe('全部任务', () => {
  const app = freshEachTest(mockShown)

  it('logged out: the tasks without progress, a login prompt, and 去完成 asks for a login', async () => {
    const { api } = server()
    await mountList()
    expect(api.calls(TASKS)).toHaveLength(1)
    expect($('.gold-tasks-head')!.textContent).toContain('登录后做任务赚金币')
    expect($('.gold-tasks-head__link')).toBeNull()
    expect(inRow(1, '.gold-task__progress')).toBe('每天5次')
    expect(inRow(4, '.gold-task__progress')).toBe('限领1次')
    expect(['去完成', '去完成', '去完成']).toEqual([1, 3, 4].map((x) => button(x).textContent))
    await tap(button(1))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
    await tap($('.gold-tasks-head__login'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login', '/pages/login/login'])
  })

  it('shows the gold and each task: icon, title, +N金币, description, today k/cap and its button', async () => {
    saveProfile({ token: 't' })
    server([AD, MEAL, { ...VOUCHER, claimed: 1, status: 'done' }])
    await mountList()
    expect($('.gold-tasks-head__value')!.textContent).toBe('120')
    expect(document.querySelectorAll('.gold-task')).toHaveLength(3)
    expect(row(1).querySelector('.gold-task__icon--ad')).not.toBeNull()
    expect(inRow(1, '.gold-task__title')).toBe('看广告')
    expect(inRow(1, '.gold-task__reward')).toBe('+10金币')
    expect(inRow(1, '.gold-task__desc')).toBe('观看一段广告视频，看完即得金币')
    expect(inRow(1, '.gold-task__progress')).toBe('今日 2/5')
    expect(button(1).textContent).toBe('去完成')
    expect(row(3).querySelector('.gold-task__icon--free_meal')).not.toBeNull()
    expect(button(3).textContent).toBe('领取')
    expect(inRow(4, '.gold-task__progress')).toBe('进度 1/1')
    expect(button(4).textContent).toBe('已完成')
    expect(isDisabled(button(4))).toBe(true)
    expect(row(4).querySelector('.gold-task__desc')).toBeNull()

    await tap($('.gold-tasks-head__link'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/member/golddetails'])
  })

  it('去完成 opens the task detail, the free-meal list, or the home tab for a voucher', async () => {
    saveProfile({ token: 't' })
    server([AD, MEAL, VOUCHER].map((x) => ({ ...x, status: 'todo' as const })))
    await mountList()
    await tap(button(1))
    await tap(button(3))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages_gold/bonus?type=1', '/pages/kingeat/kingeat'])
    await tap(button(4))
    expect(app.spies.switchTab).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/index/index' }))
  })

  it('claims a proven reward once: addGoldCoin, +N金币, the account’s gold, then 已完成', async () => {
    saveProfile({ token: 't' })
    appStore.set(userInfoAtom, { id: 7, gold: 120 } as any)
    const { api } = server()
    await mountList()
    const btn = button(3)
    await testUtils.act(async () => {
      testUtils.fireEvent.click(btn)
      testUtils.fireEvent.click(btn)
      await flush(10)
    })
    expect(api.calls(CLAIM)).toEqual([expect.objectContaining({ type: 3 })])
    expect(toastTitles(app.spies.showToast)).toEqual(['领取成功，+50金币'])
    expect(api.calls(TASKS)).toHaveLength(2)
    expect(button(3).textContent).toBe('已完成')
    expect(inRow(3, '.gold-task__progress')).toBe('今日 1/1')
    expect($('.gold-tasks-head__value')!.textContent).toBe('170')
    expect(appStore.get(userInfoAtom)?.gold).toBe(170)
  })

  it('a refused claim shows the server’s reason and the tasks as they are now', async () => {
    saveProfile({ token: 't' })
    const { api } = server()
    serverSays(api, CLAIM, { status: 0, msg: '今天还没有审核通过的霸王餐订单，审核通过后再来领取' })
    await mountList()
    await tap(button(3))
    expect(toastTitles(app.spies.showToast)).toEqual(['今天还没有审核通过的霸王餐订单，审核通过后再来领取'])
    expect(api.calls(TASKS)).toHaveLength(2)
    expect(button(3).textContent).toBe('领取')
  })

  it('reads the tasks again when shown again (back from doing one)', async () => {
    saveProfile({ token: 't' })
    const { state } = server()
    await mountList()
    state.tasks[0].claimed = 3
    await showAgain(mockShown)
    expect(inRow(1, '.gold-task__progress')).toBe('今日 3/5')
  })

  it('says when there are no tasks', async () => {
    saveProfile({ token: 't' })
    server([])
    await mountList()
    expect(pageText()).toContain('暂无任务')
    expect(pageText()).toContain('新任务上线后会出现在这里')
  })

  it('shows a skeleton of four rows, then the error state with a retry, and the no-network view', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({})
    api.spy.mockImplementation((() => new Promise(() => undefined)) as any)
    await mountList()
    expect(document.querySelectorAll('.gold-task--skeleton')).toHaveLength(4)
    expect($('.gold-tasks-head__value')!.textContent).toBe('--')
    testUtils.unmout()

    serverSays(fakeApi({}), TASKS, { status: 0, msg: '服务繁忙' })
    await mountList()
    expect($('.load-error')!.textContent).toContain('任务加载失败')
    expect($('.load-error')!.textContent).toContain('服务繁忙')
    expect(app.spies.showToast).not.toHaveBeenCalled()
    server()
    await tap($('.load-error__retry'))
    expect(document.querySelectorAll('.gold-task')).toHaveLength(3)
    testUtils.unmout()

    let online = false
    fakeApi({ [TASKS]: unlessOnline(() => online, () => ({ gold: 1, tasks: [AD] })) })
    await mountList()
    expect(pageText()).toContain('哎呀，网络信号丢失')
    online = true
    await tap($('.no-network'))
    expect(document.querySelectorAll('.gold-task')).toHaveLength(1)
  })
})

describe('任务详情', () => {
  const app = freshEachTest(mockShown)
  afterEach(() => {
    jest.useRealTimers()
  })

  it('看广告: a simulated ad counts down, then the reward and what is left today', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    saveProfile({ token: 't' })
    const { api } = server()
    await mountDetail('1')
    expect($('.task-detail__title')!.textContent).toBe('看广告')
    expect($('.task-detail__reward')!.textContent).toBe('+10金币')
    expect(pageText()).toContain('观看一段广告视频，看完即得金币')
    expect(pageText()).toContain('每次10金币')
    expect(pageText()).toContain('每天5次')
    expect(pageText()).toContain('今日 2/5')
    expect($('.task-detail__left')!.textContent).toBe('今日还可完成3次')

    await tap(action())
    expect(action().textContent).toBe('观看广告')
    expect($('.task-detail__ad')!.textContent).toContain('演示广告：本应用暂未接入广告平台')
    expect($('.task-detail__ad-count')!.textContent).toBe('5秒后获得奖励')
    expect(isDisabled(action())).toBe(true)
    await testUtils.act(async () => {
      jest.advanceTimersByTime(2000)
      await flush(5)
    })
    expect($('.task-detail__ad-count')!.textContent).toBe('3秒后获得奖励')
    expect(api.calls(CLAIM)).toHaveLength(0)
    await testUtils.act(async () => {
      jest.advanceTimersByTime(3000)
      await flush(10)
    })
    expect(api.calls(CLAIM)).toEqual([expect.objectContaining({ type: 1 })])
    expect($('.task-detail__ad')).toBeNull()
    expect($('.task-detail__result-gold')!.textContent).toBe('+10金币')
    expect($('.task-detail__result-hint')!.textContent).toBe('奖励已到账')
    expect(pageText()).toContain('今日 3/5')
    expect($('.task-detail__left')!.textContent).toBe('今日还可完成2次')
  })

  it('closing the ad early pays nothing', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    saveProfile({ token: 't' })
    const { api } = server()
    await mountDetail('1')
    await tap(action())
    await tap($('.task-detail__ad-close'))
    await testUtils.act(async () => {
      jest.advanceTimersByTime(6000)
      await flush(5)
    })
    expect(api.calls(CLAIM)).toHaveLength(0)
    expect($('.task-detail__ad')).toBeNull()
    expect(toastTitles(app.spies.showToast)).toEqual(['广告未看完，无法获得奖励'])
  })

  it('a refused reward shows the server’s reason and no reward', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    saveProfile({ token: 't' })
    const { api } = server()
    serverSays(api, CLAIM, { status: 0, msg: '今日该任务奖励已领完' })
    await mountDetail('1')
    await tap(action())
    await testUtils.act(async () => {
      jest.advanceTimersByTime(5000)
      await flush(10)
    })
    expect(api.calls(CLAIM)).toEqual([expect.objectContaining({ type: 1 })])
    expect(toastTitles(app.spies.showToast)).toEqual(['今日该任务奖励已领完'])
    expect($('.task-detail__result')).toBeNull()
  })

  it('a task with nothing left today reads 已完成; a proof task leads to its proof or claims it', async () => {
    saveProfile({ token: 't' })
    server([{ ...AD, claimed: 5, status: 'done' }, MEAL, VOUCHER])
    await mountDetail('1')
    expect(action().textContent).toBe('已完成')
    expect(isDisabled(action())).toBe(true)
    expect($('.task-detail__left')!.textContent).toBe('今日次数已用完，明天再来吧')
    testUtils.unmout()

    await mountDetail('4')
    expect(pageText()).toContain('共1次')
    expect(action().textContent).toBe('去完成')
    await tap(action())
    expect(app.spies.switchTab).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/index/index' }))
    testUtils.unmout()

    const { api } = server()
    await mountDetail('3')
    expect(action().textContent).toBe('领取奖励')
    await tap(action())
    expect(api.calls(CLAIM)).toEqual([expect.objectContaining({ type: 3 })])
    expect($('.task-detail__result-gold')!.textContent).toBe('+50金币')
    expect(action().textContent).toBe('已完成')
  })

  it('logged out: the task, and a login button instead of the action', async () => {
    const { api } = server()
    await mountDetail('1')
    expect($('.task-detail__title')!.textContent).toBe('看广告')
    expect(pageText()).not.toContain('今日 ')
    expect(action().textContent).toBe('登录后做任务赚金币')
    await tap(action())
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages/login/login'])
    expect(api.calls(CLAIM)).toHaveLength(0)
  })

  it('an unknown task: 任务不存在 and the way to all tasks; a failed load: the error state', async () => {
    saveProfile({ token: 't' })
    server()
    await mountDetail('99')
    expect(pageText()).toContain('任务不存在或已下线')
    await tap($('.task-detail__all'))
    expect(openedUrls(app.spies.navigateTo)).toEqual(['/pages_gold/all_task'])
    testUtils.unmout()

    serverSays(fakeApi({}), TASKS, { status: 0, msg: '服务繁忙' })
    await mountDetail('1')
    expect($('.load-error')!.textContent).toContain('任务加载失败')
  })
})
