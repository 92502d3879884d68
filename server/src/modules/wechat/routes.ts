import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { WechatJssdkConfig, WechatJssdkRequest } from '@api-types/wechat'
import { fail, ok, S } from '../../http'
import { jssdkSignature, WechatApiError } from '../../providers/wechat'

// /api/wechat: the JS-SDK config of the official account (spec 3 "Messaging SDK config"). No login
// needed: every page of the H5 app inside WeChat configures the SDK for sharing.

/** The JS-SDK interfaces the app uses: sharing, images, location, scanning. */
export const JS_API_LIST = [
  'updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline',
  'chooseImage', 'previewImage', 'getLocation', 'openLocation', 'scanQRCode',
]

// [^\s] rather than \S: a \S pattern reads as "must not be empty" in the validation message.
const jssdkSchema = S.body({ url: { type: 'string', minLength: 1, maxLength: 1000, pattern: '^https?://[^\\s]+$' } }, ['url'])

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const nonce = () => Array.from({ length: 16 }, () => NONCE_ALPHABET[crypto.randomInt(NONCE_ALPHABET.length)]).join('')

export default async function wechatRoutes(app: FastifyInstance): Promise<void> {
  /** /api/wechat/jssdk {url}: wx.config's fields signed for the page url (its hash is not signed). */
  app.post<{ Body: WechatJssdkRequest }>('/jssdk', { schema: { body: jssdkSchema } }, async (request) => {
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
    return ok<WechatJssdkConfig>(request, {
      appId: app.config.providers.wechat.appId,
      timestamp,
      nonceStr,
      signature: jssdkSignature(ticket, nonceStr, timestamp, request.body.url),
      jsApiList: JS_API_LIST,
    })
  })
}
