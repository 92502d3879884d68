import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { useAction } from '@/hooks/useAction'
import { post } from '@/lib/request'
import { flush, resetApp, toastTitles } from '../pages/helpers'

// A tap that changes something (docs/features.md "Actions"): one request however many taps, the
// button busy while it runs, a local problem toasted with nothing sent, a refusal shown once.
const testUtils = new TestUtils()
const button = () => document.querySelector('.act') as HTMLElement
const isBusy = (el: Element = button()) => el.getAttribute('aria-busy') === 'true'

/** The server's answers, released one by one by the test. */
function pendingServer() {
  const answers: ((envelope: { status: number; msg: string; result?: unknown }) => void)[] = []
  const spy = jest.spyOn(Taro, 'request').mockImplementation((() =>
    new Promise((resolve) => {
      answers.push((data) => resolve({ statusCode: 200, data, header: {}, cookies: [], errMsg: 'request:ok' }))
    })) as unknown as typeof Taro.request)
  return { spy, answer: (envelope: { status: number; msg: string; result?: unknown }) => answers.shift()!(envelope) }
}

function Save({ problem = null, fn }: { problem?: string | null; fn?: () => Promise<unknown> }) {
  const { busy, run } = useAction()
  const save = () => run(problem, fn ?? (async () => Taro.showToast({ title: (await post<string>('/api/save')).result, icon: 'none' })))
  // a plain tappable view: nothing but the action stops a second tap (NutUI's Button also ignores taps once it renders busy)
  return <View className='act' role='button' aria-busy={busy} onClick={save}>保存</View>
}

function Cards() {
  const { target, run } = useAction<number>()
  return (
    <>
      {[1, 2].map((id) => (
        <View key={id} className={`card-${id}`} role='button' aria-busy={target === id} onClick={() => run(null, () => post('/api/use', { id }), id)}>
          使用
        </View>
      ))}
    </>
  )
}

const tapTwice = () =>
  testUtils.act(async () => {
    testUtils.fireEvent.click(button())
    testUtils.fireEvent.click(button())
    await flush()
  })

describe('useAction', () => {
  afterEach(() => jest.restoreAllMocks())

  it('sends one request for two taps in the same tick, busy until the answer', async () => {
    const { showToast } = resetApp()
    const server = pendingServer()
    await testUtils.mount(Save, {})
    await tapTwice()
    expect(server.spy).toHaveBeenCalledTimes(1)
    expect(isBusy()).toBe(true)
    await testUtils.act(async () => {
      server.answer({ status: 1, msg: 'ok', result: '已保存' })
      await flush()
    })
    expect(isBusy()).toBe(false)
    expect(toastTitles(showToast)).toEqual(['已保存'])
    // and the button works again
    await tapTwice()
    expect(server.spy).toHaveBeenCalledTimes(2)
  })

  it('toasts a problem found before calling and sends nothing', async () => {
    const { showToast } = resetApp()
    const server = pendingServer()
    await testUtils.mount(Save, { props: { problem: '请输入正确的手机号' } })
    await tapTwice()
    expect(server.spy).not.toHaveBeenCalled()
    expect(toastTitles(showToast)).toEqual(['请输入正确的手机号', '请输入正确的手机号'])
    expect(isBusy()).toBe(false)
  })

  it('shows a refusal once (the request client\'s toast) and leaves the button usable', async () => {
    const { showToast } = resetApp()
    const server = pendingServer()
    await testUtils.mount(Save, {})
    await tapTwice()
    await testUtils.act(async () => {
      server.answer({ status: 0, msg: '金币不足' })
      await flush()
    })
    expect(toastTitles(showToast)).toEqual(['金币不足'])
    expect(isBusy()).toBe(false)
    await tapTwice()
    expect(server.spy).toHaveBeenCalledTimes(2)
  })

  it('toasts an unexpected failure instead of swallowing it', async () => {
    const { showToast } = resetApp()
    await testUtils.mount(Save, { props: { fn: async () => { throw new TypeError('x is undefined') } } })
    await tapTwice()
    expect(toastTitles(showToast)).toEqual(['请求错误'])
    expect(isBusy()).toBe(false)
  })

  it('says which item runs, and ignores taps on the others meanwhile', async () => {
    resetApp()
    const server = pendingServer()
    await testUtils.mount(Cards, {})
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('.card-2')!)
      testUtils.fireEvent.click(document.querySelector('.card-1')!)
      await flush()
    })
    expect(server.spy).toHaveBeenCalledTimes(1)
    expect((server.spy.mock.calls[0][0] as { data: { id: number } }).data.id).toBe(2)
    expect(isBusy(document.querySelector('.card-2')!)).toBe(true)
    expect(isBusy(document.querySelector('.card-1')!)).toBe(false)
    await testUtils.act(async () => {
      server.answer({ status: 1, msg: 'ok' })
      await flush()
    })
    expect(isBusy(document.querySelector('.card-2')!)).toBe(false)
  })
})
