import type { FastifyInstance, FastifyRequest } from 'fastify'
import { login, type LoginCodeRequest } from '@api-types/login'
import { fail, ok, route } from '../../http'
import { checkCaptcha, issueCaptcha } from '../../providers/captcha'
import type { SmsPurpose } from '../../providers/sms'
import { SEND_REFUSALS, sendCode } from './codes'
import { codeLogin, forgetPassword, passwordLogin } from './service'
import { officialAccountInfo, wechatChannel, wechatLogin } from './wechat'

// Login, SMS and image codes and the password reset, as declared in types/api/login.ts.

export default async function loginRoutes(app: FastifyInstance): Promise<void> {
  const send = async (request: FastifyRequest, tel: string, purpose: SmsPurpose) => {
    const outcome = await sendCode(app.db, app.providers.sms, tel, purpose, request.ip ?? null, app.clock.now(), request.log)
    return outcome === 'sent' ? ok(request, null, 'smsSent') : fail(request, SEND_REFUSALS[outcome])
  }

  route(app, login.imageCode, async (request) => ok(request, await issueCaptcha(app.db, app.providers.captcha, app.clock.now())))

  /** getLoginCode / getNewsLoginCode: the SMS login code, after a right image code. */
  const loginCode = async (request: FastifyRequest<{ Body: LoginCodeRequest }>) => {
    const { tel, image_code, image_key } = request.body
    if (!(await checkCaptcha(app.db, image_key, image_code, app.clock.now()))) return fail(request, 'imageCodeWrong')
    return send(request, tel, 'login')
  }
  route(app, login.getLoginCode, loginCode)
  route(app, login.getNewsLoginCode, loginCode)

  // no image code; the send limits apply
  route(app, login.passwordCode, async (request) => send(request, request.body.tel, 'reset_password'))

  route(app, login.codeLogin, async (request) => {
    const r = await codeLogin(app.db, app.config.tokenTtlDays, request.body.tel, request.body.code, app.clock.now())
    return r.ok ? ok(request, r.value, 'loginOk') : fail(request, r.msg)
  })

  route(app, login.passwordLogin, async (request) => {
    const r = await passwordLogin(app.db, app.config.tokenTtlDays, request.body.tel, request.body.password, request.ip ?? null, app.clock.now())
    return r.ok ? ok(request, r.value, 'loginOk') : fail(request, r.msg)
  })

  route(app, login.forgetPassword, async (request) => {
    const { tel, code: smsCode, first_password, second_password } = request.body
    if (first_password !== second_password) return fail(request, 'passwordMismatch')
    const r = await forgetPassword(app.db, tel, smsCode, first_password, app.clock.now())
    return r.ok ? ok(request, null, 'passwordReset') : fail(request, r.msg)
  })

  route(app, login.getOfficialAccountInfo, async (request) =>
    ok(request, officialAccountInfo(app.config.providers.wechat, request)))

  // the channel (H5 OAuth or mini-program) comes from the client stamp or the referer
  route(app, login.wechatLogin, async (request) => {
    const r = await wechatLogin(app.db, app.config.tokenTtlDays, app.providers.wechat, wechatChannel(request), request.body.code, request.log, app.clock.now())
    return r.ok ? ok(request, r.value, 'loginOk') : fail(request, r.msg)
  })
}
