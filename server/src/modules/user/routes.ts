import type { FastifyInstance } from 'fastify'
import { user } from '@api-types/user'
import { answer, fail, ok, route, STATUS } from '../../http'
import { SEND_REFUSALS, sendCode } from '../login/codes'
import { bindDevice, bindMtAccount, bindParent, bindTel, cancelUser, changeTel, revokeToken, setCashPassword, updatePassword } from './account'
import { sniffImage, updateProfile, userInfo } from './service'

// The account's calls, as declared in types/api/user.ts. ranking_list is declared pending (app.ts
// answers it).

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
    await updateProfile(app.db, request.user!.id, change)
    const found = await info(request.user!.id)
    return found ? ok(request, found, 'saved') : fail(request, 'loginFirst', STATUS.LOGOUT)
  })

  route(app, user.placeUpload, async (request) => {
    const file = await request.file()
    if (!file || file.fieldname !== 'file') return fail(request, 'uploadMissing')
    const data = await file.toBuffer() // throws FST_REQ_FILE_TOO_LARGE (413) over the 5 MB limit
    const ext = sniffImage(data)
    if (!ext || data.length === 0) return fail(request, 'uploadNotImage')
    return ok(request, { url: await app.providers.storage.save(data, ext) }, 'uploaded')
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
    await bindDevice(app.db, request.user!.id, request.body.device_id)
    return ok(request, null)
  })

  route(app, user.bindPid, async (request) => {
    const parentId = Number(request.body.parent_id)
    // A digit string beyond the id range names no account.
    if (parentId < 1 || parentId > 2147483647) return fail(request, 'parentNotFound')
    const r = await bindParent(app.db, request.user!.id, parentId, request.body.source, app.clock.now())
    return r.ok ? ok(request, null, 'parentBound') : fail(request, r.msg)
  })

  // Not in the spec: the app calls it (ignoring the answer) when the user logs out, so the token of
  // this request stops working on the server too. An expired or already revoked token is logged
  // out as well: no 401, which would send the app to the login page.
  route(app, user.logout, async (request) => {
    if (request.user) await revokeToken(app.db, request.user.tokenId, app.clock.now())
    return ok(request, null, 'loggedOut')
  })
}
