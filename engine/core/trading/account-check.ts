/**
 * The exact check after anything moved an account: its lows, liquidation,
 * its named thresholds, then its risk entries. Appends the events it caused.
 */
import { type AccountState, figuresOf } from './account-state.ts'
import type { CoreState } from './core-state.ts'
import { noteEquity } from './equity-lows.ts'
import { cancelOpenOrders, closePositions, type Events } from './execution.ts'
import { reindexRisk } from './indexing.ts'
import { armLow, syncLow } from './low-watch.ts'

/**
 * The exact check after anything that moved the account: liquidation when
 * equity ≤ total maintenance (every position closed at mark, every order
 * canceled), then each named threshold, then the risk index is rebuilt.
 */
export function checkAccount(
  state: CoreState,
  account: AccountState,
  now: Date,
  events: Events,
): void {
  // The dip since its last check first, at the marks its positions saw (decision 550).
  syncLow(state, account, events)
  // A position on a halted pair is valued at a stale price: no lows, no
  // liquidation, no threshold decided until its pair resumes (decision 440).
  if (state.halted.size > 0 && holdsHalted(state, account)) {
    reindexRisk(state, account)
    armLow(state, account)
    return
  }
  let figures = figuresOf(account, state)
  noteEquity(account, figures.equity, events)
  if (account.positions.size > 0 && figures.equity.lte(figures.maintenance)) {
    events.push({
      kind: 'liquidation',
      accountId: account.id,
      equity: figures.equity,
      maintenance: figures.maintenance,
      time: now,
    })
    cancelOpenOrders(state, account, undefined, 'Canceled by liquidation', now, events)
    closePositions(state, account, undefined, 'Liquidation', 'liquidation', now, events)
    figures = figuresOf(account, state)
    noteEquity(account, figures.equity, events)
  }
  const names = [...account.thresholds.keys()].sort()
  for (const name of names) {
    // biome-ignore lint/style/noNonNullAssertion: name comes from the map
    const threshold = account.thresholds.get(name)!
    if (figures.equity.lte(threshold)) {
      if (!account.crossed.has(name)) {
        account.crossed.add(name)
        events.push({
          kind: 'threshold_crossed',
          accountId: account.id,
          name,
          threshold,
          equity: figures.equity,
          time: now,
        })
      }
    } else {
      account.crossed.delete(name)
    }
  }
  reindexRisk(state, account)
  armLow(state, account)
}

function holdsHalted(state: CoreState, account: AccountState): boolean {
  for (const code of account.positions.keys()) if (state.halted.has(code)) return true
  return false
}
