/**
 * The last few encoded events of one channel, for browsers that come back
 * with a Last-Event-ID. Fixed capacity: the oldest entry makes room.
 */
export interface ReplayEntry {
  seq: number
  bytes: Uint8Array
}

export class ReplayRing {
  private readonly entries: Array<ReplayEntry | undefined>
  private start = 0
  private size = 0
  /** The sequence of the newest entry that was pushed out (0: none yet). */
  evictedThrough = 0

  constructor(capacity: number) {
    this.entries = new Array(Math.max(1, capacity))
  }

  get length(): number {
    return this.size
  }

  push(entry: ReplayEntry): void {
    const capacity = this.entries.length
    if (this.size === capacity) {
      this.evictedThrough = this.entries[this.start]?.seq ?? this.evictedThrough
      this.entries[this.start] = entry
      this.start = (this.start + 1) % capacity
      return
    }
    this.entries[(this.start + this.size) % capacity] = entry
    this.size++
  }

  /** Entries newer than `seq`, oldest first. */
  after(seq: number): ReplayEntry[] {
    const found: ReplayEntry[] = []
    for (let i = 0; i < this.size; i++) {
      const entry = this.entries[(this.start + i) % this.entries.length]
      if (entry && entry.seq > seq) found.push(entry)
    }
    return found
  }
}
