import { generationOf, type ChangeTopic } from './db/changes'

// The server is the clock of every rule that decides by time: free-meal windows and reservations,
// token and code expiry, send limits, the referrer window, sign-in days, the sweeps. Such code gets
// the time as a `now: Date` parameter from app.clock (never Date.now() or SQL now()), so tests can
// set it with a ManualClock. Calendar days are Asia/Shanghai's (UTC+8, no daylight saving): the
// helpers below are the only place that knows the offset.

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current)
  }
  set(date: Date): void {
    this.current = new Date(date)
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms)
  }
}

/**
 * The system clock moved forward by hand: a development server started with DEV_CLOCK=true
 * (config.ts), whose browser tests move time on (dev/clock.ts) to see what the scheduler does
 * days later (a commission's frozen period, say). Never in production.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0
  now(): Date {
    return new Date(Date.now() + this.offsetMs)
  }
  advance(ms: number): void {
    this.offsetMs += ms
  }
}

/**
 * `load`'s answer kept for `ttlMs` of `clock`, in this process, and forgotten when `topic` changes
 * in any process (the change bus, db/changes.ts). For data that changes rarely (settings,
 * banners): the TTL bounds what a missed notice could cost. A failed load is not kept: the next
 * call loads again.
 */
export function cachedFor<T>(clock: Clock, ttlMs: number, topic: ChangeTopic, load: () => Promise<T>): () => Promise<T> {
  let cached: { until: number; generation: number; value: Promise<T> } | null = null
  return () => {
    const now = clock.now().getTime()
    const generation = generationOf(topic)
    if (!cached || now >= cached.until || cached.generation !== generation) {
      const value = load()
      cached = { until: now + ttlMs, generation, value }
      value.catch(() => { if (cached?.value === value) cached = null })
    }
    return cached.value
  }
}

/** Asia/Shanghai is UTC+8 all year. */
export const SHANGHAI_OFFSET_MS = 8 * 3600_000

export interface ShanghaiMoment {
  /** 'YYYY-MM-DD' */
  day: string
  /** 'HH:MM:SS' */
  time: string
}

/** The Asia/Shanghai calendar day and wall time of an instant. */
export function shanghaiMoment(date: Date): ShanghaiMoment {
  const iso = new Date(date.getTime() + SHANGHAI_OFFSET_MS).toISOString()
  return { day: iso.slice(0, 10), time: iso.slice(11, 19) }
}

/** The Asia/Shanghai calendar day ('YYYY-MM-DD') of an instant. */
export const shanghaiDay = (date: Date): string => shanghaiMoment(date).day

/** The instant an Asia/Shanghai day ('YYYY-MM-DD') begins. */
export const shanghaiMidnight = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS)
