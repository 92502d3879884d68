import { Type } from '@sinclair/typebox'
import { calls, Id, OptText, paging, returns, Text, type CallBody } from './contract'
import type { Paged } from './envelope'

// Feedback (pagesme/feedback).

export interface Feedback {
  id: number
  order_id: number | null
  content: string
  images: string[]
  contact: string | null
  /** 0 = waiting, 1 = replied. */
  status: 0 | 1
  reply: string | null
  create_time: string
  reply_time: string | null
}

export type UserFeedbackListsResult = Paged<Feedback>

export interface UserFeedbackSubmitResult {
  id: number
}

export type FeedbackDetail = Feedback & {
  /** A summary of the order it is about. */
  order_title?: string | null
}

/** Screenshots a feedback takes at most. */
export const MAX_FEEDBACK_IMAGES = 9

// Not built on the server yet: every feedback call is declared pending (app.ts answers it).
export const userFeedback = calls({
  lists: {
    path: '/api/userFeedback/lists',
    doc: "the user's feedback, newest first.",
    auth: 'required',
    pending: true,
    body: Type.Object({ ...paging(50) }),
    result: returns<UserFeedbackListsResult>(),
  },
  submitFeedback: {
    path: '/api/userFeedback/submitFeedback',
    doc: 'sends a feedback: the text, screenshots uploaded first through placeUpload, the order it is about (chooseorder) and a contact, if any.',
    auth: 'required',
    pending: true,
    body: Type.Object({
      order_id: Type.Optional(Id),
      content: Text(500),
      images: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: MAX_FEEDBACK_IMAGES }),
      contact: Type.Optional(OptText(50)),
    }),
    result: returns<UserFeedbackSubmitResult>(),
  },
  detail: {
    path: '/api/userFeedback/detail',
    doc: 'one feedback with its reply.',
    auth: 'required',
    pending: true,
    body: Type.Object({ id: Id }),
    result: returns<FeedbackDetail>(),
  },
})

export type UserFeedbackListsRequest = CallBody<typeof userFeedback.lists>
export type UserFeedbackSubmitRequest = CallBody<typeof userFeedback.submitFeedback>
export type UserFeedbackDetailRequest = CallBody<typeof userFeedback.detail>
