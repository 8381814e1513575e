/**
 * Balance, equity and PnL of a trading account as the challenge pages show
 * them. Equity is the live equity at the last mark when the trading core
 * holds the account (balance + its positions' unrealized PnL, issue 31);
 * an account not held (ended, or not loaded yet) has no open position, so
 * its equity is its stored balance.
 */
import { D, type Decimal } from '#money/decimal.ts'
import type { TradingAccountRow } from './read-model.ts'

/** The live balance and equity of a held trading account, or null when none is held. */
export type LiveFigures = (accountId: number) => { balance: Decimal; equity: Decimal } | null

export function accountMoney(account: TradingAccountRow, live?: LiveFigures) {
  const held = live?.(account.id) ?? null
  const balance = held?.balance ?? D(account.balance)
  const equity = held?.equity ?? balance
  return {
    balance: balance.toString(),
    equity: equity.toString(),
    pnl: equity.sub(account.initialBalance).toString(),
  }
}
