import type { FastifyInstance, FastifyRequest } from 'fastify'
import type {
  CodeLoginRequest, ForgetPasswordRequest, ImageCodeResult, LoginCodeRequest, LoginResult, OfficialAccountInfo, PasswordCodeRequest,
  PasswordLoginRequest, WechatLoginRequest,
} from '@api-types/login'
import { fail, ok, S } from '../../http'
import { checkCaptcha, issueCaptcha } from '../../providers/captcha'
import type { SmsPurpose } from '../../providers/sms'
import { SEND_REFUSALS, sendCode } from './codes'
import { codeLogin, forgetPassword, passwordLogin } from './service'
import { officialAccountInfo, wechatChannel, wechatLogin } from './wechat'

const code = { type: 'string', pattern: '^\\d{6}$' }
const loginCodeSchema = S.body({ tel: S.tel, image_code: S.text(10), image_key: S.text(64) }, ['tel', 'image_code', 'image_key'])
const passwordCodeSchema = S.body({ tel: S.tel }, ['tel'])
const codeLoginSchema = S.body({ tel: S.tel, code }, ['tel', 'code'])
const passwordLoginSchema = S.body({ tel: S.tel, password: S.text(128) }, ['tel', 'password'])
const password = { type: 'string', minLength: 8, maxLength: 64 }
const forgetPasswordSchema = S.body({ tel: S.tel, code, first_password: password, second_password: password },
  ['tel', 'code', 'first_password', 'second_password'])
/** A WeChat login code: printable ASCII (WeChat's are about 32 characters). */
const wechatLoginSchema = S.body({ code: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[\\x21-\\x7e]+$' } }, ['code'])


export default async function loginRoutes(app: FastifyInstance): Promise<void> {
  const send = async (request: FastifyRequest, tel: string, purpose: SmsPurpose) => {
    const outcome = await sendCode(app.db, app.providers.sms, tel, purpose, request.ip ?? null, request.log)
    return outcome === 'sent' ? ok(request, null, 'smsSent') : fail(request, SEND_REFUSALS[outcome])
  }

  /** /api/login/imageCode: a new captcha (single use, 5 minutes). */
  app.post('/imageCode', async (request) =>
    ok<ImageCodeResult>(request, await issueCaptcha(app.db, app.providers.captcha)))

  /** getLoginCode / getNewsLoginCode: the SMS login code, after a right image code. */
  const loginCode = async (request: FastifyRequest<{ Body: LoginCodeRequest }>) => {
    const { tel, image_code, image_key } = request.body
    if (!(await checkCaptcha(app.db, image_key, image_code))) return fail(request, 'imageCodeWrong')
    return send(request, tel, 'login')
  }
  app.post<{ Body: LoginCodeRequest }>('/getLoginCode', { schema: { body: loginCodeSchema } }, loginCode)
  app.post<{ Body: LoginCodeRequest }>('/getNewsLoginCode', { schema: { body: loginCodeSchema } }, loginCode)

  /** /api/login/passwordCode: the SMS code of a password reset (no image code; send limits apply). */
  app.post<{ Body: PasswordCodeRequest }>('/passwordCode', { schema: { body: passwordCodeSchema } }, async (request) =>
    send(request, request.body.tel, 'reset_password'))

  /** /api/login/codeLogin: logs in by SMS code; the first login creates the account. */
  app.post<{ Body: CodeLoginRequest }>('/codeLogin', { schema: { body: codeLoginSchema } }, async (request) => {
    const r = await codeLogin(app.db, app.config.tokenTtlDays, request.body.tel, request.body.code)
    return r.ok ? ok<LoginResult>(request, r.value, 'loginOk') : fail(request, r.msg)
  })

  /** /api/login/passwordLogin */
  app.post<{ Body: PasswordLoginRequest }>('/passwordLogin', { schema: { body: passwordLoginSchema } }, async (request) => {
    const r = await passwordLogin(app.db, app.config.tokenTtlDays, request.body.tel, request.body.password, request.ip ?? null)
    return r.ok ? ok<LoginResult>(request, r.value, 'loginOk') : fail(request, r.msg)
  })

  /** /api/login/forgetPassword: a new password with the reset code; all sessions end. */
  app.post<{ Body: ForgetPasswordRequest }>('/forgetPassword', { schema: { body: forgetPasswordSchema } }, async (request) => {
    const { tel, code: smsCode, first_password, second_password } = request.body
    if (first_password !== second_password) return fail(request, 'passwordMismatch')
    const r = await forgetPassword(app.db, tel, smsCode, first_password)
    return r.ok ? ok(request, null, 'passwordReset') : fail(request, r.msg)
  })

  /** /api/login/getOfficialAccountInfo: the official account (appid, authorize page) of H5's WeChat login. */
  app.post('/getOfficialAccountInfo', async (request) =>
    ok<OfficialAccountInfo>(request, officialAccountInfo(app.config.providers.wechat, request)))

  /** /api/login/wechatLogin: logs in by a WeChat code (H5 OAuth or mini-program); the first login creates the account. */
  app.post<{ Body: WechatLoginRequest & { client?: string } }>('/wechatLogin', { schema: { body: wechatLoginSchema } }, async (request) => {
    const r = await wechatLogin(app.db, app.config.tokenTtlDays, app.providers.wechat, wechatChannel(request), request.body.code, request.log)
    return r.ok ? ok<LoginResult>(request, r.value, 'loginOk') : fail(request, r.msg)
  })
}
