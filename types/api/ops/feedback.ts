import { Type, type Static } from '@sinclair/typebox'
import { Exact, Id, Limit, Nullable, OneOf, OpsOutcome, OpsResult, OptText, Page, Text, TimeText, UnionWith, opsCalls } from '../contract'
import { FEEDBACK_ORDER_KINDS, FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../userFeedback'

// The operators' feedback calls (docs/contract.md "Operator calls"; docs/rules.md "Feedback"):
// listing the users' feedback, replying (the user is notified) and closing. Served by
// server/src/modules/feedback/ops.ts.

export const FEEDBACK_REPLY_MAX = 500
export const FEEDBACK_AUTHOR_MAX = 20

export const OpsFeedbackRowSchema = Type.Object({
  id: Type.Integer(),
  /** Phone masked (138****0001), else the nickname masked. */
  user: Type.String(),
  type: OneOf(FEEDBACK_TYPES),
  content: Type.String(),
  images: Type.Integer(),
  order: Nullable(Type.String()),
  order_kind: Type.Unsafe<typeof FEEDBACK_ORDER_KINDS[number] | null>({ type: 'string', nullable: true, enum: [...FEEDBACK_ORDER_KINDS, null] }),
  contact: Nullable(Type.String()),
  status: OneOf(FEEDBACK_STATUSES),
  replies: Type.Integer(),
  create_time: TimeText,
})
export type OpsFeedbackRow = Static<typeof OpsFeedbackRowSchema>

export const OpsFeedbackReplySchema = UnionWith({ id: Id }, [
  OpsOutcome('replied', { reply_id: Type.Integer() }),
  OpsOutcome('not_found'),
  OpsOutcome('closed'),
])
export type OpsFeedbackReply = Static<typeof OpsFeedbackReplySchema>

export const OpsFeedbackCloseSchema = UnionWith({ id: Id }, [
  OpsOutcome('closed'),
  OpsOutcome('not_found'),
  OpsOutcome('already_closed'),
])
export type OpsFeedbackClose = Static<typeof OpsFeedbackCloseSchema>

export const feedbackOps = opsCalls({
  feedbackList: {
    path: '/ops/feedback-list',
    doc: "lists the users' feedback, newest first: in one state or all, a page at a time.",
    auth: 'operator',
    roles: ['reviewer'],
    reads: true,
    body: Exact({ status: OneOf([...FEEDBACK_STATUSES, 'all'] as const), page: Type.Optional(Page), limit: Limit(500) }),
    result: OpsResult('feedback-list', { feedbacks: Type.Array(OpsFeedbackRowSchema), total: Type.Integer(), page: Type.Integer() }),
  },
  feedbackReply: {
    path: '/ops/feedback-reply',
    doc: "adds a reply to a feedback (not closed): it becomes replied and unread by its user, who is notified.",
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({ id: Id, content: Text(FEEDBACK_REPLY_MAX), author: Type.Optional(OptText(FEEDBACK_AUTHOR_MAX)) }),
    result: OpsResult('feedback-reply', { result: OpsFeedbackReplySchema }),
  },
  feedbackClose: {
    path: '/ops/feedback-close',
    doc: 'closes a feedback: no more replies.',
    auth: 'operator',
    roles: ['reviewer'],
    body: Exact({ id: Id }),
    result: OpsResult('feedback-close', { result: OpsFeedbackCloseSchema }),
  },
})
