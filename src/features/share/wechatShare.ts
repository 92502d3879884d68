import { appConfig } from '@/api/config'
import { jssdk } from '@/api/wechat'

// The share data of the H5 app inside WeChat's browser, through WeChat's JS-SDK: the SDK's
// script and its signed config (wechat/jssdk) load once, on the first page that shares, and only
// there (useShareInvite imports this module in WeChat's browser alone). The card's description and
// picture are the operator's (appConfig share_title, share_image).

const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

interface ShareData {
  title: string
  desc?: string
  link: string
  imgUrl: string
}

interface Wx {
  config(options: Record<string, unknown>): void
  ready(done: () => void): void
  error(failed: (res: unknown) => void): void
  updateAppMessageShareData(data: ShareData): void
  updateTimelineShareData(data: ShareData): void
}

function loadSdk(): Promise<Wx> {
  const loaded = (window as { wx?: Wx }).wx
  if (loaded) return Promise.resolve(loaded)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SDK_URL
    script.async = true
    script.onload = () => {
      const wx = (window as { wx?: Wx }).wx
      if (wx) resolve(wx)
      else reject(new Error('the JS-SDK did not load'))
    }
    script.onerror = () => reject(new Error('the JS-SDK did not load'))
    document.head.appendChild(script)
  })
}

interface Ready {
  wx: Wx
  desc: string
  imgUrl: string
}

async function configure(): Promise<Ready> {
  // hash routing: every page has the same url before its hash, signed once
  const [wx, signed, config] = await Promise.all([
    loadSdk(),
    jssdk({ url: window.location.href.split('#')[0] }, { silent: true }),
    appConfig({ silent: true }),
  ])
  wx.config({ debug: false, ...signed.result })
  await new Promise<void>((resolve, reject) => {
    wx.ready(resolve)
    wx.error(reject)
  })
  const image = config.result?.share_image ?? ''
  return { wx, desc: config.result?.share_title ?? '', imgUrl: image ? new URL(image, window.location.href).href : '' }
}

let ready: Promise<Ready> | null = null

/** Sets what WeChat's share menu sends (to a friend and to the timeline); a failure is tried again on the next call. */
export async function shareInWechat({ title, link }: { title: string; link: string }): Promise<void> {
  if (!ready) ready = configure().catch((err: unknown) => {
    ready = null
    throw err
  })
  const { wx, desc, imgUrl } = await ready
  wx.updateAppMessageShareData({ title, desc, link, imgUrl })
  wx.updateTimelineShareData({ title, link, imgUrl })
}
