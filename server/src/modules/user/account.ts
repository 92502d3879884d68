import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { cashOuts, tokens, users } from '../../db/schema'
import { hashPassword } from '../../password'
import { consumeCode } from '../login/codes'
import { clearFailures, revokeTokens, type Outcome } from '../login/service'
import { isUniqueViolation } from '../../lib'
import { refuse, type Outcome as Answer } from '../../outcome'
import { lockFor } from '../../db/locks'
import type { Reactions } from '../reactions'
import { recordIdentity } from './identities'

// Account settings (docs/rules.md "Accounts and login"): phone binding and change, password,
// cancellation, takeaway account, push device (the referrer: team/binding.ts). Every refusal is an Outcome message;
// unique-constraint races on users.tel answer the "taken" refusal instead of an error. Codes and
// the times written are the caller's `now` (app.clock).

export const CANCELLED_NICKNAME = '已注销用户'

type UserRow = typeof users.$inferSelect

/** The account row, locked until the transaction ends (parallel cancel/bind wait for it). */
export async function lockUser(tx: Db, userId: number): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
  return user
}

/** Binds a phone to an account without one; the number must not belong to another account. */
export async function bindTel(db: Db, userId: number, tel: string, code: string, now: Date): Promise<Outcome<null>> {
  const [current] = await db.select({ tel: users.tel }).from(users).where(eq(users.id, userId))
  if (!current || current.tel !== null) return { ok: false, msg: 'telAlreadyBound' }
  // The "taken" answer comes only after the code proved the caller owns the number.
  if (!(await consumeCode(db, tel, 'bind_tel', code, now))) return { ok: false, msg: 'codeWrong' }
  try {
    const bound = await db.update(users).set({ tel })
      .where(and(eq(users.id, userId), isNull(users.tel), isNull(users.cancelledAt)))
      .returning({ id: users.id })
    if (bound.length === 0) return { ok: false, msg: 'telAlreadyBound' }
  } catch (err) {
    if (isUniqueViolation(err, 'users_tel_unique')) return { ok: false, msg: 'telTaken' }
    throw err
  }
  return { ok: true, value: null }
}

/** Moves the account to a new phone (code sent to the new number); every token is revoked. */
export async function changeTel(db: Db, userId: number, tel: string, code: string, now: Date): Promise<Outcome<null>> {
  const [current] = await db.select({ tel: users.tel }).from(users).where(eq(users.id, userId))
  if (current?.tel === tel) return { ok: false, msg: 'telSameAsCurrent' }
  if (!(await consumeCode(db, tel, 'change_tel', code, now))) return { ok: false, msg: 'codeWrong' }
  try {
    return await db.transaction(async (tx) => {
      const changed = await tx.update(users).set({ tel })
        .where(and(eq(users.id, userId), isNull(users.cancelledAt)))
        .returning({ id: users.id })
      if (changed.length === 0) return { ok: false, msg: 'accountCancelled' } as const
      await revokeTokens(tx, userId, now)
      return { ok: true, value: null } as const
    })
  } catch (err) {
    if (isUniqueViolation(err, 'users_tel_unique')) return { ok: false, msg: 'telTaken' }
    throw err
  }
}

/** Sets the login password with a code sent to the account's own phone; every token is revoked. */
export async function updatePassword(db: Db, userId: number, code: string, password: string, now: Date): Promise<Outcome<null>> {
  const [current] = await db.select({ tel: users.tel }).from(users).where(eq(users.id, userId))
  const tel = current?.tel
  if (!tel) return { ok: false, msg: 'bindTelFirst' }
  if (!(await consumeCode(db, tel, 'password', code, now))) return { ok: false, msg: 'codeWrong' }
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    await revokeTokens(tx, userId, now)
  })
  // The owner proved the phone: earlier password-login failures of the number are forgotten.
  await clearFailures(db, tel)
  return { ok: true, value: null }
}

/** All one digit, or 6 consecutive digits up or down (123456, 654321, 012345). */
export function trivialCashPassword(password: string): boolean {
  const d = [...password].map(Number)
  const steps = d.slice(1).map((x, i) => x - d[i])
  return [0, 1, -1].some((step) => steps.every((s) => s === step))
}

/**
 * Sets or changes the 6-digit payment password (docs/rules.md "Wallet and cash-out") with the
 * cash_password code sent to the account's own phone; stored as scrypt. Setting it ends a
 * cash-out lock and forgets earlier wrong tries. A too simple password is refused before the code
 * is used up.
 */
export async function setCashPassword(db: Db, userId: number, code: string, password: string, now: Date): Promise<Answer<null>> {
  if (trivialCashPassword(password)) return refuse('cashPasswordTooSimple')
  const [current] = await db.select({ tel: users.tel }).from(users).where(eq(users.id, userId))
  const tel = current?.tel
  if (!tel) return refuse('bindTelFirst')
  if (!(await consumeCode(db, tel, 'cash_password', code, now))) return refuse('codeWrong')
  const cashPasswordHash = await hashPassword(password)
  const set = await db.update(users).set({ cashPasswordHash, cashPasswordFails: 0, cashPasswordLockedUntil: null })
    .where(and(eq(users.id, userId), isNull(users.cancelledAt)))
    .returning({ id: users.id })
  return set.length ? { value: null } : refuse('accountCancelled')
}

/**
 * Cancels the account: refused while a cash-out is pending; personal data is cleared (so the
 * phone can register a new account), every token revoked; ledgers and team links stay.
 * The user row is locked first, so a parallel cancel or bindPid waits and then sees the result,
 * and so does a parallel wallet/cashOut, which locks the same row (FOR NO KEY UPDATE, in conflict
 * with this FOR UPDATE) for its whole transaction: either its pending cash-out is committed before
 * the check below, or it finds the account cancelled. A cancelled account never keeps a pending one.
 */
export async function cancelUser(db: Db, userId: number, code: string | undefined, now: Date): Promise<Outcome<null>> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId)
    if (!user || user.cancelledAt) return { ok: false, msg: 'accountCancelled' } as const
    const [pending] = await tx.select({ id: cashOuts.id }).from(cashOuts)
      .where(and(eq(cashOuts.userId, userId), eq(cashOuts.status, 'pending'))).limit(1)
    if (pending) return { ok: false, msg: 'cancelCashOutPending' } as const
    if (user.tel !== null) {
      // A wrong code's try is committed with the refusal; a right one is used up only if the
      // cancellation commits.
      if (code === undefined) return { ok: false, msg: 'cancelCodeRequired' } as const
      if (!(await consumeCode(tx, user.tel, 'cancel', code, now))) return { ok: false, msg: 'codeWrong' } as const
    }
    await tx.update(users).set({
      tel: null,
      passwordHash: null,
      openid: null,
      unionid: null,
      miniOpenid: null,
      mtPhone: null,
      deviceId: null,
      nickname: CANCELLED_NICKNAME,
      avatar: '',
      cancelledAt: now,
    }).where(eq(users.id, userId))
    await revokeTokens(tx, userId, now)
    if (user.tel !== null) await clearFailures(tx, user.tel)
    return { ok: true, value: null } as const
  })
}

export async function bindMtAccount(db: Db, userId: number, mtPhone: string): Promise<void> {
  await db.update(users).set({ mtPhone }).where(eq(users.id, userId))
}

/**
 * Binds a push device id to the account, taking it from any other account that had it; the id is
 * kept among the account's identities (identities.ts) and the modules' reactions are told (deviceBound).
 */
export async function bindDevice(db: Db, userId: number, deviceId: string, now: Date, reactions: Reactions): Promise<void> {
  await db.transaction(async (tx) => {
    // Parallel binds of one device id queue here, so the unique index never sees two owners.
    await lockFor(tx, 'device', deviceId)
    await tx.update(users).set({ deviceId: null }).where(and(eq(users.deviceId, deviceId), ne(users.id, userId)))
    await tx.update(users).set({ deviceId }).where(eq(users.id, userId))
    await recordIdentity(tx, userId, 'device', deviceId, now)
    await reactions.deviceBound(tx, { userId, deviceId, at: now })
  })
}

/** Ends the session of one token (logout) at `now`. */
export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(tokens).set({ revokedAt: now }).where(and(eq(tokens.id, tokenId), isNull(tokens.revokedAt)))
}
