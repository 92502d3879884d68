import type { Db } from '../../db/driver'
import { userIdentities } from '../../db/schema'

// Every device id and WeChat identity an account has used (user_identities; docs/rules.md "Team and
// referral"): kept when the device moves to another account or the account is cancelled, so two
// accounts that shared one are known as such later.

export type IdentityKind = 'device' | 'wechat'

/** Records that the account used this identity (once per account, kind and value; first seen at `at`). */
export async function recordIdentity(db: Db, userId: number, kind: IdentityKind, value: string, at: Date): Promise<void> {
  await db.insert(userIdentities).values({ userId, kind, value, firstSeenAt: at }).onConflictDoNothing()
}
