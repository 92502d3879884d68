import type { ApiResponse, EmptyResult } from '@api-types/envelope'
import type { EventTrackingAddLogRequest } from '@api-types/eventTracking'
import { post, type RequestOptions } from '@/lib/request'

export const PATHS = {
  addLog: '/api/EventTracking/addLog',
} as const

/** /api/EventTracking/addLog: records one client event. */
export function addLog(body: EventTrackingAddLogRequest, options?: RequestOptions): Promise<ApiResponse<EmptyResult>> {
  return post<EmptyResult, EventTrackingAddLogRequest>(PATHS.addLog, body, options)
}
