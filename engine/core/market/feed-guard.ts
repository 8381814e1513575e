/**
 * Which prices the engine may trade on (docs/decisions/440). Pure: the
 * shell hands in each source's ticks with the time they arrived and asks
 * for checks on its clock; the guard answers which ticks to apply and
 * which pairs halted, resumed or changed source.
 *
 * - Freshness (the one rule, also behind /ready): a source is fresh for a
 *   pair while it runs and, when it is live (its prices come from outside),
 *   its last message for the pair is at most `staleMs` old.
 * - Source: per pair the first fresh source in the configured order; none
 *   fresh → the pair is halted until a fresh price arrives.
 * - Bad prints (live sources): a tick more than `maxJumpPercent` from the last applied
 *   price within `jumpWindowMs` is held; a next tick near it, or another
 *   fresh source's recent price near it, confirms it (both apply); a next
 *   tick near the old price drops it.
 */
import type { Decimal } from '#money/decimal.ts'

export interface GuardedPrices {
  last?: Decimal
  mark?: Decimal
  bid?: Decimal
  ask?: Decimal
}

export interface GuardSource {
  name: string
  /**
   * Prices arrive from outside (a live feed): its age is watched and its
   * jumps are judged. Else (simulated, manual) it is fresh while it runs
   * and its prices are taken as they come.
   */
  live: boolean
  running: boolean
}

export type GuardEvent =
  | { kind: 'halted'; symbol: string }
  | { kind: 'resumed'; symbol: string; source: string }
  | { kind: 'source'; symbol: string; source: string; previous: string }

export interface GuardSettings {
  staleMs: number
  maxJumpPercent: Decimal
  /** How recent the last price must be for a jump to count (1 s). */
  jumpWindowMs?: number
}

export interface PairHealth {
  symbol: string
  /** The source in use (the last one when halted); null before any. */
  source: string | null
  halted: boolean
  /** A far tick waits for confirmation. */
  held: boolean
  /** Per source, milliseconds since its last message for the pair; null: none yet. */
  ages: Array<{ source: string; ageMs: number | null; fresh: boolean }>
}

interface Seen {
  at: number
  price: Decimal | undefined
}

interface PairState<T> {
  seen: Map<string, Seen>
  inUse: string | null
  halted: boolean
  reference: { price: Decimal; at: number } | null
  held: { tick: T; price: Decimal } | null
}

export interface Verdict<T> {
  /** Ticks to apply, in order (none when held or from a source not in use). */
  apply: T[]
  events: GuardEvent[]
  /**
   * A price the guard judged a jump is among them (held, then confirmed; or
   * confirmed at once by another source): the risk detector's flagged move.
   */
  jumped?: true
}

/** The price a jump is judged on: last, else mark, else the book's bid or ask. */
export function priceOf(tick: GuardedPrices): Decimal | undefined {
  return tick.last ?? tick.mark ?? tick.bid ?? tick.ask
}

/** |price − reference| ≤ percent % of the reference. */
export function within(price: Decimal, reference: Decimal, percent: Decimal): boolean {
  return price.sub(reference).abs().mul(100).lte(reference.mul(percent))
}

export class FeedGuard<T extends GuardedPrices> {
  private readonly pairs = new Map<string, PairState<T>>()
  private readonly sources: GuardSource[]
  private readonly staleMs: number
  private readonly maxJump: Decimal
  private readonly windowMs: number

  constructor(codes: string[], sources: GuardSource[], settings: GuardSettings) {
    if (sources.length === 0) throw new RangeError('a feed guard needs a source')
    this.sources = sources.map((s) => ({ ...s }))
    this.staleMs = settings.staleMs
    this.maxJump = settings.maxJumpPercent
    this.windowMs = settings.jumpWindowMs ?? 1000
    for (const code of codes) {
      this.pairs.set(code, {
        seen: new Map(),
        inUse: null,
        halted: false,
        reference: null,
        held: null,
      })
    }
  }

  codes(): string[] {
    return [...this.pairs.keys()]
  }

  /** A source started or stopped, or starts or stops being live. */
  setSource(name: string, change: Partial<Pick<GuardSource, 'live' | 'running'>>): void {
    const source = this.sources.find((s) => s.name === name)
    if (!source) throw new RangeError(`unknown source ${name}`)
    Object.assign(source, change)
  }

  isHalted(symbol: string): boolean {
    return this.pairs.get(symbol)?.halted ?? false
  }

  /** Whether a source may be traded on for a pair now. */
  fresh(source: string, symbol: string, now: number): boolean {
    const s = this.sources.find((x) => x.name === source)
    const pair = this.pairs.get(symbol)
    if (!s || !pair || !s.running) return false
    if (!s.live) return true
    const at = pair.seen.get(source)?.at ?? 0
    return at > 0 && now - at <= this.staleMs
  }

  /** A source's tick for a pair, arrived at `now` (ms). */
  receive(source: string, symbol: string, tick: T, now: number): Verdict<T> {
    const pair = this.pairs.get(symbol)
    if (!pair || !this.sources.some((s) => s.name === source)) return { apply: [], events: [] }
    const price = priceOf(tick)
    const before = pair.seen.get(source)
    pair.seen.set(source, { at: now, price: price ?? before?.price })
    const events = this.select(symbol, pair, now)
    if (!price) return { apply: [], events }
    if (pair.inUse !== source) {
      // Another source confirms a held tick.
      const held = pair.held
      if (held && !pair.halted && within(price, held.price, this.maxJump)) {
        pair.held = null
        pair.reference = { price: held.price, at: now }
        return { apply: [held.tick], events, jumped: true }
      }
      return { apply: [], events }
    }
    // Stryker disable next-line OptionalChaining: receive returned above for a source it does not know
    const live = this.sources.find((s) => s.name === source)?.live
    if (!live) {
      pair.held = null
      pair.reference = { price, at: now }
      return { apply: [tick], events }
    }
    const judged = this.judge(source, pair, tick, price, now)
    return judged.jumped
      ? { apply: judged.apply, events, jumped: true }
      : { apply: judged.apply, events }
  }

  /** The source a pair's prices come from now (null before any was fresh). */
  sourceOf(symbol: string): string | null {
    return this.pairs.get(symbol)?.inUse ?? null
  }

  /** Every pair's source and halt, on the clock (the shell calls it every second). */
  check(now: number): GuardEvent[] {
    const events: GuardEvent[] = []
    for (const [symbol, pair] of this.pairs) events.push(...this.select(symbol, pair, now))
    return events
  }

  health(now: number): PairHealth[] {
    return [...this.pairs].map(([symbol, pair]) => ({
      symbol,
      source: pair.inUse,
      halted: pair.halted,
      held: pair.held !== null,
      ages: this.sources.map((s) => {
        const at = pair.seen.get(s.name)?.at ?? 0
        return {
          source: s.name,
          ageMs: at > 0 ? Math.max(0, now - at) : null,
          fresh: this.fresh(s.name, symbol, now),
        }
      }),
    }))
  }

  private select(symbol: string, pair: PairState<T>, now: number): GuardEvent[] {
    const next = this.sources.find((s) => this.fresh(s.name, symbol, now))?.name
    if (!next) {
      if (pair.halted) return []
      pair.halted = true
      pair.held = null
      return [{ kind: 'halted', symbol }]
    }
    const previous = pair.inUse
    pair.inUse = next
    if (pair.halted) {
      pair.halted = false
      return [{ kind: 'resumed', symbol, source: next }]
    }
    if (previous !== null && previous !== next) {
      return [{ kind: 'source', symbol, source: next, previous }]
    }
    return []
  }

  private judge(
    source: string,
    pair: PairState<T>,
    tick: T,
    price: Decimal,
    now: number,
  ): { apply: T[]; jumped: boolean } {
    const held = pair.held
    if (held) {
      pair.held = null
      if (within(price, held.price, this.maxJump)) {
        pair.reference = { price, at: now }
        return { apply: [held.tick, tick], jumped: true }
      }
    }
    const ref = pair.reference
    const jump =
      ref !== null && now - ref.at <= this.windowMs && !within(price, ref.price, this.maxJump)
    if (jump && !this.confirmedElsewhere(source, pair, price, now)) {
      pair.held = { tick, price }
      return { apply: [], jumped: false }
    }
    pair.reference = { price, at: now }
    return { apply: [tick], jumped: jump }
  }

  /** Another fresh source's recent price is near this one. */
  private confirmedElsewhere(source: string, pair: PairState<T>, price: Decimal, now: number) {
    for (const [name, seen] of pair.seen) {
      if (name === source || !seen.price || now - seen.at > this.windowMs) continue
      const s = this.sources.find((x) => x.name === name)
      // Stryker disable next-line OptionalChaining: only known sources are ever seen (receive ignores the rest)
      if (s?.running && within(price, seen.price, this.maxJump)) return true
    }
    return false
  }
}
