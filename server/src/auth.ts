import crypto from 'node:crypto'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { perDatabase, type Db } from './db/driver'
import { tokens, users } from './db/schema'

// Bearer tokens: 256-bit random, only sha256(token) stored, sliding expiry of ttlDays. Expiry is
// decided by the caller's `now` (app.clock).

export interface AuthUser {
  id: number
  tel: string | null
  tokenId: number
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,256})\s*$/i.exec(header)
  return m ? m[1] : null
}

const DAY_MS = 86400_000

/** Issues a new token for a user at `now`; returns the token (shown to the client once). */
export async function issueToken(db: Db, userId: number, ttlDays: number, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url')
  await db.insert(tokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
    createdAt: now,
  })
  return token
}

const P = sql.placeholder

/**
 * The token's user, in one prepared statement: by the token hash's unique index, not revoked, not
 * expired at `now`, the account not cancelled. Every API call with a token runs it, so it is built
 * and planned once per database instead of on each call (docs/performance.md "The free-meal peak").
 */
function tokenUserStatement(db: Db) {
  return db
    .select({ id: users.id, tel: users.tel, tokenId: tokens.id, expiresAt: tokens.expiresAt })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(and(eq(tokens.tokenHash, P('hash')), isNull(tokens.revokedAt), gt(tokens.expiresAt, P('now')), isNull(users.cancelledAt)))
    .limit(1)
    .prepare('auth_token_user')
}

const tokenUserStatements = new WeakMap<Db, ReturnType<typeof tokenUserStatement>>()

/** The user of a token valid at `now` (not revoked, not expired, account not cancelled), or null. */
export async function authenticate(db: Db, token: string, ttlDays: number, now: Date): Promise<AuthUser | null> {
  const [row] = await perDatabase(tokenUserStatements, db, () => tokenUserStatement(db))
    .execute({ hash: hashToken(token), now: now.toISOString() })
  if (!row) return null
  // Sliding expiry: push the expiry forward at most once a day.
  const target = new Date(now.getTime() + ttlDays * DAY_MS)
  if (target.getTime() - row.expiresAt.getTime() > DAY_MS) {
    await db.update(tokens).set({ expiresAt: target }).where(and(eq(tokens.id, row.tokenId), lt(tokens.expiresAt, target)))
  }
  return { id: row.id, tel: row.tel, tokenId: row.tokenId }
}
