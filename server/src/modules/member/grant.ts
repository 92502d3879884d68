import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { membershipGrants, userMemberships, users } from '../../db/schema'
import type { Tx } from '../ledger/book'

// The one writer of a user's membership expiry (docs/rules.md "Membership"): every way of
// becoming a member (a paid order, the trial, a task award, an operator, gold) grants through
// grantMembership in the caller's transaction, an operator's revoke through revokeMembership and
// a refunded order's days through takeBackMembership.
// All lock the user's user_memberships row first, so parallel grants of one user add up one after
// another, and each change is recorded in membership_grants with the expiry before and after.
// Reading membership stays membership.ts.

export const DAY_MS = 86_400_000

/** What caused a grant (membership_grants.source). */
export type GrantSource = 'purchase' | 'trial' | 'task' | 'ops' | 'gold' | 'raffle'

export interface Grant {
  userId: number
  source: GrantSource
  /** The row that caused it: the member order (purchase), the task claim (task), the member type bought (gold), the raffle draw (raffle); null for trial and ops. */
  refId: number | null
  /** Whole days to add, at least 1. */
  days: number
  reason?: string
  /** The server's clock (app.clock). */
  at: Date
}

export interface Granted {
  grantId: number
  /** Days added (negative: taken away by a revoke). */
  days: number
  expireBefore: Date | null
  expireAfter: Date
}

/**
 * The user's stored expiry, the row locked (select ... for update), or null when they never were a
 * member. A first grant inserts the row; a parallel first grant waits for it and then reads it.
 */
async function lockExpiry(tx: Tx, userId: number, at: Date): Promise<{ before: Date | null }> {
  const [created] = await tx.insert(userMemberships).values({ userId, expireAt: at, updatedAt: at })
    .onConflictDoNothing().returning({ userId: userMemberships.userId })
  if (created) return { before: null }
  const [row] = await tx.select({ expireAt: userMemberships.expireAt }).from(userMemberships)
    .where(eq(userMemberships.userId, userId)).for('update')
  return { before: row.expireAt }
}

/**
 * Adds `days` to the user's membership: the new expiry is max(now, current expiry) + days, so a
 * grant extends a running membership and never shortens it. Written in the caller's transaction
 * with its membership_grants row (whose unique indexes make the trial, a paid order and a task
 * claim grant once: a second one throws a unique violation, which undoes the transaction).
 */
export async function grantMembership(tx: Tx, g: Grant): Promise<Granted> {
  if (!Number.isSafeInteger(g.days) || g.days < 1) throw new RangeError(`a grant needs a positive whole number of days, got ${g.days}`)
  const { before } = await lockExpiry(tx, g.userId, g.at)
  const base = before && before > g.at ? before : g.at
  const after = new Date(base.getTime() + g.days * DAY_MS)
  await tx.update(userMemberships).set({ expireAt: after, updatedAt: g.at }).where(eq(userMemberships.userId, g.userId))
  const [row] = await tx.insert(membershipGrants).values({
    userId: g.userId, source: g.source, refId: g.refId, days: g.days, expireBefore: before, expireAfter: after,
    reason: g.reason ?? '', createdAt: g.at,
  }).returning({ id: membershipGrants.id })
  return { grantId: row.id, days: g.days, expireBefore: before, expireAfter: after }
}

/**
 * An operator ends the user's membership now: expire_at becomes `at`, recorded as an 'ops_revoke'
 * grant with the days taken away (rounded up, as a negative number). Null when the user is not a
 * member at `at` (nothing to revoke, nothing written).
 */
export async function revokeMembership(tx: Tx, r: { userId: number; reason: string; at: Date }): Promise<Granted | null> {
  const [row] = await tx.select({ expireAt: userMemberships.expireAt }).from(userMemberships)
    .where(eq(userMemberships.userId, r.userId)).for('update')
  if (!row || row.expireAt <= r.at) return null
  const days = -Math.ceil((row.expireAt.getTime() - r.at.getTime()) / DAY_MS)
  await tx.update(userMemberships).set({ expireAt: r.at, updatedAt: r.at }).where(eq(userMemberships.userId, r.userId))
  const [grant] = await tx.insert(membershipGrants).values({
    userId: r.userId, source: 'ops_revoke', refId: null, days, expireBefore: row.expireAt, expireAfter: r.at, reason: r.reason, createdAt: r.at,
  }).returning({ id: membershipGrants.id })
  return { grantId: grant.id, days, expireBefore: row.expireAt, expireAfter: r.at }
}

/**
 * Takes back the days of a refunded member order (source 'refund', ref_id the order, once per
 * order by the cause index): the expiry moves back by `days` but never below `at`, and a
 * membership that already ended stays as it is (taking days back never extends it). Recorded with
 * the days actually taken (0 or negative, rounded up) and the reason, also when none were left.
 * Null when the user never was a member (nothing written).
 */
export async function takeBackMembership(tx: Tx, r: { userId: number; orderId: number; days: number; reason: string; at: Date }): Promise<Granted | null> {
  if (!Number.isSafeInteger(r.days) || r.days < 1) throw new RangeError(`taking back needs a positive whole number of days, got ${r.days}`)
  const [row] = await tx.select({ expireAt: userMemberships.expireAt }).from(userMemberships)
    .where(eq(userMemberships.userId, r.userId)).for('update')
  if (!row) return null
  const before = row.expireAt
  const moved = before.getTime() - r.days * DAY_MS
  const after = before > r.at ? new Date(Math.max(moved, r.at.getTime())) : before
  const days = -Math.ceil((before.getTime() - after.getTime()) / DAY_MS)
  if (after.getTime() !== before.getTime()) {
    await tx.update(userMemberships).set({ expireAt: after, updatedAt: r.at }).where(eq(userMemberships.userId, r.userId))
  }
  const [grant] = await tx.insert(membershipGrants).values({
    userId: r.userId, source: 'refund', refId: r.orderId, days, expireBefore: before, expireAfter: after, reason: r.reason, createdAt: r.at,
  }).returning({ id: membershipGrants.id })
  return { grantId: grant.id, days, expireBefore: before, expireAfter: after }
}

/** A membership as operators list it: the user, the expiry, and the latest grant's source and reason. */
export interface MembershipRow {
  userId: number
  tel: string | null
  nickname: string
  expireAt: Date
  lastSource: string | null
  lastReason: string | null
  lastAt: Date | null
}

/** Memberships by expiry, latest first; `activeAt` keeps only those running at that time. */
export async function listMemberships(db: Db, opts: { activeAt?: Date; limit: number }): Promise<MembershipRow[]> {
  const last = db.select({
    userId: membershipGrants.userId,
    source: membershipGrants.source,
    reason: membershipGrants.reason,
    at: membershipGrants.createdAt,
    n: sql<number>`row_number() over (partition by ${membershipGrants.userId} order by ${membershipGrants.id} desc)`.as('n'),
  }).from(membershipGrants).as('last')
  const rows = await db.select({
    userId: userMemberships.userId, tel: users.tel, nickname: users.nickname, expireAt: userMemberships.expireAt,
    lastSource: last.source, lastReason: last.reason, lastAt: last.at,
  }).from(userMemberships)
    .innerJoin(users, eq(users.id, userMemberships.userId))
    .leftJoin(last, sql`${last.userId} = ${userMemberships.userId} and ${last.n} = 1`)
    .where(opts.activeAt ? sql`${userMemberships.expireAt} > ${opts.activeAt.toISOString()}::timestamptz` : undefined)
    .orderBy(desc(userMemberships.expireAt), desc(userMemberships.userId))
    .limit(opts.limit)
  return rows
}
