import Taro from '@tarojs/taro'
import { wechatLogin } from '@/api/login'
import type { LoginResult } from '@api-types/login'
import type { ApiResponse } from '@api-types/envelope'
import { t } from '@/i18n'
import { toast } from './toast'

// Mini-program login: Taro.login's code goes through the same /api/login/wechatLogin call (the
// server exchanges it through jscode2session). No redirect, so nothing to finish. When WeChat gives
// no code (refused or failed), the user reads 授权失败, as on H5.

export async function startWechatLogin(): Promise<ApiResponse<LoginResult> | null> {
  const code = await Taro.login().then(
    (res) => res.code,
    () => '',
  )
  if (!code) {
    toast(t('auth.failed'))
    return null
  }
  return wechatLogin({ code })
}

export async function finishWechatLogin(): Promise<ApiResponse<LoginResult> | null> {
  return null
}
