import Taro from '@tarojs/taro'
import { wechatLogin } from '@/api/login'
import type { LoginResult } from '@api-types/login'
import type { ApiResponse } from '@api-types/envelope'

// Mini-program login: Taro.login's code goes through the same /api/login/wechatLogin call (the
// server exchanges it through jscode2session). No redirect, so nothing to finish.

export async function startWechatLogin(): Promise<ApiResponse<LoginResult> | null> {
  const { code } = await Taro.login()
  return wechatLogin({ code })
}

export async function finishWechatLogin(): Promise<ApiResponse<LoginResult> | null> {
  return null
}
