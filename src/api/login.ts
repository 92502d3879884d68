import type { ApiResponse, EmptyResult } from '@api-types/envelope'
import type {
  CodeLoginRequest, ForgetPasswordRequest, ImageCodeResult, LoginCodeRequest, LoginResult, OfficialAccountInfo,
  PasswordCodeRequest, PasswordLoginRequest, WechatLoginRequest,
} from '@api-types/login'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  passwordLogin: '/api/login/passwordLogin',
  getOfficialAccountInfo: '/api/login/getOfficialAccountInfo',
  getLoginCode: '/api/login/getLoginCode',
  getNewsLoginCode: '/api/login/getNewsLoginCode',
  imageCode: '/api/login/imageCode',
  passwordCode: '/api/login/passwordCode',
  forgetPassword: '/api/login/forgetPassword',
  codeLogin: '/api/login/codeLogin',
  wechatLogin: '/api/login/wechatLogin',
} as const

/** /api/login/passwordLogin */
export function passwordLogin(body: PasswordLoginRequest, options?: RequestOptions): Promise<ApiResponse<LoginResult>> {
  return post<LoginResult, PasswordLoginRequest>(PATHS.passwordLogin, body, options)
}

/** /api/login/getOfficialAccountInfo: the official account whose appid the OAuth redirect uses. */
export function getOfficialAccountInfo(options?: RequestOptions): Promise<ApiResponse<OfficialAccountInfo>> {
  return post<OfficialAccountInfo>(PATHS.getOfficialAccountInfo, undefined, options)
}

/** /api/login/getLoginCode: sends the SMS login code (phone_login); needs the image code. */
export function getLoginCode(body: LoginCodeRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, LoginCodeRequest>(PATHS.getLoginCode, body, options)
}

/** /api/login/getNewsLoginCode: sends the SMS login code (code_login); needs the image code. */
export function getNewsLoginCode(body: LoginCodeRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, LoginCodeRequest>(PATHS.getNewsLoginCode, body, options)
}

/** /api/login/imageCode: a new captcha image and its key. */
export function imageCode(options?: RequestOptions): Promise<ApiResponse<ImageCodeResult>> {
  return post<ImageCodeResult>(PATHS.imageCode, undefined, options)
}

/** /api/login/passwordCode: sends the SMS code of a password reset. */
export function passwordCode(body: PasswordCodeRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, PasswordCodeRequest>(PATHS.passwordCode, body, options)
}

/** /api/login/forgetPassword: resets the login password with an SMS code. */
export function forgetPassword(body: ForgetPasswordRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, ForgetPasswordRequest>(PATHS.forgetPassword, body, options)
}

/** /api/login/codeLogin: logs in by SMS code, creating the account on first use. */
export function codeLogin(body: CodeLoginRequest, options?: RequestOptions): Promise<ApiResponse<LoginResult>> {
  return post<LoginResult, CodeLoginRequest>(PATHS.codeLogin, body, options)
}

/** /api/login/wechatLogin: exchanges the OAuth code for a session. */
export function wechatLogin(body: WechatLoginRequest, options?: RequestOptions): Promise<ApiResponse<LoginResult>> {
  return post<LoginResult, WechatLoginRequest>(PATHS.wechatLogin, body, options)
}
