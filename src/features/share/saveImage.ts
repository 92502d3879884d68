import Taro from '@tarojs/taro'

// Saving a picture in the mini-program (the H5 build uses saveImage.h5.ts).

const deniedAlbum = (err: unknown) => /auth|deny|denied|authorize/i.test(String((err as { errMsg?: string })?.errMsg ?? err))

/**
 * 保存海报 / 保存图片: a local file (the poster's, or a downloaded picture) into the photo album,
 * asking for the permission WeChat requires (scope.writePhotosAlbum). Refused once, WeChat asks no
 * more: `askSettings` explains and the settings page lets the user allow it. 'denied' when the
 * album stays closed.
 */
export async function saveImage(path: string, _fileName: string, askSettings: () => Promise<boolean>): Promise<'saved' | 'denied'> {
  const settings = await Taro.getSetting()
  if (settings.authSetting['scope.writePhotosAlbum'] === false) {
    if (!(await askSettings())) return 'denied'
    const opened = await Taro.openSetting()
    if (!opened.authSetting['scope.writePhotosAlbum']) return 'denied'
  }
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: path })
    return 'saved'
  } catch (err) {
    if (deniedAlbum(err)) return 'denied'
    throw err
  }
}
