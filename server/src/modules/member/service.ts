import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type {
  MemberBenefit, MemberGetAwardResult, MemberGiveResult, MemberInfo, MemberNewInfo, MemberRechargeInfo, MemberStatus, MemberTask, MemberType,
  PayTypeOption,
} from '@api-types/member'
import type { SignInRedeemMemberResult } from '@api-types/signIn'
import { shanghaiMoment } from '../../clock'
import type { Db } from '../../db/driver'
import {
  freeMealDeals, freeMealOrders, memberOrders, memberTaskClaims, memberTasks, memberTypes, membershipGrants, users,
} from '../../db/schema'
import { translate, type Lang } from '../../i18n'
import { formatTime, isUniqueViolation, yuan } from '../../lib'
import { refuse, refusedOr, Refused, type Outcome } from '../../outcome'
import type { PaymentProviders } from '../../providers/payment'
import { goldBook } from '../gold/ledger'
import type { Tx } from '../ledger/book'
import { addDays } from '../signIn/rules'
import { runEndingAt } from '../signIn/service'
import { walletBook } from '../wallet/ledger'
import { grantMembership } from './grant'
import { membership } from './membership'
import { lockFor } from '../../db/locks'

// The member pages (docs/rules.md "Membership"): the types on sale, the pay types, the user's
// state and benefits, the one-time trial, the free-membership tasks and their one-time awards,
// and membership bought with gold. Every grant goes through grant.ts; whether a user is a member
// is read from membership.ts.

/** Days of the one-time trial (member/giveMember). */
export const TRIAL_DAYS = 3

/** The state every member answer starts with, as of `now`. */
export async function memberStatus(db: Db | Tx, userId: number, now: Date): Promise<MemberStatus> {
  const m = await membership(db, userId, now)
  return { is_member: m.member, expire_time: formatTime(m.expireAt) }
}

/** The enabled member types, by sort. */
export async function memberTypeList(db: Db): Promise<MemberType[]> {
  const rows = await db.select().from(memberTypes).where(eq(memberTypes.enabled, true)).orderBy(asc(memberTypes.sort), asc(memberTypes.id))
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    price: yuan(t.priceFen),
    ...(t.originalPriceFen !== null ? { original_price: yuan(t.originalPriceFen) } : {}),
    days: t.days,
    gold_price: t.goldPrice,
    ...(t.tag ? { tag: t.tag } : {}),
    description: t.description,
  }))
}

/** WeChat Pay and Alipay when a provider takes them; the wallet always. */
function payTypeOptions(providers: PaymentProviders, lang: Lang): PayTypeOption[] {
  return [
    { pay_type: 1, name: translate(lang, 'payTypeWechat'), enabled: providers.forPayType(1) !== null },
    { pay_type: 2, name: translate(lang, 'payTypeAlipay'), enabled: providers.forPayType(2) !== null },
    { pay_type: 3, name: translate(lang, 'payTypeWallet'), enabled: true },
  ]
}

/** member/rechargeInfo: the types on sale, the pay types, the wallet balance and the user's state. */
export async function rechargeInfo(db: Db, userId: number, providers: PaymentProviders, lang: Lang, now: Date): Promise<MemberRechargeInfo> {
  const [status, types, balance] = await Promise.all([memberStatus(db, userId, now), memberTypeList(db), walletBook.balance(db, userId)])
  return { ...status, member_types: types, pay_types: payTypeOptions(providers, lang), balance: yuan(balance) }
}

/** The benefits in force (docs/rules.md "Membership"), in the caller's language. */
function benefits(lang: Lang): MemberBenefit[] {
  return [
    { title: translate(lang, 'memberBenefitRebate'), description: translate(lang, 'memberBenefitRebateText') },
    { title: translate(lang, 'memberBenefitGold'), description: translate(lang, 'memberBenefitGoldText') },
    { title: translate(lang, 'memberBenefitDeals'), description: translate(lang, 'memberBenefitDealsText') },
  ]
}

/** The type of the user's latest purchase (paid order or gold; a refunded order is none), or nulls. */
async function latestType(db: Db, userId: number): Promise<{ id: number | null; name: string | null }> {
  const [grant] = await db.select({ source: membershipGrants.source, refId: membershipGrants.refId }).from(membershipGrants)
    .leftJoin(memberOrders, and(eq(membershipGrants.source, 'purchase'), eq(memberOrders.id, membershipGrants.refId)))
    .where(and(
      eq(membershipGrants.userId, userId), inArray(membershipGrants.source, ['purchase', 'gold']),
      sql`${memberOrders.status} is distinct from 'refunded'`,
    ))
    .orderBy(desc(membershipGrants.id)).limit(1)
  if (!grant?.refId) return { id: null, name: null }
  if (grant.source === 'purchase') {
    const [o] = await db.select({ id: memberOrders.memberTypeId, name: memberOrders.memberTypeName }).from(memberOrders).where(eq(memberOrders.id, grant.refId))
    return o ?? { id: null, name: null }
  }
  const [t] = await db.select({ id: memberTypes.id, name: memberTypes.name }).from(memberTypes).where(eq(memberTypes.id, grant.refId))
  return t ?? { id: null, name: null }
}

/**
 * What membership saved: over the user's approved free meals, the rebate paid above the deal's
 * normal rebate (the member rebate an order kept at grab, minus the deal's rebate as it is now:
 * an order does not store the normal rebate of its day).
 */
async function savedFen(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ fen: sql<string | null>`sum(greatest(${freeMealOrders.rebateFen} - ${freeMealDeals.rebateFen}, 0))` })
    .from(freeMealOrders).innerJoin(freeMealDeals, eq(freeMealDeals.id, freeMealOrders.dealId))
    .where(and(eq(freeMealOrders.userId, userId), eq(freeMealOrders.status, 'approved')))
  return Number(row?.fen ?? 0)
}

/**
 * Whether the trial can be taken: never taken, not a member now, and never bought membership
 * (a paid order or gold): the trial is for trying it.
 */
async function trialRefusal(db: Db | Tx, userId: number, now: Date): Promise<'memberTrialTaken' | 'memberTrialNotForMembers' | null> {
  const grants = await db.select({ source: membershipGrants.source }).from(membershipGrants)
    .where(and(eq(membershipGrants.userId, userId), inArray(membershipGrants.source, ['trial', 'purchase', 'gold'])))
  if (grants.some((g) => g.source === 'trial')) return 'memberTrialTaken'
  if (grants.length > 0 || (await membership(db, userId, now)).member) return 'memberTrialNotForMembers'
  return null
}

/** member/info. */
export async function memberInfo(db: Db, userId: number, lang: Lang, now: Date): Promise<MemberInfo> {
  const [status, type, saved, trial] = await Promise.all([
    memberStatus(db, userId, now), latestType(db, userId), savedFen(db, userId), trialRefusal(db, userId, now),
  ])
  return {
    ...status, member_type_id: type.id, member_type_name: type.name, benefits: benefits(lang), saved_amount: yuan(saved),
    trial_available: trial === null,
  }
}

/** member/newInfo: info, the types on sale and the tasks. */
export async function memberNewInfo(db: Db, userId: number, lang: Lang, now: Date): Promise<MemberNewInfo> {
  const [info, types, tasks] = await Promise.all([memberInfo(db, userId, lang, now), memberTypeList(db), memberTaskList(db, userId, now)])
  return { ...info, member_types: types, tasks }
}

/**
 * member/giveMember: the one 3-day trial. The user's trial calls run one at a time (an advisory
 * lock), and the unique trial index of membership_grants keeps it once whatever happens.
 */
export async function giveTrial(db: Db, userId: number, now: Date): Promise<Outcome<MemberGiveResult>> {
  try {
    return await refusedOr(() => db.transaction(async (tx) => {
      await lockFor(tx, 'member_trial', userId)
      const refusal = await trialRefusal(tx, userId, now)
      if (refusal) throw new Refused(refuse(refusal))
      const granted = await grantMembership(tx, { userId, source: 'trial', refId: null, days: TRIAL_DAYS, reason: '体验会员', at: now })
      return { value: { is_member: true, expire_time: formatTime(granted.expireAfter), days: TRIAL_DAYS } }
    }))
  } catch (err) {
    if (isUniqueViolation(err, 'membership_grants_trial_uq')) return refuse('memberTrialTaken')
    throw err
  }
}

type TaskRow = typeof memberTasks.$inferSelect

/** A task's progress from the user's data: friends whose referrer is the user; the current sign-in run. */
async function progressOf(db: Db | Tx, userId: number, task: TaskRow, now: Date): Promise<number> {
  if (task.kind === 'invite') {
    const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.parentId, userId))
    return Number(n)
  }
  // the run of signed days ending today, or yesterday while today is not signed yet
  const { day } = shanghaiMoment(now)
  return (await runEndingAt(db, userId, day)) || runEndingAt(db, userId, addDays(day, -1))
}

function toTask(task: TaskRow, progress: number, claimed: boolean): MemberTask {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    award_days: task.awardDays,
    progress: Math.min(progress, task.target),
    target: task.target,
    status: claimed ? 2 : progress >= task.target ? 1 : 0,
    path: task.path,
  }
}

/** member/free: the enabled tasks with the user's progress, by sort. */
export async function memberTaskList(db: Db, userId: number, now: Date): Promise<MemberTask[]> {
  const [tasks, claims] = await Promise.all([
    db.select().from(memberTasks).where(eq(memberTasks.enabled, true)).orderBy(asc(memberTasks.sort), asc(memberTasks.id)),
    db.select({ taskId: memberTaskClaims.taskId }).from(memberTaskClaims).where(eq(memberTaskClaims.userId, userId)),
  ])
  const claimed = new Set(claims.map((c) => c.taskId))
  return Promise.all(tasks.map(async (t) => toTask(t, claimed.has(t.id) ? t.target : await progressOf(db, userId, t, now), claimed.has(t.id))))
}

/**
 * member/getAward {task_id}: a done task's award, once per user and task: the claim row's unique
 * (user, task) makes parallel claims give one, and it is the grant's cause.
 */
export async function claimAward(db: Db, userId: number, taskId: number, now: Date): Promise<Outcome<MemberGetAwardResult>> {
  const [task] = await db.select().from(memberTasks).where(and(eq(memberTasks.id, taskId), eq(memberTasks.enabled, true)))
  if (!task) return refuse('memberTaskNotFound')
  const [claimed] = await db.select({ id: memberTaskClaims.id }).from(memberTaskClaims)
    .where(and(eq(memberTaskClaims.userId, userId), eq(memberTaskClaims.taskId, taskId)))
  if (claimed) return refuse('memberTaskClaimed')
  if (await progressOf(db, userId, task, now) < task.target) return refuse('memberTaskNotDone')
  return refusedOr(() => db.transaction(async (tx) => {
    const [claim] = await tx.insert(memberTaskClaims).values({ userId, taskId, days: task.awardDays, createdAt: now })
      .onConflictDoNothing().returning({ id: memberTaskClaims.id })
    if (!claim) throw new Refused(refuse('memberTaskClaimed'))
    const granted = await grantMembership(tx, { userId, source: 'task', refId: claim.id, days: task.awardDays, reason: task.title, at: now })
    return { value: { is_member: true, expire_time: formatTime(granted.expireAfter), award_days: task.awardDays } }
  }))
}

/**
 * signIn/redeemMember {member_type}: buys an enabled type that has a gold price with gold, in one
 * transaction: the grant (source 'gold'), then the gold debit whose cause is that grant (金币不足
 * undoes both).
 */
export async function redeemWithGold(db: Db, userId: number, memberTypeId: number, now: Date): Promise<Outcome<SignInRedeemMemberResult>> {
  const [type] = await db.select().from(memberTypes).where(and(eq(memberTypes.id, memberTypeId), eq(memberTypes.enabled, true)))
  if (!type) return refuse('memberTypeUnavailable')
  const goldPrice = type.goldPrice
  if (goldPrice === null) return refuse('memberNoGoldPrice')
  return refusedOr(() => db.transaction(async (tx) => {
    const granted = await grantMembership(tx, { userId, source: 'gold', refId: type.id, days: type.days, reason: type.name, at: now })
    const paid = await goldBook.debit(tx, {
      userId, kind: 'redeem', amount: goldPrice, refType: 'membership_grant', refId: granted.grantId, note: `会员 ${type.name}`, at: now,
    })
    if (paid === 'insufficient') throw new Refused(refuse('goldNotEnough'))
    return { value: { gold_spent: goldPrice, gold_balance: await goldBook.balance(tx, userId), expire_time: formatTime(granted.expireAfter)! } }
  }))
}
