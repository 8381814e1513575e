/**
 * The order calculator (spec §2 Trade): the size that loses `risk` % of the
 * balance if the stop loss is hit, and the margin it takes at the leverage.
 * Exact decimals; sizes floor to the pair's step (never risk more than
 * asked), money rounds up to the cent (never show less margin than needed).
 */
import { D, type Decimal } from '#money/decimal.ts'
import type { Side } from './order-math.ts'

export interface CalculatorInput {
  side: Side
  leverage: number
  balance: Decimal
  /** Percent of the balance to risk. */
  riskPercent: Decimal
  entry: Decimal
  stopLoss: Decimal
  stepSize: Decimal
}

export type CalculatorResult =
  | { ok: true; size: Decimal; margin: Decimal; loss: Decimal }
  | { ok: false; reason: 'stop_loss_side' }

export function calculateOrder(input: CalculatorInput): CalculatorResult {
  const { side, leverage, balance, riskPercent, entry, stopLoss, stepSize } = input
  const distance = side === 'buy' ? entry.sub(stopLoss) : stopLoss.sub(entry)
  if (!distance.isPositive()) return { ok: false, reason: 'stop_loss_side' }
  const risk = balance.mul(riskPercent).div(100, 12, 'floor')
  const size = risk.div(distance, 12, 'floor').roundToStep(stepSize, 'floor')
  const margin = size.mul(entry).div(leverage, 12, 'ceil').round(2, 'ceil')
  const loss = size.mul(distance).round(2, 'ceil')
  return { ok: true, size, margin, loss: loss.isZero() ? D(0) : loss }
}
