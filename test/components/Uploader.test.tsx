import TestUtils from '@tarojs/test-utils-react'
import Uploader from '@/components/Uploader'
import { formatSize, localPath, oversized, pickLimit, toUploadStatus } from '@/components/Uploader/logic'

// Upload rules (spec 5, 9).
const testUtils = new TestUtils()

describe('uploader rules', () => {
  it('maps items to uploading / failed / success', () => {
    expect(toUploadStatus('uploading')).toBe('uploading')
    expect(toUploadStatus('ready')).toBe('uploading')
    expect(toUploadStatus('error')).toBe('failed')
    expect(toUploadStatus('success')).toBe('success')
  })

  it('never lets one pick select more than 9 images, and stops at the maximum count', () => {
    expect(pickLimit(52, 0, true)).toBe(9)
    expect(pickLimit(52, 45, true)).toBe(52)
    expect(pickLimit(52, 50, true)).toBe(52)
    expect(pickLimit(3, 0, true)).toBe(3)
    expect(pickLimit(3, 1, false)).toBe(3)
  })

  it('finds the oversize files', () => {
    const files = [{ size: 10 }, { size: 2000 }, {}]
    expect(oversized(files, 1024)).toEqual([{ size: 2000 }])
    expect(formatSize(10 * 1024 * 1024)).toBe('10MB')
    expect(formatSize(500 * 1024)).toBe('500KB')
  })

  it('reads the local path of any picked file shape', () => {
    expect(localPath({ tempFilePath: 'wxfile://a' })).toBe('wxfile://a')
    expect(localPath({ path: 'blob:b' })).toBe('blob:b')
    expect(localPath(undefined)).toBe('')
  })
})

describe('Uploader', () => {
  it('shows the add control with its label while below the maximum count', async () => {
    await testUtils.mount(Uploader, { props: { maxCount: 3 } })
    const root = document.querySelector('.uploader') as HTMLElement
    expect(root).not.toBeNull()
    expect(root.textContent).toContain('上传图片')
  })

  it('hides the add control when the maximum count is held', async () => {
    const Full = () => <Uploader maxCount={0} />
    await testUtils.mount(Full, {})
    expect(document.querySelector('.uploader')!.textContent).not.toContain('上传图片')
  })
})
