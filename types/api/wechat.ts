import { Type, type Static } from '@sinclair/typebox'
import { calls, type CallBody } from './contract'

// Messaging-platform (WeChat) JS-SDK signature. No login needed: every page of the H5 app inside
// WeChat configures the SDK for sharing.

export const WechatJssdkConfigSchema = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer(),
  nonceStr: Type.String(),
  signature: Type.String(),
  jsApiList: Type.Array(Type.String()),
})
export type WechatJssdkConfig = Static<typeof WechatJssdkConfigSchema>

export const wechat = calls({
  jssdk: {
    path: '/api/wechat/jssdk',
    doc: "wx.config's fields signed for a page url (its hash is not signed).",
    auth: 'optional',
    body: Type.Object({
      // [^\s] rather than \S: a \S pattern reads as "must not be empty" in the validation message
      /** The current page url without its hash. */
      url: Type.String({ minLength: 1, maxLength: 1000, pattern: '^https?://[^\\s]+$' }),
    }),
    result: WechatJssdkConfigSchema,
  },
  subscribeResult: {
    path: '/api/wechat/subscribeResult',
    doc: "records the mini-program subscription templates the user accepted (wx.requestSubscribeMessage): each allows one message of its template; ids the server does not send are ignored.",
    auth: 'required',
    body: Type.Object({
      /** The template ids answered 'accept'. */
      template_ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 10 }),
    }),
    result: Type.Object({
      /** How many acceptances were recorded. */
      accepted: Type.Integer(),
    }),
  },
})

export type WechatJssdkRequest = CallBody<typeof wechat.jssdk>
export type WechatSubscribeResultRequest = CallBody<typeof wechat.subscribeResult>
