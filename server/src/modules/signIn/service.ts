import { and, count, desc, eq, gte, lte, notExists, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type {
  GoldRecord, SignInConfig, SignInListsResult, SignInMonthResult, SignInResult,
} from '@api-types/signIn'
import { shanghaiMoment } from '../../clock'
import type { Db } from '../../db/driver'
import { goldLedger, signIns, users } from '../../db/schema'
import { translate, type Lang, type MessageKey } from '../../i18n'
import { formatTime } from '../../lib'
import { goldBook } from '../gold/ledger'
import type { Tx } from '../ledger/book'
import { isMember } from '../member/membership'
import { refuse, refusedOr, Refused, type Outcome } from '../../outcome'
import {
  addDays, currentStreak, monthDays, monthOf, positionAfter, rewardAt, signInRules, daysBetween, type SignInRules,
} from './rules'
import { lockFor } from '../../db/locks'

// Daily sign-in, make-up sign-in and the gold ledger list (docs/rules.md "Sign-in and gold coins";
// gold tasks: tasks.ts). Days are Asia/Shanghai calendar days of app.clock's now. Every gold move goes
// through the gold book with the sign-in or task claim row as its cause. A user's sign-in and
// make-ups run one at a time (an advisory lock per user and month), so streaks and the monthly
// make-up limit are computed on settled data; the unique (user, day) of sign_ins is the database's
// guarantee.


const lockUserMonth = (tx: Tx, userId: number, month: string) =>
  lockFor(tx, 'sign_in', userId, month)

/** The user's registration day (Shanghai). */
async function registrationDay(db: Db | Tx, userId: number): Promise<string> {
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId))
  return shanghaiMoment(user.createdAt).day
}

async function signedOn(db: Db | Tx, userId: number, day: string): Promise<typeof signIns.$inferSelect | undefined> {
  const [row] = await db.select().from(signIns).where(and(eq(signIns.userId, userId), eq(signIns.day, day)))
  return row
}

/** Consecutive signed days (made-up ones count) ending on `day`; 0 when `day` is not signed. */
export async function runEndingAt(db: Db | Tx, userId: number, day: string): Promise<number> {
  if (!(await signedOn(db, userId, day))) return 0
  // the run starts at the latest signed day up to `day` whose previous day is not signed
  const prev = alias(signIns, 'prev')
  const [start] = await db.select({ day: signIns.day }).from(signIns)
    .where(and(
      eq(signIns.userId, userId), lte(signIns.day, day),
      notExists(db.select({ one: sql`1` }).from(prev)
        .where(and(eq(prev.userId, signIns.userId), eq(prev.day, sql`${signIns.day} - 1`)))),
    ))
    .orderBy(desc(signIns.day)).limit(1)
  return daysBetween(start.day, day) + 1
}

/** Make-up sign-ins of the month 'YYYY-MM'. */
async function madeUpIn(db: Db | Tx, userId: number, month: string): Promise<number> {
  const days = monthDays(month)
  const [{ n }] = await db.select({ n: count() }).from(signIns).where(and(
    eq(signIns.userId, userId), eq(signIns.madeUp, true), gte(signIns.day, days[0]), lte(signIns.day, days[days.length - 1]),
  ))
  return Number(n)
}

/**
 * Books a sign-in row of `day` (in the caller's transaction, under the user's lock): its streak
 * position after the run ending the day before, its gold (doubled for members), the make-up cost
 * first when `cost` is given. Refused when the day is already signed or the gold is short.
 */
async function book(tx: Tx, rules: SignInRules, userId: number, day: string, now: Date, cost: number | null): Promise<SignInResult> {
  const streak = positionAfter(await runEndingAt(tx, userId, addDays(day, -1)), rules.rewards.length)
  const gold = rewardAt(rules, streak, await isMember(tx, userId, now))
  const madeUp = cost !== null
  const [row] = await tx.insert(signIns).values({ userId, day, madeUp, streak, gold, createdAt: now })
    .onConflictDoNothing().returning({ id: signIns.id })
  if (!row) throw new Refused(refuse(madeUp ? 'makeUpAlreadySigned' : 'signInAlreadyToday'))
  if (cost) {
    const paid = await goldBook.debit(tx, { userId, kind: 'make_up_cost', amount: cost, refType: 'sign_in', refId: row.id, note: day, at: now })
    if (paid === 'insufficient') throw new Refused(refuse('goldNotEnough'))
  }
  await goldBook.credit(tx, { userId, kind: madeUp ? 'make_up' : 'sign_in', amount: gold, refType: 'sign_in', refId: row.id, note: day, at: now })
  return { date: day, gold, gold_spent: cost ?? 0, gold_balance: await goldBook.balance(tx, userId), streak }
}

/** signIn: today's sign-in, once (今天已经签到过了 for a second one). */
export async function signIn(db: Db, userId: number, now: Date): Promise<Outcome<SignInResult>> {
  const { day } = shanghaiMoment(now)
  const rules = await signInRules(db)
  return refusedOr(() => db.transaction(async (tx) => {
    await lockUserMonth(tx, userId, monthOf(day))
    return { value: await book(tx, rules, userId, day, now, null) }
  }))
}

/**
 * makeUpSignIn {date}: a missed day earlier this month, not before registration, within the
 * monthly limit, for make_up_cost gold (nothing written when short). The day pays the reward of
 * its streak position after the days signed before it.
 */
export async function makeUpSignIn(db: Db, userId: number, date: string, now: Date): Promise<Outcome<SignInResult>> {
  const { day: today } = shanghaiMoment(now)
  const month = monthOf(today)
  if (date >= today) return refuse('makeUpNotPast')
  if (monthOf(date) !== month) return refuse('makeUpOtherMonth')
  if (date < await registrationDay(db, userId)) return refuse('makeUpBeforeRegistration')
  const rules = await signInRules(db)
  return refusedOr(() => db.transaction(async (tx) => {
    await lockUserMonth(tx, userId, month)
    if (await signedOn(tx, userId, date)) throw new Refused(refuse('makeUpAlreadySigned'))
    if (await madeUpIn(tx, userId, month) >= rules.makeUpLimit) {
      throw new Refused(refuse('makeUpLimit', { limit: String(rules.makeUpLimit) }))
    }
    return { value: await book(tx, rules, userId, date, now, rules.makeUpCost) }
  }))
}

/** config: the rules and the user's state today. */
export async function signInConfig(db: Db, userId: number, now: Date): Promise<SignInConfig> {
  const { day: today } = shanghaiMoment(now)
  const rules = await signInRules(db)
  const [signedToday, runYesterday, used, gold, member] = await Promise.all([
    signedOn(db, userId, today), runEndingAt(db, userId, addDays(today, -1)), madeUpIn(db, userId, monthOf(today)),
    goldBook.balance(db, userId), isMember(db, userId, now),
  ])
  return {
    rewards: rules.rewards,
    // what a sign-in pays this user at each place of the cycle: the same rewardAt the sign-in books with
    my_rewards: rules.rewards.map((_, i) => rewardAt(rules, i + 1, member)),
    member_multiplier: rules.memberMultiplier,
    make_up_cost: rules.makeUpCost,
    make_up_limit: rules.makeUpLimit,
    make_up_used: used,
    signed_today: Boolean(signedToday),
    streak: currentStreak(Boolean(signedToday), runYesterday, rules.rewards.length),
    gold,
    today,
  }
}

/** month {month}: every day of the month; can_make_up only for missed days of this month before today, after registration, while make-ups are left. */
export async function signInMonth(db: Db, userId: number, month: string, now: Date): Promise<SignInMonthResult> {
  const { day: today } = shanghaiMoment(now)
  const days = monthDays(month)
  const rules = await signInRules(db)
  const [rows, used, registered] = await Promise.all([
    db.select().from(signIns).where(and(eq(signIns.userId, userId), gte(signIns.day, days[0]), lte(signIns.day, days[days.length - 1]))),
    madeUpIn(db, userId, monthOf(today)),
    registrationDay(db, userId),
  ])
  const byDay = new Map(rows.map((r) => [r.day, r]))
  const left = Math.max(0, rules.makeUpLimit - used)
  const open = month === monthOf(today) && left > 0
  return {
    month,
    days: days.map((date) => {
      const row = byDay.get(date)
      return {
        date,
        signed: Boolean(row),
        made_up: row?.madeUp ?? false,
        gold: row?.gold ?? 0,
        can_make_up: open && !row && date < today && date >= registered,
      }
    }),
    make_up_left: left,
    make_up_cost: rules.makeUpCost,
  }
}

const KIND_TITLES: Record<string, MessageKey> = {
  sign_in: 'goldKindSignIn',
  make_up: 'goldKindMakeUp',
  make_up_cost: 'goldKindMakeUpCost',
  task: 'goldKindTask',
  discount_coupon: 'goldKindDiscountCoupon',
  discount_coupon_refund: 'goldKindDiscountCouponRefund',
  redeem: 'goldKindRedeem',
  raffle: 'goldKindRaffle',
  blind_box: 'goldKindBlindBox',
  raffle_prize: 'goldKindRafflePrize',
  recharge: 'goldKindRecharge',
  challenge_entry: 'goldKindChallengeEntry',
  challenge_prize: 'goldKindChallengePrize',
  seeding_reward: 'goldKindSeeding',
}

/** lists {page, limit}: the user's gold ledger, newest first. */
export async function goldRecords(db: Db, userId: number, page: number, limit: number, lang: Lang): Promise<SignInListsResult> {
  const mine = eq(goldLedger.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(goldLedger).where(mine).orderBy(desc(goldLedger.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(goldLedger).where(mine),
  ])
  const list = rows.map((r): GoldRecord => ({
    id: r.id,
    kind: r.kind,
    title: translate(lang, KIND_TITLES[r.kind] ?? 'goldKindOther'),
    gold: r.amount,
    balance_after: r.balanceAfter,
    create_time: formatTime(r.createdAt)!,
  }))
  return { list, total: Number(total), page, limit }
}
