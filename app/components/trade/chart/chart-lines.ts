/**
 * The price lines the chart draws for the pair's position: entry, take
 * profit, stop loss, the liquidation price, and where the account fails
 * (the daily floor's and the total floor's breach prices, decision 455).
 */
import type { Position } from '#contract/trade.ts'
import type { BreachPrices } from '~/lib/trade/breach-lines'

export interface ChartLine {
  kind: 'entry' | 'tp' | 'sl' | 'liq' | 'daily' | 'total'
  price: string
}

export function positionLines(
  position: Position | undefined,
  breach: BreachPrices = { daily: null, total: null },
): ChartLine[] {
  if (!position) return []
  const lines: ChartLine[] = [{ kind: 'entry', price: position.entryPrice }]
  if (position.tp) lines.push({ kind: 'tp', price: position.tp })
  if (position.sl) lines.push({ kind: 'sl', price: position.sl })
  if (position.liquidPrice) lines.push({ kind: 'liq', price: position.liquidPrice })
  if (breach.daily) lines.push({ kind: 'daily', price: breach.daily })
  if (breach.total) lines.push({ kind: 'total', price: breach.total })
  return lines
}
