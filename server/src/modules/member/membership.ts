import { and, eq, exists, gt, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { userMemberships } from '../../db/schema'
import type { Tx } from '../ledger/book'

// Membership (VIP): a user is a member while their user_memberships row's expire_at is after now
// (the server's clock, passed in). This is the one read of it: user/info (is_vip, vip_expire_at),
// the free-meal rebate at grab (order/service.ts), sign-in's double gold and the member pages all
// ask here. The one writer of expire_at is grant.ts (docs/rules.md "Membership").

export interface Membership {
  /** Whether the user is a member at `now`. */
  member: boolean
  /** The stored expiry (also once it has passed); null when the user never was a member. */
  expireAt: Date | null
}

/** The user's membership at `now`. */
export async function membership(db: Db | Tx, userId: number, now: Date): Promise<Membership> {
  const [row] = await db.select({ expireAt: userMemberships.expireAt }).from(userMemberships)
    .where(eq(userMemberships.userId, userId)).limit(1)
  const expireAt = row?.expireAt ?? null
  return { member: expireAt !== null && expireAt > now, expireAt }
}

/** Whether the user is a member at `now`. */
export async function isMember(db: Db | Tx, userId: number, now: Date): Promise<boolean> {
  return (await membership(db, userId, now)).member
}

/**
 * The same rule as a condition of a larger statement (the grab reads it with the deal, once, and
 * it decides both a member-only refusal and the rebate).
 */
export function isMemberSql(db: Db | Tx, userId: number | Placeholder, now: Date | Placeholder): SQL<boolean> {
  const current = db.select({ one: sql`1` }).from(userMemberships)
    .where(and(eq(userMemberships.userId, userId), gt(userMemberships.expireAt, now)))
  return sql<boolean>`${exists(current)}`
}
