// The poster kit other features draw their posters with (the mini-program's; the H5 build resolves
// posterKit.h5.ts): the share poster's drawing (poster.ts: a title, a line, the user, a note and a
// QR code), saving it, and the share data of WeChat's browser (none in the mini-program, whose
// pages share through useShareAppMessage). Through the feature's index.ts, so it is one drawing.
export { makePoster as makeSharePoster } from './posterCanvas'
export { saveImage as saveSharePoster } from './saveImage'
export { POSTER_CANVAS_ID, type PosterQr, type PosterText } from './poster'

/** The mini-program shares through its share menu: nothing to set. */
export const shareLinkInWechat = (_data: { title: string; link: string }): Promise<void> => Promise.resolve()
