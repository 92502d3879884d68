import type { ApiResponse } from '@api-types/envelope'
import type { SeedingActivity, SeedingStatusResult, SeedingSubmitRequest, SeedingUserRequest } from '@api-types/seedingActivity'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  getSeeding: '/api/seedingActivity/getSeeding',
  apply: '/api/seedingActivity/apply',
  submit: '/api/seedingActivity/submit',
} as const

/** /api/seedingActivity/getSeeding: the current activity and the user's part in it. */
export function getSeeding(body: SeedingUserRequest, options?: RequestOptions): Promise<ApiResponse<SeedingActivity>> {
  return post<SeedingActivity, SeedingUserRequest>(PATHS.getSeeding, body, options)
}

/** /api/seedingActivity/apply: joins the activity. */
export function apply(body: SeedingUserRequest, options?: RequestOptions): Promise<ApiResponse<SeedingStatusResult>> {
  return post<SeedingStatusResult, SeedingUserRequest>(PATHS.apply, body, options)
}

/** /api/seedingActivity/submit: submits the post's link and screenshots for review. */
export function submit(body: SeedingSubmitRequest, options?: RequestOptions): Promise<ApiResponse<SeedingStatusResult>> {
  return post<SeedingStatusResult, SeedingSubmitRequest>(PATHS.submit, body, options)
}
