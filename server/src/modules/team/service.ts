import { and, count, desc, eq, gte, inArray, isNotNull, sql, sum, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Commission, CommissionState, TeamMember, TeamSummary } from '@api-types/team'
import { shanghaiDay, shanghaiMidnight } from '../../clock'
import type { Db } from '../../db/driver'
import { commissions, referrals, users, walletLedger } from '../../db/schema'
import { formatTime, maskNickname, yuan } from '../../lib'
import { masked } from './binding'
import { CAUSE_TYPES } from './commissions'

// The team screens' calls (types/api/team.ts; docs/rules.md "Team and referral"): the summary, the
// members by level and the commissions. Every other user is shown masked (nickname and avatar,
// never an id or a phone).

/** The code in a user's invitation link, poster and mini-program code: their id. */
export const inviteCodeOf = (userId: number): string => String(userId)

/** What a commission counts as in the team's figures: earned and not undone or refused. */
const EARNING = ['pending', 'held', 'credited'] as const
/** The wallet ledger kinds of commissions: credited, and taken back. */
const COMMISSION_LEDGER_KINDS = ['commission', 'commission_clawback']

const fen = (value: unknown) => Number(value ?? 0)

type Paged<T> = { list: T[]; total: number; page: number; limit: number }

/** The direct members of `userId` (level 1) or those of their direct members (level 2). */
function membersOf(userId: number, level: 1 | 2) {
  if (level === 1) return { from: referrals, where: eq(referrals.inviterId, userId), join: null }
  const direct = alias(referrals, 'direct')
  return { from: referrals, where: eq(direct.inviterId, userId), join: { table: direct, on: eq(direct.inviteeId, referrals.inviterId) } }
}

async function countMembers(db: Db, userId: number, level: 1 | 2, valid = false): Promise<number> {
  const m = membersOf(userId, level)
  const where = and(m.where, valid ? isNotNull(referrals.validAt) : undefined)
  const q = db.select({ n: count() }).from(referrals)
  const [row] = m.join ? await q.innerJoin(m.join.table, m.join.on).where(where) : await q.where(where)
  return Number(row?.n ?? 0)
}

export async function teamSummary(db: Db, userId: number, now: Date): Promise<TeamSummary> {
  const mine = and(eq(walletLedger.userId, userId), inArray(walletLedger.kind, COMMISSION_LEDGER_KINDS))
  const [[me], direct, indirect, valid, [waiting], [total], [today]] = await Promise.all([
    db.select({ parentId: users.parentId }).from(users).where(eq(users.id, userId)),
    countMembers(db, userId, 1),
    countMembers(db, userId, 2),
    countMembers(db, userId, 1, true),
    db.select({ fen: sum(commissions.amountFen) }).from(commissions)
      .where(and(eq(commissions.beneficiaryId, userId), inArray(commissions.status, ['pending', 'held']))),
    db.select({ fen: sum(walletLedger.amountFen) }).from(walletLedger).where(mine),
    db.select({ fen: sum(walletLedger.amountFen) }).from(walletLedger)
      .where(and(mine, gte(walletLedger.createdAt, shanghaiMidnight(shanghaiDay(now))))),
  ])
  const [inviter] = me?.parentId ? await db.select().from(users).where(eq(users.id, me.parentId)) : []
  return {
    invite_code: inviteCodeOf(userId),
    direct_count: direct,
    indirect_count: indirect,
    valid_count: valid,
    pending_amount: yuan(fen(waiting?.fen)),
    total_commission: yuan(fen(total?.fen)),
    today_commission: yuan(fen(today?.fen)),
    inviter: inviter ? masked(inviter) : null,
  }
}

/** team/members: one level of the team, newest first, each with what they brought this user. */
export async function teamMembers(db: Db, userId: number, level: 1 | 2, page: number, limit: number): Promise<Paged<TeamMember>> {
  const m = membersOf(userId, level)
  const brought = db.select({ fen: sql<string>`coalesce(sum(${commissions.amountFen}), 0)` }).from(commissions)
    .where(and(eq(commissions.beneficiaryId, userId), eq(commissions.memberId, referrals.inviteeId), inArray(commissions.status, [...EARNING])))
  const q = db.select({
    nickname: users.nickname, avatar: users.avatar, boundAt: referrals.boundAt, validAt: referrals.validAt,
    brought: sql<string>`(${brought})`,
  }).from(referrals)
  const joined = m.join ? q.innerJoin(m.join.table, m.join.on) : q
  const rows = await joined.innerJoin(users, eq(users.id, referrals.inviteeId)).where(m.where)
    .orderBy(desc(referrals.boundAt), desc(referrals.inviteeId)).limit(limit).offset((page - 1) * limit)
  return {
    list: rows.map((r) => ({
      ...masked(r), level, joined_at: formatTime(r.boundAt)!, valid: r.validAt !== null, brought: yuan(fen(r.brought)),
    })),
    total: await countMembers(db, userId, level),
    page,
    limit,
  }
}

/** team/commissions: the user's commissions, newest first, all or in one state. */
export async function teamCommissions(
  db: Db, userId: number, status: CommissionState | undefined, page: number, limit: number,
): Promise<Paged<Commission>> {
  const where: SQL | undefined = and(eq(commissions.beneficiaryId, userId), status ? eq(commissions.status, status) : undefined)
  const [rows, [{ n }]] = await Promise.all([
    db.select({ c: commissions, nickname: users.nickname }).from(commissions).innerJoin(users, eq(users.id, commissions.memberId))
      .where(where).orderBy(desc(commissions.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(commissions).where(where),
  ])
  return {
    list: rows.map(({ c, nickname }) => ({
      id: c.id,
      member: maskNickname(nickname),
      level: c.level as 1 | 2,
      cause: c.causeType === CAUSE_TYPES.membership ? 'membership' : 'free_meal',
      base: yuan(c.baseFen),
      amount: yuan(c.amountFen),
      status: c.status as CommissionState,
      release_time: c.status === 'pending' || c.status === 'held' ? formatTime(c.releaseAt) : null,
      create_time: formatTime(c.createdAt)!,
    })),
    total: Number(n),
    page,
    limit,
  }
}
