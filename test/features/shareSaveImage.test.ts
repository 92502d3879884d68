import Taro from '@tarojs/taro'
import { saveImage } from '@/features/share/saveImage'

// 保存海报 / 保存图片 in the mini-program: the photo album and WeChat's permission for it.

const setting = (allowed?: boolean) => ({ authSetting: allowed === undefined ? {} : { 'scope.writePhotosAlbum': allowed }, errMsg: 'ok' })

describe('saving a picture to the album (mini-program)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('saves at once when the permission is not refused (WeChat asks itself the first time)', async () => {
    jest.spyOn(Taro, 'getSetting').mockResolvedValue(setting() as any)
    const save = jest.spyOn(Taro, 'saveImageToPhotosAlbum').mockResolvedValue({ errMsg: 'ok' } as any)
    const ask = jest.fn()
    await expect(saveImage('wxfile://poster.png', 'x.png', ask)).resolves.toBe('saved')
    expect(save).toHaveBeenCalledWith({ filePath: 'wxfile://poster.png' })
    expect(ask).not.toHaveBeenCalled()
  })

  it('refused before: explains, opens the settings, then saves once allowed', async () => {
    jest.spyOn(Taro, 'getSetting').mockResolvedValue(setting(false) as any)
    const open = jest.spyOn(Taro, 'openSetting').mockResolvedValue(setting(true) as any)
    const save = jest.spyOn(Taro, 'saveImageToPhotosAlbum').mockResolvedValue({ errMsg: 'ok' } as any)
    await expect(saveImage('wxfile://poster.png', 'x.png', () => Promise.resolve(true))).resolves.toBe('saved')
    expect(open).toHaveBeenCalled()
    expect(save).toHaveBeenCalled()
  })

  it('denied when the user declines the explanation, or leaves the settings without allowing', async () => {
    jest.spyOn(Taro, 'getSetting').mockResolvedValue(setting(false) as any)
    const open = jest.spyOn(Taro, 'openSetting').mockResolvedValue(setting(false) as any)
    const save = jest.spyOn(Taro, 'saveImageToPhotosAlbum')
    await expect(saveImage('p', 'x.png', () => Promise.resolve(false))).resolves.toBe('denied')
    expect(open).not.toHaveBeenCalled()
    await expect(saveImage('p', 'x.png', () => Promise.resolve(true))).resolves.toBe('denied')
    expect(save).not.toHaveBeenCalled()
  })

  it("denied when WeChat's own prompt is refused; other failures are thrown", async () => {
    jest.spyOn(Taro, 'getSetting').mockResolvedValue(setting() as any)
    jest.spyOn(Taro, 'saveImageToPhotosAlbum')
      .mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' })
      .mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail file not found' })
    await expect(saveImage('p', 'x.png', jest.fn())).resolves.toBe('denied')
    await expect(saveImage('p', 'x.png', jest.fn())).rejects.toEqual({ errMsg: 'saveImageToPhotosAlbum:fail file not found' })
  })
})
