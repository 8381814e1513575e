/**
 * Group commit for provider events (docs/decisions/483, 505). A burst of
 * webhooks (a sale, a provider replaying its queue after an outage) used to
 * cost a transaction of a dozen statements each, and the fiftieth waited
 * for the forty-nine before it. Events are applied in batches, one
 * transaction and a statement per step each (apply-event.ts,
 * applyEventBatch):
 *
 * - a batch first lets the rest of a burst arrive: while the last turn of
 *   the event loop brought more events, it waits one more turn (at most
 *   GATHER_MS); a lone event finds nothing new after one turn and goes;
 * - up to MAX_IN_FLIGHT batches run at once, on their own connections, so
 *   a batch's round trips to the database never hold up the next one;
 *   events arriving while every slot is busy wait and go together.
 *
 * No two batches in flight, and no batch, hold two events with the same
 * event id or for the same payment (those wait), so batches never depend
 * on each other's order and never wait for each other's row locks. An
 * event that names no payment id (Stripe's charge.refunded: found by its
 * reference) runs alone, with no other batch in flight. When a batch
 * fails, each of its events is retried alone, so one bad event fails only
 * its own webhook (the provider retries it).
 */
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
/** Batches applied at once (each holds one connection of the API pool, 10). */
export const MAX_IN_FLIGHT = 3
/** The longest a batch waits for the rest of a burst to arrive. */
export const GATHER_MS = 10

const keyOf = ({ provider, event }: BatchItem) => `${provider}\u0000${event.eventId}`
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export class EventBatcher<Result> {
  readonly #run: (items: BatchItem[]) => Promise<Result[]>
  readonly #queue: Waiting<Result>[] = []
  readonly #maxInFlight: number
  #inFlight = 0
  #gathering = false
  #aloneInFlight = false
  readonly #eventKeys = new Set<string>()
  readonly #paymentIds = new Set<number>()

  constructor(
    run: (items: BatchItem[]) => Promise<Result[]>,
    options: { maxInFlight?: number } = {},
  ) {
    this.#run = run
    this.#maxInFlight = options.maxInFlight ?? MAX_IN_FLIGHT
  }

  apply(item: BatchItem): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject })
      void this.#start()
    })
  }

  /** Starts a batch when a slot is free and none is gathering already. */
  async #start(): Promise<void> {
    if (this.#gathering || this.#aloneInFlight || this.#inFlight >= this.#maxInFlight) return
    if (this.#queue.length === 0) return
    this.#gathering = true
    this.#inFlight += 1
    let batch: Waiting<Result>[] = []
    try {
      await this.#gather()
      batch = this.#take()
    } finally {
      this.#gathering = false
    }
    if (batch.length === 0) {
      this.#inFlight -= 1
      return
    }
    const alone = batch[0]?.item.event.paymentId === null
    if (alone) this.#aloneInFlight = true
    for (const { item } of batch) {
      this.#eventKeys.add(keyOf(item))
      if (item.event.paymentId !== null) this.#paymentIds.add(item.event.paymentId)
    }
    // Another slot may take what this batch left.
    void this.#start()
    try {
      await this.#apply(batch)
    } finally {
      for (const { item } of batch) {
        this.#eventKeys.delete(keyOf(item))
        if (item.event.paymentId !== null) this.#paymentIds.delete(item.event.paymentId)
      }
      if (alone) this.#aloneInFlight = false
      this.#inFlight -= 1
      void this.#start()
    }
  }

  /** Lets a burst arrive: one more turn of the event loop while the last brought more. */
  async #gather(): Promise<void> {
    const started = performance.now()
    let seen = -1
    while (
      this.#queue.length !== seen &&
      this.#queue.length < MAX_BATCH &&
      performance.now() - started < GATHER_MS
    ) {
      seen = this.#queue.length
      await nextTurn()
    }
  }

  /** The next batch, in arrival order, leaving events that conflict (here or in flight) queued. */
  #take(): Waiting<Result>[] {
    const batch: Waiting<Result>[] = []
    const eventKeys = new Set<string>()
    const paymentIds = new Set<number>()
    const othersInFlight = this.#inFlight > 1
    for (let i = 0; i < this.#queue.length && batch.length < MAX_BATCH; ) {
      const waiting = this.#queue[i] as Waiting<Result>
      const key = keyOf(waiting.item)
      const paymentId = waiting.item.event.paymentId
      const fits =
        paymentId === null
          ? batch.length === 0 && !othersInFlight
          : !eventKeys.has(key) &&
            !paymentIds.has(paymentId) &&
            !this.#eventKeys.has(key) &&
            !this.#paymentIds.has(paymentId)
      if (!fits) {
        i += 1
        continue
      }
      this.#queue.splice(i, 1)
      batch.push(waiting)
      if (paymentId === null) break
      eventKeys.add(key)
      paymentIds.add(paymentId)
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
