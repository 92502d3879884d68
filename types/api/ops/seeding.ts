import { Type, type Static } from '@sinclair/typebox'
import { Exact, Id, Limit, Nullable, OneOf, OpsOutcome, OpsResult, OptText, Text, TimeText, UnionWith, opsCalls } from '../contract'
import { REWARD_KINDS } from '../challenge'

// The operators' seeding calls (docs/contract.md "Operator calls"; docs/rules.md "Seeding
// activity"): activities created or changed, submissions listed by state, approved (the reward
// granted once) or refused with a reason. Served by server/src/modules/seeding/ops.ts.

/** An entry's states as stored: 'none' is only what the app shows when there is no entry. */
export const SEEDING_ENTRY_STATES = ['applied', 'submitted', 'approved', 'rejected'] as const
export type SeedingEntryState = typeof SEEDING_ENTRY_STATES[number]

export const SEEDING_REASON_MAX = 200
/** A link host: a domain name, lowercase (xiaohongshu.com; its subdomains count too). */
const Host = Type.String({ minLength: 3, maxLength: 100, pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$' })

export const OpsSeedingActivityBody = Exact({
  /** Absent: a new activity; present: that activity changed (every field given again). */
  id: Type.Optional(Id),
  title: Text(40),
  content: Text(2000),
  images: Type.Array(Text(300), { maxItems: 9 }),
  rule: OptText(2000),
  reward_kind: OneOf(REWARD_KINDS),
  /** Coins (gold) or fen (cash), at least 1. */
  reward_amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  /** Shanghai times 'YYYY-MM-DD HH:mm:ss'; end after start. */
  start_time: TimeText,
  end_time: TimeText,
  platform: Text(20),
  allowed_hosts: Type.Array(Host, { minItems: 1, maxItems: 10 }),
  enabled: Type.Boolean(),
})
export type OpsSeedingActivityBody = Static<typeof OpsSeedingActivityBody>

export const OpsSeedingActivityRowSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  reward_kind: OneOf(REWARD_KINDS),
  reward_amount: Type.Integer(),
  start_time: TimeText,
  end_time: TimeText,
  platform: Type.String(),
  allowed_hosts: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  /** Entries waiting for review. */
  submitted: Type.Integer(),
})
export type OpsSeedingActivityRow = Static<typeof OpsSeedingActivityRowSchema>

export const OpsSeedingSubmissionRowSchema = Type.Object({
  id: Type.Integer(),
  activity_id: Type.Integer(),
  /** Phone masked (138****0001), else the nickname masked. */
  user: Type.String(),
  state: OneOf(SEEDING_ENTRY_STATES),
  link: Nullable(Type.String()),
  images: Type.Array(Type.String()),
  submitted_at: Nullable(TimeText),
  reviewed_at: Nullable(TimeText),
  reject_reason: Nullable(Type.String()),
})
export type OpsSeedingSubmissionRow = Static<typeof OpsSeedingSubmissionRowSchema>

/** A review's answer: done, or why not (the entry's state when it was not waiting for review). */
export const OpsSeedingReviewSchema = UnionWith({ id: Id }, [
  OpsOutcome('approved'),
  OpsOutcome('refused'),
  OpsOutcome('not_found'),
  OpsOutcome('not_submitted', { state: OneOf(SEEDING_ENTRY_STATES) }),
])
export type OpsSeedingReview = Static<typeof OpsSeedingReviewSchema>

export const seedingOps = opsCalls({
  seedingActivities: {
    path: '/ops/seeding-activities',
    doc: 'lists the seeding activities, newest first, with how many submissions wait for review.',
    auth: 'operator',
    roles: ['content', 'reviewer'],
    reads: true,
    body: Exact({}),
    result: OpsResult('seeding-activities', { activities: Type.Array(OpsSeedingActivityRowSchema) }),
  },
  seedingActivitySave: {
    path: '/ops/seeding-activity-save',
    doc: 'creates a seeding activity, or changes one (id).',
    auth: 'operator',
    roles: ['content'],
    body: OpsSeedingActivityBody,
    result: OpsResult('seeding-activity-save', {
      outcome: OneOf(['created', 'updated', 'not_found', 'bad_window'] as const), activity: Nullable(OpsSeedingActivityRowSchema),
    }),
  },
  seedingSubmissions: {
    path: '/ops/seeding-submissions',
    doc: 'lists entries in one state (submitted: waiting for review, oldest first) or all (newest first).',
    auth: 'operator',
    roles: ['reviewer'],
    reads: true,
    body: Exact({ state: OneOf([...SEEDING_ENTRY_STATES, 'all'] as const), activity_id: Type.Optional(Id), limit: Limit(500) }),
    result: OpsResult('seeding-submissions', { submissions: Type.Array(OpsSeedingSubmissionRowSchema) }),
  },
  seedingApprove: {
    path: '/ops/seeding-approve',
    doc: "approves a submitted entry: the activity's reward granted once (gold book or wallet) and the user notified.",
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({ id: Id }),
    result: OpsResult('seeding-approve', { result: OpsSeedingReviewSchema }),
  },
  seedingRefuse: {
    path: '/ops/seeding-refuse',
    doc: 'refuses a submitted entry with a reason the user sees; they may submit again while the activity runs.',
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({ id: Id, reason: Text(SEEDING_REASON_MAX) }),
    result: OpsResult('seeding-refuse', { result: OpsSeedingReviewSchema }),
  },
})
