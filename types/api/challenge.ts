import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, NoBody, Nullable, OneOf, PagedOf, paging, TimeText, YuanText, type CallBody } from './contract'

// Challenges (挑战赛, docs/rules.md "Challenges"): this project's own calls under /api/challenge/
// (the spec names the pages, not their calls). A user joins a live challenge (its entry costs gold
// or nothing), has `duration_days` from joining to reach the goal in approved free meals, and gets
// the reward once on reaching it; when the time runs out the entry fails and gives nothing.

/** active: counting; completed: the goal reached in time (reward granted); failed: time ran out. */
export const ENTRY_STATES = ['active', 'completed', 'failed'] as const
export type EntryState = typeof ENTRY_STATES[number]

/** What the reward is paid in: gold coins (the gold book) or cash (the wallet, 挑战奖励 in its income). */
export const REWARD_KINDS = ['gold', 'cash'] as const
export type RewardKind = typeof REWARD_KINDS[number]

/** A client's id for one join: the same id twice is one join (8-64 letters, digits, _ or -). */
export const ChallengeRequestId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })

/** The challenge's terms, as both the challenge cards and the entries show them. */
const terms = {
  title: Type.String(),
  /** Approved free meals to reach. */
  goal: Type.Integer(),
  /** Days from joining to reach the goal. */
  duration_days: Type.Integer(),
  /** Gold taken on joining; 0 = free. */
  entry_gold: Type.Integer(),
  reward_kind: OneOf(REWARD_KINDS),
  /** The reward in coins (gold) or 0. */
  reward_gold: Type.Integer(),
  /** The reward in yuan (cash) or '0.00'. */
  reward_cash: YuanText,
}

export const ChallengeSchema = Type.Object({
  id: Type.Integer(),
  ...terms,
  description: Type.String(),
  /** Joining closes at this time (an operator may close it sooner). */
  join_until: TimeText,
  /** The caller has an active entry in it (false for guests). */
  joined: Type.Boolean(),
  /** The caller's active entry: its id, progress and deadline (null when not joined). */
  entry_id: Nullable(Type.Integer()),
  progress: Nullable(Type.Integer()),
  deadline: Nullable(TimeText),
})
export type Challenge = Static<typeof ChallengeSchema>

export const ChallengeEntrySchema = Type.Object({
  id: Type.Integer(),
  challenge_id: Type.Integer(),
  ...terms,
  /** Approved free meals counted so far (at most the goal). */
  progress: Type.Integer(),
  state: OneOf(ENTRY_STATES),
  joined_at: TimeText,
  /** The end of the window: approvals before it count; an active entry fails at it. */
  deadline: TimeText,
  /** When it completed or failed; null while active. */
  ended_at: Nullable(TimeText),
  /** The reward was paid (completed entries). */
  reward_granted: Type.Boolean(),
})
export type ChallengeEntry = Static<typeof ChallengeEntrySchema>

export const ChallengeListSchema = Type.Object({
  /** Live challenges open to join, in the operators' order. */
  list: Type.Array(ChallengeSchema),
  /** The rules every challenge follows, in the caller's language (挑战规则). */
  rules: Type.Array(Type.String()),
  /** The server's clock, for the countdowns. */
  server_time: TimeText,
})
export type ChallengeList = Static<typeof ChallengeListSchema>

export const ChallengeDetailSchema = Type.Object({
  challenge: ChallengeSchema,
  /** This challenge's terms and the common rules, in the caller's language. */
  rules: Type.Array(Type.String()),
})
export type ChallengeDetail = Static<typeof ChallengeDetailSchema>

export const ChallengeEntriesSchema = Type.Object({
  ...PagedOf(ChallengeEntrySchema).properties,
  /** The server's clock, for the countdowns to the deadlines. */
  server_time: TimeText,
})
export type ChallengeEntries = Static<typeof ChallengeEntriesSchema>

export const challenge = calls({
  list: {
    path: '/api/challenge/list',
    doc: "the live challenges open to join, with the caller's active entry in each (none for guests) and the common rules.",
    auth: 'optional',
    body: NoBody,
    result: ChallengeListSchema,
  },
  detail: {
    path: '/api/challenge/detail',
    doc: "one challenge (live or closed) with its rules and the caller's active entry.",
    auth: 'optional',
    body: Type.Object({ challenge_id: Id }),
    result: ChallengeDetailSchema,
  },
  join: {
    path: '/api/challenge/join',
    doc: 'joins a live challenge: takes its entry gold (never below zero) and opens an entry of duration_days; the same request_id again answers the same entry.',
    auth: 'required',
    body: Type.Object({ challenge_id: Id, request_id: Type.Optional(ChallengeRequestId) }),
    result: ChallengeEntrySchema,
  },
  mine: {
    path: '/api/challenge/mine',
    doc: "the caller's entries, newest first, all or in one state, with their progress.",
    auth: 'required',
    body: Type.Object({ state: Type.Optional(OneOf(ENTRY_STATES)), ...paging(50) }),
    result: ChallengeEntriesSchema,
  },
})

export type ChallengeJoinRequest = CallBody<typeof challenge.join>
export type ChallengeMineRequest = CallBody<typeof challenge.mine>
