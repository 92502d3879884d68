import { Type } from '@sinclair/typebox'
import { Exact, Limit, OneOf, Text, UserRef, opsCalls, returns, type OpsUserResult } from '../contract'

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

export interface OpsMembershipRow {
  user_id: number
  /** The user's phone, masked. */
  tel: string
  nickname: string
  expire_time: string
  active: boolean
  /** The latest grant: purchase, trial, task, ops, gold or ops_revoke (null when none was recorded). */
  last_source: string | null
  last_reason: string | null
  last_time: string | null
}

/** What grant and revoke did to the user named `user`. */
export type OpsMemberResult = OpsUserResult<
  | { outcome: 'granted'; days: number; expire_before: string | null; expire_after: string }
  | { outcome: 'revoked'; days: number; expire_before: string }
  | { outcome: 'not_member' }
>

/** What member-refund did to the order numbered `order`. */
export type OpsMemberRefundResult = { order: string } & (
  | { outcome: 'refunded'; user_id: number; amount: string; days: number; expire_before: string | null; expire_after: string | null; balance: string }
  | { outcome: 'not_found' }
  | { outcome: 'not_paid'; status: string }
  | { outcome: 'refunded_already' }
  | { outcome: 'bad_reason' }
)

export const memberOps = opsCalls({
  memberships: {
    path: '/ops/memberships',
    doc: 'lists memberships: running ones (active, latest expiry first) or every user who has one (all).',
    auth: 'operator',
    body: Exact({ status: OneOf(['active', 'all'] as const), limit: Limit(500) }),
    result: returns<{ command: 'memberships'; memberships: OpsMembershipRow[] }>(),
  },
  grant: {
    path: '/ops/grant',
    doc: "adds membership days to a user (by id or mobile number), after the current expiry; the reason is recorded.",
    auth: 'operator',
    body: Exact({ user: UserRef, days: Type.Integer({ minimum: 1, maximum: MEMBER_DAYS_MAX }), reason: Reason }),
    result: returns<{ command: 'grant'; result: OpsMemberResult }>(),
  },
  revoke: {
    path: '/ops/revoke',
    doc: "ends a user's membership now; the reason is recorded.",
    auth: 'operator',
    body: Exact({ user: UserRef, reason: Reason }),
    result: returns<{ command: 'revoke'; result: OpsMemberResult }>(),
  },
  memberRefund: {
    path: '/ops/member-refund',
    doc: 'refunds a paid membership order to the wallet and takes its days back (never before now).',
    auth: 'operator',
    body: Exact({ order: Type.String({ pattern: MEMBER_ORDER_NO_PATTERN }), reason: Reason }),
    result: returns<{ command: 'member-refund'; result: OpsMemberRefundResult }>(),
  },
})
