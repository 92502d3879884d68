import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/driver'
import { userMemberships } from '../../db/schema'
import type { Tx } from '../ledger/book'

// Membership (VIP, product-rules "Membership"): a user is a member while their user_memberships
// row's expire_at is after now (the server's clock). Buying membership, which extends expire_at,
// comes with the member feature; sign-in reads isMember for its double gold.

/** Whether the user is a member at `now`. */
export async function isMember(db: Db | Tx, userId: number, now: Date): Promise<boolean> {
  const rows = await db.select({ userId: userMemberships.userId }).from(userMemberships)
    .where(and(eq(userMemberships.userId, userId), gt(userMemberships.expireAt, now))).limit(1)
  return rows.length > 0
}
