/**
 * A step's or an account's trading analytics (pure, decision 606), from its
 * fills. Trades are the closed trades of closed-trades.ts (net results);
 * a trade counts where its position was opened (symbol, weekday and hour
 * of entry in UTC) and by how long it was held.
 *
 * - Buckets: trades, wins (result > 0) and the sum of results.
 * - Days: a trading day's profit is Σ (realized PnL − fee) of its fills
 *   (opening fees too), days cut at the boundary hour; best and worst day.
 * - Average holding time of winners and of losers; largest win and loss;
 *   the longest runs of consecutive wins and of losses (a result of 0
 *   ends both).
 * - Consistency (decision 568's figure): the best day's share of the total
 *   profit, best ÷ Σ day profits × 100 to 2 decimals; null unless the
 *   total is positive (then so is the best day).
 */
import { D, type Decimal } from '#money/decimal.ts'
import { type ClosedTrade, closedTrades, type TimedFill } from './closed-trades.ts'
import { tradingDayKey } from './day.ts'

export interface Bucket {
  key: string
  trades: number
  wins: number
  result: string
}

export interface DayProfit {
  date: string
  profit: string
}

export interface TradeAnalytics {
  trades: number
  bySymbol: Bucket[]
  /** 0 = Sunday … 6 = Saturday (UTC), all seven. */
  byWeekday: Bucket[]
  /** 0 … 23 (UTC), all twenty-four. */
  byHour: Bucket[]
  bySide: Bucket[]
  byHolding: Bucket[]
  bestDay: DayProfit | null
  worstDay: DayProfit | null
  averageHoldWinMs: number | null
  averageHoldLossMs: number | null
  largestWin: string | null
  largestLoss: string | null
  longestWinStreak: number
  longestLossStreak: number
  consistencyPercent: string | null
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** Holding-time buckets: [key, held under this many ms]. */
export const HOLDING_BUCKETS: ReadonlyArray<readonly [string, number]> = [
  ['under_5m', 5 * MINUTE],
  ['5m_1h', HOUR],
  ['1h_4h', 4 * HOUR],
  ['4h_1d', 24 * HOUR],
  ['over_1d', Number.POSITIVE_INFINITY],
]

function buckets(keys: string[], trades: ClosedTrade[], keyOf: (t: ClosedTrade) => string) {
  const map = new Map(keys.map((k) => [k, { trades: 0, wins: 0, result: D(0) }]))
  for (const trade of trades) {
    const bucket = map.get(keyOf(trade))
    // Every key a trade can have is seeded above.
    // Stryker disable next-line ConditionalExpression: never taken (the keys are seeded)
    if (!bucket) continue
    bucket.trades++
    if (trade.result.isPositive()) bucket.wins++
    bucket.result = bucket.result.add(trade.result)
  }
  return [...map.entries()].map(([key, b]) => ({
    key,
    trades: b.trades,
    wins: b.wins,
    result: b.result.toString(),
  }))
}

const holdingKey = (ms: number) =>
  // Stryker disable next-line OptionalChaining,StringLiteral: the last bucket holds any time, so find always finds
  HOLDING_BUCKETS.find(([, under]) => ms < under)?.[0] ?? 'over_1d'

function averageMs(list: ClosedTrade[]): number | null {
  if (list.length === 0) return null
  return Math.round(list.reduce((sum, t) => sum + t.heldMs, 0) / list.length)
}

function longestRun(trades: ClosedTrade[], counts: (r: Decimal) => boolean): number {
  let best = 0
  let run = 0
  for (const t of trades) {
    run = counts(t.result) ? run + 1 : 0
    best = Math.max(best, run)
  }
  return best
}

// Stryker disable next-line EqualityOperator: day keys are unique, so a < b and a <= b agree
const byDate = ([a]: [string, Decimal], [b]: [string, Decimal]) => (a < b ? -1 : 1)

export function dayProfits(fills: TimedFill[], boundaryHourUtc: number): DayProfit[] {
  const days = new Map<string, Decimal>()
  for (const f of fills) {
    const key = tradingDayKey(f.at, boundaryHourUtc)
    days.set(key, (days.get(key) ?? D(0)).add(D(f.realizedPnl).sub(f.fee)))
  }
  return [...days.entries()]
    .sort(byDate)
    .map(([date, profit]) => ({ date, profit: profit.toString() }))
}

/**
 * The analytics of one or more trading accounts (an account's steps), each
 * its own fills: positions never carry from one account to another; trades
 * are then taken together in the order they closed.
 */
export function tradeAnalytics(accounts: TimedFill[][], boundaryHourUtc: number): TradeAnalytics {
  const trades = accounts
    .flatMap((fills) => closedTrades(fills))
    .sort((a, b) => a.closedAt.getTime() - b.closedAt.getTime())
  const fills = accounts.flat()
  const wins = trades.filter((t) => t.result.isPositive())
  const losses = trades.filter((t) => t.result.isNegative())
  const days = dayProfits(fills, boundaryHourUtc)
  const pick = (better: (a: Decimal, b: Decimal) => boolean) =>
    days.reduce<DayProfit | null>(
      (best, d) => (best === null || better(D(d.profit), D(best.profit)) ? d : best),
      null,
    )
  const bestDay = pick((a, b) => a.gt(b))
  const worstDay = pick((a, b) => a.lt(b))
  const total = days.reduce((sum, d) => sum.add(d.profit), D(0))
  const extreme = (list: ClosedTrade[], better: (a: Decimal, b: Decimal) => boolean) =>
    list.reduce<Decimal | null>((m, t) => (m === null || better(t.result, m) ? t.result : m), null)
  return {
    trades: trades.length,
    bySymbol: buckets([...new Set(trades.map((t) => t.symbol))].sort(), trades, (t) => t.symbol),
    byWeekday: buckets(
      Array.from({ length: 7 }, (_, i) => String(i)),
      trades,
      (t) => String(t.openedAt.getUTCDay()),
    ),
    byHour: buckets(
      Array.from({ length: 24 }, (_, i) => String(i)),
      trades,
      (t) => String(t.openedAt.getUTCHours()),
    ),
    bySide: buckets(['long', 'short'], trades, (t) => t.side),
    byHolding: buckets(
      HOLDING_BUCKETS.map(([key]) => key),
      trades,
      (t) => holdingKey(t.heldMs),
    ),
    bestDay,
    worstDay,
    averageHoldWinMs: averageMs(wins),
    averageHoldLossMs: averageMs(losses),
    largestWin: extreme(wins, (a, b) => a.gt(b))?.toString() ?? null,
    largestLoss: extreme(losses, (a, b) => a.lt(b))?.toString() ?? null,
    longestWinStreak: longestRun(trades, (r) => r.isPositive()),
    longestLossStreak: longestRun(trades, (r) => r.isNegative()),
    consistencyPercent:
      // A positive total makes the best day positive too.
      bestDay && total.isPositive() ? D(bestDay.profit).mul(100).div(total, 2).toString() : null,
  }
}
