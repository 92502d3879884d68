import type { ApiResponse } from '@api-types/envelope'
import type {
  FeedbackDetail, UserFeedbackDetailRequest, UserFeedbackListsRequest, UserFeedbackListsResult,
  UserFeedbackSubmitRequest, UserFeedbackSubmitResult,
} from '@api-types/userFeedback'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  lists: '/api/userFeedback/lists',
  submitFeedback: '/api/userFeedback/submitFeedback',
  detail: '/api/userFeedback/detail',
} as const

/** /api/userFeedback/lists: the user's feedback, newest first. */
export function lists(body: UserFeedbackListsRequest, options?: RequestOptions): Promise<ApiResponse<UserFeedbackListsResult>> {
  return post<UserFeedbackListsResult, UserFeedbackListsRequest>(PATHS.lists, body, options)
}

/** /api/userFeedback/submitFeedback */
export function submitFeedback(
  body: UserFeedbackSubmitRequest,
  options?: RequestOptions,
): Promise<ApiResponse<UserFeedbackSubmitResult>> {
  return post<UserFeedbackSubmitResult, UserFeedbackSubmitRequest>(PATHS.submitFeedback, body, options)
}

/** /api/userFeedback/detail: one feedback with its reply. */
export function detail(body: UserFeedbackDetailRequest, options?: RequestOptions): Promise<ApiResponse<FeedbackDetail>> {
  return post<FeedbackDetail, UserFeedbackDetailRequest>(PATHS.detail, body, options)
}
