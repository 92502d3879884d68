import TestUtils from '@tarojs/test-utils-react'
import NoNetwork from '@/components/NoNetwork'

const testUtils = new TestUtils()

describe('NoNetwork', () => {
  it('says 哎呀，网络信号丢失 and retries on a tap anywhere', async () => {
    const onRetry = jest.fn()
    await testUtils.mount(NoNetwork, { props: { onRetry } })
    const view = document.querySelector('.no-network') as HTMLElement
    expect(view.textContent).toContain('哎呀，网络信号丢失')
    expect(view.textContent).toContain('点击屏幕重试')
    await testUtils.act(async () => { testUtils.fireEvent.click(view.querySelector('.no-network__hint')!) })
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows the connection-timeout text for a timeout', async () => {
    await testUtils.mount(NoNetwork, { props: { onRetry: jest.fn(), reason: 'timeout' } })
    expect(document.querySelector('.no-network')!.textContent).toContain('连接超时，点击屏幕重试')
  })
})
