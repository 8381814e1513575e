/**
 * A step's report (pure): per trading day its trades, profit and
 * drawdown, and the trade statistics (docs/decisions/281).
 *
 * - A trade is a fill that closed size of a position; its result is net
 *   (round-trips.ts, docs/decisions/411): realized PnL − its fee − its
 *   share of the fees paid to open the size it closed. Opening fills are
 *   not trades.
 * - A day's profit is Σ (realized PnL − fee) of its fills: the day's
 *   change of balance from trading.
 * - A day's drawdown is how far equity fell below the day's starting
 *   balance: max(0, start − lowest equity), both as the trading core
 *   recorded them for the day (docs/decisions/410). A day recorded before
 *   the core kept lows falls back to the equity samples and the balance
 *   after each fill (decision 281's reading).
 * - Statistics from the net results. Win rate = wins ÷ trades × 100; average win and loss are the means of
 *   the winning and losing results (a loss is negative); profit factor =
 *   Σ wins ÷ |Σ losses| (null without a loss); expectancy = Σ results ÷
 *   trades.
 */
import { D, type Decimal } from '#money/decimal.ts'
import { tradingDayKey } from './day.ts'
import { netResults, type RoundTripFill } from './round-trips.ts'

export interface ReportFill extends RoundTripFill {
  at: Date
}

export interface ReportSample {
  at: Date
  equity: string
}

/** A trading day as the core recorded it: its starting balance and lowest equity. */
export interface ReportDayLow {
  date: string
  startBalance: string
  lowestEquity: string
}

export interface DayReport {
  date: string
  trades: number
  profit: string
  drawdown: string
}

export interface TradeSummary {
  trades: number
  winRate: string
  averageWin: string
  averageLoss: string
  profitFactor: string | null
  expectancy: string
}

const MONEY_SCALE = 8

export function stepReport(
  initialBalance: string,
  fills: ReportFill[],
  readings: { days?: ReportDayLow[]; samples?: ReportSample[] },
  boundaryHourUtc: number,
): { days: DayReport[]; summary: TradeSummary } {
  const key = (at: Date) => tradingDayKey(at, boundaryHourUtc)
  const recorded = new Map((readings.days ?? []).map((d) => [d.date, d]))
  const samples = (readings.samples ?? []).filter((s) => !recorded.has(key(s.at)))
  const byTime = [...fills].sort((a, b) => a.at.getTime() - b.at.getTime())
  const net = netResults(byTime)
  const results: Decimal[] = []
  const days = new Map<string, { start: Decimal; trades: number; profit: Decimal; low: Decimal }>()
  let balance = D(initialBalance)
  const dayOf = (date: string) => {
    let day = days.get(date)
    if (!day) {
      const known = recorded.get(date)
      day = known
        ? { start: D(known.startBalance), trades: 0, profit: D(0), low: D(known.lowestEquity) }
        : { start: balance, trades: 0, profit: D(0), low: balance }
      days.set(date, day)
    }
    return day
  }
  for (const date of recorded.keys()) dayOf(date)
  const sampleList = [...samples].sort((a, b) => a.at.getTime() - b.at.getTime())
  let s = 0
  const takeSamplesUntil = (at: Date | null) => {
    while (s < sampleList.length) {
      const sample = sampleList[s]
      if (!sample || (at && sample.at.getTime() > at.getTime())) break
      const day = dayOf(key(sample.at))
      day.low = day.low.lt(sample.equity) ? day.low : D(sample.equity)
      s++
    }
  }
  byTime.forEach((fill, i) => {
    takeSamplesUntil(fill.at)
    const day = dayOf(key(fill.at))
    const change = D(fill.realizedPnl).sub(fill.fee)
    balance = balance.add(change)
    day.profit = day.profit.add(change)
    const result = net[i]
    if (result) {
      day.trades++
      results.push(result)
    }
    // Legacy days only: the balance after a fill is no equity reading while a position is open.
    if (!recorded.has(key(fill.at)) && balance.lt(day.low)) day.low = balance
  })
  takeSamplesUntil(null)

  return {
    days: [...days.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([date, d]) => ({
        date,
        trades: d.trades,
        profit: d.profit.toString(),
        drawdown: (d.start.gt(d.low) ? d.start.sub(d.low) : D(0)).toString(),
      })),
    summary: summarise(results),
  }
}

export function summarise(results: Decimal[]): TradeSummary {
  const n = results.length
  const wins = results.filter((r) => r.isPositive())
  const losses = results.filter((r) => r.isNegative())
  const sum = (list: Decimal[]) => list.reduce((a, b) => a.add(b), D(0))
  const mean = (list: Decimal[]) =>
    list.length === 0 ? D(0) : sum(list).div(list.length, MONEY_SCALE)
  const lost = sum(losses).abs()
  return {
    trades: n,
    winRate: n === 0 ? '0' : D(wins.length).mul(100).div(n, 2).toString(),
    averageWin: mean(wins).toString(),
    averageLoss: mean(losses).toString(),
    profitFactor: lost.isZero() ? null : sum(wins).div(lost, 4).toString(),
    expectancy: mean(results).toString(),
  }
}
