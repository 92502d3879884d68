import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import Uploader, { uploadPicked } from '@/components/Uploader'
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

describe('uploadPicked', () => {
  afterEach(() => jest.restoreAllMocks())
  const answer = (data: unknown) =>
    jest.spyOn(Taro, 'uploadFile').mockImplementation((() =>
      Promise.resolve({ statusCode: 200, data: JSON.stringify(data), errMsg: 'uploadFile:ok' })) as any)

  it("sends the picked file to the server's image store as 'file' and answers its url", async () => {
    const uploadFile = answer({ status: 1, msg: '上传成功', result: { url: '/uploads/a.png' } })
    await expect(uploadPicked({ path: 'blob:b' }, '上传失败')).resolves.toEqual({ url: '/uploads/a.png', status: 'success' })
    const [opts] = uploadFile.mock.calls[0] as [Taro.uploadFile.Option]
    expect(opts.url).toMatch(/\/api\/user\/placeUpload$/)
    expect(opts).toMatchObject({ filePath: 'blob:b', name: 'file' })
  })

  it("fails the item with the server's message, or the fallback when the answer has no url", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined) // the client logs refusals
    const uploadFile = answer({ status: 0, msg: '请上传图片', result: null })
    await expect(uploadPicked({ path: 'blob:b' }, '上传失败')).rejects.toThrow('请上传图片')
    uploadFile.mockImplementation((() =>
      Promise.resolve({ statusCode: 200, data: JSON.stringify({ status: 1, msg: '', result: {} }), errMsg: 'uploadFile:ok' })) as any)
    await expect(uploadPicked({ path: 'blob:b' }, '上传失败')).rejects.toThrow('上传失败')
  })
})
