import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { MINI_PROGRAM_CODE_PAGE, team } from '@api-types/team'
import { wechat } from '@api-types/wechat'
import { fail, ok, route } from '../../http'
import { jssdkSignature, WechatApiError } from '../../providers/wechat'

// The JS-SDK config of the official account, as declared in types/api/wechat.ts. No login needed:
// every page of the H5 app inside WeChat configures the SDK for sharing.
// And the user's mini-program code for the invitation poster (team/miniProgramCode, declared in
// types/api/team.ts): WeChat's unlimited code opening share_register with the invite code as scene.

/** The JS-SDK interfaces the app uses: sharing, images, location, scanning. */
export const JS_API_LIST = [
  'updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline',
  'chooseImage', 'previewImage', 'getLocation', 'openLocation', 'scanQRCode',
]

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const nonce = () => Array.from({ length: 16 }, () => NONCE_ALPHABET[crypto.randomInt(NONCE_ALPHABET.length)]).join('')

/** The poster's code width in px (WeChat draws 280 to 1280). */
export const MINI_PROGRAM_CODE_WIDTH = 430
/** Codes kept in memory, the least recently asked dropped first (docs/server.md "wechat"). */
export const MINI_PROGRAM_CODE_CACHE_SIZE = 500

/**
 * The PNG data URLs of the last users' codes. A user's code never changes (scene = their id, the
 * page fixed), so a poster opened again costs no call to WeChat; each server process keeps its own.
 */
class CodeCache {
  private readonly codes = new Map<string, string>()
  constructor(private readonly size: number) {}

  get(scene: string): string | undefined {
    const image = this.codes.get(scene)
    if (image !== undefined) {
      this.codes.delete(scene)
      this.codes.set(scene, image)
    }
    return image
  }

  set(scene: string, image: string): void {
    this.codes.delete(scene)
    this.codes.set(scene, image)
    if (this.codes.size > this.size) this.codes.delete(this.codes.keys().next().value!)
  }
}

export default async function wechatRoutes(app: FastifyInstance): Promise<void> {
  const codes = new CodeCache(MINI_PROGRAM_CODE_CACHE_SIZE)

  route(app, team.miniProgramCode, async (request) => {
    // the invite code: user/info's invite_code, the user's id in digits
    const scene = String(request.user!.id)
    let image = codes.get(scene)
    if (image === undefined) {
      try {
        const png = await app.providers.wechat.miniProgramCode({ scene, page: MINI_PROGRAM_CODE_PAGE, width: MINI_PROGRAM_CODE_WIDTH })
        image = `data:image/png;base64,${png.toString('base64')}`
      } catch (err) {
        if (!(err instanceof WechatApiError)) throw err
        request.log.warn({ api: err.api, errcode: err.errcode, errmsg: err.errmsg }, 'wechat mini-program code unavailable')
        return fail(request, 'miniProgramCodeFailed')
      }
      codes.set(scene, image)
    }
    return ok(request, { scene, image })
  })

  route(app, wechat.jssdk, async (request) => {
    let ticket: string
    try {
      ticket = await app.providers.wechat.jsapiTicket()
    } catch (err) {
      if (!(err instanceof WechatApiError)) throw err
      request.log.warn({ api: err.api, errcode: err.errcode, errmsg: err.errmsg }, 'wechat jsapi_ticket unavailable')
      return fail(request, 'wechatJssdkFailed')
    }
    const timestamp = Math.floor(Date.now() / 1000)
    const nonceStr = nonce()
    return ok(request, {
      appId: app.config.providers.wechat.appId,
      timestamp,
      nonceStr,
      signature: jssdkSignature(ticket, nonceStr, timestamp, request.body.url),
      jsApiList: JS_API_LIST,
    })
  })
}
