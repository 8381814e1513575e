/**
 * Trading findings from fills, as they happen (issue 33): the recent fills
 * each detector needs, kept in memory and pruned by time, and what a new
 * fill finds against them. Pure: no I/O, no clock of its own; the shell
 * feeds fills after the trading write committed and decides what a finding
 * becomes (a hedge needs the two accounts linked, which the shell knows).
 */
import { D, type Decimal } from '#money/decimal.ts'
import { type CopyFinding, CopyMatches } from './copy-matches.ts'
import { type FillPair, prune, type SeenFill } from './seen-fill.ts'
import type { RiskThresholds } from './thresholds.ts'

export interface LatencyFinding {
  accountId: number
  userId: number
  shortTrades: number
  wins: number
  firmShortTrades: number
  firmWins: number
  /** Winning short trades that held across a move the feed guard flagged (decision 588). */
  flaggedMoveWins: number
  /** The short trades themselves (the last ones), opening and closing fill. */
  trades: FillPair[]
}

export interface Findings {
  /** Opposite openings of similar size close in time, on two accounts (linked or not: the shell checks). */
  hedges: FillPair[]
  /** Two users whose matching orders reached the threshold with this fill: all their matches. */
  copies: CopyFinding[]
  latency: LatencyFinding | null
}

const signedSize = (f: SeenFill): Decimal =>
  // Stryker disable next-line EqualityOperator: the sign is only compared with the same account's (held against this fill), so either convention reads alike
  f.side === 'buy' ? D(f.quantity) : D(f.quantity).neg()

export class FillWindows {
  /** Openings per symbol and side ("BTCUSDT:buy"), newest last, for hedging. */
  private readonly openings = new Map<string, SeenFill[]>()
  /** When each account's position in a symbol opened ("account:symbol"). */
  private readonly opened = new Map<string, SeenFill>()
  /**
   * Each account's net position per symbol ("account:symbol"), from its fills:
   * a fill against it closes, whatever its profit (a close at its entry price
   * realizes nothing and is no opening: it hedged nothing).
   */
  private readonly net = new Map<string, Decimal>()
  private readonly short = new Map<
    number,
    { trades: number; wins: number; jumpWins: number; last: FillPair[] }
  >()
  /** When the feed guard applied a flagged move, per symbol (ms), newest last. */
  private readonly jumps = new Map<string, number[]>()
  private firmShort = { trades: 0, wins: 0 }

  private thresholds: RiskThresholds
  private readonly copying: CopyMatches

  constructor(thresholds: RiskThresholds) {
    this.thresholds = thresholds
    this.copying = new CopyMatches(thresholds)
  }

  setThresholds(t: RiskThresholds): void {
    this.thresholds = t
    this.copying.setThresholds(t)
  }

  /** A move the feed guard flagged; kept while a short trade could still span it. */
  noteJump(symbol: string, at: Date): void {
    const list = this.jumps.get(symbol) ?? []
    const since = at.getTime() - this.thresholds.shortTradeSeconds * 1000
    // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty list's first entry is undefined, never < since
    while (list.length > 0 && (list[0] as number) < since) list.shift()
    list.push(at.getTime())
    this.jumps.set(symbol, list)
  }

  private spansJump(symbol: string, from: Date, to: Date): boolean {
    const a = from.getTime()
    const b = to.getTime()
    // Stryker disable next-line ArrayDeclaration: a non-number entry is never >= a time, so a list of one finds nothing either
    return (this.jumps.get(symbol) ?? []).some((at) => at >= a && at <= b)
  }

  see(f: SeenFill): Findings {
    // Copying reads only other users' orders: it is independent of the account's own windows.
    const findings: Findings = { hedges: [], copies: this.copying.see(f), latency: null }

    const move = this.move(f)
    if (move.opening) {
      findings.hedges = this.opening(move.opening)
    } else {
      findings.latency = this.closed(f)
      // One fill through flat (long 0.1, sell 0.3) closes and opens: the short it leaves is an opening.
      if (move.flipped) findings.hedges = this.opening(move.flipped)
    }

    return findings
  }

  /** An opening: the other side's openings it hedges, then it is kept (and its time, for a short trade). */
  private opening(f: SeenFill): FillPair[] {
    const t = this.thresholds
    const since = f.time.getTime() - t.hedgeWindowSeconds * 1000
    const hedges: FillPair[] = []
    // Only the other side's openings can hedge this one: a market all one way scans nothing.
    for (const o of prune(this.openings, `${f.symbol}:${oppositeSide(f.side)}`, since)) {
      if (o.accountId === f.accountId) continue
      if (similarSize(o.quantity, f.quantity, t.hedgeSizePercent)) hedges.push({ a: o, b: f })
    }
    prune(this.openings, `${f.symbol}:${f.side}`, since).push(f)
    const key = `${f.accountId}:${f.symbol}`
    if (!this.opened.has(key)) this.opened.set(key, f)
    return hedges
  }

  /**
   * What the fill does to the account's net position, kept per symbol: it
   * opens or adds (the fill is an opening), or closes; a close that goes
   * through flat also opens what it leaves (`flipped`, that size). A fill
   * against a held position closes whatever its profit (a close at the
   * entry price realizes nothing and is no opening); one with a realized
   * profit closed something held before these windows began (a restart).
   */
  private move(f: SeenFill): { opening?: SeenFill; flipped?: SeenFill } {
    const key = `${f.accountId}:${f.symbol}`
    const held = this.net.get(key) ?? D(0)
    const size = signedSize(f)
    const after = held.add(size)
    // Stryker disable next-line ConditionalExpression: a zero kept reads as no position, like a deleted one
    if (after.isZero()) this.net.delete(key)
    else this.net.set(key, after)
    const closes = !held.isZero() && held.isNegative() !== size.isNegative()
    if (!closes) return D(f.realizedProfit).isZero() ? { opening: f } : {}
    const through = !after.isZero() && after.isNegative() === size.isNegative()
    return through ? { flipped: { ...f, quantity: after.abs().toString() } } : {}
  }

  private closed(f: SeenFill): LatencyFinding | null {
    const t = this.thresholds
    const key = `${f.accountId}:${f.symbol}`
    const open = this.opened.get(key)
    this.opened.delete(key)
    if (!open) return null
    if (f.time.getTime() - open.time.getTime() >= t.shortTradeSeconds * 1000) return null
    const win = D(f.realizedProfit).gt(0)
    const mine = this.short.get(f.accountId) ?? { trades: 0, wins: 0, jumpWins: 0, last: [] }
    mine.trades += 1
    if (win) mine.wins += 1
    if (win && this.spansJump(f.symbol, open.time, f.time)) mine.jumpWins += 1
    mine.last = [...mine.last.slice(-19), { a: open, b: f }]
    this.short.set(f.accountId, mine)
    this.firmShort = {
      trades: this.firmShort.trades + 1,
      wins: this.firmShort.wins + (win ? 1 : 0),
    }
    // The firm's rate without this account's own trades: one account cannot raise its own bar.
    const firmTrades = this.firmShort.trades - mine.trades
    const firmWins = this.firmShort.wins - mine.wins
    const firmRate = firmTrades > 0 ? firmWins / firmTrades : 0.5
    const rate = mine.wins / mine.trades
    const byRate =
      mine.trades >= t.latencyMinTrades && (rate - firmRate) * 100 >= t.latencyWinRateAbovePoints
    // Or profit taken from moves the feed guard flagged, however the rate compares.
    if (!byRate && mine.jumpWins < t.latencyFlaggedMoves) return null
    return {
      accountId: f.accountId,
      userId: f.userId,
      shortTrades: mine.trades,
      wins: mine.wins,
      firmShortTrades: firmTrades,
      firmWins,
      flaggedMoveWins: mine.jumpWins,
      trades: mine.last,
    }
  }
}

function oppositeSide(side: string): string {
  return side === 'buy' ? 'sell' : 'buy'
}

/** Within `percent` of the larger of the two. */
export function similarSize(a: string, b: string, percent: number): boolean {
  const x: Decimal = D(a)
  const y: Decimal = D(b)
  const larger = x.gt(y) ? x : y
  if (larger.isZero()) return false
  return x.sub(y).abs().mul(100).lte(larger.mul(percent))
}
