import { and, count, eq, gt, isNull, lte } from 'drizzle-orm'
import type { Profile } from '@api-types/user'
import { issueToken } from '../../auth'
import type { Db } from '../../db/driver'
import { loginFailures, tokens, users } from '../../db/schema'
import type { MessageKey } from '../../i18n'
import { hashPassword, verifyPassword } from '../../password'
import { consumeCode } from './codes'

// Logins (docs/rules.md "Accounts and login"). Every login issues a new token. Answers never tell
// whether a phone number is registered. Time (codes, tokens, the lock window, registration) is the
// caller's `now` (app.clock).

/** Password login failures: 5 per phone number or 20 per IP within 15 minutes lock password login
 * (not SMS-code login) until the oldest failure is 15 minutes old. */
export const FAILURE_WINDOW_MINUTES = 15
export const FAILURES_PER_TEL = 5
export const FAILURES_PER_IP = 20

export type Outcome<T> = { ok: true; value: T } | { ok: false; msg: MessageKey }

type UserRow = typeof users.$inferSelect

export function profile(user: UserRow, token: string, isNew: boolean): Profile {
  return {
    token,
    user_id: user.id,
    tel: user.tel ?? undefined,
    nickname: user.nickname,
    avatar: user.avatar,
    is_new: isNew,
    login_type: 0,
  }
}

export const defaultNickname = (tel: string) => `饭贝用户${tel.slice(-4)}`

/** The account of a phone number, created (registered at `now`) when there is none. */
async function findOrCreate(db: Db, tel: string, now: Date): Promise<{ user: UserRow; isNew: boolean }> {
  const created = await db.insert(users).values({ tel, nickname: defaultNickname(tel), createdAt: now })
    .onConflictDoNothing({ target: users.tel }).returning()
  if (created[0]) return { user: created[0], isNew: true }
  const [user] = await db.select().from(users).where(eq(users.tel, tel)).limit(1)
  return { user, isNew: false }
}

export async function clearFailures(db: Db, tel: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.tel, tel))
}

export async function codeLogin(db: Db, ttlDays: number, tel: string, code: string, now: Date): Promise<Outcome<Profile>> {
  if (!(await consumeCode(db, tel, 'login', code, now))) return { ok: false, msg: 'codeWrong' }
  const { user, isNew } = await findOrCreate(db, tel, now)
  if (user.cancelledAt) return { ok: false, msg: 'accountCancelled' }
  // The owner proved the phone: password-login failures of this number are forgotten.
  await clearFailures(db, tel)
  return { ok: true, value: profile(user, await issueToken(db, user.id, ttlDays, now), isNew) }
}

export async function passwordLogin(
  db: Db, ttlDays: number, tel: string, password: string, ip: string | null, now: Date,
): Promise<Outcome<Profile>> {
  // Count this attempt as a failure first (so parallel guesses are counted too), then check.
  const [attempt] = await db.insert(loginFailures).values({ tel, ip, createdAt: now }).returning({ id: loginFailures.id })
  const since = new Date(now.getTime() - FAILURE_WINDOW_MINUTES * 60_000)
  const [byTel] = await db.select({ n: count() }).from(loginFailures)
    .where(and(eq(loginFailures.tel, tel), gt(loginFailures.createdAt, since), lte(loginFailures.id, attempt.id)))
  const [byIp] = ip
    ? await db.select({ n: count() }).from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since), lte(loginFailures.id, attempt.id)))
    : [{ n: 0 }]
  if (byTel.n > FAILURES_PER_TEL || byIp.n > FAILURES_PER_IP) {
    // Locked: this attempt is not checked and does not extend the lock.
    await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id))
    return { ok: false, msg: 'loginLocked' }
  }
  const [user] = await db.select().from(users).where(and(eq(users.tel, tel), isNull(users.cancelledAt))).limit(1)
  const right = await verifyPassword(password, user?.passwordHash ?? null)
  if (!user || !right) return { ok: false, msg: 'loginFailed' }
  await clearFailures(db, tel)
  return { ok: true, value: profile(user, await issueToken(db, user.id, ttlDays, now), false) }
}

/** Ends every session of the account at `now`. */
export async function revokeTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(tokens).set({ revokedAt: now }).where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt)))
}

/**
 * Sets a new login password with a reset code; every token of the account is revoked. A number
 * without an account gets one (the code proved the phone, as codeLogin does).
 */
export async function forgetPassword(db: Db, tel: string, code: string, password: string, now: Date): Promise<Outcome<null>> {
  if (!(await consumeCode(db, tel, 'reset_password', code, now))) return { ok: false, msg: 'codeWrong' }
  const { user } = await findOrCreate(db, tel, now)
  if (user.cancelledAt) return { ok: false, msg: 'accountCancelled' }
  await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id))
  await revokeTokens(db, user.id, now)
  await clearFailures(db, tel)
  return { ok: true, value: null }
}
