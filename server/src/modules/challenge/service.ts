import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Challenge, ChallengeEntries, ChallengeEntry, ChallengeList, EntryState, RewardKind } from '@api-types/challenge'
import type { Db } from '../../db/driver'
import { lockFor } from '../../db/locks'
import { challengeEntries, challengeEntryOrders, challenges } from '../../db/schema'
import { translate, type Lang } from '../../i18n'
import { formatTime, yuan } from '../../lib'
import { refuse, Refused, refusedOr, type Outcome } from '../../outcome'
import { goldBook } from '../gold/ledger'
import type { Tx } from '../ledger/book'
import type { RebateEvent } from '../reactions'
import { credit } from '../wallet/ledger'

// Challenges (docs/rules.md "Challenges"): joining (the entry gold taken once, through the gold
// book), progress from the user's free meals approved inside an entry's window (the module's
// reactions, in the approval's transaction), the reward granted once on reaching the goal, and the
// expired entries failed by the scheduler (a lapse of the expiry sweep).
//
// Lock order: the user's join lock (joins only), the entry rows (by id), then the gold or wallet row.

export type ChallengeRow = typeof challenges.$inferSelect
export type EntryRow = typeof challengeEntries.$inferSelect

const DAY_MS = 86_400_000
/** What an entry's ledger rows name as their cause: ('challenge_entry', entry id). */
const CAUSE = 'challenge_entry'

const rewardOf = (kind: string, amount: number) => ({
  reward_kind: kind as RewardKind,
  reward_gold: kind === 'gold' ? amount : 0,
  reward_cash: kind === 'cash' ? yuan(amount) : '0.00',
})

/** The reward as a line of text: '200 金币', '5.00 元现金'. */
export const rewardText = (lang: Lang, kind: string, amount: number): string =>
  kind === 'gold' ? translate(lang, 'challengeRewardGold', { gold: amount }) : translate(lang, 'challengeRewardCash', { amount: yuan(amount) })

function challengeView(c: ChallengeRow, active: EntryRow | null): Challenge {
  return {
    id: c.id, title: c.title, goal: c.goal, duration_days: c.durationDays, entry_gold: c.entryGold,
    ...rewardOf(c.rewardKind, c.rewardAmount),
    description: c.description,
    join_until: formatTime(c.joinUntil)!,
    joined: active !== null,
    entry_id: active?.id ?? null,
    progress: active?.progress ?? null,
    deadline: formatTime(active?.deadline) ?? null,
  }
}

export function entryView(e: EntryRow, c: Pick<ChallengeRow, 'title' | 'durationDays'>): ChallengeEntry {
  return {
    id: e.id, challenge_id: e.challengeId, title: c.title, goal: e.goal, duration_days: c.durationDays, entry_gold: e.entryGold,
    ...rewardOf(e.rewardKind, e.rewardAmount),
    progress: e.progress,
    state: e.state as EntryState,
    joined_at: formatTime(e.joinedAt)!,
    deadline: formatTime(e.deadline)!,
    ended_at: formatTime(e.endedAt),
    reward_granted: e.rewardGranted,
  }
}

/** The rules every challenge follows, in `lang`. */
export const commonRules = (lang: Lang): string[] =>
  (['challengeRuleCount', 'challengeRuleRevoke', 'challengeRuleReward', 'challengeRuleFail', 'challengeRuleOnce'] as const).map((k) => translate(lang, k))

/** One challenge's terms, then the common rules. */
export const rulesOf = (c: ChallengeRow, lang: Lang): string[] => [
  translate(lang, 'challengeRuleTerms', { days: c.durationDays, goal: c.goal, reward: rewardText(lang, c.rewardKind, c.rewardAmount) }),
  c.entryGold > 0 ? translate(lang, 'challengeRuleEntryGold', { gold: c.entryGold }) : translate(lang, 'challengeRuleEntryFree'),
  ...commonRules(lang),
]

/** The user's running entries (active, deadline not yet come) by challenge. */
async function activeEntries(db: Db, userId: number | null, now: Date, challengeIds: number[]): Promise<Map<number, EntryRow>> {
  if (userId === null || challengeIds.length === 0) return new Map()
  const rows = await db.select().from(challengeEntries).where(and(
    eq(challengeEntries.userId, userId), eq(challengeEntries.state, 'active'), gt(challengeEntries.deadline, now),
    inArray(challengeEntries.challengeId, challengeIds),
  ))
  return new Map(rows.map((r) => [r.challengeId, r]))
}

/** challenge/list: the live challenges one may join now, with the caller's running entry in each. */
export async function listChallenges(db: Db, userId: number | null, now: Date, lang: Lang): Promise<ChallengeList> {
  const rows = await db.select().from(challenges)
    .where(and(eq(challenges.status, 'live'), gt(challenges.joinUntil, now))).orderBy(asc(challenges.sort), asc(challenges.id))
  const mine = await activeEntries(db, userId, now, rows.map((c) => c.id))
  return { list: rows.map((c) => challengeView(c, mine.get(c.id) ?? null)), rules: commonRules(lang), server_time: formatTime(now)! }
}

/** challenge/detail: one challenge (any status) with its rules and the caller's running entry. */
export async function challengeDetail(db: Db, id: number, userId: number | null, now: Date, lang: Lang) {
  const [c] = await db.select().from(challenges).where(eq(challenges.id, id))
  if (!c) return refuse('challengeNotFound')
  const mine = await activeEntries(db, userId, now, [c.id])
  return { value: { challenge: challengeView(c, mine.get(c.id) ?? null), rules: rulesOf(c, lang) } }
}

/** Fails the entries (locked, or matched by the update) whose deadline has come: nothing is granted. */
const failDue = (tx: Db | Tx, now: Date, where = sql`true`) =>
  tx.update(challengeEntries).set({ state: 'failed', endedAt: challengeEntries.deadline })
    .where(and(eq(challengeEntries.state, 'active'), lte(challengeEntries.deadline, now), where))
    .returning({ id: challengeEntries.id })

/**
 * challenge/join: under the user's join lock, the same request id answers its entry again; else
 * the challenge must be live and open, the user without a running entry in it; the entry is made
 * (round n+1, the terms copied, deadline = now + duration_days) and its gold taken through the gold
 * book (cause ('challenge_entry', id)); too little gold refuses with nothing written.
 */
export async function joinChallenge(db: Db, userId: number, challengeId: number, requestId: string | null, now: Date): Promise<Outcome<ChallengeEntry>> {
  return refusedOr(() => db.transaction(async (tx): Promise<Outcome<ChallengeEntry>> => {
    await lockFor(tx, 'challenge_join', userId)
    if (requestId !== null) {
      const [same] = await tx.select({ e: challengeEntries, c: challenges }).from(challengeEntries)
        .innerJoin(challenges, eq(challenges.id, challengeEntries.challengeId))
        .where(and(eq(challengeEntries.userId, userId), eq(challengeEntries.requestId, requestId)))
      if (same) return { value: entryView(same.e, same.c) }
    }
    const [c] = await tx.select().from(challenges).where(eq(challenges.id, challengeId))
    if (!c) return refuse('challengeNotFound')
    if (c.status !== 'live' || c.joinUntil <= now) return refuse('challengeClosed')
    // an entry past its deadline that the scheduler has not reached yet fails now
    await failDue(tx, now, and(eq(challengeEntries.userId, userId), eq(challengeEntries.challengeId, challengeId)))
    const [running] = await tx.select({ id: challengeEntries.id }).from(challengeEntries)
      .where(and(eq(challengeEntries.userId, userId), eq(challengeEntries.challengeId, challengeId), eq(challengeEntries.state, 'active')))
    if (running) return refuse('challengeAlreadyJoined')
    const [{ rounds }] = await tx.select({ rounds: count() }).from(challengeEntries)
      .where(and(eq(challengeEntries.userId, userId), eq(challengeEntries.challengeId, challengeId)))
    const [entry] = await tx.insert(challengeEntries).values({
      challengeId, userId, round: Number(rounds) + 1, requestId, goal: c.goal, entryGold: c.entryGold,
      rewardKind: c.rewardKind, rewardAmount: c.rewardAmount, joinedAt: now, deadline: new Date(now.getTime() + c.durationDays * DAY_MS),
    }).returning()
    if (c.entryGold > 0) {
      const paid = await goldBook.debit(tx, { userId, kind: 'challenge_entry', amount: c.entryGold, refType: CAUSE, refId: entry.id, note: c.title, at: now })
      if (paid === 'insufficient') throw new Refused(refuse('goldNotEnough'))
    }
    return { value: entryView(entry, c) }
  }))
}

/** challenge/mine: the user's entries, newest first. */
export async function myEntries(db: Db, userId: number, state: EntryState | undefined, page: number, limit: number, now: Date): Promise<ChallengeEntries> {
  const where = and(eq(challengeEntries.userId, userId), state ? eq(challengeEntries.state, state) : undefined)
  const [rows, [{ total }]] = await Promise.all([
    db.select({ e: challengeEntries, c: { title: challenges.title, durationDays: challenges.durationDays } }).from(challengeEntries)
      .innerJoin(challenges, eq(challenges.id, challengeEntries.challengeId))
      .where(where).orderBy(desc(challengeEntries.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(challengeEntries).where(where),
  ])
  return { list: rows.map(({ e, c }) => entryView(e, c)), total: Number(total), page, limit, server_time: formatTime(now)! }
}

/** Pays an entry's reward (cause ('challenge_entry', id)): gold through the gold book, cash to the wallet (挑战奖励). */
async function grant(tx: Tx, entry: EntryRow, title: string, at: Date): Promise<void> {
  const cause = { userId: entry.userId, refType: CAUSE, refId: entry.id, note: title, at }
  const booked = entry.rewardKind === 'gold'
    ? await goldBook.credit(tx, { ...cause, kind: 'challenge_prize', amount: entry.rewardAmount })
    : await credit(tx, { ...cause, kind: 'challenge_prize', amountFen: entry.rewardAmount })
  if (booked !== 'done') throw new Error(`challenge entry ${entry.id} was rewarded already`)
}

/**
 * A free meal approved (the reaction, in the approval's transaction): each of the user's active
 * entries whose window holds the approval time counts it once (challenge_entry_orders' key); the
 * one reaching its goal completes and is rewarded. The entry rows are locked, so of parallel
 * approvals one completes it and the others find it completed.
 */
export async function countApproval(tx: Tx, e: RebateEvent): Promise<void> {
  const entries = await tx.select().from(challengeEntries).where(and(
    eq(challengeEntries.userId, e.userId), eq(challengeEntries.state, 'active'),
    lte(challengeEntries.joinedAt, e.at), gt(challengeEntries.deadline, e.at),
  )).orderBy(asc(challengeEntries.id)).for('update')
  for (const entry of entries) {
    const counted = await tx.insert(challengeEntryOrders).values({ entryId: entry.id, orderId: e.orderId, countedAt: e.at })
      .onConflictDoNothing().returning({ entryId: challengeEntryOrders.entryId })
    if (counted.length === 0) continue
    const progress = entry.progress + 1
    if (progress < entry.goal) {
      await tx.update(challengeEntries).set({ progress }).where(eq(challengeEntries.id, entry.id))
      continue
    }
    const [done] = await tx.update(challengeEntries).set({ progress: entry.goal, state: 'completed', endedAt: e.at, rewardGranted: true })
      .where(and(eq(challengeEntries.id, entry.id), eq(challengeEntries.state, 'active'))).returning()
    const [c] = await tx.select({ title: challenges.title }).from(challenges).where(eq(challenges.id, entry.challengeId))
    await grant(tx, done, c.title, e.at)
  }
}

/**
 * An approval revoked (the reaction): the active entries that counted it count it no more. A
 * completed entry keeps its progress and its reward (docs/rules.md "Challenges").
 */
export async function uncountApproval(tx: Tx, e: RebateEvent): Promise<void> {
  const counting = tx.select({ id: challengeEntryOrders.entryId }).from(challengeEntryOrders).where(eq(challengeEntryOrders.orderId, e.orderId))
  const entries = await tx.select().from(challengeEntries)
    .where(and(eq(challengeEntries.state, 'active'), inArray(challengeEntries.id, counting))).orderBy(asc(challengeEntries.id)).for('update')
  for (const entry of entries) {
    const removed = await tx.delete(challengeEntryOrders)
      .where(and(eq(challengeEntryOrders.entryId, entry.id), eq(challengeEntryOrders.orderId, e.orderId))).returning()
    if (removed.length) await tx.update(challengeEntries).set({ progress: sql`${challengeEntries.progress} - 1` }).where(eq(challengeEntries.id, entry.id))
  }
}

/** The scheduler's lapse: every active entry whose deadline has come fails (once: the update matches active ones only). */
export async function failExpired(db: Db, now: Date): Promise<number> {
  return (await failDue(db, now)).length
}
