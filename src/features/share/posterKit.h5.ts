import { inWechatBrowser } from '@/lib/platform'
import type { PosterQr, PosterText } from './poster'

// The poster kit in the browser (posterKit.ts is the mini-program's): the drawing, saving and the
// JS-SDK share load with the page that uses them (chunks of their own), so the home page, which
// imports the share feature for useShareInvite, carries none of them.
export type { PosterQr, PosterText }
export { POSTER_CANVAS_ID } from './poster'

/** The share poster (poster.ts's drawing) as a PNG data URL. */
export const makeSharePoster = (words: PosterText, avatarUrl: string, qr: PosterQr): Promise<string> =>
  import(/* webpackChunkName: "share-poster" */ './posterCanvas').then((m) => m.makePoster(words, avatarUrl, qr))

/** 保存海报: the poster downloaded. */
export const saveSharePoster = (path: string, fileName: string, askSettings: () => Promise<boolean>): Promise<'saved' | 'denied'> =>
  import(/* webpackChunkName: "share-poster" */ './saveImage').then((m) => m.saveImage(path, fileName, askSettings))

/** What WeChat's share menu sends from this page (in WeChat's browser only; elsewhere nothing). */
export async function shareLinkInWechat(data: { title: string; link: string }): Promise<void> {
  if (!inWechatBrowser()) return
  const sdk = await import(/* webpackChunkName: "wechat-share" */ './wechatShare')
  await sdk.shareInWechat(data)
}
