import { Type, type Static } from '@sinclair/typebox'
import { calls, Id, Nullable, OneOf, OptText, PagedOf, paging, Text, TimeText, type CallBody } from './contract'

// Feedback (意见反馈, pagesme/feedback; docs/rules.md "Feedback"): a user's feedback (a type, the
// text, screenshots stored through placeUpload, the order it is about, a contact) and the thread
// of the operators' replies (types/api/ops/feedback.ts).

/** 功能建议, 订单问题, 返利问题, 账号问题, 其他. */
export const FEEDBACK_TYPES = ['suggestion', 'order', 'rebate', 'account', 'other'] as const
export type FeedbackType = typeof FEEDBACK_TYPES[number]

/** waiting: not answered yet; replied: an operator answered (the user may read it); closed: an operator closed it. */
export const FEEDBACK_STATUSES = ['waiting', 'replied', 'closed'] as const
export type FeedbackStatus = typeof FEEDBACK_STATUSES[number]

/** What a feedback may be about: a free-meal order (order/lists) or a bill (business_order/lists). */
export const FEEDBACK_ORDER_KINDS = ['free_meal', 'bill'] as const
export type FeedbackOrderKind = typeof FEEDBACK_ORDER_KINDS[number]

/** Screenshots a feedback takes at most. */
export const MAX_FEEDBACK_IMAGES = 9
/** The text's length after trimming, in characters. */
export const FEEDBACK_CONTENT_MIN = 5
export const FEEDBACK_CONTENT_MAX = 500
export const FEEDBACK_CONTACT_MAX = 50
/** Feedbacks one user may send in a day (Asia/Shanghai). */
export const FEEDBACK_DAILY_MAX = 10

export const FeedbackSchema = Type.Object({
  id: Type.Integer(),
  type: OneOf(FEEDBACK_TYPES),
  /** The order it is about (null: none). */
  order_kind: Type.Unsafe<FeedbackOrderKind | null>({ type: 'string', nullable: true, enum: [...FEEDBACK_ORDER_KINDS, null] }),
  order_id: Nullable(Type.Integer()),
  content: Type.String(),
  images: Type.Array(Type.String()),
  contact: Nullable(Type.String()),
  status: OneOf(FEEDBACK_STATUSES),
  /** An operator's reply the user has not opened yet. */
  unread: Type.Boolean(),
  /** The latest reply's text and time (null: none yet). */
  reply: Nullable(Type.String()),
  reply_time: Nullable(TimeText),
  create_time: TimeText,
})
export type Feedback = Static<typeof FeedbackSchema>

export const FeedbackListsSchema = PagedOf(FeedbackSchema)
export type UserFeedbackListsResult = Static<typeof FeedbackListsSchema>

export const FeedbackSubmitSchema = Type.Object({ id: Type.Integer() })
export type UserFeedbackSubmitResult = Static<typeof FeedbackSubmitSchema>

/** The order a feedback is about, as the detail shows it. */
export const FeedbackOrderSchema = Type.Object({
  kind: OneOf(FEEDBACK_ORDER_KINDS),
  id: Type.Integer(),
  order_no: Type.String(),
  /** The shop's name (free meal) or the voucher's title (bill). */
  title: Type.String(),
  /** The rebate (free meal) or the amount paid (bill), in yuan. */
  amount: Type.String(),
  /** The order's own status (order/lists, business_order/lists). */
  status: Type.String(),
  create_time: TimeText,
})
export type FeedbackOrder = Static<typeof FeedbackOrderSchema>

export const FeedbackReplySchema = Type.Object({
  id: Type.Integer(),
  /** Who answered, as the operator signed it (客服 by default). */
  author: Type.String(),
  content: Type.String(),
  create_time: TimeText,
})
export type FeedbackReply = Static<typeof FeedbackReplySchema>

export const FeedbackDetailSchema = Type.Object({
  ...FeedbackSchema.properties,
  /** A summary of the order it is about (null: none). */
  order: Nullable(FeedbackOrderSchema),
  /** The operators' replies, oldest first. */
  replies: Type.Array(FeedbackReplySchema),
})
export type FeedbackDetail = Static<typeof FeedbackDetailSchema>

export const userFeedback = calls({
  lists: {
    path: '/api/userFeedback/lists',
    doc: "the user's feedback, newest first, with its state and whether a reply is unread.",
    auth: 'required',
    body: Type.Object({ ...paging(50) }),
    result: FeedbackListsSchema,
  },
  submitFeedback: {
    path: '/api/userFeedback/submitFeedback',
    doc: 'sends a feedback: its type, the text (5-500 characters), screenshots uploaded first through placeUpload (purpose feedback, the caller\'s own), the order it is about (chooseorder, the caller\'s own) and a contact, if any; at most 10 a day.',
    auth: 'required',
    body: Type.Object({
      type: Type.Optional(OneOf(FEEDBACK_TYPES)),
      order_id: Type.Optional(Id),
      /** What order_id names (free_meal by default). */
      order_kind: Type.Optional(OneOf(FEEDBACK_ORDER_KINDS)),
      content: Text(FEEDBACK_CONTENT_MAX),
      images: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: MAX_FEEDBACK_IMAGES }),
      contact: Type.Optional(OptText(FEEDBACK_CONTACT_MAX)),
    }),
    result: FeedbackSubmitSchema,
  },
  detail: {
    path: '/api/userFeedback/detail',
    doc: "one of the user's feedbacks with the order's summary and the replies; opening it marks the replies read.",
    auth: 'required',
    body: Type.Object({ id: Id }),
    result: FeedbackDetailSchema,
  },
})

export type UserFeedbackListsRequest = CallBody<typeof userFeedback.lists>
export type UserFeedbackSubmitRequest = CallBody<typeof userFeedback.submitFeedback>
export type UserFeedbackDetailRequest = CallBody<typeof userFeedback.detail>
