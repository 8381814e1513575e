/**
 * The firm's exposure and its riskiest accounts, from the accounts the
 * shell holds now (decision 580): per symbol the long and short sizes and
 * their costs (Σ size × entry), overall and on funded accounts, and per
 * account its profit, the share of its allowed loss used and the notional
 * it holds. Exact decimals throughout; demo accounts are left out.
 */
import { D, type Decimal } from '#money/decimal.ts'
import type { TradingShell } from './trading-shell.ts'

export type AccountKind = 'challenge' | 'real'

interface Side {
  size: Decimal
  cost: Decimal
}
export interface SymbolTotals {
  symbol: string
  accounts: Set<number>
  long: Side
  short: Side
  fundedLong: Side
  fundedShort: Side
}
export interface AccountFigures {
  accountId: number
  userChallengeId: number
  kind: AccountKind
  initialBalance: Decimal
  equity: Decimal
  profit: Decimal
  drawdownUsed: Decimal | null
  notional: Decimal
}

const zero = (): Side => ({ size: D(0), cost: D(0) })
const nonNegative = (value: Decimal): Decimal => (value.isNegative() ? D(0) : value)

export function firmExposure(
  shell: TradingShell,
  kindOf: (userChallengeId: number) => AccountKind | undefined,
  markOf: (symbol: string) => Decimal | undefined,
): { symbols: SymbolTotals[]; accounts: AccountFigures[] } {
  const bySymbol = new Map<string, SymbolTotals>()
  for (const code of shell.pairRows.keys())
    bySymbol.set(code, {
      symbol: code,
      accounts: new Set(),
      long: zero(),
      short: zero(),
      fundedLong: zero(),
      fundedShort: zero(),
    })
  const accounts: AccountFigures[] = []
  for (const h of shell.held.holdings()) {
    const kind = kindOf(h.userChallengeId)
    if (!kind) continue
    let notional = D(0)
    for (const p of h.positions) {
      const totals = bySymbol.get(p.symbol)
      if (!totals) continue
      const size = p.size.abs()
      const cost = size.mul(p.entryPrice)
      const add = (side: Side) => {
        side.size = side.size.add(size)
        side.cost = side.cost.add(cost)
      }
      const long = p.size.gt(0)
      add(long ? totals.long : totals.short)
      if (kind === 'real') add(long ? totals.fundedLong : totals.fundedShort)
      totals.accounts.add(h.accountId)
      notional = notional.add(size.mul(markOf(p.symbol) ?? p.entryPrice))
    }
    const profit = h.equity.sub(h.initialBalance)
    const allowed = h.breachFloor ? h.initialBalance.sub(h.breachFloor) : null
    const drawdownUsed =
      allowed?.gt(0) === true
        ? nonNegative(h.initialBalance.sub(h.equity)).mul(100).div(allowed, 2)
        : null
    accounts.push({
      accountId: h.accountId,
      userChallengeId: h.userChallengeId,
      kind,
      initialBalance: h.initialBalance,
      equity: h.equity,
      profit,
      drawdownUsed,
      notional,
    })
  }
  return { symbols: [...bySymbol.values()], accounts }
}
