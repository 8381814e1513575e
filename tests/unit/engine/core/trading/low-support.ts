/** What the low-watch tests share: a core holding BTC, ticks, and the lows it shows and notes. */
import { D } from '#money/decimal.ts'
import type { TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { btcPosition, loadAccount, newCore, quote, T0 } from './support.ts'

/** The equity_low events, as plain strings. */
export function lows(events: TradingEvent[]) {
  return events.flatMap((e) =>
    e.kind === 'equity_low'
      ? [
          {
            accountId: e.accountId,
            step: e.step.toString(),
            day: e.day && { key: e.day.key, lowest: e.day.lowest.toString() },
          },
        ]
      : [],
  )
}

/** A core at BTC 60 000 / ETH 3 000 with account `id` holding `size` BTC entered at 60 000. */
export function holding(size: string, id = 1, balance = '10000') {
  const core = newCore()
  core.tick('BTCUSDT', quote('60000'), T0)
  core.tick('ETHUSDT', quote('3000'), T0)
  loadAccount(core, id, balance, { positions: [btcPosition({ id, accountId: id, size: D(size) })] })
  return core
}

export function also(
  core: ReturnType<typeof newCore>,
  id: number,
  size: string,
  balance = '10000',
) {
  loadAccount(core, id, balance, { positions: [btcPosition({ id, accountId: id, size: D(size) })] })
}

export function ticks(core: ReturnType<typeof newCore>, symbol: string, ...marks: string[]) {
  const events: TradingEvent[] = []
  for (const mark of marks) events.push(...core.tick(symbol, quote(mark), T0))
  return events
}

export const low = (core: ReturnType<typeof newCore>, id = 1) => {
  const read = core.lows(id)
  return { step: read.stepLow?.toString() ?? null, day: read.day?.lowest?.toString() ?? null }
}
export const noted = (core: ReturnType<typeof newCore>, id = 1) =>
  core.account(id).stepLow?.toString()
