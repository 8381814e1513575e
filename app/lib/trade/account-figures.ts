/**
 * The assets panel's figures recomputed in the browser from live mark prices
 * (trading.md "Positions and money"), with the engine's own arithmetic
 * (engine/core/trading/account-state.ts `figuresOf`, engine/trading/views.ts
 * `money`): exact decimals, margins rounded up at 10 places, every figure
 * shown to 8 places half-even. Pure; decision 300.
 */
import { D, type Decimal } from '#money/decimal.ts'

/** Margin figures keep this many decimals, rounded up (engine MARGIN_SCALE). */
const MARGIN_SCALE = 10

export interface FigurePosition {
  symbol: string
  side: 'long' | 'short'
  /** Absolute size. */
  size: string
  entryPrice: string
  /** The mark the position was last priced at (used until a live mark arrives). */
  markPrice: string
  leverage: number
}

export interface FigureOrder {
  symbol: string
  trade_type: 'open' | 'close'
  amount: string
  limitPrice: string | null
  triggerPrice: string | null
}

export interface AccountInputs {
  /** The engine's last balance and daily balance (they move only on account events). */
  balance: string
  dailyBalance: string
  positions: readonly FigurePosition[]
  openOrders: readonly FigureOrder[]
  /** Leverage per pair, for open orders of pairs without a position. */
  leverages: Readonly<Record<string, number>>
}

export interface AccountFigures {
  balance: string
  equity: string
  unrealized_pnl: string
  margin: string
  free_margin: string
  daily_balance: string
}

export type MarkOf = (symbol: string) => string | undefined

/** Money as the engine sends it: 8 places half-even, no trailing zeros. */
export function money(value: Decimal): string {
  return value.round(8, 'half-even').toString()
}

function signedSize(p: FigurePosition): Decimal {
  const size = D(p.size)
  return p.side === 'short' ? size.neg() : size
}

/** unrealized PnL = (mark − E) × q, exact. */
export function positionPnl(p: FigurePosition, mark: string): Decimal {
  return D(mark).sub(p.entryPrice).mul(signedSize(p))
}

/** A position row's PnL as shown: the engine's money rounding. */
export function positionPnlText(p: FigurePosition, mark: string): string {
  return money(positionPnl(p, mark))
}

/** A position's margin at a mark: size × mark / leverage, rounded up at 10 places (engine MARGIN_SCALE). */
export function positionMargin(p: FigurePosition, mark: string): Decimal {
  return D(p.size).mul(mark).div(p.leverage, MARGIN_SCALE, 'ceil')
}

/** A position row's margin as shown: the engine's money rounding. */
export function positionMarginText(p: FigurePosition, mark: string): string {
  return money(positionMargin(p, mark))
}

export function leverageOf(inputs: AccountInputs, symbol: string): number | undefined {
  return inputs.positions.find((p) => p.symbol === symbol)?.leverage ?? inputs.leverages[symbol]
}

/** Pairs whose open orders reserve margin but whose leverage is not known yet. */
export function missingLeverages(inputs: AccountInputs): string[] {
  const missing = new Set<string>()
  for (const o of inputs.openOrders)
    if (o.trade_type === 'open' && leverageOf(inputs, o.symbol) === undefined) missing.add(o.symbol)
  return [...missing]
}

export function accountFigures(inputs: AccountInputs, markOf: MarkOf): AccountFigures {
  let unrealized = D(0)
  let margin = D(0)
  for (const p of inputs.positions) {
    const mark = markOf(p.symbol) ?? p.markPrice
    unrealized = unrealized.add(positionPnl(p, mark))
    margin = margin.add(positionMargin(p, mark))
  }
  const orderNotional = new Map<string, Decimal>()
  for (const o of inputs.openOrders) {
    if (o.trade_type !== 'open') continue
    const price = o.limitPrice ?? o.triggerPrice
    if (price === null) continue
    orderNotional.set(o.symbol, (orderNotional.get(o.symbol) ?? D(0)).add(D(o.amount).mul(price)))
  }
  for (const [symbol, notional] of orderNotional) {
    const leverage = leverageOf(inputs, symbol)
    if (leverage !== undefined) margin = margin.add(notional.div(leverage, MARGIN_SCALE, 'ceil'))
  }
  const balance = D(inputs.balance)
  const equity = balance.add(unrealized)
  const free = equity.sub(margin)
  return {
    balance: money(balance),
    equity: money(equity),
    unrealized_pnl: money(unrealized),
    margin: money(margin),
    free_margin: money(free.isNegative() ? D(0) : free),
    daily_balance: money(D(inputs.dailyBalance)),
  }
}

/** A money string shown to the cent (the wire keeps 8 places). */
export function toCents(value: string): string {
  return D(value).toFixed(2, 'half-even')
}
