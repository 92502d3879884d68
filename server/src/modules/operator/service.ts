import crypto from 'node:crypto'
import { and, asc, count, desc, eq, gt, gte, lt, ne, type SQL } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import type { OperatorRole } from '@api-types/contract'
import { AUDIT_LIMIT_DEFAULT, OPERATOR_GENERATED_PASSWORD_LENGTH, type AuditRow, type Operator } from '@api-types/ops/operator'
import { shanghaiMidnight } from '../../clock'
import type { Db } from '../../db/driver'
import { auditLog, operatorLoginFailures, operatorSessions, operators } from '../../db/schema'
import { lockFor } from '../../db/locks'
import { formatTime, isUniqueViolation, parseShanghaiTime } from '../../lib'
import { Refused } from '../../outcome'
import { hashPassword, verifyPassword } from '../../password'
import type { OpsActor, OpsAudit } from '../../ops/audit'

// Operators' accounts (docs/rules.md "Operators"; docs/server.md "Operators"): login with a
// password and a TOTP code (RFC 6238: 30 s steps, 6 digits, SHA-1, one step either side; a step's
// code logs in once), sessions (the token's sha256 stored; 12 h from login, ended after 60 idle
// minutes, by logout, reset or disabling), throttling of refused logins in the database (so it holds
// across server processes), and the admins' management of operators. Refusals are thrown as Refused.

export const SESSION_TTL_MS = 12 * 3600_000
export const SESSION_IDLE_MS = 60 * 60_000
export const THROTTLE_WINDOW_MS = 15 * 60_000
export const FAILURES_PER_USERNAME = 5
export const FAILURES_PER_ADDRESS = 20
const TOTP_PERIOD = 30
const TOTP_ISSUER = '饭贝运维'

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex')
const refused = (key: Parameters<typeof refusal>[0], params?: Record<string, string>): never => {
  throw new Refused(refusal(key, params))
}
const refusal = (refusalKey: 'opsLoginRefused' | 'opsLoginThrottled' | 'opsOperatorDisabled' | 'opsOperatorNotFound' | 'opsOperatorTaken' | 'opsOperatorSelf' | 'opsLastAdmin' | 'opsNeedSession' | 'opsOperatorNoChange', params?: Record<string, string>) =>
  ({ refusal: refusalKey, params })

type OperatorRow = typeof operators.$inferSelect

export function operatorView(row: OperatorRow): Operator {
  return {
    id: row.id, username: row.username, name: row.name, role: row.role as OperatorRole, disabled: row.disabled,
    created_at: formatTime(row.createdAt)!, last_login_at: formatTime(row.lastLoginAt),
  }
}

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) })
}

/** The code of a secret at an instant (tests and the authenticator's side). */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret, 'x').generate({ timestamp: at.getTime() })
}

/** The time step whose code `code` is (now's, or one either side) and later than `lastStep`, or null. */
export function matchingStep(secret: string, code: string, now: Date, lastStep: number): number | null {
  const totp = totpOf(secret, 'x')
  const current = Math.floor(now.getTime() / 1000 / TOTP_PERIOD)
  let found: number | null = null
  for (const step of [current - 1, current, current + 1]) {
    const expected = totp.generate({ timestamp: step * TOTP_PERIOD * 1000 })
    // every step is compared, in constant time, whatever matched before
    if (crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(code.padEnd(expected.length).slice(0, expected.length))) && step > lastStep && found === null) found = step
  }
  return found
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'

/** A random password of OPERATOR_GENERATED_PASSWORD_LENGTH characters (no look-alikes: 0/O, 1/l/I). */
export function generatePassword(): string {
  let out = ''
  for (let i = 0; i < OPERATOR_GENERATED_PASSWORD_LENGTH; i++) out += PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]
  return out
}

/** New credentials: a password (and its hash) and a TOTP secret with its otpauth URI. */
async function newCredentials(username: string) {
  const password = generatePassword()
  const secret = new Secret({ size: 20 }).base32
  return { password, passwordHash: await hashPassword(password), secret, uri: totpOf(secret, username).toString() }
}

/** When the failures of `where` drop below `limit` in the window, or null when they already are. */
async function throttledUntil(db: Db, where: SQL, limit: number, now: Date): Promise<Date | null> {
  const [row] = await db.select({ at: operatorLoginFailures.at }).from(operatorLoginFailures)
    .where(and(where, gt(operatorLoginFailures.at, new Date(now.getTime() - THROTTLE_WINDOW_MS))))
    .orderBy(desc(operatorLoginFailures.at)).offset(limit - 1).limit(1)
  return row ? new Date(row.at.getTime() + THROTTLE_WINDOW_MS) : null
}

async function recordFailure(db: Db, username: string, address: string, now: Date): Promise<void> {
  await db.insert(operatorLoginFailures).values({ username, address, at: now })
  await db.delete(operatorLoginFailures).where(lt(operatorLoginFailures.at, new Date(now.getTime() - THROTTLE_WINDOW_MS)))
}

export interface LoginInput {
  username: string
  password: string
  code: string
}

/** Logs an operator in: a session token, or a Refused (one message for every wrong credential). */
export async function login(db: Db, input: LoginInput, address: string, now: Date, audit: OpsAudit) {
  const until = [
    await throttledUntil(db, eq(operatorLoginFailures.username, input.username), FAILURES_PER_USERNAME, now),
    await throttledUntil(db, eq(operatorLoginFailures.address, address), FAILURES_PER_ADDRESS, now),
  ].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0]
  if (until) refused('opsLoginThrottled', { minutes: String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))) })

  const [found] = await db.select().from(operators).where(eq(operators.username, input.username)).limit(1)
  const passwordOk = await verifyPassword(input.password, found?.passwordHash ?? null)
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  const session = passwordOk && found ? await db.transaction(async (tx) => {
    // the row locked: two logins with one code cannot both take its step
    const [row] = await tx.select().from(operators).where(eq(operators.id, found.id)).for('update')
    const step = matchingStep(row.totpSecret, input.code, now, row.totpStep)
    if (step === null) return null
    if (row.disabled) refused('opsOperatorDisabled')
    const [updated] = await tx.update(operators).set({ totpStep: step, lastLoginAt: now }).where(eq(operators.id, row.id)).returning()
    await tx.insert(operatorSessions).values({ operatorId: row.id, tokenHash: sha256(token), expiresAt, lastSeenAt: now })
    await tx.delete(operatorLoginFailures).where(eq(operatorLoginFailures.username, input.username))
    const operator = operatorView(updated)
    await audit.write(tx, { actor: { id: row.id, username: row.username, role: row.role, sessionId: null }, target: `operator:${row.id}`, before: null, after: { operator } })
    return operator
  }) : null
  if (!session) {
    await recordFailure(db, input.username, address, now)
    refused('opsLoginRefused')
  }
  return { command: 'operator-login' as const, token, expires_at: formatTime(expiresAt)!, operator: session! }
}

/** The operator of a session token, its last call moved to now; null when unknown, ended or the operator is disabled. */
export async function sessionActor(db: Db, token: string, now: Date): Promise<OpsActor | null> {
  const [row] = await db.select({ s: operatorSessions, o: operators }).from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, sha256(token))).limit(1)
  if (!row) return null
  if (row.o.disabled || row.s.expiresAt <= now || row.s.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()) {
    await db.delete(operatorSessions).where(eq(operatorSessions.id, row.s.id))
    return null
  }
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(and(eq(operatorSessions.id, row.s.id), lt(operatorSessions.lastSeenAt, now)))
  return { id: row.o.id, username: row.o.username, role: row.o.role, sessionId: row.s.id }
}

export async function logout(db: Db, actor: OpsActor | null, audit: OpsAudit) {
  if (!actor?.sessionId) return refused('opsNeedSession')
  await db.transaction(async (tx) => {
    await tx.delete(operatorSessions).where(eq(operatorSessions.id, actor.sessionId!))
    await audit.write(tx, { target: `operator:${actor.id}`, before: null, after: null })
  })
  return { command: 'operator-logout' as const }
}

export async function me(db: Db, actor: OpsActor | null) {
  if (!actor) return refused('opsNeedSession')
  const [row] = await db.select().from(operators).where(eq(operators.id, actor.id))
  return { command: 'operator-me' as const, operator: operatorView(row) }
}

export async function listOperators(db: Db) {
  const rows = await db.select().from(operators).orderBy(asc(operators.id))
  return { command: 'operators' as const, operators: rows.map(operatorView) }
}

export async function createOperator(db: Db, input: { username: string; name: string; role: OperatorRole }, audit: OpsAudit) {
  const [taken] = await db.select({ id: operators.id }).from(operators).where(eq(operators.username, input.username)).limit(1)
  if (taken) refused('opsOperatorTaken', { username: input.username })
  const c = await newCredentials(input.username)
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(operators).values({ username: input.username, name: input.name.trim(), role: input.role, passwordHash: c.passwordHash, totpSecret: c.secret }).returning()
      const operator = operatorView(row)
      await audit.write(tx, { target: `operator:${row.id}`, before: null, after: { operator } })
      return { command: 'operator-create' as const, operator, password: c.password, totp_secret: c.secret, otpauth_uri: c.uri }
    })
  } catch (err) {
    if (isUniqueViolation(err, 'operators_username_uq')) refused('opsOperatorTaken', { username: input.username })
    throw err
  }
}

/** Whether `row` is an active admin that the change would end being one. */
const losesAdmin = (row: OperatorRow, change: { role?: OperatorRole; disabled?: boolean }) =>
  row.role === 'admin' && !row.disabled && (change.disabled === true || (change.role !== undefined && change.role !== 'admin'))

export async function updateOperator(
  db: Db, input: { id: number; name?: string; role?: OperatorRole; disabled?: boolean }, actor: OpsActor | null, audit: OpsAudit,
) {
  const { id, ...change } = input
  if (change.name === undefined && change.role === undefined && change.disabled === undefined) refused('opsOperatorNoChange')
  return db.transaction(async (tx) => {
    // one change of the admins at a time: the last active admin is counted under the lock
    await lockFor(tx, 'operators', 'admins')
    const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update')
    if (!row) return refused('opsOperatorNotFound', { id: String(id) })
    if (losesAdmin(row, change)) {
      if (actor?.id === row.id) refused('opsOperatorSelf')
      const [{ n }] = await tx.select({ n: count() }).from(operators)
        .where(and(eq(operators.role, 'admin'), eq(operators.disabled, false), ne(operators.id, row.id)))
      if (Number(n) === 0) refused('opsLastAdmin')
    }
    const [updated] = await tx.update(operators).set({ ...change, ...(change.name !== undefined ? { name: change.name.trim() } : {}) })
      .where(eq(operators.id, id)).returning()
    if (updated.disabled) await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id))
    const operator = operatorView(updated)
    await audit.write(tx, { target: `operator:${id}`, before: { operator: operatorView(row) }, after: { operator } })
    return { command: 'operator-update' as const, operator }
  })
}

export async function resetOperator(db: Db, id: number, audit: OpsAudit) {
  const [exists] = await db.select({ username: operators.username }).from(operators).where(eq(operators.id, id)).limit(1)
  if (!exists) refused('opsOperatorNotFound', { id: String(id) })
  const c = await newCredentials(exists.username)
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update')
    const [row] = await tx.update(operators).set({ passwordHash: c.passwordHash, totpSecret: c.secret, totpStep: 0 }).where(eq(operators.id, id)).returning()
    const ended = await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id)).returning({ id: operatorSessions.id })
    const operator = operatorView(row)
    await audit.write(tx, {
      target: `operator:${id}`, before: { operator: operatorView(before) },
      after: { operator, password: 'reset', totp_secret: 'reset', sessions_ended: ended.length },
    })
    return { command: 'operator-reset' as const, operator, password: c.password, totp_secret: c.secret, otpauth_uri: c.uri }
  })
}

export interface AuditQuery {
  operator_id?: number
  command?: string
  target?: string
  from?: string
  to?: string
  before_id?: number
  limit?: number
}

/** A day alone is its first instant (from) or the next day's (to, exclusive); a time is its second. */
function boundOf(text: string, end: boolean): Date {
  if (text.length === 10) return end ? new Date(shanghaiMidnight(text).getTime() + 86400_000) : shanghaiMidnight(text)
  return end ? new Date(parseShanghaiTime(text).getTime() + 1000) : parseShanghaiTime(text)
}

export async function auditRows(db: Db, q: AuditQuery) {
  const limit = q.limit ?? AUDIT_LIMIT_DEFAULT
  const where = and(
    q.operator_id === undefined ? undefined : eq(auditLog.operatorId, q.operator_id),
    q.command === undefined ? undefined : eq(auditLog.command, q.command),
    q.target === undefined ? undefined : eq(auditLog.target, q.target),
    q.from === undefined ? undefined : gte(auditLog.at, boundOf(q.from, false)),
    q.to === undefined ? undefined : lt(auditLog.at, boundOf(q.to, true)),
    q.before_id === undefined ? undefined : lt(auditLog.id, q.before_id),
  )
  const rows = await db.select({ a: auditLog, username: operators.username }).from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where).orderBy(desc(auditLog.id)).limit(limit + 1)
  const page = rows.slice(0, limit)
  return {
    command: 'audit-log' as const,
    rows: page.map(({ a, username }): AuditRow => ({
      id: a.id, at: formatTime(a.at)!, operator: a.operatorId === null ? null : { id: a.operatorId, username: username ?? '' },
      command: a.command, target: a.target, body: a.body, before: a.before, after: a.after,
    })),
    next_before_id: rows.length > limit ? page[page.length - 1].a.id : null,
  }
}

