/**
 * Changing an account's leverage on a pair: refused above the account's or
 * the pair's cap, when the open position's notional exceeds the new
 * bracket's cap, or when the margin it needs exceeds equity.
 */

import type { Decimal } from '#money/decimal.ts'
import { type AccountState, figuresOf } from './account-state.ts'
import type { CoreState } from './core-state.ts'
import { inactiveRejection } from './order-checks.ts'
import { maxNotionalAt, pairMaxLeverage } from './pair.ts'
import { reject } from './rejections.ts'
import type { Rejection } from './types.ts'

/** Sets the leverage and answers the new cap, or a rejection with nothing changed. */
export function changeLeverage(
  state: CoreState,
  account: AccountState,
  symbol: string,
  leverage: number,
): { maxNotional: Decimal } | Rejection {
  const inactive = inactiveRejection(account)
  if (inactive) return inactive
  const pair = state.pairs.get(symbol)
  if (!pair) return reject('unknown_symbol', 'coinPairCode')
  if (leverage > account.maxLeverage)
    return reject('leverage_account_cap', 'leverage', { max: account.maxLeverage })
  if (leverage > pairMaxLeverage(pair))
    return reject('leverage_pair_cap', 'leverage', { max: pairMaxLeverage(pair), symbol })
  const cap = maxNotionalAt(pair, leverage)
  const position = account.positions.get(symbol)
  const mark = state.quote(symbol)?.mark
  if (position && mark) {
    const notional = position.size.abs().mul(mark)
    if (notional.gt(cap)) {
      return reject('leverage_bracket', 'leverage', {
        leverage,
        cap: cap.toString(),
        notional: notional.toFixed(2, 'up'),
      })
    }
  }
  const previous = account.leverages.get(symbol)
  account.leverages.set(symbol, leverage)
  const after = figuresOf(account, state)
  if (after.equity.lt(after.margin)) {
    if (previous === undefined) account.leverages.delete(symbol)
    else account.leverages.set(symbol, previous)
    return reject('leverage_margin', 'leverage', {
      leverage,
      margin: after.margin.toFixed(2, 'up'),
      equity: after.equity.toFixed(2, 'down'),
    })
  }
  return { maxNotional: cap }
}
