import type { FastifyInstance } from 'fastify'
import type {
  BindMtAccountRequest, BindPidRequest, BindTelRequest, BindTelResult, BindUserWithCIDRequest, CancelUserRequest, ChangeTelRequest,
  HandleCodeRequest, HandleCodeResult, LogoutRequest, PlaceUploadResult, SessionEndingResult, UpdateNicknameAndAvatarRequest,
  UpdatePasswordRequest, UserInfo,
} from '@api-types/user'
import { fail, LOGIN, ok, S, STATUS } from '../../http'
import type { SmsPurpose } from '../../providers/sms'
import { SEND_REFUSALS, sendCode } from '../login/codes'
import { bindDevice, bindMtAccount, bindParent, bindTel, cancelUser, changeTel, revokeToken, updatePassword } from './account'
import { sniffImage, updateProfile, userInfo } from './service'

const AVATAR = '^(/uploads/[A-Za-z0-9][A-Za-z0-9._-]*|https?://[^\\s]+)$'
const profileSchema = S.body({
  nickname: { type: 'string', maxLength: 40 },
  avatar: { type: 'string', maxLength: 500 },
})

const smsCode = { type: 'string', pattern: '^\\d{6}$' }
const password = { type: 'string', minLength: 8, maxLength: 64 }

/** Codes sent to the number in the request (a new phone) or to the account's own phone. */
const TO_NEW_TEL = ['change_tel', 'bind_tel'] as const
const TO_OWN_TEL = ['password', 'cash_password', 'cancel'] as const
const handleCodeSchema = {
  ...S.body({ purpose: { type: 'string', enum: [...TO_NEW_TEL, ...TO_OWN_TEL] }, tel: S.tel }, ['purpose']),
  if: { properties: { purpose: { enum: TO_NEW_TEL } }, required: ['purpose'] },
  then: { required: ['tel'] },
}
const telCodeSchema = S.body({ tel: S.tel, code: smsCode }, ['tel', 'code'])
const updatePasswordSchema = S.body({ code: smsCode, first_password: password, second_password: password },
  ['code', 'first_password', 'second_password'])
const cancelSchema = S.body({ code: smsCode })
const mtAccountSchema = S.body({ mt_phone: S.tel }, ['mt_phone'])
const deviceSchema = S.body({ device_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } }, ['device_id'])
const bindPidSchema = S.body({
  parent_id: { anyOf: [S.id, { type: 'string', pattern: '^\\d{1,10}$' }] },
  source: { type: 'integer', minimum: 0, maximum: 9 },
}, ['parent_id', 'source'])


export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const info = async (userId: number) => userInfo(app.db, userId)

  /** /api/user/info: the logged-in account. */
  app.post('/info', LOGIN, async (request) => {
    const found = await info(request.user!.id)
    return found ? ok<UserInfo>(request, found) : fail(request, 'loginFirst', STATUS.LOGOUT)
  })

  /** /api/user/updateNicknameAndAvatar: nickname 2-20 characters; avatar an uploaded path or URL. */
  app.post<{ Body: UpdateNicknameAndAvatarRequest }>('/updateNicknameAndAvatar', { ...LOGIN, schema: { body: profileSchema } }, async (request) => {
    const change: { nickname?: string; avatar?: string } = {}
    if (request.body.nickname !== undefined) {
      const nickname = request.body.nickname.trim()
      const length = [...nickname].length
      if (length < 2 || length > 20 || /[\u0000-\u001f\u007f]/.test(nickname)) return fail(request, 'nicknameInvalid')
      change.nickname = nickname
    }
    if (request.body.avatar !== undefined) {
      const avatar = request.body.avatar.trim()
      if (!new RegExp(AVATAR).test(avatar) || avatar.includes('..')) return fail(request, 'avatarInvalid')
      change.avatar = avatar
    }
    await updateProfile(app.db, request.user!.id, change)
    const found = await info(request.user!.id)
    return found ? ok<UserInfo>(request, found, 'saved') : fail(request, 'loginFirst', STATUS.LOGOUT)
  })

  /** /api/user/placeUpload: one image (field 'file'; PNG, JPEG, WebP or GIF by content; 5 MB). */
  app.post('/placeUpload', LOGIN, async (request) => {
    const file = await request.file()
    if (!file || file.fieldname !== 'file') return fail(request, 'uploadMissing')
    const data = await file.toBuffer() // throws FST_REQ_FILE_TOO_LARGE (413) over the 5 MB limit
    const ext = sniffImage(data)
    if (!ext || data.length === 0) return fail(request, 'uploadNotImage')
    return ok<PlaceUploadResult>(request, { url: await app.providers.storage.save(data, ext) }, 'uploaded')
  })

  /**
   * /api/user/handleCode: an SMS code for an account change. change_tel / bind_tel go to the new
   * number in `tel`; password / cash_password / cancel go to the account's own phone.
   */
  app.post<{ Body: HandleCodeRequest }>('/handleCode', { ...LOGIN, schema: { body: handleCodeSchema } }, async (request) => {
    const purpose = request.body.purpose as SmsPurpose
    const own = request.user!.tel
    let tel: string
    if (purpose === 'change_tel' || purpose === 'bind_tel') {
      tel = request.body.tel!
      if (purpose === 'change_tel' && tel === own) return fail(request, 'telSameAsCurrent')
      if (purpose === 'bind_tel' && own !== null) return fail(request, 'telAlreadyBound')
    } else {
      if (own === null) return fail(request, 'bindTelFirst')
      tel = own
    }
    const outcome = await sendCode(app.db, app.providers.sms, tel, purpose, request.ip ?? null, request.log)
    return outcome === 'sent' ? ok<HandleCodeResult>(request, null, 'smsSent') : fail(request, SEND_REFUSALS[outcome])
  })

  /** /api/user/bindTel: binds a phone to an account without one (code purpose bind_tel). */
  app.post<{ Body: BindTelRequest }>('/bindTel', { ...LOGIN, schema: { body: telCodeSchema } }, async (request) => {
    const r = await bindTel(app.db, request.user!.id, request.body.tel, request.body.code)
    if (!r.ok) return fail(request, r.msg)
    const found = await info(request.user!.id)
    return found ? ok<BindTelResult>(request, found, 'telBound') : fail(request, 'loginFirst', STATUS.LOGOUT)
  })

  /** /api/user/changeTel: a new phone (code sent to it); every session of the account ends. */
  app.post<{ Body: ChangeTelRequest }>('/changeTel', { ...LOGIN, schema: { body: telCodeSchema } }, async (request) => {
    const r = await changeTel(app.db, request.user!.id, request.body.tel, request.body.code)
    return r.ok ? ok<SessionEndingResult>(request, null, 'telChanged') : fail(request, r.msg)
  })

  /** /api/user/updatePassword: sets or changes the login password; every session ends. */
  app.post<{ Body: UpdatePasswordRequest }>('/updatePassword', { ...LOGIN, schema: { body: updatePasswordSchema } }, async (request) => {
    const { code, first_password, second_password } = request.body
    if (first_password !== second_password) return fail(request, 'passwordMismatch')
    const r = await updatePassword(app.db, request.user!.id, code, first_password)
    return r.ok ? ok<SessionEndingResult>(request, null, 'passwordChanged') : fail(request, r.msg)
  })

  /** /api/user/cancel_user: cancels the account (code needed when it has a phone). */
  app.post<{ Body: CancelUserRequest }>('/cancel_user', { ...LOGIN, schema: { body: cancelSchema } }, async (request) => {
    const r = await cancelUser(app.db, request.user!.id, request.body.code)
    return r.ok ? ok<SessionEndingResult>(request, null, 'accountCancelledOk') : fail(request, r.msg)
  })

  /** /api/user/bindMtAccount: the takeaway-platform account's mobile number. */
  app.post<{ Body: BindMtAccountRequest }>('/bindMtAccount', { ...LOGIN, schema: { body: mtAccountSchema } }, async (request) => {
    await bindMtAccount(app.db, request.user!.id, request.body.mt_phone)
    return ok(request, null, 'saved')
  })

  /** /api/user/bindUserWithCID: the push client id of this device moves to this account. */
  app.post<{ Body: BindUserWithCIDRequest }>('/bindUserWithCID', { ...LOGIN, schema: { body: deviceSchema } }, async (request) => {
    await bindDevice(app.db, request.user!.id, request.body.device_id)
    return ok(request, null)
  })

  /** /api/user/bindPid: the referrer, set once. */
  app.post<{ Body: BindPidRequest }>('/bindPid', { ...LOGIN, schema: { body: bindPidSchema } }, async (request) => {
    const parentId = Number(request.body.parent_id)
    // A digit string beyond the id range names no account.
    if (parentId < 1 || parentId > 2147483647) return fail(request, 'parentNotFound')
    const r = await bindParent(app.db, request.user!.id, parentId, request.body.source)
    return r.ok ? ok(request, null, 'parentBound') : fail(request, r.msg)
  })

  /**
   * /api/user/logout: NOT in the spec. The app calls it (ignoring the answer) when the user logs
   * out, so the token of this request stops working on the server too. An expired or already
   * revoked token is logged out as well: no 401, which would send the app to the login page.
   */
  app.post<{ Body: LogoutRequest }>('/logout', async (request) => {
    if (request.user) await revokeToken(app.db, request.user.tokenId)
    return ok<SessionEndingResult>(request, null, 'loggedOut')
  })
}
