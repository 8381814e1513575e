/**
 * A bound on password hashing waiting for a thread. argon2id costs about
 * 10 ms of a core (bench/README.md); more sign-ins than the cores can hash
 * would queue without end and every one of them would wait. Past the bound
 * a sign-in is refused at once with 503 and Retry-After instead, so the
 * ones accepted stay quick.
 */
import { HttpError } from '../http/errors.ts'

/** About 1 s of work on 2 cores (128 × 10 ms / 2 cores ≈ 0.7 s). */
export const MAX_PENDING_PASSWORD_WORK = 128
export const BUSY_TEXT = 'Too many sign-ins at once. Try again in a few seconds.'
const RETRY_AFTER_SECONDS = 5

export class PasswordWorkLimiter {
  private pending = 0
  readonly max: number

  constructor(max = MAX_PENDING_PASSWORD_WORK) {
    this.max = max
  }

  /** Runs `work` in a slot; 503 before starting it when every slot is taken. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.pending >= this.max) {
      throw new HttpError(503, BUSY_TEXT, {
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      })
    }
    this.pending++
    try {
      return await work()
    } finally {
      this.pending--
    }
  }

  get inUse(): number {
    return this.pending
  }
}

/** One per process: the hashing threads are the process's. */
export const passwordWork = new PasswordWorkLimiter()
