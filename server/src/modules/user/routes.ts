import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { PlaceUploadResult, UpdateNicknameAndAvatarRequest, UserInfo } from '@api-types/user'
import { fail, LOGIN, ok, S, STATUS } from '../../http'
import { sniffImage, updateProfile, userInfo } from './service'

const AVATAR = '^(/uploads/[A-Za-z0-9][A-Za-z0-9._-]*|https?://[^\\s]+)$'
const profileSchema = S.body({
  nickname: { type: 'string', maxLength: 40 },
  avatar: { type: 'string', maxLength: 500 },
})

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
    const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`
    const dir = path.join(app.config.dataDir, 'uploads')
    await fs.mkdir(dir, { recursive: true })
    await fs.writeFile(path.join(dir, name), data, { flag: 'wx' })
    const base = app.config.providers.storage.publicBaseUrl.replace(/\/+$/, '')
    return ok<PlaceUploadResult>(request, { url: `${base}/${name}` }, 'uploaded')
  })
}
