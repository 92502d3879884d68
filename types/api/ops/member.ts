import { Type, type Static } from '@sinclair/typebox'
import { Exact, Limit, Nullable, OneOf, OpsOutcome, OpsResult, OpsUserResult, Text, TimeText, UnionWith, UserRef, YuanText, opsCalls } from '../contract'

// The operators' membership calls (docs/contract.md "Operator calls"; docs/rules.md "Membership"):
// the list, grants and revocations with a reason, and refunds of paid membership orders. Served by
// server/src/modules/member/ops.ts.

/** An operator's membership reason: 1 to 200 characters. */
export const MEMBER_REASON_MAX = 200
/** Days an operator may grant at once. */
export const MEMBER_DAYS_MAX = 3660
/** A membership order number: 'MB' + 16 digits. */
export const MEMBER_ORDER_NO_PATTERN = '^MB\\d{16}$'
const Reason = Text(MEMBER_REASON_MAX)
const MemberOrderNo = Type.String({ pattern: MEMBER_ORDER_NO_PATTERN })

export const OpsMembershipRowSchema = Type.Object({
  user_id: Type.Integer(),
  /** The user's phone, masked. */
  tel: Type.String(),
  nickname: Type.String(),
  expire_time: TimeText,
  active: Type.Boolean(),
  /** The latest grant: purchase, trial, task, ops, gold or ops_revoke (null when none was recorded). */
  last_source: Nullable(Type.String()),
  last_reason: Nullable(Type.String()),
  last_time: Nullable(TimeText),
})
export type OpsMembershipRow = Static<typeof OpsMembershipRowSchema>

/** What grant and revoke did to the user named `user`. */
export const OpsMemberResultSchema = OpsUserResult(
  OpsOutcome('granted', { days: Type.Integer(), expire_before: Nullable(TimeText), expire_after: TimeText }),
  OpsOutcome('revoked', { days: Type.Integer(), expire_before: TimeText }),
  OpsOutcome('not_member'),
)
export type OpsMemberResult = Static<typeof OpsMemberResultSchema>

/** What member-refund did to the order numbered `order`. */
export const OpsMemberRefundResultSchema = UnionWith({ order: MemberOrderNo }, [
  OpsOutcome('refunded', {
    user_id: Type.Integer(), amount: YuanText, days: Type.Integer(), expire_before: Nullable(TimeText), expire_after: Nullable(TimeText), balance: YuanText,
  }),
  OpsOutcome('not_found'),
  OpsOutcome('not_paid', { status: Type.String() }),
  OpsOutcome('refunded_already'),
  OpsOutcome('bad_reason'),
])
export type OpsMemberRefundResult = Static<typeof OpsMemberRefundResultSchema>

export const memberOps = opsCalls({
  memberships: {
    path: '/ops/memberships',
    doc: 'lists memberships: running ones (active, latest expiry first) or every user who has one (all).',
    auth: 'operator',
    roles: ['finance', 'reviewer'],
    reads: true,
    body: Exact({ status: OneOf(['active', 'all'] as const), limit: Limit(500) }),
    result: OpsResult('memberships', { memberships: Type.Array(OpsMembershipRowSchema) }),
  },
  grant: {
    path: '/ops/grant',
    doc: "adds membership days to a user (by id or mobile number), after the current expiry; the reason is recorded.",
    auth: 'operator',
    roles: ['finance'],
    body: Exact({ user: UserRef, days: Type.Integer({ minimum: 1, maximum: MEMBER_DAYS_MAX }), reason: Reason }),
    result: OpsResult('grant', { result: OpsMemberResultSchema }),
  },
  revoke: {
    path: '/ops/revoke',
    doc: "ends a user's membership now; the reason is recorded.",
    auth: 'operator',
    roles: ['finance'],
    body: Exact({ user: UserRef, reason: Reason }),
    result: OpsResult('revoke', { result: OpsMemberResultSchema }),
  },
  memberRefund: {
    path: '/ops/member-refund',
    doc: 'refunds a paid membership order to the wallet and takes its days back (never before now).',
    auth: 'operator',
    roles: ['finance'],
    body: Exact({ order: MemberOrderNo, reason: Reason }),
    result: OpsResult('member-refund', { result: OpsMemberRefundResultSchema }),
  },
})
