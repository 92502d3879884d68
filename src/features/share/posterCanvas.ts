import Taro from '@tarojs/taro'
import { drawPoster, POSTER_CANVAS_ID, POSTER_HEIGHT, POSTER_WIDTH, type PosterContext, type PosterQr, type PosterText } from './poster'

// The poster in the mini-program (the H5 build uses posterCanvas.h5.ts): drawn on the page's
// Canvas 2D (id POSTER_CANVAS_ID, kept off screen), exported as a temporary file the page shows and
// 保存海报 puts in the photo album (saveImage.ts). The QR code is the mini-program code's picture
// (team/miniProgramCode; qrcode's toDataURL does not work in the mini-program).


type Picture = ReturnType<Taro.Canvas['createImage']>

function canvasNode(): Promise<Taro.Canvas> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery().select(`#${POSTER_CANVAS_ID}`).fields({ node: true, size: true }).exec((res: Array<{ node?: Taro.Canvas } | null>) => {
      const node = res?.[0]?.node
      if (node) resolve(node)
      else reject(new Error('no poster canvas on the page'))
    })
  })
}

function loadPicture(canvas: Taro.Canvas, src: string): Promise<Picture | null> {
  if (!src) return Promise.resolve(null)
  return new Promise((resolve) => {
    const picture = canvas.createImage()
    picture.onload = () => resolve(picture)
    picture.onerror = () => resolve(null)
    picture.src = src
  })
}

/** The code's PNG data URL as a file of the mini-program's user folder (a canvas image loads files). */
function codeFile(dataUrl: string): Promise<string> {
  const path = `${Taro.env.USER_DATA_PATH}/invite-code.png`
  return new Promise((resolve, reject) => {
    Taro.getFileSystemManager().writeFile({
      filePath: path,
      data: dataUrl.replace(/^data:image\/\w+;base64,/, ''),
      encoding: 'base64',
      success: () => resolve(path),
      fail: reject,
    })
  })
}

export async function makePoster(words: PosterText, avatarUrl: string, qr: PosterQr): Promise<string> {
  if (!('image' in qr)) throw new Error('the mini-program draws its mini-program code')
  // the canvas is on the page once it has rendered
  await new Promise<void>((resolve) => Taro.nextTick(resolve))
  const canvas = await canvasNode()
  canvas.width = POSTER_WIDTH
  canvas.height = POSTER_HEIGHT
  const ctx = canvas.getContext('2d') as PosterContext<Picture>
  const [avatar, code] = await Promise.all([loadPicture(canvas, avatarUrl), codeFile(qr.image).then((path) => loadPicture(canvas, path))])
  if (!code) throw new Error('the code picture did not load')
  drawPoster(ctx, words, avatar, { picture: code })
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas, fileType: 'png' } as Taro.canvasToTempFilePath.Option)
  return tempFilePath
}
