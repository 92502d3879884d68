import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import BlindBoxHelpPage from '@/pages_gold/blind_box_help'
import { isLoggedIn, saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, resetApp, serverSays, tap, toastTitles, type, type Routes } from './helpers'
import { BB, helper, viewOf } from './blindBoxFixtures'

// 盲盒助力 (pages_gold/blind_box_help?code=, or ?scene= of the mini-program code): a friend's page,
// the owner masked, the progress, 帮TA助力; a guest logs in on the page and the help follows; the
// refusals say why.

const testUtils = new TestUtils()

async function mountPage(params: Record<string, string> = { code: 'ABCDEFGHJK' }) {
  Current.router = { path: '/pages_gold/blind_box_help', params } as any
  await testUtils.mount(BlindBoxHelpPage, {})
  await testUtils.act(() => flush(12))
}
const $ = (selector: string) => document.querySelector(selector)

describe('盲盒助力', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => jest.restoreAllMocks())

  it('shows whose box (masked), its progress and helpers; 帮TA助力 helps and shows the new progress', async () => {
    saveProfile({ token: 't' })
    let helped = false
    const api = fakeApi({
      [BB.VIEW]: () => (helped
        ? viewOf({ progress: 2, helpers: [helper('张**'), helper('我**')], can_help: false, reason: 'helped' })
        : viewOf()),
      [BB.HELP]: () => {
        helped = true
        return { points: 1, progress: 2, helpers_needed: 3, opened: false }
      },
    })
    await mountPage({ code: 'abcdefghjk' })
    expect(api.calls(BB.VIEW)[0]).toMatchObject({ code: 'ABCDEFGHJK' })
    expect(pageText()).toContain('小** 邀请你帮TA开盲盒')
    expect($('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('1')
    expect(pageText()).toContain('助力的好友不获得奖励')
    await tap('.blind-help__help')
    expect(api.calls(BB.HELP)).toEqual([expect.objectContaining({ code: 'ABCDEFGHJK' })])
    expect(toastTitles(spies.showToast)).toContain('ok')
    expect($('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('2')
    expect($('.blind-help__reason--helped')!.textContent).toBe('你已为TA助力过了')
    expect($('.blind-help__help')).toBeNull()
  })

  it('a guest logs in on the page, then the help is sent', async () => {
    let loggedIn = false
    const routes: Routes = {
      [BB.VIEW]: () => (loggedIn ? viewOf({ my_points: 2 }) : viewOf({ can_help: false, reason: 'login' })),
      [BB.HELP]: { points: 2, progress: 3, helpers_needed: 3, opened: true },
      '/api/login/imageCode': { key: 'k1', image: 'data:image/svg+xml;base64,AA' },
      '/api/login/codeLogin': () => {
        loggedIn = true
        return { token: 'tok', user_id: 9 }
      },
    }
    const api = fakeApi(routes)
    await mountPage({ scene: 'ABCDEFGHJK' })
    expect($('.login__tel')).toBeNull()
    await tap('.blind-help__help')
    expect(api.calls(BB.HELP)).toHaveLength(0)
    expect(pageText()).toContain('登录后即可为TA助力')
    await type('.login__tel', '13800138000')
    await type('.login__code', '123456')
    await tap('.login__agree-text')
    await tap('.login__submit')
    await testUtils.act(() => flush(20))
    expect(isLoggedIn()).toBe(true)
    expect(api.calls(BB.HELP)).toEqual([expect.objectContaining({ code: 'ABCDEFGHJK' })])
    expect(openedUrls(spies.switchTab)).toEqual([])
  })

  it.each([
    ['own', '这是你自己的盲盒，快邀请好友助力吧'],
    ['helped', '你已为TA助力过了'],
    ['daily_cap', '今天的助力次数已用完，明天再来吧'],
    ['opened', '盲盒已开启，谢谢你的助力'],
    ['expired', '这个盲盒已过期'],
  ] as const)('says why one cannot help: %s', async (reason, text) => {
    saveProfile({ token: 't' })
    fakeApi({ [BB.VIEW]: viewOf({ can_help: false, reason, status: reason === 'opened' ? 'opened' : reason === 'expired' ? 'expired' : 'open' }) })
    await mountPage()
    expect($(`.blind-help__reason--${reason}`)!.textContent).toBe(text)
    expect($('.blind-help__help')).toBeNull()
  })

  it('a refusal of the help itself is told, and the page reads the box again', async () => {
    saveProfile({ token: 't' })
    const api = fakeApi({ [BB.VIEW]: viewOf() })
    serverSays(api, BB.HELP, { status: 0, msg: '每天最多为 3 个盲盒助力，明天再来吧' })
    await mountPage()
    await tap('.blind-help__help')
    expect(toastTitles(spies.showToast)).toContain('每天最多为 3 个盲盒助力，明天再来吧')
    expect(api.calls(BB.VIEW).length).toBeGreaterThanOrEqual(2)
  })

  it('a link without a valid code says so and offers one\'s own box', async () => {
    const api = fakeApi({})
    await mountPage({ code: '!!' })
    expect(pageText()).toContain('助力链接无效')
    expect(api.calls(BB.VIEW)).toHaveLength(0)
    await tap('.blind-help__mine')
    expect(openedUrls(spies.navigateTo)).toContain('/pages_gold/blind_box')
  })
})
