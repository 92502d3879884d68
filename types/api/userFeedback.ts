import type { PageQuery, Paged } from './envelope'

// Feedback (pagesme/feedback).

export type UserFeedbackListsRequest = PageQuery

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

export interface UserFeedbackSubmitRequest {
  /** The order it is about (chooseorder), if any. */
  order_id?: number
  content: string
  /** Image urls uploaded first through /api/user/placeUpload. */
  images: string[]
  contact?: string
}

export interface UserFeedbackSubmitResult {
  id: number
}

export interface UserFeedbackDetailRequest {
  id: number
}

export type FeedbackDetail = Feedback & {
  /** A summary of the order it is about. */
  order_title?: string | null
}
