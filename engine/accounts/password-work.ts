/**
 * Password hashing is kept from starving the engine. argon2id costs about
 * 10 ms of a core (bench/README.md) and runs on libuv's threads; unbounded,
 * a flood of sign-ins would take every core from the event loop, which also
 * runs the market and the risk checks. So:
 * - at most (cores − 1) hashes run at once (at least 1): one core stays free;
 * - at most 64 per running slot wait (well under a second of work); past
 *   that a sign-in is refused at once with 503 and Retry-After, before it
 *   touches anything, so the ones accepted stay quick.
 */
import { availableParallelism } from 'node:os'
import { DomainError } from '../errors.ts'

export const BUSY_TEXT = 'Too many sign-ins at once. Try again in a few seconds.'
const RETRY_AFTER_SECONDS = 5
const WAITING_PER_SLOT = 64

/** A place in line, taken before any side effect; run the hashing with it, then release it. */
export interface PasswordTicket {
  run<T>(work: () => Promise<T>): Promise<T>
  release(): void
}

export class PasswordWorkLimiter {
  readonly concurrency: number
  readonly maxPending: number
  private reserved = 0
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    concurrency = Math.max(1, availableParallelism() - 1),
    maxPending = concurrency * WAITING_PER_SLOT,
  ) {
    this.concurrency = concurrency
    this.maxPending = maxPending
  }

  /** Takes a place in line; 503 with Retry-After when the line is full. */
  reserve(): PasswordTicket {
    if (this.reserved >= this.maxPending) {
      throw new DomainError('busy', BUSY_TEXT, { retryAfterSeconds: RETRY_AFTER_SECONDS })
    }
    this.reserved++
    let released = false
    return {
      run: (work) => this.execute(work),
      release: () => {
        if (released) return
        released = true
        this.reserved--
      },
    }
  }

  /** reserve, run, release. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const ticket = this.reserve()
    try {
      return await ticket.run(work)
    } finally {
      ticket.release()
    }
  }

  get pending(): number {
    return this.reserved
  }

  private async execute<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++
    else await new Promise<void>((resolve) => this.waiting.push(resolve)) // handed a slot
    try {
      return await work()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}

/** One per process: the hashing threads and the cores are the process's. */
export const passwordWork = new PasswordWorkLimiter()
