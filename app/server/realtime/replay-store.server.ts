/**
 * What the relay can replay to browsers that come back with a Last-Event-ID:
 * per channel its last RELAY_REPLAY_EVENTS frames, and for all channels
 * together at most RELAY_REPLAY_MB. Past the budget the oldest frames go
 * first, wherever they are: a busy node replays a shorter past (browsers
 * that were away longer resync) instead of growing without bound.
 */
export interface ReplayEntry {
  seq: number
  bytes: Uint8Array
}

/** One channel's replayable past, oldest first. */
export class ReplayLog {
  private entries: ReplayEntry[] = []
  private head = 0
  /** The sequence of the newest entry that was let go (0: none yet). */
  evictedThrough = 0
  bytes = 0
  retired = false

  get length(): number {
    return this.entries.length - this.head
  }

  oldest(): ReplayEntry | undefined {
    return this.entries[this.head]
  }

  /** Entries newer than `seq`, oldest first. */
  after(seq: number): ReplayEntry[] {
    const found: ReplayEntry[] = []
    for (let i = this.entries.length - 1; i >= this.head; i--) {
      const entry = this.entries[i] as ReplayEntry
      if (entry.seq <= seq) break
      found.push(entry)
    }
    return found.reverse()
  }

  push(entry: ReplayEntry): void {
    this.entries.push(entry)
    this.bytes += entry.bytes.byteLength
  }

  dropOldest(): ReplayEntry | undefined {
    const entry = this.entries[this.head]
    if (!entry) return undefined
    this.entries[this.head] = undefined as unknown as ReplayEntry
    this.head++
    this.evictedThrough = entry.seq
    this.bytes -= entry.bytes.byteLength
    if (this.head > 32 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head)
      this.head = 0
    }
    return entry
  }
}

interface Appended {
  log: ReplayLog
  seq: number
  size: number
}

export class ReplayStore {
  private readonly perChannel: number
  private readonly maxBytes: number
  /** Every appended frame in sequence order; some already gone (checked when reached). */
  private order: Appended[] = []
  private head = 0
  private entries = 0
  private totalBytes = 0

  constructor(options: { perChannel: number; maxBytes: number }) {
    this.perChannel = Math.max(1, options.perChannel)
    this.maxBytes = options.maxBytes
  }

  get bytes(): number {
    return this.totalBytes
  }

  createLog(): ReplayLog {
    return new ReplayLog()
  }

  append(log: ReplayLog, entry: ReplayEntry): void {
    if (log.retired) return
    log.push(entry)
    this.totalBytes += entry.bytes.byteLength
    this.entries++
    this.order.push({ log, seq: entry.seq, size: entry.bytes.byteLength })
    if (log.length > this.perChannel) this.drop(log)
    while (this.totalBytes > this.maxBytes && this.head < this.order.length) {
      const oldest = this.order[this.head++] as Appended
      // The globally oldest frame still kept is the oldest of its channel.
      if (!oldest.log.retired && oldest.log.oldest()?.seq === oldest.seq) this.drop(oldest.log)
    }
    if (this.order.length - this.head > 2 * this.entries + 1024) this.compact()
  }

  /** A channel the relay no longer follows: its frames are let go. */
  retire(log: ReplayLog): void {
    if (log.retired) return
    log.retired = true
    this.totalBytes -= log.bytes
    this.entries -= log.length
  }

  private drop(log: ReplayLog): void {
    const dropped = log.dropOldest()
    if (!dropped) return
    this.totalBytes -= dropped.bytes.byteLength
    this.entries--
  }

  private compact(): void {
    this.order = this.order
      .slice(this.head)
      .filter((a) => !a.log.retired && a.seq >= (a.log.oldest()?.seq ?? Number.POSITIVE_INFINITY))
    this.head = 0
  }
}
