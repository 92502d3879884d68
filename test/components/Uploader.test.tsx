import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import Uploader, { uploadPicked, type UploadItem } from '@/components/Uploader'
import { UPLOAD_MAX_BYTES, formatSize, isUploadableImage, localPath, oversized, pickLimit, toUploadStatus } from '@/components/Uploader/logic'

// Upload rules (docs/product.md: Validation, Constants).
const testUtils = new TestUtils()

// NutUI picks files with Taro's chooseMedia (a named import, which a spy on Taro cannot reach):
// stand in for it with what a pick in the browser hands over.
const mockChooseMedia = jest.fn()
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return { ...actual, __esModule: true, default: actual.default ?? actual, chooseMedia: (opts: unknown) => mockChooseMedia(opts) }
})

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

  it('takes the images the server stores (PNG, JPEG, WebP, GIF) by type, else by name; the server decides the rest', () => {
    const h5 = (type: string, name = 'a') => ({ tempFilePath: 'blob:http://x/1', fileType: type, originalFileObj: { type, name } })
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) expect(isUploadableImage(h5(type))).toBe(true)
    for (const type of ['application/pdf', 'text/plain', 'image/svg+xml', 'image/heic', 'video/mp4']) expect(isUploadableImage(h5(type))).toBe(false)
    expect(isUploadableImage(h5('', 'shot.PNG'))).toBe(true)
    expect(isUploadableImage(h5('', 'notes.docx'))).toBe(false)
    expect(isUploadableImage({ tempFilePath: 'wxfile://tmp_1.jpg', fileType: 'image' })).toBe(true)
    expect(isUploadableImage({ tempFilePath: 'http://tmp/2.mp4', fileType: 'video' })).toBe(false)
    expect(isUploadableImage({ tempFilePath: 'wxfile://tmp_3', fileType: 'image' })).toBe(true)
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024)
    expect(formatSize(UPLOAD_MAX_BYTES)).toBe('5MB')
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

// A pick in the browser: what Taro's H5 chooseMedia hands NutUI for each chosen file.
const picked = (name: string, type: string, size = 1000) => ({
  tempFilePath: `blob:http://app.test/${name}`, size, fileType: type, originalFileObj: { name, type },
})

describe('Uploader says why a file is not uploaded', () => {
  let toast: jest.SpyInstance
  let items: UploadItem[]
  beforeEach(() => {
    items = []
    toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({ errMsg: 'showToast:ok' })) as any)
    jest.spyOn(console, 'warn').mockImplementation(() => undefined) // the client logs refusals
    jest.spyOn(console, 'error').mockImplementation(() => undefined) // NutUI logs failed uploads
  })
  afterEach(() => jest.restoreAllMocks())

  const toasts = () => toast.mock.calls.map(([o]) => (o as { title: string }).title)
  const uploads = (answer: { statusCode: number; data: unknown }) =>
    jest.spyOn(Taro, 'uploadFile').mockImplementation((() =>
      Promise.resolve({ statusCode: answer.statusCode, data: JSON.stringify(answer.data), errMsg: 'uploadFile:ok' })) as any)

  async function choose(files: object[]) {
    mockChooseMedia.mockImplementation((opts: { success?: (res: unknown) => void }) => {
      const res = { tempFiles: files, type: 'image', errMsg: 'chooseMedia:ok' }
      opts.success?.(res)
      return Promise.resolve(res)
    })
    const Picker = () => <Uploader maxCount={9} onChange={(next) => { items = next }} />
    await testUtils.mount(Picker, {})
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('.uploader .nut-uploader-input')!)
      for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0))
    })
  }

  it('a file that is not an image: 请上传图片文件, nothing sent', async () => {
    const uploadFile = uploads({ statusCode: 200, data: { status: 1, msg: '上传成功', result: { url: '/uploads/x.png' } } })
    await choose([picked('合同.pdf', 'application/pdf')])
    expect(toasts()).toEqual(['请上传图片文件（PNG、JPEG、WebP 或 GIF）'])
    expect(uploadFile).not.toHaveBeenCalled()
    expect(items).toEqual([])
  })

  it("an image over the server's 5 MB: 图片不能超过5MB, nothing sent", async () => {
    const uploadFile = uploads({ statusCode: 200, data: { status: 1, msg: '上传成功', result: { url: '/uploads/x.png' } } })
    await choose([picked('big.jpg', 'image/jpeg', 6 * 1024 * 1024)])
    expect(toasts()).toEqual(['图片不能超过5MB'])
    expect(uploadFile).not.toHaveBeenCalled()
  })

  it('of several files, only the images go up, and the user is told why the others did not', async () => {
    const uploadFile = uploads({ statusCode: 200, data: { status: 1, msg: '上传成功', result: { url: '/uploads/x.png' } } })
    await choose([picked('shot.png', 'image/png'), picked('note.txt', 'text/plain')])
    expect(toasts()).toEqual(['请上传图片文件（PNG、JPEG、WebP 或 GIF）'])
    expect(uploadFile).toHaveBeenCalledTimes(1)
    expect(items.map((i) => [i.status, i.url])).toEqual([['success', '/uploads/x.png']])
  })

  it("the server's refusal is shown with its message, and the item fails", async () => {
    uploads({ statusCode: 200, data: { status: 0, msg: '仅支持 PNG、JPEG、WebP、GIF 格式的图片', result: null } })
    await choose([picked('fake.png', 'image/png')])
    expect(toasts()).toEqual(['仅支持 PNG、JPEG、WebP、GIF 格式的图片'])
    expect(items.map((i) => i.status)).toEqual(['failed'])
  })

  it("the server's size refusal (HTTP 413) names the limit", async () => {
    uploads({ statusCode: 413, data: { status: 0, msg: '请求数据过大', result: null } })
    await choose([picked('shot.png', 'image/png')])
    expect(toasts()).toEqual(['图片不能超过5MB'])
    expect(items.map((i) => i.status)).toEqual(['failed'])
  })

  it('an image the server stores goes up without a word', async () => {
    uploads({ statusCode: 200, data: { status: 1, msg: '上传成功', result: { url: '/uploads/a.png' } } })
    await choose([picked('shot.png', 'image/png')])
    expect(toasts()).toEqual([])
    expect(items.map((i) => [i.status, i.url])).toEqual([['success', '/uploads/a.png']])
  })
})
