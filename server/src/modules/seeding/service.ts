import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { MarketingXhsResult } from '@api-types/marketing'
import type { RewardKind } from '@api-types/challenge'
import type { SeedingActivity, SeedingStatus, SeedingStatusResult } from '@api-types/seedingActivity'
import type { OpsSeedingReview, SeedingEntryState } from '@api-types/ops/seeding'
import type { Db } from '../../db/driver'
import { marketingPosts, seedingActivities, seedingEntries } from '../../db/schema'
import { formatTime, yuan } from '../../lib'
import { refuse, type Outcome } from '../../outcome'
import { goldBook } from '../gold/ledger'
import type { Tx } from '../ledger/book'
import { notify } from '../notification/service'
import { credit } from '../wallet/ledger'

// The seeding (种草) activity (docs/rules.md "Seeding activity"): the current activity and the
// user's entry in it, applying once, submitting the post's link (its host among the activity's) and
// screenshots while applied or refused and the window is open, and the operators' review: approval
// grants the reward once (cause ('seeding_entry', id) in the gold book or the wallet), each review
// notifies the user in its transaction.
//
// Lock order (reviews): the entry row, then the gold or wallet row.

export type ActivityRow = typeof seedingActivities.$inferSelect
export type EntryRow = typeof seedingEntries.$inferSelect

const DAY_MS = 86_400_000
/** An ended activity stays the current one this long, so its users still see how their entry went. */
const SHOWN_AFTER_END_MS = 30 * DAY_MS
/** What an entry's ledger rows name as their cause: ('seeding_entry', entry id). */
const CAUSE = 'seeding_entry'
/** The page a review's notification opens. */
const PAGE = '/challenge/media_promotion'

/**
 * The current activity: the enabled one running now (the latest started), else the one that ended
 * last, within 30 days; none before any has started.
 */
export async function currentActivity(db: Db | Tx, now: Date): Promise<ActivityRow | null> {
  const [row] = await db.select().from(seedingActivities).where(and(
    eq(seedingActivities.enabled, true), lte(seedingActivities.startTime, now),
    gt(seedingActivities.endTime, new Date(now.getTime() - SHOWN_AFTER_END_MS)),
  )).orderBy(sql`${seedingActivities.endTime} > ${now} desc`, desc(seedingActivities.startTime), desc(seedingActivities.id)).limit(1)
  return row ?? null
}

async function entryOf(db: Db | Tx, userId: number, activityId: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(seedingEntries).where(and(eq(seedingEntries.userId, userId), eq(seedingEntries.activityId, activityId)))
  return row ?? null
}

function activityView(a: ActivityRow, entry: EntryRow | null, now: Date): SeedingActivity {
  return {
    id: a.id, title: a.title, content: a.content, images: a.images, rule: a.rule,
    reward_kind: a.rewardKind as RewardKind,
    reward_gold: a.rewardKind === 'gold' ? a.rewardAmount : 0,
    reward_cash: a.rewardKind === 'cash' ? yuan(a.rewardAmount) : '0.00',
    start_time: formatTime(a.startTime)!, end_time: formatTime(a.endTime)!,
    platform: a.platform, allowed_hosts: a.allowedHosts, server_time: formatTime(now)!,
    status: (entry?.state ?? 'none') as SeedingStatus,
    link: entry?.link ?? null,
    submitted_images: entry?.images ?? [],
    reject_reason: entry?.state === 'rejected' ? entry.rejectReason : null,
    review_time: formatTime(entry?.reviewedAt) ?? null,
  }
}

/** seedingActivity/getSeeding: the current activity with the user's entry; null when there is none. */
export async function seedingOf(db: Db, userId: number, now: Date): Promise<SeedingActivity | null> {
  const a = await currentActivity(db, now)
  return a ? activityView(a, await entryOf(db, userId, a.id), now) : null
}

/** seedingActivity/apply: joins the current activity while it runs; once (again: the entry's state). */
export async function applySeeding(db: Db, userId: number, now: Date): Promise<Outcome<SeedingStatusResult>> {
  const a = await currentActivity(db, now)
  if (!a) return refuse('seedingNone')
  const known = await entryOf(db, userId, a.id)
  if (known) return { value: { status: known.state as SeedingStatus } }
  if (a.endTime <= now) return refuse('seedingEnded')
  await db.insert(seedingEntries).values({ activityId: a.id, userId, appliedAt: now }).onConflictDoNothing()
  const entry = await entryOf(db, userId, a.id)
  return { value: { status: entry!.state as SeedingStatus } }
}

/** Whether a link's host is one of the hosts or a subdomain of one (xhslink.com, www.xiaohongshu.com). */
export function hostAllowed(link: string, hosts: readonly string[]): boolean {
  let host: string
  try {
    host = new URL(link).hostname.toLowerCase().replace(/\.$/, '')
  } catch {
    return false
  }
  return hosts.some((h) => host === h || host.endsWith(`.${h}`))
}

/**
 * seedingActivity/submit: the link (its host among the activity's) and the screenshots (checked by
 * the route: the user's own uploads) for review; only from applied or rejected, before the end.
 * The update is conditional on the state, so of two parallel submits one is taken.
 */
export async function submitSeeding(db: Db, userId: number, link: string, images: string[], now: Date): Promise<Outcome<SeedingStatusResult>> {
  const a = await currentActivity(db, now)
  if (!a) return refuse('seedingNone')
  const entry = await entryOf(db, userId, a.id)
  if (!entry) return refuse('seedingApplyFirst')
  if (a.endTime <= now) return refuse('seedingEnded')
  if (!hostAllowed(link, a.allowedHosts)) return refuse('seedingLinkHost', { platform: a.platform, hosts: a.allowedHosts.join(', ') })
  const [taken] = await db.update(seedingEntries).set({ state: 'submitted', link, images, submittedAt: now, rejectReason: null })
    .where(and(eq(seedingEntries.id, entry.id), inArray(seedingEntries.state, ['applied', 'rejected']))).returning()
  if (taken) return { value: { status: 'submitted' } }
  const [now_] = await db.select({ state: seedingEntries.state }).from(seedingEntries).where(eq(seedingEntries.id, entry.id))
  return refuse(now_.state === 'approved' ? 'seedingAlreadyApproved' : 'seedingInReview')
}

/** marketing/getMarketingXhs: the enabled Xiaohongshu posts in the operators' order. */
export async function xhsPosts(db: Db): Promise<MarketingXhsResult> {
  const rows = await db.select().from(marketingPosts).where(and(eq(marketingPosts.platform, 'xhs'), eq(marketingPosts.enabled, true)))
    .orderBy(asc(marketingPosts.sort), asc(marketingPosts.id))
  return rows.map((p) => ({ id: p.id, title: p.title, content: p.content, images: p.images, tags: p.tags }))
}

/** The reward's figure as the notification's params carry it: '200' gold or '5.00' yuan. */
const rewardParams = (a: ActivityRow) => ({ title: a.title, reward_kind: a.rewardKind, amount: a.rewardKind === 'gold' ? String(a.rewardAmount) : yuan(a.rewardAmount) })

/**
 * An operator's review of a submitted entry, in one transaction: the entry locked; anything but
 * submitted is answered as it is (so of parallel approvals one grants). Approval grants the
 * activity's reward (gold book or wallet, cause ('seeding_entry', id): once even past this lock);
 * refusal stores the reason. Either notifies the user, keyed by the entry and its review count.
 */
export async function reviewEntry(db: Db, id: number, verdict: { approve: true } | { approve: false; reason: string }, now: Date): Promise<OpsSeedingReview> {
  return db.transaction(async (tx): Promise<OpsSeedingReview> => {
    const [entry] = await tx.select().from(seedingEntries).where(eq(seedingEntries.id, id)).for('update')
    if (!entry) return { id, outcome: 'not_found' }
    if (entry.state !== 'submitted') return { id, outcome: 'not_submitted', state: entry.state as SeedingEntryState }
    const [a] = await tx.select().from(seedingActivities).where(eq(seedingActivities.id, entry.activityId))
    const n = entry.reviews + 1
    if (verdict.approve) {
      await tx.update(seedingEntries).set({ state: 'approved', reviewedAt: now, reviews: n, rejectReason: null }).where(eq(seedingEntries.id, id))
      const cause = { userId: entry.userId, refType: CAUSE, refId: entry.id, note: a.title, at: now }
      const booked = a.rewardKind === 'gold'
        ? await goldBook.credit(tx, { ...cause, kind: 'seeding_reward', amount: a.rewardAmount })
        : await credit(tx, { ...cause, kind: 'seeding_reward', amountFen: a.rewardAmount })
      if (booked !== 'done') throw new Error(`seeding entry ${id} was rewarded already`)
      await notify(tx, { userId: entry.userId, kind: 'seedingApproved', key: `seedingApproved:${id}:${n}`, params: rewardParams(a), path: PAGE })
      return { id, outcome: 'approved' }
    }
    await tx.update(seedingEntries).set({ state: 'rejected', reviewedAt: now, reviews: n, rejectReason: verdict.reason }).where(eq(seedingEntries.id, id))
    await notify(tx, { userId: entry.userId, kind: 'seedingRefused', key: `seedingRefused:${id}:${n}`, params: { title: a.title, reason: verdict.reason }, path: PAGE })
    return { id, outcome: 'refused' }
  })
}
