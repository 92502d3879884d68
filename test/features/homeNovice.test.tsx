import '../pages/helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import HomePage from '@/pages/index/index'
import NovicePage from '@/pages/index/novice'
import { messages as homeMessages } from '@/features/home/home.messages'
import homeMore from '@/features/home/home.more.messages'
import guideMessages from '@/features/help/guide.messages'
import { redPacketDismissedAtom } from '@/features/home/redPacketStore'
import { INITIAL_COMMON_INFO, commonInfoAtom } from '@/store/commonInfo'
import { appStore } from '@/store/persisted'
import { fakeApi, flush, resetApp } from '../pages/helpers'

// The home tab's 新手教程 entry promises the beginner guide's number of steps (3步学会省钱 beside a
// 4-step guide confused newcomers): the number in every locale's text is the guide's step count.
const testUtils = new TestUtils()

/** The step count a text names ('4步学会省钱', 'Free meals in 4 steps'), or null when it names none. */
const stepsIn = (text: string) => (/\d+/.exec(text) ? Number(/\d+/.exec(text)![0]) : null)

async function guideStepCount(): Promise<number> {
  Current.router = { path: '/pages/index/novice', params: {} } as any
  await testUtils.mount(NovicePage, {})
  await testUtils.act(() => flush())
  return document.querySelectorAll('.novice-step').length
}

describe('home 新手教程 and the beginner guide agree on the number of steps', () => {
  beforeEach(() => {
    resetApp()
    appStore.set(redPacketDismissedAtom, null)
    appStore.set(commonInfoAtom, INITIAL_COMMON_INFO)
  })
  afterEach(() => jest.restoreAllMocks())

  it('the home entry names as many steps as the guide shows', async () => {
    const steps = await guideStepCount()
    expect(steps).toBeGreaterThan(0)

    fakeApi({})
    Current.router = { path: '/pages/index/index', params: {} } as any
    await testUtils.mount(HomePage, {})
    await testUtils.act(() => flush(10))
    const entry = Array.from(document.querySelectorAll('.home-entries__item')).find((e) => e.textContent?.includes('新手教程'))
    expect(entry?.querySelector('.home-entries__sub')?.textContent).toBe(`${steps}步学会省钱`)
  })

  it('in every locale, the home entry and the guide title name the same step count as the guide shows', async () => {
    const steps = await guideStepCount()
    const homeTexts = [
      ...Object.values(homeMessages).map((table) => table['home.noviceSub']),
      ...Object.values(homeMore).map((table) => table['home.noviceSub']),
    ]
    const guideTitles = Object.values(guideMessages).map((table) => table.stepsTitle)
    for (const text of [...homeTexts, ...guideTitles]) {
      const named = stepsIn(text)
      if (named !== null) expect(`${text}: ${named}`).toBe(`${text}: ${steps}`)
    }
    expect(homeTexts.filter((text) => stepsIn(text) !== null).length).toBeGreaterThanOrEqual(2)
  })
})
