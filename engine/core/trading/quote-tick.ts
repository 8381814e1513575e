/**
 * A new quote for one pair. Pops the triggers the last price reached and
 * the risk entries the mark reached, fires them in placement order, then
 * checks exactly every account touched (and multi-pair holders of the pair).
 * The first quote of a pair checks every holder; when they are more than
 * `deferOver`, those not touched otherwise are left to `deferred` (the
 * shell checks them in turns, so a takeover's first tick at 100 000
 * accounts does not hold the process for seconds, decision 510). Until
 * checked, such an account has no risk entry for the pair: it can be
 * neither liquidated nor cross a threshold on it, as before its load.
 */
import { checkAccount } from './account-check.ts'
import type { CoreLows } from './core-lows.ts'
import type { CoreState } from './core-state.ts'
import type { DeferredHolders } from './deferred-holders.ts'
import type { Events } from './execution.ts'
import { syncLow } from './low-watch.ts'
import { fireTrigger } from './triggers.ts'
import type { Quote, TradingEvent } from './types.ts'

export function applyQuote(
  state: CoreState,
  lows: CoreLows,
  deferred: DeferredHolders,
  symbol: string,
  quote: Quote,
  now: Date,
  deferOver: number,
): TradingEvent[] {
  const first = !state.quotes.has(symbol)
  state.quotes.set(symbol, quote)
  const events: Events = []
  lows.mark(symbol, quote.mark)
  const touched = new Set<number>()
  const crossed = state.book(symbol).popCrossed(quote.last)
  // Stryker disable next-line ConditionalExpression,EqualityOperator: sorting one entry changes nothing
  if (crossed.length > 1) crossed.sort((a, b) => a.entry.seq - b.entry.seq)
  for (const { entry } of crossed) {
    const account = state.accounts.get(entry.value.accountId)
    // Stryker disable next-line ConditionalExpression: entries belong to loaded accounts (unload removes them)
    if (!account) continue
    // The dip at this mark counts with the position before the fill (decision 550).
    syncLow(state, account, events)
    fireTrigger(state, account, entry.value, now, events)
    touched.add(account.id)
  }
  for (const { entry } of state.riskIndex(symbol).popCrossed(quote.mark)) touched.add(entry.value)
  // biome-ignore lint/style/noNonNullAssertion: every pair has its sets
  for (const id of state.multiHolders.get(symbol)!) touched.add(id)
  // biome-ignore lint/style/noNonNullAssertion: every pair has its sets
  const holders = state.holders.get(symbol)!
  if (first && holders.size > deferOver) deferred.leave(holders, touched)
  else if (first) for (const id of holders) touched.add(id)
  // Stryker disable next-line ConditionalExpression: a shortcut; the loop below does nothing then
  if (touched.size === 0) return events
  for (const id of [...touched].sort((a, b) => a - b)) {
    const account = state.accounts.get(id)
    // Stryker disable next-line ConditionalExpression: touched ids are loaded accounts (never unloaded)
    if (account) checkAccount(state, account, now, events)
  }
  return events
}
