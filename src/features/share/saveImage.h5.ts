// Saving a picture in the browser (the H5 build resolves this file; saveImage.ts is the
// mini-program's): a download of it (a phone's browser saves it; WeChat's browser offers the long
// press on the picture instead).

/** 保存海报 / 保存图片: downloads the picture (a data URL or an address). */
export async function saveImage(image: string, fileName: string, _askSettings?: () => Promise<boolean>): Promise<'saved'> {
  const link = document.createElement('a')
  link.href = image
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  return 'saved'
}
