import { and, eq, isNull, sql } from 'drizzle-orm'
import { INVITE_SOURCES, type Invitation, type InvitationState, type InviteVia, type MaskedUser } from '@api-types/team'
import type { Db } from '../../db/driver'
import { lockFor } from '../../db/locks'
import { referrals, users } from '../../db/schema'
import { maskNickname } from '../../lib'
import { refuse, type Outcome } from '../../outcome'
import { lockUser } from '../user/account'

// Binding an invitee to their inviter (docs/rules.md "Team and referral"): users.parent_id is the
// chain, set once; the referrals row beside it, written in the same transaction, records how it
// came to be (source, via, the client address, the device id) for finding abuse later.

/** Days after registration during which a referrer may be bound. */
export const REFERRER_WINDOW_DAYS = 7
const DAY_MS = 86_400_000

/** How the invitee came, from bindPid's source digit (types/api/team.ts INVITE_SOURCES; others: 'other'). */
export function viaOf(source: number): InviteVia {
  const found = (Object.keys(INVITE_SOURCES) as (keyof typeof INVITE_SOURCES)[]).find((k) => INVITE_SOURCES[k] === source)
  return found ?? 'other'
}

/** True when `userId` is `start` or one of its referrers up the chain. */
async function isInChain(tx: Db, start: number, userId: number): Promise<boolean> {
  // UNION (not UNION ALL) stops the walk even if a cycle were ever stored.
  const result = await tx.execute(sql`
    with recursive chain(id, parent_id) as (
      select ${users.id}, ${users.parentId} from ${users} where ${users.id} = ${start}
      union
      select u.id, u.parent_id from ${users} u join chain c on u.id = c.parent_id
    )
    select 1 as found from chain where id = ${userId} limit 1`)
  // Both drivers (node-postgres, PGlite) answer { rows }.
  return (result as unknown as { rows: unknown[] }).rows.length > 0
}

const tooLate = (createdAt: Date, now: Date) => createdAt.getTime() < now.getTime() - REFERRER_WINDOW_DAYS * DAY_MS

/**
 * Sets the referrer once: never oneself, never a cycle, an active account, within 7 days of
 * registration as of `now`. Binding the same referrer again succeeds without change. The referral
 * row (source, via, the client address, the invitee's device id) is written with it.
 */
export async function bindParent(
  db: Db, userId: number, parentId: number, source: number, clientIp: string, now: Date,
): Promise<Outcome<null>> {
  return db.transaction(async (tx) => {
    // One bind at a time: two users binding each other in parallel could otherwise both pass the
    // cycle check. Binding happens once per account, so the queue is short.
    await lockFor(tx, 'bind_parent')
    const user = await lockUser(tx, userId)
    if (!user || user.cancelledAt) return refuse('accountCancelled')
    if (user.parentId !== null) return user.parentId === parentId ? { value: null } : refuse('parentAlreadyBound')
    if (parentId === userId) return refuse('parentSelf')
    if (tooLate(user.createdAt, now)) return refuse('parentTooLate')
    // Shared lock: the referrer cannot be cancelled until this bind commits.
    const [parent] = await tx.select({ id: users.id }).from(users)
      .where(and(eq(users.id, parentId), isNull(users.cancelledAt))).for('share')
    if (!parent) return refuse('parentNotFound')
    if (await isInChain(tx, parentId, userId)) return refuse('parentCycle')
    await tx.update(users).set({ parentId, parentSource: source, parentBoundAt: now }).where(eq(users.id, userId))
    await tx.insert(referrals).values({
      inviteeId: userId, inviterId: parentId, source, via: viaOf(source), clientIp, deviceId: user.deviceId, boundAt: now,
    })
    return { value: null }
  })
}

/** The referral row of a binding made before its device id was known gets it (user/bindUserWithCID). */
export async function noteDevice(db: Db, userId: number, deviceId: string): Promise<void> {
  await db.update(referrals).set({ deviceId }).where(and(eq(referrals.inviteeId, userId), isNull(referrals.deviceId)))
}

/** Another user as the team screens show them. */
export const masked = (u: { nickname: string; avatar: string }): MaskedUser => ({ nickname: maskNickname(u.nickname), avatar: u.avatar })

/**
 * team/invitation: who sent the invitation (masked) and what it means for the caller, or 邀请人不存在
 * for an unknown or cancelled inviter.
 */
export async function invitationOf(db: Db, inviterId: number, callerId: number | null, now: Date): Promise<Outcome<Invitation>> {
  const [inviter] = inviterId >= 1 && inviterId <= 2147483647
    ? await db.select().from(users).where(and(eq(users.id, inviterId), isNull(users.cancelledAt)))
    : []
  if (!inviter) return refuse('parentNotFound')
  return { value: { inviter: masked(inviter), state: await stateFor(db, inviterId, callerId, now) } }
}

async function stateFor(db: Db, inviterId: number, callerId: number | null, now: Date): Promise<InvitationState> {
  if (callerId === null) return 'guest'
  if (callerId === inviterId) return 'self'
  const [caller] = await db.select({ parentId: users.parentId, createdAt: users.createdAt }).from(users).where(eq(users.id, callerId))
  if (!caller) return 'guest'
  if (caller.parentId === inviterId) return 'bound_here'
  if (caller.parentId !== null) return 'bound_elsewhere'
  return tooLate(caller.createdAt, now) ? 'too_late' : 'can_bind'
}
