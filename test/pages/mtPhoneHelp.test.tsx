import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import MtPhoneHelpPage from '@/pages/index/mt_phone_help'
import messages from '@/features/help/takeawayAccountHelp.messages'
import { pageText, resetApp } from './helpers'

const testUtils = new TestUtils()

describe('takeaway account help', () => {
  beforeEach(() => {
    resetApp()
    Current.router = { path: '/pages/index/mt_phone_help', params: {} } as any
  })
  afterEach(() => jest.restoreAllMocks())

  it('explains why, the three steps and the common questions, under its title', async () => {
    await testUtils.mount(MtPhoneHelpPage, {})
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('外卖账号设置帮助')
    expect(document.querySelectorAll('.mt-help__step')).toHaveLength(3)
    expect(pageText()).toContain('为什么要绑定外卖账号？')
    expect(pageText()).toContain('订单没有收到返利怎么办？')
  })

  it('has every text in every locale', () => {
    const keys = Object.keys(messages.en).sort()
    for (const locale of ['zh-Hans', 'zh-Hant', 'fr', 'es'] as const) expect(Object.keys(messages[locale]!).sort()).toEqual(keys)
  })
})
