/** The price lines the chart draws for the pair's position: entry, take profit, stop loss. */
import type { Position } from '#contract/trade.ts'

export interface ChartLine {
  kind: 'entry' | 'tp' | 'sl'
  price: string
}

export function positionLines(position: Position | undefined): ChartLine[] {
  if (!position) return []
  const lines: ChartLine[] = [{ kind: 'entry', price: position.entryPrice }]
  if (position.tp) lines.push({ kind: 'tp', price: position.tp })
  if (position.sl) lines.push({ kind: 'sl', price: position.sl })
  return lines
}
