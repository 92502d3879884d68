import TestUtils from '@tarojs/test-utils-react'
import CodeButton from '@/components/CodeButton'

// The verification-code button (docs/product.md: Validation): 获取验证码, a 60 s countdown 'X秒重新获取', then 重新获取.
const testUtils = new TestUtils()
const button = () => document.querySelector('.code-button') as HTMLElement

describe('CodeButton', () => {
  afterEach(() => jest.useRealTimers())

  it('counts down 60 s after a send, then offers 重新获取', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
    const onSend = jest.fn(async () => true)
    await testUtils.mount(CodeButton, { props: { onSend } })
    expect(button().textContent).toBe('获取验证码')
    await testUtils.act(async () => { testUtils.fireEvent.click(button()) })
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(button().textContent).toBe('60秒重新获取')
    await testUtils.act(async () => { jest.advanceTimersByTime(1000) })
    expect(button().textContent).toBe('59秒重新获取')
    // taps during the countdown send nothing
    await testUtils.act(async () => { testUtils.fireEvent.click(button()) })
    expect(onSend).toHaveBeenCalledTimes(1)
    await testUtils.act(async () => { jest.advanceTimersByTime(59_000) })
    expect(button().textContent).toBe('重新获取')
    await testUtils.act(async () => { testUtils.fireEvent.click(button()) })
    expect(onSend).toHaveBeenCalledTimes(2)
  })

  it('starts no countdown when nothing was sent', async () => {
    const onSend = jest.fn(async () => false)
    await testUtils.mount(CodeButton, { props: { onSend } })
    await testUtils.act(async () => { testUtils.fireEvent.click(button()) })
    expect(button().textContent).toBe('获取验证码')
    const failing = jest.fn(async () => { throw new Error('请先输入图形验证码') })
    await testUtils.mount(CodeButton, { props: { onSend: failing } })
    await testUtils.act(async () => { testUtils.fireEvent.click(button()) })
    expect(button().textContent).toBe('获取验证码')
  })
})
