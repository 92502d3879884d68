import { Type, type Static } from '@sinclair/typebox'
import { calls, NoBody, NoResult, Tel, Text, type CallBody } from './contract'
import { ProfileSchema, type Profile } from './user'

// Login, SMS and image codes, password reset. None needs a session: the first SMS or WeChat login
// creates the account.

/** The official account (WeChat) the OAuth redirect uses. */
export const OfficialAccountInfoSchema = Type.Object({
  appid: Type.String(),
  name: Type.Optional(Type.String()),
  /** QR code image of the official account. */
  qrcode: Type.Optional(Type.String()),
  /**
   * Where the OAuth authorize page lives: WeChat's by default; the server's development stand-in
   * when it runs with the development WeChat provider.
   */
  authorize_url: Type.Optional(Type.String()),
})
export type OfficialAccountInfo = Static<typeof OfficialAccountInfoSchema>

/** A captcha: single use, valid 5 minutes. */
export const ImageCodeResultSchema = Type.Object({
  key: Type.String(),
  /** The image as a data URL. */
  image: Type.String(),
})
export type ImageCodeResult = Static<typeof ImageCodeResultSchema>

export type LoginResult = Profile

/** An SMS code: six digits. */
const SmsCode = Type.String({ pattern: '^\\d{6}$' })
/** A new login password. */
const Password = Type.String({ minLength: 8, maxLength: 64 })
/** Asks for an SMS login code; needs the image code first. */
const LoginCodeBody = Type.Object({
  tel: Tel,
  image_code: Text(10),
  /** The key imageCode returned with the image. */
  image_key: Text(64),
})

export const login = calls({
  passwordLogin: {
    path: '/api/login/passwordLogin',
    doc: 'logs in by phone number and password.',
    auth: 'optional',
    body: Type.Object({ tel: Tel, password: Text(128) }),
    result: ProfileSchema,
  },
  getOfficialAccountInfo: {
    path: '/api/login/getOfficialAccountInfo',
    doc: 'the official account (appid, authorize page) whose OAuth redirect H5 logs in with.',
    auth: 'optional',
    body: NoBody,
    result: OfficialAccountInfoSchema,
  },
  getLoginCode: {
    path: '/api/login/getLoginCode',
    doc: 'sends the SMS login code (phone_login) after a right image code.',
    auth: 'optional',
    body: LoginCodeBody,
    result: NoResult,
  },
  getNewsLoginCode: {
    path: '/api/login/getNewsLoginCode',
    doc: 'sends the SMS login code (code_login) after a right image code.',
    auth: 'optional',
    body: LoginCodeBody,
    result: NoResult,
  },
  imageCode: {
    path: '/api/login/imageCode',
    doc: 'a new captcha image and its key (single use, 5 minutes).',
    auth: 'optional',
    body: NoBody,
    result: ImageCodeResultSchema,
  },
  passwordCode: {
    path: '/api/login/passwordCode',
    doc: 'sends the SMS code of a password reset (no image code; the send limits apply).',
    auth: 'optional',
    body: Type.Object({ tel: Tel }),
    result: NoResult,
  },
  forgetPassword: {
    path: '/api/login/forgetPassword',
    doc: 'resets the login password with an SMS code; all sessions end.',
    auth: 'optional',
    body: Type.Object({ tel: Tel, code: SmsCode, first_password: Password, second_password: Password }),
    result: NoResult,
  },
  codeLogin: {
    path: '/api/login/codeLogin',
    doc: 'logs in by SMS code, creating the account on first use.',
    auth: 'optional',
    body: Type.Object({ tel: Tel, code: SmsCode }),
    result: ProfileSchema,
  },
  wechatLogin: {
    path: '/api/login/wechatLogin',
    doc: 'logs in by a WeChat code (H5 OAuth or mini-program), creating the account on first use.',
    auth: 'optional',
    body: Type.Object({
      /** The OAuth code the provider returned to the login page: printable ASCII (WeChat's are about 32 characters). */
      code: Type.String({ minLength: 1, maxLength: 128, pattern: '^[\\x21-\\x7e]+$' }),
    }),
    result: ProfileSchema,
  },
})

export type PasswordLoginRequest = CallBody<typeof login.passwordLogin>
export type LoginCodeRequest = CallBody<typeof login.getLoginCode>
/** Asks for the SMS code of a password reset. */
export type PasswordCodeRequest = CallBody<typeof login.passwordCode>
export type ForgetPasswordRequest = CallBody<typeof login.forgetPassword>
export type CodeLoginRequest = CallBody<typeof login.codeLogin>
export type WechatLoginRequest = CallBody<typeof login.wechatLogin>
