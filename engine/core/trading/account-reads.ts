/**
 * Figures the terminal asks of one account without changing it: the
 * largest order that fits on each side, and a position's liquidation price.
 */
import { D, Decimal } from '#money/decimal.ts'
import { type AccountState, figuresOf } from './account-state.ts'
import type { CoreState } from './core-state.ts'
import { liquidationPrice } from './liquidation.ts'
import { maintenanceOf, maxNotionalAt, pricePrecision } from './pair.ts'
import { unrealizedPnl } from './position-math.ts'

/** The largest size of a market order on each side that fits free margin and the bracket cap. */
export function maxOpenOf(
  state: CoreState,
  account: AccountState,
  symbol: string,
): { buy: Decimal; sell: Decimal } {
  const pair = state.pair(symbol)
  const quote = state.quote(symbol)
  if (!quote || account.status !== 'active') return { buy: D(0), sell: D(0) }
  const figures = figuresOf(account, state)
  const free = figures.freeMargin
  const leverage = account.leverageFor(pair)
  const held = account.positions.get(symbol)?.size ?? D(0)
  const cap = maxNotionalAt(pair, leverage)
  const side = (buy: boolean) => {
    const price = buy ? quote.ask : quote.bid
    const openLoss = buy ? price.sub(quote.mark) : quote.mark.sub(price)
    const perUnit = quote.mark
      .div(leverage, 12, 'ceil')
      .add(openLoss.isPositive() ? openLoss : D(0))
      .add(price.mul(pair.takerFee))
    const sameSide = held.sign() === (buy ? 1 : -1)
    const opposite = held.sign() === (buy ? -1 : 1) ? held.abs() : D(0)
    const byMargin = free.div(perUnit, 12, 'floor')
    const byCap = cap.div(price, 12, 'floor').sub(sameSide ? held.abs() : D(0))
    let max = Decimal.min(byMargin, byCap.isNegative() ? D(0) : byCap).add(opposite)
    max = max.roundToStep(pair.stepSize, 'floor')
    return max.isNegative() ? D(0) : max
  }
  return { buy: side(true), sell: side(false) }
}

/**
 * The displayed liquidation price of the account's position in `symbol`
 * (others at their marks), rounded half-up to the pair's price precision;
 * null when it cannot be liquidated ("--").
 */
export function liquidationPriceIn(
  state: CoreState,
  account: AccountState,
  symbol: string,
): Decimal | null {
  const position = account.positions.get(symbol)
  const quote = state.quote(symbol)
  if (!position || !quote) return null
  const pair = state.pair(symbol)
  const all = figuresOf(account, state)
  const notional = position.size.abs().mul(quote.mark)
  return liquidationPrice(
    {
      balance: account.balance,
      otherUnrealized: all.unrealizedPnl.sub(
        unrealizedPnl(position.size, position.entryPrice, quote.mark),
      ),
      otherMaintenance: all.maintenance.sub(maintenanceOf(pair, notional)),
    },
    position.size,
    position.entryPrice,
    pair.brackets,
    pricePrecision(pair),
    'half-up',
  )
}
