/**
 * The lowest equity of an account, over its step and over its current
 * trading day (docs/decisions/410). Noted wherever the core computes the
 * account's equity (after every operation, fill and crossing it checks):
 * a compare per check, an event only when a low is new, so the shell
 * writes it with the trading batch. The drawdown figures and reports read
 * these, not the sampled chart.
 */
import type { Decimal } from '#money/decimal.ts'
import type { AccountState } from './account-state.ts'
import type { TradingEvent } from './types.ts'

export function noteEquity(account: AccountState, equity: Decimal, events: TradingEvent[]): void {
  const step = account.stepLow
  const day = account.day
  const newStep = step === null || equity.lt(step)
  const newDay = day !== null && (day.lowest === null || equity.lt(day.lowest))
  if (!newStep && !newDay) return
  if (newStep) account.stepLow = equity
  if (newDay) day.lowest = equity
  events.push({
    kind: 'equity_low',
    accountId: account.id,
    step: account.stepLow ?? equity,
    day:
      day?.lowest != null
        ? { key: day.key, startBalance: day.startBalance, lowest: day.lowest }
        : null,
  })
}
