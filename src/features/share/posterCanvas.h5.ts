import { drawPoster, POSTER_HEIGHT, POSTER_WIDTH, type PosterQr, type PosterText } from './poster'

// The poster in the browser (the H5 build resolves this file; posterCanvas.ts is the
// mini-program's): drawn on a canvas of its own, given as a PNG data URL the page shows as a picture
// (long press saves or forwards it) and 保存海报 downloads (saveImage.h5.ts). The QR code is the module matrix of the
// share link (qrcode's create(), loaded with this page only).

/** A picture, or null when it cannot be drawn (failed, or from a host without CORS: it would taint the canvas). */
function loadPicture(src: string): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null)
  return new Promise((resolve) => {
    const picture = new Image()
    picture.crossOrigin = 'anonymous'
    picture.onload = () => resolve(picture)
    picture.onerror = () => resolve(null)
    picture.src = src
  })
}

export async function makePoster(words: PosterText, avatarUrl: string, qr: PosterQr): Promise<string> {
  const [{ create }, avatar] = await Promise.all([import(/* webpackChunkName: "qrcode" */ 'qrcode'), loadPicture(avatarUrl)])
  const canvas = document.createElement('canvas')
  canvas.width = POSTER_WIDTH
  canvas.height = POSTER_HEIGHT
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2D canvas')
  if ('link' in qr) {
    drawPoster(ctx, words, avatar, { modules: create(qr.link, { errorCorrectionLevel: 'M' }).modules })
  } else {
    const picture = await loadPicture(qr.image)
    if (!picture) throw new Error('the code picture did not load')
    drawPoster(ctx, words, avatar, { picture })
  }
  return canvas.toDataURL('image/png')
}
