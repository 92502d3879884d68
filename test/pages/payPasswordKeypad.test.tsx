import './helpers'
import { Current } from '@tarojs/runtime'
import SettingpaypwsPage from '@/pages/cashout/settingpaypws'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, type } from './helpers'
import { freshEachTest } from './goldTestKit'
import { tapOn as tap, testUtils } from './redbagTestKit'
import { WALLET, account, filledBoxes } from './walletFixtures'

// 设置支付密码 in a desktop browser (H5): the keypad, which reads touches only, answers mouse clicks
// (src/lib/touchEmulator.h5.ts), and the step bar marks where the user is.
const mockShown: (() => void)[] = []
jest.mock('@tarojs/taro', () => jest.requireActual('./redbagDidShow').collectingDidShow(() => mockShown))

const $ = (selector: string) => document.querySelector(selector)
const steps = () => Array.from(document.querySelectorAll('.pay-steps .nut-step'))
const stepStates = () => steps().map((el) => ['process', 'finish', 'wait'].find((s) => el.classList.contains(`nut-step-${s}`)) ?? 'none')

async function mount() {
  Current.router = { path: '/pages/cashout/settingpaypws', params: {} } as any
  await testUtils.mount(SettingpaypwsPage, {})
  await testUtils.act(() => flush(10))
}

/** Presses a key with a mouse, as a desktop browser does: no touch event at all. */
async function click(digit: string): Promise<void> {
  const key = Array.from(document.querySelectorAll('.nut-numberkeyboard .key')).find((el) => el.textContent === digit)
  expect(key).toBeTruthy()
  await testUtils.act(async () => {
    const at = { bubbles: true, cancelable: true, clientX: 1, clientY: 1, button: 0 }
    key!.dispatchEvent(new MouseEvent('mousedown', at))
    key!.dispatchEvent(new MouseEvent('mouseup', at))
    key!.dispatchEvent(new MouseEvent('click', at))
    await flush(3)
  })
}

describe('设置支付密码 with a mouse', () => {
  freshEachTest(mockShown)

  beforeAll(() => {
    // a desktop browser has no touch events; the emulator only starts where there are none
    delete (window as unknown as { ontouchstart?: unknown }).ontouchstart
    jest.isolateModules(() => {
      require('@/lib/touchEmulator.h5')
    })
  })

  it('marks the current step and types the digits clicked on the keypad', async () => {
    saveProfile({ token: 't' })
    fakeApi({ [WALLET.INFO]: account({ has_cash_password: false }) })
    await mount()
    // two steps over the whole row, the first one current
    expect($('.pay-steps')!.classList.contains('nut-steps-horizontal-double')).toBe(true)
    expect(stepStates()).toEqual(['process', 'wait'])

    await type('.pay-code', '246810')
    await tap($('.pay-next'))
    expect(stepStates()).toEqual(['finish', 'process'])
    for (const digit of '135') await click(digit)
    expect(filledBoxes()).toBe(3)
  })
})
