// Messaging-platform (WeChat) JS-SDK signature (spec 3 "Messaging SDK config").

export interface WechatJssdkRequest {
  /** The current page url without its hash. */
  url: string
}

export interface WechatJssdkConfig {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
  jsApiList: string[]
}
