import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import NovicePage from '@/pages/index/novice'
import { chosenLocaleAtom } from '@/i18n'
import { appStore } from '@/store/persisted'
import { flush, openedUrls, pageText, resetApp, tap } from './helpers'

// The beginner guide (/pages/index/novice, home tab entry 新手教程).
const testUtils = new TestUtils()

async function mountPage() {
  Current.router = { path: '/pages/index/novice', params: {} } as any
  await testUtils.mount(NovicePage, {})
  await testUtils.act(() => flush())
}

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((el) => el.textContent)

describe('beginner guide', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
  })
  afterEach(() => jest.restoreAllMocks())

  it('walks through the free-meal steps in order, each with its picture', async () => {
    await mountPage()
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('新手教程')
    expect(texts('.novice-step__title')).toEqual(['找店抢名额', '去外卖平台下单', '上传订单截图', '审核通过返现，随时提现'])
    expect(texts('.novice-step__no')).toEqual(['1', '2', '3', '4'])
    expect(document.querySelectorAll('.novice-step .novice-art')).toHaveLength(4)
  })

  it('presents vouchers, daily sign-in and membership as more ways to save', async () => {
    await mountPage()
    expect(texts('.novice-more__title')).toEqual(['到店代金券', '每日签到领金币', '会员返利更高'])
  })

  it('answers common questions in a collapsible list', async () => {
    await mountPage()
    expect(pageText()).toContain('抢到名额后多久内要下单？')
    expect(pageText()).toContain('怎么提现？')
    expect(document.querySelectorAll('.novice__faq .nut-collapse-item')).toHaveLength(5)
  })

  it('去抢霸王餐 opens the free-meal list', async () => {
    await mountPage()
    await tap('.novice__go')
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/kingeat/kingeat'])
  })

  it('speaks the chosen language', async () => {
    appStore.set(chosenLocaleAtom, 'en')
    await mountPage()
    expect(texts('.novice-step__title')[0]).toBe('Find a shop, grab a slot')
    expect(document.querySelector('.novice__go')!.textContent).toBe('Grab a free meal')
  })
})
