import { Type } from '@sinclair/typebox'
import { calls, returns, type CallBody } from './contract'

// Messaging-platform (WeChat) JS-SDK signature. No login needed: every page of the H5 app inside
// WeChat configures the SDK for sharing.

export interface WechatJssdkConfig {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
  jsApiList: string[]
}

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
    result: returns<WechatJssdkConfig>(),
  },
})

export type WechatJssdkRequest = CallBody<typeof wechat.jssdk>
