import type { ApiResponse } from '@api-types/envelope'
import type { WechatJssdkConfig, WechatJssdkRequest } from '@api-types/wechat'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  jssdk: '/api/wechat/jssdk',
} as const

/** /api/wechat/jssdk: the JS-SDK signature for a page url (without its hash). */
export function jssdk(body: WechatJssdkRequest, options?: RequestOptions): Promise<ApiResponse<WechatJssdkConfig>> {
  return post<WechatJssdkConfig, WechatJssdkRequest>(PATHS.jssdk, body, options)
}
