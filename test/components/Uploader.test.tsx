import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { UPLOAD_MAX_BYTES, type UploadPolicy } from '@api-types/uploads'
import Uploader, { uploadFailure, uploadPicked, type UploadItem } from '@/components/Uploader'
import { formatSize, imageTypeOf, isUploadableImage, localPath, oversized, pickLimit, toUploadStatus } from '@/components/Uploader/logic'
import { saveProfile } from '@/store/session'

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
    // the type an upload declares (a bucket is told it)
    expect(imageTypeOf(h5('image/jpg'))).toBe('image/jpeg')
    expect(imageTypeOf({ tempFilePath: 'wxfile://tmp_1.PNG', fileType: 'image' })).toBe('image/png')
    expect(imageTypeOf({ tempFilePath: 'wxfile://tmp_3', fileType: 'image' })).toBe('image/jpeg')
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
    await testUtils.mount(Uploader, { props: { purpose: 'proof', maxCount: 3 } })
    const root = document.querySelector('.uploader') as HTMLElement
    expect(root).not.toBeNull()
    expect(root.textContent).toContain('上传图片')
  })

  it('hides the add control when the maximum count is held', async () => {
    const Full = () => <Uploader purpose='proof' maxCount={0} />
    await testUtils.mount(Full, {})
    expect(document.querySelector('.uploader')!.textContent).not.toContain('上传图片')
  })
})

const LOCAL: UploadPolicy = { url: '/api/user/placeUpload', fields: { purpose: 'proof' }, file_field: 'file', max_bytes: 5 * 1024 * 1024 }
const BUCKET: UploadPolicy = {
  url: 'https://fanbei.oss-cn-hangzhou.aliyuncs.com',
  fields: { key: 'proof-7-ab12.png', 'Content-Type': 'image/png', Policy: 'eyJ9', 'X-Amz-Signature': 'f00d' },
  file_field: 'file',
  file_url: 'https://img.fanbei.test/proof-7-ab12.png',
  max_bytes: 5 * 1024 * 1024,
}

/** The policy call's answer (user/uploadPolicy, through Taro.request). */
function policyAnswer(data: unknown) {
  return jest.spyOn(Taro, 'request').mockImplementation((() =>
    Promise.resolve({ statusCode: 200, data, header: {}, cookies: [], errMsg: 'request:ok' })) as any)
}

describe('uploadPicked: stores a file where the upload policy says', () => {
  beforeEach(() => {
    saveProfile({ token: 'tok123' })
    jest.spyOn(console, 'warn').mockImplementation(() => undefined) // the client logs refusals
  })
  afterEach(() => jest.restoreAllMocks())
  const uploadAnswer = (statusCode: number, data: string) =>
    jest.spyOn(Taro, 'uploadFile').mockImplementation((() => Promise.resolve({ statusCode, data, errMsg: 'uploadFile:ok' })) as any)
  const shot = { tempFilePath: 'blob:b', size: 1234, fileType: 'image/png', originalFileObj: { type: 'image/png', name: 'shot.png' } }
  const texts = { tooLarge: '图片不能超过5MB', failed: '上传失败' }

  it("asks for the purpose's policy, then sends the file to this server's upload call with the purpose", async () => {
    const request = policyAnswer({ status: 1, msg: '', result: LOCAL })
    const uploadFile = uploadAnswer(200, JSON.stringify({ status: 1, msg: '上传成功', result: { url: '/uploads/proof-7-ab.png' } }))
    await expect(uploadPicked(shot, 'proof')).resolves.toEqual({ url: '/uploads/proof-7-ab.png', status: 'success' })
    const [asked] = request.mock.calls[0] as [Taro.request.Option]
    expect(asked.url).toMatch(/\/api\/user\/uploadPolicy$/)
    expect(asked.data).toMatchObject({ purpose: 'proof', type: 'image/png', size: 1234 })
    const [sent] = uploadFile.mock.calls[0] as [Taro.uploadFile.Option]
    expect(sent.url).toMatch(/\/api\/user\/placeUpload$/)
    expect(sent).toMatchObject({ filePath: 'blob:b', name: 'file', formData: { purpose: 'proof' } })
    expect(sent.header).toMatchObject({ Authorization: 'Bearer tok123' })
  })

  it('sends the file straight to the bucket with the presigned fields, without the token or cookies, and answers the file url', async () => {
    policyAnswer({ status: 1, msg: '', result: BUCKET })
    const uploadFile = uploadAnswer(204, '')
    await expect(uploadPicked(shot, 'proof')).resolves.toEqual({ url: BUCKET.file_url, status: 'success' })
    const [sent] = uploadFile.mock.calls[0] as [Taro.uploadFile.Option & { withCredentials?: boolean }]
    expect(sent).toMatchObject({ url: BUCKET.url, filePath: 'blob:b', name: 'file', formData: BUCKET.fields, withCredentials: false })
    expect(JSON.stringify(sent.header ?? {})).not.toContain('tok123')
  })

  it("the bucket's size refusal reads as the size limit, its other refusals and a lost connection as a failure", async () => {
    policyAnswer({ status: 1, msg: '', result: BUCKET })
    const uploadFile = uploadAnswer(400, '<?xml version="1.0"?><Error><Code>EntityTooLarge</Code></Error>')
    expect(uploadFailure(await uploadPicked(shot, 'proof').catch((e: unknown) => e), texts)).toBe('图片不能超过5MB')
    uploadFile.mockImplementation((() => Promise.resolve({ statusCode: 403, data: '<Error><Code>AccessDenied</Code></Error>', errMsg: 'uploadFile:ok' })) as any)
    await expect(uploadPicked(shot, 'proof')).rejects.toMatchObject({ status: 403 })
    uploadFile.mockImplementation((() => Promise.reject({ errMsg: 'uploadFile:fail network' })) as any)
    expect(uploadFailure(await uploadPicked(shot, 'proof').catch((e: unknown) => e), texts)).toBe('上传失败')
  })

  it("fails the item with the server's message: of the policy, of the upload; an answer without a url is a failure", async () => {
    const request = policyAnswer({ status: 0, code: 'uploadTooLarge', msg: '文件不能超过 5MB', result: null })
    const uploadFile = uploadAnswer(200, JSON.stringify({ status: 0, msg: '请上传图片', result: null }))
    expect(uploadFailure(await uploadPicked(shot, 'proof').catch((e: unknown) => e), texts)).toBe('文件不能超过 5MB')
    expect(uploadFile).not.toHaveBeenCalled()
    request.mockImplementation((() => Promise.resolve({ statusCode: 200, data: { status: 1, msg: '', result: LOCAL }, header: {}, cookies: [], errMsg: 'request:ok' })) as any)
    expect(uploadFailure(await uploadPicked(shot, 'proof').catch((e: unknown) => e), texts)).toBe('请上传图片')
    uploadFile.mockImplementation((() => Promise.resolve({ statusCode: 200, data: JSON.stringify({ status: 1, msg: '', result: {} }), errMsg: 'uploadFile:ok' })) as any)
    expect(uploadFailure(await uploadPicked(shot, 'proof').catch((e: unknown) => e), texts)).toBe('上传失败')
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
    policyAnswer({ status: 1, msg: '', result: LOCAL })
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
    const Picker = () => <Uploader purpose='proof' maxCount={9} onChange={(next) => { items = next }} />
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
