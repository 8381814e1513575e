/**
 * Balance, equity and PnL of a trading account as the challenge pages show
 * them. Equity is balance + unrealized PnL of open positions; until the
 * trading engine's positions are merged into this branch an account can
 * hold none, so its unrealized PnL is zero and equity equals balance. The
 * trading merge replaces `unrealized` with the positions' PnL at mark.
 */
import { D } from '#money/decimal.ts'
import type { TradingAccountRow } from './read-model.ts'

export function accountMoney(account: TradingAccountRow, unrealized = '0') {
  const balance = D(account.balance)
  const equity = balance.add(unrealized)
  return {
    balance: balance.toString(),
    equity: equity.toString(),
    pnl: equity.sub(account.initialBalance).toString(),
  }
}
