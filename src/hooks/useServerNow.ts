import { useEffect, useMemo, useState } from 'react'

// The server is the clock of the free-meal feature (docs/rules.md): answers carry server_time and
// the app counts down from it, so a phone whose clock is off still shows the server's deadlines.
// Server times are Asia/Shanghai wall-clock strings; Shanghai has no daylight saving, so UTC+8 is exact.

const SHANGHAI_UTC_OFFSET_MS = 8 * 60 * 60 * 1000

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai -> epoch ms; NaN when unreadable. */
export function parseShanghai(text: string | null | undefined): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text ?? '')
  if (!m) return NaN
  const [, y, mo, d, h, mi, s] = m.map(Number)
  return Date.UTC(y, mo - 1, d, h, mi, s || 0) - SHANGHAI_UTC_OFFSET_MS
}

/** Server clock minus device clock at the moment an answer arrived; 0 when the answer has no time. */
export function clockOffset(serverTime: string | null | undefined, deviceNow: number): number {
  const server = parseShanghai(serverTime)
  return Number.isNaN(server) ? 0 : server - deviceNow
}

/**
 * A Date whose local fields (getHours...) read Shanghai wall-clock time at the instant: the deal
 * windows are Shanghai hours, and the activity rules (src/utils/activity.ts) read local fields.
 */
export function shanghaiWallClock(epochMs: number): Date {
  const offsetMinutes = new Date(epochMs).getTimezoneOffset()
  return new Date(epochMs + SHANGHAI_UTC_OFFSET_MS + offsetMinutes * 60 * 1000)
}

/** Server clock minus device clock, measured when a new `serverTime` (the latest answer's) arrives. */
export function useClockOffset(serverTime: string | null | undefined): number {
  return useMemo(() => clockOffset(serverTime, Date.now()), [serverTime])
}

/**
 * The server's clock now, in epoch ms, re-rendering every second while `ticking`. `serverTime` is
 * the server_time of the latest answer; without one the device clock stands in.
 */
export function useServerNow(serverTime: string | null | undefined, ticking = true): number {
  const offset = useClockOffset(serverTime)
  const [now, setNow] = useState(() => Date.now() + offset)
  useEffect(() => {
    setNow(Date.now() + offset)
    if (!ticking) return undefined
    const timer = setInterval(() => setNow(Date.now() + offset), 1000)
    return () => clearInterval(timer)
  }, [offset, ticking])
  return now
}
