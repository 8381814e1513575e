/**
 * Group commit. Operations run in the core at once, in arrival order, and
 * queue what they did here. On the next turn of the event loop everything
 * queued is written as one atomic statement per batch (a job carrying its
 * own transaction work goes alone). A batch waits only for earlier batches
 * that touch the same accounts, so each account's changes reach the
 * database in the order the core made them while unrelated batches commit
 * side by side (their WAL flushes shared). A failed batch rejects its jobs
 * and every later batch built on the same accounts (they were computed on
 * state that did not reach the database); the shell then rebuilds.
 *
 * A caller's own rows come either as `Extra` (a callback in the batch's
 * transaction) or as `Joined` (an ending's rows in the batch's own single
 * statement: one round trip, docs/decisions/350). Writes go to the
 * writer's connections (db/client.ts), apart from the API's queries.
 */
import type { TradingEvent } from '../core/trading/types.ts'
import type { Db, DbOrTx } from '../db/client.ts'
import { type AccountEnding, batchFor, type EndingRows, emptyBatch } from './batch-rows.ts'
import { writeBatch } from './batch-statement.ts'

export type Extra = (tx: DbOrTx) => Promise<void>

/** An ending's rows written in the trading rows' own statement. */
export interface Joined {
  /** How the accounts end, on their own updates, by account id. */
  endings: ReadonlyMap<number, AccountEnding>
  /** Rows of other tables, built when the write runs (after the core's changes it follows). */
  rows: () => EndingRows
}

/** What a write stored that the caller needs: the ids of its notifications, in order. */
export type Written = number[]

interface Job {
  events: TradingEvent[]
  accounts: Set<number>
  extra: Extra | Joined | undefined
  resolve(written: Written): void
  reject(error: unknown): void
}

export class WriteQueue {
  private readonly db: Db
  private readonly now: () => Date
  private readonly committed: (events: TradingEvent[]) => void
  private readonly failed: (error: unknown) => void
  private queue: Job[] = []
  private scheduled = false
  /** The last batch touching each account (rejects when it failed). */
  private readonly tails = new Map<number, Promise<unknown>>()
  private readonly inFlight = new Set<Promise<void>>()

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

  enqueue(
    events: TradingEvent[],
    accountIds: Iterable<number>,
    extra?: Extra | Joined,
  ): Promise<Written> {
    return new Promise<Written>((resolve, reject) => {
      this.queue.push({ events, accounts: new Set(accountIds), extra, resolve, reject })
      if (!this.scheduled) {
        this.scheduled = true
        // Requests arriving in the same turn share a batch.
        setImmediate(() => this.flush())
      }
    })
  }

  /** Resolves once the last write touching the account has settled. */
  async whenWritten(accountId: number): Promise<void> {
    await this.tails.get(accountId)?.catch(() => {})
  }

  async idle(): Promise<void> {
    while (this.scheduled || this.inFlight.size > 0) {
      if (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight])
      else await new Promise((r) => setImmediate(r))
    }
  }

  private flush(): void {
    this.scheduled = false
    const jobs = this.queue.splice(0)
    let run: Job[] = []
    for (const job of jobs) {
      if (job.extra) {
        if (run.length > 0) this.launch(run)
        run = []
        this.launch([job])
      } else {
        run.push(job)
      }
    }
    if (run.length > 0) this.launch(run)
  }

  private launch(batch: Job[]): void {
    const accounts = new Set<number>()
    for (const job of batch) for (const id of job.accounts) accounts.add(id)
    const before = [...accounts].flatMap((id) => {
      const tail = this.tails.get(id)
      return tail ? [tail] : []
    })
    const events = batch.flatMap((j) => j.events)
    const extra = batch[0]?.extra
    const write = Promise.all(before).then(async (): Promise<Written> => {
      if (extra && typeof extra !== 'function') {
        const ending = { accounts: extra.endings, rows: extra.rows() }
        return writeBatch(this.db, batchFor(events, this.now(), ending) ?? emptyBatch())
      }
      const rows = batchFor(events, this.now())
      if (typeof extra === 'function') {
        await this.db.transaction(async (tx) => {
          if (rows) await writeBatch(tx, rows)
          await extra(tx)
        })
      } else if (rows) {
        await writeBatch(this.db, rows)
      }
      return []
    })
    for (const id of accounts) this.tails.set(id, write)
    const settled = write.then(
      (written) => {
        for (const job of batch) job.resolve(written)
        this.committed(events)
      },
      (error: unknown) => {
        for (const job of batch) job.reject(error)
        this.failed(error)
      },
    )
    this.inFlight.add(settled)
    void settled.finally(() => {
      this.inFlight.delete(settled)
      for (const id of accounts) if (this.tails.get(id) === write) this.tails.delete(id)
    })
  }
}
