/**
 * Figures the terminal asks of one account without changing it: the
 * largest order that fits on each side, and a position's liquidation price.
 */
import { D, Decimal } from '#money/decimal.ts'
import { type AccountState, figuresOf } from './account-state.ts'
import type { CoreState } from './core-state.ts'
import { liquidationPrice } from './liquidation.ts'
import { checkOpeningSize } from './order-checks.ts'
import { maintenanceOf, maxNotionalAt, pricePrecision } from './pair.ts'
import { unrealizedPnl } from './position-math.ts'
import type { Side } from './types.ts'

/**
 * The largest size of a market opening order on each side that the order
 * checks accept (checkOpeningSize: bracket cap, and free margin judged on
 * what the fill would leave, fee and the opposite position it closes first
 * included), in whole steps. Found by bisection over the checks themselves
 * rather than by a formula of its own, so Max and the refusal can never
 * disagree (issue 31: a closed-form Max understated the side that closes).
 * Acceptance is monotone in size: closing part of the position always
 * passes, and past it every further step adds margin, fee and open loss.
 */
export function maxOpenOf(
  state: CoreState,
  account: AccountState,
  symbol: string,
): { buy: Decimal; sell: Decimal } {
  const pair = state.pair(symbol)
  const quote = state.quote(symbol)
  if (!quote || account.status !== 'active') return { buy: D(0), sell: D(0) }
  const held = account.positions.get(symbol)?.size ?? D(0)
  const cap = maxNotionalAt(pair, account.leverageFor(pair))
  const step = pair.stepSize
  const largest = (side: Side): Decimal => {
    const price = side === 'buy' ? quote.ask : quote.bid
    const opposite = held.sign() === (side === 'buy' ? -1 : 1) ? held.abs() : D(0)
    const sizeOf = (steps: bigint) => step.mul(D(steps.toString()))
    const fits = (steps: bigint) =>
      checkOpeningSize(account, state, pair, side, sizeOf(steps), { price }, price) === null
    // Past this the new position alone is over the cap (and larger than the one held): refused.
    const beyond = opposite.add(Decimal.max(opposite, cap.div(price, 12, 'ceil'))).add(step)
    let lo = 0n
    let hi = stepsIn(beyond, step)
    while (hi - lo > 1n) {
      const mid = (lo + hi) / 2n
      if (fits(mid)) lo = mid
      else hi = mid
    }
    return sizeOf(lo)
  }
  return { buy: largest('buy'), sell: largest('sell') }
}

/** How many whole steps `size` is, rounded up. */
function stepsIn(size: Decimal, step: Decimal): bigint {
  return BigInt(size.roundToStep(step, 'ceil').div(step, 0, 'down').toString())
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
