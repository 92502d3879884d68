import type { FastifyInstance, FastifyRequest } from 'fastify'
import { user } from '@api-types/user'
import { TYPE_OF_EXTENSION, UPLOAD_PURPOSES, isUploadPurpose, type UploadPolicy, type UploadPurpose } from '@api-types/uploads'
import { answer, fail, ok, route, STATUS } from '../../http'
import { SEND_REFUSALS, sendCode } from '../login/codes'
import { bindDevice, bindMtAccount, bindTel, cancelUser, changeTel, revokeToken, setCashPassword, updatePassword } from './account'
import { isOwnStored, storedName, storedNameOf } from '../../providers/storage'
import { sniffImage, updateProfile, userInfo } from './service'

// The account's calls, as declared in types/api/user.ts. ranking_list is the ranking module's
// (ranking/routes.ts), bindPid the team module's (team/routes.ts).

const MB = 1024 * 1024

const AVATAR = '^(/uploads/[A-Za-z0-9][A-Za-z0-9._-]*|https?://[^\\s]+)$'

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const info = async (userId: number) => userInfo(app.db, userId, app.clock.now())

  route(app, user.info, async (request) => {
    const found = await info(request.user!.id)
    return found ? ok(request, found) : fail(request, 'loginFirst', STATUS.LOGOUT)
  })

  route(app, user.updateNicknameAndAvatar, async (request) => {
    const change: { nickname?: string; avatar?: string } = {}
    if (request.body.nickname !== undefined) {
      const nickname = request.body.nickname.trim()
      const length = [...nickname].length
      if (length < 2 || length > 20 || /\p{Cc}/u.test(nickname)) return fail(request, 'nicknameInvalid')
      change.nickname = nickname
    }
    if (request.body.avatar !== undefined) {
      const avatar = request.body.avatar.trim()
      if (!new RegExp(AVATAR).test(avatar) || avatar.includes('..')) return fail(request, 'avatarInvalid')
      change.avatar = avatar
    }
    const userId = request.user!.id
    const before = change.avatar === undefined ? null : (await info(userId))?.avatar
    await updateProfile(app.db, userId, change)
    forgetOldAvatar(request, before, change.avatar, userId)
    const found = await info(userId)
    return found ? ok(request, found, 'saved') : fail(request, 'loginFirst', STATUS.LOGOUT)
  })

  /**
   * A replaced avatar the user stored as an avatar is deleted: nobody shows it any more. A URL the
   * user merely set (another file, another site) is left alone. The answer does not wait for a
   * slow or failing store.
   */
  function forgetOldAvatar(request: FastifyRequest, before: string | null | undefined, after: string | undefined, userId: number): void {
    if (!before || before === after) return
    const name = storedNameOf(app.providers.storage, before)
    if (!name || !isOwnStored(name, 'avatar', userId)) return
    app.providers.storage.delete(name).catch((err: unknown) => request.log.warn({ err, name }, 'old avatar not deleted'))
  }

  route(app, user.placeUpload, async (request) => {
    const file = await request.file()
    if (!file || file.fieldname !== 'file') return fail(request, 'uploadMissing')
    // fields before the file are read with it; without a purpose (the spec's form) any image
    const field = file.fields.purpose
    const purposeText = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined
    if (purposeText !== undefined && !isUploadPurpose(purposeText)) {
      file.file.resume()
      return fail(request, 'uploadPurposeUnknown')
    }
    const purpose: UploadPurpose | undefined = purposeText
    const data = await file.toBuffer() // throws FST_REQ_FILE_TOO_LARGE (413) over the 5 MB limit
    const ext = sniffImage(data)
    const type = ext && TYPE_OF_EXTENSION[ext]
    if (!type || data.length === 0 || (purpose && !UPLOAD_PURPOSES[purpose].types.includes(type))) return fail(request, 'uploadNotImage')
    if (purpose && data.length > UPLOAD_PURPOSES[purpose].maxBytes) return fail(request, 'uploadTooLarge', STATUS.FAIL, { size: `${UPLOAD_PURPOSES[purpose].maxBytes / MB}MB` })
    const name = storedName(type, purpose && { purpose, userId: request.user!.id })
    return ok(request, { url: await app.providers.storage.save(name, data, type) }, 'uploaded')
  })

  route(app, user.uploadPolicy, async (request) => {
    const { purpose, type, size } = request.body
    if (!isUploadPurpose(purpose)) return fail(request, 'uploadPurposeUnknown')
    const rule = UPLOAD_PURPOSES[purpose]
    if (!rule.types.includes(type)) return fail(request, 'uploadNotImage')
    if (size !== undefined && size > rule.maxBytes) return fail(request, 'uploadTooLarge', STATUS.FAIL, { size: `${rule.maxBytes / MB}MB` })
    const name = storedName(type, { purpose, userId: request.user!.id })
    const direct = await app.providers.storage.presign(name, type, rule.maxBytes)
    const policy: UploadPolicy = direct
      ? { url: direct.url, fields: direct.fields, file_field: 'file', file_url: `${app.providers.storage.publicBaseUrl}/${name}`, max_bytes: rule.maxBytes }
      : { url: user.placeUpload.path, fields: { purpose }, file_field: user.placeUpload.upload, max_bytes: rule.maxBytes }
    return ok(request, policy)
  })

  route(app, user.handleCode, async (request) => {
    const purpose = request.body.purpose
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
    const outcome = await sendCode(app.db, app.providers.sms, tel, purpose, request.ip ?? null, app.clock.now(), request.log)
    return outcome === 'sent' ? ok(request, null, 'smsSent') : fail(request, SEND_REFUSALS[outcome])
  })

  route(app, user.bindTel, async (request) => {
    const r = await bindTel(app.db, request.user!.id, request.body.tel, request.body.code, app.clock.now())
    if (!r.ok) return fail(request, r.msg)
    const found = await info(request.user!.id)
    return found ? ok(request, found, 'telBound') : fail(request, 'loginFirst', STATUS.LOGOUT)
  })

  route(app, user.changeTel, async (request) => {
    const r = await changeTel(app.db, request.user!.id, request.body.tel, request.body.code, app.clock.now())
    return r.ok ? ok(request, null, 'telChanged') : fail(request, r.msg)
  })

  route(app, user.updatePassword, async (request) => {
    const { code, first_password, second_password } = request.body
    if (first_password !== second_password) return fail(request, 'passwordMismatch')
    const r = await updatePassword(app.db, request.user!.id, code, first_password, app.clock.now())
    return r.ok ? ok(request, null, 'passwordChanged') : fail(request, r.msg)
  })

  route(app, user.updateCashPassword, async (request) => {
    const { cash_password, re_cash_password, code } = request.body
    if (cash_password !== re_cash_password) return fail(request, 'passwordMismatch')
    return answer(request, await setCashPassword(app.db, request.user!.id, code, cash_password, app.clock.now()), 'cashPasswordSet')
  })

  route(app, user.cancelUser, async (request) => {
    const r = await cancelUser(app.db, request.user!.id, request.body.code, app.clock.now())
    return r.ok ? ok(request, null, 'accountCancelledOk') : fail(request, r.msg)
  })

  route(app, user.bindMtAccount, async (request) => {
    await bindMtAccount(app.db, request.user!.id, request.body.mt_phone)
    return ok(request, null, 'saved')
  })

  route(app, user.bindUserWithCID, async (request) => {
    await bindDevice(app.db, request.user!.id, request.body.device_id, app.clock.now(), app.reactions)
    return ok(request, null)
  })

  // Not in the spec: the app calls it (ignoring the answer) when the user logs out, so the token of
  // this request stops working on the server too. An expired or already revoked token is logged
  // out as well: no 401, which would send the app to the login page.
  route(app, user.logout, async (request) => {
    if (request.user) await revokeToken(app.db, request.user.tokenId, app.clock.now())
    return ok(request, null, 'loggedOut')
  })
}
