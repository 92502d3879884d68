import { Type, type Static } from '@sinclair/typebox'
import { Exact, Id, Limit, Nullable, OneOf, OpsOutcome, OpsResult, Text, TimeText, UnionWith, opsCalls } from '../contract'
import { ENTRY_STATES, REWARD_KINDS } from '../challenge'

// The operators' challenge calls (docs/contract.md "Operator calls"; docs/rules.md "Challenges"):
// creating or changing a challenge, closing it to new entries, and listing entries. Served by
// server/src/modules/challenge/ops.ts.

export const CHALLENGE_TITLE_MAX = 40
export const CHALLENGE_DESCRIPTION_MAX = 300

export const OpsChallengeRowSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  goal: Type.Integer(),
  duration_days: Type.Integer(),
  entry_gold: Type.Integer(),
  reward_kind: OneOf(REWARD_KINDS),
  /** Coins (gold) or fen (cash). */
  reward_amount: Type.Integer(),
  status: OneOf(['live', 'closed'] as const),
  join_until: TimeText,
  sort: Type.Integer(),
})
export type OpsChallengeRow = Static<typeof OpsChallengeRowSchema>

export const OpsChallengeEntryRowSchema = Type.Object({
  id: Type.Integer(),
  challenge_id: Type.Integer(),
  /** Phone masked (138****0001), else the nickname masked. */
  user: Type.String(),
  round: Type.Integer(),
  state: OneOf(ENTRY_STATES),
  progress: Type.Integer(),
  goal: Type.Integer(),
  joined_at: TimeText,
  deadline: TimeText,
  ended_at: Nullable(TimeText),
  reward_granted: Type.Boolean(),
})
export type OpsChallengeEntryRow = Static<typeof OpsChallengeEntryRowSchema>

export const OpsChallengeCloseSchema = UnionWith({ id: Id }, [
  OpsOutcome('closed'),
  OpsOutcome('not_found'),
  OpsOutcome('already_closed'),
])
export type OpsChallengeClose = Static<typeof OpsChallengeCloseSchema>

export const challengeOps = opsCalls({
  challengeSave: {
    path: '/ops/challenge-save',
    doc: 'creates a live challenge, or changes one (id): terms changed apply to entries made after; running entries keep theirs.',
    auth: 'operator',
    roles: ['content'],
    body: Exact({
      id: Type.Optional(Id),
      title: Text(CHALLENGE_TITLE_MAX),
      description: Type.Optional(Type.String({ maxLength: CHALLENGE_DESCRIPTION_MAX })),
      goal: Type.Integer({ minimum: 1, maximum: 100 }),
      duration_days: Type.Integer({ minimum: 1, maximum: 90 }),
      entry_gold: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
      reward_kind: OneOf(REWARD_KINDS),
      /** Coins (gold) or fen (cash), at least 1. */
      reward_amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
      /** Joining closes at this Shanghai time ('YYYY-MM-DD HH:mm:ss'). */
      join_until: TimeText,
      sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
    }),
    result: OpsResult('challenge-save', { outcome: OneOf(['created', 'updated', 'not_found'] as const), challenge: Nullable(OpsChallengeRowSchema) }),
  },
  challengeClose: {
    path: '/ops/challenge-close',
    doc: 'closes a challenge to new entries; running entries go on to their deadline.',
    auth: 'operator',
    roles: ['content'],
    body: Exact({ id: Id }),
    result: OpsResult('challenge-close', { result: OpsChallengeCloseSchema }),
  },
  challengeEntries: {
    path: '/ops/challenge-entries',
    doc: 'lists entries, newest first: of one challenge or all, in one state or all.',
    auth: 'operator',
    roles: ['content', 'reviewer'],
    reads: true,
    body: Exact({ challenge_id: Type.Optional(Id), state: OneOf([...ENTRY_STATES, 'all'] as const), limit: Limit(500) }),
    result: OpsResult('challenge-entries', { entries: Type.Array(OpsChallengeEntryRowSchema) }),
  },
})
