// The invitation poster, drawn on the device by a 2D canvas (docs/decisions.md "The invitation
// poster"): the same drawing on H5 (a browser canvas) and in the mini-program (Canvas 2D). The
// platform files (posterCanvas.ts, posterCanvas.h5.ts) give it a context and the loaded pictures.

/** The poster's size in canvas pixels (shown at half size: sharp on 2x screens). */
export const POSTER_WIDTH = 600
export const POSTER_HEIGHT = 960

/** The id of the mini-program page's Canvas 2D the poster is drawn on. */
export const POSTER_CANVAS_ID = 'share-poster-canvas'

/** What the QR code holds: the H5 link (drawn from its modules), or the mini-program code's PNG data URL. */
export type PosterQr = { link: string } | { image: string }

// The design tokens' colours (src/styles/_tokens.scss), for the canvas, which reads no stylesheet.
const YELLOW = '#ffd300'
const YELLOW_LIGHT = '#ffe97f'
const BRAND_TEXT = '#c9380b'
const TEXT = '#333333'
const TEXT_MUTED = '#666666'
const WHITE = '#ffffff'
const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif'

/** What the poster says, in the user's language. */
export interface PosterText {
  appName: string
  slogan: string
  nickname: string
  /** 'I saved N yuan' when the user saved something, else null. */
  saved: string | null
  scanHint: string
}

/** The QR code: a module matrix (H5, drawn as squares) or a picture (the mini-program code). */
export type PosterCode<Picture> = { modules: QrModules } | { picture: Picture }

/** A QR code's modules as qrcode's create() gives them: size x size, row by row, 1 = dark. */
export interface QrModules {
  size: number
  data: ArrayLike<number | boolean>
}

/** The part of a 2D context the poster uses (the browser's and the mini-program's both have it). */
export interface PosterContext<Picture> {
  fillStyle: unknown
  font: string
  textAlign: string
  textBaseline: string
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number, maxWidth?: number): void
  beginPath(): void
  arc(x: number, y: number, r: number, start: number, end: number): void
  moveTo(x: number, y: number): void
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void
  closePath(): void
  fill(): void
  save(): void
  restore(): void
  clip(): void
  drawImage(picture: Picture, x: number, y: number, w: number, h: number): void
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): { addColorStop(offset: number, color: string): void }
}

function roundRect<P>(ctx: PosterContext<P>, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
}

function text<P>(ctx: PosterContext<P>, value: string, x: number, y: number, size: number, color: string, weight = 'normal'): void {
  ctx.font = `${weight} ${size}px ${FONT}`
  ctx.fillStyle = color
  ctx.fillText(value, x, y, POSTER_WIDTH - 80)
}

/** Draws a module matrix in a square at (x, y) of the given side, on white. */
export function drawModules<P>(ctx: PosterContext<P>, { size, data }: QrModules, x: number, y: number, side: number): void {
  ctx.fillStyle = WHITE
  ctx.fillRect(x, y, side, side)
  const cell = side / size
  ctx.fillStyle = '#000000'
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      // a hair wider than the cell: no seams between neighbours
      if (data[row * size + col]) ctx.fillRect(x + col * cell, y + row * cell, cell + 0.5, cell + 0.5)
    }
  }
}

/**
 * Draws the poster: the app's name and slogan on the yellow header, a white card with the user's
 * avatar (or the first character of their nickname), nickname and savings, the QR code and the
 * hint under it.
 */
export function drawPoster<P>(ctx: PosterContext<P>, words: PosterText, avatar: P | null, code: PosterCode<P>): void {
  const mid = POSTER_WIDTH / 2
  const header = ctx.createLinearGradient(0, 0, 0, POSTER_HEIGHT)
  header.addColorStop(0, YELLOW)
  header.addColorStop(1, YELLOW_LIGHT)
  ctx.fillStyle = header
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT)

  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  text(ctx, words.appName, mid, 90, 64, TEXT, 'bold')
  text(ctx, words.slogan, mid, 160, 30, TEXT)

  const card = { x: 40, y: 220, w: POSTER_WIDTH - 80, h: POSTER_HEIGHT - 260 }
  ctx.fillStyle = WHITE
  roundRect(ctx, card.x, card.y, card.w, card.h, 24)
  ctx.fill()

  // the avatar, round
  const face = { x: mid, y: card.y + 70, r: 44 }
  ctx.save()
  ctx.beginPath()
  ctx.arc(face.x, face.y, face.r, 0, Math.PI * 2)
  ctx.closePath()
  ctx.clip()
  if (avatar) {
    ctx.drawImage(avatar, face.x - face.r, face.y - face.r, face.r * 2, face.r * 2)
  } else {
    ctx.fillStyle = YELLOW
    ctx.fillRect(face.x - face.r, face.y - face.r, face.r * 2, face.r * 2)
    text(ctx, Array.from(words.nickname)[0] ?? '', face.x, face.y, 40, TEXT, 'bold')
  }
  ctx.restore()

  text(ctx, words.nickname, mid, card.y + 150, 30, TEXT, 'bold')
  if (words.saved) text(ctx, words.saved, mid, card.y + 196, 28, BRAND_TEXT, 'bold')

  const side = 300
  const qr = { x: mid - side / 2, y: card.y + 240 }
  if ('modules' in code) drawModules(ctx, code.modules, qr.x, qr.y, side)
  else ctx.drawImage(code.picture, qr.x, qr.y, side, side)
  text(ctx, words.scanHint, mid, qr.y + side + 50, 26, TEXT_MUTED)
}
