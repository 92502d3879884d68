// Client event logging (/api/EventTracking/addLog).

export type EventLogValue = string | number | boolean | null

export interface EventTrackingAddLogRequest {
  /** The event name, e.g. 'page_view', 'banner_click', 'share'. */
  event: string
  /** The page route where it happened. */
  page?: string
  /** What was acted on (banner id, shop id...). */
  target_id?: number | string
  /** Client time of the event, 'YYYY-MM-DD HH:mm:ss'. */
  time?: string
  /** Anything else about the event. */
  extra?: Record<string, EventLogValue>
}
