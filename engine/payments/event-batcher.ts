/**
 * Group commit for provider events (docs/decisions/483). A burst of
 * webhooks (a sale, a provider replaying its queue after an outage) used to
 * cost a transaction of a dozen statements each, and the fiftieth waited
 * for the forty-nine before it. Events that arrive while a batch is being
 * applied wait for it and are then applied together, in one transaction
 * and a statement per step (apply-event.ts, applyEventBatch).
 *
 * A batch never holds two events with the same event id or for the same
 * payment (those wait for the next batch), so a batch does exactly what
 * applying its events one after the other would. An event that names no
 * payment id (Stripe's charge.refunded: found by its reference) goes alone.
 * When a batch fails, each of its events is retried alone, so one bad
 * event fails only its own webhook (the provider retries it).
 */
import type { EngineContext } from '../context.ts'
import type { ProviderEvent } from './integration.ts'

export interface BatchItem {
  provider: string
  event: ProviderEvent
  source: 'webhook' | 'reconciliation'
}

interface Waiting<Result> {
  item: BatchItem
  resolve(result: Result): void
  reject(error: unknown): void
}

/** At most this many events in one transaction (its statements stay small). */
const MAX_BATCH = 100

export class EventBatcher<Result> {
  readonly #run: (items: BatchItem[]) => Promise<Result[]>
  readonly #queue: Waiting<Result>[] = []
  #running = false

  constructor(run: (items: BatchItem[]) => Promise<Result[]>) {
    this.#run = run
  }

  apply(item: BatchItem): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject })
      if (!this.#running) void this.#drain()
    })
  }

  async #drain(): Promise<void> {
    this.#running = true
    try {
      while (this.#queue.length > 0) await this.#apply(this.#take())
    } finally {
      this.#running = false
    }
  }

  /** The next batch, in arrival order, leaving conflicting events queued. */
  #take(): Waiting<Result>[] {
    const batch: Waiting<Result>[] = []
    const eventKeys = new Set<string>()
    const paymentIds = new Set<number>()
    for (let i = 0; i < this.#queue.length && batch.length < MAX_BATCH; ) {
      const waiting = this.#queue[i] as Waiting<Result>
      const { provider, event } = waiting.item
      const key = `${provider}\u0000${event.eventId}`
      const alone = event.paymentId === null
      const fits = alone
        ? batch.length === 0
        : !eventKeys.has(key) && !paymentIds.has(event.paymentId as number)
      if (!fits) {
        i += 1
        continue
      }
      this.#queue.splice(i, 1)
      batch.push(waiting)
      if (alone) break
      eventKeys.add(key)
      paymentIds.add(event.paymentId as number)
    }
    return batch
  }

  async #apply(batch: Waiting<Result>[]): Promise<void> {
    try {
      const results = await this.#run(batch.map((w) => w.item))
      for (const [i, waiting] of batch.entries()) waiting.resolve(results[i] as Result)
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error)
        return
      }
      for (const waiting of batch) await this.#apply([waiting])
    }
  }
}

const batchers = new WeakMap<EngineContext, EventBatcher<unknown>>()

/** The engine's one batcher of provider events. */
export function batcherOf<Result>(
  ctx: EngineContext,
  run: (items: BatchItem[]) => Promise<Result[]>,
): EventBatcher<Result> {
  let batcher = batchers.get(ctx) as EventBatcher<Result> | undefined
  if (!batcher) {
    batcher = new EventBatcher(run)
    batchers.set(ctx, batcher as EventBatcher<unknown>)
  }
  return batcher
}
