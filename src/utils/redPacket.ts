import dayjs, { type Dayjs } from 'dayjs'
import { RED_PACKET_END_HOUR, RED_PACKET_START_HOUR } from '@/constants'

// The red-packet popup of docs/product.md (States): shown between 09:00 and 24:00 when not dismissed today;
// before 09:00 the dismissed flag is reset and the popup is hidden.

export interface RedPacketDecision {
  show: boolean
  /** The dismissed-day flag to store: unchanged, or null when it was reset. */
  dismissedOn: string | null
}

export function redPacketPopup(dismissedOn: string | null, nowInput: Date | Dayjs | number = new Date()): RedPacketDecision {
  const now = dayjs(nowInput)
  const hour = now.hour()
  if (hour < RED_PACKET_START_HOUR) return { show: false, dismissedOn: null }
  const today = now.format('YYYY-MM-DD')
  const inHours = hour < RED_PACKET_END_HOUR
  return { show: inHours && dismissedOn !== today, dismissedOn }
}

/** The flag value that hides the popup for the rest of today. */
export function dismissRedPacket(nowInput: Date | Dayjs | number = new Date()): string {
  return dayjs(nowInput).format('YYYY-MM-DD')
}
