import type { Profile } from './user'

// Login, SMS and image codes, password reset (spec 7 "Login"; product-rules "Accounts and login").

export interface PasswordLoginRequest {
  tel: string
  password: string
}

/** The official account (WeChat) the OAuth redirect uses. */
export interface OfficialAccountInfo {
  appid: string
  name?: string
  /** QR code image of the official account. */
  qrcode?: string
  /**
   * Where the OAuth authorize page lives: WeChat's by default; the server's development stand-in
   * when it runs with the development WeChat provider.
   */
  authorize_url?: string
}

/** Asks for an SMS login code; needs the image code first. */
export interface LoginCodeRequest {
  tel: string
  image_code: string
  /** The key imageCode returned with the image. */
  image_key: string
}

/** A captcha: single use, valid 5 minutes. */
export interface ImageCodeResult {
  key: string
  /** The image as a data URL. */
  image: string
}

/** Asks for the SMS code of a password reset. */
export interface PasswordCodeRequest {
  tel: string
}

export interface ForgetPasswordRequest {
  tel: string
  code: string
  first_password: string
  second_password: string
}

export interface CodeLoginRequest {
  tel: string
  code: string
}

export interface WechatLoginRequest {
  /** The OAuth code the provider returned to the login page. */
  code: string
}

export type LoginResult = Profile
