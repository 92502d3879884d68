import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { OfficialAccountInfo } from '@api-types/login'
import type { Profile } from '@api-types/user'
import { issueToken } from '../../auth'
import type { WechatConfig } from '../../config'
import type { Db } from '../../db/driver'
import { users } from '../../db/schema'
import { DEV_WECHAT_PREFIX } from '../../dev/wechatFake'
import { WechatApiError, type WechatProvider } from '../../providers/wechat'
import { profile, type Outcome } from './service'
import { isUniqueViolation } from '../../lib'
import { recordIdentity } from '../user/identities'

// WeChat login (docs/rules.md "Accounts and login": the account is found or created by
// its openid/unionid). H5 sends the official account's OAuth code, the mini-program its
// Taro.login code; both come through /api/login/wechatLogin.

/** Where the code comes from: the H5 OAuth page or the mini-program's login. */
export type WechatChannel = 'oauth' | 'mini'

export const WECHAT_DEFAULT_NICKNAME = '微信用户'
const NICKNAME_MAX = 20

type UserRow = typeof users.$inferSelect

interface WechatIdentity {
  channel: WechatChannel
  openid: string
  unionid: string | null
  nickname: string
  avatar: string
}

const openidColumn = (channel: WechatChannel) => (channel === 'mini' ? users.miniOpenid : users.openid)

function nicknameOf(raw: string): string {
  const trimmed = Array.from(raw.trim()).slice(0, NICKNAME_MAX).join('')
  return trimmed || WECHAT_DEFAULT_NICKNAME
}

/** The active account of this WeChat user: by unionid first (it spans the apps), then by openid. */
async function findAccount(db: Db, id: WechatIdentity): Promise<UserRow | undefined> {
  if (id.unionid) {
    const [byUnion] = await db.select().from(users).where(and(eq(users.unionid, id.unionid), isNull(users.cancelledAt))).limit(1)
    if (byUnion) return byUnion
  }
  const [byOpenid] = await db.select().from(users).where(and(eq(openidColumn(id.channel), id.openid), isNull(users.cancelledAt))).limit(1)
  return byOpenid
}

/** Records the ids the account does not have yet (e.g. the mini-program openid of an H5 account). */
async function fillIds(db: Db, user: UserRow, id: WechatIdentity): Promise<UserRow> {
  const current = id.channel === 'mini' ? user.miniOpenid : user.openid
  const changes: Partial<typeof users.$inferInsert> = {}
  if (!current) changes[id.channel === 'mini' ? 'miniOpenid' : 'openid'] = id.openid
  if (!user.unionid && id.unionid) changes.unionid = id.unionid
  if (Object.keys(changes).length === 0) return user
  try {
    const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning()
    return updated ?? user
  } catch (err) {
    // Another account already holds one of these ids (made before the unionid linked them): keep both as they are.
    if (isUniqueViolation(err)) return user
    throw err
  }
}

/**
 * The account of a WeChat user, created when there is none. Parallel first logins race on the
 * unique openid/unionid columns: the loser's insert does nothing and it finds the winner's row.
 */
async function findOrCreate(db: Db, id: WechatIdentity, now: Date): Promise<{ user: UserRow; isNew: boolean } | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await findAccount(db, id)
    if (found) return { user: await fillIds(db, found, id), isNew: false }
    const [created] = await db.insert(users).values({
      nickname: nicknameOf(id.nickname),
      avatar: id.avatar,
      unionid: id.unionid,
      ...(id.channel === 'mini' ? { miniOpenid: id.openid } : { openid: id.openid }),
      createdAt: now,
    }).onConflictDoNothing().returning()
    if (created) return { user: created, isNew: true }
  }
  return null
}

async function identify(wechat: WechatProvider, channel: WechatChannel, code: string): Promise<WechatIdentity> {
  if (channel === 'mini') {
    const session = await wechat.miniSession(code)
    return { channel, ...session, nickname: '', avatar: '' }
  }
  return { channel, ...(await wechat.oauthUser(code)) }
}

/** Exchanges a WeChat code and logs in at `now` (the first login creates the account, tel null). */
export async function wechatLogin(
  db: Db, ttlDays: number, wechat: WechatProvider, channel: WechatChannel, code: string, log: FastifyBaseLogger, now: Date,
): Promise<Outcome<Profile>> {
  let id: WechatIdentity
  try {
    id = await identify(wechat, channel, code)
  } catch (err) {
    if (!(err instanceof WechatApiError)) throw err
    log.warn({ api: err.api, errcode: err.errcode, errmsg: err.errmsg, channel }, 'wechat login refused')
    return { ok: false, msg: 'wechatLoginFailed' }
  }
  const found = await findOrCreate(db, id, now)
  if (!found) {
    log.error({ channel }, 'wechat login: no account found or created after retries')
    return { ok: false, msg: 'wechatLoginFailed' }
  }
  // unionid spans the official account and the mini-program; without it the openid of this app
  await recordIdentity(db, found.user.id, 'wechat', id.unionid ?? id.openid, now)
  return { ok: true, value: profile(found.user, await issueToken(db, found.user.id, ttlDays, now), found.isNew) }
}

/**
 * The mini-program's code goes through jscode2session, anything else through the OAuth exchange.
 * The mini-program is known by its client stamp 'weapp', or by the Referer WeChat itself puts on
 * every mini-program request (https://servicewechat.com/<appid>/...), which page code cannot change.
 */
export function wechatChannel(request: FastifyRequest): WechatChannel {
  // the client stamp every call's body may carry (route() adds it to each schema)
  const client = (request.body as { client?: unknown }).client
  if (typeof client === 'string' && client.toLowerCase() === 'weapp') return 'mini'
  return /^https:\/\/servicewechat\.com\//.test(request.headers.referer ?? '') ? 'mini' : 'oauth'
}

/**
 * The official account H5's login redirects with. In development the authorize page is this
 * server's stand-in, at the host the browser used.
 */
export function officialAccountInfo(config: WechatConfig, request: FastifyRequest): OfficialAccountInfo {
  const authorizeUrl = config.provider === 'dev'
    ? `${request.protocol}://${request.host}${DEV_WECHAT_PREFIX}/connect/oauth2/authorize`
    : config.authorizeUrl
  return { appid: config.appId, ...(config.accountName ? { name: config.accountName } : {}), authorize_url: authorizeUrl }
}
