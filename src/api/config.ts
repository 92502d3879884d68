import type { ApiResponse } from '@api-types/envelope'
import type { AppConfigResult } from '@api-types/config'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  appConfig: '/api/config/appConfig',
} as const

/** /api/config/appConfig: the operator settings the app reads at start. */
export function appConfig(options?: RequestOptions): Promise<ApiResponse<AppConfigResult>> {
  return post<AppConfigResult>(PATHS.appConfig, undefined, options)
}
