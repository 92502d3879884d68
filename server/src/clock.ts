// The server is the clock of the free-meal windows and reservations (issue 4). Code that decides by
// time asks app.clock instead of Date.now() or SQL now(), so tests can set the time.

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
