import './helpers'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import VoucherPage from '@/pages/order/voucher'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, openedUrls, pageText, resetApp } from './helpers'
import { at, freezeClock, order } from './freeMealFixtures'

// Proof upload (/pages/order/voucher?id=).
const testUtils = new TestUtils()

// The shared uploader (tested in test/components/Uploader.test.tsx) picks files through Taro's H5
// runtime, which the test set-up loads before any mock: stand in for it with one that reports
// what it was given and hands back the items a pick would have uploaded.
const mockUploaderProps = jest.fn()
jest.mock('@/components/Uploader', () => {
  const { View } = jest.requireActual('@tarojs/components')
  return {
    __esModule: true,
    default: (props: { maxCount?: number; onChange?: (items: unknown[]) => void }) => {
      mockUploaderProps(props)
      const pick = (second: string) => () =>
        props.onChange?.([
          { uid: 1, status: 'success', url: '/uploads/proof1.png' },
          { uid: 2, status: second, url: second === 'success' ? '/uploads/proof2.png' : 'blob:shot2.png' },
        ])
      return (
        <View className='uploader fake-uploader'>
          <View className='fake-uploader__uploading' onClick={pick('uploading')} />
          <View className='fake-uploader__done' onClick={pick('success')} />
        </View>
      )
    },
  }
})

async function mountPage(id = '31') {
  Current.router = { path: '/pages/order/voucher', params: { id } } as any
  await testUtils.mount(VoucherPage, {})
  await testUtils.act(() => flush(10))
}

async function tap(el: Element) {
  await testUtils.act(async () => {
    testUtils.fireEvent.click(el)
    await flush(10)
  })
}

async function typeOrderNo(value: string) {
  const input = document.querySelector('.voucher__order-no input') as HTMLInputElement
  await testUtils.act(async () => {
    input.value = value
    testUtils.fireEvent.input(input, { target: { value } } as EventInit)
    await flush()
  })
}

const toasts = (spy: jest.SpyInstance) => spy.mock.calls.map(([o]) => (o as { title: string }).title)
const submitButton = () => document.querySelector('.voucher__submit') as HTMLElement

describe('proof upload', () => {
  let spies: ReturnType<typeof resetApp>
  beforeEach(() => {
    spies = resetApp()
    saveProfile({ token: 't' })
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('counts down to the reservation end on the server clock', async () => {
    // the phone is 2 minutes fast; the server says 12:00 and the slot ends at 12:30
    freezeClock('2026-05-01 12:02:00')
    const api = fakeApi({ '/api/order/detail': order(31) })
    await mountPage()
    expect(api.calls('/api/order/detail')[0]).toMatchObject({ id: 31 })
    expect(document.querySelector('.voucher__banner-title')!.textContent).toBe('请在 30:00 内上传凭证')
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('上传凭证')
    jest.setSystemTime(at('2026-05-01 12:03:01'))
    await testUtils.act(() => new Promise((r) => setTimeout(r, 1100)))
    expect(document.querySelector('.voucher__banner-title')!.textContent).toBe('请在 28:59 内上传凭证')
    await tap(document.querySelector('.voucher__go')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/order/meituan-webview?id=31'])
  })

  it('at zero shows 已超时 and disables the submit', async () => {
    freezeClock('2026-05-01 12:29:59')
    const api = fakeApi({ '/api/order/detail': order(31, { server_time: '2026-05-01 12:29:59' }) })
    await mountPage()
    expect(document.querySelector('.voucher__banner-title')!.textContent).toBe('请在 00:01 内上传凭证')
    jest.setSystemTime(at('2026-05-01 12:30:00'))
    await testUtils.act(() => new Promise((r) => setTimeout(r, 1100)))
    expect(document.querySelector('.voucher__banner-title')!.textContent).toBe('已超时')
    expect(submitButton().className).toContain('disabled')
    expect(document.querySelector('.voucher__go')).toBeNull()
    await tap(submitButton())
    expect(api.calls('/api/order/submitProof')).toHaveLength(0)
  })

  it('checks the order number and screenshots before calling the server', async () => {
    freezeClock('2026-05-01 12:00:00')
    const api = fakeApi({ '/api/order/detail': order(31) })
    await mountPage()
    await tap(submitButton())
    await typeOrderNo('ab')
    await tap(submitButton())
    await typeOrderNo('MT-20260501-8812')
    await tap(submitButton())
    expect(toasts(spies.showToast)).toEqual(['请输入平台订单号', '订单号为4-40位字母、数字或-', '请上传至少一张订单截图'])
    expect(api.calls('/api/order/submitProof')).toHaveLength(0)
  })

  it('submits the order number with the uploaded screenshot URLs and shows the review state', async () => {
    freezeClock('2026-05-01 12:00:00')
    const api = fakeApi({
      '/api/order/detail': order(31),
      '/api/order/submitProof': (body) =>
        order(31, { status: 'uploaded', platform_order_no: body.platform_order_no as string, images: body.images as string[], proof_time: '2026-05-01 12:06:00' }),
    })
    await mountPage()
    // at most 9 screenshots (spec: one pick of up to 9 images)
    expect(mockUploaderProps.mock.calls.at(-1)![0]).toMatchObject({ maxCount: 9 })
    // one screenshot still uploading: nothing is sent yet
    await tap(document.querySelector('.fake-uploader__uploading')!)
    await typeOrderNo(' MT-20260501-8812 ')
    await tap(submitButton())
    expect(toasts(spies.showToast)).toEqual(['图片还在上传中，请稍候'])
    expect(api.calls('/api/order/submitProof')).toHaveLength(0)
    await tap(document.querySelector('.fake-uploader__done')!)
    await tap(submitButton())
    expect(api.calls('/api/order/submitProof')[0]).toMatchObject({ id: 31, platform_order_no: 'MT-20260501-8812', images: ['/uploads/proof1.png', '/uploads/proof2.png'] })
    expect(toasts(spies.showToast)).toContain('提交成功，等待审核')
    expect(document.querySelector('.voucher__banner-title')!.textContent).toBe('凭证审核中')
    expect(pageText()).toContain('MT-20260501-8812')
    expect(document.querySelectorAll('.voucher__thumb')).toHaveLength(2)
  })

  it('cancels the slot only after the user confirms', async () => {
    freezeClock('2026-05-01 12:00:00')
    const api = fakeApi({ '/api/order/detail': order(31), '/api/order/cancel': order(31, { status: 'cancelled' }) })
    const modal = jest.spyOn(Taro, 'showModal')
      .mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as any)
      .mockImplementationOnce((() => Promise.resolve({ confirm: true, cancel: false })) as any)
    await mountPage()
    await tap(document.querySelector('.voucher__cancel')!)
    expect(api.calls('/api/order/cancel')).toHaveLength(0)
    await tap(document.querySelector('.voucher__cancel')!)
    expect(modal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '确定取消名额？' }))
    expect(api.calls('/api/order/cancel')[0]).toMatchObject({ id: 31 })
    expect(toasts(spies.showToast)).toContain('已取消')
    expect(document.querySelector('.voucher__banner-title')!.textContent).toBe('已取消')
    await tap(document.querySelector('.voucher__regrab')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/shopdetail/shopdetail?id=7'])
  })

  it('shows an approved order read-only with the rebate and a way to the wallet', async () => {
    freezeClock('2026-05-01 15:00:00')
    fakeApi({
      '/api/order/detail': order(31, {
        status: 'approved', platform_order_no: '88123456', images: ['/uploads/a.png', '/uploads/b.png'],
        proof_time: '2026-05-01 12:10:00', review_time: '2026-05-01 14:00:00', server_time: '2026-05-01 15:00:00',
      }),
    })
    const preview = jest.spyOn(Taro, 'previewImage').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as any)
    await mountPage()
    expect(document.querySelector('.voucher__banner-title')!.textContent).toBe('已返现 ¥20.00 到钱包')
    expect(document.querySelector('.voucher__form')).toBeNull()
    // nothing is to be uploaded any more: the title says what the page is
    expect(document.querySelector('.nav-bar__title')!.textContent).toBe('订单详情')
    expect(pageText()).toContain('88123456')
    expect(pageText()).toContain('05-01 14:00')
    await tap(document.querySelectorAll('.voucher__thumb')[1])
    expect(preview).toHaveBeenCalledWith({ urls: ['/uploads/a.png', '/uploads/b.png'], current: '/uploads/b.png' })
    await tap(document.querySelector('.voucher__wallet')!)
    expect(openedUrls(spies.navigateTo)).toEqual(['/pages/moneydetail/moneydetail'])
  })

  it('shows the reason of a rejection, and expiry with another grab', async () => {
    freezeClock('2026-05-01 15:00:00')
    fakeApi({ '/api/order/detail': order(31, { status: 'rejected', reject_reason: '截图金额不足25元', images: ['/uploads/a.png'] }) })
    await mountPage()
    expect(document.querySelector('.voucher__banner-title')!.textContent).toBe('审核未通过')
    expect(pageText()).toContain('原因：截图金额不足25元')
    expect(document.querySelector('.voucher__regrab')).toBeNull()

    fakeApi({ '/api/order/detail': order(32, { status: 'expired' }) })
    await mountPage('32')
    const banners = document.querySelectorAll('.voucher__banner-title')
    expect(banners[banners.length - 1].textContent).toBe('已过期')
    expect(pageText()).toContain('超过30分钟未上传凭证，名额已释放')
  })
})
