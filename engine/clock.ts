/**
 * Time comes in through a Clock, never from Date.now() in logic, so tests
 * can cross days.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** Real time plus an offset that only grows: NODE_ENV=test's clock. */
export class OffsetClock implements Clock {
  private offsetMs = 0
  private readonly base: Clock
  constructor(base: Clock = systemClock) {
    this.base = base
  }
  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs)
  }
  advance(ms: number): Date {
    this.offsetMs += ms
    return this.now()
  }
}

/** A clock that moves only when told: unit tests. */
export class ManualClock implements Clock {
  private current: number
  constructor(start: Date | string = '2026-01-01T00:00:00Z') {
    this.current = new Date(start).getTime()
  }
  now(): Date {
    return new Date(this.current)
  }
  advance(ms: number): Date {
    this.current += ms
    return this.now()
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime()
  }
}
