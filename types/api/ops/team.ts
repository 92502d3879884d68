import { Type, type Static } from '@sinclair/typebox'
import { Exact, Limit, Nullable, OneOf, OpsOutcome, OpsResult, Text, TimeText, UnionWith, YuanText, opsCalls } from '../contract'
import { COMMISSION_CAUSES, COMMISSION_STATES, TeamLevel } from '../team'

// The operators' team calls (docs/contract.md "Operator calls"; docs/rules.md "Team and
// referral"): commissions held for review (listed with their reason), releasing or refusing them,
// and moving due commissions to the wallet now. Served by server/src/modules/team/ops.ts.

/** An operator's reason for refusing a commission: 1 to 200 characters. */
export const COMMISSION_REASON_MAX = 200
/** Why a commission was held or refused by the rules (cancelled: the beneficiary's account was cancelled before its release). */
export const HOLD_REASONS = ['shared_device', 'shared_wechat', 'same_address', 'cancelled'] as const
export type HoldReason = typeof HOLD_REASONS[number]
/** One of HOLD_REASONS, or null (a nullable string in the schema). */
const HoldReasonOrNull = Type.Unsafe<HoldReason | null>({ type: 'string', nullable: true, description: HOLD_REASONS.join(' | ') })

const CommissionId = Type.Integer({ minimum: 1, maximum: 2147483647 })

export const OpsCommissionRowSchema = Type.Object({
  id: Type.Integer(),
  /** Who earns it and whose rebate or payment earned it: phones masked (138****0001), nicknames masked. */
  beneficiary: Type.String(),
  member: Type.String(),
  level: TeamLevel,
  cause: OneOf(COMMISSION_CAUSES),
  base: YuanText,
  amount: YuanText,
  status: OneOf(COMMISSION_STATES),
  /** The rule that held or refused it (null: none). */
  hold_reason: HoldReasonOrNull,
  /** An operator's or the undoing's reason (null: none). */
  reason: Nullable(Type.String()),
  release_time: TimeText,
  create_time: TimeText,
})
export type OpsCommissionRow = Static<typeof OpsCommissionRowSchema>

/** What a decision on the commission numbered `id` did. */
export const OpsCommissionDecisionSchema = UnionWith({ id: CommissionId }, [
  /** released: pending again, or credited when its release time has come (status says which). */
  OpsOutcome('released', { status: OneOf(COMMISSION_STATES), amount: YuanText }),
  OpsOutcome('refused', { amount: YuanText, hold_reason: HoldReasonOrNull }),
  OpsOutcome('not_found'),
  /** Only held commissions are released, held or pending ones refused; `status` is the commission's. */
  OpsOutcome('not_open', { status: Type.String() }),
])
export type OpsCommissionDecision = Static<typeof OpsCommissionDecisionSchema>

export const teamOps = opsCalls({
  commissions: {
    path: '/ops/commissions',
    doc: 'lists commissions, newest first: held ones (the default, with their reason) or one state, or all.',
    auth: 'operator',
    roles: ['reviewer', 'finance'],
    reads: true,
    body: Exact({ status: OneOf([...COMMISSION_STATES, 'all'] as const), limit: Limit(500) }),
    result: OpsResult('commissions', { commissions: Type.Array(OpsCommissionRowSchema) }),
  },
  commissionRelease: {
    path: '/ops/commission-release',
    doc: 'releases held commissions: pending until their release time, or credited at once when it has come.',
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({ ids: Type.Array(CommissionId, { minItems: 1, maxItems: 100 }) }),
    result: OpsResult('commission-release', { results: Type.Array(OpsCommissionDecisionSchema) }),
  },
  commissionRefuse: {
    path: '/ops/commission-refuse',
    doc: 'refuses a held or pending commission (never paid), with the reason.',
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({ id: CommissionId, reason: Text(COMMISSION_REASON_MAX) }),
    result: OpsResult('commission-refuse', { results: Type.Array(OpsCommissionDecisionSchema) }),
  },
  commissionReleaseDue: {
    path: '/ops/commission-release-due',
    doc: 'moves every pending commission whose frozen period has ended to the wallet now (the job does it every minute).',
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({}),
    result: OpsResult('commission-release-due', { credited: Type.Integer() }),
  },
})
