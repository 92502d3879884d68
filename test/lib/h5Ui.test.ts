import { confirm } from '@/lib/dialog.h5'
import { hideLoading, showLoading, toast } from '@/lib/toast.h5'

// The H5 build's own toast, loading mask and confirm dialog (toast.h5.ts, dialog.h5.ts).

describe('H5 toast', () => {
  afterEach(() => jest.useRealTimers())

  it('shows the text and removes it after the duration; a new toast replaces the old', () => {
    jest.useFakeTimers()
    toast('请求错误', 3000)
    expect(document.querySelectorAll('.app-toast')).toHaveLength(1)
    expect(document.querySelector('.app-toast')!.textContent).toBe('请求错误')
    jest.advanceTimersByTime(2000)
    toast('复制成功', 2000)
    expect(document.querySelectorAll('.app-toast')).toHaveLength(1)
    expect(document.querySelector('.app-toast')!.textContent).toBe('复制成功')
    jest.advanceTimersByTime(1999)
    expect(document.querySelector('.app-toast')).not.toBeNull()
    jest.advanceTimersByTime(1)
    expect(document.querySelector('.app-toast')).toBeNull()
  })

  it('shows nothing for an empty text', () => {
    toast('')
    expect(document.querySelector('.app-toast')).toBeNull()
  })

  it("shows a blocking loading mask with '加载中...' until hidden", () => {
    showLoading()
    expect(document.querySelector('.app-loading')!.textContent).toBe('加载中...')
    hideLoading()
    expect(document.querySelector('.app-loading')).toBeNull()
  })
})

describe('H5 confirm dialog', () => {
  const click = (selector: string) => (document.querySelector(selector) as HTMLButtonElement).click()

  it('shows title and text and resolves true on confirm, removing itself', async () => {
    const answer = confirm({ title: '温馨提示', content: '您还未登录，是否去登录？' })
    expect(document.querySelector('.app-dialog__title')!.textContent).toBe('温馨提示')
    expect(document.querySelector('.app-dialog__content')!.textContent).toBe('您还未登录，是否去登录？')
    expect(document.querySelector('.app-dialog__confirm')!.textContent).toBe('确定')
    click('.app-dialog__confirm')
    await expect(answer).resolves.toBe(true)
    expect(document.querySelector('.app-dialog')).toBeNull()
  })

  it('resolves false on cancel, with the given button texts', async () => {
    const answer = confirm({ title: '您未开启地理位置授权', content: 'x', confirmText: '去设置', cancelText: '暂不' })
    expect(document.querySelector('.app-dialog__confirm')!.textContent).toBe('去设置')
    click('.app-dialog__cancel')
    await expect(answer).resolves.toBe(false)
  })
})
