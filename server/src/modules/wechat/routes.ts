import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { wechat } from '@api-types/wechat'
import { fail, ok, route } from '../../http'
import { jssdkSignature, WechatApiError } from '../../providers/wechat'

// The JS-SDK config of the official account, as declared in types/api/wechat.ts. No login needed:
// every page of the H5 app inside WeChat configures the SDK for sharing.

/** The JS-SDK interfaces the app uses: sharing, images, location, scanning. */
export const JS_API_LIST = [
  'updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline',
  'chooseImage', 'previewImage', 'getLocation', 'openLocation', 'scanQRCode',
]

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const nonce = () => Array.from({ length: 16 }, () => NONCE_ALPHABET[crypto.randomInt(NONCE_ALPHABET.length)]).join('')

export default async function wechatRoutes(app: FastifyInstance): Promise<void> {
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
