/**
 * Group commit. Operations run in the core at once, in arrival order, and
 * queue what they did here; the writer takes everything queued since its
 * last write and commits it as one atomic statement (a job carrying its
 * own transaction work goes alone, in order). So the database sees every
 * account's changes in the order the core made them, and a burst of
 * orders costs one round trip, not one each. Failure rejects the batch
 * and everything queued after it (it was computed on state that did not
 * reach the database); the shell then rebuilds from the database.
 */
import type { TradingEvent } from '../core/trading/types.ts'
import type { Db, DbOrTx } from '../db/client.ts'
import { runAtomically, statementsFor } from './persist-events.ts'

export type Extra = (tx: DbOrTx) => Promise<void>

interface Job {
  events: TradingEvent[]
  extra: Extra | undefined
  done: Promise<void>
  resolve(): void
  reject(error: unknown): void
}

export class WriteQueue {
  private readonly db: Db
  private readonly now: () => Date
  private readonly committed: (events: TradingEvent[]) => void
  private readonly failed: (error: unknown) => void
  private queue: Job[] = []
  private writing: Promise<void> | undefined
  /** The last job touching each account (settles, never rejects). */
  private readonly tails = new Map<number, Promise<void>>()

  constructor(options: {
    db: Db
    now: () => Date
    committed: (events: TradingEvent[]) => void
    failed: (error: unknown) => void
  }) {
    this.db = options.db
    this.now = options.now
    this.committed = options.committed
    this.failed = options.failed
  }

  enqueue(events: TradingEvent[], accountIds: Iterable<number>, extra?: Extra): Promise<void> {
    let resolve: () => void = () => {}
    let reject: (error: unknown) => void = () => {}
    const done = new Promise<void>((res, rej) => {
      resolve = res
      reject = rej
    })
    this.queue.push({ events, extra, done, resolve, reject })
    const settled = done.catch(() => {})
    for (const id of accountIds) {
      this.tails.set(id, settled)
      void settled.then(() => {
        if (this.tails.get(id) === settled) this.tails.delete(id)
      })
    }
    // Write on the next turn of the event loop, so requests arriving together share it.
    this.writing ??= new Promise<void>((r) => setImmediate(r)).then(() => this.drain())
    return done
  }

  async whenWritten(accountId: number): Promise<void> {
    await this.tails.get(accountId)
  }

  async idle(): Promise<void> {
    while (this.writing) await this.writing
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const first = this.queue[0] as Job
        let batch: Job[]
        if (first.extra) batch = this.queue.splice(0, 1)
        else {
          let n = 0
          while (n < this.queue.length && !this.queue[n]?.extra) n++
          batch = this.queue.splice(0, n)
        }
        const events = batch.flatMap((j) => j.events)
        try {
          const statements = statementsFor(events, this.now())
          if (first.extra) {
            const extra = first.extra
            await this.db.transaction(async (tx) => {
              await runAtomically(tx, statements)
              await extra(tx)
            })
          } else {
            await runAtomically(this.db, statements)
          }
        } catch (error) {
          const lost = [...batch, ...this.queue.splice(0)]
          for (const job of lost) job.reject(error)
          this.failed(error)
          return
        }
        for (const job of batch) job.resolve()
        this.committed(events)
      }
    } finally {
      this.writing = undefined
    }
  }
}
